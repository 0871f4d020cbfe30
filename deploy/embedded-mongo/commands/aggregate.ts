// aggregate: a leading $match (+ $sort/$limit) goes through the query planner so it can use indexes;
// the rest of the pipeline runs in mingo on fresh plain views; `$out` is performed here.
import { ObjectId } from "bson";
import { Aggregator } from "mingo/aggregator";
import { fail } from "../errors.ts";
import { mingoOptions } from "../query/matcher.ts";
import { findRecs } from "../query/plan.ts";
import { parseSort } from "../query/sort.ts";
import type { Collection } from "../storage/collection.ts";
import { type Doc, fromPlain, isPlainObject, num, toPlain } from "../values.ts";
import { type CmdCtx, collName, type Handler } from "./context.ts";
import { cursorOpts } from "./read.ts";

/** Fresh plain views: mingo stages may mutate their input objects, so cached views are not shared. */
function plainDocs(c: Collection | undefined): Doc[] {
  if (!c) return [];
  const out: Doc[] = [];
  for (const r of c.docs.values()) out.push(toPlain(r.doc) as Doc);
  return out;
}

function aggregate(ctx: CmdCtx): Doc {
  const cmd = ctx.cmd;
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline)) fail(14, "'pipeline' option must be specified as an array");
  if (cmd.explain) return { stages: pipeline, ok: 1 };
  const dbLevel = cmd.aggregate === 1 || (typeof cmd.aggregate === "object" && num(cmd.aggregate) === 1);
  const name = dbLevel ? "$cmd.aggregate" : collName(ctx);
  const c = dbLevel ? undefined : ctx.store.coll(ctx.db, name);
  const stages = pipeline.slice() as Doc[];
  for (const st of stages) {
    if (!isPlainObject(st) || Object.keys(st).length !== 1) {
      fail(40323, "A pipeline stage specification object must contain exactly one field.");
    }
  }
  // $out must be last; we perform it ourselves after the pipeline ran.
  let out: { db: string; coll: string } | undefined;
  const last = stages[stages.length - 1];
  if (last && "$out" in last) {
    stages.pop();
    const o = last.$out;
    out = typeof o === "string"
      ? { db: ctx.db, coll: o }
      : { db: String((o as Doc).db ?? ctx.db), coll: String((o as Doc).coll) };
  }
  if (stages.some((s) => "$merge" in s || "$out" in s)) {
    fail(2, "$merge is not supported by embedded-mongo; $out must be the last stage");
  }
  if (stages.some((s) => "$changeStream" in s)) {
    fail(
      40573,
      "The $changeStream stage is not supported by embedded-mongo (change streams need a real replica set)",
    );
  }

  // A leading $match (optionally followed by $sort/$skip/$limit) runs through the query planner, so
  // it can use indexes; the rest of the pipeline runs in mingo on fresh plain views.
  let input: Doc[];
  if (c && stages.length && "$match" in stages[0]) {
    const filter = stages.shift()!.$match as Doc;
    let sort, limit = 0;
    const skip = 0;
    if (stages[0] && "$sort" in stages[0]) sort = parseSort(stages.shift()!.$sort);
    if (sort && stages[0] && "$limit" in stages[0] && !(stages[1] && "$skip" in stages[1])) {
      limit = num(stages.shift()!.$limit);
    }
    input = findRecs(c, filter, { sort, skip, limit }).map((r) => toPlain(r.doc) as Doc);
  } else {
    input = plainDocs(c);
  }
  let results: Doc[];
  try {
    const agg = new Aggregator(
      toPlain(stages) as Doc[],
      mingoOptions({
        collectionResolver: (n: string) => plainDocs(ctx.store.coll(ctx.db, n)),
        variables: cmd.let ? (toPlain(cmd.let) as Doc) : undefined,
        // Needed by some of mingo's own stages ($setWindowFields); $where is rejected earlier.
        scriptEnabled: true,
      }) as never,
    );
    results = agg.run(input).map((d) => idFirst(fromPlain(d) as Doc));
  } catch (e) {
    const msg = (e as Error).message.replace(/^mingo: /, "");
    const stage = /unregistered pipeline operator (\$\w+)/.exec(msg);
    if (stage) fail(40324, `Unrecognized pipeline stage name: '${stage[1]}'`);
    fail(2, msg);
  }
  if (out) {
    ctx.store.dropCollection(out.db, out.coll);
    const target = ctx.store.ensureColl(out.db, out.coll);
    for (const d of results) {
      ctx.store.insert(target, d._id === undefined ? { _id: new ObjectId(), ...d } : d);
    }
    results = [];
  }
  const cursor = (cmd.cursor ?? {}) as Doc;
  return ctx.cursors.open(`${ctx.db}.${name}`, results, cursorOpts(ctx, cursor.batchSize));
}

/** mongod emits _id first from $project/$group; mingo appends it last. */
export function idFirst(d: Doc): Doc {
  if (!("_id" in d) || Object.keys(d)[0] === "_id") return d;
  const { _id, ...rest } = d;
  return { _id, ...rest };
}

export const aggregateCommands: Record<string, Handler> = { aggregate };

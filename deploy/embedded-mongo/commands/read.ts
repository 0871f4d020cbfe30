// find / getMore / killCursors / count / distinct / explain (aggregate lives in aggregate.ts).
import { Long } from "bson";
import { fail } from "../errors.ts";
import { encodeKey } from "../keys.ts";
import { keyValues } from "../paths.ts";
import { findRecs, type QueryStats } from "../query/plan.ts";
import { compileProjection, identity } from "../query/projection.ts";
import type { BatchDoc } from "../cursors.ts";
import { RawDoc } from "../raw.ts";
import { parseSort } from "../query/sort.ts";
import { bytesOf } from "../storage/collection.ts";
import { type Doc, isPlainObject, num } from "../values.ts";
import { type CmdCtx, collName, existingColl, type Handler } from "./context.ts";

export function cursorOpts(ctx: CmdCtx, batchSize: unknown, singleBatch = false) {
  const bs = batchSize === undefined ? undefined : num(batchSize);
  if (bs !== undefined && bs < 0) {
    fail(51024, `BSON field 'batchSize' value must be >= 0, actual value '${bs}'`);
  }
  return { batchSize: bs, singleBatch, noTimeout: !!ctx.cmd.noCursorTimeout, lsid: ctx.lsid };
}

function runFind(ctx: CmdCtx, stats?: QueryStats): { docs: BatchDoc[]; ns: string; singleBatch: boolean } {
  const name = collName(ctx);
  const cmd = ctx.cmd;
  const filter = cmd.filter as Doc | undefined;
  if (filter !== undefined && !isPlainObject(filter)) {
    fail(14, "BSON field 'find.filter' is the wrong type, expected type 'object'");
  }
  let limit = num(cmd.limit, 0);
  let singleBatch = !!cmd.singleBatch;
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const skip = num(cmd.skip, 0);
  if (skip < 0) fail(51024, `BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  if (cmd.tailable) fail(2, "tailable cursors are not supported by embedded-mongo");
  const c = ctx.store.coll(ctx.db, name);
  const ns = `${ctx.db}.${name}`;
  if (!c) return { docs: [], ns, singleBatch };
  const project = compileProjection(cmd.projection, filter);
  const recs = findRecs(c, filter, { sort: parseSort(cmd.sort), skip, limit, hint: cmd.hint }, stats);
  const docs = project === identity
    ? recs.map((r) => new RawDoc(bytesOf(r)))
    : recs.map((r) => project(r.doc));
  return { docs, ns, singleBatch };
}

function find(ctx: CmdCtx): Doc {
  const { docs, ns, singleBatch } = runFind(ctx);
  const limit = Math.abs(num(ctx.cmd.limit, 0));
  // A batchSize larger than the limit never needs a second batch.
  const bs = ctx.cmd.batchSize === undefined ? undefined : num(ctx.cmd.batchSize);
  const batchSize = limit > 0 && (bs === undefined || bs > limit) ? Math.max(limit, bs ?? 0) : bs;
  return ctx.cursors.open(ns, docs, cursorOpts(ctx, batchSize, singleBatch));
}

function getMore(ctx: CmdCtx): Doc {
  const id = ctx.cmd.getMore;
  const bigId = id instanceof Long ? id.toBigInt() : BigInt(num(id));
  const coll = ctx.cmd.collection;
  if (typeof coll !== "string") fail(14, "BSON field 'getMore.collection' is missing but a required field");
  return ctx.cursors.getMore(
    bigId,
    `${ctx.db}.${coll}`,
    ctx.cmd.batchSize === undefined ? undefined : num(ctx.cmd.batchSize),
  );
}

function killCursors(ctx: CmdCtx): Doc {
  const ids = (ctx.cmd.cursors ?? []) as unknown[];
  if (!Array.isArray(ids)) fail(14, "BSON field 'killCursors.cursors' must be an array");
  return ctx.cursors.kill(ids.map((id) => (id instanceof Long ? id.toBigInt() : BigInt(num(id)))));
}

function count(ctx: CmdCtx): Doc {
  const c = existingColl(ctx);
  if (!c) return { n: 0 };
  const query = ctx.cmd.query as Doc | undefined;
  const skip = Math.max(0, num(ctx.cmd.skip, 0));
  const limit = Math.abs(num(ctx.cmd.limit, 0));
  let n: number;
  if (!query || Object.keys(query).length === 0) n = c.docs.size;
  else n = findRecs(c, query).length;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n };
}

function distinct(ctx: CmdCtx): Doc {
  const key = ctx.cmd.key;
  if (typeof key !== "string") fail(14, "BSON field 'distinct.key' is missing but a required field");
  const c = existingColl(ctx);
  if (!c) return { values: [] };
  const seen = new Map<string, unknown>();
  for (const rec of findRecs(c, ctx.cmd.query as Doc | undefined)) {
    for (const v of keyValues(rec.doc, key)) {
      if (v === undefined) continue;
      const k = encodeKey(v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  // mongod returns distinct values in index (BSON) order.
  return {
    values: [...seen.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map((e) => e[1]),
  };
}

function explain(ctx: CmdCtx): Doc {
  const inner = ctx.cmd.explain;
  if (!isPlainObject(inner)) fail(14, "explain command requires a nested object");
  const innerName = Object.keys(inner)[0];
  if (innerName !== "find" && innerName !== "count" && innerName !== "distinct") {
    return {
      queryPlanner: { namespace: `${ctx.db}.${inner[innerName]}`, winningPlan: { stage: "UNKNOWN" } },
    };
  }
  const stats: QueryStats = { plan: "EOF", docsExamined: 0, keysExamined: 0 };
  const sub: CmdCtx = { ...ctx, cmd: { ...inner, filter: inner.filter ?? inner.query }, name: "find" };
  const { docs, ns } = runFind(sub, stats);
  const [stage, indexName] = stats.plan.split(" ");
  return {
    queryPlanner: { namespace: ns, winningPlan: { stage, indexName } },
    executionStats: {
      nReturned: docs.length,
      totalDocsExamined: stats.docsExamined,
      totalKeysExamined: stats.keysExamined,
    },
  };
}

export const readCommands: Record<string, Handler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
  explain,
};

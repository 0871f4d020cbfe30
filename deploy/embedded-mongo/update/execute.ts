// Turns one update specification (operators, replacement or pipeline) into the new version of a
// document, and builds the document an upsert inserts (seeded from the filter's equality fields).
import { ObjectId } from "bson";
import { Aggregator } from "mingo/aggregator";
import { fail } from "../errors.ts";
import { MINGO_OPTIONS, type Predicate } from "../query/matcher.ts";
import { bsonEquals, cloneDoc, type Doc, formatValue, fromPlain, isPlainObject, toPlain } from "../values.ts";
import { applyOperators, applyReplacement, compileArrayFilters, isOperatorUpdate } from "./apply.ts";

const PIPELINE_STAGES = new Set(["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

export interface PreparedUpdate {
  kind: "operators" | "replacement" | "pipeline";
  /** Returns the new document, or undefined if nothing changed. */
  apply(old: Doc, inserting: boolean): Doc | undefined;
}

export function prepareUpdate(
  u: unknown,
  filter: Predicate | undefined,
  arrayFilters: unknown,
): PreparedUpdate {
  if (Array.isArray(u)) {
    for (const st of u) {
      const op = isPlainObject(st) ? Object.keys(st)[0] : undefined;
      if (!op || !PIPELINE_STAGES.has(op)) {
        fail(72, `${op ?? "stage"} is not allowed to be used within an update`);
      }
    }
    if (arrayFilters !== undefined) fail(72, "arrayFilters may not be specified for pipeline-style updates");
    const agg = new Aggregator(toPlain(u) as Doc[], MINGO_OPTIONS as never);
    return {
      kind: "pipeline",
      apply(old) {
        let out: Doc;
        try {
          out = fromPlain(agg.run([toPlain(old)])[0]) as Doc;
        } catch (e) {
          fail(2, (e as Error).message);
        }
        if (old._id !== undefined && !bsonEquals(out._id, old._id)) {
          fail(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
        }
        if (old._id !== undefined) out = { _id: old._id, ...withoutId(out) };
        return bsonEquals(out, old) ? undefined : out;
      },
    };
  }
  if (!isPlainObject(u)) fail(9, `Update argument must be either an object or an array`);
  if (isOperatorUpdate(u)) {
    const afs = compileArrayFilters(arrayFilters);
    return {
      kind: "operators",
      apply(old, inserting) {
        const doc = cloneDoc(old);
        const changed = applyOperators(doc, u, { filter, arrayFilters: afs, inserting });
        return changed || inserting ? doc : undefined;
      },
    };
  }
  for (const k of Object.keys(u)) {
    if (k.startsWith("$")) {
      fail(
        9,
        `Unknown modifier: ${k}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
  }
  return {
    kind: "replacement",
    apply(old) {
      const out = applyReplacement(old, u);
      return bsonEquals(out, old) && sameKeys(out, old) ? undefined : out;
    },
  };
}

function withoutId(d: Doc): Doc {
  const { _id: _, ...rest } = d;
  return rest;
}

function sameKeys(a: Doc, b: Doc): boolean {
  return Object.keys(a).join("\0") === Object.keys(b).join("\0");
}

/** Equality fields of a filter become the starting document of an upsert. */
export function seedFromFilter(filter: Doc | undefined): Doc {
  const seed: Doc = {};
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === "$and" && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      if (k.startsWith("$")) continue;
      let value: unknown;
      if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith("$"))) {
        if (!("$eq" in v)) continue;
        value = v.$eq;
      } else {
        value = v;
      }
      if (value instanceof RegExp) continue;
      setDotted(seed, k, cloneDoc(value));
    }
  };
  if (filter) visit(filter);
  return seed;
}

function setDotted(doc: Doc, path: string, value: unknown): void {
  const parts = path.split(".");
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = cur[parts[i]];
    if (!isPlainObject(next)) {
      if (next !== undefined) fail(54, `cannot infer query fields to set, path '${path}' is matched twice`);
      cur[parts[i]] = {};
    }
    cur = cur[parts[i]] as Doc;
  }
  cur[parts[parts.length - 1]] = value;
}

/** The document an upsert inserts, with _id first (generated when neither filter nor update set it). */
export function buildUpsertDoc(filter: Doc | undefined, prepared: PreparedUpdate, replacement: unknown): Doc {
  let doc: Doc;
  if (prepared.kind === "replacement") {
    const seed = seedFromFilter(filter);
    doc = applyReplacement({}, replacement as Doc);
    if (doc._id === undefined && seed._id !== undefined) doc = { _id: seed._id, ...doc };
  } else {
    doc = prepared.apply(seedFromFilter(filter), true) ?? seedFromFilter(filter);
  }
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  const { _id, ...rest } = doc;
  if (Array.isArray(_id)) fail(2, `can't use an array for _id: ${formatValue(_id)}`);
  return { _id, ...rest };
}

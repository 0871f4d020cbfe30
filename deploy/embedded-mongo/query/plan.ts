// Query planning: pick an index that bounds the scan for a filter (equality prefix, then $in or a
// range on the next field), or one that yields the requested sort order, and only fall back to a
// full collection scan when neither exists. Candidates are always re-checked with the full filter
// unless the index lookup is known to be exact (scalar equality only), which skips mingo entirely
// on the hot `findOne({indexedField: value})` path.
import { after, encodeKey, typeBracket } from "../keys.ts";
import type { Collection, Rec } from "../storage/collection.ts";
import { plainOf } from "../storage/collection.ts";
import type { Index } from "../storage/indexes.ts";
import { fail } from "../errors.ts";
import { bsonEquals, bsonType, type Doc, isPlainObject } from "../values.ts";
import { compileFilter } from "./matcher.ts";
import { sortBy, type SortField } from "./sort.ts";

interface FieldPred {
  eq?: unknown;
  hasEq: boolean;
  in?: unknown[];
  lo?: string; // inclusive lower bound (encoded)
  hi?: string; // exclusive upper bound (encoded)
  /** True when equality alone decides the match for this field (no other operators on it). */
  exact: boolean;
}

/** Values whose index key equality means exactly what query equality means. */
function exactScalar(v: unknown): boolean {
  if (v === null || v === undefined) return false; // null also matches missing / [null] subtleties
  if (typeof v === "string" || typeof v === "boolean" || typeof v === "number") return true;
  if (v instanceof Date) return true;
  const t = bsonType(v);
  return t === "ObjectId" || t === "Int32" || t === "Double";
}

function indexableValue(v: unknown): boolean {
  return !Array.isArray(v) && !(v instanceof RegExp) && !isPlainObject(v) && bsonType(v) !== "BSONRegExp";
}

function analyze(filter: Doc, out = new Map<string, FieldPred>()): Map<string, FieldPred> {
  for (const [field, v] of Object.entries(filter)) {
    if (field === "$and" && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) analyze(sub, out);
      continue;
    }
    if (field.startsWith("$")) continue;
    if (out.has(field)) {
      out.get(field)!.exact = false;
      continue;
    }
    const p: FieldPred = { hasEq: false, exact: false };
    if (isPlainObject(v) && Object.keys(v).some((k) => k.startsWith("$"))) {
      for (const [op, arg] of Object.entries(v)) {
        if (op === "$eq" && indexableValue(arg)) {
          p.eq = arg;
          p.hasEq = true;
        } else if (
          op === "$in" && Array.isArray(arg) && arg.length > 0 && arg.length <= 1000 &&
          arg.every(indexableValue)
        ) {
          p.in = arg;
        } else if ((op === "$gt" || op === "$gte") && indexableValue(arg) && arg !== null) {
          const e = encodeKey(arg);
          p.lo = op === "$gt" ? after(e) : e;
          p.hi ??= typeBracket(arg)[1];
        } else if ((op === "$lt" || op === "$lte") && indexableValue(arg) && arg !== null) {
          const e = encodeKey(arg);
          p.hi = op === "$lt" ? e : after(e);
          if (p.lo === undefined || p.lo < typeBracket(arg)[0]) p.lo = typeBracket(arg)[0];
        }
      }
      // A $gt without $lt got the type-bracket end as `hi`; with both, keep the tighter bound.
      if (p.lo !== undefined && p.hi !== undefined && p.lo >= p.hi && !p.hasEq && !p.in) {
        p.lo = p.hi; // empty range
      }
      p.exact = p.hasEq && Object.keys(v).length === 1 && exactScalar(p.eq);
    } else if (indexableValue(v)) {
      p.eq = v;
      p.hasEq = true;
      p.exact = exactScalar(v);
    } else {
      continue;
    }
    out.set(field, p);
  }
  return out;
}

interface Plan {
  index: Index;
  /** Encoded [lo, hi) ranges to scan, in index order. */
  ranges: [string, string][];
  eqFields: number;
  /** All filter fields are exact equalities answered by this index. */
  exact: boolean;
  score: number;
}

function planFor(ix: Index, preds: Map<string, FieldPred>, filterKeys: string[]): Plan | undefined {
  let prefixes = [""];
  let eqFields = 0;
  let score = 0;
  let ranged = false;
  for (const f of ix.fields) {
    const p = preds.get(f.path);
    if (!p) break;
    if (p.hasEq) {
      const e = encodeKey(p.eq);
      const enc = f.dir === 1 ? e : complementStr(e);
      prefixes = prefixes.map((x) => x + enc);
      eqFields++;
      score += 4;
      continue;
    }
    if (p.in && prefixes.length * p.in.length <= 1000) {
      const encs = [...new Set(p.in.map((v) => encodeKey(v)))].sort();
      const ordered = f.dir === 1 ? encs : encs.map(complementStr).sort();
      prefixes = prefixes.flatMap((x) => ordered.map((e) => x + e));
      score += 3;
      ranged = true;
      break;
    }
    if ((p.lo !== undefined || p.hi !== undefined) && f.dir === 1) {
      const lo = p.lo ?? "", hi = p.hi ?? "\uffff";
      score += 2;
      return {
        index: ix,
        ranges: prefixes.map((x) => [x + lo, x + hi] as [string, string]),
        eqFields,
        exact: false,
        score: score + (ix.unique ? 1 : 0),
      };
    }
    break;
  }
  if (score === 0) return undefined;
  const exact = !ranged && !ix.fields.some((f) => /(^|\.)\d+(\.|$)/.test(f.path)) &&
    filterKeys.length === eqFields &&
    ix.fields.slice(0, eqFields).every((f) => preds.get(f.path)?.exact && filterKeys.includes(f.path));
  return {
    index: ix,
    ranges: prefixes.map((x) => [x, after(x)] as [string, string]),
    eqFields,
    exact,
    score: score + (ix.unique ? 1 : 0),
  };
}

function complementStr(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(0xffff - s.charCodeAt(i));
  return out;
}

/** Whether scanning `plan` yields documents already ordered by `sort`. */
function providesSort(
  plan: Plan | undefined,
  ix: Index,
  sort: SortField[],
  preds: Map<string, FieldPred>,
): 0 | 1 | -1 {
  if (plan && plan.ranges.length !== 1) return 0;
  const rest = sort.filter((s) => !preds.get(s.path)?.hasEq);
  if (rest.length === 0) return 1;
  const start = plan ? plan.eqFields : 0;
  const fields = ix.fields.slice(start);
  if (rest.length > fields.length) return 0;
  let dir: 0 | 1 | -1 = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i].path !== fields[i].path) return 0;
    const d = rest[i].dir === fields[i].dir ? 1 : -1;
    if (dir !== 0 && d !== dir) return 0;
    dir = d;
  }
  return dir;
}

export interface FindOptions {
  /** Index name, key pattern, or {$natural: 1|-1} to force a collection scan. */
  hint?: unknown;
  sort?: SortField[];
  skip?: number;
  /** 0 = no limit. */
  limit?: number;
}

export interface QueryStats {
  plan: string;
  docsExamined: number;
  keysExamined: number;
}

/** Runs a filter over a collection and returns matching records, sorted, skipped and limited. */
export function findRecs(
  coll: Collection,
  filter: Doc | undefined,
  opts: FindOptions = {},
  stats?: QueryStats,
): Rec[] {
  // {$natural: ±1} means insertion order (forward or backward) via a collection scan, as in mongod.
  const natural = opts.sort?.length === 1 && opts.sort[0].path === "$natural" ? opts.sort[0].dir : 0;
  if (natural) opts = { ...opts, sort: [], hint: { $natural: natural } };
  const sort = opts.sort ?? [];
  const skip = opts.skip ?? 0;
  const limit = opts.limit ?? 0;
  const want = limit > 0 ? skip + limit : Infinity;
  const f = filter ?? {};
  const filterKeys = Object.keys(f);
  const preds = analyze(f);

  const hint = resolveHint(coll, opts.hint);
  let best: Plan | undefined;
  for (const ix of coll.indexes) {
    if (!ix.complete || (hint && hint !== ix)) continue;
    const p = planFor(ix, preds, filterKeys);
    if (p && (!best || p.score > best.score)) best = p;
  }
  if (hint && hint !== "natural" && !best) {
    // A hinted index that cannot bound the filter is scanned in full (like mongod does).
    best = { index: hint, ranges: [["", "\uffff\uffff"]], eqFields: 0, exact: false, score: 0 };
  }

  // Fast path: exact _id equality.
  const idPred = preds.get("_id");
  if (!hint && idPred?.hasEq && (!best || best.index.name === "_id_")) {
    const rec = coll.getById(idPred.eq);
    if (stats) Object.assign(stats, { plan: "IDHACK", docsExamined: rec ? 1 : 0, keysExamined: 1 });
    if (!rec) return [];
    const exact = filterKeys.length === 1 && idPred.exact;
    if (!exact && !compileFilter(f)(plainOf(rec))) return [];
    return skip > 0 ? [] : [rec];
  }

  let order: 0 | 1 | -1 = 0;
  let sortIndex: Index | undefined;
  if (sort.length) {
    if (best) order = providesSort(best, best.index, sort, preds);
    if ((!best || order === 0) && !hint) {
      // No bounding index, or it does not sort: an index that provides the order lets us stop early.
      for (const ix of coll.indexes) {
        if (!ix.complete) continue;
        const d = providesSort(undefined, ix, sort, new Map());
        if (d !== 0 && !best) {
          sortIndex = ix;
          order = d;
          break;
        }
      }
    }
  }

  const match = best?.exact ? undefined : compileFilter(f);
  const out: Rec[] = [];
  let examined = 0;
  let keys = 0;
  const take = (rec: Rec | undefined): boolean => {
    if (!rec) return true;
    examined++;
    if (!match || match(plainOf(rec))) out.push(rec);
    // With an index-provided order (or no sort at all) we can stop once skip+limit matched.
    return !((order !== 0 || sort.length === 0) && out.length >= want);
  };

  if (best) {
    const seen = best.index.multikey || best.ranges.length > 1 ? new Set<string>() : undefined;
    const reverse = order === -1;
    const ranges = reverse ? [...best.ranges].reverse() : best.ranges;
    outer: for (const [lo, hi] of ranges) {
      const ids = best.index.scanRange(lo, hi, reverse);
      for (const id of ids) {
        keys++;
        if (seen) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        if (!take(coll.docs.get(id))) break outer;
      }
    }
  } else if (sortIndex) {
    const seen = sortIndex.multikey ? new Set<string>() : undefined;
    for (const id of sortIndex.scanAll(order === -1)) {
      keys++;
      if (seen) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      if (!take(coll.docs.get(id))) break;
    }
  } else if (natural === -1) {
    for (const rec of [...coll.docs.values()].reverse()) if (!take(rec)) break;
  } else {
    for (const rec of coll.docs.values()) if (!take(rec)) break;
  }
  if (stats) {
    const plan = best
      ? `IXSCAN ${best.index.name}`
      : sortIndex
      ? `IXSCAN ${sortIndex.name} (sort)`
      : "COLLSCAN";
    Object.assign(stats, { plan, docsExamined: examined, keysExamined: keys });
  }

  const sorted = sort.length && order === 0 ? sortBy(out, sort, (r) => r.doc) : out;
  if (skip === 0 && (limit <= 0 || sorted.length <= limit)) return sorted;
  return sorted.slice(skip, limit > 0 ? skip + limit : undefined);
}

function resolveHint(coll: Collection, hint: unknown): Index | "natural" | undefined {
  if (hint === undefined || hint === null || hint === "") return undefined;
  if (isPlainObject(hint)) {
    if ("$natural" in hint) return "natural";
    if (Object.keys(hint).length === 0) return undefined;
  }
  const ix = typeof hint === "string"
    ? coll.index(hint)
    : coll.indexes.find((i) => isPlainObject(hint) && bsonEquals(i.spec.key, hint));
  if (!ix) fail(2, "hint provided does not correspond to an existing index");
  return ix;
}

// Query matching through mingo, run on the plain view of documents (numbers as JS numbers) so
// comparisons work across Int32/Long/Double/Decimal128. `$type` is replaced by our own operator that
// inspects the typed document, because the plain view can no longer tell an int from a double.
import { Query } from "mingo/query";
import { makeContext, precompiledOptions } from "./mingo-context.ts";
import { fail } from "../errors.ts";
import { keyValues, pathValues } from "../paths.ts";
import { bsonType, type Doc, isPlainObject, numKind, toNumber, toPlain, TYPED } from "../values.ts";

export type Predicate = (plainDoc: Doc) => boolean;

const TYPE_ALIASES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};

/** BSON type number of a typed value (undefined for a missing field). */
export function bsonTypeNumber(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (v === null) return 10;
  if (typeof v === "string") return 2;
  if (typeof v === "boolean") return 8;
  if (Array.isArray(v)) return 4;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  switch (numKind(v)) {
    case "int":
      return typeof v === "number" ? 1 : 16;
    case "double":
      return 1;
    case "long":
      return 18;
    case "decimal":
      return 19;
  }
  switch (bsonType(v)) {
    case "ObjectId":
      return 7;
    case "Binary":
      return 5;
    case "Timestamp":
      return 17;
    case "Code":
      return 13;
    case "BSONSymbol":
      return 14;
    case "MinKey":
      return -1;
    case "MaxKey":
      return 127;
    case "BSONRegExp":
      return 11;
  }
  return isPlainObject(v) ? 3 : undefined;
}

function typeMatches(v: unknown, wanted: unknown): boolean {
  const t = bsonTypeNumber(v);
  if (t === undefined) return false;
  if (wanted === "number") return t === 1 || t === 16 || t === 18 || t === 19;
  const n = typeof wanted === "string" ? TYPE_ALIASES[wanted] : toNumber(wanted);
  if (n === undefined) fail(2, `Unknown type name alias: ${String(wanted)}`);
  return t === n;
}

/** mingo query operator factory: `(selector, value, options) => predicate(plainDoc)`. */
function $type(selector: string, value: unknown) {
  const wanted = Array.isArray(value) ? value : [value];
  return (plain: Doc): boolean => {
    const typed = (plain as Record<symbol, unknown>)[TYPED] ?? plain;
    // Arrays match "array" themselves and also by the types of their elements.
    const direct = pathValues(typed, selector);
    const all = [...direct.filter(Array.isArray), ...keyValues(typed, selector)];
    return all.some((v) => wanted.some((w) => typeMatches(v, w)));
  };
}

const BASE_OPTIONS = { useStrictMode: true, scriptEnabled: false, idKey: "_id" };

/** Plain options object (for callers that add per-call settings such as collectionResolver). */
export function mingoOptions(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...BASE_OPTIONS, context: makeContext({ $type }), ...extra };
}

/** Shared, pre-initialized options: cheap to hand to every `new Query()` / `new Aggregator()`. */
export const MINGO_OPTIONS = precompiledOptions(BASE_OPTIONS, { $type }, Query as never);

/** Compiles a typed filter document into a predicate over plain views. */
export function compileFilter(filter: Doc | undefined): Predicate {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  validateFilter(filter);
  let q: Query;
  try {
    q = new Query(toPlain(filter) as Doc, MINGO_OPTIONS as never);
  } catch (e) {
    fail(2, e instanceof Error ? e.message.replace(/^mingo: /, "") : String(e));
  }
  return (doc) => q.test(doc);
}

const KNOWN_TOP = new Set(["$and", "$or", "$nor", "$expr", "$jsonSchema", "$comment", "$text", "$where"]);

/** mingo accepts some things mongod rejects; catch the common ones with mongod's error codes. */
function validateFilter(filter: Doc): void {
  for (const k of Object.keys(filter)) {
    if (k.startsWith("$")) {
      if (!KNOWN_TOP.has(k)) fail(2, `unknown top level operator: ${k}`);
      if (k === "$text") fail(2, "text index required for $text query (not supported by embedded-mongo)");
      if (k === "$where") fail(2, "$where is not supported by embedded-mongo");
      if (k === "$jsonSchema") fail(2, "$jsonSchema is not supported by embedded-mongo");
      if ((k === "$and" || k === "$or" || k === "$nor")) {
        const v = filter[k];
        if (!Array.isArray(v) || v.length === 0) fail(2, `${k} must be a nonempty array`);
        for (const sub of v) {
          if (!isPlainObject(sub)) fail(2, `$or/$and/$nor entries need to be full objects`);
          validateFilter(sub);
        }
      }
    }
  }
  if ("$comment" in filter) {
    delete filter.$comment;
  }
}

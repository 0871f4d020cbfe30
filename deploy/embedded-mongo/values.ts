// Helpers for BSON values as the store keeps them: deserialized with promoteValues:false, so numbers
// stay Int32 / Double / Long / Decimal128 wrappers and round-trip with their exact BSON type.
// mingo only understands plain JS numbers, so queries and pipelines run on a derived "plain view".
import { Binary, BSON, Decimal128, Double, Int32, Long, ObjectId } from "bson";

export type Doc = Record<string, unknown>;

/** Options used for every incoming message: keep numeric BSON types intact. */
export const DESERIALIZE_OPTS = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: false,
  validation: { utf8: false },
} as const;

export function deserialize(bytes: Uint8Array): Doc {
  return BSON.deserialize(bytes, DESERIALIZE_OPTS) as Doc;
}

const SERIALIZE_OPTS = { checkKeys: false, ignoreUndefined: false };
/** js-bson serializes into a shared 17 MiB buffer and silently truncates anything larger. */
const BSON_DEFAULT_BUFFER = 17 * 1024 * 1024;

export function serialize(doc: Doc): Uint8Array {
  const out = BSON.serialize(doc, SERIALIZE_OPTS);
  if (out.length < BSON_DEFAULT_BUFFER) return out;
  // Possibly truncated: redo with a buffer of the exact size (journal records can be ~48 MB).
  const size = BSON.calculateObjectSize(doc, SERIALIZE_OPTS);
  BSON.setInternalBufferSize(size + 1024);
  try {
    return BSON.serialize(doc, SERIALIZE_OPTS);
  } finally {
    BSON.setInternalBufferSize(BSON_DEFAULT_BUFFER); // give the big scratch buffer back
  }
}

export type NumKind = "int" | "long" | "double" | "decimal";

export function bsonType(v: unknown): string | undefined {
  return v !== null && typeof v === "object" ? (v as { _bsontype?: string })._bsontype : undefined;
}

/** Numeric kind of a value, or undefined when it is not a number. Plain JS numbers count as int/double. */
export function numKind(v: unknown): NumKind | undefined {
  if (typeof v === "number") return Number.isInteger(v) && Math.abs(v) <= 0x7fffffff ? "int" : "double";
  if (typeof v === "bigint") return "long";
  switch (bsonType(v)) {
    case "Int32":
      return "int";
    case "Double":
      return "double";
    case "Long":
      return "long";
    case "Decimal128":
      return "decimal";
  }
  return undefined;
}

export const isNumeric = (v: unknown): boolean => numKind(v) !== undefined;

/** Closest JS number (Long beyond 2^53 and Decimal128 lose precision; see SUPPORTED.md). */
export function toNumber(v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v === "bigint") return Number(v);
  switch (bsonType(v)) {
    case "Int32":
    case "Double":
      return (v as Int32 | Double).value;
    case "Long":
      return (v as Long).toNumber();
    case "Decimal128":
      return decimalToNumber(v as Decimal128);
  }
  return NaN;
}

function decimalToNumber(d: Decimal128): number {
  const s = d.toString();
  if (s === "Infinity" || s === "-Infinity") return Number(s);
  return s === "NaN" || s === "-NaN" ? NaN : parseFloat(s);
}

/** Numeric command arguments (limit, batchSize, ...) arrive as wrappers; read them as JS numbers. */
export function num(v: unknown, dflt = 0): number {
  if (v === undefined || v === null) return dflt;
  const n = toNumber(v);
  return Number.isNaN(n) ? dflt : n;
}

export function truthy(v: unknown): boolean {
  if (isNumeric(v)) return toNumber(v) !== 0;
  return !!v;
}

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function wrapInt(n: number): Int32 | Double {
  return Number.isInteger(n) && n >= -0x80000000 && n <= 0x7fffffff ? new Int32(n) : new Double(n);
}

/** Back-pointer from a plain view object to the typed object it was derived from. */
export const TYPED = Symbol("typed");

/** Plain view: numbers become JS numbers so mingo can compare them across BSON numeric types. */
export function toPlain(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = toPlain(v[i]);
    (out as unknown as Record<symbol, unknown>)[TYPED] = v;
    return out;
  }
  const t = bsonType(v);
  if (t !== undefined) {
    if (t === "Int32" || t === "Double" || t === "Long" || t === "Decimal128") return toNumber(v);
    return v;
  }
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) out[k] = toPlain(v[k]);
  (out as Record<symbol, unknown>)[TYPED] = v;
  return out;
}

/**
 * Converts mingo output back to storable BSON values. Where the output still carries the back-pointer
 * of an input object and a number is unchanged, the original numeric type is restored (so a Double
 * 2.0 passed through a pipeline stays a Double); other numbers become Int32 when integral, else Double.
 */
export function fromPlain(v: unknown): unknown {
  if (v === null || typeof v !== "object") {
    if (typeof v === "number") return wrapInt(v);
    if (typeof v === "bigint") return Long.fromBigInt(v);
    return v;
  }
  if (Array.isArray(v)) {
    const src = (v as unknown as Record<symbol, unknown>)[TYPED] as unknown[] | undefined;
    return v.map((x, i) => restoreNumber(x, src?.[i]));
  }
  if (!isPlainObject(v)) return v;
  const src = (v as Record<symbol, unknown>)[TYPED] as Doc | undefined;
  const out: Doc = {};
  for (const k of Object.keys(v)) out[k] = restoreNumber(v[k], src?.[k]);
  return out;
}

function restoreNumber(x: unknown, original: unknown): unknown {
  if (typeof x === "number" && original !== undefined && isNumeric(original) && toNumber(original) === x) {
    return original;
  }
  return fromPlain(x);
}

/**
 * js-bson deserializes Binary and Decimal128 values as views into the message buffer. Before a
 * document is stored, such views get their own copy so a stored 16-byte UUID does not pin a whole
 * (up to 48 MB) message.
 */
export function detachBinaries(v: unknown): void {
  if (v === null || typeof v !== "object") return;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (x !== null && typeof x === "object") {
        const t = bsonType(x);
        if (t === "Binary") v[i] = ownBinary(x as Binary);
        else if (t === "Decimal128") v[i] = ownDecimal(x as Decimal128);
        else detachBinaries(x);
      }
    }
    return;
  }
  if (!isPlainObject(v)) return;
  for (const k in v) {
    const x = v[k];
    if (x !== null && typeof x === "object") {
      const t = bsonType(x);
      if (t === "Binary") v[k] = ownBinary(x as Binary);
      else if (t === "Decimal128") v[k] = ownDecimal(x as Decimal128);
      else detachBinaries(x);
    }
  }
}

function ownBinary(b: Binary): Binary {
  const bytes = b.buffer;
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return b;
  // new Uint8Array(view) copies; Buffer#slice would only make another view.
  return new Binary(new Uint8Array(bytes.subarray(0, b.position)), b.sub_type);
}

function ownDecimal(d: Decimal128): Decimal128 {
  const bytes = d.bytes;
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return d;
  return new Decimal128(new Uint8Array(bytes));
}

/** Copies plain objects/arrays; BSON wrapper values are immutable here and shared. */
export function cloneDoc<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(cloneDoc) as T;
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k of Object.keys(v)) out[k] = cloneDoc((v as Doc)[k]);
  return out as T;
}

/** Deep equality with MongoDB semantics for numbers (1 == 1.0 == 1L). Field order matters. */
export function bsonEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const ka = numKind(a), kb = numKind(b);
  if (ka !== undefined || kb !== undefined) {
    if (ka === undefined || kb === undefined) return false;
    const x = toNumber(a), y = toNumber(b);
    return x === y || (Number.isNaN(x) && Number.isNaN(y));
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => bsonEquals(x, b[i]));
  }
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (a instanceof RegExp || b instanceof RegExp) {
    return a instanceof RegExp && b instanceof RegExp && a.source === b.source && a.flags === b.flags;
  }
  const ta = bsonType(a), tb = bsonType(b);
  if (ta !== undefined || tb !== undefined) {
    if (ta !== tb) return false;
    if (ta === "ObjectId") return (a as ObjectId).equals(b as ObjectId);
    return BSON.EJSON.stringify(a as Doc) === BSON.EJSON.stringify(b as Doc);
  }
  const ak = Object.keys(a as Doc), bk = Object.keys(b as Doc);
  if (ak.length !== bk.length) return false;
  for (let i = 0; i < ak.length; i++) {
    if (ak[i] !== bk[i] || !bsonEquals((a as Doc)[ak[i]], (b as Doc)[bk[i]])) return false;
  }
  return true;
}

/** Human-readable value in mongod's error-message style, e.g. `{ email: "a@b" }`. */
export function formatValue(v: unknown): string {
  if (v === undefined) return "undefined";
  if (v === null) return "null";
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof RegExp) return String(v);
  if (Array.isArray(v)) return `[ ${v.map(formatValue).join(", ")} ]`;
  switch (bsonType(v)) {
    case "Int32":
    case "Double":
      return String(toNumber(v));
    case "Long":
      return `${(v as Long).toString()}`;
    case "Decimal128":
      return `${(v as Decimal128).toString()}`;
    case "ObjectId":
      return `ObjectId('${(v as ObjectId).toHexString()}')`;
  }
  if (isPlainObject(v)) {
    const keys = Object.keys(v);
    if (keys.length === 0) return "{}";
    return `{ ${keys.map((k) => `${k}: ${formatValue(v[k])}`).join(", ")} }`;
  }
  return String(v);
}

export function typeName(v: unknown): string {
  if (v === undefined) return "missing";
  if (v === null) return "null";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (Array.isArray(v)) return "array";
  if (v instanceof Date) return "date";
  if (v instanceof RegExp) return "regex";
  const k = numKind(v);
  if (k) return k;
  const t = bsonType(v);
  if (t === "ObjectId") return "objectId";
  if (t === "Binary") return "binData";
  if (t) return t.charAt(0).toLowerCase() + t.slice(1);
  return "object";
}

// Order-preserving string encoding of BSON values. Index entries, _id map keys and in-memory sort keys
// all use it, so comparing two encoded strings with `<` orders them the way MongoDB orders the values
// (BSON type order first, numbers compared across Int32/Long/Double/Decimal128), and equal values
// (1, 1.0, 1L) encode identically. Every encoding is prefix-free, so compound keys are plain
// concatenations and a key can be followed by the document id inside one sorted string array.
import type { Binary, Long, ObjectId, Timestamp } from "bson";
import { bsonType, isPlainObject, numKind, toNumber } from "./values.ts";

// Type tags in MongoDB's BSON comparison order. Tags start at 0x10 so the terminators 0x00/0x01
// used inside strings, objects and arrays can never be mistaken for the start of a value.
export const TAG = {
  minKey: 0x10,
  nullish: 0x11,
  number: 0x12,
  string: 0x13,
  object: 0x14,
  array: 0x15,
  binary: 0x16,
  objectId: 0x17,
  bool: 0x18,
  date: 0x19,
  timestamp: 0x1a,
  regex: 0x1b,
  other: 0x1c,
  maxKey: 0x1f,
} as const;

const ch = String.fromCharCode;
const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
// Little-endian hosts are assumed (x86/arm); u32[1] holds the sign/exponent word.

/** Four UTF-16 units whose string order equals numeric order (NaN first, -0 == 0). */
export function encodeDouble(n: number): string {
  if (Number.isNaN(n)) return "\u0000\u0000\u0000\u0000";
  f64[0] = n === 0 ? 0 : n;
  let hi = u32[1], lo = u32[0];
  if (hi & 0x80000000) {
    hi = ~hi >>> 0;
    lo = ~lo >>> 0;
  } else {
    hi = (hi | 0x80000000) >>> 0;
  }
  return ch(hi >>> 16, hi & 0xffff, lo >>> 16, lo & 0xffff);
}

function needsEscape(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 2) return true;
  return false;
}

/** Escapes 0x00/0x01 so 0x00 can terminate the string; keeps code-unit order. */
function encodeString(s: string): string {
  if (!needsEscape(s)) return s + "\u0000";
  let out = "";
  for (const c of s) out += c === "\u0000" ? "\u0001\u0001" : c === "\u0001" ? "\u0001\u0002" : c;
  return out + "\u0000";
}

export function encodeKey(v: unknown): string {
  if (v === undefined || v === null) return ch(TAG.nullish);
  switch (typeof v) {
    case "string":
      return ch(TAG.string) + encodeString(v);
    case "boolean":
      return ch(TAG.bool) + (v ? "1" : "0");
    case "number":
      return ch(TAG.number) + encodeDouble(v);
    case "bigint":
      return ch(TAG.number) + encodeDouble(Number(v));
  }
  if (numKind(v) !== undefined) return ch(TAG.number) + encodeDouble(toNumber(v));
  if (Array.isArray(v)) {
    let out = ch(TAG.array);
    for (const x of v) out += encodeKey(x);
    return out + "\u0000";
  }
  if (v instanceof Date) return ch(TAG.date) + encodeDouble(v.getTime());
  if (v instanceof RegExp) return ch(TAG.regex) + encodeString(v.source) + encodeString(v.flags);
  switch (bsonType(v)) {
    case "ObjectId":
      return ch(TAG.objectId) + (v as ObjectId).toHexString();
    case "Binary": {
      const b = v as Binary;
      const bytes = b.buffer.subarray(0, b.position);
      let out = ch(TAG.binary) + ch(bytes.length >>> 16, bytes.length & 0xffff, b.sub_type);
      for (let i = 0; i < bytes.length; i++) out += ch(bytes[i] + 0x20);
      return out;
    }
    case "Timestamp": {
      const t = v as Timestamp;
      return ch(TAG.timestamp) + encodeDouble(t.t) + encodeDouble(t.i);
    }
    case "MinKey":
      return ch(TAG.minKey);
    case "MaxKey":
      return ch(TAG.maxKey);
    case "BSONRegExp": {
      const r = v as unknown as { pattern: string; options: string };
      return ch(TAG.regex) + encodeString(r.pattern) + encodeString(r.options);
    }
    case "Long":
      return ch(TAG.number) + encodeDouble((v as Long).toNumber());
  }
  if (isPlainObject(v)) {
    let out = ch(TAG.object);
    for (const k of Object.keys(v)) out += "\u0002" + encodeString(k) + encodeKey(v[k]);
    return out + "\u0001";
  }
  // Code, Symbol, DBRef, ...: rare in practice; ordered after regex by their EJSON text.
  return ch(TAG.other) + encodeString(JSON.stringify(v));
}

/** Reverses the order of a (prefix-free) encoding: used for descending index/sort components. */
export function complement(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) out += ch(0xffff - s.charCodeAt(i));
  return out;
}

/** A string greater than every encoding that starts with `prefix` (no encoding contains 0xFFFF next). */
export const after = (prefix: string): string => prefix + "\uffff";

/** First tag of the type bracket of a value, and the first tag after it (for $gt/$lt bounds). */
export function typeBracket(v: unknown): [string, string] {
  const tag = encodeKey(v).charCodeAt(0);
  return [ch(tag), ch(tag + 1)];
}

export function compareValues(a: unknown, b: unknown): number {
  const x = encodeKey(a), y = encodeKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

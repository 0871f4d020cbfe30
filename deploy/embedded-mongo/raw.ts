// Pre-serialized BSON documents. Stored documents are immutable, so each one's BSON bytes are
// computed at most once (when journaled or first read) and then copied straight into replies and
// journal records instead of being re-serialized on every read. The envelope around them (cursor,
// ns, id, ok, journal effect fields) is written by hand: a sizing pass, one allocation, a writing
// pass (small allocations are comparatively expensive, especially under Deno).
import { BSON, Long } from "bson";
import { type Doc, serialize } from "./values.ts";

export class RawDoc {
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
}

/** Marks an object or array that (somewhere inside) holds RawDoc values. */
export const HAS_RAW = Symbol("hasRaw");

export function flagRaw<T extends object>(v: T): T {
  (v as Record<symbol, unknown>)[HAS_RAW] = true;
  return v;
}

const hasRaw = (v: unknown): boolean =>
  v !== null && typeof v === "object" && (v as Record<symbol, unknown>)[HAS_RAW] === true;

/**
 * Serializes `doc` into a new buffer that starts with `reserve` free bytes (room for a wire
 * header). Flagged objects/arrays may contain RawDoc values; everything else goes through js-bson.
 */
export function encodeDoc(doc: Doc, reserve = 0): Uint8Array {
  if (!hasRaw(doc)) {
    const body = serialize(doc);
    if (reserve === 0) return body;
    const out = new Uint8Array(reserve + body.length);
    out.set(body, reserve);
    return out;
  }
  const fallbacks: Uint8Array[] = [];
  const size = sizeDoc(doc, fallbacks);
  const out = new Uint8Array(reserve + size);
  const w: Writer = { out, dv: new DataView(out.buffer), off: reserve, fallbacks, next: 0 };
  writeDoc(w, doc);
  return out;
}

interface Writer {
  out: Uint8Array;
  dv: DataView;
  off: number;
  /** Elements js-bson serialized during sizing, consumed in the same order while writing. */
  fallbacks: Uint8Array[];
  next: number;
}

type Kind = "raw" | "rawArray" | "rawDoc" | "string" | "int" | "long" | "other";

function kindOf(v: unknown): Kind {
  if (v instanceof RawDoc) return "raw";
  if (hasRaw(v)) return Array.isArray(v) ? "rawArray" : "rawDoc";
  if (typeof v === "string") return "string";
  if (typeof v === "number" && Number.isInteger(v) && v >= -0x80000000 && v <= 0x7fffffff) return "int";
  if (v instanceof Long) return "long";
  return "other";
}

/** Keys of an object, or "0".."n-1" for an array (cached strings). */
function keysOf(v: object): string[] {
  if (!Array.isArray(v)) return Object.keys(v);
  while (INDEX_KEYS.length < v.length) INDEX_KEYS.push(String(INDEX_KEYS.length));
  return v.length === INDEX_KEYS.length ? INDEX_KEYS : INDEX_KEYS.slice(0, v.length);
}
const INDEX_KEYS: string[] = [];

function sizeDoc(doc: object, fallbacks: Uint8Array[]): number {
  let size = 5;
  const o = doc as Record<string, unknown>;
  for (const k of keysOf(doc)) {
    const v = o[k];
    const kb = keyBytes(k).length;
    switch (kindOf(v)) {
      case "raw":
        size += 1 + kb + (v as RawDoc).bytes.length;
        break;
      case "rawArray":
      case "rawDoc":
        size += 1 + kb + sizeDoc(v as object, fallbacks);
        break;
      case "string":
        size += 1 + kb + 4 + utf8Length(v as string) + 1;
        break;
      case "int":
        size += 1 + kb + 4;
        break;
      case "long":
        size += 1 + kb + 8;
        break;
      default: {
        // {key: v} serialized by js-bson, minus the 4-byte length prefix and the trailing NUL.
        const wrapped = serialize({ [k]: v });
        const el = wrapped.subarray(4, wrapped.length - 1);
        fallbacks.push(el);
        size += el.length;
      }
    }
  }
  return size;
}

function writeDoc(w: Writer, doc: object): void {
  const start = w.off;
  w.off += 4;
  const o = doc as Record<string, unknown>;
  for (const k of keysOf(doc)) {
    const v = o[k];
    const kind = kindOf(v);
    if (kind === "other") {
      const el = w.fallbacks[w.next++];
      w.out.set(el, w.off);
      w.off += el.length;
      continue;
    }
    w.out[w.off++] = kind === "raw" || kind === "rawDoc"
      ? 0x03
      : kind === "rawArray"
      ? 0x04
      : kind === "string"
      ? 0x02
      : kind === "int"
      ? 0x10
      : 0x12;
    const kb = keyBytes(k);
    w.out.set(kb, w.off);
    w.off += kb.length;
    switch (kind) {
      case "raw": {
        const b = (v as RawDoc).bytes;
        w.out.set(b, w.off);
        w.off += b.length;
        break;
      }
      case "rawArray":
      case "rawDoc":
        writeDoc(w, v as object);
        break;
      case "string": {
        const lenAt = w.off;
        w.off += 4;
        const n = writeUtf8(w, v as string);
        w.out[w.off++] = 0;
        w.dv.setInt32(lenAt, n + 1, true);
        break;
      }
      case "int":
        w.dv.setInt32(w.off, v as number, true);
        w.off += 4;
        break;
      case "long":
        w.dv.setInt32(w.off, (v as Long).low, true);
        w.dv.setInt32(w.off + 4, (v as Long).high, true);
        w.off += 8;
        break;
    }
  }
  w.out[w.off++] = 0;
  w.dv.setInt32(start, w.off - start, true);
}

// Key bytes (key + NUL) are few and repeat constantly ("cursor", "firstBatch", "0", ...): cache them.
const keyCache = new Map<string, Uint8Array>();
const encoder = new TextEncoder();

function keyBytes(key: string): Uint8Array {
  let b = keyCache.get(key);
  if (!b) {
    const k = encoder.encode(key);
    b = new Uint8Array(k.length + 1);
    b.set(k, 0);
    if (keyCache.size < 50_000) keyCache.set(key, b);
  }
  return b;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

function utf8Length(s: string): number {
  return isAscii(s) ? s.length : encoder.encode(s).length;
}

function writeUtf8(w: Writer, s: string): number {
  if (isAscii(s)) {
    for (let i = 0; i < s.length; i++) w.out[w.off + i] = s.charCodeAt(i);
    w.off += s.length;
    return s.length;
  }
  const b = encoder.encode(s);
  w.out.set(b, w.off);
  w.off += b.length;
  return b.length;
}

/** Size in bytes of a batch item (for the 16 MiB reply limit). */
export function docSize(d: unknown): number {
  return d instanceof RawDoc ? d.bytes.length : BSON.calculateObjectSize(d as Doc);
}

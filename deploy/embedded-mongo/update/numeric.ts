// Arithmetic on typed BSON numbers following MongoDB's promotion rules:
// int op int -> int (long on overflow), anything with long -> long, with double -> double,
// with decimal -> decimal. Decimal arithmetic goes through JS doubles (documented limitation).
import { Decimal128, Double, Int32, Long } from "bson";
import { type NumKind, numKind, toNumber } from "../values.ts";

const RANK: Record<NumKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function toBig(v: unknown): bigint {
  if (numKind(v) === "long") return typeof v === "bigint" ? v : (v as Long).toBigInt();
  return BigInt(Math.trunc(toNumber(v)));
}

function combine(a: unknown, b: unknown, op: "add" | "mul"): unknown {
  const ka = numKind(a)!, kb = numKind(b)!;
  const kind = RANK[ka] >= RANK[kb] ? ka : kb;
  if (kind === "decimal") {
    const r = op === "add" ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
    return Decimal128.fromString(String(r));
  }
  if (kind === "double") {
    return new Double(op === "add" ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b));
  }
  const r = op === "add" ? toBig(a) + toBig(b) : toBig(a) * toBig(b);
  if (kind === "int" && r >= -2147483648n && r <= 2147483647n) return new Int32(Number(r));
  if (r >= INT64_MIN && r <= INT64_MAX) return Long.fromBigInt(r);
  return new Double(Number(r));
}

export const addNumbers = (a: unknown, b: unknown): unknown => combine(a, b, "add");
export const mulNumbers = (a: unknown, b: unknown): unknown => combine(a, b, "mul");

/** Zero of the same numeric type as `v` (what $mul stores into a missing field). */
export function zeroLike(v: unknown): unknown {
  switch (numKind(v)) {
    case "long":
      return Long.fromNumber(0);
    case "double":
      return new Double(0);
    case "decimal":
      return Decimal128.fromString("0");
  }
  return new Int32(0);
}

/** Plain JS numbers from internal code become explicit wrappers so their BSON type is stable. */
export function normalizeNumber(v: unknown): unknown {
  if (typeof v === "number") {
    return Number.isInteger(v) && Math.abs(v) <= 0x7fffffff ? new Int32(v) : new Double(v);
  }
  return v;
}

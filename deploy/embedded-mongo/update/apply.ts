// Update operators applied to typed documents, with MongoDB's validation and error codes:
// $set $unset $inc $mul $min $max $rename $push(+$each/$slice/$sort/$position) $addToSet $pull
// $pullAll $pop $currentDate $setOnInsert $bit, positional `$`, `$[]` and `$[<id>]` + arrayFilters.
// mingo is used for the query parts ($pull conditions, arrayFilters, positional matching), on the
// plain view of the values involved.
import { Int32, Long, Timestamp } from "bson";
import { fail } from "../errors.ts";
import { compareValues } from "../keys.ts";
import { compileFilter, type Predicate } from "../query/matcher.ts";
import { parseSort, sortBy } from "../query/sort.ts";
import {
  bsonEquals,
  cloneDoc,
  type Doc,
  formatValue,
  isNumeric,
  isPlainObject,
  numKind,
  toNumber,
  toPlain,
  typeName,
} from "../values.ts";
import { addNumbers, mulNumbers, zeroLike } from "./numeric.ts";

export const UPDATE_OPERATORS = new Set([
  "$set",
  "$unset",
  "$inc",
  "$mul",
  "$min",
  "$max",
  "$rename",
  "$push",
  "$addToSet",
  "$pull",
  "$pullAll",
  "$pop",
  "$currentDate",
  "$setOnInsert",
  "$bit",
]);

export interface UpdateContext {
  /** The update's filter, for the positional `$` operator. */
  filter?: Predicate;
  /** arrayFilters by identifier. */
  arrayFilters: Map<string, Predicate>;
  /** True when applying to a document being created by an upsert ($setOnInsert applies). */
  inserting: boolean;
}

/** Compiles arrayFilters: each filter's top-level keys share one identifier (`x` or `x.field`). */
export function compileArrayFilters(filters: unknown): Map<string, Predicate> {
  const out = new Map<string, Predicate>();
  if (filters === undefined || filters === null) return out;
  if (!Array.isArray(filters)) fail(14, "arrayFilters must be an array");
  for (const f of filters) {
    if (!isPlainObject(f) || Object.keys(f).length === 0) {
      fail(9, "Cannot use an expression without a top-level field name in arrayFilters");
    }
    let id: string | undefined;
    const rewritten: Doc = {};
    for (const [k, v] of Object.entries(f)) {
      const top = k.startsWith("$") ? undefined : k.split(".")[0];
      if (!top) fail(9, "Cannot use an expression without a top-level field name in arrayFilters");
      if (id !== undefined && id !== top) {
        fail(
          9,
          `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${id}' and '${top}'`,
        );
      }
      id = top;
      if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) {
        fail(
          2,
          `Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${id}'`,
        );
      }
      rewritten["v" + k.slice(top.length)] = v;
    }
    if (out.has(id!)) fail(9, `Found multiple array filters with the same top-level field name ${id}`);
    const q = compileFilter(rewritten);
    out.set(id!, (el) => q({ v: el }));
  }
  return out;
}

type Leaf = (parent: Doc | unknown[], key: string, path: string) => void;

interface Walk {
  doc: Doc;
  ctx: UpdateContext;
  create: boolean;
  usedFilters: Set<string>;
}

/** Visits every concrete target of a (possibly positional) path, creating parents when asked. */
function walk(
  w: Walk,
  container: Doc | unknown[],
  parts: string[],
  i: number,
  prefix: string,
  leaf: Leaf,
): void {
  const part = parts[i];
  const last = i === parts.length - 1;
  const here = prefix ? `${prefix}.${part}` : part;
  if (part === "$" || part === "$[]" || (part.startsWith("$[") && part.endsWith("]"))) {
    if (!Array.isArray(container)) {
      fail(2, `Cannot apply array updates to non-array element ${prefix}: ${formatValue(container)}`);
    }
    let indexes: number[];
    if (part === "$") {
      const at = positionalMatch(w, prefix, container);
      if (at < 0) fail(2, "The positional operator did not find the match needed from the query.");
      indexes = [at];
    } else if (part === "$[]") {
      indexes = container.map((_, j) => j);
    } else {
      const id = part.slice(2, -1);
      const pred = w.ctx.arrayFilters.get(id);
      if (!pred) fail(2, `No array filter found for identifier '${id}' in path '${parts.join(".")}'`);
      w.usedFilters.add(id);
      indexes = [];
      container.forEach((el, j) => {
        if (pred(toPlain(el) as Doc)) indexes.push(j);
      });
    }
    for (const j of indexes) {
      const sub = parts.slice();
      sub[i] = String(j);
      walk(w, container, sub, i, prefix, leaf);
    }
    return;
  }
  if (Array.isArray(container)) {
    if (!/^\d+$/.test(part)) {
      fail(28, `Cannot create field '${part}' in element {${prefix}: ${formatValue(container)}}`);
    }
  }
  if (last) {
    leaf(container, part, here);
    return;
  }
  let next = (container as Doc)[part as never] as unknown;
  if (next === undefined || next === null) {
    if (!w.create) return;
    if (next === null) fail(28, `Cannot create field '${parts[i + 1]}' in element {${part}: null}`);
    next = {};
    if (Array.isArray(container)) padArray(container, +part);
    (container as Doc)[part] = next;
  } else if (!isPlainObject(next) && !Array.isArray(next)) {
    if (!w.create) return;
    fail(28, `Cannot create field '${parts[i + 1]}' in element {${part}: ${formatValue(next)}}`);
  }
  walk(w, next as Doc | unknown[], parts, i + 1, here, leaf);
}

function padArray(arr: unknown[], upTo: number): void {
  while (arr.length < upTo) arr.push(null);
}

/** The positional `$`: first element of the array at `prefix` that satisfies the update's filter. */
function positionalMatch(w: Walk, prefix: string, arr: unknown[]): number {
  if (!w.ctx.filter) return -1;
  const parts = prefix.split(".");
  for (let j = 0; j < arr.length; j++) {
    const narrowed = replaceAt(w.doc, parts, 0, [arr[j]]);
    if (w.ctx.filter(toPlain(narrowed) as Doc)) return j;
  }
  return -1;
}

function replaceAt(v: unknown, parts: string[], i: number, value: unknown): unknown {
  if (i === parts.length) return value;
  if (Array.isArray(v)) {
    const copy = v.slice();
    copy[+parts[i]] = replaceAt(v[+parts[i]], parts, i + 1, value);
    return copy;
  }
  const o = v as Doc;
  return { ...o, [parts[i]]: replaceAt(o[parts[i]], parts, i + 1, value) };
}

function getAt(parent: Doc | unknown[], key: string): unknown {
  return (parent as Doc)[key];
}

function setAt(parent: Doc | unknown[], key: string, value: unknown): void {
  if (Array.isArray(parent)) padArray(parent, +key);
  (parent as Doc)[key] = value;
}

/** Strict "same bytes" comparison used to decide whether an operator modified a field. */
function same(a: unknown, b: unknown): boolean {
  return typeName(a) === typeName(b) && bsonEquals(a, b) && sameNested(a, b);
}

function sameNested(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.every((x, i) => same(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) return Object.keys(a).every((k) => same(a[k], b[k]));
  return true;
}

function idOf(doc: Doc): string {
  return `{_id: ${formatValue(doc._id)}}`;
}

function checkTargets(update: Doc): void {
  const paths: string[] = [];
  for (const [op, arg] of Object.entries(update)) {
    if (!UPDATE_OPERATORS.has(op)) {
      fail(
        9,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(arg)) {
      fail(
        9,
        `Modifiers operate on fields but we found type ${
          typeName(arg)
        } instead. For example: {$mod: {<field>: ...}} not {${op}: ${formatValue(arg)}}`,
      );
    }
    for (const [path, v] of Object.entries(arg)) {
      if (path === "") fail(56, `An empty update path is not valid.`);
      if (path.split(".").some((p) => p === "")) {
        fail(56, `The update path '${path}' contains an empty field name, which is not allowed.`);
      }
      paths.push(path);
      if (op === "$rename") {
        if (typeof v !== "string") {
          fail(2, `The 'to' field for $rename must be a string: ${path}: ${formatValue(v)}`);
        }
        if (v === path) fail(2, `The source and target field for $rename must differ: ${path}: "${v}"`);
        paths.push(v);
      }
    }
  }
  // Two operators may not touch the same path or a path and one of its prefixes.
  const norm = paths.map((p) => p.split("."));
  for (let i = 0; i < norm.length; i++) {
    for (let j = i + 1; j < norm.length; j++) {
      const a = norm[i], b = norm[j];
      const n = Math.min(a.length, b.length);
      let k = 0;
      while (k < n && a[k] === b[k]) k++;
      if (k === n) {
        const [longer, shorter] = a.length >= b.length ? [paths[i], paths[j]] : [paths[j], paths[i]];
        fail(40, `Updating the path '${longer}' would create a conflict at '${shorter}'`);
      }
    }
  }
}

/**
 * Applies an operator update to `doc` (a private copy, mutated in place).
 * Returns whether anything changed.
 */
export function applyOperators(doc: Doc, update: Doc, ctx: UpdateContext): boolean {
  checkTargets(update);
  const originalId = doc._id;
  let modified = false;
  const usedFilters = new Set<string>();
  const mark = (changed: boolean) => (modified ||= changed);

  for (const [op, arg] of Object.entries(update) as [string, Doc][]) {
    if (op === "$setOnInsert" && !ctx.inserting) continue;
    for (const [path, value] of Object.entries(arg)) {
      const parts = path.split(".");
      const creates = !["$unset", "$pull", "$pullAll", "$pop", "$rename"].includes(op);
      const w: Walk = { doc, ctx, create: creates, usedFilters };
      const leaf = (parent: Doc | unknown[], key: string, full: string) =>
        mark(applyLeaf(op, doc, parent, key, full, value, path));
      if (op === "$rename") {
        mark(rename(doc, path, value as string, ctx));
        continue;
      }
      walk(w, doc, parts, 0, "", leaf);
    }
  }
  for (const id of ctx.arrayFilters.keys()) {
    if (!usedFilters.has(id)) {
      fail(9, `The array filter for identifier '${id}' was not used in the update ${formatValue(update)}`);
    }
  }
  if (originalId !== undefined && !bsonEquals(doc._id, originalId)) {
    fail(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  return modified;
}

function applyLeaf(
  op: string,
  doc: Doc,
  parent: Doc | unknown[],
  key: string,
  full: string,
  value: unknown,
  spec: string,
): boolean {
  const cur = getAt(parent, key);
  const exists = Array.isArray(parent)
    ? +key < parent.length
    : Object.prototype.hasOwnProperty.call(parent, key);
  switch (op) {
    case "$set":
    case "$setOnInsert": {
      if (exists && same(cur, value)) return false;
      setAt(parent, key, cloneDoc(value));
      return true;
    }
    case "$unset": {
      if (!exists) return false;
      if (Array.isArray(parent)) parent[+key] = null;
      else delete parent[key];
      return true;
    }
    case "$inc":
    case "$mul": {
      const verb = op === "$inc" ? "increment" : "multiply";
      if (!isNumeric(value)) {
        fail(14, `Cannot ${verb} with non-numeric argument: {${spec}: ${formatValue(value)}}`);
      }
      if (!exists) {
        setAt(parent, key, op === "$inc" ? value : zeroLike(value));
        return true;
      }
      if (!isNumeric(cur)) {
        fail(
          14,
          `Cannot apply ${op} to a value of non-numeric type. ${
            idOf(doc)
          } has the field '${key}' of non-numeric type ${typeName(cur)}`,
        );
      }
      const next = op === "$inc" ? addNumbers(cur, value) : mulNumbers(cur, value);
      if (same(cur, next)) return false;
      setAt(parent, key, next);
      return true;
    }
    case "$min":
    case "$max": {
      if (exists) {
        const c = compareValues(value, cur);
        if (op === "$min" ? c >= 0 : c <= 0) return false;
      }
      setAt(parent, key, cloneDoc(value));
      return true;
    }
    case "$currentDate": {
      let v: unknown = new Date();
      if (isPlainObject(value)) {
        const t = value.$type;
        if (t === "timestamp") v = new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 });
        else if (t !== "date") {
          fail(
            2,
            `The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {${spec}: ${
              formatValue(value)
            }}}`,
          );
        }
      } else if (typeof value !== "boolean") {
        fail(
          2,
          `${
            typeName(value)
          } is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
        );
      }
      setAt(parent, key, v);
      return true;
    }
    case "$push":
    case "$addToSet": {
      let arr = cur;
      if (!exists || arr === undefined) arr = [];
      else if (!Array.isArray(arr)) {
        fail(
          2,
          `The field '${full}' must be an array but is of type ${typeName(cur)} in document ${idOf(doc)}`,
        );
      }
      const list = (arr as unknown[]).slice();
      const isEach = isPlainObject(value) && "$each" in value;
      const mods = isEach ? (value as Doc) : {};
      if (isEach && !Array.isArray(mods.$each)) {
        fail(
          2,
          `The argument to $each in ${op} must be an array but it was of type: ${typeName(mods.$each)}`,
        );
      }
      const items = isEach ? (mods.$each as unknown[]) : [value];
      if (op === "$addToSet") {
        let changed = !exists;
        for (const it of items) {
          if (!list.some((x) => bsonEquals(x, it))) {
            list.push(cloneDoc(it));
            changed = true;
          }
        }
        if (changed) setAt(parent, key, list);
        return changed;
      }
      let result: unknown[];
      if (mods.$position !== undefined) {
        let pos = toNumber(mods.$position);
        if (pos < 0) pos = Math.max(0, list.length + pos);
        result = [...list.slice(0, pos), ...items.map(cloneDoc), ...list.slice(pos)];
      } else {
        result = [...list, ...items.map(cloneDoc)];
      }
      if (mods.$sort !== undefined) result = sortArray(result, mods.$sort);
      if (mods.$slice !== undefined) {
        const n = toNumber(mods.$slice);
        result = n >= 0 ? result.slice(0, n) : result.slice(Math.max(0, result.length + n));
      }
      setAt(parent, key, result);
      return true;
    }
    case "$pull":
    case "$pullAll": {
      if (!exists) return false;
      if (!Array.isArray(cur)) {
        if (op === "$pullAll") {
          fail(2, `$pullAll requires an array argument but was given a ${typeName(cur)}`);
        }
        fail(2, "Cannot apply $pull to a non-array value");
      }
      let keep: (el: unknown) => boolean;
      if (op === "$pullAll") {
        if (!Array.isArray(value)) {
          fail(2, `$pullAll requires an array argument but was given a ${typeName(value)}`);
        }
        keep = (el) => !value.some((v) => bsonEquals(el, v));
      } else if (isPlainObject(value)) {
        const isOps = Object.keys(value).some((k) => k.startsWith("$"));
        const q = compileFilter(isOps ? { v: value } : value);
        keep = isOps
          ? (el) => !q({ v: toPlain(el) } as Doc)
          : (el) => !(isPlainObject(el) && q(toPlain(el) as Doc));
      } else {
        keep = (el) => !bsonEquals(el, value);
      }
      const next = cur.filter(keep);
      if (next.length === cur.length) return false;
      setAt(parent, key, next);
      return true;
    }
    case "$pop": {
      if (!exists) return false;
      if (!Array.isArray(cur)) {
        fail(14, `Path '${full}' contains an element of non-array type '${typeName(cur)}'`);
      }
      if (cur.length === 0) return false;
      const n = toNumber(value);
      if (n !== 1 && n !== -1) fail(9, `$pop expects 1 or -1, found: ${formatValue(value)}`);
      setAt(parent, key, n === 1 ? cur.slice(0, -1) : cur.slice(1));
      return true;
    }
    case "$bit": {
      if (!isPlainObject(value)) {
        fail(
          2,
          `The $bit modifier is not compatible with a ${
            typeName(value)
          }. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`,
        );
      }
      let acc = exists ? cur : zeroLike(Object.values(value)[0]);
      if (!isNumeric(acc) || numKind(acc) === "double" || numKind(acc) === "decimal") {
        fail(
          14,
          `Cannot apply $bit to a value of non-integral type.${
            idOf(doc)
          } has the field ${key} of non-integer type ${typeName(acc)}`,
        );
      }
      for (const [bop, operand] of Object.entries(value)) {
        if (numKind(operand) !== "int" && numKind(operand) !== "long") {
          fail(
            2,
            `The $bit modifier field must be an Integer(32/64 bit); a '${
              typeName(operand)
            }' is not supported here: {${bop}: ${formatValue(operand)}}`,
          );
        }
        acc = bitOp(acc, operand, bop);
      }
      if (same(cur, acc)) return false;
      setAt(parent, key, acc);
      return true;
    }
  }
  return false;
}

function bitOp(a: unknown, b: unknown, op: string): unknown {
  const long = numKind(a) === "long" || numKind(b) === "long";
  const x = BigInt.asIntN(64, BigInt(numKind(a) === "long" ? (a as Long).toBigInt() : toNumber(a)));
  const y = BigInt.asIntN(64, BigInt(numKind(b) === "long" ? (b as Long).toBigInt() : toNumber(b)));
  let r: bigint;
  if (op === "and") r = x & y;
  else if (op === "or") r = x | y;
  else if (op === "xor") r = x ^ y;
  else {fail(
      2,
      `The $bit modifier only supports 'and', 'or', and 'xor', not '${op}' which is an unknown operator: {${op}: ${
        formatValue(b)
      }}`,
    );}
  return long ? Long.fromBigInt(r) : new Int32(Number(BigInt.asIntN(32, r)));
}

function sortArray(arr: unknown[], spec: unknown): unknown[] {
  if (isNumeric(spec)) {
    const dir = toNumber(spec) < 0 ? -1 : 1;
    return arr.slice().sort((a, b) => dir * compareValues(a, b));
  }
  if (!isPlainObject(spec)) {
    fail(
      2,
      "The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields",
    );
  }
  return sortBy(arr.slice(), parseSort(spec), (el) => (isPlainObject(el) ? el : {}));
}

function rename(doc: Doc, from: string, to: string, ctx: UpdateContext): boolean {
  const fromParts = from.split(".");
  let parent: unknown = doc;
  for (let i = 0; i < fromParts.length - 1; i++) {
    parent = isPlainObject(parent) ? parent[fromParts[i]] : undefined;
    if (Array.isArray(parent)) {
      fail(
        2,
        `The source field cannot be an array element, '${from}' in doc with ${fromParts[i]} field is array`,
      );
    }
  }
  if (!isPlainObject(parent) || !(fromParts[fromParts.length - 1] in parent)) return false;
  const value = parent[fromParts[fromParts.length - 1]];
  delete parent[fromParts[fromParts.length - 1]];
  const w: Walk = { doc, ctx, create: true, usedFilters: new Set() };
  walk(w, doc, to.split("."), 0, "", (p, k) => setAt(p, k, value));
  return true;
}

/** Replacement-style update: keeps _id, refuses $-prefixed top-level fields and a changed _id. */
export function applyReplacement(old: Doc, replacement: Doc): Doc {
  for (const k of Object.keys(replacement)) {
    if (k.startsWith("$")) {
      fail(
        52,
        `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
  if ("_id" in replacement && old._id !== undefined && !bsonEquals(replacement._id, old._id)) {
    fail(
      66,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${
        formatValue(replacement._id)
      }`,
    );
  }
  const { _id: _ignored, ...rest } = cloneDoc(replacement);
  return old._id === undefined
    ? { ...("_id" in replacement ? { _id: replacement._id } : {}), ...rest }
    : { _id: old._id, ...rest };
}

export function isOperatorUpdate(u: Doc): boolean {
  const keys = Object.keys(u);
  return keys.length > 0 && keys[0].startsWith("$");
}

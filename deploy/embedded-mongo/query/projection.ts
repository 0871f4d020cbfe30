// find/findAndModify projections on typed documents (so numeric BSON types survive): inclusion,
// exclusion, dotted paths through arrays, $slice, $elemMatch and the positional `field.$`.
// Projections using aggregation expressions are delegated to mingo's $project on the plain view.
import { Aggregator } from "mingo/aggregator";
import { fail } from "../errors.ts";
import { type Doc, fromPlain, isNumeric, isPlainObject, num, toNumber, toPlain } from "../values.ts";
import { compileFilter, MINGO_OPTIONS, type Predicate } from "./matcher.ts";

type Node =
  | { kind: "include" }
  | { kind: "exclude" }
  | { kind: "tree"; children: Map<string, Node> }
  | {
    kind: "slice";
    skip: number;
    limit?: number;
  }
  | { kind: "elemMatch"; pred: Predicate }
  | { kind: "positional" };

export type Projector = (doc: Doc) => Doc;

/** The "no projection" projector; callers may then use a stored document's cached bytes. */
export const identity: Projector = (d) => d;

export function compileProjection(projection: unknown, filter?: Doc): Projector {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return identity;
  let inclusion: boolean | undefined;
  let computed = false;
  let idExcluded = false;
  let idIncluded = false;
  const root = new Map<string, Node>();
  for (const [path, spec] of Object.entries(projection)) {
    let node: Node;
    if (typeof spec === "boolean" || isNumeric(spec)) {
      const on = typeof spec === "boolean" ? spec : toNumber(spec) !== 0;
      if (path === "_id") {
        idExcluded = !on;
        idIncluded = on;
        if (on) setNode(root, path, { kind: "include" });
        continue;
      }
      if (path.endsWith(".$")) {
        node = { kind: "positional" };
        setNode(root, path.slice(0, -2), node);
        inclusion = true;
        continue;
      }
      node = on ? { kind: "include" } : { kind: "exclude" };
      if (inclusion !== undefined && inclusion !== on) {
        fail(
          31254,
          `Cannot do ${on ? "inclusion" : "exclusion"} on field ${path} in ${
            on ? "exclusion" : "inclusion"
          } projection`,
        );
      }
      inclusion = on;
    } else if (isPlainObject(spec) && "$slice" in spec) {
      const s = spec.$slice;
      if (Array.isArray(s)) node = { kind: "slice", skip: num(s[0]), limit: num(s[1]) };
      else node = { kind: "slice", skip: 0, limit: num(s) };
    } else if (isPlainObject(spec) && "$elemMatch" in spec) {
      const m = spec.$elemMatch as Doc;
      const q = compileFilter({ v: { $elemMatch: m } });
      node = { kind: "elemMatch", pred: (el) => q({ v: [el] }) };
      inclusion = true;
    } else {
      computed = true;
      continue;
    }
    setNode(root, path, node);
  }
  if (computed) return mingoProjector(projection);
  // `{_id: 1}` alone is an inclusion projection that returns only _id.
  if (inclusion === undefined && idIncluded && root.size === 1) inclusion = true;
  const filterPred = filter ? compileFilter(filter) : undefined;
  const include = inclusion === true;
  return (doc) => {
    const out = include ? applyInclude(doc, root, doc, filterPred) : applyExclude(doc, root);
    if (include && !idExcluded && "_id" in doc) return { _id: doc._id, ...withoutId(out) };
    if (idExcluded) delete out._id;
    return out;
  };
}

function withoutId(d: Doc): Doc {
  if (!("_id" in d)) return d;
  const { _id: _, ...rest } = d;
  return rest;
}

function setNode(root: Map<string, Node>, path: string, node: Node): void {
  const parts = path.split(".");
  let m = root;
  for (let i = 0; i < parts.length - 1; i++) {
    let child = m.get(parts[i]);
    if (!child || child.kind !== "tree") {
      if (child) fail(31250, `Path collision at ${path}`);
      child = { kind: "tree", children: new Map() };
      m.set(parts[i], child);
    }
    m = child.children;
  }
  if (m.has(parts[parts.length - 1])) fail(31250, `Path collision at ${path}`);
  m.set(parts[parts.length - 1], node);
}

function applyInclude(src: Doc, tree: Map<string, Node>, root: Doc, filter?: Predicate): Doc {
  const out: Doc = {};
  for (const key of Object.keys(src)) {
    const node = tree.get(key);
    if (!node) continue;
    const v = src[key];
    switch (node.kind) {
      case "include":
        out[key] = v;
        break;
      case "tree":
        if (isPlainObject(v)) out[key] = applyInclude(v, node.children, root);
        else if (Array.isArray(v)) out[key] = includeArray(v, node.children, root);
        break;
      case "positional":
        if (Array.isArray(v)) {
          const i = positionalIndex(root, key, v, filter);
          if (i >= 0) out[key] = [v[i]];
        }
        break;
      default:
        applySpecial(out, key, v, node);
    }
  }
  return out;
}

function includeArray(arr: unknown[], tree: Map<string, Node>, root: Doc): unknown[] {
  const out: unknown[] = [];
  for (const el of arr) {
    if (isPlainObject(el)) out.push(applyInclude(el, tree, root));
    else if (Array.isArray(el)) out.push(includeArray(el, tree, root));
  }
  return out;
}

function applyExclude(src: Doc, tree: Map<string, Node>): Doc {
  const out: Doc = {};
  for (const key of Object.keys(src)) {
    const node = tree.get(key);
    const v = src[key];
    if (!node) out[key] = v;
    else if (node.kind === "exclude") continue;
    else if (node.kind === "include") out[key] = v;
    else if (node.kind === "tree") {
      if (isPlainObject(v)) out[key] = applyExclude(v, node.children);
      else if (Array.isArray(v)) {
        out[key] = v.map((el) => (isPlainObject(el) ? applyExclude(el, node.children) : el));
      } else out[key] = v;
    } else applySpecial(out, key, v, node);
  }
  return out;
}

function applySpecial(out: Doc, key: string, v: unknown, node: Node): void {
  if (node.kind === "slice") {
    if (!Array.isArray(v)) {
      out[key] = v;
      return;
    }
    if (node.limit !== undefined && node.skip === 0) {
      out[key] = node.limit >= 0 ? v.slice(0, node.limit) : v.slice(node.limit);
    } else {
      const start = node.skip < 0 ? Math.max(0, v.length + node.skip) : node.skip;
      out[key] = v.slice(start, start + (node.limit ?? v.length));
    }
  } else if (node.kind === "elemMatch") {
    if (!Array.isArray(v)) return;
    const hit = v.find((el) => node.pred(toPlain(el) as Doc));
    if (hit !== undefined) out[key] = [hit];
  }
}

/**
 * Index of the first element of `arr` (at top-level field `key`) that makes the filter match: the
 * document is re-tested with the array narrowed to that single element.
 */
export function positionalIndex(root: Doc, key: string, arr: unknown[], filter?: Predicate): number {
  if (!filter) return -1;
  for (let i = 0; i < arr.length; i++) {
    const narrowed = { ...root, [key]: [arr[i]] };
    if (filter(toPlain(narrowed) as Doc)) return i;
  }
  return -1;
}

function mingoProjector(projection: Doc): Projector {
  let agg: Aggregator;
  try {
    agg = new Aggregator([{ $project: toPlain(projection) }], MINGO_OPTIONS as never);
  } catch (e) {
    fail(2, (e as Error).message);
  }
  return (doc) => {
    const out = fromPlain(agg.run([toPlain(doc)])[0]) as Doc;
    if (!("_id" in out) || Object.keys(out)[0] === "_id") return out;
    const { _id, ...rest } = out;
    return { _id, ...rest };
  };
}

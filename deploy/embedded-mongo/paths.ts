// Dotted-path reads with MongoDB's implicit array traversal ("a.b" over a:[{b:1},{b:2}] yields 1, 2).
import { type Doc, isPlainObject } from "./values.ts";

/**
 * All values reachable by `path`, traversing arrays the way index keys and sorts do. A missing
 * field yields `undefined` once (so it indexes and sorts like null). Arrays at the end of the path
 * are returned as arrays; callers decide whether to expand them.
 */
export function pathValues(doc: unknown, path: string): unknown[] {
  const parts = path.split(".");
  const out: unknown[] = [];
  collect(doc, parts, 0, out);
  return out.length ? out : [undefined];
}

function collect(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(v);
    return;
  }
  if (Array.isArray(v)) {
    const p = parts[i];
    // A numeric component addresses an element directly (a.0.b), as well as traversing elements.
    if (/^\d+$/.test(p) && +p < v.length) collect(v[+p], parts, i + 1, out);
    let any = false;
    for (const el of v) {
      if (isPlainObject(el)) {
        any = true;
        collect(el, parts, i, out);
      }
    }
    if (!any && !/^\d+$/.test(p)) out.push(undefined);
    return;
  }
  if (isPlainObject(v)) {
    collect(v[parts[i]], parts, i + 1, out);
    return;
  }
  out.push(undefined);
}

/** Single value at a path without array traversal (numeric parts index arrays). */
export function getPath(doc: unknown, path: string | string[]): unknown {
  const parts = typeof path === "string" ? path.split(".") : path;
  let v: unknown = doc;
  for (const p of parts) {
    if (Array.isArray(v)) {
      if (!/^\d+$/.test(p)) return undefined;
      v = v[+p];
    } else if (isPlainObject(v)) {
      v = (v as Doc)[p];
    } else {
      return undefined;
    }
  }
  return v;
}

/** Values of a path with trailing arrays expanded one level (what a multikey index stores). */
export function keyValues(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  for (const v of pathValues(doc, path)) {
    if (Array.isArray(v)) {
      if (v.length === 0) out.push(undefined);
      else for (const x of v) out.push(x);
    } else {
      out.push(v);
    }
  }
  return out;
}

// In-memory sorting with MongoDB semantics: BSON type order, numbers across types, arrays sort by
// their smallest element ascending / largest descending, missing sorts like null.
import { complement, encodeKey } from "../keys.ts";
import { keyValues } from "../paths.ts";
import { fail } from "../errors.ts";
import { type Doc, isNumeric, isPlainObject, num } from "../values.ts";

export interface SortField {
  path: string;
  dir: 1 | -1;
}

export function parseSort(sort: unknown): SortField[] {
  if (sort === undefined || sort === null) return [];
  if (!isPlainObject(sort)) fail(2, "Expected field sort to be of type object");
  const out: SortField[] = [];
  for (const path of Object.keys(sort)) {
    const d = sort[path];
    if (isPlainObject(d) && "$meta" in d) continue; // textScore etc: no text search, keep natural order
    if (!isNumeric(d) || (num(d) !== 1 && num(d) !== -1)) {
      fail(15974, `Illegal key in $sort specification: ${path}: ${String(d)}`);
    }
    out.push({ path, dir: num(d) < 0 ? -1 : 1 });
  }
  return out;
}

export function sortKey(doc: Doc, fields: SortField[]): string {
  let key = "";
  for (const f of fields) {
    let best: string | undefined;
    for (const v of keyValues(doc, f.path)) {
      const e = encodeKey(v);
      if (best === undefined || (f.dir === 1 ? e < best : e > best)) best = e;
    }
    key += f.dir === 1 ? best! : complement(best!);
  }
  return key;
}

/** Stable sort of items by their documents. */
export function sortBy<T>(items: T[], fields: SortField[], docOf: (t: T) => Doc): T[] {
  if (fields.length === 0) return items;
  const keyed = items.map((t) => ({ t, k: sortKey(docOf(t), fields) }));
  keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return keyed.map((x) => x.t);
}

// One secondary (or _id) index: a sorted list of entries whose sort string is
// `encodedKey + encodedId`. Equality is a binary search plus a prefix walk, ranges are a walk between
// two bounds, and walking the list in order yields documents in index order for sorts. Inserts and
// deletes cost O(log n) comparisons plus a splice inside one bounded block.
import { complement, encodeKey } from "../keys.ts";
import { keyValues } from "../paths.ts";
import { type Doc, isNumeric, num } from "../values.ts";
import { SortedList } from "./sorted-list.ts";

export interface IndexSpec {
  v?: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: unknown;
  [k: string]: unknown;
}

export interface IndexField {
  path: string;
  dir: 1 | -1;
}

/** A computed key of one document: its encoded string and the raw values (for error messages). */
export interface DocKey {
  enc: string;
  values: unknown[];
}

/** Upper bound on keys per document, so a doc with huge arrays in a compound index cannot explode. */
const MAX_KEYS_PER_DOC = 10_000;

export class Index {
  readonly spec: IndexSpec;
  readonly name: string;
  readonly fields: IndexField[];
  readonly unique: boolean;
  readonly sparse: boolean;
  /** Partial filter, tested against the plain view; set by the collection (needs the matcher). */
  partial?: (doc: Doc) => boolean;
  private entries = new SortedList();
  multikey = false;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.name = spec.name;
    this.fields = Object.keys(spec.key).map((path) => {
      const d = spec.key[path];
      // Special index types ("text", "2dsphere", "hashed") are kept as ascending plain indexes.
      const dir = isNumeric(d) && num(d) < 0 ? -1 : 1;
      return { path, dir };
    });
    this.unique = !!spec.unique || spec.name === "_id_";
    this.sparse = !!spec.sparse;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Usable to answer arbitrary queries/sorts: it must contain every document. */
  get complete(): boolean {
    return !this.sparse && !this.partial;
  }

  /** The distinct keys a document contributes (none when sparse/partial exclude it). */
  keysFor(doc: Doc, plain: () => Doc): DocKey[] {
    const perField = this.fields.map((f) => keyValues(doc, f.path));
    if (this.sparse && perField.every((vs) => vs.length === 1 && vs[0] === undefined)) return [];
    if (this.partial && !this.partial(plain())) return [];
    let keys: DocKey[] = [{ enc: "", values: [] }];
    for (let i = 0; i < this.fields.length; i++) {
      const vals = perField[i];
      if (vals.length > 1) this.multikey = true;
      const next: DocKey[] = [];
      for (const k of keys) {
        for (const v of vals) {
          const e = encodeKey(v);
          next.push({
            enc: k.enc + (this.fields[i].dir === 1 ? e : complement(e)),
            values: [...k.values, v],
          });
          if (next.length > MAX_KEYS_PER_DOC) break;
        }
      }
      keys = next;
    }
    if (keys.length === 1) return keys;
    const seen = new Set<string>();
    return keys.filter((k) => (seen.has(k.enc) ? false : (seen.add(k.enc), true)));
  }

  add(id: string, keys: DocKey[]): void {
    for (const k of keys) this.entries.insert({ s: k.enc + id, id });
  }

  remove(id: string, keys: DocKey[]): void {
    for (const k of keys) this.entries.remove(k.enc + id);
  }

  /** For unique indexes: the first key held by a different document, if any. */
  findConflict(id: string, keys: DocKey[]): DocKey | undefined {
    if (!this.unique) return undefined;
    for (const k of keys) {
      for (const e of this.entries.range(k.enc, k.enc + "\uffff")) {
        if (e.id !== id) return k;
      }
    }
    return undefined;
  }

  /** Ids of entries whose key starts with `prefix` (equality on leading fields), in index order. */
  scanPrefix(prefix: string, reverse = false): string[] {
    return this.scanRange(prefix, prefix + "\uffff", reverse);
  }

  /** Ids of entries with lo <= s < hi, in index order (or reversed). */
  scanRange(lo: string, hi: string, reverse = false): string[] {
    return this.entries.ids(lo, hi, reverse);
  }

  scanAll(reverse = false): string[] {
    return this.scanRange("", "\uffff\uffff", reverse);
  }

  clear(): void {
    this.entries.clear();
    this.multikey = false;
  }
}

export function defaultIndexName(key: Doc): string {
  return Object.keys(key).map((k) => `${k}_${isNumeric(key[k]) ? num(key[k]) : String(key[k])}`).join("_");
}

// One collection: documents by encoded _id (insertion-ordered Map = natural order) plus its indexes.
// Stored documents are never mutated in place: updates build a new object and swap it in, so
// cursors and cached plain views can hold references safely.
import { Binary, UUID } from "bson";
import { CommandError, fail } from "../errors.ts";
import { encodeKey } from "../keys.ts";
import { compileFilter } from "../query/matcher.ts";
import { type Doc, formatValue, serialize, toPlain } from "../values.ts";
import { type DocKey, Index, type IndexSpec } from "./indexes.ts";

export interface Rec {
  doc: Doc;
  /** Lazily built plain view for mingo; dropped whenever the document changes. */
  plain?: Doc;
  /** BSON encoding of `doc`, computed once (when journaled or first read) and reused by replies. */
  bytes?: Uint8Array;
}

export function plainOf(rec: Rec): Doc {
  return (rec.plain ??= toPlain(rec.doc) as Doc);
}

export function bytesOf(rec: Rec): Uint8Array {
  return (rec.bytes ??= serialize(rec.doc));
}

export const idKeyOf = (id: unknown): string => encodeKey(id);

export class Collection {
  readonly db: string;
  name: string;
  readonly options: Doc;
  readonly uuid: Binary;
  readonly docs = new Map<string, Rec>();
  readonly indexes: Index[] = [];

  constructor(db: string, name: string, options: Doc = {}, uuid?: Binary) {
    this.db = db;
    this.name = name;
    this.options = options;
    this.uuid = uuid ?? new UUID().toBinary();
    this.indexes.push(new Index({ v: 2, key: { _id: 1 }, name: "_id_" }));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  getById(id: unknown): Rec | undefined {
    return this.docs.get(idKeyOf(id));
  }

  index(name: string): Index | undefined {
    return this.indexes.find((i) => i.name === name);
  }

  /** Keys of `doc` for every index; throws E11000 if a unique index already holds one for another id. */
  private computeKeys(id: string, doc: Doc, check: boolean): DocKey[][] {
    let plain: Doc | undefined;
    const getPlain = () => (plain ??= toPlain(doc) as Doc);
    return this.indexes.map((ix) => {
      const keys = ix.keysFor(doc, getPlain);
      if (check) {
        const conflict = ix.findConflict(id, keys);
        if (conflict) throw this.duplicateKeyError(ix, conflict);
      }
      return keys;
    });
  }

  duplicateKeyError(ix: Index, key: DocKey): CommandError {
    const keyValue: Doc = {};
    ix.fields.forEach((f, i) => (keyValue[f.path] = key.values[i] === undefined ? null : key.values[i]));
    const shown = ix.fields.map((f) => `${f.path}: ${formatValue(keyValue[f.path])}`).join(", ");
    return new CommandError(
      11000,
      `E11000 duplicate key error collection: ${this.ns} index: ${ix.name} dup key: { ${shown} }`,
      { keyPattern: ix.spec.key, keyValue },
    );
  }

  /** Inserts a new document (must carry _id). `check` is false during journal replay. */
  insert(doc: Doc, check = true, bytes?: Uint8Array): void {
    const id = idKeyOf(doc._id);
    if (check && this.docs.has(id)) {
      throw this.duplicateKeyError(this.indexes[0], { enc: id, values: [doc._id] });
    }
    const keys = this.computeKeys(id, doc, check);
    this.indexes.forEach((ix, i) => ix.add(id, keys[i]));
    this.docs.set(id, { doc, bytes });
  }

  /** Replaces the stored document with the same _id; returns the previous one. */
  replace(doc: Doc, check = true, bytes?: Uint8Array): Doc | undefined {
    const id = idKeyOf(doc._id);
    const old = this.docs.get(id);
    if (!old) {
      this.insert(doc, check, bytes);
      return undefined;
    }
    const newKeys = this.computeKeys(id, doc, check);
    const oldKeys = this.computeKeys(id, old.doc, false);
    this.indexes.forEach((ix, i) => {
      const keep = new Set(newKeys[i].map((k) => k.enc));
      const had = new Set(oldKeys[i].map((k) => k.enc));
      ix.remove(id, oldKeys[i].filter((k) => !keep.has(k.enc)));
      ix.add(id, newKeys[i].filter((k) => !had.has(k.enc)));
    });
    this.docs.set(id, { doc, bytes });
    return old.doc;
  }

  /** Removes by encoded id; returns the removed document. */
  remove(id: string): Doc | undefined {
    const rec = this.docs.get(id);
    if (!rec) return undefined;
    const keys = this.computeKeys(id, rec.doc, false);
    this.indexes.forEach((ix, i) => ix.remove(id, keys[i]));
    this.docs.delete(id);
    return rec.doc;
  }

  /** Builds a new index over existing documents; fails (and leaves nothing behind) on duplicates. */
  addIndex(spec: IndexSpec, check = true): Index {
    const ix = new Index(spec);
    if (spec.partialFilterExpression) {
      const pred = compileFilter(spec.partialFilterExpression);
      ix.partial = pred;
    }
    for (const [id, rec] of this.docs) {
      const keys = ix.keysFor(rec.doc, () => plainOf(rec));
      if (check) {
        const conflict = ix.findConflict(id, keys);
        if (conflict) throw this.duplicateKeyError(ix, conflict);
      }
      ix.add(id, keys);
    }
    this.indexes.push(ix);
    return ix;
  }

  dropIndex(name: string): void {
    if (name === "_id_") fail(72, "cannot drop _id index");
    const at = this.indexes.findIndex((i) => i.name === name);
    if (at < 0) fail(27, `index not found with name [${name}]`);
    this.indexes.splice(at, 1);
  }

  clear(): void {
    this.docs.clear();
    for (const ix of this.indexes) ix.clear();
  }
}

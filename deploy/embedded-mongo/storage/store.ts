// The catalog (databases -> collections) and every state change. Each mutation is applied in memory
// at once and also recorded as an "effect"; after a command runs, the dispatcher calls commit(),
// which hands that command's effects to the persistence layer as ONE journal record and resolves
// when it is durable. Effects are idempotent state assignments (put whole doc, delete by _id, create
// if missing, ...), which keeps replay simple.
import type { Binary } from "bson";
import { fail } from "../errors.ts";
import { flagRaw, RawDoc } from "../raw.ts";
import { detachBinaries, type Doc, serialize } from "../values.ts";
import { Collection, idKeyOf } from "./collection.ts";
import type { IndexSpec } from "./indexes.ts";

export type Effect =
  | { o: "p"; d: string; c: string; doc: Doc }
  | { o: "x"; d: string; c: string; id: unknown }
  | { o: "cc"; d: string; c: string; opts: Doc; uuid?: Binary }
  | { o: "dc"; d: string; c: string }
  | { o: "dd"; d: string }
  | { o: "ci"; d: string; c: string; spec: IndexSpec }
  | { o: "di"; d: string; c: string; n: string }
  | { o: "rn"; d: string; c: string; td: string; tc: string };

/** Where committed effects go: the durable journal, or nowhere for an in-memory store. */
export interface EffectSink {
  append(effects: Effect[]): Promise<void>;
}

export function validateCollectionName(db: string, name: unknown): string {
  if (typeof name !== "string" || name.length === 0) fail(73, `Invalid namespace specified '${db}.'`);
  if (name.includes("$") || name.includes("\0")) fail(73, `Invalid collection name: ${name}`);
  return name;
}

export function validateDbName(db: unknown): string {
  if (typeof db !== "string" || db.length === 0 || /[/\\. "$\0]/.test(db) || db.length > 63) {
    fail(73, `Invalid database name: '${String(db)}'`);
  }
  return db;
}

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  private pending: Effect[] = [];
  sink?: EffectSink;

  coll(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly (as an insert/upsert/createIndexes does). */
  ensureColl(db: string, name: string): Collection {
    return this.coll(db, name) ?? this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, opts: Doc, uuid?: Binary): Collection {
    validateDbName(db);
    validateCollectionName(db, name);
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, colls = new Map());
    const existing = colls.get(name);
    if (existing) return existing;
    const c = new Collection(db, name, opts, uuid);
    colls.set(name, c);
    this.record({ o: "cc", d: db, c: name, opts, uuid: c.uuid });
    return c;
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls?.has(name)) return false;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    this.record({ o: "dc", d: db, c: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.record({ o: "dd", d: db });
  }

  renameCollection(db: string, name: string, toDb: string, toName: string): void {
    const src = this.coll(db, name);
    if (!src) fail(26, "source namespace does not exist");
    validateDbName(toDb);
    validateCollectionName(toDb, toName);
    this.dbs.get(db)!.delete(name);
    if (this.dbs.get(db)!.size === 0) this.dbs.delete(db);
    let colls = this.dbs.get(toDb);
    if (!colls) this.dbs.set(toDb, colls = new Map());
    const moved = new Collection(toDb, toName, src.options, src.uuid);
    moved.indexes.length = 0;
    moved.indexes.push(...src.indexes);
    for (const [k, v] of src.docs) moved.docs.set(k, v);
    colls.set(toName, moved);
    this.record({ o: "rn", d: db, c: name, td: toDb, tc: toName });
  }

  insert(c: Collection, doc: Doc): void {
    detachBinaries(doc);
    // Durable stores serialize the document once: for the journal and for every later read.
    const bytes = this.sink ? serialize(doc) : undefined;
    c.insert(doc, true, bytes);
    this.recordPut(c, doc, bytes);
  }

  replace(c: Collection, doc: Doc): void {
    detachBinaries(doc);
    const bytes = this.sink ? serialize(doc) : undefined;
    c.replace(doc, true, bytes);
    this.recordPut(c, doc, bytes);
  }

  private recordPut(c: Collection, doc: Doc, bytes: Uint8Array | undefined): void {
    if (!bytes) return this.record({ o: "p", d: c.db, c: c.name, doc });
    this.record(flagRaw({ o: "p", d: c.db, c: c.name, doc: new RawDoc(bytes) as unknown as Doc }));
  }

  remove(c: Collection, id: unknown): Doc | undefined {
    const old = c.remove(idKeyOf(id));
    if (old) this.record({ o: "x", d: c.db, c: c.name, id });
    return old;
  }

  createIndex(c: Collection, spec: IndexSpec): void {
    c.addIndex(spec);
    this.record({ o: "ci", d: c.db, c: c.name, spec });
  }

  dropIndex(c: Collection, name: string): void {
    c.dropIndex(name);
    this.record({ o: "di", d: c.db, c: c.name, n: name });
  }

  private record(e: Effect): void {
    if (this.sink) this.pending.push(e);
  }

  /**
   * Makes everything recorded since the last commit durable (one journal record). Returns
   * undefined when there is nothing to wait for (reads, in-memory stores).
   */
  commit(): Promise<void> | undefined {
    if (this.pending.length === 0 || !this.sink) return undefined;
    const effects = this.pending;
    this.pending = [];
    return this.sink.append(effects);
  }

  /** Replays one effect from the journal or a snapshot; no uniqueness checks (state was valid). */
  apply(e: Effect): void {
    const sink = this.sink;
    this.sink = undefined; // replay must not re-journal
    try {
      switch (e.o) {
        case "p":
          this.ensureColl(e.d, e.c).replace(e.doc, false);
          break;
        case "x":
          this.coll(e.d, e.c)?.remove(idKeyOf(e.id));
          break;
        case "cc":
          this.createCollection(e.d, e.c, e.opts ?? {}, e.uuid);
          break;
        case "dc":
          this.dropCollection(e.d, e.c);
          break;
        case "dd":
          this.dropDatabase(e.d);
          break;
        case "ci": {
          const c = this.ensureColl(e.d, e.c);
          if (!c.index(e.spec.name)) c.addIndex(e.spec, false);
          break;
        }
        case "di":
          if (this.coll(e.d, e.c)?.index(e.n)) this.coll(e.d, e.c)!.dropIndex(e.n);
          break;
        case "rn":
          if (this.coll(e.d, e.c)) {
            this.dropCollection(e.td, e.tc);
            this.renameCollection(e.d, e.c, e.td, e.tc);
          }
          break;
      }
    } finally {
      this.sink = sink;
    }
  }
}

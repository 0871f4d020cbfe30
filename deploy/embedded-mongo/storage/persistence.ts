// Durable state in a data directory:
//   snapshot.bson       full state covering every journal up to generation `gen` (atomic rename)
//   journal-<gen>.log   effects committed after that snapshot, one checksummed record per command
// Startup loads the snapshot, replays newer journals and truncates a torn journal tail (logging a
// warning). When the live journal grows past `compactBytes`, a new snapshot is written (temp file,
// fsync, rename, fsync dir), a fresh journal generation starts and the old one is deleted.
import * as fs from "node:fs";
import * as path from "node:path";
import { flagRaw, RawDoc } from "../raw.ts";
import type { Doc } from "../values.ts";
import { bytesOf } from "./collection.ts";
import type { IndexSpec } from "./indexes.ts";
import { type FsyncMode, Journal, writeFully } from "./journal.ts";
import { decodeRecords, encodeRecord } from "./records.ts";
import type { Effect, EffectSink, Store } from "./store.ts";

const SNAPSHOT = "snapshot.bson";
const JOURNAL_RE = /^journal-(\d+)\.log$/;
const DOCS_PER_CHUNK_BYTES = 4 * 1024 * 1024;

export interface PersistenceOptions {
  fsync: FsyncMode;
  compactBytes: number;
  log: (line: string) => void;
}

export class Persistence implements EffectSink {
  private readonly dir: string;
  private readonly store: Store;
  private readonly opts: PersistenceOptions;
  private journal!: Journal;
  private compacting = false;

  private constructor(dir: string, store: Store, opts: PersistenceOptions) {
    this.dir = dir;
    this.store = store;
    this.opts = opts;
  }

  static open(dir: string, store: Store, opts: PersistenceOptions): Persistence {
    fs.mkdirSync(dir, { recursive: true });
    const p = new Persistence(dir, store, opts);
    p.load();
    store.sink = p;
    return p;
  }

  private load(): void {
    const snapPath = path.join(this.dir, SNAPSHOT);
    let snapGen = 0;
    if (fs.existsSync(snapPath)) snapGen = this.loadSnapshot(snapPath);
    const gens = fs.readdirSync(this.dir)
      .map((f) => JOURNAL_RE.exec(f))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    let replayed = 0;
    for (const gen of gens) {
      const file = path.join(this.dir, `journal-${gen}.log`);
      // Journals already covered by the snapshot are leftovers of an interrupted compaction.
      if (gen <= snapGen) {
        fs.unlinkSync(file);
        continue;
      }
      replayed += this.replayJournal(file);
    }
    const liveGen = gens.filter((g) => g > snapGen).pop() ?? snapGen + 1;
    this.journal = new Journal(path.join(this.dir, `journal-${liveGen}.log`), liveGen, this.opts.fsync);
    try {
      fs.unlinkSync(path.join(this.dir, SNAPSHOT + ".tmp"));
    } catch { /* none */ }
    if (replayed) this.opts.log(`replayed ${replayed} journal records`);
  }

  private loadSnapshot(file: string): number {
    const buf = fs.readFileSync(file);
    const { records, problem } = decodeRecords(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
    // A snapshot only appears through an atomic rename after fsync, so damage here is real corruption.
    if (problem) throw new Error(`snapshot ${file} is corrupt (${problem}); refusing to start`);
    const header = records.shift();
    if (!header || header.snapshot === undefined) throw new Error(`snapshot ${file} has no header`);
    for (const r of records) {
      if (r.o === "coll") {
        this.store.apply({
          o: "cc",
          d: r.d as string,
          c: r.c as string,
          opts: r.opts as Doc,
          uuid: r.uuid as never,
        });
        for (const spec of r.indexes as IndexSpec[]) {
          this.store.apply({ o: "ci", d: r.d as string, c: r.c as string, spec });
        }
      } else if (r.o === "docs") {
        const c = this.store.coll(r.d as string, r.c as string)!;
        for (const doc of r.docs as Doc[]) c.insert(doc, false);
      }
    }
    return Number(header.gen);
  }

  private replayJournal(file: string): number {
    const buf = fs.readFileSync(file);
    const { records, goodBytes, problem } = decodeRecords(
      new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength),
    );
    for (const r of records) for (const e of r.e as Effect[]) this.store.apply(e);
    if (problem) {
      this.opts.log(
        `WARNING: journal ${path.basename(file)}: ${problem} at byte ${goodBytes} of ${buf.length}; ` +
          `truncating the torn tail (${buf.length - goodBytes} bytes) after ${records.length} good records`,
      );
      fs.truncateSync(file, goodBytes);
    }
    return records.length;
  }

  append(effects: Effect[]): Promise<void> {
    const done = this.journal.append(encodeRecord(flagRaw({ e: flagRaw(effects) })));
    if (this.journal.size > this.opts.compactBytes && !this.compacting) {
      this.compacting = true;
      // After the current command has finished applying; the snapshot covers everything applied.
      setTimeout(() => {
        try {
          this.compact();
        } catch (e) {
          this.opts.log(`WARNING: compaction failed: ${(e as Error).message}`);
        } finally {
          this.compacting = false;
        }
      }, 0);
    }
    return done;
  }

  /** Writes a snapshot of the whole store and switches to a fresh journal generation. */
  compact(): void {
    const gen = this.journal.gen;
    const tmp = path.join(this.dir, SNAPSHOT + ".tmp");
    const fd = fs.openSync(tmp, "w");
    try {
      writeFully(fd, encodeRecord({ snapshot: 1, gen, createdAt: new Date() }));
      for (const colls of this.store.dbs.values()) {
        for (const c of colls.values()) {
          const indexes = c.indexes.filter((i) => i.name !== "_id_").map((i) => i.spec);
          writeFully(
            fd,
            encodeRecord({ o: "coll", d: c.db, c: c.name, opts: c.options, uuid: c.uuid, indexes }),
          );
          let chunk: RawDoc[] = [];
          let bytes = 0;
          const flush = () =>
            writeFully(fd, encodeRecord(flagRaw({ o: "docs", d: c.db, c: c.name, docs: flagRaw(chunk) })));
          for (const rec of c.docs.values()) {
            const raw = new RawDoc(bytesOf(rec));
            chunk.push(raw);
            bytes += raw.bytes.length;
            if (bytes > DOCS_PER_CHUNK_BYTES) {
              flush();
              chunk = [];
              bytes = 0;
            }
          }
          if (chunk.length) flush();
        }
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    fsyncDir(this.dir);
    const old = this.journal;
    this.journal = new Journal(path.join(this.dir, `journal-${gen + 1}.log`), gen + 1, this.opts.fsync);
    fsyncDir(this.dir);
    old.retire();
    this.opts.log(`compacted: snapshot covers journal generation ${gen}`);
  }

  async close(): Promise<void> {
    await this.journal.close();
  }
}

/** Makes a rename/create durable; not supported on every platform, where it is best effort. */
function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch { /* best effort */ }
}

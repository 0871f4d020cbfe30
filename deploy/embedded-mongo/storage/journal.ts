// Append-only journal file with group commit. While fsyncs are in flight (at most two), newly
// appended records are buffered in memory (in apply order); when a slot frees up they are written
// with a single write and covered by a single fsync. With 16 concurrent writers that turns 16 writes
// + 16 fsyncs into a handful. A record is acknowledged only after an fsync that started after it was
// written has completed.
import * as fs from "node:fs";

export type FsyncMode = "always" | "group";

/** Process-wide counters (records appended, fsyncs issued): shows how well group commit batches. */
export const journalStats = { records: 0, fsyncs: 0 };

/**
 * Overlapping fsyncs: a new batch does not wait for the previous fsync to finish (the kernel merges
 * concurrent fsyncs of one file into the same journal commit), which keeps writers from falling into
 * two alternating half-size cohorts.
 */
const MAX_FSYNCS_IN_FLIGHT = 2;

interface Waiter {
  resolve: () => void;
  reject: (e: Error) => void;
}

export class Journal {
  readonly path: string;
  readonly gen: number;
  private fd: number;
  /** Bytes appended so far, including records still buffered. */
  size: number;
  /** Bytes actually written to the file. */
  private fileBytes = 0;
  private readonly mode: FsyncMode;
  private waiting: Waiter[] = [];
  /** Records appended since the last write (group mode only). */
  private buffered: Uint8Array[] = [];
  /** fsyncs in flight. */
  private inFlight = 0;
  /** Batches written but not yet known durable, oldest first (seq = order they were written). */
  private pendingBatches: { seq: number; waiters: Waiter[] }[] = [];
  private nextSeq = 0;
  private retired = false;
  private closed = false;
  private idle: (() => void)[] = [];

  constructor(path: string, gen: number, mode: FsyncMode) {
    this.path = path;
    this.gen = gen;
    this.mode = mode;
    this.fd = fs.openSync(path, "a");
    this.size = fs.fstatSync(this.fd).size;
    this.fileBytes = this.size;
  }

  /** Queues the record (written at the next group write); resolves once it is on stable storage. */
  append(record: Uint8Array): Promise<void> {
    if (this.closed || this.retired) return Promise.reject(new Error("journal is closed"));
    this.size += record.length;
    journalStats.records++;
    if (this.mode === "always") {
      journalStats.fsyncs++;
      this.write(record);
      fs.fsyncSync(this.fd);
      return Promise.resolve();
    }
    this.buffered.push(record);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.waiting.length === 0) {
      if (this.inFlight === 0) this.onIdle();
      return;
    }
    if (this.inFlight >= MAX_FSYNCS_IN_FLIGHT) return;
    const waiters = this.waiting;
    this.waiting = [];
    try {
      this.flushBuffered();
    } catch (e) {
      for (const w of waiters) w.reject(e as Error);
      return;
    }
    const seq = this.nextSeq++;
    this.pendingBatches.push({ seq, waiters });
    this.inFlight++;
    journalStats.fsyncs++;
    fs.fsync(this.fd, (err) => {
      this.inFlight--;
      // An fsync makes durable everything written before it started: this batch and older ones.
      while (this.pendingBatches.length && this.pendingBatches[0].seq <= seq) {
        const b = this.pendingBatches.shift()!;
        for (const w of b.waiters) err ? w.reject(err) : w.resolve();
      }
      this.kick();
    });
  }

  /** One write for everything appended since the last one. */
  private flushBuffered(): void {
    const recs = this.buffered;
    if (recs.length === 0) return;
    this.buffered = [];
    if (recs.length === 1) {
      this.write(recs[0]);
      return;
    }
    let total = 0;
    for (const r of recs) total += r.length;
    const all = new Uint8Array(total);
    let off = 0;
    for (const r of recs) {
      all.set(r, off);
      off += r.length;
    }
    this.write(all);
  }

  /**
   * Appends bytes; if the write fails half-way (disk full, I/O error) the file is cut back so the
   * next records do not land behind a torn one (which recovery would treat as the end of the log).
   */
  private write(bytes: Uint8Array): void {
    try {
      writeFully(this.fd, bytes);
      this.fileBytes += bytes.length;
    } catch (e) {
      try {
        fs.ftruncateSync(this.fd, this.fileBytes);
      } catch { /* the error below is what matters */ }
      throw e;
    }
  }

  private onIdle(): void {
    if (this.retired && !this.closed) {
      this.closed = true;
      fs.closeSync(this.fd);
      try {
        fs.unlinkSync(this.path);
      } catch { /* already gone */ }
    }
    const cbs = this.idle;
    this.idle = [];
    for (const cb of cbs) cb();
  }

  /** Resolves when no fsync is in flight and nothing is waiting. */
  drain(): Promise<void> {
    if (this.inFlight === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((r) => this.idle.push(r));
  }

  /** After a snapshot covers this journal: close and delete it once pending fsyncs finish. */
  retire(): void {
    this.retired = true;
    if (this.inFlight === 0 && this.waiting.length === 0) this.onIdle();
  }

  async close(): Promise<void> {
    await this.drain();
    if (this.closed) return;
    this.closed = true;
    this.flushBuffered();
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
  }
}

export function writeFully(fd: number, bytes: Uint8Array): void {
  let off = 0;
  while (off < bytes.length) off += fs.writeSync(fd, bytes, off, bytes.length - off);
}

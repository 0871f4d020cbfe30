// Append-only journal file with group commit. Records are written to the file immediately (one
// write syscall each, so the file order is the apply order); the fsync that makes them durable is
// shared: while one fsync is in flight, newly appended records wait and are all covered by the next
// one. With 16 concurrent writers that turns 16 fsyncs into ~1-2.
import * as fs from "node:fs";

export type FsyncMode = "always" | "group";

interface Waiter {
  resolve: () => void;
  reject: (e: Error) => void;
}

export class Journal {
  readonly path: string;
  readonly gen: number;
  private fd: number;
  size: number;
  private readonly mode: FsyncMode;
  private waiting: Waiter[] = [];
  private syncing = false;
  private retired = false;
  private closed = false;
  private idle: (() => void)[] = [];

  constructor(path: string, gen: number, mode: FsyncMode) {
    this.path = path;
    this.gen = gen;
    this.mode = mode;
    this.fd = fs.openSync(path, "a");
    this.size = fs.fstatSync(this.fd).size;
  }

  /** Writes the record now; resolves once it is on stable storage. */
  append(record: Uint8Array): Promise<void> {
    if (this.closed || this.retired) return Promise.reject(new Error("journal is closed"));
    writeFully(this.fd, record);
    this.size += record.length;
    if (this.mode === "always") {
      fs.fsyncSync(this.fd);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.syncing) return;
    if (this.waiting.length === 0) {
      this.onIdle();
      return;
    }
    const batch = this.waiting;
    this.waiting = [];
    this.syncing = true;
    fs.fsync(this.fd, (err) => {
      this.syncing = false;
      for (const w of batch) err ? w.reject(err) : w.resolve();
      this.kick();
    });
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
    if (!this.syncing && this.waiting.length === 0) return Promise.resolve();
    return new Promise((r) => this.idle.push(r));
  }

  /** After a snapshot covers this journal: close and delete it once pending fsyncs finish. */
  retire(): void {
    this.retired = true;
    if (!this.syncing && this.waiting.length === 0) this.onIdle();
  }

  async close(): Promise<void> {
    await this.drain();
    if (this.closed) return;
    this.closed = true;
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
  }
}

export function writeFully(fd: number, bytes: Uint8Array): void {
  let off = 0;
  while (off < bytes.length) off += fs.writeSync(fd, bytes, off, bytes.length - off);
}

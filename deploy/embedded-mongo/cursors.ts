// Server-side cursors. Results are materialized when the cursor is opened (documents are immutable
// snapshots, so later writes never show up half-applied), then handed out in batches that respect
// batchSize and the 16 MB reply limit. Ids are random positive 63-bit values sent as BSON Long.
import { Long } from "bson";
import * as crypto from "node:crypto";
import { fail } from "./errors.ts";
import { docSize, flagRaw, RawDoc } from "./raw.ts";
import type { Doc } from "./values.ts";

const DEFAULT_FIRST_BATCH = 101;
/** Leave headroom under 16 MiB for the reply envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
export const CURSOR_TIMEOUT_MS = 10 * 60 * 1000;
const NO_CURSOR = Long.fromNumber(0);

/** A batch item: a document, or a stored document's pre-serialized bytes. */
export type BatchDoc = Doc | RawDoc;

interface Cursor {
  id: bigint;
  ns: string;
  docs: BatchDoc[];
  pos: number;
  lastUsed: number;
  noTimeout: boolean;
  /** Session that owns it, so endSessions/killAllSessions can close it. */
  lsid?: string;
}

export class CursorRegistry {
  private readonly cursors = new Map<bigint, Cursor>();
  timeoutMs = CURSOR_TIMEOUT_MS;

  get size(): number {
    return this.cursors.size;
  }

  private newId(): bigint {
    for (;;) {
      const b = crypto.randomBytes(8);
      b[0] &= 0x7f;
      let id = 0n;
      for (const x of b) id = (id << 8n) | BigInt(x);
      if (id !== 0n && !this.cursors.has(id)) return id;
    }
  }

  /** First reply of find/aggregate/list*: `{cursor: {firstBatch, id, ns}}`. */
  open(
    ns: string,
    docs: BatchDoc[],
    opts: {
      batchSize?: number;
      singleBatch?: boolean;
      noTimeout?: boolean;
      lsid?: () => string | undefined;
    } = {},
  ): Doc {
    const size = opts.batchSize && opts.batchSize > 0 ? opts.batchSize : DEFAULT_FIRST_BATCH;
    const batchSize = opts.batchSize === 0 ? 0 : size;
    const first = takeBatch(docs, 0, batchSize);
    let id = 0n;
    if (!opts.singleBatch && first.length < docs.length) {
      id = this.newId();
      this.cursors.set(id, {
        id,
        ns,
        docs,
        pos: first.length,
        lastUsed: Date.now(),
        noTimeout: !!opts.noTimeout,
        lsid: opts.lsid?.(),
      });
    }
    return flagRaw({
      cursor: flagRaw({ firstBatch: flagRaw(first), id: id === 0n ? NO_CURSOR : Long.fromBigInt(id), ns }),
    });
  }

  getMore(id: bigint, ns: string, batchSize?: number): Doc {
    const c = this.cursors.get(id);
    if (!c) fail(43, `cursor id ${id} not found`);
    if (c.ns !== ns) {
      fail(13, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${c.ns}`);
    }
    const batch = takeBatch(c.docs, c.pos, batchSize && batchSize > 0 ? batchSize : Infinity);
    c.pos += batch.length;
    c.lastUsed = Date.now();
    let outId = id;
    if (c.pos >= c.docs.length) {
      this.cursors.delete(id);
      outId = 0n;
    }
    return flagRaw({ cursor: flagRaw({ nextBatch: flagRaw(batch), id: Long.fromBigInt(outId), ns }) });
  }

  kill(ids: bigint[]): Doc {
    const killed: Long[] = [], notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(Long.fromBigInt(id));
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
  }

  killSession(lsid: string): void {
    for (const [id, c] of this.cursors) if (c.lsid === lsid) this.cursors.delete(id);
  }

  killAll(): void {
    this.cursors.clear();
  }

  /** Drops cursors idle longer than the timeout (mongod's cursorTimeoutMillis, 10 minutes). */
  sweep(now = Date.now()): number {
    let n = 0;
    for (const [id, c] of this.cursors) {
      if (!c.noTimeout && now - c.lastUsed > this.timeoutMs) {
        this.cursors.delete(id);
        n++;
      }
    }
    return n;
  }
}

function takeBatch(docs: BatchDoc[], from: number, count: number): BatchDoc[] {
  const end = Math.min(docs.length, from + count);
  if (end - from <= 1) return docs.slice(from, end);
  let bytes = 0;
  let i = from;
  for (; i < end; i++) {
    bytes += docSize(docs[i]);
    if (bytes > MAX_BATCH_BYTES && i > from) break;
  }
  return docs.slice(from, i);
}

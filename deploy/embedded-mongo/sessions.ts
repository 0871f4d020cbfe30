// Retryable writes (replica-set mode only): the reply of each (lsid, txnNumber) write is remembered,
// so a retry of the same statement after a lost reply returns the original outcome instead of
// applying the write a second time. Entries live as long as a logical session (30 minutes idle).
import type { Doc } from "./values.ts";

const SESSION_TTL_MS = 30 * 60 * 1000;

interface SessionState {
  txnNumber: bigint;
  reply?: Doc;
  lastUse: number;
}

export class RetryableWrites {
  private readonly sessions = new Map<string, SessionState>();

  /** The stored reply when this exact (lsid, txnNumber) already ran; "old" when txnNumber went back. */
  lookup(lsid: string, txn: bigint): Doc | "old" | undefined {
    const s = this.sessions.get(lsid);
    if (!s) return undefined;
    s.lastUse = Date.now();
    if (txn < s.txnNumber) return "old";
    if (txn === s.txnNumber) return s.reply;
    return undefined;
  }

  remember(lsid: string, txn: bigint, reply: Doc): void {
    this.sessions.set(lsid, { txnNumber: txn, reply, lastUse: Date.now() });
  }

  end(lsid: string): void {
    this.sessions.delete(lsid);
  }

  sweep(now = Date.now()): void {
    for (const [k, s] of this.sessions) if (now - s.lastUse > SESSION_TTL_MS) this.sessions.delete(k);
  }
}

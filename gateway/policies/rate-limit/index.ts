import type { Collection, Db } from "mongodb";

/**
 * Per-key fixed minute windows, shared by every gateway replica through MongoDB, counted locally.
 *
 * Each replica counts the requests it admits in memory and merges them into the shared window document
 * (one atomic `$inc`) every `syncMs`, the way Kong's "cluster" policy with a sync rate does. The first
 * request of a key in a new window reads (and creates) the shared count before it is decided, and a
 * replica that has admitted `budget` requests since its last merge merges before admitting more, so:
 *
 * - one replica alone is exact (its local view always includes everything it admitted);
 * - with R replicas, a window admits at most `limit + (R − 1) × budget` requests, where
 *   `budget = max(10, ceil(limit / 20))` (5 % of the limit per extra replica; 30 for 600 a minute).
 *
 * Refused requests are not counted. The first refusal of a window merges first, so a spent window stays
 * spent across a replica's crash; otherwise a crash loses at most the last `syncMs` of its counts.
 */
interface WindowDoc {
  _id: string;
  n: number;
  expiresAt: Date;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  /** Whole seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

interface Slot {
  id: string;
  end: number;
  /** The shared count as of the last merge (including this replica's merged requests). */
  global: number;
  /** Admitted here, not yet merged. */
  pending: number;
  /** Being merged right now (one merge per slot at a time, so answers never arrive out of order). */
  merging: number;
  inflight: Promise<void> | undefined;
  /** The first read of the shared count, which every request of a new window waits for. */
  initial: Promise<void> | undefined;
}

export const rateLimitIndexes = [{
  collection: "rate_windows",
  key: { expiresAt: 1 } as Record<string, 1 | -1>,
  expireAfterSeconds: 0,
}];

export const localBudget = (limit: number) => Math.max(10, Math.ceil(limit / 20));

export class WindowLimiter {
  private readonly coll: Collection<WindowDoc>;
  private readonly slots = new Map<string, Slot>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(db: Db, private readonly windowMs = 60_000, private readonly syncMs = 200) {
    this.coll = db.collection<WindowDoc>("rate_windows");
  }

  /** Starts the periodic merge (the gateway calls it once; tests may call `flush` instead). */
  start(): this {
    this.timer ??= setInterval(() => void this.flush().catch(() => {}), this.syncMs);
    (this.timer as { unref?: () => void }).unref?.();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  async hit(key: string, limit: number, now = Date.now()): Promise<LimitResult> {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    const end = start + this.windowMs;
    const id = `${key}:${start}`;
    let slot = this.slots.get(id);
    if (!slot) {
      slot = { id, end, global: 0, pending: 0, merging: 0, inflight: undefined, initial: undefined };
      this.slots.set(id, slot);
      slot.initial = this.merge(slot);
    }
    if (slot.initial) {
      try {
        await slot.initial;
      } catch (e) {
        this.slots.delete(id);
        throw e;
      }
      slot.initial = undefined;
    }
    // What this replica admitted and the others cannot know yet (merging + pending) stays under budget.
    while (slot.pending + slot.merging >= localBudget(limit)) await this.merge(slot);
    const retryAfter = Math.max(1, Math.ceil((end - now) / 1000));
    let count = slot.global + slot.merging + slot.pending;
    if (count >= limit && slot.pending + slot.merging > 0) {
      // The window looks spent: merge before refusing, so the count a 429 stands on is the shared one
      // (another replica's may have moved it) and survives this replica's crash.
      await this.merge(slot);
      count = slot.global + slot.merging + slot.pending;
    }
    if (count >= limit) return { allowed: false, count: count + 1, limit, retryAfter };
    slot.pending++;
    return { allowed: true, count: count + 1, limit, retryAfter };
  }

  /** Merges every slot's pending count and forgets windows that ended. */
  async flush(now = Date.now()): Promise<void> {
    const work: Promise<void>[] = [];
    for (const slot of this.slots.values()) {
      if (slot.pending > 0) work.push(this.merge(slot).catch(() => {}));
      else if (slot.end + this.windowMs < now && !slot.inflight) this.slots.delete(slot.id);
    }
    await Promise.all(work);
  }

  private merge(slot: Slot): Promise<void> {
    if (slot.inflight) return slot.inflight;
    const delta = slot.pending;
    slot.pending = 0;
    slot.merging = delta;
    slot.inflight = (async () => {
      try {
        const doc = await this.coll.findOneAndUpdate(
          { _id: slot.id },
          { $inc: { n: delta }, $setOnInsert: { expiresAt: new Date(slot.end + this.windowMs) } },
          { upsert: true, returnDocument: "after" },
        );
        slot.global = Math.max(slot.global + delta, doc?.n ?? 0);
      } catch (e) {
        slot.pending += delta;
        throw e;
      } finally {
        slot.merging = 0;
        slot.inflight = undefined;
      }
    })();
    return slot.inflight;
  }
}

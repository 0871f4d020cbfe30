import type { Collection, Db } from "mongodb";

/**
 * Fixed per-minute windows, counted in MongoDB so every gateway replica shares them (and a restart
 * keeps them). One atomic upsert-and-increment per request; documents expire with a TTL index.
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

export const rateLimitIndexes = [{ collection: "rate_windows", key: { expiresAt: 1 } as Record<string, 1 | -1>, expireAfterSeconds: 0 }];

export class WindowLimiter {
  private readonly coll: Collection<WindowDoc>;
  constructor(db: Db, private readonly windowMs = 60_000) {
    this.coll = db.collection<WindowDoc>("rate_windows");
  }

  async hit(key: string, limit: number, now = Date.now()): Promise<LimitResult> {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    const end = start + this.windowMs;
    const doc = await this.coll.findOneAndUpdate(
      { _id: `${key}:${start}` },
      { $inc: { n: 1 }, $setOnInsert: { expiresAt: new Date(end + this.windowMs) } },
      { upsert: true, returnDocument: "after" },
    );
    const count = doc?.n ?? 1;
    return { allowed: count <= limit, count, limit, retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
  }
}

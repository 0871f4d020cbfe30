import type { InvalidatableCache } from "../../../shared/invalidation.ts";
import type { Introspection } from "../bearer/index.ts";

/**
 * The gateway's introspection cache, keyed by token hash (docs/ARCHITECTURE.md, "Token cache").
 *
 * - An active answer is kept at most `ttlMs` and never past the token's own expiry (checked on every
 *   hit, to the millisecond). Answers that can never change back (unknown, revoked, expired, orphaned)
 *   are kept the same `ttlMs`, so a flood of wrong tokens costs oauth one lookup per token per TTL.
 * - Invalidations from oauth drop entries by token id; an introspection that was in flight when an
 *   invalidation arrived is not stored (it may have read the token just before it was revoked).
 * - While the NATS connection is down the cache is off: every request asks oauth (fail closed), and on
 *   reconnect everything cached before is dropped (invalidations may have been missed).
 */
export interface CachedAnswer {
  info: Introspection;
  /** When the entry stops being used: min(cached + TTL, the token's expiry). */
  until: number;
}

export class TokenCache implements InvalidatableCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly byTokenId = new Map<string, string>();
  /** Bumped by every invalidation and clear: an answer fetched across a bump is not stored. */
  private epoch = 0;
  enabled = false;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer, or undefined (miss, stale, disabled). */
  get(hash: string): Introspection | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(hash);
    if (!e) return undefined;
    if (this.now() >= e.until) {
      this.drop(hash, e);
      return undefined;
    }
    return e.info;
  }

  /** A ticket to take before asking oauth; `set` stores the answer only if nothing was invalidated since. */
  ticket(): number {
    return this.epoch;
  }

  set(hash: string, info: Introspection, ticket: number): void {
    if (!this.enabled || ticket !== this.epoch || this.ttlMs <= 0) return;
    const now = this.now();
    let until = now + this.ttlMs;
    if (info.active && info.expiresAt) until = Math.min(until, Date.parse(info.expiresAt));
    if (until <= now) return;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    const prev = this.entries.get(hash);
    if (prev) this.drop(hash, prev);
    this.entries.set(hash, { info, until });
    if (info.tokenId) this.byTokenId.set(info.tokenId, hash);
  }

  /** Keys are token ids (oauth never sends hashes). */
  invalidate(tokenIds: readonly string[]): number {
    this.epoch++;
    let n = 0;
    for (const id of tokenIds) {
      const hash = this.byTokenId.get(id);
      const e = hash === undefined ? undefined : this.entries.get(hash);
      if (hash !== undefined && e) {
        this.drop(hash, e);
        n++;
      }
      this.byTokenId.delete(id);
    }
    return n;
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byTokenId.clear();
  }

  private drop(hash: string, e: CachedAnswer): void {
    this.entries.delete(hash);
    if (e.info.tokenId && this.byTokenId.get(e.info.tokenId) === hash) this.byTokenId.delete(e.info.tokenId);
  }

  /** Maps iterate in insertion order: the first tenth are the oldest entries. */
  private evictOldest(): void {
    let n = Math.max(1, Math.floor(this.maxEntries / 10));
    for (const [hash, e] of this.entries) {
      if (n-- <= 0) break;
      this.drop(hash, e);
    }
  }
}

/**
 * Introspection through the cache: a hit answers locally; a miss asks oauth and stores the answer
 * unless an invalidation arrived meanwhile.
 */
export function cachedIntrospection(
  cache: TokenCache,
  introspect: (hash: string) => Promise<Introspection>,
  count: (outcome: "hit" | "miss" | "off") => void = () => {},
): (hash: string) => Promise<Introspection> {
  return async (hash) => {
    const hit = cache.get(hash);
    if (hit) {
      count("hit");
      return hit;
    }
    count(cache.enabled ? "miss" : "off");
    const ticket = cache.ticket();
    const info = await introspect(hash);
    cache.set(hash, info, ticket);
    return info;
  };
}

import { ApiError } from "../../../shared/errors.ts";

/**
 * Wrong bearers are limited per client address (issue 16 item 6): every refused token (a malformed or
 * unknown bearer, a revoked/expired/orphaned one, a wrong ops token) is counted against the address in
 * fixed one-minute windows; past `limit` in a window the address gets 429 + Retry-After for any bearer
 * until the window ends, **before** the token is looked up, so guessing costs no store lookups. Kept in
 * memory per gateway process (no store round trip either); a replica counts its own share.
 */
export class RefusalLimiter {
  private readonly windows = new Map<string, { window: number; n: number }>();
  constructor(public limit: number, private readonly windowMs = 60_000, private readonly maxKeys = 100_000) {}

  /** Seconds to wait when the address is over the limit in this window, else 0. */
  blocked(address: string, now = Date.now()): number {
    const w = this.windows.get(address);
    const window = Math.floor(now / this.windowMs);
    if (!w || w.window !== window || w.n < this.limit) return 0;
    return Math.max(1, Math.ceil(((window + 1) * this.windowMs - now) / 1000));
  }

  note(address: string, now = Date.now()): void {
    const window = Math.floor(now / this.windowMs);
    const w = this.windows.get(address);
    if (w && w.window === window) w.n++;
    else {
      if (this.windows.size >= this.maxKeys) {
        for (const [k, v] of this.windows) if (v.window !== window) this.windows.delete(k);
        if (this.windows.size >= this.maxKeys) this.windows.clear();
      }
      this.windows.set(address, { window, n: 1 });
    }
  }
}

export const refusals = new RefusalLimiter(300);

export function configureRefusalLimit(perMinute: number): void {
  if (Number.isFinite(perMinute) && perMinute > 0) refusals.limit = perMinute;
}

/** Throws 429 when the address has had too many wrong bearers this minute. */
export function assertNotRefusedTooOften(address: string): void {
  const wait = refusals.blocked(address);
  if (wait) {
    throw new ApiError(
      "rate_limited",
      `Too many requests with a wrong token from this address; wait ${wait} s.`,
      { headers: { "retry-after": String(wait) } },
    );
  }
}

/** Counts a refusal when the answer is a wrong bearer (401 other than a missing token). */
export function noteRefusal(address: string, err: { status: number; code: string }): void {
  if (err.status === 401 && err.code !== "missing_token") refusals.note(address);
}

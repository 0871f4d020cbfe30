import type { Db } from "mongodb";
import type { Request } from "express";
import type { IndexSpec } from "../../../shared/mongo.ts";
import { IDENTITY_HEADER, verifyIdentity } from "../../../shared/identity.ts";

/**
 * Fixed one-minute windows kept in MongoDB (collection `oauth_rate`), so every replica counts against
 * the same window. A document per (bucket, key, minute) is incremented atomically; the TTL index drops
 * it two minutes later.
 */
export const rateIndexes: IndexSpec[] = [{
  collection: "oauth_rate",
  key: { expiresAt: 1 },
  expireAfterSeconds: 0,
}];

const WINDOW_MS = 60_000;

export interface RateResult {
  ok: boolean;
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

export async function hit(
  db: Db,
  bucket: string,
  key: string,
  limit: number,
  now = Date.now(),
): Promise<RateResult> {
  const window = Math.floor(now / WINDOW_MS);
  const r = await db.collection<{ _id: string; n: number; expiresAt: Date }>("oauth_rate").findOneAndUpdate(
    { _id: `${bucket}|${key}|${window}` },
    { $inc: { n: 1 }, $set: { expiresAt: new Date((window + 2) * WINDOW_MS) } },
    { upsert: true, returnDocument: "after" },
  );
  const count = r?.n ?? 1;
  const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
  return { ok: count <= limit, count, retryAfter };
}

/**
 * The client address: the one in the identity the gateway signed (it resolves `X-Forwarded-For` only
 * through its `TRUSTED_PROXIES`, so no client can choose it); without one (a direct call in tests), the
 * last `X-Forwarded-For` entry, then the socket address.
 */
export function clientIp(req: Request, secret?: string): string {
  if (secret) {
    const v = verifyIdentity(req.headers[IDENTITY_HEADER] as string | undefined, secret);
    if (v.ok && v.identity.ip) return v.identity.ip;
  }
  const xff = req.headers["x-forwarded-for"];
  const raw = Array.isArray(xff) ? xff.join(",") : xff;
  if (raw) {
    const parts = raw.split(",").map((s) => s.trim()).filter(Boolean);
    if (parts.length) return parts[parts.length - 1];
  }
  return req.socket.remoteAddress ?? "unknown";
}

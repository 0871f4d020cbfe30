import { describe, expect, it } from "vitest";
import type { Introspection } from "../bearer/index.ts";
import { cachedIntrospection, TokenCache } from "./index.ts";

const active = (
  tokenId: string,
  expiresAt: string | null = null,
): Introspection & { expiresAt: string | null } => ({
  active: true,
  tokenId,
  workspaceId: "ws_1",
  memberId: 1,
  scopes: ["campaigns:read"],
  expiresAt,
});

describe("TokenCache", () => {
  it("caches nothing while disabled (NATS down): every lookup asks oauth", async () => {
    const cache = new TokenCache(2000);
    let asked = 0;
    const look = cachedIntrospection(cache, async () => (asked++, active("t1")));
    await look("h1");
    await look("h1");
    expect(asked).toBe(2);
  });

  it("a hit answers locally until the TTL, then oauth is asked again", async () => {
    let now = 1_000_000;
    const cache = new TokenCache(2000, 100, () => now);
    cache.enabled = true;
    let asked = 0;
    const look = cachedIntrospection(cache, async () => (asked++, active("t1")));
    await look("h1");
    now += 1999;
    await look("h1");
    expect(asked).toBe(1);
    now += 1;
    await look("h1");
    expect(asked).toBe(2);
  });

  it("never answers from the cache at or after the token's expiry millisecond", () => {
    let now = Date.parse("2026-01-01T00:00:00.000Z");
    const cache = new TokenCache(60_000, 100, () => now);
    cache.enabled = true;
    cache.set("h", active("t", "2026-01-01T00:00:01.000Z"), cache.ticket());
    now += 999;
    expect(cache.get("h")?.active).toBe(true);
    now += 1;
    expect(cache.get("h")).toBeUndefined();
  });

  it("an invalidation drops the token's entry by id", () => {
    const cache = new TokenCache(60_000);
    cache.enabled = true;
    cache.set("h1", active("t1"), cache.ticket());
    cache.set("h2", active("t2"), cache.ticket());
    expect(cache.invalidate(["t1"])).toBe(1);
    expect(cache.get("h1")).toBeUndefined();
    expect(cache.get("h2")?.tokenId).toBe("t2");
  });

  it("an answer fetched across an invalidation is not stored (it may predate the revocation)", async () => {
    const cache = new TokenCache(60_000);
    cache.enabled = true;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const look = cachedIntrospection(cache, async () => {
      await gate;
      return active("t1");
    });
    const pending = look("h1");
    cache.invalidate(["t1"]);
    release();
    expect((await pending).active).toBe(true);
    expect(cache.get("h1")).toBeUndefined();
  });

  it("keeps permanent refusals (unknown, revoked) for the TTL too, and stays bounded", () => {
    const cache = new TokenCache(60_000, 10);
    cache.enabled = true;
    for (let i = 0; i < 25; i++) cache.set(`h${i}`, { active: false, code: "invalid_token" }, cache.ticket());
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.get("h24")).toEqual({ active: false, code: "invalid_token" });
  });

  it("turning off empties it", () => {
    const cache = new TokenCache(60_000);
    cache.enabled = true;
    cache.set("h1", active("t1"), cache.ticket());
    cache.clear();
    expect(cache.get("h1")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import type { Db } from "mongodb";
import { localBudget, WindowLimiter } from "./index.ts";

/** A shared window store with MongoDB's findOneAndUpdate semantics for `$inc` + upsert (in memory). */
function fakeDb(shared = new Map<string, number>()) {
  let calls = 0;
  const db = {
    collection: () => ({
      findOneAndUpdate: async (filter: { _id: string }, update: { $inc: { n: number } }) => {
        calls++;
        await new Promise((r) => setTimeout(r, 1));
        const n = (shared.get(filter._id) ?? 0) + update.$inc.n;
        shared.set(filter._id, n);
        return { _id: filter._id, n };
      },
    }),
  } as unknown as Db;
  return { db, shared, calls: () => calls };
}

describe("WindowLimiter (local counts merged into a shared window)", () => {
  it("one replica is exact: the limit-th request passes, the next is refused, with Retry-After", async () => {
    const { db } = fakeDb();
    const lim = new WindowLimiter(db);
    const now = Date.UTC(2026, 0, 1, 0, 0, 15);
    const results = [];
    for (let i = 0; i < 601; i++) results.push(await lim.hit("tok:a", 600, now));
    expect(results.filter((r) => r.allowed)).toHaveLength(600);
    expect(results[600]).toMatchObject({ allowed: false, limit: 600, retryAfter: 45 });
  });

  it("concurrent first requests of a window all wait for the shared count", async () => {
    const { db, shared } = fakeDb();
    const now = Date.UTC(2026, 0, 1, 0, 1, 0);
    shared.set(`tok:b:${now}`, 595);
    const lim = new WindowLimiter(db);
    const rs = await Promise.all(Array.from({ length: 20 }, () => lim.hit("tok:b", 600, now)));
    expect(rs.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("asks the store about once per budget of requests, not once per request", async () => {
    const { db, calls } = fakeDb();
    const lim = new WindowLimiter(db);
    const now = Date.UTC(2026, 0, 1, 0, 2, 0);
    for (let i = 0; i < 300; i++) await lim.hit("tok:c", 600, now);
    expect(calls()).toBeLessThanOrEqual(1 + Math.ceil(300 / localBudget(600)));
  });

  it("two replicas on one shared window admit at most limit + budget", async () => {
    const store = fakeDb();
    const a = new WindowLimiter(store.db);
    const b = new WindowLimiter(store.db);
    const now = Date.UTC(2026, 0, 1, 0, 3, 0);
    let admitted = 0;
    for (let i = 0; i < 1000; i++) {
      const r = await (i % 2 ? a : b).hit("tok:d", 600, now);
      if (r.allowed) admitted++;
      if (i % 7 === 0) await Promise.all([a.flush(now), b.flush(now)]);
    }
    expect(admitted).toBeGreaterThanOrEqual(600);
    expect(admitted).toBeLessThanOrEqual(600 + localBudget(600));
  });

  it("a new window starts from zero", async () => {
    const { db } = fakeDb();
    const lim = new WindowLimiter(db);
    const t = Date.UTC(2026, 0, 1, 0, 4, 59, 900);
    for (let i = 0; i < 10; i++) await lim.hit("tok:e", 10, t);
    expect((await lim.hit("tok:e", 10, t)).allowed).toBe(false);
    expect((await lim.hit("tok:e", 10, t + 200)).allowed).toBe(true);
  });

  it("the first refusal merges first: the shared window holds the whole spent count (it survives a crash)", async () => {
    const { db, shared } = fakeDb();
    const lim = new WindowLimiter(db);
    const now = Date.UTC(2026, 0, 1, 0, 5, 0);
    for (let i = 0; i < 50; i++) await lim.hit("tok:f", 50, now);
    expect((await lim.hit("tok:f", 50, now)).allowed).toBe(false);
    expect(shared.get(`tok:f:${now}`)).toBe(50);
  });
});

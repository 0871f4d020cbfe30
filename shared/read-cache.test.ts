import { describe, expect, it } from "vitest";
import { GroupedCache } from "./read-cache.ts";

/** The read cache's rules, without I/O: TTL, tickets, and what each invalidation key drops. */
function cache(ttl = 2000) {
  let now = 1_000;
  const c = new GroupedCache<{ _id: number }[]>(ttl, 5_000, () => now);
  c.enabled = true;
  return { c, tick: (ms: number) => (now += ms) };
}
const page = (...ids: number[]) => ids.map((_id) => ({ _id }));

describe("GroupedCache", () => {
  it("keeps a page for the TTL and not a millisecond past it", () => {
    const { c, tick } = cache();
    c.set("ws1", "q", page(1002, 1001), [1002, 1001], c.ticket());
    tick(1999);
    expect(c.get("ws1", "q")).toEqual(page(1002, 1001));
    tick(1);
    expect(c.get("ws1", "q")).toBeUndefined();
  });

  it("never stores a page read across an invalidation", () => {
    const { c } = cache();
    const ticket = c.ticket();
    c.invalidate(["g:ws-other"]); // any invalidation: the page may predate a write it cannot see
    c.set("ws1", "q", page(1001), [1001], ticket);
    expect(c.get("ws1", "q")).toBeUndefined();
  });

  it("g:<group> drops every answer of that group and only those", () => {
    const { c } = cache();
    c.set("ws1", "a", page(1001), [1001], c.ticket());
    c.set("ws1", "b", page(), [], c.ticket());
    c.set("ws2", "a", page(2001), [2001], c.ticket());
    c.invalidate(["g:ws1"]);
    expect(c.get("ws1", "a")).toBeUndefined();
    expect(c.get("ws1", "b")).toBeUndefined();
    expect(c.get("ws2", "a")).toEqual(page(2001));
  });

  it("i:<item> drops the answers showing that item and keeps the others", () => {
    const { c } = cache();
    c.set("ws1", "first", page(1003, 1002), [1003, 1002], c.ticket());
    c.set("ws1", "second", page(1001), [1001], c.ticket());
    c.invalidate(["i:1002"]);
    expect(c.get("ws1", "first")).toBeUndefined();
    expect(c.get("ws1", "second")).toEqual(page(1001));
  });

  it("an unknown key empties the cache; disabled, it neither answers nor stores", () => {
    const { c } = cache();
    c.set("ws1", "q", page(1001), [1001], c.ticket());
    c.invalidate(["tokens:abc"]);
    expect(c.get("ws1", "q")).toBeUndefined();
    c.set("ws1", "q", page(1001), [1001], c.ticket());
    c.enabled = false;
    expect(c.get("ws1", "q")).toBeUndefined();
    c.set("ws2", "q", page(2001), [2001], c.ticket());
    c.enabled = true;
    expect(c.get("ws2", "q")).toBeUndefined();
  });

  it("stays bounded: a full cache starts over rather than growing", () => {
    const c = new GroupedCache<{ _id: number }[]>(2000, 3, () => 0);
    c.enabled = true;
    for (let i = 0; i < 3; i++) c.set(`ws${i}`, "q", page(i), [i], c.ticket());
    expect(c.get("ws2", "q")).toEqual(page(2));
    c.set("ws9", "q", page(9), [9], c.ticket());
    expect(c.get("ws0", "q")).toBeUndefined();
    expect(c.get("ws2", "q")).toBeUndefined();
    expect(c.get("ws9", "q")).toEqual(page(9));
  });
});

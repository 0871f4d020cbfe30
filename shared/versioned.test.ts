import { describe, expect, it } from "vitest";
import { pageOf } from "./paging.ts";
import { versionedUpdate } from "./versioned.ts";

/** The versioned read-modify-write and limit + 1 paging, against an in-memory document. */

function doc() {
  const state = { value: 0, version: 1 };
  return {
    state,
    read: () => Promise.resolve({ ...state }),
    write: (cur: { version: number }, next: { value: number }) => {
      if (cur.version !== state.version) return Promise.resolve(false);
      Object.assign(state, next, { version: state.version + 1 });
      return Promise.resolve(true);
    },
  };
}

describe("versionedUpdate", () => {
  it("writes the decided document and answers the result", async () => {
    const d = doc();
    const r = await versionedUpdate({
      read: d.read,
      write: d.write,
      decide: (c) => ({ next: { value: c.value + 5 }, result: "done" }),
    });
    expect(r.result).toBe("done");
    expect(d.state).toEqual({ value: 5, version: 2 });
  });

  it("writes nothing when decide answers no change", async () => {
    const d = doc();
    const r = await versionedUpdate({
      read: d.read,
      write: d.write,
      decide: () => ({ next: null, result: "same" }),
    });
    expect(r).toMatchObject({ result: "same", next: null });
    expect(d.state.version).toBe(1);
  });

  it("decides again from the fresh document after losing a race", async () => {
    const d = doc();
    let raced = false;
    const seen: number[] = [];
    await versionedUpdate({
      read: d.read,
      write: async (cur, next: { value: number }) => {
        if (!raced) {
          raced = true;
          await d.write({ version: d.state.version }, { value: 100 }); // another writer wins first
        }
        return await d.write(cur, next);
      },
      decide: (c) => (seen.push(c.value), { next: { value: c.value + 1 }, result: null }),
    });
    expect(seen).toEqual([0, 100]);
    expect(d.state.value).toBe(101);
  });

  it("hands the winning decision's events to its write and answers them; a lost attempt's events are dropped", async () => {
    const d = doc();
    const written: string[][] = [];
    let raced = false;
    const r = await versionedUpdate({
      read: d.read,
      write: async (cur, next: { value: number }, events) => {
        if (!raced) {
          raced = true;
          await d.write({ version: d.state.version }, { value: 100 });
        }
        const ok = await d.write(cur, next);
        if (ok) written.push(events.map((e) => e.id));
        return ok;
      },
      decide: (c) => ({
        next: { value: c.value + 1 },
        result: null,
        events: [{ id: `changed:v${c.version + 1}`, subject: "ccw.campaign.paused" as const, payload: {} }],
      }),
    });
    expect(written).toEqual([["changed:v3"]]);
    expect(r.events.map((e) => e.id)).toEqual(["changed:v3"]);
  });

  it("answers no events when decide answers no change", async () => {
    const d = doc();
    const r = await versionedUpdate({
      read: d.read,
      write: d.write,
      decide: () => ({
        next: null,
        result: null,
        events: [{ id: "x", subject: "ccw.campaign.paused" as const, payload: {} }],
      }),
    });
    expect(r.events).toEqual([]);
  });

  it("gives up with 503 after the attempts, having written nothing", async () => {
    const d = doc();
    const e = await versionedUpdate({
      read: d.read,
      write: () => Promise.resolve(false),
      decide: () => ({ next: { value: 1 }, result: null }),
      attempts: 3,
    })
      .catch((e) => e);
    expect(e).toMatchObject({ code: "service_unavailable", status: 503 });
    expect(d.state).toEqual({ value: 0, version: 1 });
  });
});

describe("pageOf", () => {
  it("a full page plus one row has a next page after the page's last row", () => {
    expect(pageOf([5, 4, 3], 2)).toEqual({ page: [5, 4], last: 4 });
  });
  it("no extra row: no next page", () => {
    expect(pageOf([5, 4], 2)).toEqual({ page: [5, 4], last: undefined });
    expect(pageOf([], 2)).toEqual({ page: [], last: undefined });
  });
});

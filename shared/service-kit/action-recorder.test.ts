import { describe, expect, it } from "vitest";
import { type ActionEntry, ActionRecorder } from "./action-recorder.ts";

const entry = (i: number): ActionEntry => ({
  id: i.toString(16).padStart(24, "0"),
  workspaceId: "ws",
  tokenId: "tok",
  tool: "svc_whoami",
  campaignId: null,
  outcome: "ok",
  httpStatus: 200,
  via: "rest",
  requestId: `r${i}`,
  at: new Date(0).toISOString(),
});
const silent = Object.assign(() => {}, { child: () => silent }) as any;
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("ActionRecorder", () => {
  it("sends entries in batches, and keeps sending after an idle flush", async () => {
    const got: ActionEntry[][] = [];
    const rec = new ActionRecorder(async (b) => void got.push(b), silent, 5, 3);
    for (let i = 0; i < 7; i++) rec.record(entry(i));
    await until(() => got.flat().length === 7);
    await rec.flush(); // nothing buffered: must not leave the recorder stuck
    rec.record(entry(7));
    await until(() => got.flat().length === 8);
    expect(got.flat().map((e) => e.requestId)).toEqual(["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7"]);
    expect(Math.max(...got.map((b) => b.length))).toBeLessThanOrEqual(3);
  });

  it("keeps a batch the sink refused and sends it once the sink works again", async () => {
    let fail = true;
    const got: ActionEntry[] = [];
    const rec = new ActionRecorder(
      async (b) => {
        if (fail) throw new Error("down");
        got.push(...b);
      },
      silent,
      5,
    );
    rec.record(entry(1));
    await until(() => rec.buffered === 1);
    await rec.flush();
    expect(got).toEqual([]);
    fail = false;
    await until(() => got.length === 1);
    expect(got[0].requestId).toBe("r1");
    expect(rec.buffered).toBe(0);
  });

  it("bounds the buffer, dropping the oldest", () => {
    const rec = new ActionRecorder(() => new Promise(() => {}), silent, 1000, 1000, 5);
    for (let i = 0; i < 8; i++) rec.record(entry(i));
    expect(rec.buffered).toBe(5);
    expect(rec.dropped).toBe(3);
  });
});

import { type Collection, type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { createLogger } from "../log.ts";
import { ensureIndexes } from "../mongo.ts";
import { Outbox } from "../nats.ts";
import { childContext, runWithTrace } from "../observability/index.ts";
import {
  flushAfterWrite,
  flushPending,
  HIDE_PENDING,
  type PendingEvent,
  pendingEvent,
  pendingIndex,
  startPendingSweeper,
  sweepPending,
  withPending,
  type WithPendingEvents,
} from "./pending-events.ts";

/**
 * pending-events.ts against the embedded MongoDB-compatible store through the official driver: events
 * written with the data, copied to the outbox once, removed from the document, a stopped process's
 * leftovers finished by the sweeper, and nothing lost when the process stops between write and flush.
 */

interface ThingDoc extends WithPendingEvents {
  _id: number;
  value: number;
  version: number;
}

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;
let things: Collection<ThingDoc>;
const log = createLogger("pending-events-test");
/** No NATS: the relay never publishes, so added records stay in the `outbox` collection to count. */
const outbox = () => new Outbox(db, () => undefined, log);
const outboxRecords = () => db.collection<{ _id: string; subject: string; payload: unknown }>("outbox");

const message = (n: number): PendingEvent =>
  pendingEvent("ccw.creator.message", {
    messageId: `m-${n}`,
    workspaceId: "ws1",
    campaignId: 11,
    memberId: 200001,
    kind: "decision",
    text: `text ${n}`,
  }, `m-${n}`);

/** A versioned write of the document with its events (the shape every service's write has). */
async function change(
  id: number,
  fromVersion: number,
  value: number,
  events: PendingEvent[],
): Promise<boolean> {
  const r = await things.updateOne({ _id: id, version: fromVersion }, {
    $set: { value, version: fromVersion + 1 },
    ...withPending(events),
  });
  return r.matchedCount === 1;
}

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("pending_events_test");
  things = db.collection<ThingDoc>("things");
  await ensureIndexes(db, [...Outbox.indexes, pendingIndex("things")]);
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

beforeEach(async () => {
  await things.deleteMany({});
  await outboxRecords().deleteMany({});
});

describe("pendingEvent", () => {
  it("refuses a payload its subject's schema refuses, before anything is written", () => {
    expect(() => pendingEvent("ccw.creator.message", { messageId: "x" } as never, "x")).toThrow();
  });

  it("adds nothing to an update when there are no events", () => {
    expect(withPending([])).toEqual({});
    expect(withPending([message(1)])).toEqual({ $push: { pending: { $each: [message(1)] } } });
  });
});

describe("flushPending", () => {
  it("the events are in the document with the data after the write, and not in the outbox yet", async () => {
    await things.insertOne({ _id: 1, value: 0, version: 0 });
    expect(await change(1, 0, 5, [message(1), message(2)])).toBe(true);
    const doc = await things.findOne({ _id: 1 });
    expect(doc).toMatchObject({ value: 5, version: 1 });
    expect(doc!.pending!.map((e) => e.id)).toEqual(["m-1", "m-2"]);
    expect(await outboxRecords().countDocuments()).toBe(0);
  });

  it("a write that lost the compare-and-set writes neither the change nor its events", async () => {
    await things.insertOne({ _id: 2, value: 0, version: 3 });
    expect(await change(2, 2, 9, [message(3)])).toBe(false);
    const doc = await things.findOne({ _id: 2 });
    expect(doc).toMatchObject({ value: 0, version: 3 });
    expect(doc!.pending).toBeUndefined();
  });

  it("copies the events into the outbox once, in order, and removes them from the document", async () => {
    await things.insertOne({ _id: 3, value: 0, version: 0, pending: [message(4)] }); // an insert carries them too
    await change(3, 0, 1, [message(5)]);
    expect(await flushPending(outbox(), things, 3)).toBe(2);
    expect(await flushPending(outbox(), things, 3)).toBe(0); // nothing left to copy
    expect((await things.findOne({ _id: 3 }))!.pending).toEqual([]);
    const records = await outboxRecords().find().sort({ n: 1 }).toArray();
    expect(records.map((r) => [r._id, r.subject])).toEqual([
      ["m-4", "ccw.creator.message"],
      ["m-5", "ccw.creator.message"],
    ]);
    expect(records[1].payload).toMatchObject({ messageId: "m-5", text: "text 5" });
  });

  it("copying twice (a stop between the copy and the pull) still makes one outbox record", async () => {
    await things.insertOne({ _id: 4, value: 0, version: 0 });
    await change(4, 0, 1, [message(6)]);
    const ev = (await things.findOne({ _id: 4 }))!.pending![0];
    await outbox().add(ev.subject, ev.payload as never, ev.id); // the first copy, then the process stopped
    await flushPending(outbox(), things, 4);
    expect(await outboxRecords().countDocuments({ _id: "m-6" })).toBe(1);
    expect((await things.findOne({ _id: 4 }))!.pending).toEqual([]);
  });

  it("an event added while a flush copies stays for the next flush", async () => {
    await things.insertOne({ _id: 5, value: 0, version: 0 });
    await change(5, 0, 1, [message(7)]);
    const slow = new Outbox(db, () => undefined, log);
    const add = slow.add.bind(slow);
    slow.add = async (subject, payload, id) => {
      await add(subject, payload, id);
      await change(5, 1, 2, [message(8)]); // a second write lands between the copy and the pull
    };
    await flushPending(slow, things, 5);
    expect((await things.findOne({ _id: 5 }))!.pending!.map((e) => e.id)).toEqual(["m-8"]);
    await flushPending(outbox(), things, 5);
    expect(await outboxRecords().countDocuments({ _id: { $in: ["m-7", "m-8"] } })).toBe(2);
  });

  it("flushAfterWrite only logs when the outbox cannot take the events; they stay in the document", async () => {
    await things.insertOne({ _id: 6, value: 0, version: 0 });
    await change(6, 0, 1, [message(9)]);
    const broken = new Outbox(db, () => undefined, log);
    broken.add = () => Promise.reject(new Error("outbox down"));
    const logged: string[] = [];
    await flushAfterWrite(
      {
        outbox: broken,
        log: Object.assign((_l: string, msg: string) => logged.push(msg), log),
      },
      things,
      6,
    );
    expect(logged).toEqual(["pending events left for the sweeper"]);
    expect((await things.findOne({ _id: 6 }))!.pending!.map((e) => e.id)).toEqual(["m-9"]);
  });
});

describe("the sweeper", () => {
  it("a crash between the write and the flush loses nothing: the sweeper copies the events once", async () => {
    await things.insertOne({ _id: 7, value: 0, version: 0 });
    await things.insertOne({ _id: 8, value: 0, version: 0 });
    // Both writes committed; the process "stopped" before either flush ran.
    await change(7, 0, 1, [message(10), message(11)]);
    await change(8, 0, 1, [message(12)]);
    expect(await outboxRecords().countDocuments()).toBe(0);
    expect(await sweepPending(outbox(), db, ["things"], log)).toBe(3);
    expect(await sweepPending(outbox(), db, ["things"], log)).toBe(0); // finished: a second pass finds nothing
    expect((await outboxRecords().find().toArray()).map((r) => r._id).sort()).toEqual([
      "m-10",
      "m-11",
      "m-12",
    ]);
    expect(await things.countDocuments({ "pending.id": { $gt: "" } })).toBe(0);
    // The data of both writes is there as written.
    expect(await things.find({}, { projection: HIDE_PENDING }).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 7, value: 1, version: 1 },
      { _id: 8, value: 1, version: 1 },
    ]);
  });

  it("a copy made outside the request (the sweeper's) still carries the request's trace", async () => {
    await things.insertOne({ _id: 11, value: 0, version: 0 });
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const ev = runWithTrace(childContext(`00-${traceId}-00f067aa0ba902b7-01`), () => message(15));
    await change(11, 0, 1, [ev]);
    await sweepPending(outbox(), db, ["things"], log);
    const rec = await outboxRecords().findOne({ _id: "m-15" }) as { traceparent?: string } | null;
    expect(rec?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });

  it("finds documents with pending events through the pending.id index", async () => {
    await things.insertOne({ _id: 9, value: 0, version: 0 });
    await change(9, 0, 1, [message(13)]);
    const plan = await things.find({ "pending.id": { $gt: "" } }).explain();
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain("pending.id_1");
  });

  it("started by the kit, it finishes a left-behind copy on its own and keeps going after a failure", async () => {
    await things.insertOne({ _id: 10, value: 0, version: 0 });
    await change(10, 0, 1, [message(14)]);
    const flaky = new Outbox(db, () => undefined, log);
    const add = flaky.add.bind(flaky);
    let failures = 1;
    flaky.add = (subject, payload, id) =>
      failures-- > 0 ? Promise.reject(new Error("outbox down")) : add(subject, payload, id);
    const sweeper = startPendingSweeper({ outbox: flaky, log, db }, ["things"], 30);
    try {
      const deadline = Date.now() + 10_000;
      while ((await outboxRecords().countDocuments({ _id: "m-14" })) === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 30));
      }
    } finally {
      sweeper.stop();
    }
    expect(await outboxRecords().countDocuments({ _id: "m-14" })).toBe(1);
    expect((await things.findOne({ _id: 10 }))!.pending).toEqual([]);
  });
});

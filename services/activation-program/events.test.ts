import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { createLogger } from "../../shared/log.ts";
import { ensureIndexes } from "../../shared/mongo.ts";
import { Outbox } from "../../shared/nats.ts";
import { notifyProgramMessage, notifyProofRejected } from "./events.ts";

/** Creator notices against the embedded store: recorded with their event, copied once, never twice. */

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;
const log = createLogger("activation-events-test");
const target = { workspaceId: "ws1", campaignId: 1001, memberId: 200001 };

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("activation_events_test");
  await ensureIndexes(db, Outbox.indexes);
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

describe("creator notices", () => {
  it("a rejected proof's notice is recorded, copied into the outbox once and removed from the record", async () => {
    const rt = { db, log, outbox: new Outbox(db, () => undefined, log) }; // no NATS: records stay in `outbox`
    await notifyProofRejected(rt, target, "proof_7", "blurry");
    await notifyProofRejected(rt, target, "proof_7", "blurry"); // a rerun
    const id = "proof_rejected:ws1:1001:proof_7";
    const records = await db.collection("outbox").find({ _id: id as never }).toArray();
    expect(records).toHaveLength(1);
    expect(records[0].payload).toEqual({ messageId: id, ...target, kind: "proof_rejected", text: "blurry" });
    expect(await db.collection("creator_notices").findOne({ _id: id as never })).toMatchObject({
      kind: "proof_rejected",
      pending: [],
    });
  });

  it("when the outbox cannot take it, the notice keeps its event for the sweeper", async () => {
    const down = new Outbox(db, () => undefined, log);
    down.add = () => Promise.reject(new Error("outbox down"));
    await notifyProgramMessage({ db, log, outbox: down }, target, "pmsg_1", "hello");
    const id = "program_message:ws1:pmsg_1";
    const notice = await db.collection("creator_notices").findOne({ _id: id as never });
    expect(notice!.pending.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(await db.collection("outbox").countDocuments({ _id: id as never })).toBe(0);
  });
});

import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { createLogger } from "../../shared/log.ts";
import { ensureIndexes } from "../../shared/mongo.ts";
import { Outbox } from "../../shared/nats.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { decide, seedState } from "./domain.ts";
import { startPendingSweeper } from "./events.ts";
import { type CreatorDoc, CreatorStore, indexes, pendingEvent } from "./store.ts";

/**
 * store.ts against the embedded MongoDB-compatible store (the project's default database) through
 * the official driver: compare-and-set commits, pending events copied to the outbox once, delivery
 * once per message id, lists that never carry hidden creators, private fields kept apart.
 */

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;
const store = () => new CreatorStore(db);
let rt: Runtime;
const log = createLogger("creator-store-test");
const campaign = {
  campaignId: 11,
  title: "T",
  brand: "B",
  signingRequired: false,
  activationMode: "manual" as const,
};
const NOW = "2026-11-22T03:00:00.000Z";

async function seedOne(
  status: "applicant" | "signed",
  campaignId = 11,
  clubMemberId: number | null = null,
): Promise<CreatorDoc> {
  const memberId = await store().nextMemberId();
  const s = seedState(status, true, false, { ...campaign, campaignId }, memberId, NOW);
  await store().insertCreator({
    _id: memberId,
    campaignId,
    workspaceId: "ws1",
    name: `N${memberId}`,
    photoapp: null,
    videoapp: null,
    portfolioUrl: null,
    followers: 5,
    tier: null,
    badges: [],
    chatHandle: null,
    bio: null,
    clubMemberId,
    ...s.next,
    pending: [],
    createdAt: NOW,
  }, { _id: memberId, campaignId, email: "e@x.example", phone: "1", birthday: "2000-01-01", legalName: "L" });
  return (await store().findCreator(campaignId, memberId))!;
}

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("creator_store_test");
  await ensureIndexes(db, [...Outbox.indexes, ...indexes]);
  const outbox = new Outbox(db, () => undefined, log); // no NATS: records stay in the outbox collection
  rt = { db, outbox, log } as unknown as Runtime;
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

describe("creator store", () => {
  it("hands out member ids from 200001 and keeps private fields out of the creator record", async () => {
    const doc = await seedOne("applicant");
    expect(doc._id).toBeGreaterThanOrEqual(200001);
    const json = JSON.stringify(doc);
    for (const v of ["e@x.example", "2000-01-01", "legalName", "email"]) expect(json).not.toContain(v);
    expect(await db.collection("creator_private").countDocuments({ _id: doc._id as never })).toBe(1);
  });

  it("commits with compare-and-set: of two writers on the same read, one wins", async () => {
    const doc = await seedOne("applicant");
    const a = decide(doc, "accept", campaign, doc._id, NOW);
    const b = decide(doc, "decline", campaign, doc._id, NOW);
    if (a.status !== "decided" || b.status !== "decided") throw new Error("expected decided");
    expect(await store().commit(doc, a.next, [])).toBe(true);
    expect(await store().commit(doc, b.next, [])).toBe(false);
    const after = (await store().findCreator(11, doc._id))!;
    expect(after).toMatchObject({ stage: "signed", status: "signed", version: 1 });
  });

  it("copies pending events into the outbox once, then drops them from the record", async () => {
    const doc = await seedOne("applicant");
    const r = decide(doc, "decline", campaign, doc._id, NOW);
    if (r.status !== "decided") throw new Error("expected decided");
    const ev = pendingEvent("ccw.creator.message", {
      messageId: r.messages[0].id,
      workspaceId: "ws1",
      campaignId: 11,
      memberId: doc._id,
      kind: "decision",
      text: r.messages[0].text,
    }, r.messages[0].id);
    expect(await store().commit(doc, r.next, [ev])).toBe(true);
    expect(await store().withPending()).toContain(doc._id);
    await new CreatorStore(rt.db).flushPending(rt.outbox, doc._id);
    await new CreatorStore(rt.db).flushPending(rt.outbox, doc._id); // a second sweep finds nothing
    expect(await store().withPending()).not.toContain(doc._id);
    expect((await store().findCreator(11, doc._id))!.pending).toEqual([]);
    // The same event id added again (a crash between copy and pull) stays one outbox record.
    await rt.outbox.add("ccw.creator.message", ev.payload as never, ev.id);
    expect(await db.collection("outbox").countDocuments({ _id: ev.id as never })).toBe(1);
  });

  it("lists newest first only creators who signed on (no applicants, never hidden), with status filter and paging", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await seedOne(i % 2 ? "signed" : "applicant", 12, i === 0 ? 500778 : null))._id);
    }
    const declined = await seedOne("applicant", 12, 500777);
    const r = decide(declined, "decline", { ...campaign, campaignId: 12 }, declined._id, NOW);
    if (r.status !== "decided") throw new Error("expected decided");
    await store().commit(declined, r.next, []);
    const all = await store().listCreators(12, { limit: 10 });
    expect(all.map((d) => d._id)).toEqual([ids[3], ids[1]]);
    const signed = await store().listCreators(12, { status: "signed", limit: 10 });
    expect(signed.map((d) => d._id)).toEqual([ids[3], ids[1]]);
    const page2 = await store().listCreators(12, { beforeId: ids[2], limit: 10 });
    expect(page2.map((d) => d._id)).toEqual([ids[1]]);
    // The club still learns about every applicant with a club member id, whatever their state.
    expect((await store().clubMemberIdsOf(12)).sort()).toEqual([500777, 500778]);
    const statuses = await store().statusesOf([12]);
    expect(statuses.filter((s) => s.status === "hidden")).toHaveLength(1);
  });

  it("delivers a message once per message id, oldest first", async () => {
    const m = { workspaceId: "ws1", campaignId: 13, memberId: 200900, kind: "decision", text: "hi" };
    expect(await store().deliver({ _id: "m1", ...m }, new Date("2026-01-01T00:00:00Z"))).toBe(
      true,
    );
    expect(await store().deliver({ _id: "m1", ...m }, new Date("2026-01-01T00:00:05Z"))).toBe(
      false,
    );
    expect(
      await store().deliver(
        { _id: "m0", ...m, text: "later" },
        new Date("2026-01-01T00:00:09Z"),
      ),
    ).toBe(true);
    const out = await store().listDelivered({ campaignId: 13, memberId: 200900 });
    expect(out.map((x) => x.text)).toEqual(["hi", "later"]);
    expect(await store().listDelivered({ campaignId: 13, memberId: 1 })).toEqual([]);
  });

  it("the sweeper finishes copying events a stopped process left in a record", async () => {
    const doc = await seedOne("applicant");
    const r = decide(doc, "accept", campaign, doc._id, NOW);
    if (r.status !== "decided") throw new Error("expected decided");
    const id = `left-behind-${doc._id}`;
    const ev = pendingEvent("ccw.creator.message", {
      messageId: id,
      workspaceId: "ws1",
      campaignId: 11,
      memberId: doc._id,
      kind: "decision",
      text: "x",
    }, id);
    expect(await store().commit(doc, r.next, [ev])).toBe(true); // committed, never flushed: the "crash"
    const sweeper = startPendingSweeper(rt, 50);
    try {
      const deadline = Date.now() + 15_000;
      while ((await store().withPending()).includes(doc._id) && Date.now() < deadline) {
        await new Promise((res) => setTimeout(res, 50));
      }
    } finally {
      sweeper.stop();
    }
    expect(await store().withPending()).not.toContain(doc._id);
    expect(await db.collection("outbox").countDocuments({ _id: id as never })).toBe(1);
  });
});

import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { createLogger } from "../../shared/log.ts";
import { ensureIndexes } from "../../shared/mongo.ts";
import { Outbox } from "../../shared/nats.ts";
import { flushPending, pendingEvent, type Runtime } from "../../shared/service-kit/index.ts";
import { pendingIndex, sweepPending } from "../../shared/service-kit/pending-events.ts";
import { decide, seedState } from "./domain.ts";
import { type CreatorDoc, CreatorStore, indexes, PENDING_EVENT_COLLECTIONS } from "./store.ts";

/**
 * store.ts against the embedded MongoDB-compatible store (the project's default database) through
 * the official driver: compare-and-set commits carrying their events, delivery once per message id,
 * lists that never carry hidden creators or pending events, private fields kept apart. The pending
 * events mechanism itself is tested in shared/service-kit/pending-events.test.ts.
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
    createdAt: NOW,
  }, { _id: memberId, campaignId, email: "e@x.example", phone: "1", birthday: "2000-01-01", legalName: "L" });
  return (await store().findCreator(campaignId, memberId))!;
}

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("creator_store_test");
  await ensureIndexes(db, [...Outbox.indexes, ...indexes, ...PENDING_EVENT_COLLECTIONS.map(pendingIndex)]);
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
    const raw = await db.collection<CreatorDoc>("creators").findOne({ _id: doc._id });
    expect(raw).toMatchObject({ stage: "declined", version: 1, pending: [ev] });
    // Readers never see pending events, whatever is waiting in the record.
    expect(await store().findCreator(11, doc._id)).not.toHaveProperty("pending");
    expect(await flushPending(rt.outbox, store().creators, doc._id)).toBe(1);
    expect(await flushPending(rt.outbox, store().creators, doc._id)).toBe(0); // a second flush finds nothing
    expect((await db.collection<CreatorDoc>("creators").findOne({ _id: doc._id }))!.pending).toEqual([]);
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
    await sweepPending(rt.outbox, db, PENDING_EVENT_COLLECTIONS, log);
    expect((await db.collection<CreatorDoc>("creators").findOne({ _id: doc._id }))!.pending).toEqual([]);
    expect(await db.collection("outbox").countDocuments({ _id: id as never })).toBe(1);
  });

  it("a group chat: the request and the members' notices ride in the chat document, set up once", async () => {
    const chat = { _id: "chat-11-1", workspaceId: "ws1", campaignId: 11, memberIds: [200001, 200002] };
    const request = pendingEvent("ccw.creator.chat_requested", {
      workspaceId: "ws1",
      campaignId: 11,
      chatId: chat._id,
      memberIds: chat.memberIds,
    }, "req-1");
    await store().requestChat(chat, [request], new Date());
    const notice = (memberId: number) =>
      pendingEvent("ccw.creator.message", {
        messageId: `n-${memberId}`,
        workspaceId: "ws1",
        campaignId: 11,
        memberId,
        kind: "group_chat",
        text: "hi",
      }, `n-${memberId}`);
    const notices = chat.memberIds.map(notice);
    expect(await store().markChatSetUp(chat, notices, new Date())).toBe(true);
    expect(await store().markChatSetUp(chat, notices, new Date())).toBe(false); // a redelivered request
    const raw = await store().chats.findOne({ _id: chat._id });
    expect(raw!.pending!.map((e) => e.id)).toEqual(["req-1", "n-200001", "n-200002"]);
    expect(raw!.setUpAt).toBeInstanceOf(Date);
    // A request from before requests were recorded: the worker's write creates the document.
    expect(await store().markChatSetUp({ ...chat, _id: "chat-11-2" }, [notice(200003)], new Date())).toBe(
      true,
    );
  });

  it("takes counts seqs with compare-and-set, each with its event, continuing an existing sequence", async () => {
    const ev = (seq: number) =>
      pendingEvent("ccw.creator.counts_changed", {
        workspaceId: "ws1",
        campaignId: 21,
        signed: seq,
        activating: 0,
        activated: 0,
        seq,
      }, `counts-21-${seq}`);
    expect(await store().countsSeq(21)).toBe(0);
    expect(await store().takeCountsSeq(21, 0, [ev(1)])).toBe(true);
    expect(await store().takeCountsSeq(21, 0, [ev(1)])).toBe(false); // lost the race: read again
    expect(await store().takeCountsSeq(21, 1, [ev(2)])).toBe(true);
    expect(await store().countsSeq(21)).toBe(2);
    const raw = await store().counters.findOne({ _id: store().countsDocId(21) });
    expect(raw!.pending!.map((e) => e.id)).toEqual(["counts-21-1", "counts-21-2"]);
    // A campaign whose seq was taken by the earlier nextSeq counter carries on from it.
    await db.collection<{ _id: string; seq: number }>("counters").insertOne({ _id: "counts:22", seq: 7 });
    expect(await store().countsSeq(22)).toBe(7);
    expect(await store().takeCountsSeq(22, 7, [])).toBe(true);
    expect(await store().countsSeq(22)).toBe(8);
  });
});

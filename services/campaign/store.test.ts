import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { createLogger } from "../../shared/log.ts";
import { ensureIndexes } from "../../shared/mongo.ts";
import { Outbox } from "../../shared/nats.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { type CampaignDoc, codesFor } from "./domain.ts";
import { changedEvent, handleBrandRenamed } from "./events.ts";
import { CampaignStore, indexes } from "./store.ts";

/**
 * store.ts and the rename handler against the embedded MongoDB-compatible store through the official
 * driver: conditional writes, unique code suffixes, GridFS contracts, aliases, the one-per-workspace
 * records, and a brand rename run twice.
 */

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;
const store = () => new CampaignStore(db);
let rt: Runtime;
const log = createLogger("campaign-store-test");
const T0 = new Date("2026-11-22T03:00:00.000Z");

async function newCampaign(over: Partial<CampaignDoc> = {}): Promise<CampaignDoc> {
  const id = await store().nextCampaignId();
  const suffix = `S${id}`;
  const brand = over.brand ?? "Acme";
  const doc: CampaignDoc = {
    _id: id,
    workspaceId: "ws1",
    brand,
    title: "T",
    overview: "O",
    payLine: null,
    deliverables: ["d"],
    requirements: [],
    marketCountryCodes: [],
    applicationDeadline: null,
    state: "draft",
    activationMode: "manual",
    codeSuffix: suffix,
    ...codesFor(brand, suffix),
    pendingChanges: null,
    publishRequest: null,
    contract: null,
    publishedAt: null,
    pausedAt: null,
    createdAt: T0,
    updatedAt: T0,
    version: 1,
    ...over,
  };
  expect(await store().insertCampaign(doc)).toBe(true);
  return doc;
}

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("campaign_store_test");
  await ensureIndexes(db, [...Outbox.indexes, ...indexes]);
  const outbox = new Outbox(db, () => undefined, log); // no NATS: records stay in the outbox collection
  rt = { db, outbox, log, env: { dbPrefix: "t" } } as unknown as Runtime;
  await store().putWorkspace("ws1", "Acme", null);
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

describe("campaign store", () => {
  it("hands out ids above 1000 and keeps code suffixes unique", async () => {
    const a = await newCampaign();
    expect(a._id).toBeGreaterThan(1000);
    const clash = { ...a, _id: a._id + 100_000 };
    expect(await store().insertCampaign(clash)).toBe(false);
  });

  it("writes only at the expected version", async () => {
    const c = await newCampaign();
    expect(await store().saveIfVersion({ ...c, title: "first" }, 1)).toBe(true);
    expect(await store().saveIfVersion({ ...c, title: "stale" }, 1)).toBe(false);
    const now = await store().getCampaign(c._id);
    expect(now).toMatchObject({ title: "first", version: 2 });
    expect(now!.createdAt).toBeInstanceOf(Date);
  });

  it("writes a change's events inside the campaign in the same write, keeps waiting ones, never reads them back", async () => {
    const c = await newCampaign();
    const ev = (v: number) => changedEvent(rt, { ...c, version: v });
    expect(await store().saveIfVersion({ ...c, title: "one" }, 1, [ev(2)])).toBe(true);
    expect(await store().saveIfVersion({ ...c, title: "lost" }, 1, [ev(99)])).toBe(false);
    // A second change while the first one's event still waits: the whole-document $set leaves it be.
    const read = (await store().getCampaign(c._id))!;
    expect(read).not.toHaveProperty("pending");
    expect(await store().saveIfVersion({ ...read, title: "two" }, 2, [ev(3)])).toBe(true);
    const raw = await db.collection("campaigns").findOne({ _id: c._id as never });
    expect(raw).toMatchObject({ title: "two", version: 3 });
    expect(raw!.pending.map((e: { id: string }) => e.id)).toEqual([
      `t:changed:${c._id}:v2`,
      `t:changed:${c._id}:v3`,
    ]);
    for (
      const found of [
        await store().campaignByCode("joinCode", c.joinCode),
        ...(await store().campaignsCarrying(c.workspaceId, c.brand)),
      ]
    ) {
      expect(found).not.toHaveProperty("pending");
    }
  });

  it("stores contracts in GridFS and removes them", async () => {
    const bytes = new Uint8Array(600_000).fill(0x41);
    bytes.set(new TextEncoder().encode("%PDF-1.7"), 0);
    const id = await store().storeContract(bytes, "terms.pdf", {
      workspaceId: "ws1",
      campaignId: 1,
    });
    const back = await store().readContract(id);
    expect(back.length).toBe(bytes.length);
    expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
    await store().deleteContract(id);
    await expect(store().readContract(id)).rejects.toThrow();
    await store().deleteContract(id); // already gone: no error
  });

  it("keeps plans per workspace", async () => {
    await store().putWorkspace("ws-plan", "B", {
      status: "active",
      tier: "x",
      cap: 3,
      used: 1,
      periodEndsAt: null,
    });
    expect((await store().getWorkspace("ws-plan"))!.plan!.cap).toBe(3);
    await store().putWorkspace("ws-plan", "B2", undefined); // brand only: the plan stays
    expect(await store().getWorkspace("ws-plan")).toMatchObject({
      brand: "B2",
      plan: { cap: 3 },
    });
    expect(await store().setPlan("ws-plan", null)).toBe(true);
    expect((await store().getWorkspace("ws-plan"))!.plan).toBeNull();
    expect(await store().setPlan("nope", null)).toBe(false);
  });

  it("one managed program application per workspace; a declined one may be replaced", async () => {
    expect(await store().applyManagedProgram("ws-mp", 5)).toEqual({ applied: true });
    const again = await store().applyManagedProgram("ws-mp", 6);
    expect(again).toMatchObject({ applied: false, existing: { status: "open", campaignId: 5 } });
    await db.collection("managed_program").updateOne({ _id: "ws-mp" as never }, {
      $set: { status: "declined" },
    });
    expect(await store().applyManagedProgram("ws-mp", 7)).toEqual({ applied: true });
  });

  it("one ask per section per workspace", async () => {
    expect(await store().recordFeatureRequest("ws-fr", "analytics")).toBe(true);
    expect(await store().recordFeatureRequest("ws-fr", "analytics")).toBe(false);
    expect(await store().recordFeatureRequest("ws-fr", "campaign_funding")).toBe(true);
    expect(await store().recordFeatureRequest("ws-other", "analytics")).toBe(true);
  });
});

describe("brand rename", () => {
  it("renames the workspace's campaigns that carried the old name, keeps old chat codes for the configured days, and is safe to repeat", async () => {
    await store().putWorkspace("ws-rn", "Old Name", null);
    const a = await newCampaign({ workspaceId: "ws-rn", brand: "Old Name" });
    const b = await newCampaign({ workspaceId: "ws-rn", brand: "Old Name", state: "live" });
    const elsewhere = await newCampaign({ workspaceId: "ws-other", brand: "Old Name" });
    const before = await db.collection("outbox").countDocuments();

    const now = new Date();
    expect(
      await handleBrandRenamed(
        rt,
        { workspaceId: "ws-rn", oldName: "Old Name", newName: "New Name" },
        3,
        now,
      ),
    ).toBe(2);
    for (const old of [a, b]) {
      const c = (await store().getCampaign(old._id))!;
      expect(c).toMatchObject({
        brand: "New Name",
        ...codesFor("New Name", old.codeSuffix),
        version: 2,
        state: old.state,
      });
      const aliases = await store().aliasesOf(c._id, now);
      expect(aliases.map((x) => x._id)).toEqual([old.chatCode]);
      expect(aliases[0].validUntil.getTime() - now.getTime()).toBe(3 * 86_400_000);
      expect(await store().findAlias(old.chatCode, now)).toMatchObject({ campaignId: c._id });
      expect(await store().findAlias(old.chatCode, new Date(now.getTime() + 4 * 86_400_000)))
        .toBeNull();
    }
    expect((await store().getCampaign(elsewhere._id))!.brand).toBe("Old Name");
    expect((await store().getWorkspace("ws-rn"))!.brand).toBe("New Name");
    const events = await db.collection("outbox").find({}).skip(before).toArray();
    expect(events.map((e) => e.subject)).toEqual(["ccw.campaign.changed", "ccw.campaign.changed"]);
    expect(events.map((e) => e._id).sort()).toEqual(
      [`t:changed:${a._id}:v2`, `t:changed:${b._id}:v2`].sort(),
    );

    // Redelivered: nothing carries the old name any more.
    expect(
      await handleBrandRenamed(
        rt,
        { workspaceId: "ws-rn", oldName: "Old Name", newName: "New Name" },
        3,
        now,
      ),
    ).toBe(0);
    expect(await db.collection("outbox").countDocuments()).toBe(before + 2);

    // A workspace this deployment does not know changes nothing.
    expect(
      await handleBrandRenamed(rt, { workspaceId: "ws-unknown", oldName: "Old Name", newName: "X" }, 3, now),
    ).toBe(0);

    // Expired aliases are swept.
    expect(await store().pruneAliases(new Date(now.getTime() + 4 * 86_400_000)))
      .toBeGreaterThanOrEqual(2);
  });
});

import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import type { CampaignFacts } from "../../shared/campaign-lookup.ts";
import { createLogger } from "../../shared/log.ts";
import { ensureIndexes } from "../../shared/mongo.ts";
import { Outbox } from "../../shared/nats.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { inviteEvents, sweepStuckInvites } from "./events.ts";
import { ClubStore, indexes } from "./store.ts";

/**
 * store.ts and the invite sweeper against the embedded MongoDB-compatible store through the official
 * driver: the allowance never overspends under concurrency, an invite is claimed once, a half-sent
 * invite is finished exactly once, and `applied` is only set for the same workspace.
 */

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;
let store: ClubStore;
const log = createLogger("club-store-test");

const facts: CampaignFacts = {
  campaignId: 77,
  workspaceId: "ws_a",
  brand: "Acme",
  title: "Spring",
  status: "published",
  activationMode: "manual",
  joinCode: "ACME-SPRING",
  chatCode: "acme-spring",
  hasContract: false,
  signingRequired: false,
  marketCountryCodes: [],
};

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("club_store_test");
  await ensureIndexes(db, [...Outbox.indexes, ...indexes]);
  store = new ClubStore(db);
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

describe("club store", () => {
  it("hands out club member ids from 500001", async () => {
    const id = await store.addCreator({
      displayName: "Ann B.",
      country: "US",
      niches: ["Food"],
      platforms: { videoapp: true, photoapp: false },
      reach: "nano",
      engagement: "high",
      experience: "member",
    });
    expect(id).toBeGreaterThanOrEqual(500001);
    expect((await store.creator(id))?.displayName).toBe("Ann B.");
  });

  it("never spends more than the allowance, however many spend at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => store.spendOne("ws_spend", "2026-11", 20)),
    );
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(await store.used("ws_spend", "2026-11")).toBe(20);
    expect(await store.spendOne("ws_spend", "2026-11", 20)).toBe(false);
    // A new month starts from zero.
    expect(await store.spendOne("ws_spend", "2026-12", 20)).toBe(true);
    expect(await store.spendOne("ws_zero", "2026-11", 0)).toBe(false);
  });

  it("claims an invite once", async () => {
    const claims = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          store.claimInvite({
            workspaceId: "ws_a",
            campaignId: 5,
            clubMemberId: 500009,
            month: "2026-11",
            invitedAt: new Date(),
          }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("marks applied only for an invite of the same workspace", async () => {
    await store.claimInvite({
      workspaceId: "ws_a",
      campaignId: 6,
      clubMemberId: 500010,
      month: "2026-11",
      invitedAt: new Date(),
    });
    expect(await store.markApplied("ws_other", 6, 500010)).toBe(false);
    expect((await store.invite(6, 500010))?.state).toBe("sending");
    expect(await store.markApplied("ws_a", 6, 500010)).toBe(true);
    expect((await store.invite(6, 500010))?.state).toBe("applied");
  });
});

describe("invite sweeper", () => {
  const rt = () =>
    ({
      db,
      log,
      outbox: new Outbox(db, () => undefined, log), // no NATS: records stay in the outbox collection
      env: { dbPrefix: "t" },
      call: async (service: string, _method: string, path: string) => {
        if (service === "campaign" && path === `/internal/campaigns/${facts.campaignId}`) return facts;
        throw Object.assign(new Error("not found"), { code: "not_found" });
      },
    }) as unknown as Runtime;

  it("finishes a half-sent invite once: spends, queues the message, marks it invited", async () => {
    const old = new Date(Date.now() - 5 * 60_000);
    await store.claimInvite({
      workspaceId: "ws_a",
      campaignId: 77,
      clubMemberId: 500011,
      month: "2026-10",
      invitedAt: old,
    });
    // A fresh claim (a call in flight) is left alone.
    await store.claimInvite({
      workspaceId: "ws_a",
      campaignId: 77,
      clubMemberId: 500012,
      month: "2026-10",
      invitedAt: new Date(),
    });

    expect(await sweepStuckInvites(rt(), 20)).toBe(1);
    expect(await sweepStuckInvites(rt(), 20)).toBe(0);
    const inv = await store.invite(77, 500011);
    expect(inv).toMatchObject({ state: "invited", spent: true });
    expect((await store.invite(77, 500012))?.state).toBe("sending");
    expect(await store.used("ws_a", "2026-10")).toBe(1);
    const out = await db.collection("outbox").find({ _id: { $regex: ":77:500011$" } as never }).toArray();
    expect(out.map((o) => o._id).sort()).toEqual([
      "club_invite:ws_a:77:500011",
      "club_invite_sent:ws_a:77:500011",
    ]);
    const msg = out.find((o) => o.subject === "ccw.creator.message")!;
    expect(msg.payload).toMatchObject({
      kind: "club_invite",
      memberId: 500011,
      campaignId: 77,
      workspaceId: "ws_a",
    });
    expect(msg.payload.text).toContain("ACME-SPRING");
  });

  it("marking an invite invited writes its events into it once; reads never return them", async () => {
    await store.claimInvite({
      workspaceId: "ws_a",
      campaignId: 78,
      clubMemberId: 500014,
      month: "2026-10",
      invitedAt: new Date(),
    });
    const events = inviteEvents({ ...facts, campaignId: 78 }, 500014);
    expect(await store.markInvited(78, 500014, events)).toBe(true);
    expect(await store.markInvited(78, 500014, events)).toBe(false); // the sweeper finishing it too
    const raw = await store.invites.findOne({ _id: "78:500014" });
    expect(raw!.pending!.map((e) => e.id)).toEqual([
      "club_invite:ws_a:78:500014",
      "club_invite_sent:ws_a:78:500014",
    ]);
    expect(await store.invite(78, 500014)).not.toHaveProperty("pending");
  });

  it("gives a half-sent invite up when the month has no invite left", async () => {
    for (let i = 0; i < 2; i++) await store.spendOne("ws_full", "2026-10", 2);
    await store.claimInvite({
      workspaceId: "ws_full",
      campaignId: 77,
      clubMemberId: 500013,
      month: "2026-10",
      invitedAt: new Date(Date.now() - 120_000),
    });
    expect(await sweepStuckInvites(rt(), 2)).toBe(0);
    expect(await store.invite(77, 500013)).toBeNull();
    expect(await db.collection("outbox").countDocuments({ _id: { $regex: "500013$" } as never })).toBe(0);
  });
});

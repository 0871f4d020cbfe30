import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { ensureIndexes } from "../../shared/mongo.ts";
import { brandRenamed, memberAdded } from "./events.ts";
import { BrandTeamStore, indexes } from "./store.ts";

/**
 * store.ts against the embedded MongoDB-compatible store through the official driver: one member
 * per address under concurrent adds, the member count never lets a team go empty, renames answer the
 * name before, and logo bytes come back exactly.
 */

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;
let store: BrandTeamStore;

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("brand_team_store_test");
  await ensureIndexes(db, indexes);
  store = new BrandTeamStore(db);
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

describe("brand-team store", () => {
  it("adds one member per address, ids from 1001, counting members", async () => {
    await store.ensureWorkspace("ws_1", "Acme");
    await store.ensureWorkspace("ws_1", "Ignored on retry");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => store.insertMember("ws_1", "a@example.com")),
    );
    const made = results.filter((r) => r !== null);
    expect(made).toHaveLength(1);
    expect(made[0]!.memberId).toBeGreaterThanOrEqual(1001);
    const ws = await store.workspace("ws_1");
    expect(ws).toMatchObject({ brand: "Acme", memberCount: 1, brandColor: null, logoFile: null });
    // The same address may be on another workspace's team.
    expect(await store.insertMember("ws_2", "a@example.com")).not.toBeNull();
  });

  it("never lets concurrent removals take the last member", async () => {
    await store.ensureWorkspace("ws_3", "Duo");
    const a = (await store.insertMember("ws_3", "a@example.com"))!;
    const b = (await store.insertMember("ws_3", "b@example.com"))!;
    const reserved = await Promise.all([
      store.reserveRemoval("ws_3"),
      store.reserveRemoval("ws_3"),
      store.reserveRemoval("ws_3"),
    ]);
    expect(reserved.filter(Boolean)).toHaveLength(1);
    await store.deleteMember(b);
    expect((await store.workspace("ws_3"))?.memberCount).toBe(1);
    expect((await store.membersOf("ws_3")).map((m) => m.email)).toEqual([a.email]);
  });

  it("two removals of the same member count it once", async () => {
    await store.ensureWorkspace("ws_7", "Trio");
    for (const e of ["a@example.com", "b@example.com", "c@example.com"]) await store.insertMember("ws_7", e);
    const b = (await store.memberByEmail("ws_7", "b@example.com"))!;
    expect(await Promise.all([store.reserveRemoval("ws_7"), store.reserveRemoval("ws_7")])).toEqual([
      true,
      true,
    ]);
    // Both delete; the one that finds it gone gives its reservation back.
    await Promise.all([store.deleteMember(b), store.deleteMember(b)]);
    expect((await store.workspace("ws_7"))?.memberCount).toBe(2);
    expect((await store.membersOf("ws_7")).map((m) => m.email)).toEqual(["a@example.com", "c@example.com"]);
  });

  it("undoes an add the identity service never heard of", async () => {
    await store.ensureWorkspace("ws_4", "Solo");
    const m = (await store.insertMember("ws_4", "x@example.com"))!;
    await store.undoInsert(m);
    expect(await store.membersOf("ws_4")).toEqual([]);
    expect((await store.workspace("ws_4"))?.memberCount).toBe(0);
  });

  it("renames with compare-and-set on nameVersion, the rename event in the same write, never read back", async () => {
    await store.ensureWorkspace("ws_5", "Old");
    const read = (await store.workspace("ws_5"))!;
    const ev = brandRenamed("ws_5", "Old", "New", 1);
    expect(await store.renameIfVersion(read, "New", [ev])).toBe(true);
    expect(await store.renameIfVersion(read, "Other", [brandRenamed("ws_5", "Old", "Other", 1)])).toBe(false);
    expect(await store.workspace("ws_5")).toEqual({ ...read, brand: "New", nameVersion: 1 });
    expect((await store.workspaces.findOne({ _id: "ws_5" }))!.pending).toEqual([ev]);
    // A workspace stored before renames were versioned.
    await store.workspaces.insertOne({ ...read, _id: "ws_old", nameVersion: undefined as never });
    await store.workspaces.updateOne({ _id: "ws_old" }, { $unset: { nameVersion: "" } });
    expect(await store.renameIfVersion((await store.workspace("ws_old"))!, "X", [])).toBe(true);
    expect(await store.workspace("ws_old")).toMatchObject({ brand: "X", nameVersion: 1 });
  });

  it("a member's events ride in its inserted document; member reads never return them", async () => {
    await store.ensureWorkspace("ws_8", "Ev");
    const m = (await store.insertMember(
      "ws_8",
      "e@example.com",
      (id) => [memberAdded("ws_8", id, "e@example.com")],
    ))!;
    expect((await store.members.findOne({ _id: m._id }))!.pending!.map((e) => e.id)).toEqual([
      `team.member_added:ws_8:${m.memberId}`,
    ]);
    expect(await store.memberByEmail("ws_8", "e@example.com")).toEqual(m);
    expect(await store.membersOf("ws_8")).toEqual([m]);
  });

  it("keeps logo bytes exactly and prunes only old files the workspace left", async () => {
    await store.ensureWorkspace("ws_6", "Logo");
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.saveLogo("ws_6", "a.png", "image/png", bytes);
    await store.saveLogo("ws_6", "a.png", "image/png", bytes); // same file again: no-op
    await store.setBrand("ws_6", { logoFile: "a.png" });
    const got = await store.logo("ws_6", "a.png");
    expect(got?.contentType).toBe("image/png");
    expect([...got!.bytes]).toEqual([...bytes]);
    await store.saveLogo("ws_6", "b.png", "image/png", bytes);
    await db.collection("logos").updateOne({ _id: "ws_6/a.png" as never }, {
      $set: { createdAt: new Date(Date.now() - 120_000) },
    });
    await store.setBrand("ws_6", { logoFile: "b.png" });
    await store.pruneLogos("ws_6");
    expect(await store.logo("ws_6", "a.png")).toBeNull();
    expect(await store.logo("ws_6", "b.png")).not.toBeNull();
  });
});

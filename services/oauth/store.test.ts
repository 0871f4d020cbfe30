import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { createLogger } from "../../shared/log.ts";
import { ensureIndexes } from "../../shared/mongo.ts";
import { Outbox } from "../../shared/nats.ts";
import { IdentityStore, indexes, type MintInput } from "./store.ts";

/**
 * Token revocation against the embedded store: the `ccw.token.revoked` event is written with the
 * revocation (or orphaning), copied into the outbox once, and token reads never return it.
 */

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;
const log = createLogger("oauth-store-test");
const store = () => new IdentityStore(db);
/** No NATS: added records stay in the `outbox` collection. */
const relay = () => ({ outbox: new Outbox(db, () => undefined, log), log });
const mint = async (workspaceId: string, memberId: number) =>
  (await store().mintToken({
    workspaceId,
    memberId,
    label: "agent",
    scopes: ["campaigns:read"],
    kind: "api",
    expiry: "30d",
  } as MintInput)).doc;

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("oauth_store_test");
  await ensureIndexes(db, [...Outbox.indexes, ...indexes]);
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

describe("token revocation events", () => {
  it("a revocation carries its event in the same write; it is copied once and a second revoke adds none", async () => {
    const t = await mint("ws1", 1001);
    expect(await store().revokeToken(relay(), "ws1", t._id)).toBe(true);
    expect(await store().revokeToken(relay(), "ws1", t._id)).toBe(false);
    const records = await db.collection("outbox").find({ _id: `revoked:${t._id}` as never }).toArray();
    expect(records.map((r) => [r.subject, r.payload])).toEqual([
      ["ccw.token.revoked", { workspaceId: "ws1", tokenId: t._id, reason: "revoked" }],
    ]);
    const raw = await db.collection("tokens").findOne({ _id: t._id as never });
    expect(raw).toMatchObject({ pending: [] });
    expect(raw!.revokedAt).toBeInstanceOf(Date);
    for (const read of [await store().tokenById(t._id), await store().tokenByHash(t.hash)]) {
      expect(read).not.toHaveProperty("pending");
    }
  });

  it("orphaning a member's tokens writes one event per token into that token", async () => {
    const a = await mint("ws2", 1002);
    const b = await mint("ws2", 1002);
    const other = await mint("ws2", 1003);
    const down = relay();
    down.outbox.add = () => Promise.reject(new Error("outbox down")); // the flush fails: events stay put
    expect(await store().orphanMemberTokens(down, "ws2", 1002)).toBe(2);
    for (const t of [a, b]) {
      const raw = await db.collection("tokens").findOne({ _id: t._id as never });
      expect(raw!.pending.map((e: { id: string }) => e.id)).toEqual([`orphaned:${t._id}`]);
    }
    expect(await db.collection("tokens").findOne({ _id: other._id as never })).not.toHaveProperty("pending");
    expect((await store().tokensOf("ws2")).every((t) => !("pending" in t))).toBe(true);
  });
});

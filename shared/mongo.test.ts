import { type Db, MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "../deploy/embedded-mongo/mod.ts";
import { nextSeq, SeqBlocks } from "./mongo.ts";

/** The id counters against the embedded store through the official driver. */

let mongo: EmbeddedMongo;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
  db = client.db("mongo_helpers_test");
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
});

describe("SeqBlocks", () => {
  it("hands out the counter's numbers a block at a time: concurrent callers of two 'replicas' never share one", async () => {
    const a = new SeqBlocks(db, "blocks", 1000, 4);
    const b = new SeqBlocks(db, "blocks", 1000, 4);
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 ? a : b).next()));
    expect(new Set(ids).size).toBe(30);
    expect(Math.min(...ids)).toBe(1001);
    // Within one allocator, increasing.
    const fromA: number[] = [];
    for (let i = 0; i < 6; i++) fromA.push(await a.next());
    expect([...fromA].sort((x, y) => x - y)).toEqual(fromA);
    // Blocks are reserved on the shared counter: 30 + 6 ids came from at most 36 / 4 + 2 reservations.
    const counter = await db.collection<{ _id: string; seq: number }>("counters").findOne({ _id: "blocks" });
    expect(counter!.seq % 4).toBe(0);
    expect(counter!.seq).toBeLessThanOrEqual(36 + 2 * 4);
  });

  it("shares nextSeq's numbering: one after the other never repeats a number", async () => {
    const first = await nextSeq(db, "mixed", 1000);
    const blocks = new SeqBlocks(db, "mixed", 1000, 8);
    const fromBlock = [await blocks.next(), await blocks.next()];
    const after = await nextSeq(db, "mixed", 1000);
    expect(first).toBe(1001);
    expect(fromBlock).toEqual([1002, 1003]);
    expect(after).toBe(1010);
  });
});

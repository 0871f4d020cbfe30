// Behaviour specific to the embedded store (not part of the MongoDB conformance suite): indexes are
// really used, transactions are refused, cursors time out, persistence details, key ordering.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import fc from "fast-check";
import {
  Binary,
  BSON,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  MongoClient,
  MongoServerError,
  ObjectId,
} from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CursorRegistry } from "./cursors.ts";
import { compareValues, encodeKey } from "./keys.ts";
import { type EmbeddedMongo, startEmbeddedMongo } from "./mod.ts";
import { SortedList } from "./storage/sorted-list.ts";
import { Store } from "./storage/store.ts";
import { encodeDoc, flagRaw, RawDoc } from "./raw.ts";
import { deserialize } from "./values.ts";

let mongo: EmbeddedMongo;
let client: MongoClient;
const dirs: string[] = [];

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  client = await new MongoClient(mongo.url).connect();
});

afterAll(async () => {
  await client?.close();
  await mongo?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tmpDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "emongo-embedded-"));
  dirs.push(d);
  return d;
}

async function explain(coll: string, filter: object, opts: { sort?: object; limit?: number } = {}) {
  const r = await client.db("plans").command({ explain: { find: coll, filter, ...opts } });
  return {
    stage: r.queryPlanner.winningPlan.stage as string,
    index: r.queryPlanner.winningPlan.indexName as string | undefined,
    returned: r.executionStats.nReturned as number,
    examined: r.executionStats.totalDocsExamined as number,
  };
}

describe("query planning uses indexes", () => {
  beforeAll(async () => {
    const c = client.db("plans").collection("p");
    await c.createIndex({ email: 1 }, { unique: true });
    await c.createIndex({ age: 1 });
    await c.createIndex({ city: 1, age: -1 });
    await c.createIndex({ tags: 1 });
    await c.insertMany(Array.from({ length: 2000 }, (_, i) => ({
      _id: i as never,
      email: `u${i}@x`,
      age: i % 100,
      city: ["oslo", "rome", "kyiv", "lima"][i % 4],
      tags: [`t${i % 10}`, `g${i % 7}`],
      score: i,
    })));
  });

  it("equality on _id and on a unique field touches one document", async () => {
    expect(await explain("p", { _id: 1500 })).toMatchObject({ stage: "IDHACK", returned: 1, examined: 1 });
    expect(await explain("p", { email: "u77@x" })).toMatchObject({
      stage: "IXSCAN",
      index: "email_1",
      returned: 1,
      examined: 1,
    });
  });

  it("equality and range on a secondary index examine only matching documents", async () => {
    expect(await explain("p", { age: 42 })).toMatchObject({
      stage: "IXSCAN",
      index: "age_1",
      returned: 20,
      examined: 20,
    });
    expect(await explain("p", { age: { $gte: 10, $lt: 12 } })).toMatchObject({
      index: "age_1",
      returned: 40,
      examined: 40,
    });
    expect(await explain("p", { age: { $in: [1, 2, 3] } })).toMatchObject({
      index: "age_1",
      returned: 60,
      examined: 60,
    });
    expect(await explain("p", { age: { $gt: 97 }, score: { $lt: 500 } })).toMatchObject({
      index: "age_1",
      returned: 10,
      examined: 40,
    });
  });

  it("compound index: equality prefix, multikey arrays", async () => {
    expect(await explain("p", { city: "rome", age: 5 })).toMatchObject({
      index: "city_1_age_-1",
      returned: 20,
      examined: 20,
    });
    expect(await explain("p", { tags: "t3" })).toMatchObject({
      index: "tags_1",
      returned: 200,
      examined: 200,
    });
  });

  it("sort + limit on an indexed field stops early instead of sorting everything", async () => {
    const asc = await explain("p", {}, { sort: { age: 1 }, limit: 5 });
    expect(asc).toMatchObject({ index: "age_1", returned: 5 });
    expect(asc.examined).toBeLessThanOrEqual(5);
    const desc = await explain("p", { city: "lima" }, { sort: { age: -1 }, limit: 3 });
    expect(desc).toMatchObject({ index: "city_1_age_-1", returned: 3 });
    expect(desc.examined).toBeLessThanOrEqual(3);
    const docs = await client.db("plans").collection("p").find({}, { sort: { age: -1, _id: 1 }, limit: 3 })
      .toArray();
    expect(docs.map((d) => d.age)).toEqual([99, 99, 99]);
  });

  it("an unindexed predicate falls back to a collection scan", async () => {
    expect(await explain("p", { score: 7 })).toMatchObject({
      stage: "COLLSCAN",
      returned: 1,
      examined: 2000,
    });
  });

  it("index results agree with a full scan for many filters", async () => {
    const c = client.db("plans").collection("p");
    const filters: object[] = [
      { age: { $gt: 50 } },
      { age: { $lte: 3 } },
      { age: { $gt: 10, $lt: 5 } },
      { age: 5, city: "oslo" },
      { city: { $in: ["oslo", "kyiv"] }, age: { $lt: 10 } },
      { tags: { $in: ["t1", "g2"] } },
      { email: { $gte: "u19", $lt: "u2" } },
      { age: null },
      { age: { $type: "int" } },
    ];
    for (const f of filters) {
      const viaIndex = (await c.find(f).toArray()).map((d) => d._id).sort((a, b) => a - b);
      const viaScan =
        (await c.find({ $and: [f, { score: { $gte: 0 } }] }, { hint: { $natural: 1 } }).toArray())
          .map((d) => d._id).sort((a, b) => a - b);
      expect(viaIndex).toEqual(viaScan);
    }
  });
});

describe("transactions are refused", () => {
  it("standalone: IllegalOperation (20), data unchanged", async () => {
    const c = client.db("tx").collection("c");
    const session = client.startSession();
    try {
      const e = await session.withTransaction(async () => {
        await c.insertOne({ x: 1 }, { session });
      }).catch((err) => err);
      // Like with a real standalone mongod, the driver wraps the server's code 20 in its own
      // "does not support retryable writes" error.
      expect(e).toBeInstanceOf(MongoServerError);
      expect(e.errorResponse?.originalError?.code ?? e.code).toBe(20);
    } finally {
      await session.endSession();
    }
    expect(await c.countDocuments()).toBe(0);
    const raw = await client.db("tx").command({
      insert: "c",
      documents: [{ a: 1 }],
      txnNumber: Long.fromNumber(1),
    }).catch((err) => err);
    expect(raw.code).toBe(20);
    expect(raw.message).toBe("Transaction numbers are only allowed on a replica set member or mongos");
  });

  it("replica-set mode: multi-document transactions answer a clear error", async () => {
    const rs = await startEmbeddedMongo({ replSet: "rs0" });
    const rsClient = await new MongoClient(rs.url).connect();
    try {
      const session = rsClient.startSession();
      const e = await session.withTransaction(async () => {
        await rsClient.db("tx").collection("c").insertOne({ x: 1 }, { session });
      }).catch((err) => err);
      await session.endSession();
      expect(e.code).toBe(263);
      expect(e.codeName).toBe("OperationNotSupportedInTransaction");
      expect(e.message).toMatch(/Multi-document transactions are not supported by embedded-mongo/);
      expect(await rsClient.db("tx").collection("c").countDocuments()).toBe(0);
    } finally {
      await rsClient.close();
      await rs.close();
    }
  });
});

describe("cursors", () => {
  it("idle cursors time out and then answer CursorNotFound", () => {
    const reg = new CursorRegistry();
    const first = reg.open("db.c", [{ a: 1 }, { a: 2 }, { a: 3 }], { batchSize: 1 });
    const id = (first.cursor as { id: Long }).id.toBigInt();
    expect([...(reg.getMore(id, "db.c", 1).cursor as { nextBatch: unknown[] }).nextBatch]).toEqual([{
      a: 2,
    }]);
    expect(reg.sweep(Date.now() + reg.timeoutMs + 1)).toBe(1);
    expect(() => reg.getMore(id, "db.c")).toThrow(/cursor id \d+ not found/);
  });

  it("noCursorTimeout cursors survive the sweep", () => {
    const reg = new CursorRegistry();
    const first = reg.open("db.c", [{ a: 1 }, { a: 2 }], { batchSize: 1, noTimeout: true });
    expect(reg.sweep(Date.now() + reg.timeoutMs * 10)).toBe(0);
    const more = reg.getMore((first.cursor as { id: Long }).id.toBigInt(), "db.c").cursor as {
      nextBatch: unknown[];
    };
    expect([...more.nextBatch]).toEqual([{ a: 2 }]);
  });
});

describe("persistence details", () => {
  it("TTL deletions, index definitions and collection options survive a restart", async () => {
    const dir = tmpDir();
    const a = await startEmbeddedMongo({ dataDir: dir, ttlSweepMs: 100 });
    const ca = await new MongoClient(a.url).connect();
    const c = ca.db("p").collection("sessions");
    await ca.db("p").createCollection("capped_like", { validator: { x: { $exists: true } } });
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    await c.createIndex({ user: 1, at: -1 }, { name: "user_at" });
    await c.insertMany([{ user: "a", at: new Date(Date.now() - 10_000) }, {
      user: "b",
      at: new Date(Date.now() + 3_600_000),
    }]);
    // Generous deadline: the sweep runs every 100 ms, but a loaded machine can starve timers.
    for (let i = 0; i < 600 && (await c.countDocuments()) > 1; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await c.countDocuments()).toBe(1);
    await ca.close();
    await a.close();

    const b = await startEmbeddedMongo({ dataDir: dir });
    const cb = await new MongoClient(b.url).connect();
    try {
      const c2 = cb.db("p").collection("sessions");
      expect((await c2.find().toArray()).map((d) => d.user)).toEqual(["b"]);
      const idx = await c2.listIndexes().toArray();
      expect(idx.map((i) => i.name)).toEqual(["_id_", "at_1", "user_at"]);
      expect(idx[1].expireAfterSeconds).toBe(1);
      const colls = await cb.db("p").listCollections({ name: "capped_like" }).toArray();
      expect(colls[0].options).toEqual({ validator: { x: { $exists: true } } });
    } finally {
      await cb.close();
      await b.close();
    }
  }, 60_000);

  it("fsync 'always' mode persists every write too", async () => {
    const dir = tmpDir();
    const a = await startEmbeddedMongo({ dataDir: dir, fsync: "always" });
    const ca = await new MongoClient(a.url).connect();
    await Promise.all(Array.from({ length: 20 }, (_, i) => ca.db("a").collection("c").insertOne({ i })));
    await ca.close();
    await a.close();
    const b = await startEmbeddedMongo({ dataDir: dir });
    const cb = await new MongoClient(b.url).connect();
    try {
      expect(await cb.db("a").collection("c").countDocuments()).toBe(20);
    } finally {
      await cb.close();
      await b.close();
    }
  });

  it("journal records larger than 17 MB (one big insert command) replay intact", async () => {
    const dir = tmpDir();
    const a = await startEmbeddedMongo({ dataDir: dir });
    const ca = await new MongoClient(a.url).connect();
    const big = (ch: string) => ch.repeat(10 * 1024 * 1024);
    await ca.db("big").collection("b").insertMany([{ _id: 1 as never, s: big("a") }, {
      _id: 2 as never,
      s: big("b"),
    }, { _id: 3 as never, s: big("c") }]);
    await ca.close();
    await a.close();
    const b = await startEmbeddedMongo({ dataDir: dir });
    const cb = await new MongoClient(b.url).connect();
    try {
      const docs = await cb.db("big").collection("b").find({}, { sort: { _id: 1 } }).toArray();
      expect(docs.map((d) => [d._id, d.s.length, d.s[5]])).toEqual([[1, 10485760, "a"], [2, 10485760, "b"], [
        3,
        10485760,
        "c",
      ]]);
    } finally {
      await cb.close();
      await b.close();
    }
  }, 60_000);

  it("dropDatabase, dropCollection, renameCollection and dropIndex are replayed", async () => {
    const dir = tmpDir();
    const a = await startEmbeddedMongo({ dataDir: dir });
    const ca = await new MongoClient(a.url).connect();
    await ca.db("gone").collection("x").insertOne({ a: 1 });
    await ca.db("gone").dropDatabase();
    await ca.db("keep").collection("old").insertMany([{ a: 1 }, { a: 2 }]);
    await ca.db("keep").collection("old").createIndex({ a: 1 });
    await ca.db("keep").collection("old").dropIndex("a_1");
    await ca.db("keep").collection("old").rename("new");
    await ca.db("keep").collection("tmp").insertOne({});
    await ca.db("keep").collection("tmp").drop();
    await ca.close();
    await a.close();
    const b = await startEmbeddedMongo({ dataDir: dir });
    const cb = await new MongoClient(b.url).connect();
    try {
      const dbs = (await cb.db().admin().listDatabases({ nameOnly: true })).databases.map((d) => d.name);
      expect(dbs).toContain("keep");
      expect(dbs).not.toContain("gone");
      expect((await cb.db("keep").listCollections().toArray()).map((c) => c.name)).toEqual(["new"]);
      expect(await cb.db("keep").collection("new").countDocuments()).toBe(2);
      expect((await cb.db("keep").collection("new").listIndexes().toArray()).map((i) => i.name)).toEqual([
        "_id_",
      ]);
    } finally {
      await cb.close();
      await b.close();
    }
  });
});

describe("concurrency and size", () => {
  it("16 concurrent $inc on one document are all applied", async () => {
    const c = client.db("conc").collection("counter");
    await c.insertOne({ _id: "k" as never, n: 0 });
    await Promise.all(Array.from({ length: 16 }, async () => {
      for (let i = 0; i < 50; i++) await c.updateOne({ _id: "k" as never }, { $inc: { n: 1 } });
    }));
    expect((await c.findOne({ _id: "k" as never }))!.n).toBe(800);
  });

  it("large batches and large documents", async () => {
    const c = client.db("big").collection("docs");
    const docs = Array.from({ length: 30_000 }, (_, i) => ({ i, s: "x".repeat(100) }));
    await c.insertMany(docs);
    expect(await c.countDocuments()).toBe(30_000);
    const big = "y".repeat(12 * 1024 * 1024);
    await c.insertOne({ _id: "big" as never, big });
    expect((await c.findOne({ _id: "big" as never }))!.big.length).toBe(big.length);
    const all = await c.find({}, { projection: { i: 1 } }).toArray();
    expect(all.length).toBe(30_001);
  }, 60_000);
});

describe("memory", () => {
  it("stored Binary values do not pin the message buffer they were parsed from", () => {
    const store = new Store();
    const bytes = BSON.serialize({
      _id: 1,
      b: new Binary(new Uint8Array([1, 2, 3]), 4),
      list: [new Binary(new Uint8Array([9]))],
      dec: Decimal128.fromString("1.25"),
      pad: "x".repeat(10_000),
    });
    const doc = deserialize(bytes);
    expect((doc.b as Binary).buffer.buffer.byteLength).toBeGreaterThan(10_000);
    const c = store.ensureColl("m", "c");
    store.insert(c, doc);
    const stored = c.getById(1)!.doc;
    expect((stored.b as Binary).buffer.buffer.byteLength).toBe(3);
    expect([...(stored.b as Binary).buffer]).toEqual([1, 2, 3]);
    expect((stored.list as Binary[])[0].buffer.buffer.byteLength).toBe(1);
    expect((stored.dec as Decimal128).bytes.buffer.byteLength).toBe(16);
    expect((stored.dec as Decimal128).toString()).toBe("1.25");
  });
});

describe("raw document envelopes", () => {
  it("encodeDoc with cached document bytes equals js-bson serializing the same structure", () => {
    const docs = [
      {
        _id: new ObjectId(),
        s: "ünï",
        n: new Int32(5),
        d: new Double(1),
        l: Long.fromNumber(7),
        arr: [1, { x: null }],
      },
      { _id: 2, empty: {} },
    ];
    const raw = docs.map((d) => new RawDoc(BSON.serialize(d)));
    const reply = flagRaw({
      cursor: flagRaw({ firstBatch: flagRaw(raw), id: Long.fromString("123456789012345"), ns: "db.cöll" }),
      ok: 1,
      n: -3,
      big: 2 ** 40,
      f: 1.5,
      when: new Date(0),
    });
    const plain = {
      cursor: { firstBatch: docs, id: Long.fromString("123456789012345"), ns: "db.cöll" },
      ok: 1,
      n: -3,
      big: 2 ** 40,
      f: 1.5,
      when: new Date(0),
    };
    expect([...encodeDoc(reply)]).toEqual([...BSON.serialize(plain)]);
    const withHeader = encodeDoc(reply, 21);
    expect([...withHeader.subarray(21)]).toEqual([...BSON.serialize(plain)]);
    expect([...encodeDoc({ a: 1 }, 3).subarray(3)]).toEqual([...BSON.serialize({ a: 1 })]);
  });
});

describe("key encoding", () => {
  it("orders values like MongoDB's BSON comparison", () => {
    const ordered = [
      new MinKey(),
      null,
      new Double(-Infinity),
      Long.fromString("-9007199254740993"),
      new Int32(-5),
      Decimal128.fromString("-0.5"),
      0,
      new Double(0.25),
      Long.fromNumber(3),
      Decimal128.fromString("3.5"),
      new Double(Infinity),
      "",
      "A",
      "a",
      "ab",
      "b",
      {},
      { a: 1 },
      { a: 1, b: 1 },
      { b: 0 },
      [],
      [1],
      [1, 2],
      new Binary(new Uint8Array([1])),
      new Binary(new Uint8Array([0, 0])),
      new ObjectId("000000000000000000000000"),
      new ObjectId("ffffffffffffffffffffffff"),
      false,
      true,
      new Date(-1),
      new Date(0),
      new Date(1),
      /a/,
      new MaxKey(),
    ];
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(
        compareValues(ordered[i], ordered[i + 1]),
        `${i}: ${String(ordered[i])} < ${String(ordered[i + 1])}`,
      ).toBe(-1);
    }
    expect(encodeKey(new Int32(7))).toBe(encodeKey(new Double(7)));
    expect(encodeKey(Long.fromNumber(7))).toBe(encodeKey(Decimal128.fromString("7.0")));
    expect(encodeKey(undefined)).toBe(encodeKey(null));
  });

  it("numeric order matches JS order for arbitrary doubles", () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
      const want = a < b ? -1 : a > b ? 1 : 0;
      return compareValues(a, b) === want;
    }));
  });

  it("string order matches code-unit order, including NUL bytes", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (a, b) => {
      const want = a < b ? -1 : a > b ? 1 : 0;
      return compareValues(a, b) === want;
    }));
  });
});

describe("SortedList", () => {
  it("behaves like a sorted array under random inserts, removes and range scans", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 3000 })), { maxLength: 4000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        (ops, x, y) => {
          const list = new SortedList();
          const ref = new Set<string>();
          const key = (n: number) => n.toString().padStart(5, "0");
          for (const [add, n] of ops) {
            if (add) {
              expect(list.insert({ s: key(n), id: String(n) })).toBe(!ref.has(key(n)));
              ref.add(key(n));
            } else {
              expect(list.remove(key(n))).toBe(ref.has(key(n)));
              ref.delete(key(n));
            }
          }
          const [lo, hi] = [key(Math.min(x, y)), key(Math.max(x, y))];
          const want = [...ref].sort().filter((s) => s >= lo && s < hi);
          expect([...list.range(lo, hi)].map((e) => e.s)).toEqual(want);
          expect([...list.range(lo, hi, true)].map((e) => e.s)).toEqual(want.slice().reverse());
          expect(list.ids(lo, hi)).toEqual(want.map((k) => String(Number(k))));
          expect(list.ids(lo, hi, true)).toEqual(want.map((k) => String(Number(k))).reverse());
          expect(list.size).toBe(ref.size);
        },
      ),
      { numRuns: 60 },
    );
  });
});

// Conformance suite: the same assertions run against the embedded store (default) or a real
// MongoDB when MONGO_URL is set (MONGO_RS_URL, or MONGO_URL itself, must then be a replica set for the
// retryable-write test). Only behaviour MongoDB 7 actually has is asserted here; embedded-only
// behaviour (index use, transactions refused, bad input) lives in embedded.test.ts.
import {
  Binary,
  type Collection,
  type Db,
  Decimal128,
  Double,
  Int32,
  Long,
  MongoClient,
  MongoServerError,
  ObjectId,
} from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedMongo, startEmbeddedMongo } from "./mod.ts";

const EXTERNAL_URL = process.env.MONGO_URL;
const EXTERNAL_RS_URL = process.env.MONGO_RS_URL ?? process.env.MONGO_URL;
/** A real mongod's TTL monitor runs every 60 s; the embedded store here sweeps every 200 ms. */
const TTL_WAIT_MS = 75_000;

let embedded: EmbeddedMongo | undefined;
let embeddedRs: EmbeddedMongo | undefined;
let client: MongoClient;
let db: Db;
const dbName = `conformance_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  let url = EXTERNAL_URL;
  if (!url) {
    embedded = await startEmbeddedMongo({ ttlSweepMs: 200 });
    url = embedded.url;
  }
  client = await new MongoClient(url).connect();
  db = client.db(dbName);
});

afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
  await embedded?.close();
  await embeddedRs?.close();
});

/** Fresh, uniquely named collection per test. */
let collCounter = 0;
function coll<T extends object = any>(prefix = "c"): Collection<T> {
  return db.collection<T>(`${prefix}_${++collCounter}`);
}

async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof MongoServerError) return e;
    throw e;
  }
  throw new Error("expected a server error");
}

describe("handshake and admin commands", () => {
  it("hello / isMaster / ping / buildInfo", async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello.ok).toBe(1);
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
    expect(hello.localTime).toBeInstanceOf(Date);
    const legacy = await db.admin().command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
    expect((await db.command({ ping: 1 })).ok).toBe(1);
    const info = await db.admin().command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("getParameter, connectionStatus, serverStatus, killAllSessions, endSessions", async () => {
    const p = await db.admin().command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(p.ok).toBe(1);
    expect((await db.admin().command({ connectionStatus: 1 })).ok).toBe(1);
    const status = await db.admin().command({ serverStatus: 1 });
    expect(status.ok).toBe(1);
    expect(status.connections.current).toBeGreaterThanOrEqual(1);
    expect((await db.admin().command({ killAllSessions: [] })).ok).toBe(1);
    expect((await db.admin().command({ endSessions: [] })).ok).toBe(1);
  });

  it("unknown command -> 59 CommandNotFound", async () => {
    const e = await serverError(db.command({ noSuchThing: 1 }));
    expect(e.code).toBe(59);
    expect(e.codeName).toBe("CommandNotFound");
    expect(e.message).toContain("no such command: 'noSuchThing'");
  });
});

describe("databases and collections", () => {
  it("create, listCollections (filter, nameOnly), drop, listDatabases, dropDatabase", async () => {
    const local = client.db(`${dbName}_ddl`);
    await local.createCollection("alpha");
    await local.collection("beta").insertOne({ x: 1 });
    const names = (await local.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(["alpha", "beta"]);
    const filtered = await local.listCollections({ name: "beta" }).toArray();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ name: "beta", type: "collection" });
    const dbs = await client.db().admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(`${dbName}_ddl`);
    expect(await local.collection("alpha").drop()).toBe(true);
    expect((await local.listCollections().toArray()).map((c) => c.name)).toEqual(["beta"]);
    await local.dropDatabase();
    const after = await client.db().admin().listDatabases({ nameOnly: true });
    expect(after.databases.map((d) => d.name)).not.toContain(`${dbName}_ddl`);
  });

  it("createIndexes / listIndexes / dropIndexes", async () => {
    const c = coll();
    await c.insertOne({ a: 1, b: 1 });
    expect(await c.createIndex({ a: 1 })).toBe("a_1");
    expect(await c.createIndex({ a: 1, b: -1 }, { unique: true, name: "ab" })).toBe("ab");
    const idx = await c.listIndexes().toArray();
    expect(idx.map((i) => i.name)).toEqual(["_id_", "a_1", "ab"]);
    expect(idx[2]).toMatchObject({ key: { a: 1, b: -1 }, unique: true });
    await c.dropIndex("a_1");
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_", "ab"]);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(["_id_"]);
  });
});

describe("CRUD", () => {
  it("insert, find with filter/sort/skip/limit/projection, count, distinct", async () => {
    const c = coll();
    await c.insertMany([
      { name: "ann", age: 31, city: "oslo", tags: ["a", "b"] },
      { name: "bob", age: 25, city: "rome", tags: ["b"] },
      { name: "cid", age: 42, city: "oslo", tags: [] },
      { name: "dan", age: 25, city: "kyiv" },
    ]);
    const byAge = await c.find({}, { sort: { age: 1, name: -1 }, projection: { _id: 0, name: 1 } }).toArray();
    expect(byAge).toEqual([{ name: "dan" }, { name: "bob" }, { name: "ann" }, { name: "cid" }]);
    const page = await c.find({ age: { $gte: 25 } }).sort({ name: 1 }).skip(1).limit(2).toArray();
    expect((await c.find({}, { sort: { $natural: -1 } }).toArray()).map((d) => d.name)).toEqual([
      "dan",
      "cid",
      "bob",
      "ann",
    ]);
    expect(page.map((d) => d.name)).toEqual(["bob", "cid"]);
    expect(await c.countDocuments({ city: "oslo" })).toBe(2);
    expect(await c.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await c.estimatedDocumentCount()).toBe(4);
    expect((await c.distinct("city")).sort()).toEqual(["kyiv", "oslo", "rome"]);
    expect((await c.distinct("tags", { city: "oslo" })).sort()).toEqual(["a", "b"]);
    expect(await c.countDocuments({ tags: "b" })).toBe(2);
    expect(await c.countDocuments({ tags: { $size: 0 } })).toBe(1);
    expect(await c.countDocuments({ tags: { $exists: false } })).toBe(1);
    expect(await c.countDocuments({ $or: [{ name: "ann" }, { age: { $lt: 26 } }] })).toBe(3);
    expect(await c.countDocuments({ name: { $regex: "^[ab]" } })).toBe(2);
    expect(await c.countDocuments({ name: { $in: ["ann", "zed"] } })).toBe(1);
    expect(await c.countDocuments({ $expr: { $gt: ["$age", 30] } })).toBe(2);
  });

  it("query operators", async () => {
    const c = coll();
    await c.insertMany([
      { n: 1, tags: ["a", "b"], sub: [{ k: 1, v: "x" }, { k: 2, v: "y" }], s: "apple" },
      { n: 2, tags: ["b", "c"], sub: [{ k: 2, v: "x" }], s: "Banana" },
      { n: 3, tags: [], s: null },
      { n: 4 },
    ]);
    const ns = async (f: object) => (await c.find(f, { sort: { n: 1 } }).toArray()).map((d) => d.n);
    expect(await ns({ n: { $ne: 2 } })).toEqual([1, 3, 4]);
    expect(await ns({ n: { $nin: [1, 2] } })).toEqual([3, 4]);
    expect(await ns({ tags: { $all: ["a", "b"] } })).toEqual([1]);
    expect(await ns({ sub: { $elemMatch: { k: 2, v: "x" } } })).toEqual([2]);
    expect(await ns({ "sub.k": 2, "sub.v": "y" })).toEqual([1]);
    expect(await ns({ n: { $not: { $gt: 2 } } })).toEqual([1, 2]);
    expect(await ns({ $and: [{ n: { $gte: 2 } }, { n: { $lte: 3 } }] })).toEqual([2, 3]);
    expect(await ns({ $nor: [{ n: 1 }, { n: 4 }] })).toEqual([2, 3]);
    expect(await ns({ n: { $mod: [2, 0] } })).toEqual([2, 4]);
    expect(await ns({ s: { $regex: "^b", $options: "i" } })).toEqual([2]);
    expect(await ns({ s: /an/ })).toEqual([2]);
    expect(await ns({ s: null })).toEqual([3, 4]);
    expect(await ns({ s: { $exists: true } })).toEqual([1, 2, 3]);
    expect(await ns({ s: { $type: "null" } })).toEqual([3]);
    expect(await ns({ tags: { $size: 2 } })).toEqual([1, 2]);
    expect(await ns({ "tags.1": "c" })).toEqual([2]);
    expect(await ns({ n: { $in: [1, 4], $gt: 1 } })).toEqual([4]);
  });

  it("renameCollection", async () => {
    const c = coll();
    await c.insertOne({ a: 1 });
    const renamed = await c.rename(`${c.collectionName}_renamed`);
    expect(await renamed.countDocuments()).toBe(1);
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((x) => x.name);
    expect(names).toContain(`${c.collectionName}_renamed`);
    expect(names).not.toContain(c.collectionName);
  });

  it("raw count command with query, skip and limit", async () => {
    const c = coll();
    await c.insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
    const r = await db.command({ count: c.collectionName, query: { i: { $gte: 3 } }, skip: 2, limit: 3 });
    expect(r.n).toBe(3);
  });

  it("projections: inclusion, exclusion, dotted, $slice, $elemMatch, positional", async () => {
    const c = coll();
    await c.insertOne({
      _id: 1 as never,
      a: { b: 1, c: 2 },
      list: [1, 2, 3, 4],
      items: [{ k: "x", v: 1 }, { k: "y", v: 2 }],
    });
    expect(await c.findOne({}, { projection: { "a.b": 1 } })).toEqual({ _id: 1, a: { b: 1 } });
    expect(await c.findOne({}, { projection: { a: 0, list: 0, items: 0 } })).toEqual({ _id: 1 });
    expect(await c.findOne({}, { projection: { _id: 0, list: { $slice: 2 } } })).toMatchObject({
      list: [1, 2],
    });
    expect(await c.findOne({}, { projection: { _id: 0, list: { $slice: -1 } } })).toMatchObject({
      list: [4],
    });
    expect(await c.findOne({}, { projection: { items: { $elemMatch: { k: "y" } } } })).toEqual({
      _id: 1,
      items: [{ k: "y", v: 2 }],
    });
    expect(await c.findOne({ "items.k": "y" }, { projection: { "items.$": 1 } })).toEqual({
      _id: 1,
      items: [{ k: "y", v: 2 }],
    });
    expect(await c.findOne({}, { projection: { "items.v": 1, _id: 0 } })).toEqual({
      items: [{ v: 1 }, { v: 2 }],
    });
  });

  it("updateOne/updateMany/replaceOne/deleteOne/deleteMany report counts", async () => {
    const c = coll();
    await c.insertMany([{ g: 1, v: 1 }, { g: 1, v: 2 }, { g: 2, v: 3 }]);
    const um = await c.updateMany({ g: 1 }, { $set: { seen: true } });
    expect([um.matchedCount, um.modifiedCount]).toEqual([2, 2]);
    const again = await c.updateMany({ g: 1 }, { $set: { seen: true } });
    expect([again.matchedCount, again.modifiedCount]).toEqual([2, 0]);
    const none = await c.updateOne({ g: 9 }, { $set: { x: 1 } });
    expect([none.matchedCount, none.modifiedCount, none.upsertedCount]).toEqual([0, 0, 0]);
    const rep = await c.replaceOne({ v: 3 }, { g: 3, replaced: true });
    expect(rep.modifiedCount).toBe(1);
    const replaced = await c.findOne({ g: 3 }, { projection: { _id: 0 } });
    expect(replaced).toEqual({ g: 3, replaced: true });
    expect((await c.deleteOne({ g: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
  });

  it("pipeline-style update", async () => {
    const c = coll();
    await c.insertMany([{ a: 1, b: 2 }, { a: 10, b: 20 }]);
    await c.updateMany({}, [{ $set: { total: { $add: ["$a", "$b"] } } }, { $unset: "b" }]);
    const docs = await c.find({}, { projection: { _id: 0 }, sort: { a: 1 } }).toArray();
    expect(docs).toEqual([{ a: 1, total: 3 }, { a: 10, total: 30 }]);
  });

  it("findOneAndUpdate / Replace / Delete with sort, projection, new, upsert", async () => {
    const c = coll();
    await c.insertMany([{ k: "a", n: 1 }, { k: "a", n: 5 }, { k: "b", n: 3 }]);
    const before = await c.findOneAndUpdate({ k: "a" }, { $inc: { n: 10 } }, {
      sort: { n: -1 },
      projection: { _id: 0 },
    });
    expect(before).toEqual({ k: "a", n: 5 });
    const after = await c.findOneAndUpdate({ k: "a" }, { $inc: { n: 1 } }, {
      sort: { n: 1 },
      returnDocument: "after",
      projection: { _id: 0, n: 1 },
    });
    expect(after).toEqual({ n: 2 });
    const up = await c.findOneAndUpdate({ k: "z" }, { $set: { n: 0 } }, {
      upsert: true,
      returnDocument: "after",
    });
    expect(up).toMatchObject({ k: "z", n: 0 });
    const upNoNew = await c.findOneAndUpdate({ k: "y" }, { $set: { n: 0 } }, { upsert: true });
    expect(upNoNew).toBeNull();
    const meta = await c.findOneAndUpdate({ k: "nope" }, { $set: { n: 1 } }, { includeResultMetadata: true });
    expect(meta.value).toBeNull();
    expect(meta.lastErrorObject).toMatchObject({ n: 0, updatedExisting: false });
    const rep = await c.findOneAndReplace({ k: "b" }, { k: "b", n: 99 }, {
      returnDocument: "after",
      projection: { _id: 0 },
    });
    expect(rep).toEqual({ k: "b", n: 99 });
    const del = await c.findOneAndDelete({ k: "a" }, { sort: { n: -1 }, projection: { _id: 0 } });
    expect(del).toEqual({ k: "a", n: 15 });
    expect(await c.countDocuments({ k: "a" })).toBe(1);
    expect(await c.findOneAndDelete({ k: "missing" })).toBeNull();
  });
});

describe("update operators", () => {
  it("$set $unset $inc $mul $min $max $rename $currentDate", async () => {
    const c = coll();
    const { insertedId } = await c.insertOne({ a: 1, b: 2, c: 3, lo: 5, hi: 5, old: "x", nested: { z: 1 } });
    await c.updateOne({ _id: insertedId }, {
      $set: { "nested.y": 2, s: "v" },
      $unset: { b: "" },
      $inc: { a: 2, fresh: 1 },
      $mul: { c: 2, zero: 5 },
      $min: { lo: 3 },
      $max: { hi: 9 },
      $rename: { old: "renamed" },
      $currentDate: { touched: true },
    });
    const d = await c.findOne({ _id: insertedId });
    expect(d).toMatchObject({
      a: 3,
      c: 6,
      zero: 0,
      lo: 3,
      hi: 9,
      renamed: "x",
      s: "v",
      fresh: 1,
      nested: { z: 1, y: 2 },
    });
    expect(d).not.toHaveProperty("b");
    expect(d).not.toHaveProperty("old");
    expect(d!.touched).toBeInstanceOf(Date);
  });

  it("$push with $each/$sort/$slice/$position, $addToSet, $pull, $pullAll, $pop, $bit", async () => {
    const c = coll();
    const { insertedId: id } = await c.insertOne({
      arr: [3, 1],
      set: ["a"],
      nums: [1, 2, 3, 4, 5],
      objs: [{ k: 1 }, { k: 2 }],
      flags: 0b1010,
    });
    await c.updateOne({ _id: id }, { $push: { arr: { $each: [5, 2], $sort: 1, $slice: 3 } } });
    expect((await c.findOne({ _id: id }))!.arr).toEqual([1, 2, 3]);
    await c.updateOne({ _id: id }, { $push: { arr: { $each: [0], $position: 0 } } });
    expect((await c.findOne({ _id: id }))!.arr).toEqual([0, 1, 2, 3]);
    await c.updateOne({ _id: id }, { $addToSet: { set: { $each: ["a", "b", "b"] } } });
    expect((await c.findOne({ _id: id }))!.set).toEqual(["a", "b"]);
    await c.updateOne({ _id: id }, { $pull: { nums: { $gte: 4 }, objs: { k: 2 } } });
    const d1 = await c.findOne({ _id: id });
    expect(d1!.nums).toEqual([1, 2, 3]);
    expect(d1!.objs).toEqual([{ k: 1 }]);
    await c.updateOne({ _id: id }, { $pullAll: { nums: [1, 3] } });
    expect((await c.findOne({ _id: id }))!.nums).toEqual([2]);
    await c.updateOne({ _id: id }, { $pop: { arr: -1 } });
    expect((await c.findOne({ _id: id }))!.arr).toEqual([1, 2, 3]);
    await c.updateOne({ _id: id }, { $pop: { arr: 1 } });
    expect((await c.findOne({ _id: id }))!.arr).toEqual([1, 2]);
    await c.updateOne({ _id: id }, { $bit: { flags: { and: 0b0110 } } });
    expect((await c.findOne({ _id: id }))!.flags).toBe(0b0010);
  });

  it("upsert seeds from equality filter and applies $setOnInsert only on insert", async () => {
    const c = coll();
    const r1 = await c.updateOne(
      { email: "u@x.io", "profile.tier": "gold", score: { $gt: 5 } },
      { $set: { name: "U" }, $setOnInsert: { createdBy: "first" }, $inc: { visits: 1 } },
      { upsert: true },
    );
    expect(r1.upsertedCount).toBe(1);
    expect(r1.upsertedId).toBeInstanceOf(ObjectId);
    const d = await c.findOne({ email: "u@x.io" }, { projection: { _id: 0 } });
    expect(d).toEqual({
      email: "u@x.io",
      profile: { tier: "gold" },
      name: "U",
      createdBy: "first",
      visits: 1,
    });
    const r2 = await c.updateOne(
      { email: "u@x.io" },
      { $set: { name: "U2" }, $setOnInsert: { createdBy: "second" }, $inc: { visits: 1 } },
      { upsert: true },
    );
    expect([r2.matchedCount, r2.upsertedCount]).toEqual([1, 0]);
    expect(await c.findOne({ email: "u@x.io" }, { projection: { _id: 0, createdBy: 1, visits: 1 } })).toEqual(
      { createdBy: "first", visits: 2 },
    );
    const r3 = await c.updateOne({ _id: "fixed" as never }, { $set: { a: 1 } }, { upsert: true });
    expect(r3.upsertedId).toBe("fixed");
    const r4 = await c.replaceOne({ key: "k" }, { value: 1 }, { upsert: true });
    expect(r4.upsertedCount).toBe(1);
    expect(await c.findOne({ value: 1 }, { projection: { _id: 0 } })).toEqual({ value: 1 });
  });

  it("positional $, $[] and $[<id>] with arrayFilters", async () => {
    const c = coll();
    const { insertedId: id } = await c.insertOne({
      grades: [80, 95, 100],
      items: [{ sku: "a", qty: 1 }, { sku: "b", qty: 2 }, { sku: "c", qty: 3 }],
      matrix: [{ vals: [1, 2] }, { vals: [3, 4] }],
    });
    await c.updateOne({ _id: id, "items.sku": "b" }, { $inc: { "items.$.qty": 10 } });
    expect((await c.findOne({ _id: id }))!.items[1]).toEqual({ sku: "b", qty: 12 });
    await c.updateOne({ _id: id, grades: 95 }, { $set: { "grades.$": 96 } });
    expect((await c.findOne({ _id: id }))!.grades).toEqual([80, 96, 100]);
    await c.updateOne({ _id: id }, { $set: { "grades.$[g]": 0 } }, { arrayFilters: [{ g: { $gte: 96 } }] });
    expect((await c.findOne({ _id: id }))!.grades).toEqual([80, 0, 0]);
    await c.updateOne({ _id: id }, { $inc: { "items.$[].qty": 1 } });
    expect((await c.findOne({ _id: id }))!.items.map((i: any) => i.qty)).toEqual([2, 13, 4]);
    await c.updateOne({ _id: id }, { $set: { "items.$[it].flag": true } }, {
      arrayFilters: [{ "it.qty": { $gt: 3 } }],
    });
    expect((await c.findOne({ _id: id }))!.items.map((i: any) => !!i.flag)).toEqual([false, true, true]);
    await c.updateOne({ _id: id }, { $mul: { "matrix.$[].vals.$[v]": 10 } }, {
      arrayFilters: [{ v: { $gte: 2 } }],
    });
    expect((await c.findOne({ _id: id }))!.matrix).toEqual([{ vals: [1, 20] }, { vals: [30, 40] }]);
  });

  it("error codes: 14 TypeMismatch, 9 FailedToParse, 40 conflict, 66 immutable _id", async () => {
    const c = coll();
    const { insertedId: id } = await c.insertOne({ name: "str", arr: [1] });
    const e14 = await serverError(c.updateOne({ _id: id }, { $inc: { name: 1 } }));
    expect(e14.code).toBe(14);
    expect(e14.codeName).toBe("TypeMismatch");
    const e14b = await serverError(c.updateOne({ _id: id }, { $inc: { n: "x" as never } }));
    expect(e14b.code).toBe(14);
    const e9 = await serverError(c.updateOne({ _id: id }, { $frobnicate: { a: 1 } } as never));
    expect(e9.code).toBe(9);
    expect(e9.codeName).toBe("FailedToParse");
    const e40 = await serverError(c.updateOne({ _id: id }, { $set: { a: 1 }, $inc: { a: 1 } }));
    expect(e40.code).toBe(40);
    const e66 = await serverError(c.updateOne({ _id: id }, { $set: { _id: new ObjectId() } }));
    expect(e66.code).toBe(66);
    const ePush = await serverError(c.updateOne({ _id: id }, { $push: { name: 1 } as never }));
    expect(ePush.code).toBe(2);
    expect(await c.findOne({ _id: id }, { projection: { _id: 0 } })).toEqual({ name: "str", arr: [1] });
  });
});

describe("unique indexes and duplicate key errors", () => {
  it("insert answers ok:1 with writeErrors in the E11000 shape", async () => {
    const c = coll("users");
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: "a@x" });
    const raw = await db.command({ insert: c.collectionName, documents: [{ email: "a@x" }] });
    expect(raw.ok).toBe(1);
    expect(raw.n).toBe(0);
    expect(raw.writeErrors).toHaveLength(1);
    const we = raw.writeErrors[0];
    expect(we.index).toBe(0);
    expect(we.code).toBe(11000);
    expect(we.errmsg).toBe(
      `E11000 duplicate key error collection: ${dbName}.${c.collectionName} index: email_1 dup key: { email: "a@x" }`,
    );
    expect(we.keyPattern).toEqual({ email: 1 });
    expect(we.keyValue).toEqual({ email: "a@x" });
    const viaDriver = await serverError(c.insertOne({ email: "a@x" }));
    expect(viaDriver.code).toBe(11000);
  });

  it("unordered insertMany keeps going, ordered stops", async () => {
    const c = coll();
    await c.createIndex({ k: 1 }, { unique: true });
    const unordered = await serverError(
      c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }, { k: 2 }, { k: 3 }], { ordered: false }),
    );
    expect((unordered as any).writeErrors.length).toBe(2);
    expect(await c.countDocuments()).toBe(3);
    await serverError(c.insertMany([{ k: 4 }, { k: 1 }, { k: 5 }]));
    expect(await c.countDocuments()).toBe(4);
  });

  it("compound unique, sparse unique, partial unique, _id uniqueness", async () => {
    const c = coll();
    await c.createIndex({ a: 1, b: 1 }, { unique: true });
    await c.insertMany([{ a: 1, b: 1 }, { a: 1, b: 2 }]);
    const e = await serverError(c.insertOne({ a: 1, b: 2 }));
    expect(e.code).toBe(11000);
    expect((e as any).keyPattern ?? e.errorResponse?.keyPattern).toEqual({ a: 1, b: 1 });

    const s = coll();
    await s.createIndex({ code: 1 }, { unique: true, sparse: true });
    await s.insertMany([{ x: 1 }, { x: 2 }, { code: "c" }]);
    expect((await serverError(s.insertOne({ code: "c" }))).code).toBe(11000);

    const p = coll();
    await p.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await p.insertMany([{ email: "e", active: false }, { email: "e", active: false }, {
      email: "e",
      active: true,
    }]);
    expect((await serverError(p.insertOne({ email: "e", active: true }))).code).toBe(11000);

    const i = coll();
    await i.insertOne({ _id: "same" as never });
    expect((await serverError(i.insertOne({ _id: "same" as never }))).code).toBe(11000);
    const idx = await serverError(c.updateOne({ a: 1, b: 1 }, { $set: { b: 2 } }));
    expect(idx.code).toBe(11000);
  });

  it("findAndModify answers command-level ok:0 code 11000 DuplicateKey with keyPattern/keyValue", async () => {
    const c = coll();
    await c.createIndex({ slug: 1 }, { unique: true });
    await c.insertMany([{ slug: "x" }, { slug: "y" }]);
    const raw = await db.command({
      findAndModify: c.collectionName,
      query: { slug: "y" },
      update: { $set: { slug: "x" } },
    }).catch((e) => e);
    expect(raw).toBeInstanceOf(MongoServerError);
    expect(raw.code).toBe(11000);
    expect(raw.codeName).toBe("DuplicateKey");
    expect(raw.errorResponse.keyPattern).toEqual({ slug: 1 });
    expect(raw.errorResponse.keyValue).toEqual({ slug: "x" });
    expect((await serverError(c.findOneAndUpdate({ slug: "y" }, { $set: { slug: "x" } }))).code).toBe(11000);
  });

  it("createIndex with unique over existing duplicates fails", async () => {
    const c = coll();
    await c.insertMany([{ d: 1 }, { d: 1 }]);
    expect((await serverError(c.createIndex({ d: 1 }, { unique: true }))).code).toBe(11000);
  });
});

describe("BSON types", () => {
  it("round-trip Int32, Long, Double, Decimal128, Date, ObjectId, Binary, null, nested", async () => {
    const c = coll();
    const oid = new ObjectId();
    const when = new Date("2026-11-22T10:00:00.123Z");
    const doc = {
      _id: oid,
      i32: new Int32(7),
      long: Long.fromString("9007199254740993"),
      dblWhole: new Double(5),
      dbl: new Double(2.5),
      dec: Decimal128.fromString("1234.5678901234567890"),
      date: when,
      bin: new Binary(new Uint8Array([1, 2, 3, 250]), 0),
      uuid: new Binary(new Uint8Array(16).fill(7), 4),
      nul: null,
      bool: false,
      str: "ünïcødé ✓",
      nested: { arr: [new Int32(1), new Double(1), Long.fromNumber(1)] },
    };
    await c.insertOne(doc);
    const raw = await c.findOne({ _id: oid }, {
      promoteValues: false,
      promoteLongs: false,
      promoteBuffers: false,
    });
    expect(raw!.i32._bsontype).toBe("Int32");
    expect(raw!.i32.value).toBe(7);
    expect(raw!.long._bsontype).toBe("Long");
    expect(raw!.long.toString()).toBe("9007199254740993");
    expect(raw!.dblWhole._bsontype).toBe("Double");
    expect(raw!.dbl.value).toBe(2.5);
    expect(raw!.dec._bsontype).toBe("Decimal128");
    expect(raw!.dec.toString()).toBe("1234.5678901234567890");
    expect(raw!.date.getTime()).toBe(when.getTime());
    expect(raw!._id.equals(oid)).toBe(true);
    expect(raw!.bin.sub_type).toBe(0);
    expect([...raw!.bin.buffer]).toEqual([1, 2, 3, 250]);
    expect(raw!.uuid.sub_type).toBe(4);
    expect(raw!.nul).toBeNull();
    expect(raw!.bool).toBe(false);
    expect(raw!.str).toBe("ünïcødé ✓");
    expect(raw!.nested.arr.map((v: any) => v._bsontype)).toEqual(["Int32", "Double", "Long"]);
    expect(await c.countDocuments({ nul: null })).toBe(1);
    expect(await c.countDocuments({ missing: null })).toBe(1);
    expect(await c.countDocuments({ date: { $gt: new Date("2026-01-01") } })).toBe(1);
    expect(await c.countDocuments({ bin: new Binary(new Uint8Array([1, 2, 3, 250]), 0) })).toBe(1);
  });

  it("$type queries distinguish numeric types", async () => {
    const c = coll();
    await c.insertMany([{ v: new Int32(1) }, { v: new Double(1) }, { v: Long.fromNumber(1) }, {
      v: Decimal128.fromString("1"),
    }, { v: "1" }]);
    expect(await c.countDocuments({ v: { $type: "int" } })).toBe(1);
    expect(await c.countDocuments({ v: { $type: "double" } })).toBe(1);
    expect(await c.countDocuments({ v: { $type: "long" } })).toBe(1);
    expect(await c.countDocuments({ v: { $type: "decimal" } })).toBe(1);
    expect(await c.countDocuments({ v: { $type: "number" } })).toBe(4);
    expect(await c.countDocuments({ v: { $type: "string" } })).toBe(1);
  });

  it("numeric types under $inc follow MongoDB promotion", async () => {
    const c = coll();
    const { insertedId: id } = await c.insertOne({
      i: new Int32(1),
      d: new Double(1.5),
      l: Long.fromNumber(10),
      big: new Int32(2147483647),
    });
    await c.updateOne({ _id: id }, {
      $inc: { i: new Int32(2), d: new Int32(1), l: new Int32(1), big: new Int32(1) },
    });
    const raw = await c.findOne({ _id: id }, { promoteValues: false, promoteLongs: false });
    expect([raw!.i._bsontype, raw!.i.value]).toEqual(["Int32", 3]);
    expect([raw!.d._bsontype, raw!.d.value]).toEqual(["Double", 2.5]);
    expect([raw!.l._bsontype, raw!.l.toNumber()]).toEqual(["Long", 11]);
    expect([raw!.big._bsontype, raw!.big.toNumber()]).toEqual(["Long", 2147483648]);
    await c.updateOne({ _id: id }, { $inc: { i: new Double(0.5) } });
    const raw2 = await c.findOne({ _id: id }, { promoteValues: false });
    expect([raw2!.i._bsontype, raw2!.i.value]).toEqual(["Double", 3.5]);
  });

  it("compares numbers across Int32, Long, Double and Decimal128", async () => {
    const c = coll();
    await c.insertMany([
      { n: "i5", v: new Int32(5) },
      { n: "l5", v: Long.fromNumber(5) },
      { n: "d5", v: new Double(5) },
      { n: "m5", v: Decimal128.fromString("5.0") },
      { n: "d55", v: new Double(5.5) },
      { n: "l6", v: Long.fromNumber(6) },
      { n: "m4", v: Decimal128.fromString("4.99") },
      { n: "s5", v: "5" },
    ]);
    const names = async (f: object) => (await c.find(f).toArray()).map((d) => d.n).sort();
    expect(await names({ v: 5 })).toEqual(["d5", "i5", "l5", "m5"]);
    expect(await names({ v: Long.fromNumber(5) })).toEqual(["d5", "i5", "l5", "m5"]);
    expect(await names({ v: Decimal128.fromString("5") })).toEqual(["d5", "i5", "l5", "m5"]);
    expect(await names({ v: { $gt: 5 } })).toEqual(["d55", "l6"]);
    expect(await names({ v: { $gte: new Double(5.5), $lt: Long.fromNumber(7) } })).toEqual(["d55", "l6"]);
    expect(await names({ v: { $lt: new Int32(5) } })).toEqual(["m4"]);
    expect(await names({ v: { $in: [new Double(6)] } })).toEqual(["l6"]);
    const sorted = (await c.find({}, { sort: { v: 1 } }).toArray()).map((d) => d.n);
    expect(sorted[0]).toBe("m4");
    expect(sorted.slice(1, 5).sort()).toEqual(["d5", "i5", "l5", "m5"]);
    expect(sorted.slice(5)).toEqual(["d55", "l6", "s5"]);
    const desc = (await c.find({}, { sort: { v: -1 } }).toArray()).map((d) => d.n);
    expect(desc.slice(0, 3)).toEqual(["s5", "l6", "d55"]);
  });
});

describe("cursors", () => {
  it("batchSize + many getMore batches return every document in order", async () => {
    const c = coll();
    await c.insertMany(Array.from({ length: 1000 }, (_, i) => ({ i, pad: "x".repeat(50) })));
    const monitored = await new MongoClient(EXTERNAL_URL ?? embedded!.url, { monitorCommands: true })
      .connect();
    let getMores = 0;
    monitored.on("commandStarted", (e) => {
      if (e.commandName === "getMore") getMores++;
    });
    const docs = await monitored.db(dbName).collection(c.collectionName).find({}, {
      batchSize: 7,
      sort: { i: 1 },
    }).toArray();
    await monitored.close();
    expect(docs).toHaveLength(1000);
    expect(docs.every((d, i) => d.i === i)).toBe(true);
    expect(getMores).toBeGreaterThanOrEqual(Math.floor(1000 / 7) - 1);
  });

  it("raw find/getMore/killCursors with Long cursor ids; killed cursor -> 43 CursorNotFound", async () => {
    const c = coll();
    await c.insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
    const first = await db.command({ find: c.collectionName, filter: {}, sort: { i: 1 }, batchSize: 3 }, {
      promoteLongs: false,
    });
    expect(first.cursor.firstBatch.map((d: any) => d.i)).toEqual([0, 1, 2]);
    const id = first.cursor.id;
    expect(id._bsontype).toBe("Long");
    expect(id.isZero()).toBe(false);
    expect(first.cursor.ns).toBe(`${dbName}.${c.collectionName}`);
    const more = await db.command({ getMore: id, collection: c.collectionName, batchSize: 4 }, {
      promoteLongs: false,
    });
    expect(more.cursor.nextBatch.map((d: any) => d.i)).toEqual([3, 4, 5, 6]);
    expect(more.cursor.id.equals(id)).toBe(true);
    const killed = await db.command({ killCursors: c.collectionName, cursors: [id] }, {
      promoteLongs: false,
    });
    expect(killed.cursorsKilled.map((x: Long) => x.toString())).toEqual([id.toString()]);
    const e = await serverError(db.command({ getMore: id, collection: c.collectionName }));
    expect(e.code).toBe(43);
    expect(e.codeName).toBe("CursorNotFound");
    const exhausted = await db.command({ find: c.collectionName, filter: {}, batchSize: 100 }, {
      promoteLongs: false,
    });
    expect(exhausted.cursor.id.isZero()).toBe(true);
    const limited = await db.command({ find: c.collectionName, filter: {}, limit: 5, batchSize: 2 }, {
      promoteLongs: false,
    });
    let total = limited.cursor.firstBatch.length;
    let cursorId = limited.cursor.id;
    while (!cursorId.isZero()) {
      const r = await db.command({ getMore: cursorId, collection: c.collectionName, batchSize: 2 }, {
        promoteLongs: false,
      });
      total += r.cursor.nextBatch.length;
      cursorId = r.cursor.id;
    }
    expect(total).toBe(5);
  });

  it("closing a cursor early kills it server-side", async () => {
    const c = coll();
    await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
    const monitored = await new MongoClient(EXTERNAL_URL ?? embedded!.url, { monitorCommands: true })
      .connect();
    const killed: unknown[] = [];
    monitored.on("commandSucceeded", (e) => {
      if (e.commandName === "killCursors") killed.push(...(e.reply as any).cursorsKilled);
    });
    const cursor = monitored.db(dbName).collection(c.collectionName).find({}, { batchSize: 5 });
    expect((await cursor.next())!.i).toBe(0);
    await cursor.close();
    await monitored.close();
    expect(killed).toHaveLength(1);
  });
});

describe("aggregation", () => {
  it("$match $group $sort $project $count $unwind $limit $skip $lookup", async () => {
    const orders = coll("orders");
    const customers = coll("customers");
    await customers.insertMany([{ _id: "c1" as never, name: "Ann" }, { _id: "c2" as never, name: "Bob" }]);
    await orders.insertMany([
      { cust: "c1", total: 10, items: ["a", "b"], status: "paid" },
      { cust: "c1", total: 20, items: ["b"], status: "paid" },
      { cust: "c2", total: 5, items: ["c"], status: "open" },
      { cust: "c2", total: 7, items: [], status: "paid" },
    ]);
    const grouped = await orders.aggregate([
      { $match: { status: "paid" } },
      { $group: { _id: "$cust", sum: { $sum: "$total" }, n: { $sum: 1 }, avg: { $avg: "$total" } } },
      { $sort: { sum: -1 } },
      { $project: { _id: 0, cust: "$_id", sum: 1, n: 1, avg: 1 } },
    ]).toArray();
    expect(grouped).toEqual([{ cust: "c1", sum: 30, n: 2, avg: 15 }, { cust: "c2", sum: 7, n: 1, avg: 7 }]);
    const [projected] = await orders.aggregate([{ $limit: 1 }, {
      $project: { total: 1, double: { $multiply: ["$total", 2] } },
    }]).toArray();
    expect(Object.keys(projected)[0]).toBe("_id");
    expect(Object.keys(projected).sort()).toEqual(["_id", "double", "total"]);
    const counted = await orders.aggregate([{ $match: { total: { $gt: 6 } } }, { $count: "big" }]).toArray();
    expect(counted).toEqual([{ big: 3 }]);
    const unwound = await orders.aggregate([{ $unwind: "$items" }, {
      $group: { _id: "$items", n: { $sum: 1 } },
    }, { $sort: { _id: 1 } }]).toArray();
    expect(unwound).toEqual([{ _id: "a", n: 1 }, { _id: "b", n: 2 }, { _id: "c", n: 1 }]);
    const paged = await orders.aggregate([{ $sort: { total: 1 } }, { $skip: 1 }, { $limit: 2 }, {
      $project: { _id: 0, total: 1 },
    }]).toArray();
    expect(paged).toEqual([{ total: 7 }, { total: 10 }]);
    const joined = await orders.aggregate([
      { $match: { total: 5 } },
      {
        $lookup: { from: customers.collectionName, localField: "cust", foreignField: "_id", as: "customer" },
      },
      { $project: { _id: 0, total: 1, name: { $first: "$customer.name" } } },
    ]).toArray();
    expect(joined).toEqual([{ total: 5, name: "Bob" }]);
    const empty = await orders.aggregate([{ $match: { status: "none" } }, { $count: "n" }]).toArray();
    expect(empty).toEqual([]);
  });

  it("aggregate cursor with batchSize across getMore", async () => {
    const c = coll();
    await c.insertMany(Array.from({ length: 120 }, (_, i) => ({ i })));
    const out = await c.aggregate([{ $sort: { i: -1 } }], { batchSize: 10 }).toArray();
    expect(out).toHaveLength(120);
    expect(out[0].i).toBe(119);
  });

  it("keeps numeric BSON types of passed-through fields", async () => {
    const c = coll();
    await c.insertOne({ d: new Double(2), i: new Int32(3) });
    const [raw] = await c.aggregate([{ $match: {} }, { $addFields: { x: 1 } }], { promoteValues: false })
      .toArray();
    expect(raw.d._bsontype).toBe("Double");
    expect(raw.i._bsontype).toBe("Int32");
  });
});

describe("TTL indexes", () => {
  it(
    "expired documents are deleted by the TTL monitor",
    async () => {
      const c = coll("ttl");
      await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await c.insertMany([
        { k: "old", expiresAt: new Date(Date.now() - 60_000) },
        { k: "future", expiresAt: new Date(Date.now() + 3_600_000) },
        { k: "nodate", expiresAt: "not a date" },
      ]);
      const deadline = Date.now() + TTL_WAIT_MS;
      while (Date.now() < deadline && (await c.countDocuments({ k: "old" })) > 0) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect((await c.find({}, { sort: { k: 1 } }).toArray()).map((d) => d.k)).toEqual(["future", "nodate"]);
    },
    TTL_WAIT_MS + 15_000,
  );
});

describe("replica-set mode", () => {
  let rsClient: MongoClient;
  beforeAll(async () => {
    let url = EXTERNAL_RS_URL;
    if (!url) {
      embeddedRs = await startEmbeddedMongo({ replSet: "rs0" });
      url = embeddedRs.url;
    }
    rsClient = await new MongoClient(url).connect();
  });
  afterAll(async () => {
    await rsClient?.db(dbName).dropDatabase().catch(() => undefined);
    await rsClient?.close();
  });

  it("hello reports a replica-set primary", async () => {
    const hello = await rsClient.db("admin").command({ hello: 1 });
    expect(hello.setName).toEqual(expect.any(String));
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.hosts).toContain(hello.me);
  });

  it("a retryable write sent twice with the same lsid + txnNumber is applied once", async () => {
    const rdb = rsClient.db(dbName);
    const name = `retry_${++collCounter}`;
    // A separate client: its session (with our hand-picked txnNumbers) must not go back into the
    // pool that rsClient's own retryable writes draw from.
    const raw = await new MongoClient(EXTERNAL_RS_URL ?? embeddedRs!.url).connect();
    const rawDb = raw.db(dbName);
    const session = raw.startSession();
    try {
      const cmd = {
        update: name,
        updates: [{ q: { _id: 1 }, u: { $inc: { n: 1 } }, upsert: true }],
        txnNumber: Long.fromNumber(7),
      };
      const first = await rawDb.command(cmd, { session });
      const second = await rawDb.command(cmd, { session });
      expect(first.n).toBe(1);
      expect(second.n).toBe(1);
      const ins = { insert: name, documents: [{ _id: 2, v: "once" }], txnNumber: Long.fromNumber(8) };
      expect((await rawDb.command(ins, { session })).n).toBe(1);
      const again = await rawDb.command(ins, { session });
      expect(again.n).toBe(1);
      expect(again.writeErrors).toBeUndefined();
    } finally {
      await session.endSession();
      await raw.close();
    }
    const docs = await rdb.collection(name).find({}, { sort: { _id: 1 } }).toArray();
    expect(docs).toEqual([{ _id: 1, n: 1 }, { _id: 2, v: "once" }]);
    // Ordinary driver writes (which carry txnNumber automatically) keep working.
    await rdb.collection(name).insertOne({ _id: 3 as never });
    expect(await rdb.collection(name).countDocuments()).toBe(3);
  });
});

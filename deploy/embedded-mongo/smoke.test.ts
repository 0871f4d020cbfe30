// Quick end-to-end check with the official driver: the basics other services rely on.
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { type EmbeddedMongo, startEmbeddedMongo } from "./mod.ts";

for (const durable of [false, true]) {
  describe(`smoke (${durable ? "journal" : "in-memory"})`, () => {
    let mongo: EmbeddedMongo;
    let client: MongoClient;
    let dir: string | undefined;
    beforeAll(async () => {
      dir = durable ? fs.mkdtempSync(path.join(os.tmpdir(), "emongo-smoke-")) : undefined;
      mongo = await startEmbeddedMongo({ dataDir: dir });
      client = await new MongoClient(mongo.url).connect();
    });
    afterAll(async () => {
      await client?.close();
      await mongo?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it("does ordinary CRUD", async () => {
      const c = client.db("smoke").collection("items");
      await c.createIndex({ sku: 1 }, { unique: true });
      await c.insertMany([{ sku: "a", qty: 1, tags: [] }, { sku: "b", qty: 5 }, { sku: "c", qty: 3 }]);
      expect(await c.countDocuments()).toBe(3);
      expect(await c.countDocuments({ qty: { $gt: 2 } })).toBe(2);
      const sorted = await c.find({}, { sort: { qty: -1 }, limit: 2 }).toArray();
      expect(sorted.map((d) => d.sku)).toEqual(["b", "c"]);
      await c.updateOne({ sku: "a" }, { $inc: { qty: 2 }, $push: { tags: "x" }, $set: { name: "A" } });
      expect(await c.findOne({ sku: "a" }, { projection: { _id: 0 } })).toEqual({
        sku: "a",
        qty: 3,
        tags: ["x"],
        name: "A",
      });
      const up = await c.updateOne({ sku: "d" }, { $set: { qty: 9 } }, { upsert: true });
      expect(up.upsertedCount).toBe(1);
      await expect(c.insertOne({ sku: "a" })).rejects.toMatchObject({ code: 11000 });
      const fam = await c.findOneAndUpdate({ sku: "b" }, { $set: { qty: 0 } }, { returnDocument: "after" });
      expect(fam?.qty).toBe(0);
      expect((await c.deleteMany({ qty: { $lt: 1 } })).deletedCount).toBe(1);
      const many = client.db("smoke").collection("many");
      await many.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
      const all = await many.find({}, { batchSize: 20 }).sort({ i: 1 }).toArray();
      expect(all.length).toBe(250);
      expect(all[249].i).toBe(249);
      const agg = await c.aggregate([{ $match: {} }, { $group: { _id: null, total: { $sum: "$qty" } } }])
        .toArray();
      expect(agg[0].total).toBe(3 + 3 + 9);
    });
  });
}

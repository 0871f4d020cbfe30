import { type Db, MongoClient } from "mongodb";

/**
 * One MongoClient per process. Each service keeps its data in its own database
 * (`<prefix>_<service>`) and ensures its indexes at start. No multi-document transactions are used:
 * the embedded store does not offer them, and every write path is designed around single-document
 * atomicity plus idempotency records.
 */
let client: MongoClient | undefined;

export async function connectMongo(url: string): Promise<MongoClient> {
  if (client) return client;
  client = new MongoClient(url, { maxPoolSize: 16, serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  return client;
}

export function serviceDb(c: MongoClient, prefix: string, service: string): Db {
  return c.db(`${prefix}_${service.replace(/-/g, "_")}`);
}

export interface IndexSpec {
  collection: string;
  key: Record<string, 1 | -1>;
  unique?: boolean;
  expireAfterSeconds?: number;
  name?: string;
  partialFilterExpression?: Record<string, unknown>;
}

export async function ensureIndexes(db: Db, specs: IndexSpec[]): Promise<void> {
  for (const s of specs) {
    const { collection, key, ...opts } = s;
    await db.collection(collection).createIndex(key, opts);
  }
}

/** Next integer id from a counters collection (campaign ids, member ids). */
export async function nextSeq(db: Db, name: string, start = 1000): Promise<number> {
  const r = await db
    .collection<{ _id: string; seq: number }>("counters")
    .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: "after" });
  return start + (r?.seq ?? 1);
}

export function isDuplicateKey(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: number }).code === 11000;
}

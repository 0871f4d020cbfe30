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

/** Advances the `counters` document `name` by `by` (made on first use) and returns its new value. */
async function bumpCounter(db: Db, name: string, by: number): Promise<number> {
  const r = await db
    .collection<{ _id: string; seq: number }>("counters")
    .findOneAndUpdate({ _id: name }, { $inc: { seq: by } }, { upsert: true, returnDocument: "after" });
  return r?.seq ?? by;
}

/** Next integer id from a counters collection (campaign ids, member ids). */
export async function nextSeq(db: Db, name: string, start = 1000): Promise<number> {
  return start + await bumpCounter(db, name, 1);
}

/**
 * Ids from the same counter as `nextSeq` (same numbering), reserved `size` at a time with one durable
 * `$inc` and handed out from memory: a create then pays no counter round trip (and no journal sync) for
 * its id on most calls. Unique across replicas (each block is reserved atomically); increasing within one
 * process, so with several replicas ids interleave by block, and a restart skips the rest of its block.
 */
export class SeqBlocks {
  private nextId = 0;
  private lastId = -1;
  private refill: Promise<void> | undefined;
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly start: number,
    private readonly size: number,
  ) {}

  async next(): Promise<number> {
    while (this.nextId > this.lastId) {
      this.refill ??= this.reserve().finally(() => {
        this.refill = undefined;
      });
      await this.refill;
    }
    return this.start + this.nextId++;
  }

  private async reserve(): Promise<void> {
    const last = await bumpCounter(this.db, this.name, this.size);
    this.nextId = last - this.size + 1;
    this.lastId = last;
  }
}

export function isDuplicateKey(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: number }).code === 11000;
}

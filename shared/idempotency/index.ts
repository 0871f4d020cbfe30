import { createHash } from "node:crypto";
import type { Collection, Db, MongoClient } from "mongodb";
import { ApiError, invalidArgument } from "../errors.ts";
import { IDEMPOTENCY_KEY } from "../registry/common.ts";
import type { ToolDef } from "../registry/types.ts";
import { isDuplicateKey, serviceDb } from "../mongo.ts";

/**
 * Spec 4.3 idempotency, in one place for every service's writes. A key is one space per workspace
 * across every tool ("same key, different request or tool → 409"), so the records of all services
 * live in one shared database (`<prefix>_idempotency`, see `idempotencyDb`), keyed by workspace +
 * key; the first request claims the key with an insert on the unique `_id`, so concurrent
 * duplicates never both run, whichever service they reach. Records are kept 48 hours (TTL index).
 */
export const RETENTION_SECONDS = 48 * 3600;
export const IDEMPOTENCY_HEADER = "idempotency-key";

interface IdemRecord {
  _id: string;
  tool: string;
  fingerprint: string;
  state: "running" | "done" | "failed";
  httpStatus?: number;
  response?: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

/** The one database every service keeps its idempotency records in (not the service's own). */
export function idempotencyDb(mongo: MongoClient, dbPrefix: string): Db {
  return serviceDb(mongo, dbPrefix, "idempotency");
}

export const idempotencyIndexes = [
  {
    collection: "idempotency",
    key: { createdAt: 1 } as Record<string, 1 | -1>,
    expireAfterSeconds: RETENTION_SECONDS,
  },
];

/** Key from the body field and/or the header; both present must agree. */
export function resolveKey(bodyKey: unknown, headerKey: string | undefined): string {
  if (bodyKey !== undefined && typeof bodyKey !== "string") {
    throw invalidArgument("idempotencyKey", "must be a string");
  }
  if (bodyKey !== undefined && headerKey !== undefined && bodyKey !== headerKey) {
    throw invalidArgument("idempotencyKey", "the body field and the Idempotency-Key header differ");
  }
  const key = (bodyKey as string | undefined) ?? headerKey;
  if (key === undefined) {
    throw invalidArgument(
      "idempotencyKey",
      "is required for every write (body field or Idempotency-Key header)",
    );
  }
  const r = IDEMPOTENCY_KEY.safeParse(key);
  if (!r.success) {
    throw invalidArgument(
      "idempotencyKey",
      "must be 8 to 128 characters from letters, digits, '.', '_', ':', '-'",
    );
  }
  return key;
}

/** JSON with sorted keys, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(",")}}`;
}

export function fingerprint(tool: string, params: unknown, body: unknown): string {
  return createHash("sha256").update(`${tool}\n${canonicalJson(params)}\n${canonicalJson(body)}`).digest(
    "hex",
  );
}

export type IdempotentOutcome = { httpStatus: number; body: Record<string, unknown> };

export class IdempotencyStore {
  private readonly coll: Collection<IdemRecord>;
  constructor(db: Db) {
    this.coll = db.collection<IdemRecord>("idempotency");
  }

  /**
   * Runs `action` once per (workspace, key) and fingerprint. Client errors (ApiError below 500) release
   * the claim: nothing ran. An unexpected error marks the record failed.
   */
  async run(
    tool: ToolDef,
    workspaceId: string,
    key: string,
    fp: string,
    action: () => Promise<IdempotentOutcome>,
  ): Promise<IdempotentOutcome> {
    const _id = `${workspaceId}:${key}`;
    const now = new Date();
    let claimed = false;
    try {
      await this.coll.insertOne({
        _id,
        tool: tool.name,
        fingerprint: fp,
        state: "running",
        createdAt: now,
        updatedAt: now,
      });
      claimed = true;
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
    if (!claimed) {
      const existing = await this.coll.findOne({ _id });
      if (!existing) return await this.run(tool, workspaceId, key, fp, action); // expired between the two calls
      if (existing.fingerprint !== fp || existing.tool !== tool.name) {
        throw new ApiError(
          "idempotency_conflict",
          "This idempotency key was already used for a different request; nothing changed. Use a new key for a new action.",
        );
      }
      if (existing.state === "done") {
        return { httpStatus: existing.httpStatus ?? 200, body: { ...existing.response, replayed: true } };
      }
      if (existing.state === "running") {
        return {
          httpStatus: 200,
          body: {
            status: "in_progress",
            message:
              "The first call with this key has not finished. Check the state with a read tool, then use a new key.",
          },
        };
      }
      // failed
      if (!tool.rerunAfterError) {
        return {
          httpStatus: 200,
          body: {
            status: "failed",
            message:
              "The first call with this key met an unexpected error. Check with a read tool whether it took effect, then use a new key.",
          },
        };
      }
      const reclaimed = await this.coll.updateOne({ _id, state: "failed" }, {
        $set: { state: "running", updatedAt: new Date() },
      });
      if (reclaimed.modifiedCount !== 1) {
        return {
          httpStatus: 200,
          body: {
            status: "in_progress",
            message: "Another call with this key is running. Check the state with a read tool.",
          },
        };
      }
    }
    try {
      const outcome = await action();
      await this.coll.updateOne({ _id }, {
        $set: {
          state: "done",
          httpStatus: outcome.httpStatus,
          response: outcome.body,
          updatedAt: new Date(),
        },
      });
      return outcome;
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) {
        await this.coll.deleteOne({ _id, state: "running" });
      } else {
        await this.coll.updateOne({ _id }, { $set: { state: "failed", updatedAt: new Date() } }).catch(() =>
          undefined
        );
      }
      throw e;
    }
  }
}

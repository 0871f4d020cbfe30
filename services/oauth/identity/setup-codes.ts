import { createHash, randomBytes } from "node:crypto";
import type { Db } from "mongodb";
import { invalidArgument } from "../../../shared/errors.ts";
import type { ExpiryChoice, Scope } from "../../../shared/scopes.ts";

/**
 * One-time setup codes: made by the team through the ops API, exchanged once for a token at
 * POST /v1/setup/exchange. 256 bits of randomness; only the hash is stored; unused codes expire after
 * SETUP_CODE_TTL_HOURS (default 72) through a TTL index.
 */
export interface SetupCodeDoc {
  _id: string; // sha256 of the code
  workspaceId: string;
  memberId: number;
  scopes: Scope[];
  label: string;
  expiry: ExpiryChoice;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export const setupCodeIndexes = [{ collection: "setup_codes", key: { expiresAt: 1 } as Record<string, 1 | -1>, expireAfterSeconds: 0 }];

const hash = (code: string) => createHash("sha256").update(code).digest("hex");

export async function createSetupCode(db: Db, input: Omit<SetupCodeDoc, "_id" | "createdAt" | "expiresAt" | "usedAt">, ttlHours: number): Promise<string> {
  const code = `setup_${randomBytes(32).toString("base64url")}`;
  const now = new Date();
  await db.collection<SetupCodeDoc>("setup_codes").insertOne({
    _id: hash(code),
    ...input,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
    usedAt: null,
  });
  return code;
}

/** The unused, unexpired code's record; does not consume it. */
export async function peekSetupCode(db: Db, code: string): Promise<SetupCodeDoc> {
  const doc = await db.collection<SetupCodeDoc>("setup_codes").findOne({ _id: hash(code) });
  if (!doc || doc.usedAt || doc.expiresAt.getTime() <= Date.now()) {
    throw invalidArgument("setupCode", "unknown, expired or already used");
  }
  return doc;
}

/** Consumes the code atomically: of two concurrent exchanges only one gets it. */
export async function consumeSetupCode(db: Db, code: string): Promise<SetupCodeDoc> {
  const doc = await db
    .collection<SetupCodeDoc>("setup_codes")
    .findOneAndUpdate({ _id: hash(code), usedAt: null, expiresAt: { $gt: new Date() } }, { $set: { usedAt: new Date() } }, { returnDocument: "after" });
  if (!doc) throw invalidArgument("setupCode", "unknown, expired or already used");
  return doc;
}

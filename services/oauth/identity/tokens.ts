import { createHash, randomBytes } from "node:crypto";
import type { Db } from "mongodb";
import { ApiError, invalidArgument } from "../../../shared/errors.ts";
import { expiryFrom, type ExpiryChoice, type Scope } from "../../../shared/scopes.ts";
import type { Outbox } from "../../../shared/nats.ts";
import type { InvalidationOutcome, TokenInvalidator } from "../../../shared/token-invalidation.ts";

/**
 * Gateways cache introspection answers briefly; a token that stops working early is invalidated on
 * every replica before the revoke or removal is answered (shared/token-invalidation.ts). Set at start.
 */
let invalidator: TokenInvalidator | undefined;
export function useInvalidator(i: TokenInvalidator | undefined): void {
  invalidator = i;
}
async function invalidate(tokenIds: string[]): Promise<InvalidationOutcome | undefined> {
  return tokenIds.length && invalidator ? await invalidator.invalidate(tokenIds) : undefined;
}

/**
 * API tokens: `svc_live_` + 43 characters (32 random bytes, base64url), shown once; only the SHA-256
 * hash is stored. A token stops working when revoked, expired, or when the member who made it leaves.
 */
export const TOKEN_PREFIX = "svc_live_";
export const MAX_ACTIVE_TOKENS = 10;

export interface TokenDoc {
  _id: string;
  hash: string;
  workspaceId: string;
  memberId: number;
  label: string;
  scopes: Scope[];
  /** api: made from a setup code or the agents page; oauth: a sign-in connection (listed '<app> (OAuth)'). */
  kind: "api" | "oauth";
  app: string | null;
  /** The OAuth client a sign-in connection was made for (absent on api tokens and older records). */
  clientId?: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
  orphanedAt: Date | null;
  lastUsedAt: Date | null;
}

export const tokenIndexes = [
  { collection: "tokens", key: { hash: 1 } as Record<string, 1 | -1>, unique: true },
  { collection: "tokens", key: { workspaceId: 1, memberId: 1 } as Record<string, 1 | -1> },
];

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

export function newRawToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString("base64url");
}

/** Shape check before any lookup: wrong prefix or length is `invalid_token` without touching the store. */
export function looksLikeToken(raw: string): boolean {
  return raw.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(raw.slice(TOKEN_PREFIX.length));
}

export function activeFilter(workspaceId: string, now = new Date()) {
  return { workspaceId, revokedAt: null, orphanedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] };
}

export async function countActive(db: Db, workspaceId: string): Promise<number> {
  return await db.collection<TokenDoc>("tokens").countDocuments(activeFilter(workspaceId));
}

/**
 * Where a new sign-in connection of `memberId` from `clientId` stands against the workspace's limit
 * (spec 5.1): there is room; or the workspace is full but that client already holds an active token
 * of that person there, and the new grant replaces the oldest of them (as GitHub caps tokens per user
 * and application, so re-authorizing never locks the workspace); or it is full.
 */
export type ConnectionRoom = { kind: "room" } | { kind: "replaces"; token: TokenDoc } | { kind: "full" };

export async function roomForConnection(db: Db, workspaceId: string, memberId: number, clientId: string): Promise<ConnectionRoom> {
  if ((await countActive(db, workspaceId)) < MAX_ACTIVE_TOKENS) return { kind: "room" };
  const oldest = await db
    .collection<TokenDoc>("tokens")
    .find({ ...activeFilter(workspaceId), memberId, kind: "oauth", clientId })
    .sort({ createdAt: 1, _id: 1 })
    .limit(1)
    .next();
  return oldest ? { kind: "replaces", token: oldest } : { kind: "full" };
}

export interface MintInput {
  workspaceId: string;
  memberId: number;
  label: string;
  scopes: Scope[];
  expiry: ExpiryChoice;
  kind: "api" | "oauth";
  app?: string | null;
  clientId?: string | null;
  /** Names the argument a refusal should point at. */
  argument?: string;
}

/** Mints a token and returns the raw value (the only time it exists outside the caller). */
export async function mintToken(db: Db, input: MintInput): Promise<{ raw: string; doc: TokenDoc }> {
  if ((await countActive(db, input.workspaceId)) >= MAX_ACTIVE_TOKENS) {
    throw invalidArgument(input.argument ?? "workspace", `the workspace already has ${MAX_ACTIVE_TOKENS} active tokens (sign-in connections included); revoke one on the agents page first`);
  }
  const raw = newRawToken();
  const doc: TokenDoc = {
    _id: `tok_${randomBytes(12).toString("base64url")}`,
    hash: hashToken(raw),
    workspaceId: input.workspaceId,
    memberId: input.memberId,
    label: input.label,
    scopes: input.scopes,
    kind: input.kind,
    app: input.app ?? null,
    clientId: input.clientId ?? null,
    expiresAt: expiryFrom(input.expiry),
    createdAt: new Date(),
    revokedAt: null,
    orphanedAt: null,
    lastUsedAt: null,
  };
  await db.collection<TokenDoc>("tokens").insertOne(doc);
  return { raw, doc };
}

export type TokenState = "active" | "token_revoked" | "token_expired" | "token_orphaned";

export function tokenState(doc: TokenDoc, now = new Date()): TokenState {
  if (doc.revokedAt) return "token_revoked";
  if (doc.orphanedAt) return "token_orphaned";
  if (doc.expiresAt && doc.expiresAt.getTime() <= now.getTime()) return "token_expired";
  return "active";
}

export async function revokeToken(db: Db, outbox: Outbox, workspaceId: string, tokenId: string): Promise<boolean> {
  const r = await db.collection<TokenDoc>("tokens").updateOne({ _id: tokenId, workspaceId, revokedAt: null }, { $set: { revokedAt: new Date() } });
  if (r.modifiedCount === 1) {
    await invalidate([tokenId]);
    await outbox.add("ccw.token.revoked", { workspaceId, tokenId, reason: "revoked" }, `revoked:${tokenId}`);
  }
  return r.modifiedCount === 1;
}

/** Every token the member made stops at once (they left the workspace). */
export async function orphanMemberTokens(db: Db, outbox: Outbox, workspaceId: string, memberId: number): Promise<number> {
  const coll = db.collection<TokenDoc>("tokens");
  const affected = await coll.find({ workspaceId, memberId, orphanedAt: null }).project<{ _id: string }>({ _id: 1 }).toArray();
  await coll.updateMany({ workspaceId, memberId, orphanedAt: null }, { $set: { orphanedAt: new Date() } });
  await invalidate(affected.map((t) => t._id));
  for (const t of affected) await outbox.add("ccw.token.revoked", { workspaceId, tokenId: t._id, reason: "member_removed" }, `orphaned:${t._id}`);
  return affected.length;
}

/** The public token record (spec 2.6). Sign-in connections are labelled '<app> (OAuth)'. */
export function tokenRecord(doc: TokenDoc, workspaceName: string) {
  return {
    workspace: { id: doc.workspaceId, name: workspaceName },
    label: doc.kind === "oauth" ? `${doc.app ?? doc.label} (OAuth)` : doc.label,
    scopes: doc.scopes,
    expiresAt: doc.expiresAt ? doc.expiresAt.toISOString() : null,
  };
}

export function assertNever(x: never): never {
  throw new ApiError("internal_error", `unexpected ${String(x)}`);
}

import { createHash, randomBytes } from "node:crypto";
import type { Scope } from "../../shared/scopes.ts";

/**
 * The identity service's pure rules (no I/O): token format and state, the public token record, ids.
 *
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

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

export function newRawToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString("base64url");
}

export function newTokenId(): string {
  return `tok_${randomBytes(12).toString("base64url")}`;
}

export function newWorkspaceId(): string {
  return `ws_${randomBytes(9).toString("base64url")}`;
}

/** Setup codes: 256 random bits; only the hash is stored. */
export function newSetupCode(): string {
  return `setup_${randomBytes(32).toString("base64url")}`;
}
export const setupCodeHash = (code: string) => createHash("sha256").update(code).digest("hex");

export type TokenState = "active" | "token_revoked" | "token_expired" | "token_orphaned";

export function tokenState(doc: TokenDoc, now = new Date()): TokenState {
  if (doc.revokedAt) return "token_revoked";
  if (doc.orphanedAt) return "token_orphaned";
  if (doc.expiresAt && doc.expiresAt.getTime() <= now.getTime()) return "token_expired";
  return "active";
}

/** The filter of a workspace's active tokens (the 10-token limit counts these). */
export function activeFilter(workspaceId: string, now = new Date()) {
  return {
    workspaceId,
    revokedAt: null,
    orphanedAt: null,
    $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
  };
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

/**
 * What the gateway needs to admit a request (POST /internal/introspect); never the token itself.
 * Whether `lastUsedAt` is worth writing: a minute's precision keeps introspection off the write path.
 */
export function introspection(tok: TokenDoc | null, now = Date.now()) {
  if (!tok) return { answer: { active: false, code: "invalid_token" as const }, touch: false };
  const state = tokenState(tok, new Date(now));
  if (state !== "active") return { answer: { active: false, code: state }, touch: false };
  return {
    answer: {
      active: true,
      workspaceId: tok.workspaceId,
      tokenId: tok._id,
      memberId: tok.memberId,
      scopes: tok.scopes,
      label: tok.label,
      expiresAt: tok.expiresAt ? tok.expiresAt.toISOString() : null,
    },
    touch: !tok.lastUsedAt || now - tok.lastUsedAt.getTime() > 60_000,
  };
}

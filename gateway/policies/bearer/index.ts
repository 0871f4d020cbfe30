import { createHash } from "node:crypto";

/**
 * Bearer parsing and token checks. The raw token never leaves this function: the oauth service is
 * asked about its SHA-256 hash only, and nothing here logs it.
 */
export const TOKEN_RE = /^svc_live_[A-Za-z0-9_-]{43}$/;

export type BearerResult =
  | { ok: true; token: string }
  | { ok: false; code: "missing_token" | "invalid_token"; message: string };

export function parseBearer(header: string | undefined): BearerResult {
  if (!header || header.trim() === "") {
    return { ok: false, code: "missing_token", message: "No token: send Authorization: Bearer <token>." };
  }
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return { ok: false, code: "invalid_token", message: "Authorization must be 'Bearer <token>'." };
  if (!TOKEN_RE.test(m[1])) return { ok: false, code: "invalid_token", message: "Token not recognized." };
  return { ok: true, token: m[1] };
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface Introspection {
  active: boolean;
  code?: "invalid_token" | "token_revoked" | "token_expired" | "token_orphaned";
  workspaceId?: string;
  tokenId?: string;
  memberId?: number;
  scopes?: string[];
  /** ISO 8601 or null (never expires): the gateway's cache never answers past it. */
  expiresAt?: string | null;
}

export const TOKEN_MESSAGES: Record<NonNullable<Introspection["code"]>, string> = {
  invalid_token: "Token not recognized.",
  token_revoked: "This token was revoked.",
  token_expired: "This token has expired; create a new one.",
  token_orphaned: "The member who made this token left the workspace; the token no longer works.",
};

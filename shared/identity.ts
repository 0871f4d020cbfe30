import { createHmac, timingSafeEqual } from "node:crypto";
import type { Scope } from "./scopes.ts";

/**
 * The identity the gateway forwards to services, signed with the internal secret. Services refuse a
 * request without a valid, fresh signature, so a service port reached directly gives nothing away.
 * Clients' own copies of the header are stripped by the gateway.
 */
export const IDENTITY_HEADER = "x-ccw-identity";
export const REQUEST_ID_HEADER = "x-request-id";

export interface Identity {
  /**
   * `token`: a public API call with a bearer token; `public`: a call that needs none (the setup
   * exchange); `ops`: the team's back office; `service`: one service calling another.
   */
  kind: "token" | "public" | "ops" | "service";
  /** Client address as the gateway saw it (for per-IP limits and logs). */
  ip?: string;
  workspaceId?: string;
  tokenId?: string;
  memberId?: number;
  scopes?: Scope[];
  /** For kind service: the calling service. */
  caller?: string;
  /** How the call came in (rest or mcp), for the action history. */
  via?: "rest" | "mcp";
  /**
   * On the MCP service's proof of a tool call: its ordinal among the tools/call of its /mcp request
   * (0 for the first, which that request already paid; the gateway counts the others).
   */
  call?: number;
  requestId: string;
  /** Issued at, ms since epoch. */
  iat: number;
}

const MAX_AGE_MS = 60_000;

function b64url(buf: Buffer | string): string {
  return Buffer.from(buf).toString("base64url");
}

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function signIdentity(identity: Omit<Identity, "iat"> & { iat?: number }, secret: string): string {
  const payload = b64url(JSON.stringify({ ...identity, iat: identity.iat ?? Date.now() }));
  return `${payload}.${mac(secret, payload)}`;
}

export type VerifyResult = { ok: true; identity: Identity } | { ok: false; reason: string };

export function verifyIdentity(
  header: string | undefined | null,
  secret: string,
  now = Date.now(),
): VerifyResult {
  if (!header) return { ok: false, reason: "no identity" };
  const dot = header.indexOf(".");
  if (dot < 1) return { ok: false, reason: "malformed identity" };
  const payload = header.slice(0, dot);
  const given = Buffer.from(header.slice(dot + 1));
  const expected = Buffer.from(mac(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "bad signature" };
  }
  let identity: Identity;
  try {
    identity = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed identity" };
  }
  if (typeof identity.iat !== "number" || Math.abs(now - identity.iat) > MAX_AGE_MS) {
    return { ok: false, reason: "stale identity" };
  }
  return { ok: true, identity };
}

/** Constant-time string comparison (for the ops token). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHmac("sha256", "cmp").update(a).digest();
  const hb = createHmac("sha256", "cmp").update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

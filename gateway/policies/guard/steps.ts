import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, type ErrorCode } from "../../../shared/errors.ts";
import {
  type Identity,
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  safeEqual,
  signIdentity,
  verifyIdentity,
} from "../../../shared/identity.ts";
import type { Logger } from "../../../shared/log.ts";
import { matchOpsRoute } from "../../../shared/ops-routes.ts";
import { matchRoute } from "../../../shared/registry/index.ts";
import type { ToolDef } from "../../../shared/registry/types.ts";
import { PASSTHROUGH_ROUTES, type PassthroughRoute } from "../../../shared/routes.ts";
import { missingScopes, READ_SCOPES, type Scope } from "../../../shared/scopes.ts";
import { assertNotRefusedTooOften } from "../address-limit/index.ts";
import { type Introspection, parseBearer, TOKEN_MESSAGES, tokenHash } from "../bearer/index.ts";
import { applyForwarded, clientAddress } from "../forwarded/index.ts";
import type { WindowLimiter } from "../rate-limit/index.ts";

/**
 * The guard's steps, in the order they run (index.ts): each reads and fills the request's `GuardCtx`
 * and throws an ApiError to refuse. Plain node req/res, no express-gateway types, each testable alone.
 *
 *   requestId → route → credentials → scopes → limits → bodySize → identity
 */
export const MCP_HEADER = "x-ccw-mcp";

export interface GuardDeps {
  internalSecret: string;
  opsToken: string;
  baseUrl: string;
  ratePerMinute: number;
  setupExchangePerMinute: number;
  upstreamTimeoutMs: number;
  limiter: WindowLimiter;
  introspect: (hash: string) => Promise<Introspection>;
  log: Logger;
}

export type Req = IncomingMessage & { path?: string; originalUrl?: string };

export type Route =
  | { kind: "ops" }
  | { kind: "tool"; tool: ToolDef }
  | { kind: "passthrough"; pass: PassthroughRoute };

export interface GuardCtx {
  req: Req;
  res: ServerResponse;
  requestId: string;
  method: string;
  path: string;
  /** The client address (through TRUSTED_PROXIES). */
  ip: string;
  /** The MCP service's signed proof on a tool call it forwards (verified once), else undefined. */
  mcp: Identity | undefined;
  route?: Route;
  /** Metrics label: the tool, the passthrough prefix, "ops" or "unmatched". */
  label: string;
  identity?: Omit<Identity, "iat">;
}

export const fail = (code: ErrorCode, message: string, headers?: Record<string, string>) =>
  new ApiError(code, message, { headers });

export function pathOf(req: Req): string {
  const url = req.originalUrl ?? req.url ?? "/";
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

/** 1. Request id, client address, and the identity headers a client may not send. */
export function requestIdStep(
  deps: Pick<GuardDeps, "internalSecret">,
  req: Req,
  res: ServerResponse,
): GuardCtx {
  applyForwarded(req); // drop client-sent X-Forwarded-* unless the peer is a trusted proxy
  const given = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof given === "string" && /^[A-Za-z0-9._:-]{1,100}$/.test(given)
    ? given
    : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  req.headers[REQUEST_ID_HEADER] = requestId;
  const proof = req.headers[MCP_HEADER] as string | undefined;
  delete req.headers[IDENTITY_HEADER];
  delete req.headers[MCP_HEADER];
  const v = proof ? verifyIdentity(proof, deps.internalSecret) : undefined;
  const path = pathOf(req);
  return {
    req,
    res,
    requestId,
    method: (req.method ?? "GET").toUpperCase(),
    path,
    ip: clientAddress(req),
    mcp: v?.ok && v.identity.kind === "service" && v.identity.caller === "mcp" ? v.identity : undefined,
    label: path.startsWith("/ops/") ? "ops" : "unmatched",
  };
}

/** 2. What the path is: an ops route, a registry tool, or a passthrough prefix; else 404 (spec 7.1 has no 405). */
export function routeStep(ctx: GuardCtx): void {
  const { method, path } = ctx;
  if (path.startsWith("/ops/")) {
    ctx.route = { kind: "ops" };
    return;
  }
  const m = matchRoute(method, path);
  if (m && "tool" in m) {
    ctx.route = { kind: "tool", tool: m.tool };
    ctx.label = m.tool.name;
    return;
  }
  const pass = PASSTHROUGH_ROUTES.find((r) =>
    path === r.prefix.replace(/\/$/, "") ||
    path.startsWith(r.prefix.endsWith("/") ? r.prefix : `${r.prefix}/`)
  );
  if (pass) {
    ctx.route = { kind: "passthrough", pass };
    ctx.label = pass.prefix;
    return;
  }
  throw fail("not_found", `No route ${method} ${path}.`);
}

/** 3. Who calls: the ops token on /ops, nobody on a public tool or page, else the bearer (401 codes of spec 7.1). */
export async function credentialsStep(deps: GuardDeps, ctx: GuardCtx): Promise<void> {
  const route = ctx.route!;
  if (route.kind === "ops") {
    assertNotRefusedTooOften(ctx.ip); // wrong tokens limited per address
    const m = /^Bearer\s+(\S+)$/i.exec(ctx.req.headers.authorization ?? "");
    if (!m || !deps.opsToken || !safeEqual(m[1], deps.opsToken)) {
      throw fail("invalid_token", "The ops API needs the ops token.");
    }
    const r = matchOpsRoute(ctx.method, ctx.path);
    if (!r || "pathOnly" in r) throw fail("not_found", `No route ${ctx.method} ${ctx.path}.`);
    ctx.identity = { kind: "ops", requestId: ctx.requestId };
    return;
  }
  const tokenNeeded = route.kind === "tool" ? route.tool.auth !== "none" : route.pass.auth === "token";
  if (!tokenNeeded) {
    ctx.identity = { kind: "public", requestId: ctx.requestId, ip: ctx.ip };
    return;
  }
  // The MCP challenge (spec 5.3) on passthrough routes (/mcp); a plain one on REST tools.
  const challenge = route.kind === "passthrough";
  const www = (code: string) =>
    challenge
      // The scope hint: the read scopes a person grants by default (spec 5.2), so clients ask for those.
      ? {
        "www-authenticate":
          `Bearer resource_metadata="${deps.baseUrl}/.well-known/oauth-protected-resource/mcp", scope="${
            READ_SCOPES.join(" ")
          }"${code === "missing_token" ? "" : `, error="invalid_token"`}`,
      }
      : {
        "www-authenticate": `Bearer realm="api"${code === "missing_token" ? "" : `, error="invalid_token"`}`,
      };
  // Wrong tokens limited per address before any lookup (the MCP service's own calls excepted).
  if (ctx.req.headers.authorization && !ctx.mcp) assertNotRefusedTooOften(ctx.ip);
  const b = parseBearer(ctx.req.headers.authorization);
  if (!b.ok) throw fail(b.code, b.message, www(b.code));
  let info: Introspection;
  try {
    info = await deps.introspect(tokenHash(b.token));
  } catch {
    throw fail(
      "service_unavailable",
      `Tokens cannot be checked right now (request ${ctx.requestId}); try again shortly.`,
      { "retry-after": "1" },
    );
  }
  if (!info.active) {
    const code = info.code ?? "invalid_token";
    throw fail(code, TOKEN_MESSAGES[code], www(code));
  }
  ctx.identity = {
    kind: "token",
    requestId: ctx.requestId,
    workspaceId: info.workspaceId!,
    tokenId: info.tokenId!,
    memberId: info.memberId,
    scopes: info.scopes as Scope[],
    via: ctx.mcp ? "mcp" : "rest",
    ip: ctx.ip,
  };
}

/** 4. The tool's scopes (403 naming the scope, with the insufficient_scope challenge). */
export function scopesStep(ctx: GuardCtx): void {
  const route = ctx.route!;
  if (route.kind !== "tool" || ctx.identity?.kind !== "token") return;
  const lacking = missingScopes(ctx.identity.scopes ?? [], route.tool.scopes);
  if (lacking.length) {
    throw fail(
      "insufficient_scope",
      `This token lacks the scope ${lacking.join(", ")} that ${route.tool.name} needs.`,
      {
        "www-authenticate": `Bearer error="insufficient_scope", scope="${route.tool.scopes.join(" ")}"`,
      },
    );
  }
}

/**
 * 5. Minute windows (429 + Retry-After): per token for token calls, per address for the public setup
 * exchange. A tool call forwarded by the MCP service carries its ordinal among the tools/call of the
 * /mcp request it came in on: the first was paid by that request; every further one (a JSON-RPC batch)
 * counts like a request of its own, so a batch cannot multiply the window.
 */
export async function limitsStep(deps: GuardDeps, ctx: GuardCtx): Promise<void> {
  const id = ctx.identity!;
  if (id.kind === "public" && ctx.route?.kind === "tool") {
    const r = await deps.limiter.hit(`ip:${ctx.route.tool.name}:${ctx.ip}`, deps.setupExchangePerMinute);
    if (!r.allowed) {
      throw fail("rate_limited", `Too many attempts this minute; wait ${r.retryAfter} s.`, {
        "retry-after": String(r.retryAfter),
      });
    }
    return;
  }
  if (id.kind !== "token") return;
  if (ctx.mcp && ctx.mcp.call === 0) return;
  const r = await deps.limiter.hit(`tok:${id.tokenId}`, deps.ratePerMinute);
  if (!r.allowed) {
    throw fail("rate_limited", `More than ${r.limit} requests this minute; wait ${r.retryAfter} s.`, {
      "retry-after": String(r.retryAfter),
    });
  }
}

/** 6. The declared body size of a write against the tool's limit (413); the service checks what arrives. */
export function bodySizeStep(ctx: GuardCtx): void {
  const route = ctx.route!;
  const len = Number(ctx.req.headers["content-length"] ?? "0");
  if (route.kind === "passthrough") {
    const max = route.pass.maxBodyBytes;
    if (max !== undefined && len > max) {
      throw fail("payload_too_large", `The body is larger than ${route.pass.prefix} accepts (${max} bytes).`);
    }
    return;
  }
  if (route.kind !== "tool" || route.tool.kind !== "write") return;
  if (len > route.tool.maxBodyBytes + 4096) {
    throw fail(
      "payload_too_large",
      `The body is larger than ${route.tool.name} accepts (${route.tool.maxBodyBytes} bytes).`,
    );
  }
}

/** 7. The signed identity the service will trust (HMAC, 60 s). */
export function identityStep(deps: Pick<GuardDeps, "internalSecret">, ctx: GuardCtx): void {
  ctx.req.headers[IDENTITY_HEADER] = signIdentity(ctx.identity!, deps.internalSecret);
}

import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError, type ErrorCode } from "../../../shared/errors.ts";
import { IDENTITY_HEADER, type Identity, REQUEST_ID_HEADER, safeEqual, signIdentity, verifyIdentity } from "../../../shared/identity.ts";
import type { Logger } from "../../../shared/log.ts";
import { matchOpsRoute } from "../../../shared/ops-routes.ts";
import { matchRoute } from "../../../shared/registry/index.ts";
import type { ToolDef } from "../../../shared/registry/types.ts";
import { PASSTHROUGH_ROUTES } from "../../../shared/routes.ts";
import { READ_SCOPES, type Scope } from "../../../shared/scopes.ts";
import { type Introspection, parseBearer, TOKEN_MESSAGES, tokenHash } from "../bearer/index.ts";
import type { WindowLimiter } from "../rate-limit/index.ts";
import { childContext, formatTraceparent, gatewayMetrics } from "../../../shared/observability/index.ts";
import { applyForwarded, clientAddress } from "../forwarded/index.ts";
import { assertNotRefusedTooOften, noteRefusal } from "../address-limit/index.ts";

/**
 * The gateway's one policy, in front of EG's proxy. In order: request id; drop identity headers a
 * client sent; find what the path is (tool, ops route, passthrough); check the ops token or the bearer
 * (401 codes of spec 7.1), the tool's scopes (403), the per-token minute window (429 + Retry-After) and
 * the body size (413); then sign the identity the service will trust. Plain node req/res: no
 * express-gateway types, so the core could move.
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

type Req = IncomingMessage & { path?: string; originalUrl?: string };
type Res = ServerResponse;

export function sendError(res: Res, err: ApiError, requestId: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = err.status;
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.end(JSON.stringify(err.toBody()));
}

const fail = (code: ErrorCode, message: string, headers?: Record<string, string>) => new ApiError(code, message, { headers });

function pathOf(req: Req): string {
  const url = req.originalUrl ?? req.url ?? "/";
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

function clientIp(req: Req): string {
  return clientAddress(req); // #16: resolved through TRUSTED_PROXIES by applyForwarded
}

/** Replaces EG proxy's plain-text 502 with our JSON, and bounds how long an upstream may take. */
function guardUpstream(res: Res, requestId: string, timeoutMs: number): void {
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  let replaced = false;
  res.end = ((chunk?: any, ...rest: any[]) => {
    if (!replaced && res.statusCode === 502 && chunk !== undefined && String(chunk) === "Bad gateway.") {
      replaced = true;
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.removeHeader("content-length");
      res.removeHeader("etag");
      return end(JSON.stringify({ error: { code: "bad_gateway", message: `The service behind this route is unreachable (request ${requestId}).` } }));
    }
    return end(chunk, ...rest);
  }) as any;
  void writeHead;
  const timer = setTimeout(() => {
    if (!res.headersSent) sendError(res, fail("gateway_timeout", `The service did not answer within ${timeoutMs} ms (request ${requestId}).`), requestId);
  }, timeoutMs);
  res.on("finish", () => clearTimeout(timer));
  res.on("close", () => clearTimeout(timer));
}

export function createGuard(deps: GuardDeps, service: string) {
  return async function guard(req: Req, res: Res, next: (err?: unknown) => void): Promise<void> {
    applyForwarded(req); // #16: drop client-sent X-Forwarded-* unless the peer is a trusted proxy
    const given = req.headers[REQUEST_ID_HEADER];
    const requestId = typeof given === "string" && /^[A-Za-z0-9._:-]{1,100}$/.test(given) ? given : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    req.headers[REQUEST_ID_HEADER] = requestId;
    const mcpProof = req.headers[MCP_HEADER] as string | undefined;
    delete req.headers[IDENTITY_HEADER];
    delete req.headers[MCP_HEADER];
    const path = pathOf(req);
    const method = (req.method ?? "GET").toUpperCase();
    // Observability: continue the caller's W3C trace (or start one) for the service, and count the
    // answer by tool (or route kind) and status once it is sent.
    const trace = childContext(req.headers.traceparent);
    req.headers.traceparent = formatTraceparent(trace);
    const metrics = gatewayMetrics();
    let label = path.startsWith("/ops/") ? "ops" : "unmatched";
    const t0 = performance.now();
    res.once("close", () => {
      metrics.requests.inc({ tool: label, status: res.statusCode });
      metrics.latency.observe({ tool: label, status: res.statusCode }, (performance.now() - t0) / 1000);
    });
    let tool: ToolDef | undefined;
    try {
      let identity: Omit<Identity, "iat">;
      if (path.startsWith("/ops/")) {
        identity = await opsIdentity(req, method, path, requestId);
      } else {
        const m = matchRoute(method, path);
        const pass = PASSTHROUGH_ROUTES.find((r) => path === r.prefix.replace(/\/$/, "") || path.startsWith(r.prefix.endsWith("/") ? r.prefix : `${r.prefix}/`));
        if (m && "tool" in m) {
          tool = m.tool;
          label = tool.name;
          identity = await toolIdentity(req, tool, requestId, mcpProof);
        } else if (pass) {
          label = pass.prefix;
          if (pass.auth === "token") {
            identity = await bearerIdentity(req, requestId, mcpProof, /* challenge */ true);
            await limit(identity, mcpProof, requestId);
          } else {
            identity = { kind: "public", requestId, ip: clientIp(req) };
          }
        } else {
          throw fail("not_found", `No route ${method} ${path}.`);
        }
      }
      if (tool && tool.kind === "write") {
        const len = Number(req.headers["content-length"] ?? "0");
        if (len > tool.maxBodyBytes + 4096) throw fail("payload_too_large", `The body is larger than ${tool.name} accepts (${tool.maxBodyBytes} bytes).`);
      }
      req.headers[IDENTITY_HEADER] = signIdentity(identity, deps.internalSecret);
      guardUpstream(res, requestId, deps.upstreamTimeoutMs);
      next();
    } catch (e) {
      const err = e instanceof ApiError ? e : fail("internal_error", `Unexpected gateway error (request ${requestId}).`);
      if (!(mcpProof && verifyIdentity(mcpProof, deps.internalSecret).ok)) noteRefusal(clientIp(req), err); // #16
      if (err.code === "rate_limited") metrics.rateLimited.inc({ kind: tool?.auth === "none" ? "ip" : "token", tool: label });
      if (!(e instanceof ApiError)) deps.log("error", "guard failed", { requestId, traceId: trace.traceId, service, err: String(e) });
      // Refused before its body was read: the unread bytes would poison a reused keep-alive socket.
      if (Number(req.headers["content-length"] ?? "0") > 0 || req.headers["transfer-encoding"]) res.setHeader("connection", "close");
      sendError(res, err, requestId);
    }
  };

  async function opsIdentity(req: Req, method: string, path: string, requestId: string): Promise<Omit<Identity, "iat">> {
    assertNotRefusedTooOften(clientIp(req)); // #16: wrong tokens limited per address
    const h = req.headers.authorization ?? "";
    const m = /^Bearer\s+(\S+)$/i.exec(h);
    if (!m || !deps.opsToken || !safeEqual(m[1], deps.opsToken)) throw fail("invalid_token", "The ops API needs the ops token.");
    const r = matchOpsRoute(method, path);
    // A known path with a method it does not take is no route either (spec 7.1 has no 405).
    if (!r || "pathOnly" in r) throw fail("not_found", `No route ${method} ${path}.`);
    return { kind: "ops", requestId };
  }

  async function bearerIdentity(req: Req, requestId: string, mcpProof: string | undefined, challenge: boolean): Promise<Omit<Identity, "iat"> & { workspaceId: string; tokenId: string }> {
    const www = (code: string) =>
      challenge
        ? // The scope hint: the read scopes a person grants by default (spec 5.2), so clients ask for those.
          { "www-authenticate": `Bearer resource_metadata="${deps.baseUrl}/.well-known/oauth-protected-resource/mcp", scope="${READ_SCOPES.join(" ")}"${code === "missing_token" ? "" : `, error="invalid_token"`}` }
        : { "www-authenticate": `Bearer realm="api"${code === "missing_token" ? "" : `, error="invalid_token"`}` };
    // #16: wrong tokens limited per address (before any lookup); the ops token is just another wrong token.
    if (req.headers.authorization && !(mcpProof && verifyIdentity(mcpProof, deps.internalSecret).ok)) assertNotRefusedTooOften(clientIp(req));
    const b = parseBearer(req.headers.authorization);
    if (!b.ok) throw fail(b.code, b.message, www(b.code));
    let info: Introspection;
    try {
      info = await deps.introspect(tokenHash(b.token));
    } catch {
      throw fail("service_unavailable", `Tokens cannot be checked right now (request ${requestId}); try again shortly.`, { "retry-after": "1" });
    }
    if (!info.active) {
      const code = info.code ?? "invalid_token";
      throw fail(code, TOKEN_MESSAGES[code], www(code));
    }
    const viaMcp = mcpProof ? verifyIdentity(mcpProof, deps.internalSecret).ok : false;
    return {
      kind: "token",
      requestId,
      workspaceId: info.workspaceId!,
      tokenId: info.tokenId!,
      memberId: info.memberId,
      scopes: info.scopes as Scope[],
      via: viaMcp ? "mcp" : "rest",
      ip: clientIp(req),
    };
  }

  async function limit(identity: Omit<Identity, "iat">, mcpProof: string | undefined, _requestId: string): Promise<void> {
    // A tool call forwarded by the MCP service carries its ordinal among the tools/call of the /mcp
    // request it came in on: the first was paid by that request; every further one (a JSON-RPC batch)
    // counts like a request of its own, so a batch cannot multiply the minute window.
    if (identity.via === "mcp" && mcpProof) {
      const proof = verifyIdentity(mcpProof, deps.internalSecret);
      if (proof.ok && proof.identity.call === 0) return;
    }
    const r = await deps.limiter.hit(`tok:${identity.tokenId}`, deps.ratePerMinute);
    if (!r.allowed) {
      throw fail("rate_limited", `More than ${r.limit} requests this minute; wait ${r.retryAfter} s.`, { "retry-after": String(r.retryAfter) });
    }
  }

  async function toolIdentity(req: Req, tool: ToolDef, requestId: string, mcpProof: string | undefined): Promise<Omit<Identity, "iat">> {
    if (tool.auth === "none") {
      const ip = clientIp(req);
      const r = await deps.limiter.hit(`ip:${tool.name}:${ip}`, deps.setupExchangePerMinute);
      if (!r.allowed) throw fail("rate_limited", `Too many attempts this minute; wait ${r.retryAfter} s.`, { "retry-after": String(r.retryAfter) });
      return { kind: "public", requestId, ip };
    }
    const identity = await bearerIdentity(req, requestId, mcpProof, false);
    const lacking = tool.scopes.filter((s) => !identity.scopes!.includes(s));
    if (lacking.length) {
      throw fail("insufficient_scope", `This token lacks the scope ${lacking.join(", ")} that ${tool.name} needs.`, { "www-authenticate": `Bearer error="insufficient_scope", scope="${tool.scopes.join(" ")}"` });
    }
    await limit(identity, mcpProof, requestId);
    return identity;
  }
}

/** The catch-all pipeline: JSON 404, a known path with a method it does not take included (spec 7.1). */
export function notFoundHandler(req: Req, res: Res): void {
  const requestId = (req.headers[REQUEST_ID_HEADER] as string) || randomUUID();
  sendError(res, fail("not_found", `No route ${(req.method ?? "GET").toUpperCase()} ${pathOf(req)}.`), requestId);
}

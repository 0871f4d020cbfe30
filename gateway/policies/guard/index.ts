import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { ApiError, renderError } from "../../../shared/errors.ts";
import { REQUEST_ID_HEADER } from "../../../shared/identity.ts";
import { childContext, formatTraceparent, gatewayMetrics } from "../../../shared/observability/index.ts";
import { noteRefusal } from "../address-limit/index.ts";
import {
  bodySizeStep,
  credentialsStep,
  fail,
  type GuardDeps,
  identityStep,
  limitsStep,
  pathOf,
  type Req,
  requestIdStep,
  routeStep,
  scopesStep,
} from "./steps.ts";

/**
 * The gateway's one policy, in front of EG's proxy: the named steps of steps.ts, read top to bottom —
 * request id (and client address, stripped identity headers) → route (tool, ops route, passthrough;
 * else 404) → credentials (the ops token or the bearer: 401 codes of spec 7.1) → scopes (403) → limits
 * (429 + Retry-After) → body size (413) → signed identity — then EG's proxy, its 502 answered as JSON
 * and bounded by the upstream timeout. Plain node req/res: no express-gateway types, so the core
 * could move.
 */
export { type GuardDeps, MCP_HEADER } from "./steps.ts";

type Res = ServerResponse;

/** Writes an error with the one renderer the services use too (`renderError`, shared/errors.ts). */
export function sendError(res: Res, err: ApiError, requestId: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const r = renderError(err, requestId);
  res.statusCode = r.status;
  for (const [k, v] of Object.entries(r.headers)) res.setHeader(k, v);
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.end(JSON.stringify(r.body));
}

/** Replaces EG proxy's plain-text 502 with our JSON, and bounds how long an upstream may take. */
function guardUpstream(res: Res, requestId: string, timeoutMs: number): void {
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  let replaced = false;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!replaced && res.statusCode === 502 && chunk !== undefined && String(chunk) === "Bad gateway.") {
      replaced = true;
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.removeHeader("content-length");
      res.removeHeader("etag");
      return end(
        JSON.stringify({
          error: {
            code: "bad_gateway",
            message: `The service behind this route is unreachable (request ${requestId}).`,
          },
        }),
      );
    }
    return (end as (...a: unknown[]) => ServerResponse)(chunk, ...rest);
  }) as typeof res.end;
  void writeHead;
  const timer = setTimeout(() => {
    if (!res.headersSent) {
      sendError(
        res,
        fail("gateway_timeout", `The service did not answer within ${timeoutMs} ms (request ${requestId}).`),
        requestId,
      );
    }
  }, timeoutMs);
  res.on("finish", () => clearTimeout(timer));
  res.on("close", () => clearTimeout(timer));
}

export function createGuard(deps: GuardDeps, service: string) {
  return async function guard(req: Req, res: Res, next: (err?: unknown) => void): Promise<void> {
    const ctx = requestIdStep(deps, req, res);
    // Observability: continue the caller's W3C trace (or start one) for the service, and count the
    // answer by tool (or route kind) and status once it is sent.
    const trace = childContext(req.headers.traceparent);
    req.headers.traceparent = formatTraceparent(trace);
    const metrics = gatewayMetrics();
    const t0 = performance.now();
    res.once("close", () => {
      metrics.requests.inc({ tool: ctx.label, status: res.statusCode });
      metrics.latency.observe({ tool: ctx.label, status: res.statusCode }, (performance.now() - t0) / 1000);
    });
    try {
      routeStep(ctx);
      await credentialsStep(deps, ctx);
      scopesStep(ctx);
      await limitsStep(deps, ctx);
      bodySizeStep(ctx);
      identityStep(deps, ctx);
      guardUpstream(res, ctx.requestId, deps.upstreamTimeoutMs);
      next();
    } catch (e) {
      const err = e instanceof ApiError
        ? e
        : fail("internal_error", `Unexpected gateway error (request ${ctx.requestId}).`);
      if (!ctx.mcp) noteRefusal(ctx.ip, err); // wrong tokens counted per address (not the MCP service's own calls)
      if (err.code === "rate_limited") {
        metrics.rateLimited.inc({ kind: ctx.identity?.kind === "public" ? "ip" : "token", tool: ctx.label });
      }
      if (!(e instanceof ApiError)) {
        deps.log("error", "guard failed", {
          requestId: ctx.requestId,
          traceId: trace.traceId,
          service,
          err: String(e),
        });
      }
      const declared = Number(req.headers["content-length"] ?? "0");
      if (err.code === "payload_too_large" && declared <= LINGER_MAX_BYTES && !res.headersSent) {
        // A body over the tool's limit: read it to the end (discarding it) before answering, so a
        // client still sending gets the 413 rather than a broken pipe (a lingering close, bounded).
        lingerThenAnswer(req, res, () => sendError(res, err, ctx.requestId));
        return;
      }
      // Refused before its body was read: the unread bytes would poison a reused keep-alive socket.
      if (declared > 0 || req.headers["transfer-encoding"]) res.setHeader("connection", "close");
      sendError(res, err, ctx.requestId);
    }
  };
}

/** A declared body up to this size over a tool's limit is read (and dropped) before the 413; larger ones are cut. */
const LINGER_MAX_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 15_000;

function lingerThenAnswer(req: Req, res: Res, answer: () => void): void {
  let done = false;
  const finish = (ok: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (!ok) res.setHeader("connection", "close");
    answer();
  };
  const timer = setTimeout(() => finish(false), LINGER_MS);
  req.on("end", () => finish(true));
  req.on("error", () => finish(false));
  req.resume();
}

/** The catch-all pipeline: JSON 404, a known path with a method it does not take included (spec 7.1). */
export function notFoundHandler(req: Req, res: Res): void {
  const requestId = (req.headers[REQUEST_ID_HEADER] as string) || randomUUID();
  sendError(
    res,
    fail("not_found", `No route ${(req.method ?? "GET").toUpperCase()} ${pathOf(req)}.`),
    requestId,
  );
}

import process from "node:process";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Db, MongoClient } from "mongodb";
import type { NatsConnection } from "@nats-io/transport-node";
import { jetstream, type JetStreamClient } from "@nats-io/jetstream";
import type { z } from "zod";
import { readServiceEnv, type ServiceEnv } from "../config.ts";
import { decodeCursor, encodeCursor } from "../cursor.ts";
import { ApiError, invalidArgument } from "../errors.ts";
import { IDEMPOTENCY_HEADER, idempotencyDb, idempotencyIndexes, IdempotencyStore, fingerprint, resolveKey } from "../idempotency/index.ts";
import { IDENTITY_HEADER, type Identity, REQUEST_ID_HEADER, verifyIdentity } from "../identity.ts";
import { createLogger, type Logger } from "../log.ts";
import { connectMongo, ensureIndexes, type IndexSpec, serviceDb } from "../mongo.ts";
import { connectNats, ensureStream, Outbox, processedIndexes, publishDirect, setEventNamespace } from "../nats.ts";
import { ObjectId } from "mongodb";
import { ActionRecorder, type ActionSink } from "./action-recorder.ts";
import { expressPath, toolsOf } from "../registry/index.ts";
import type { ServiceName, ToolDef } from "../registry/types.ts";
import type { Scope } from "../scopes.ts";
import { callService, type CallOptions } from "./internal-client.ts";
import { zodToApiError } from "./validation.ts";
import { childContext, outboxGauges, processMetrics, routeKind, runWithTrace, type TraceContext, traced } from "../observability/index.ts";

export { zodToApiError } from "./validation.ts";
export type { ActionEntry } from "./action-recorder.ts";

/** What a running service has: its database, NATS, the outbox relay, config and a logger. */
export interface Runtime {
  name: ServiceName;
  env: ServiceEnv;
  mongo: MongoClient;
  db: Db;
  nc: NatsConnection;
  js: JetStreamClient;
  outbox: Outbox;
  log: Logger;
  /** Calls another service's /internal or /ops route with a signed service identity. */
  call: <T = unknown>(service: ServiceName, method: string, path: string, body?: unknown, opts?: CallOptions) => Promise<T>;
  cursors: {
    encode: (workspaceId: string, list: string, position: unknown) => string;
    decode: <T>(workspaceId: string, list: string, cursor: string, argument?: string) => T;
  };
}

export interface ToolContext<P = any, Q = any, B = any> {
  rt: Runtime;
  tool: ToolDef;
  identity: Identity & { workspaceId: string; scopes: Scope[] };
  workspaceId: string;
  params: P;
  query: Q;
  body: B;
  requestId: string;
  log: Logger;
  hasScope: (scope: Scope) => boolean;
  /** A write's idempotency key (undefined for reads): for keying a side effect outside our store. */
  idempotencyKey?: string;
}

/** A handler returns the 200 body (or throws ApiError). */
export type ToolHandler = (ctx: ToolContext) => Promise<Record<string, unknown>>;

export interface RouteContext<B = any, Q = any> {
  rt: Runtime;
  identity: Identity;
  params: Record<string, string>;
  query: Q;
  body: B;
  requestId: string;
  log: Logger;
}

export interface ExtraRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Express path, e.g. `/ops/v1/campaigns/:campaignId/publish` or `/internal/campaigns/:campaignId`. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  handler: (ctx: RouteContext) => Promise<unknown>;
}

export interface ServiceDefinition {
  name: ServiceName;
  /** One handler for every registry tool this service owns (checked at start). */
  tools: Record<string, ToolHandler>;
  /** Back-office routes (`/ops/v1/...`), reached only with the ops identity. */
  ops?: ExtraRoute[];
  /** Service-to-service routes (`/internal/...`), reached only with a service identity. */
  internal?: ExtraRoute[];
  indexes?: IndexSpec[];
  /** Starts consumers and workers once the runtime exists. */
  onStart?: (rt: Runtime) => Promise<void>;
  /** Extra express routes (pages, well-known documents) mounted before the tool routes. */
  mount?: (app: express.Express, rt: Runtime) => void | Promise<void>;
  /** Where this service's action-history batches go (oauth inserts its own; others publish them). */
  actionSink?: (rt: Runtime) => ActionSink;
}

function assertHandlers(def: ServiceDefinition): void {
  const owned = toolsOf(def.name).map((t) => t.name);
  const missing = owned.filter((n) => !def.tools[n]);
  const extra = Object.keys(def.tools).filter((n) => !owned.includes(n));
  if (missing.length || extra.length) {
    throw new Error(`${def.name}: handlers do not match the registry (missing: ${missing.join(",") || "-"}; not owned: ${extra.join(",") || "-"})`);
  }
}

export async function createRuntime(name: ServiceName, env: ServiceEnv, indexes: IndexSpec[] = []): Promise<Runtime> {
  const log = traced(createLogger(name));
  setEventNamespace(env.dbPrefix);
  const mongo = await connectMongo(env.mongoUrl);
  const db = serviceDb(mongo, env.dbPrefix, name);
  await ensureIndexes(db, [...Outbox.indexes, ...processedIndexes, ...indexes]);
  await ensureIndexes(idempotencyDb(mongo, env.dbPrefix), idempotencyIndexes);
  const nc = await connectNats(env.natsUrl, name);
  await ensureStream(nc);
  const js = jetstream(nc);
  const outbox = new Outbox(db, () => js, log);
  processMetrics().service = name;
  outboxGauges(processMetrics().registry, name, () => outbox.lag());
  const rt: Runtime = {
    name,
    env,
    mongo,
    db,
    nc,
    js,
    outbox,
    log,
    call: (service, method, path, body, opts) => callService(env, name, service, method, path, body, opts),
    cursors: {
      encode: (ws, list, pos) => encodeCursor(env.internalSecret, ws, list, pos),
      decode: (ws, list, cursor, argument) => decodeCursor(env.internalSecret, ws, list, cursor, argument),
    },
  };
  return rt;
}

function requestIdOf(req: Request): string {
  const v = req.headers[REQUEST_ID_HEADER];
  return typeof v === "string" && /^[A-Za-z0-9._:-]{1,100}$/.test(v) ? v : crypto.randomUUID();
}

function identityOf(req: Request, rt: Runtime, kind: Identity["kind"]): Identity {
  const v = verifyIdentity(req.headers[IDENTITY_HEADER] as string | undefined, rt.env.internalSecret);
  if (!v.ok) {
    rt.log("warn", "refused a request without a valid signed identity", { reason: v.reason, path: req.path });
    throw new ApiError("invalid_token", "This service is reached through the gateway only.");
  }
  if (v.identity.kind !== kind) throw new ApiError("wrong_principal", "This route is not for this kind of caller.");
  return v.identity;
}

/** Parses with a zod schema; a failure becomes 400 invalid_request naming the argument. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw zodToApiError(r.error, where);
  return r.data;
}

function sendError(res: Response, e: unknown, log: Logger, requestId: string): void {
  if (e instanceof ApiError) {
    for (const [k, v] of Object.entries(e.headers)) res.setHeader(k, v);
    res.status(e.status).json(e.toBody());
    return;
  }
  log("error", "unexpected error", { requestId, err: e instanceof Error ? e.stack ?? e.message : String(e) });
  res.status(500).json({ error: { code: "internal_error", message: `Unexpected server error (request ${requestId}).` } });
}

/** JSON body parser that answers our error shape (express's default answers HTML). */
function jsonBody(limit: number) {
  const parser = express.json({ limit, strict: false, type: () => true });
  return (req: Request, res: Response, next: NextFunction) => {
    const len = Number(req.headers["content-length"] ?? "0");
    if (!req.headers["transfer-encoding"] && len === 0) {
      req.body = undefined;
      return next();
    }
    parser(req, res, (err?: any) => {
      if (!err) return next();
      const requestId = requestIdOf(req);
      if (err.type === "entity.too.large") {
        return sendError(res, new ApiError("payload_too_large", `Request body is larger than ${limit} bytes.`), createLogger("kit"), requestId);
      }
      sendError(res, new ApiError("invalid_request", "body: not valid JSON", { argument: "body" }), createLogger("kit"), requestId);
    });
  };
}

function campaignIdOf(params: Record<string, unknown>, query: Record<string, unknown>): number | null {
  const v = params.campaignId ?? query.campaignId;
  return typeof v === "number" ? v : null;
}

/**
 * The default action sink: one JetStream message per batch (oauth inserts it in bulk); while NATS cannot
 * take it, the batch goes to oauth's `/internal/actions` directly.
 */
function publishedActions(rt: Runtime): ActionSink {
  const instance = crypto.randomUUID().slice(0, 12);
  let seq = 0;
  return async (entries) => {
    const id = `actions:${rt.name}:${instance}:${++seq}`;
    try {
      await publishDirect(rt.js, "ccw.actions.recorded", { entries }, id);
    } catch (e) {
      rt.log("warn", "action batch not published; sending it to oauth directly", { err: String(e), entries: entries.length });
      await rt.call("oauth", "POST", "/internal/actions", { entries }, { timeoutMs: 3000, retries: 1 });
    }
  };
}

function toolRoute(rt: Runtime, def: ServiceDefinition, tool: ToolDef, idem: IdempotencyStore, recorder: ActionRecorder) {
  const handler = def.tools[tool.name];
  return async (req: Request, res: Response) => {
    const requestId = requestIdOf(req);
    const log = rt.log.child({ requestId, tool: tool.name });
    let identity: Identity | undefined;
    let campaignId: number | null = null;
    let httpStatus = 200;
    let outcome = "ok";
    try {
      if (tool.auth === "none") {
        identity = identityOf(req, rt, "public");
        const raw = req.body === undefined ? {} : req.body;
        const body = parseWith(tool.body, raw, "body");
        const out = await handler({ rt, tool, identity: identity as ToolContext["identity"], workspaceId: "", params: {}, query: {}, body, requestId, log, hasScope: () => false });
        res.status(200).json(out);
        return;
      }
      identity = identityOf(req, rt, "token");
      if (!identity.workspaceId || !identity.scopes) throw new ApiError("invalid_token", "Identity without a workspace.");
      const lacking = tool.scopes.filter((s) => !identity!.scopes!.includes(s));
      if (lacking.length) throw new ApiError("insufficient_scope", `This token lacks the scope ${lacking.join(", ")} that ${tool.name} needs.`);
      const params = parseWith(tool.params, req.params, "path");
      const query = parseWith(tool.query, { ...(req.query as object) }, "query");
      campaignId = campaignIdOf(params, query);
      const ctxBase = {
        rt,
        tool,
        identity: identity as ToolContext["identity"],
        workspaceId: identity.workspaceId,
        params,
        query,
        requestId,
        log,
        hasScope: (s: Scope) => identity!.scopes!.includes(s),
      };
      let result: { httpStatus: number; body: Record<string, unknown> };
      if (tool.kind === "write") {
        const raw = req.body === undefined ? {} : req.body;
        if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw invalidArgument("body", "must be a JSON object");
        const { idempotencyKey, ...rest } = raw as Record<string, unknown>;
        const headerKey = req.headers[IDEMPOTENCY_HEADER] as string | undefined;
        const key = resolveKey(idempotencyKey, headerKey);
        const body = parseWith(tool.body, rest, "body");
        const fp = fingerprint(tool.name, params, rest);
        result = await idem.run(tool, identity.workspaceId, key, fp, async () => ({ httpStatus: 200, body: await handler({ ...ctxBase, body, idempotencyKey: key }) }));
      } else {
        result = { httpStatus: 200, body: await handler({ ...ctxBase, body: {} }) };
      }
      httpStatus = result.httpStatus;
      if (result.body.replayed === true) processMetrics().idempotencyReplays.inc({ service: rt.name, tool: tool.name });
      // A write's `status` says how it ended (created, refused, ...); a read's `status` is data.
      outcome = tool.kind === "write" && typeof result.body.status === "string" ? result.body.status : "ok";
      recordCall();
      res.status(httpStatus).json(result.body);
    } catch (e) {
      httpStatus = e instanceof ApiError ? e.status : 500;
      outcome = e instanceof ApiError ? e.code : "internal_error";
      recordCall();
      sendError(res, e, log, requestId);
    }

    // Buffered and sent in batches (action-recorder.ts): svc_list_actions shows it within a second.
    function recordCall(): void {
      if (identity?.kind !== "token" || !identity.workspaceId || !identity.tokenId) return;
      recorder.record({
        id: new ObjectId().toHexString(),
        workspaceId: identity.workspaceId,
        tokenId: identity.tokenId,
        tool: tool.name,
        campaignId,
        outcome,
        httpStatus,
        via: identity.via ?? "rest",
        requestId,
        at: new Date().toISOString(),
      });
    }
  };
}

function extraRoute(rt: Runtime, route: ExtraRoute, kind: Identity["kind"]) {
  return async (req: Request, res: Response) => {
    const requestId = requestIdOf(req);
    const log = rt.log.child({ requestId, route: route.path });
    try {
      const identity = identityOf(req, rt, kind);
      const query = route.query ? parseWith(route.query, { ...(req.query as object) }, "query") : req.query;
      const body = route.body ? parseWith(route.body, req.body ?? {}, "body") : req.body;
      const out = await route.handler({ rt, identity, params: req.params as Record<string, string>, query, body, requestId, log });
      res.status(200).json(out ?? {});
    } catch (e) {
      sendError(res, e, log, requestId);
    }
  };
}

/**
 * Metrics and trace context for every request: the count of in-flight requests (graceful shutdown
 * waits for it), a tool call's count and latency by status (other routes by kind), and this hop's
 * trace context (the caller's `traceparent` continued) for the handler, its logs, calls and events.
 */
let inflight = 0;
function observe(service: string) {
  const m = processMetrics();
  return (req: Request, res: Response, next: NextFunction) => {
    const t0 = performance.now();
    inflight++;
    m.inflight.set({ service }, inflight);
    (req as Request & { ccwTrace?: TraceContext }).ccwTrace = childContext(req.headers.traceparent);
    res.once("close", () => {
      inflight--;
      m.inflight.set({ service }, inflight);
      const status = res.statusCode;
      const tool = res.locals.ccwTool as string | undefined;
      if (tool) {
        m.toolRequests.inc({ service, tool, status });
        m.toolLatency.observe({ service, tool, status }, (performance.now() - t0) / 1000);
      } else m.httpRequests.inc({ service, kind: routeKind(req.path), status });
    });
    next();
  };
}

/** Runs a route handler inside the request's trace context (tagging a tool call for the metrics). */
function inTrace(handler: (req: Request, res: Response) => Promise<void>, tool?: string) {
  return (req: Request, res: Response) => {
    if (tool) res.locals.ccwTool = tool;
    const ctx = (req as Request & { ccwTrace?: TraceContext }).ccwTrace ?? childContext(undefined);
    return runWithTrace(ctx, () => handler(req, res));
  };
}

/** Builds the express app of a service from its definition; exported for tests. */
export async function buildApp(def: ServiceDefinition, rt: Runtime, recorder: ActionRecorder): Promise<express.Express> {
  assertHandlers(def);
  const app = express();
  app.disable("x-powered-by");
  // No ETag: hashing every JSON answer cost ~5 % of a list's CPU, and no client revalidates tool answers.
  app.set("etag", false);
  app.set("query parser", "simple");
  // One key space per workspace across every tool: all services share the idempotency database.
  const idem = new IdempotencyStore(idempotencyDb(rt.mongo, rt.env.dbPrefix));
  app.use(observe(rt.name));
  app.get("/metrics", async (_req, res) => {
    res.setHeader("content-type", processMetrics().registry.contentType);
    res.end(await processMetrics().registry.render());
  });
  app.get("/healthz", async (_req, res) => {
    const mongoOk = await rt.db.command({ ping: 1 }).then(() => true, () => false);
    const natsOk = !rt.nc.isClosed();
    res.status(mongoOk && natsOk ? 200 : 503).json({ service: def.name, status: mongoOk && natsOk ? "ok" : "degraded", mongo: mongoOk, nats: natsOk });
  });
  if (def.mount) await def.mount(app, rt);
  for (const tool of toolsOf(def.name)) {
    const method = tool.method.toLowerCase() as "get" | "post" | "patch" | "delete";
    app[method](expressPath(tool), jsonBody(tool.maxBodyBytes || 1024), inTrace(toolRoute(rt, def, tool, idem, recorder), tool.name));
  }
  for (const r of def.ops ?? []) app[r.method.toLowerCase() as "get"](r.path, jsonBody(1024 * 1024), inTrace(extraRoute(rt, r, "ops")));
  for (const r of def.internal ?? []) app[r.method.toLowerCase() as "get"](r.path, jsonBody(1024 * 1024), inTrace(extraRoute(rt, r, "service")));
  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: { code: "not_found", message: `No route ${req.method} ${req.path}.` } });
  });
  return app;
}

/** Starts a service process: runtime, consumers, HTTP server; stops cleanly on SIGINT/SIGTERM. */
export async function startService(def: ServiceDefinition): Promise<Runtime> {
  const env = readServiceEnv();
  const rt = await createRuntime(def.name, env, def.indexes);
  const recorder = new ActionRecorder((def.actionSink ?? publishedActions)(rt), rt.log);
  const app = await buildApp(def, rt, recorder);
  if (def.onStart) await def.onStart(rt);
  rt.outbox.start();
  // LISTEN_HOST: 0.0.0.0 in a container (deploy/); loopback when the launcher runs everything here.
  const server = app.listen(env.port, process.env.LISTEN_HOST || "127.0.0.1", () => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : env.port;
    rt.log("info", "listening", { port });
  });
  server.keepAliveTimeout = 65_000;
  // Graceful stop: refuse new connections, let in-flight requests finish (bounded by
  // SHUTDOWN_GRACE_MS, under the launcher's 5 s and Kubernetes' 30 s), then drain NATS and close.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 3000);
    rt.log("info", "stopping", { inflight, graceMs });
    setTimeout(() => process.exit(0), graceMs + 1500).unref?.();
    rt.outbox.stop();
    server.close();
    server.closeIdleConnections?.();
    const deadline = Date.now() + graceMs;
    while (inflight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    server.closeAllConnections?.();
    await recorder.drain();
    await Promise.allSettled([rt.nc.drain(), rt.mongo.close()]);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return rt;
}

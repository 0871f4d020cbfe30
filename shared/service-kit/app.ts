import express, { type NextFunction, type Request, type Response } from "express";
import type { Identity } from "../identity.ts";
import { ApiError, renderError } from "../errors.ts";
import { idempotencyDb, IdempotencyStore } from "../idempotency/index.ts";
import {
  childContext,
  processMetrics,
  routeKind,
  runWithTrace,
  type TraceContext,
} from "../observability/index.ts";
import { expressPath, toolsOf } from "../registry/index.ts";
import type { ServiceName, ToolDef } from "../registry/types.ts";
import type { IndexSpec } from "../mongo.ts";
import type { ActionRecorder, ActionSink } from "./action-recorder.ts";
import {
  type Answer,
  type ExtraRoute,
  requestIdOf,
  type RequestIn,
  type RouteCall,
  runRoute,
  runTool,
  type ToolCall,
  type ToolHandler,
} from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";

/** What a service is: its tools, routes and workers. `startService` (lifecycle.ts) runs one. */
export interface ServiceDefinition {
  name: ServiceName;
  /** One handler for every registry tool this service owns (checked at start). */
  tools: Record<string, ToolHandler>;
  /** Back-office routes (`/ops/v1/...`), reached only with the ops identity. */
  ops?: ExtraRoute[];
  /** Service-to-service routes (`/internal/...`), reached only with a service identity. */
  internal?: ExtraRoute[];
  indexes?: IndexSpec[];
  /**
   * Collections whose documents carry pending events (pending-events.ts): the kit indexes them and
   * runs the sweeper over them.
   */
  pendingEvents?: string[];
  /** Starts consumers and workers once the runtime exists. */
  onStart?: (rt: Runtime) => Promise<void>;
  /** Extra express routes (pages, well-known documents) mounted before the tool routes. */
  mount?: (app: express.Express, rt: Runtime) => void | Promise<void>;
  /** Where this service's action-history batches go (oauth inserts its own; others publish them). */
  actionSink?: (rt: Runtime) => ActionSink;
}

/** A service without a handler for one of its registry tools (or with one it does not own) refuses to start. */
export function assertHandlers(def: Pick<ServiceDefinition, "name" | "tools">): void {
  const owned = toolsOf(def.name).map((t) => t.name);
  const missing = owned.filter((n) => !def.tools[n]);
  const extra = Object.keys(def.tools).filter((n) => !owned.includes(n));
  if (missing.length || extra.length) {
    throw new Error(
      `${def.name}: handlers do not match the registry (missing: ${missing.join(",") || "-"}; not owned: ${
        extra.join(",") || "-"
      })`,
    );
  }
}

function send(res: Response, a: Answer): void {
  for (const [k, v] of Object.entries(a.headers)) res.setHeader(k, v);
  res.status(a.status).json(a.body);
}

function requestIn(req: Request): RequestIn {
  return {
    headers: req.headers,
    params: req.params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: req.body,
  };
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
    parser(req, res, (err?: { type?: string }) => {
      if (!err) return next();
      const e = err.type === "entity.too.large"
        ? new ApiError("payload_too_large", `Request body is larger than ${limit} bytes.`)
        : new ApiError("invalid_request", "body: not valid JSON", { argument: "body" });
      const r = renderError(e, requestIdOf(req.headers));
      send(res, { status: r.status, headers: r.headers, body: r.body });
    });
  };
}

/**
 * Metrics and trace context for every request: the count of in-flight requests (graceful shutdown
 * waits for it), a tool call's count and latency by status (other routes by kind), and this hop's
 * trace context (the caller's `traceparent` continued) for the handler, its logs, calls and events.
 */
let inflight = 0;
export const inflightRequests = (): number => inflight;

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

function toolRoute(
  rt: Runtime,
  tool: ToolDef,
  handler: ToolHandler,
  idem: IdempotencyStore,
  recorder: ActionRecorder,
) {
  return async (req: Request, res: Response) => {
    const requestId = requestIdOf(req.headers);
    const call: ToolCall = {
      rt,
      tool,
      handler,
      idem,
      recorder,
      request: requestIn(req),
      requestId,
      log: rt.log.child({ requestId, tool: tool.name }),
      params: {},
      query: {},
      body: undefined,
      campaignId: null,
    };
    await runTool(call);
    send(res, call.answer!);
  };
}

function extraRoute(rt: Runtime, route: ExtraRoute, kind: Identity["kind"]) {
  return async (req: Request, res: Response) => {
    const requestId = requestIdOf(req.headers);
    const call: RouteCall = {
      rt,
      route,
      kind,
      request: requestIn(req),
      requestId,
      log: rt.log.child({ requestId, route: route.path }),
    };
    await runRoute(call);
    send(res, call.answer!);
  };
}

/** The express app of a service: health, metrics, its mounted pages, its tools, ops and internal routes. */
export async function serviceApp(
  def: ServiceDefinition,
  rt: Runtime,
  recorder: ActionRecorder,
): Promise<express.Express> {
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
    res.status(mongoOk && natsOk ? 200 : 503).json({
      service: def.name,
      status: mongoOk && natsOk ? "ok" : "degraded",
      mongo: mongoOk,
      nats: natsOk,
    });
  });
  if (def.mount) await def.mount(app, rt);
  for (const tool of toolsOf(def.name)) {
    const method = tool.method.toLowerCase() as "get" | "post" | "patch" | "delete";
    app[method](
      expressPath(tool),
      jsonBody(tool.maxBodyBytes || 1024),
      inTrace(toolRoute(rt, tool, def.tools[tool.name], idem, recorder), tool.name),
    );
  }
  for (const r of def.ops ?? []) {
    app[r.method.toLowerCase() as "get"](r.path, jsonBody(1024 * 1024), inTrace(extraRoute(rt, r, "ops")));
  }
  for (const r of def.internal ?? []) {
    app[r.method.toLowerCase() as "get"](
      r.path,
      jsonBody(1024 * 1024),
      inTrace(extraRoute(rt, r, "service")),
    );
  }
  app.use((req: Request, res: Response) => {
    send(res, {
      status: 404,
      headers: {},
      body: new ApiError("not_found", `No route ${req.method} ${req.path}.`).toBody(),
    });
  });
  return app;
}

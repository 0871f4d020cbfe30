import type { Logger } from "../log.ts";
import { type Counter, type Gauge, type Histogram, Registry } from "./metrics.ts";
import { processCollectors } from "./process.ts";
import { currentTrace } from "./trace.ts";

export * from "./metrics.ts";
export * from "./trace.ts";

/** A logger whose lines carry `traceId` (and `spanId`) whenever they are written inside a trace. */
export function traced(log: Logger): Logger {
  const fn = ((level, msg, fields) => {
    const t = currentTrace();
    log(level, msg, t && !fields?.traceId ? { traceId: t.traceId, spanId: t.spanId, ...fields } : fields);
  }) as Logger;
  fn.child = (fields) => traced(log.child(fields));
  return fn;
}

/** The series every service exposes at GET /metrics (one registry per process). */
export interface ServiceMetrics {
  registry: Registry;
  toolRequests: Counter;
  toolLatency: Histogram;
  httpRequests: Counter;
  inflight: Gauge;
  idempotencyReplays: Counter;
  eventsConsumed: Counter;
  outboxPublished: Counter;
}

export function serviceMetrics(registry = new Registry()): ServiceMetrics {
  return {
    registry,
    toolRequests: registry.counter(
      "ccw_tool_requests_total",
      "Tool calls answered by this service, by tool and HTTP status.",
      ["service", "tool", "status"],
    ),
    toolLatency: registry.histogram(
      "ccw_tool_request_duration_seconds",
      "Time to answer a tool call, by tool and HTTP status.",
      ["service", "tool", "status"],
    ),
    httpRequests: registry.counter(
      "ccw_http_requests_total",
      "Requests answered that are not tool calls (internal, ops, pages, health), by kind and status.",
      ["service", "kind", "status"],
    ),
    inflight: registry.gauge("ccw_http_inflight_requests", "Requests being answered now.", ["service"]),
    idempotencyReplays: registry.counter(
      "ccw_idempotency_replays_total",
      "Writes answered from a stored idempotency record (replayed: true).",
      ["service", "tool"],
    ),
    eventsConsumed: registry.counter(
      "ccw_events_consumed_total",
      "NATS events handled by this service's consumers, by subject and outcome.",
      ["service", "subject", "outcome"],
    ),
    outboxPublished: registry.counter(
      "ccw_outbox_published_total",
      "Outbox records published to JetStream.",
      ["service"],
    ),
  };
}

let proc: (ServiceMetrics & { service: string }) | undefined;
/** This process's service metrics (the service kit names the service once at start). */
export function processMetrics(): ServiceMetrics & { service: string } {
  if (!proc) {
    const m = (proc = { ...serviceMetrics(), service: "unknown" });
    processCollectors(m.registry, () => m.service); // process_* CPU and memory (issue 19)
  }
  return proc;
}

/** The gateway's series, served on its internal METRICS_PORT (never on the public port). */
export interface GatewayMetrics {
  registry: Registry;
  requests: Counter;
  latency: Histogram;
  rateLimited: Counter;
  introspection: Histogram;
  inflight: Gauge;
  tokenCache: Counter;
  tokenCacheEnabled: Gauge;
}

let gw: GatewayMetrics | undefined;
export function gatewayMetrics(): GatewayMetrics {
  if (gw) return gw;
  const registry = new Registry();
  processCollectors(registry, () => "gateway"); // process_* CPU and memory (issue 19)
  return (gw = {
    registry,
    requests: registry.counter(
      "ccw_gateway_requests_total",
      "Requests answered by the gateway, by tool (or route kind) and HTTP status.",
      ["tool", "status"],
    ),
    latency: registry.histogram(
      "ccw_gateway_request_duration_seconds",
      "Time from the request reaching the guard to the answer's end, by tool and status.",
      ["tool", "status"],
    ),
    rateLimited: registry.counter(
      "ccw_rate_limit_refusals_total",
      "Requests refused with 429 by the per-token or per-IP minute window.",
      ["kind", "tool"],
    ),
    introspection: registry.histogram(
      "ccw_gateway_introspection_duration_seconds",
      "Bearer introspection calls to oauth, by outcome.",
      ["outcome"],
    ),
    inflight: registry.gauge("ccw_gateway_inflight_requests", "Requests being answered now by the gateway."),
    tokenCache: registry.counter(
      "ccw_gateway_token_cache_total",
      "Bearer lookups by outcome: hit (answered locally), miss (asked oauth), off (cache off: NATS down).",
      ["outcome"],
    ),
    tokenCacheEnabled: registry.gauge(
      "ccw_gateway_token_cache_enabled",
      "1 while the introspection cache is on (NATS connected and subscribed), else 0.",
    ),
  });
}

/** Outbox gauges, computed on each scrape from the outbox collection. */
export function outboxGauges(
  registry: Registry,
  service: string,
  probe: () => Promise<{ backlog: number; oldest: Date | null }>,
): void {
  let last: Promise<{ backlog: number; oldest: Date | null }> | undefined;
  const sample = () => (last ??= probe().finally(() => setTimeout(() => (last = undefined), 0)));
  registry.gauge(
    "ccw_outbox_backlog",
    "Outbox records not yet published to NATS.",
    ["service"],
    async (g) => {
      g.set({ service }, (await sample()).backlog);
    },
  );
  registry.gauge(
    "ccw_outbox_lag_seconds",
    "Age of the oldest outbox record not yet published (0 when none).",
    ["service"],
    async (g) => {
      const { oldest } = await sample();
      g.set({ service }, oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  );
}

/** The route kind of a request path that is not a tool call, for `ccw_http_requests_total`. */
export function routeKind(path: string): string {
  if (path.startsWith("/internal/")) return "internal";
  if (path.startsWith("/ops/")) return "ops";
  if (path === "/healthz" || path === "/metrics") return path.slice(1);
  return "other";
}

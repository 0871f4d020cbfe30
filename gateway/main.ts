import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";
import { env, nextUrl, type ServiceUrls } from "../shared/config.ts";
import { IDENTITY_HEADER, signIdentity } from "../shared/identity.ts";
import { createLogger } from "../shared/log.ts";
import { stopGracefully } from "../shared/stop.ts";
import { connectMongo, ensureIndexes, serviceDb } from "../shared/mongo.ts";
import { gatewayMetrics } from "../shared/observability/index.ts";
import { buildOpenApi } from "../shared/openapi.ts";
import { buildGatewayConfig, systemConfig } from "./eg-config.ts";
import { mountDocsPage } from "./docs-page.ts";
import { checkHealth } from "./health.ts";
import { healthAwareRoundRobin, ReplicaHealth } from "./upstream-health.ts";
import { internalHealth, publicHealth } from "./health-public.ts";
import { configureRefusalLimit } from "./policies/address-limit/index.ts";
import { guardSockets } from "./policies/sockets/index.ts";
import type { Introspection } from "./policies/bearer/index.ts";
import { jsonErrorHandler } from "./policies/errors/index.ts";
import { configureTrustedProxies } from "./policies/forwarded/index.ts";
import { createGuard, notFoundHandler } from "./policies/guard/index.ts";
import { rateLimitIndexes, WindowLimiter } from "./policies/rate-limit/index.ts";
import { cachedIntrospection, TokenCache } from "./policies/token-cache/index.ts";
import { attachInvalidation } from "../shared/invalidation.ts";
import { connectNats } from "../shared/nats.ts";
import { DEFAULT_TOKEN_CACHE_TTL_MS, TOKENS_TOPIC } from "../shared/token-invalidation.ts";

// Wiring: express-gateway does the routing and proxying; every decision is in our own policies.
const log = createLogger("gateway");
const port = Number(env("PORT", "8080"));
const baseUrl = env("BASE_URL", `http://127.0.0.1:${port}`);
const internalSecret = env("INTERNAL_SECRET");
const serviceUrls: ServiceUrls = JSON.parse(env("SERVICE_URLS"));
const upstreamTimeoutMs = Number(env("UPSTREAM_TIMEOUT_MS", "15000"));
configureTrustedProxies(env("TRUSTED_PROXIES", "")); // #16: X-Forwarded-* only from these
configureRefusalLimit(Number(env("WRONG_TOKENS_PER_MINUTE", "300"))); // #16: wrong bearers per address

const dbPrefix = env("DB_PREFIX", "ccw");
const mongo = await connectMongo(env("MONGO_URL"));
const db = serviceDb(mongo, dbPrefix, "gateway");
await ensureIndexes(db, rateLimitIndexes);

// The introspection cache is on only while NATS carries oauth's invalidations (fail closed).
const tokenCache = new TokenCache(Number(env("TOKEN_CACHE_TTL_MS", String(DEFAULT_TOKEN_CACHE_TTL_MS))));
const nc = await connectNats(env("NATS_URL", "nats://127.0.0.1:4222"), "gateway");
const invalidation = attachInvalidation(
  nc,
  dbPrefix,
  TOKENS_TOPIC,
  tokenCache,
  log,
  (on) => gatewayMetrics().tokenCacheEnabled.set(undefined, on ? 1 : 0),
);

async function askOauth(hash: string): Promise<Introspection> {
  const done = gatewayMetrics().introspection.startTimer();
  const r = await fetch(`${nextUrl(serviceUrls, "oauth")}/internal/introspect`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [IDENTITY_HEADER]: signIdentity(
        { kind: "service", caller: "gateway", requestId: "introspect" },
        internalSecret,
      ),
    },
    body: JSON.stringify({ tokenHash: hash }),
    signal: AbortSignal.timeout(3000),
  });
  if (!r.ok) throw new Error(`introspect ${r.status}`);
  const info = (await r.json()) as Introspection;
  done({ outcome: info.active ? "active" : "inactive" });
  return info;
}

const deps = {
  internalSecret,
  opsToken: env("OPS_TOKEN", ""),
  baseUrl,
  ratePerMinute: Number(env("RATE_LIMIT_PER_MINUTE", "600")),
  setupExchangePerMinute: Number(env("SETUP_EXCHANGE_PER_MINUTE", "120")),
  upstreamTimeoutMs,
  limiter: new WindowLimiter(db).start(),
  introspect: cachedIntrospection(
    tokenCache,
    askOauth,
    (outcome) => gatewayMetrics().tokenCache.inc({ outcome }),
  ),
  log,
};
const openapi = JSON.stringify(buildOpenApi(baseUrl));

/** The part of express-gateway's plugin context and app this gateway uses (EG ships no types). */
interface EgApp {
  get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown;
  use(handler: unknown): unknown;
}
interface EgPluginContext {
  registerPolicy(p: { name: string; schema: object; policy: (params: { service: string }) => unknown }): void;
  registerGatewayRoute(mount: (app: EgApp) => void): void;
}

let egApp: EgApp | undefined;
(globalThis as { __ccwGatewayPlugin?: unknown }).__ccwGatewayPlugin = {
  version: "1.2.0",
  policies: ["ccw-guard", "ccw-not-found"],
  init(ctx: EgPluginContext) {
    ctx.registerPolicy({
      name: "ccw-guard",
      schema: {
        $id: "http://express-gateway.io/schemas/policies/ccw-guard.json",
        type: "object",
        properties: { service: { type: "string" } },
        required: ["service"],
      },
      policy: (params: { service: string }) => createGuard(deps, params.service),
    });
    ctx.registerPolicy({
      name: "ccw-not-found",
      schema: { $id: "http://express-gateway.io/schemas/policies/ccw-not-found.json", type: "object" },
      policy: () => notFoundHandler,
    });
    ctx.registerGatewayRoute((app) => {
      egApp = app; // #16: the JSON error handler is appended to it once the pipelines are in
      app.get("/healthz", async (_req, res) => {
        const h = await checkHealth(serviceUrls);
        res.statusCode = h.status;
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.setHeader("cache-control", "no-store");
        res.end(JSON.stringify(publicHealth(h))); // #16: details only on the internal METRICS_PORT
      });
      app.get("/v1/openapi.json", (_req, res) => {
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.end(openapi);
      });
      mountDocsPage(app); // GET /docs: the API reference page (gateway/docs-page.ts)
    });
  },
};

const configDir = join(env("DATA_DIR", tmpdir()), `gateway-config-${process.pid}`);
mkdirSync(configDir, { recursive: true });
const require = createRequire(import.meta.url);
// EG reads its user/app/credential model schemas from the config dir; ours are its defaults (unused).
cpSync(
  join(require.resolve("express-gateway/lib/config/gateway.config.yml"), "..", "models"),
  join(configDir, "models"),
  { recursive: true },
);
const toYaml = (o: unknown) => JSON.stringify(o, null, 2); // JSON is YAML
const egConfig = buildGatewayConfig({ port, serviceUrls, upstreamTimeoutMs });
// LISTEN_HOST: 0.0.0.0 in a container (deploy/); loopback when the launcher runs everything here.
egConfig.http.hostname = env("LISTEN_HOST", "127.0.0.1");
writeFileSync(join(configDir, "gateway.config.yml"), toYaml(egConfig));
writeFileSync(
  join(configDir, "system.config.yml"),
  toYaml(systemConfig(resolve(import.meta.dirname ?? ".", "eg-plugin.cjs"))),
);
process.env.EG_DISABLE_CONFIG_WATCH = "true";
process.env.LOG_LEVEL ??= "warn";
trimExpressGatewayHotPath(require);

// Replicas of a service that fail their health probe get no traffic (EG's round-robin, health-aware).
const replicaHealth = new ReplicaHealth(serviceUrls, log).start();
require("express-gateway/lib/policies/proxy/strategies")["round-robin"] = healthAwareRoundRobin(
  replicaHealth,
);
const gateway = require("express-gateway");
const [{ app: server }] = (await gateway().load(configDir).run()) as [{ app: Server }];
egApp?.use(jsonErrorHandler(log)); // #16: framework errors answer JSON, never express' HTML stack page
// Keep idle connections longer than clients do (undici and most HTTP clients give up after ~4-5 s),
// so the client closes first: a server closing a socket just as a client reuses it breaks that request.
server.keepAliveTimeout = Number(env("KEEP_ALIVE_TIMEOUT_MS", "65000"));
server.headersTimeout = server.keepAliveTimeout + 1000;
// #16: header/request deadlines of seconds and a socket cap per address, enforced per socket (Deno ignores headersTimeout).
guardSockets(server, {
  headersTimeoutMs: Number(env("HEADERS_TIMEOUT_MS", "10000")),
  requestTimeoutMs: Number(env("REQUEST_TIMEOUT_MS", "30000")),
  maxPerAddress: Number(env("MAX_SOCKETS_PER_ADDRESS", "256")),
}, (what, address) => log("warn", "socket closed", { what, address }));
log("info", "gateway listening", { port, baseUrl, services: Object.keys(serviceUrls) });

// In-flight count (graceful stop waits for it) and /metrics on a separate internal port only:
// METRICS_PORT unset (npm start) serves none; the public port never routes /metrics.
let inflight = 0;
const metrics = gatewayMetrics();
server.on("request", (_req, res) => {
  metrics.inflight.set(undefined, ++inflight);
  res.once("close", () => metrics.inflight.set(undefined, --inflight));
});
const metricsPort = env("METRICS_PORT", "");
const metricsServer = metricsPort
  ? createServer(async (req, res) => {
    if (internalHealth(serviceUrls, req, res)) return; // #16: /healthz with each service's state
    if (req.method === "GET" && req.url?.split("?")[0] === "/metrics") {
      res.setHeader("content-type", metrics.registry.contentType);
      res.end(await metrics.registry.render());
    } else {
      res.statusCode = 404;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({ error: { code: "not_found", message: "Only GET /metrics and GET /healthz here." } }),
      );
    }
  }).listen(Number(metricsPort), env("METRICS_HOST", env("LISTEN_HOST", "127.0.0.1")), () =>
    log("info", "metrics listening", { port: Number(metricsPort) }))
  : undefined;

// Graceful stop: no new connections, in-flight requests finish (bounded by SHUTDOWN_GRACE_MS).
stopGracefully({
  servers: [server, metricsServer],
  inflight: () => inflight,
  after: async () => {
    invalidation.stop();
    deps.limiter.stop();
    await deps.limiter.flush().catch(() => {}); // the window counts not merged yet
    await Promise.allSettled([mongo.close(), nc.close()]);
  },
});

/**
 * Two costs express-gateway pays on every proxied request that buy us nothing (V8 profile of the
 * gateway under the list benchmark, 2026-11-24): its winston loggers run each call through their
 * formatters (timestamp, colours, printf) before any level check, and the proxy logs a debug line per
 * request (3.8 % of the gateway's CPU); and each request's context draws a base62 UUID (uuid62 over
 * base-x, 2.9 %) that only becomes the `eg-request-id` header, which nothing reads (our request id is
 * `x-request-id`, set by the guard). Levels that are off become no-ops; the UUID comes from the
 * runtime's native `crypto.randomUUID` instead of base-x's arithmetic. Both are patched before
 * express-gateway loads its modules.
 */
function trimExpressGatewayHotPath(req: NodeRequire): void {
  type Leveled = Record<string, unknown> & {
    levels?: Record<string, number>;
    isLevelEnabled?: (l: string) => boolean;
  };
  const loggers = req("express-gateway/lib/logger") as Record<string, Leveled>;
  for (const logger of Object.values(loggers)) {
    if (!logger?.levels || typeof logger.isLevelEnabled !== "function") continue;
    for (const level of Object.keys(logger.levels)) {
      if (!logger.isLevelEnabled(level)) logger[level] = () => logger;
    }
  }
  // Still 122 random bits (express-gateway's unused credential service draws secrets from it too).
  const uuid62 = req("uuid62") as { v4: () => string };
  uuid62.v4 = () => crypto.randomUUID().replaceAll("-", "");
}

import { type ServiceUrls, urlsOf } from "../shared/config.ts";
import { OPS_ROUTES } from "../shared/ops-routes.ts";
import { expressPath, TOOLS } from "../shared/registry/index.ts";
import { PASSTHROUGH_ROUTES } from "../shared/routes.ts";

/**
 * express-gateway's configuration, derived from the registry, the ops route table and the passthrough
 * table: one apiEndpoint + pipeline per service (our `ccw-guard` policy, then EG's proxy), and a last
 * catch-all pipeline answering the JSON 404. Nothing here restates a tool's path or scope.
 */
export interface EgEndpoint {
  host: string;
  paths: string[];
  methods?: string[];
}

export function buildGatewayConfig(
  opts: { port: number; serviceUrls: ServiceUrls; upstreamTimeoutMs: number },
) {
  const routes = new Map<string, EgEndpoint[]>();
  const add = (service: string, ep: EgEndpoint) => {
    if (!opts.serviceUrls[service]) return; // a service not running exposes no route
    routes.set(service, [...(routes.get(service) ?? []), ep]);
  };
  for (const tool of TOOLS) {
    add(tool.service, { host: "*", paths: [expressPath(tool)], methods: [tool.method] });
  }
  for (const r of OPS_ROUTES) add(r.service, { host: "*", paths: [r.path], methods: [r.method] });
  for (const r of PASSTHROUGH_ROUTES) {
    const base = r.prefix.endsWith("/") ? r.prefix.slice(0, -1) : r.prefix;
    add(r.service, { host: "*", paths: [base, `${base}/*`] });
  }
  const apiEndpoints: Record<string, EgEndpoint[]> = {};
  // One URL, or the replicas' URLs, which EG's proxy spreads round-robin.
  const serviceEndpoints: Record<string, { url: string } | { urls: string[] }> = {};
  const pipelines: Record<string, unknown> = {};
  for (const [service, eps] of routes) {
    apiEndpoints[service] = eps;
    const urls = urlsOf(opts.serviceUrls, service);
    serviceEndpoints[service] = urls.length === 1 ? { url: urls[0] } : { urls };
    pipelines[service] = {
      apiEndpoints: [service],
      policies: [
        { "ccw-guard": [{ action: { service } }] },
        {
          proxy: [{
            action: {
              serviceEndpoint: service,
              strategy: "round-robin",
              xfwd: true,
              proxyTimeout: opts.upstreamTimeoutMs,
              timeout: opts.upstreamTimeoutMs,
            },
          }],
        },
      ],
    };
  }
  apiEndpoints.fallback = [{ host: "*", paths: ["*"] }];
  pipelines.fallback = { apiEndpoints: ["fallback"], policies: [{ "ccw-not-found": [{ action: {} }] }] };
  return {
    http: { port: opts.port, hostname: "127.0.0.1" },
    apiEndpoints,
    serviceEndpoints,
    policies: ["ccw-guard", "ccw-not-found", "proxy"],
    pipelines,
  };
}

export const systemConfig = (pluginPath: string) => ({
  db: { redis: { emulate: true, namespace: "EG" } },
  plugins: { ccw: { package: pluginPath } },
  crypto: { cipherKey: "unused-by-ccw", algorithm: "aes256", saltRounds: 10 },
  session: { secret: "unused-by-ccw", resave: false, saveUninitialized: false },
  accessTokens: { timeToExpiry: 7200000 },
  refreshTokens: { timeToExpiry: 7200000 },
  authorizationCodes: { timeToExpiry: 300000 },
});

import process from "node:process";

/** Environment the launcher hands every process (ops contract "The launcher"). */
export interface ServiceEnv {
  port: number;
  mongoUrl: string;
  natsUrl: string;
  baseUrl: string;
  consentUrl: string;
  /** HMAC key for the signed identity the gateway forwards and for cursors. Never logged. */
  internalSecret: string;
  /** JSON map service name → base URL, or the URLs of its replicas (REPLICAS), for internal calls. */
  serviceUrls: ServiceUrls;
  /** Database name prefix, so test runs and deployments can share one MongoDB. */
  dbPrefix: string;
}

/** Service name → base URL, or a list of replica URLs (spread round-robin). */
export type ServiceUrls = Record<string, string | string[]>;

/** Every URL of a service (one, or its replicas'). */
export function urlsOf(urls: ServiceUrls, service: string): string[] {
  const u = urls[service];
  return u === undefined ? [] : Array.isArray(u) ? u : [u];
}

const turns = new Map<string, number>();
/** The next replica of a service, round-robin (one URL: always that one). */
export function nextUrl(urls: ServiceUrls, service: string): string | undefined {
  const all = urlsOf(urls, service);
  if (all.length <= 1) return all[0];
  const i = (turns.get(service) ?? 0) % all.length;
  turns.set(service, i + 1);
  return all[i];
}

export function env(name: string, fallback?: string): string {
  const v = process.env[name];
  if (v !== undefined && v !== "") return v;
  if (fallback !== undefined) return fallback;
  throw new Error(`environment variable ${name} is required`);
}

export function readServiceEnv(): ServiceEnv {
  const baseUrl = env("BASE_URL", "http://127.0.0.1:8080");
  return {
    port: Number(env("SERVICE_PORT", "0")),
    mongoUrl: env("MONGO_URL"),
    natsUrl: env("NATS_URL", "nats://127.0.0.1:4222"),
    baseUrl,
    consentUrl: env("CONSENT_URL", baseUrl),
    internalSecret: env("INTERNAL_SECRET"),
    serviceUrls: JSON.parse(env("SERVICE_URLS", "{}")),
    dbPrefix: env("DB_PREFIX", "ccw"),
  };
}

import { createHash } from "node:crypto";
import { inject } from "vitest";
import { getTool } from "../../shared/registry/index.ts";
import { type Scope, SCOPES } from "../../shared/scopes.ts";

/**
 * Helpers for end-to-end tests against the real stack that test/e2e/global-setup.ts boots once per run
 * (embedded store, real NATS, every service a Deno process, the real gateway). Tests address tools by
 * registry name, so no test restates a path.
 */
declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    opsToken: string;
    dataDir: string;
    processes: Record<
      string,
      { pid: number; cmd: string; args: string[]; env: Record<string, string>; log: string }
    >;
  }
}

export const baseUrl = (): string => inject("baseUrl");
export const opsToken = (): string => inject("opsToken");

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export async function http<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(baseUrl() + path, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

export const ops = <T = any>(method: string, path: string, body?: unknown) =>
  http<T>(method, path, { token: opsToken(), body });

let counter = 0;
/** A fresh idempotency key. */
export function key(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${
    Math.random().toString(36).slice(2, 8)
  }`;
}

/**
 * A unique tag for text the campaign text rule reads (titles, brand names). `key()` is not fit for that:
 * its base-36 junk reads as a phone number to the rule now and then (letters standing for digits:
 * "Load load2-mwv74eot-158-b7ss83"; measured 526 in 300,000 titles). These letters are none the rule
 * takes for a digit, an "@" or a "." (no a b e g i l o q s t z), and the tag has no digit at all.
 */
const TAG_LETTERS = "cdfhjkmnprvwxy";
export function textTag(prefix: string): string {
  let n = Date.now() * 1000 + (counter++ % 1000);
  let out = "";
  while (n > 0) {
    out = TAG_LETTERS[n % TAG_LETTERS.length] + out;
    n = Math.floor(n / TAG_LETTERS.length);
  }
  for (let i = 0; i < 4; i++) out += TAG_LETTERS[Math.floor(Math.random() * TAG_LETTERS.length)];
  return `${prefix} ${out}`;
}

export interface Workspace {
  workspaceId: string;
  memberId: number;
  memberEmail: string;
  brand: string;
  /** A token with every scope. */
  token: string;
}

export async function setupToken(
  workspaceId: string,
  scopes: readonly Scope[],
  opts: { label?: string; expiry?: string; memberEmail?: string } = {},
): Promise<string> {
  const code = await ops("POST", `/ops/v1/workspaces/${workspaceId}/setup-codes`, {
    scopes,
    label: opts.label ?? "e2e agent",
    expiry: opts.expiry ?? "30d",
    ...(opts.memberEmail ? { memberEmail: opts.memberEmail } : {}),
  });
  if (code.status !== 200) throw new Error(`setup-codes: ${code.status} ${code.text}`);
  const ex = await http("POST", "/v1/setup/exchange", { body: { setupCode: code.body.setupCode } });
  if (ex.status !== 200) throw new Error(`exchange: ${ex.status} ${ex.text}`);
  return ex.body.token;
}

export async function newWorkspace(
  opts: { brand?: string; plan?: Record<string, unknown> | null; scopes?: readonly Scope[] } = {},
): Promise<Workspace> {
  const brand = opts.brand ?? `Brand ${key("b")}`;
  const memberEmail = `owner-${key("m")}@example.com`.toLowerCase();
  const plan = opts.plan === undefined
    ? { status: "active", tier: "growth", cap: 50, used: 3, periodEndsAt: "2027-01-01T00:00:00Z" }
    : opts.plan;
  const ws = await ops("POST", "/ops/v1/workspaces", { brand, memberEmail, ...(plan ? { plan } : {}) });
  if (ws.status !== 200) throw new Error(`workspaces: ${ws.status} ${ws.text}`);
  const token = await setupToken(ws.body.workspaceId, opts.scopes ?? SCOPES);
  return { workspaceId: ws.body.workspaceId, memberId: ws.body.memberId, memberEmail, brand, token };
}

/** Calls a tool by registry name: path from the registry, a fresh idempotency key for writes. */
export async function call<T = any>(
  token: string,
  toolName: string,
  args: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: Record<string, unknown>;
    key?: string | null;
  } = {},
): Promise<HttpResult<T>> {
  const tool = getTool(toolName);
  if (!tool) throw new Error(`no tool ${toolName}`);
  let path = tool.path.replace(
    /\{(\w+)\}/g,
    (_m, name: string) => encodeURIComponent(String(args.params?.[name] ?? "")),
  );
  const qs = new URLSearchParams(Object.entries(args.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  if (qs) path += `?${qs}`;
  let body = tool.method === "GET" ? undefined : args.body;
  if (tool.kind === "write" && tool.auth === "token") {
    body = { ...(body ?? {}) };
    if (args.key !== null) body.idempotencyKey = args.key ?? key(toolName);
  }
  return await http<T>(tool.method, path, { token, body });
}

/** Retries `fn` until it stops throwing (for effects that travel over NATS). */
export async function eventually<T>(fn: () => Promise<T>, timeoutMs = 15_000, intervalMs = 150): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() - start > timeoutMs) throw e;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}

/** A campaign body with every field filled (spec 2.1). */
export const CAMPAIGN_BODY = {
  title: "Spring launch",
  overview: "Short videos about our spring line.",
  payLine: "$150 per approved video",
  deliverables: ["One 30-60s video"],
  requirements: ["US based"],
  marketCountryCodes: ["US"],
  applicationDeadline: "2027-03-01",
} as const;

/** A valid warm-up template (spec 2.9); `change` edits the copy. */
export function warmupTemplate(change: (t: any) => void = () => {}): any {
  const t: any = {
    managerName: "Maya",
    chatChannelName: "Spring crew",
    platforms: ["videoapp", "photoapp"],
    username: { startsWith: "study", contains: "", endsWith: "" },
    usernameExamples: "studywithjane, studymike",
    programUrl: "https://program.example.com/join",
    programId: "prg-123",
    routine: { instructions: "Watch 20 minutes of study videos every day." },
    posts: [
      { brief: "Show your desk setup.", minSeconds: 15, maxSeconds: 45, exampleUrl: null, dueHours: 48 },
      { brief: "A day of studying in 30 seconds.", minSeconds: 20, maxSeconds: 60, dueHours: 96 },
    ],
    review: { account: true, routine: false, post1: true, post2: false },
    readyBy: { days: 7 },
    firstPost: { daysAfterReady: 2 },
  };
  change(t);
  return t;
}

/** A campaign with every field filled, created as a draft. */
export async function createCampaign(
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const r = await call(token, "svc_create_campaign", {
    body: { ...CAMPAIGN_BODY, ...overrides },
  });
  if (r.status !== 200 || r.body.status !== "created") throw new Error(`create: ${r.status} ${r.text}`);
  return r.body.campaignId;
}

/** Creates, requests publish and publishes through the ops API: a live campaign. */
export async function liveCampaign(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const id = await createCampaign(token, overrides);
  const req = await call(token, "svc_request_publish", { params: { campaignId: id } });
  if (req.body.status !== "requested") throw new Error(`publish-request: ${req.text}`);
  const pub = await ops("POST", `/ops/v1/campaigns/${id}/publish`);
  if (pub.status !== 200) throw new Error(`publish: ${pub.text}`);
  return id;
}

/** Calls a service's /internal route directly, signed as a service (for fault and lifecycle tests). */
export async function internalCall<T = any>(
  service: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<HttpResult<T>> {
  const { signIdentity, IDENTITY_HEADER } = await import("../../shared/identity.ts");
  const env = inject("processes").gateway.env;
  const url = JSON.parse(env.SERVICE_URLS)[service];
  const res = await fetch(url + path, {
    method,
    headers: {
      "content-type": "application/json",
      [IDENTITY_HEADER]: signIdentity(
        { kind: "service", caller: "e2e", requestId: key("rid") },
        env.INTERNAL_SECRET,
      ),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, text };
}

/** The stack's MongoDB database of one service (for fault injection such as an expired token). */
export async function serviceDb(service: string) {
  const { MongoClient } = await import("mongodb");
  const env = inject("processes").gateway.env;
  const client = new MongoClient(env.MONGO_URL);
  await client.connect();
  return { db: client.db(`${env.DB_PREFIX}_${service.replace(/-/g, "_")}`), close: () => client.close() };
}

export function sha256(s: string): string {
  return createHash("sha256").update(s).digest("hex");
}

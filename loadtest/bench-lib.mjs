// Shared by the load runner (run.mjs) and the benchmark (bench.mjs): boot a stack on free ports with
// its own data dir and DB prefix, seed a workspace, sign direct-to-service identities, and read each
// process's CPU time from /proc.
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startStack } from "../scripts/stack.mjs";

export const SCOPES = [
  "campaigns:read",
  "creators:read",
  "plan:read",
  "campaigns:write",
  "creators:manage",
  "brand:write",
  "team:manage",
];
/** Every stack booted, so a signal or a time limit can stop them all. */
export const stopAll = [];

export async function boot(ratePerMinute, label, env = {}, options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `ccw-load-${label}-`));
  const metricsPort = await freePort();
  const stack = await startStack({
    port: await freePort(),
    dataDir,
    dbPrefix: `lt${label}${Date.now().toString(36)}`,
    quiet: true,
    env: {
      RATE_LIMIT_PER_MINUTE: String(ratePerMinute),
      LOG_LEVEL: "silent",
      METRICS_PORT: String(metricsPort),
      ...env,
    },
    ...options,
  });
  const stop = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  stopAll.push(stop);
  const secret = stack.children.find((c) => c.name === "gateway").spec.env.INTERNAL_SECRET;
  return { ...stack, stop, secret, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

export function signer(secret) {
  return (kind, extra) => {
    const payload = Buffer.from(
      JSON.stringify({
        kind,
        requestId: `load-${Math.random().toString(36).slice(2)}`,
        iat: Date.now(),
        ...extra,
      }),
    ).toString("base64url");
    return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
  };
}

/** A workspace with a token of every scope, a live campaign with applicants, club cards. */
export async function seed(stack, { applicants = 10, club = 10, drafts: draftCount = 20 } = {}) {
  const req = async (method, path, body, token = stack.opsToken) => {
    const r = await fetch(stack.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const j = await r.json();
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(j)}`);
    return j;
  };
  const ws = await req("POST", "/ops/v1/workspaces", {
    brand: "Load Co",
    memberEmail: "load@example.com",
    plan: { status: "active", tier: "growth", cap: 100000, used: 0, periodEndsAt: "2027-12-31T00:00:00Z" },
  });
  const { setupCode } = await req("POST", `/ops/v1/workspaces/${ws.workspaceId}/setup-codes`, {
    scopes: SCOPES,
    label: "load",
    expiry: "30d",
  });
  const { token } = await fetch(`${stack.baseUrl}/v1/setup/exchange`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ setupCode }),
  }).then((r) => r.json());
  const campaign = (title) =>
    req("POST", "/v1/campaigns", {
      idempotencyKey: `seed-${title}-${Date.now().toString(36)}`,
      title,
      overview: "Short videos.",
      payLine: "$150 per video",
      deliverables: ["One video"],
      requirements: ["US based"],
      marketCountryCodes: ["US"],
    }, token);
  const { campaignId } = await campaign("Load-live");
  await req("POST", `/v1/campaigns/${campaignId}/publish-request`, { idempotencyKey: "seed-pub" }, token);
  await req("POST", `/ops/v1/campaigns/${campaignId}/publish`);
  for (let i = 0; i < applicants; i++) {
    await req("POST", `/ops/v1/campaigns/${campaignId}/creators`, {
      name: `Applicant ${i}`,
      status: "applicant",
      videoapp: `@a${i}`,
      followers: 1000 + i,
      bio: "I make videos.",
    });
  }
  const niches = ["Career", "Tech / AI", "Fitness", "Food", "Gaming"];
  for (let i = 0; i < club; i++) {
    await req("POST", "/ops/v1/club/creators", {
      displayName: `Club Person${i}`,
      country: "US",
      niches: [niches[i % niches.length]],
      platforms: { videoapp: true, photoapp: i % 2 === 0 },
      reach: ["nano", "micro", "mid", "macro"][i % 4],
      engagement: ["high", "typical", "low"][i % 3],
      experience: ["proven", "established", "member"][i % 3],
    });
  }
  // Drafts for the update scenario: one per connection so concurrent edits never touch one document.
  const drafts = [];
  for (let i = 0; i < draftCount; i++) drafts.push((await campaign(`Draft-${i}`)).campaignId);
  const introspect = await fetch(`${stack.serviceUrls.oauth}/internal/introspect`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-ccw-identity": signer(stack.secret)("service", { caller: "load" }),
    },
    body: JSON.stringify({ tokenHash: createHash("sha256").update(token).digest("hex") }),
  }).then((r) => r.json());
  return { token, workspaceId: ws.workspaceId, campaignId, drafts, introspect };
}

export function row(title, r, extra = {}) {
  const total = r.requests.total || 1;
  const bad = r.non2xx + r.errors + r.timeouts;
  return {
    title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.mean,
    requests: r.requests.total,
    errorRate: +((bad / total) * 100).toFixed(2),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...extra,
  };
}

/**
 * The profile: CPU time each process of the stack spent (utime + stime from /proc/<pid>/stat), so a
 * row can say where a request's CPU goes (ms of CPU per request, by process).
 */
export function cpuTicks(children) {
  const out = {};
  for (const c of children) {
    try {
      const stat = readFileSync(`/proc/${c.pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out[c.name] = Number(f[11]) + Number(f[12]);
    } catch {
      // not Linux, or the process is gone
    }
  }
  return out;
}
export const TICK_MS = 10; // CLK_TCK 100
export function addCpu(acc, before, after) {
  for (const k of Object.keys(after)) acc[k] = (acc[k] ?? 0) + (after[k] - (before[k] ?? after[k])) * TICK_MS;
  return acc;
}
export const perRequest = (cpu, n) =>
  Object.fromEntries(
    Object.entries(cpu).filter(([, v]) => v > 0).map(([k, v]) => [k, +(v / Math.max(n, 1)).toFixed(2)]),
  );

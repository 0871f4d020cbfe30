// Shared by the load runner (run.mjs) and the benchmark (bench.mjs): boot a stack on free ports with
// its own data dir and DB prefix, seed a workspace, sign direct-to-service identities, and read each
// process's CPU time from /proc.
import { createHash, createHmac } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort, startStack } from "../scripts/stack.mjs";
import { pathOf, seedStack, toolsOf } from "./seed.mjs";

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
    // CCW_CPU_PROF profiles outlive the stack's data dir: they move to loadtest/reports/ (git-ignored).
    const profiles = join(dataDir, "profiles");
    if (existsSync(profiles)) {
      const keep = join(import.meta.dirname, "reports", `profiles-${label}-${Date.now()}`);
      mkdirSync(dirname(keep), { recursive: true });
      renameSync(profiles, keep);
      console.error(`bench: CPU profiles in ${keep}`);
    }
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

/** A workspace with a token of every scope, a live campaign with applicants, club cards, drafts (seed.mjs). */
export async function seed(stack, { applicants = 10, club = 10, drafts: draftCount = 20 } = {}) {
  const tools = await toolsOf(stack.baseUrl);
  const every = [...new Set(Object.values(tools).flatMap((t) => t.scopes))];
  const s = await seedStack(stack.baseUrl, stack.opsToken, {
    name: "Load",
    tokens: { load: every },
    applicants,
    club,
    drafts: { load: draftCount },
  });
  const token = s.tokens.load;
  const drafts = s.draftIds.load;
  const campaignId = s.campaignId;
  const introspect = await fetch(`${stack.serviceUrls.oauth}/internal/introspect`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-ccw-identity": signer(stack.secret)("service", { caller: "load" }),
    },
    body: JSON.stringify({ tokenHash: createHash("sha256").update(token).digest("hex") }),
  }).then((r) => r.json());
  // Tool paths from the stack's own OpenAPI document (derived from the registry), never written here.
  const path = (tool, params) => pathOf(tools[tool], params);
  return { token, workspaceId: s.workspaceId, campaignId, drafts, introspect, tools, path };
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

/**
 * Two loads alternated in short rounds (A, B, A, B, …) so both see the same machine: on a shared box a
 * neighbour's load that comes and goes would otherwise decide the ratio. Each side: rps = all requests /
 * all time; p50 = median of the rounds' p50; p99 = the worst round's p99; CPU-ms per request per process
 * of `children`. `a`/`b` are autocannon options, or functions making them (fresh signed headers).
 */
export async function alternated(
  autocannon,
  children,
  a,
  b,
  { rounds = 4, seconds = 8, connections = 20, cap = 60_000 } = {},
) {
  const per = Math.max(2, Math.round(seconds / rounds));
  const acc = { a: { rs: [], cpu: {} }, b: { rs: [], cpu: {} } };
  for (let i = 0; i < rounds; i++) {
    for (const [k, o] of [["a", a], ["b", b]]) {
      const opts = typeof o === "function" ? o() : o;
      const before = cpuTicks(children);
      acc[k].rs.push(
        await autocannon({ connections, duration: per, maxOverallRequests: cap, timeout: 10, ...opts }),
      );
      addCpu(acc[k].cpu, before, cpuTicks(children));
    }
  }
  const merge = ({ rs, cpu }) => {
    const n = rs.reduce((x, r) => x + r.requests.total, 0);
    const time = rs.reduce((x, r) => x + r.duration, 0);
    const bad = rs.reduce((x, r) => x + r.non2xx + r.errors + r.timeouts, 0);
    const p50s = rs.map((r) => r.latency.p50).sort((x, y) => x - y);
    return {
      rps: Math.round(n / time),
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...rs.map((r) => r.latency.p99)),
      mean: rs.reduce((x, r) => x + r.latency.mean * r.requests.total, 0) / Math.max(n, 1),
      requests: n,
      errorRate: +((bad / Math.max(n, 1)) * 100).toFixed(2),
      non2xx: rs.reduce((x, r) => x + r.non2xx, 0),
      errors: rs.reduce((x, r) => x + r.errors + r.timeouts, 0),
      cpu: perRequest(cpu, n),
    };
  };
  return [merge(acc.a), merge(acc.b)];
}

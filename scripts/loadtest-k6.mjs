// `npm run loadtest:k6 -- [smoke|full] [suite…]`: the k6 suites of loadtest/k6 against a stack this
// script boots (or the deployment at BASE_URL with OPS_TOKEN), with what each suite needs created
// through the ops API. Exits 0 only when every suite's thresholds pass.
//
//   npm run loadtest:k6                      # smoke, every suite (~10 s each at a low rate)
//   npm run loadtest:k6 -- full browse mcp   # production load and thresholds, two suites
//
// Environment: K6_BIN (else `k6` on PATH, else ../shared/tools/k6 beside the repository), BASE_URL and
// OPS_TOKEN (use a running deployment instead of booting one), LIMIT (that deployment's
// RATE_LIMIT_PER_MINUTE, for the spike; default 600), K6_REPORTS_DIR (default loadtest/reports).
// Each suite leaves <stamp>-<profile>-<suite>.html (k6's web dashboard export) and .json (k6's summary)
// in the reports folder, and the run a combined <stamp>-<profile>.json.
import { seedStack, toolsOf } from "../loadtest/seed.mjs";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { freePort, ROOT, startStack } from "./stack.mjs";

export const SUITES = ["browse", "writes", "mcp", "spike"];

/**
 * The tools each suite calls (by registry name). The token a suite gets carries exactly the scopes
 * those tools need, read from the stack's own OpenAPI document (`x-scopes` per operation).
 */
const SUITE_TOOLS = {
  browse: ["svc_list_campaigns", "svc_get_campaign", "svc_list_applicants", "svc_browse_club"],
  writes: ["svc_create_campaign", "svc_update_campaign"],
  mcp: ["svc_list_campaigns", "svc_get_campaign", "svc_list_applicants", "svc_update_campaign"],
  spike: ["svc_list_campaigns"],
};

/** Drafts per writing suite: at least its most VUs (writes.js maxVUs 300 full / 6 smoke; mcp.js 20 / 6). */
const DRAFTS = { smoke: { writes: 6, mcp: 6 }, full: { writes: 300, mcp: 20 } };

/** High enough that no suite but the spike meets the per-token window on a stack booted here. */
export const UNLIMITED = "100000000";
/** The spike's window on a stack booted here: the launcher's default. */
const SPIKE_LIMIT = "600";

/** The k6 binary: K6_BIN, else `k6` on PATH, else ../shared/tools/k6 (beside the repository); null if none runs. */
export function findK6(env = process.env) {
  const candidates = [env.K6_BIN, "k6", resolve(ROOT, "..", "shared", "tools", "k6")].filter(Boolean);
  for (const bin of candidates) {
    const r = spawnSync(bin, ["version"], { encoding: "utf8", timeout: 120_000 });
    if (r.status === 0) return { bin, version: r.stdout.trim().split("\n")[0] };
  }
  return null;
}

/**
 * What the suites need (loadtest/seed.mjs): a workspace on an active plan, a token per suite (its own
 * rate window) with the scopes its tools need (read from the stack's OpenAPI document), a live
 * campaign with applicants, club cards, and drafts to edit: one per VU of each writing suite.
 */
export async function seed(baseUrl, opsToken, { drafts = DRAFTS.full, applicants = 10, club = 10 } = {}) {
  const tools = await toolsOf(baseUrl);
  const tokens = {};
  for (const [suite, names] of Object.entries(SUITE_TOOLS)) {
    const missing = names.filter((t) => !tools[t]);
    if (missing.length) throw new Error(`the stack's OpenAPI document has no ${missing.join(", ")}`);
    tokens[`k6 ${suite}`] = [...new Set(names.flatMap((t) => tools[t].scopes))];
  }
  const s = await seedStack(baseUrl, opsToken, { name: "k6", tokens, applicants, club, drafts });
  return {
    workspaceId: s.workspaceId,
    campaignId: s.campaignId,
    tokens: Object.fromEntries(Object.keys(SUITE_TOOLS).map((suite) => [suite, s.tokens[`k6 ${suite}`]])),
    draftIds: s.draftIds,
  };
}

function runK6(k6, file, env, timeoutMs) {
  return new Promise((res) => {
    const child = spawn(k6.bin, file, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      res(code ?? (signal ? 128 : 1));
    });
  });
}

const num = (v, d = 1) => (typeof v === "number" && Number.isFinite(v) ? +v.toFixed(d) : null);

/** One suite's figures and threshold verdicts from k6's --summary-export JSON. */
export function readSummary(file) {
  const s = JSON.parse(readFileSync(file, "utf8"));
  const m = s.metrics ?? {};
  const thresholds = {};
  for (const [name, metric] of Object.entries(m)) {
    for (const [rule, failed] of Object.entries(metric.thresholds ?? {})) {
      thresholds[`${name}: ${rule}`] = failed ? "failed" : "passed";
    }
  }
  const durations = Object.fromEntries(
    Object.entries(m).filter(([k]) => k.startsWith("http_req_duration{")).map((
      [k, v],
    ) => [k.slice("http_req_duration".length), { p50: num(v.med), p99: num(v["p(99)"]), max: num(v.max) }]),
  );
  return {
    requests: m.http_reqs?.count ?? 0,
    rps: num(m.http_reqs?.rate),
    errorRate: num((m.http_req_failed?.value ?? 0) * 100, 2),
    p50: num(m.http_req_duration?.med),
    p99: num(m.http_req_duration?.["p(99)"]),
    checksPassed: m.checks ? `${m.checks.passes}/${m.checks.passes + m.checks.fails}` : null,
    droppedIterations: m.dropped_iterations?.count ?? 0,
    durations,
    mcpMedianMs: num(m.ccw_mcp_call_ms?.med),
    restMedianMs: num(m.ccw_rest_call_ms?.med),
    thresholds,
    thresholdsPassed: Object.values(thresholds).every((v) => v === "passed"),
  };
}

/**
 * Runs the suites; returns { ok, report } (report: the combined JSON written to the reports folder).
 * opts: profile, suites, baseUrl + opsToken (else a stack is booted), limit, reportsDir, k6, log.
 */
export async function loadtestK6(opts = {}) {
  const profile = opts.profile ?? "smoke";
  const suites = opts.suites?.length ? opts.suites : SUITES;
  const log = opts.log ?? console.log;
  const k6 = opts.k6 ?? findK6();
  if (!k6) throw new Error("no k6 binary (K6_BIN, `k6` on PATH, ../shared/tools/k6)");
  const reportsDir = resolve(opts.reportsDir ?? join(ROOT, "loadtest", "reports"));
  mkdirSync(reportsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const report = {
    profile,
    startedAt: new Date().toISOString(),
    k6: k6.version,
    cores: cpus().length,
    loadAverageAtStart: loadavg().map((x) => +x.toFixed(2)),
    suites: [],
  };
  const stacks = [];
  const stopAll = async () => {
    for (const s of stacks.splice(0)) await s.stop();
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  // A stack of our own per rate limit the suites need: the spike wants a real window, the others none.
  const boot = async (rate) => {
    const dataDir = mkdtempSync(join(tmpdir(), "ccw-k6-"));
    log(`booting a stack (RATE_LIMIT_PER_MINUTE=${rate}) in ${dataDir}`);
    const stack = await startStack({
      port: await freePort(),
      dataDir,
      dbPrefix: `k6${Date.now().toString(36)}`,
      quiet: true,
      env: { RATE_LIMIT_PER_MINUTE: rate, LOG_LEVEL: "warn" },
    });
    const stop = async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    stacks.push({ stop });
    return { baseUrl: stack.baseUrl, opsToken: stack.opsToken, limit: Number(rate), stop };
  };
  const external = opts.baseUrl && opts.opsToken
    ? {
      baseUrl: opts.baseUrl.replace(/\/+$/, ""),
      opsToken: opts.opsToken,
      limit: Number(opts.limit ?? 600),
      stop: async () => {},
    }
    : null;
  report.target = external ? "BASE_URL" : "a stack booted by this script";

  let ok = true;
  try {
    // smoke: one stack at the launcher's default window (each suite has its own token, and the smoke
    // rates stay far below it). full: an unlimited stack for browse/writes/mcp, then a 600/min one for the spike.
    const groups = external
      ? [[external, suites]]
      : profile === "smoke"
      ? [[SPIKE_LIMIT, suites]]
      : [[UNLIMITED, suites.filter((s) => s !== "spike")], [SPIKE_LIMIT, suites.filter((s) => s === "spike")]]
        .filter(([, g]) => g.length);
    for (const [target, group] of groups) {
      const stack = typeof target === "string" ? await boot(target) : target;
      log(`seeding ${stack.baseUrl} through the ops API`);
      const seeded = await seed(stack.baseUrl, stack.opsToken, { drafts: DRAFTS[profile] });
      for (const suite of group) {
        const base = join(reportsDir, `${stamp}-${profile}-${suite}`);
        const env = {
          BASE_URL: stack.baseUrl,
          TOKEN: seeded.tokens[suite],
          CAMPAIGN_ID: String(seeded.campaignId),
          DRAFT_IDS: (seeded.draftIds[suite] ?? seeded.draftIds.writes).join(","),
          LIMIT: String(stack.limit),
          PROFILE: profile,
          K6_WEB_DASHBOARD: "true",
          K6_WEB_DASHBOARD_PORT: "-1", // no listening dashboard (runs may be parallel); the export only
          K6_WEB_DASHBOARD_PERIOD: profile === "smoke" ? "1s" : "5s",
          K6_WEB_DASHBOARD_EXPORT: `${base}.html`,
          K6_NO_USAGE_REPORT: "true",
        };
        const args = [
          "run",
          "--no-usage-report",
          "--address",
          "",
          "--no-color",
          "--summary-trend-stats",
          "avg,min,med,max,p(90),p(95),p(99)",
          "--summary-export",
          `${base}.json`,
        ];
        if (!process.stdout.isTTY) args.push("--quiet");
        log(`\n== k6 ${profile} ${suite} (loadtest/k6/${suite}.js)`);
        const exitCode = await runK6(
          k6,
          [...args, join("loadtest", "k6", `${suite}.js`)],
          env,
          profile === "smoke" ? 180_000 : 900_000,
        );
        const summary = existsSync(`${base}.json`) ? readSummary(`${base}.json`) : null;
        const pass = exitCode === 0 && summary !== null && summary.thresholdsPassed;
        ok &&= pass;
        report.suites.push({
          suite,
          pass,
          exitCode,
          limit: suite === "spike" ? stack.limit : undefined,
          html: existsSync(`${base}.html`) ? relative(ROOT, `${base}.html`) : null,
          summary: existsSync(`${base}.json`) ? relative(ROOT, `${base}.json`) : null,
          ...summary,
        });
      }
      if (stack !== external) {
        await stack.stop();
        stacks.splice(stacks.indexOf(stack), 1);
      }
    }
  } finally {
    await stopAll();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  const mcp = report.suites.find((s) => s.suite === "mcp");
  if (mcp?.mcpMedianMs && mcp?.restMedianMs) {
    report.mcpRestMedianRatio = +(mcp.mcpMedianMs / mcp.restMedianMs).toFixed(2);
  }
  report.loadAverageAtEnd = loadavg().map((x) => +x.toFixed(2));
  report.pass = ok;
  const out = join(reportsDir, `${stamp}-${profile}.json`);
  writeFileSync(out, JSON.stringify(report, null, 2) + "\n");
  report.file = out;

  log(`\n== k6 ${profile}: ${ok ? "every threshold passed" : "THRESHOLDS FAILED"}`);
  log("| suite | result | requests | rps | p50 ms | p99 ms | errors % | checks |");
  log("|---|---|---:|---:|---:|---:|---:|---|");
  for (const s of report.suites) {
    log(
      `| ${s.suite} | ${s.pass ? "pass" : "FAIL"} | ${s.requests ?? "-"} | ${s.rps ?? "-"} | ${
        s.p50 ?? "-"
      } | ${s.p99 ?? "-"} | ${s.errorRate ?? "-"} | ${s.checksPassed ?? "-"} |`,
    );
  }
  for (const s of report.suites) {
    for (const [t, v] of Object.entries(s.thresholds ?? {})) {
      if (v !== "passed") log(`  ${s.suite}: threshold ${t} ${v}`);
    }
    if (s.exitCode !== 0) log(`  ${s.suite}: k6 exited ${s.exitCode}`);
  }
  if (report.mcpRestMedianRatio) {
    log(`MCP tools/call / REST median latency: ${report.mcpRestMedianRatio}x (target <= 1.5x)`);
  }
  log(`reports: ${relative(ROOT, reportsDir) || "."}/${stamp}-${profile}*.{html,json}`);
  return { ok, report };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const profile = args.find((a) => a === "smoke" || a === "full") ?? "smoke";
  const suites = args.filter((a) => a !== profile);
  const unknown = suites.filter((s) => !SUITES.includes(s));
  if (unknown.length) {
    console.error(
      `unknown suite ${unknown.join(", ")}: choose from ${SUITES.join(", ")} (and smoke or full)`,
    );
    process.exit(2);
  }
  const k6 = findK6();
  if (!k6) {
    console.error(
      "k6 not found: set K6_BIN, put `k6` on PATH (https://grafana.com/docs/k6/latest/set-up/install-k6/), or place it at ../shared/tools/k6. Nothing was run.",
    );
    process.exit(3);
  }
  if (process.env.BASE_URL && !process.env.OPS_TOKEN) {
    console.error(
      "BASE_URL is set but OPS_TOKEN is not: the suites' workspace, tokens and campaigns are made through the ops API.",
    );
    process.exit(2);
  }
  try {
    const { ok } = await loadtestK6({
      profile,
      suites,
      k6,
      baseUrl: process.env.BASE_URL,
      opsToken: process.env.OPS_TOKEN,
      limit: process.env.LIMIT,
      reportsDir: process.env.K6_REPORTS_DIR,
    });
    process.exit(ok ? 0 : 1);
  } catch (e) {
    console.error(`k6 run failed: ${e.stack ?? e}`);
    process.exit(1);
  }
}

// The local load runner (not a test): the k6 scenarios of loadtest/k6 replayed with autocannon on a
// stack it boots itself (scripts/stack.mjs startStack: fresh temp DATA_DIR, its own DB prefix), on
// loopback only, every run bounded in time and in request count. Prints rps, p50, p99 and the error
// rate per scenario, the gateway/direct and MCP/REST ratios, and a Markdown table for loadtest/README.md.
//
//   node loadtest/run.mjs [seconds per run = 8] [--only=reads,writes,mcp,spike] [--json=out.json]
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import {
  addCpu,
  alternated,
  boot,
  cpuTicks as cpuTicksOf,
  perRequest,
  row,
  seed,
  signer,
  stopAll,
} from "./bench-lib.mjs";

const args = process.argv.slice(2);
const seconds = Math.min(Number(args.find((a) => /^\d+$/.test(a)) ?? 8), 30);
const only = (args.find((a) => a.startsWith("--only="))?.slice(7) ?? "reads,writes,mcp,spike").split(",");
const jsonOut = args.find((a) => a.startsWith("--json="))?.slice(7);
const CONNECTIONS = 20;
const loadAtStart = loadavg();
/** Hard cap per run, whatever the rate: the runner always stops by itself. */
const MAX_REQUESTS = 60_000;
const killTimer = setTimeout(() => {
  console.error("load runner: overall time limit reached, stopping");
  void Promise.allSettled(stopAll.map((s) => s())).finally(() => process.exit(2));
}, 15 * 60_000);
killTimer.unref();

let profiled = [];
const cpuTicks = () => cpuTicksOf(profiled);

async function run(title, opts, extra) {
  // Bounded twice: by time (duration) and by count (maxOverallRequests; autocannon's `amount` would
  // replace the duration instead).
  const { cap, ...rest } = opts;
  const before = cpuTicks();
  const r = await autocannon({
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: cap ?? MAX_REQUESTS,
    timeout: 10,
    ...rest,
  });
  const out = row(title, r, { ...extra, cpu: perRequest(addCpu({}, before, cpuTicks()), r.requests.total) });
  console.error(JSON.stringify(out));
  return out;
}

/** Direct and gateway runs alternated in rounds (bench-lib.mjs `alternated`). */
async function alternate(titleA, optsA, titleB, optsB, extraA, extraB, rounds = 4) {
  const [a, b] = await alternated(autocannon, profiled, optsA, optsB, {
    rounds,
    seconds,
    connections: CONNECTIONS,
    cap: MAX_REQUESTS,
  });
  const out = [{ title: titleA, ...a, ...extraA, cpu: a.cpu }, {
    title: titleB,
    ...b,
    ...extraB,
    cpu: b.cpu,
  }];
  for (const o of out) console.error(JSON.stringify(o));
  return out;
}

const rows = [];
const ratios = {};
const notes = [];
const mcpBody = (name, args = {}) =>
  JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } });
const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => void Promise.allSettled(stopAll.map((s) => s())).finally(() => process.exit(130)));
}
try {
  await main();
} catch (e) {
  console.error(e);
  await Promise.allSettled(stopAll.map((s) => s()));
  process.exit(1);
}
process.exit(0);

async function main() {
  if (only.some((o) => o !== "spike")) {
    const stack = await boot(100_000_000, "main");
    profiled = stack.children;
    const s = await seed(stack);
    const sign = signer(stack.secret);
    const bearer = { authorization: `Bearer ${s.token}` };
    // A fresh signed identity (valid 60 s) for each direct run, as the gateway would forward it.
    const direct = () => ({
      "x-ccw-identity": sign("token", {
        workspaceId: s.introspect.workspaceId,
        tokenId: s.introspect.tokenId,
        memberId: s.introspect.memberId,
        scopes: s.introspect.scopes,
        via: "rest",
      }),
    });
    const campaignUrl = stack.serviceUrls.campaign;
    const creatorUrl = stack.serviceUrls.creator;

    // Warm up JIT, connection pools and caches on every path measured below.
    await autocannon({
      url: stack.baseUrl + s.path("svc_list_campaigns"),
      headers: bearer,
      connections: 10,
      duration: 2,
      maxOverallRequests: 5000,
    });
    await autocannon({
      url: campaignUrl + s.path("svc_list_campaigns"),
      headers: direct(),
      connections: 10,
      duration: 2,
      maxOverallRequests: 5000,
    });

    if (only.includes("reads")) {
      const R = { scenario: "reads", path: "direct" };
      const G = { scenario: "reads", path: "gateway" };
      const [d1, g1] = await alternate(
        "reads: list campaigns, campaign service directly",
        () => ({ url: campaignUrl + s.path("svc_list_campaigns"), headers: direct() }),
        "reads: list campaigns through the gateway",
        { url: stack.baseUrl + s.path("svc_list_campaigns"), headers: bearer },
        R,
        G,
      );
      const f1 = await run("reads: list campaigns through the gateway at 1,000 rps", {
        url: stack.baseUrl + s.path("svc_list_campaigns"),
        headers: bearer,
        overallRate: 1000,
        cap: 1000 * seconds,
      }, { scenario: "reads", path: "gateway@1000" });
      const [d2, g2] = await alternate(
        "reads: applicants, creator service directly",
        () => ({
          url: creatorUrl + s.path("svc_list_applicants", { campaignId: s.campaignId }),
          headers: direct(),
        }),
        "reads: applicants through the gateway",
        { url: stack.baseUrl + s.path("svc_list_applicants", { campaignId: s.campaignId }), headers: bearer },
        R,
        G,
      );
      const browse = [
        { method: "GET", path: s.path("svc_list_campaigns") },
        { method: "GET", path: s.path("svc_get_campaign", { campaignId: s.campaignId }) },
        { method: "GET", path: s.path("svc_list_applicants", { campaignId: s.campaignId }) },
        { method: "GET", path: s.path("svc_browse_club", { campaignId: s.campaignId }) },
      ];
      const b = await run("agent browsing mix (list, get, applicants, club) through the gateway", {
        url: stack.baseUrl,
        headers: bearer,
        requests: browse,
      }, { scenario: "browse", path: "gateway" });
      const bf = await run("agent browsing mix at 1,000 rps", {
        url: stack.baseUrl,
        headers: bearer,
        requests: browse,
        overallRate: 1000,
        cap: 1000 * seconds,
      }, { scenario: "browse", path: "gateway@1000" });
      const [d3, g3] = await alternate(
        "reads: whoami (GET /v1/me), oauth directly",
        () => ({ url: stack.serviceUrls.oauth + s.path("svc_whoami"), headers: direct() }),
        "reads: whoami (GET /v1/me) through the gateway",
        { url: stack.baseUrl + s.path("svc_whoami"), headers: bearer },
        R,
        G,
      );
      rows.push(d1, g1, f1, d2, g2, d3, g3, b, bf);
      ratios.gatewayVsDirectMe = g3.rps / d3.rps;
      ratios.gatewayVsDirectList = g1.rps / d1.rps;
      ratios.gatewayVsDirectApplicants = g2.rps / d2.rps;
      ratios.p99At1000 = f1.p99;
      ratios.browseP99At1000 = bf.p99;
    }

    if (only.includes("writes")) {
      let n = 0;
      const stamp = Date.now().toString(36);
      const createBody = (key) =>
        JSON.stringify({
          idempotencyKey: key,
          title: "Load write",
          overview: "Short videos.",
          deliverables: ["One video"],
          requirements: [],
          marketCountryCodes: ["US"],
        });
      const fresh = [{
        method: "POST",
        path: s.path("svc_create_campaign"),
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: createBody(`lw-${stamp}-${n++}`) }),
      }];
      const c1 = await run("writes: create campaign, fresh keys, through the gateway", {
        url: stack.baseUrl,
        headers: bearer,
        requests: fresh,
      }, { scenario: "writes", path: "gateway" });
      const cf = await run("writes: create campaign, fresh keys, at 1,000 rps", {
        url: stack.baseUrl,
        headers: bearer,
        requests: fresh,
        overallRate: 1000,
        cap: 1000 * seconds,
      }, { scenario: "writes", path: "gateway@1000" });
      // Replays: 50 keys used once, then every request repeats one of them (stored answer, replayed: true).
      const keys = Array.from({ length: 50 }, (_, i) => `lr-${stamp}-${i}`);
      for (const k of keys) {
        await fetch(stack.baseUrl + s.path("svc_list_campaigns"), {
          method: "POST",
          headers: { ...bearer, "content-type": "application/json" },
          body: createBody(k),
        }).then((r) => r.text());
      }
      let m = 0;
      const replay = [{
        method: "POST",
        path: s.path("svc_create_campaign"),
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: createBody(keys[m++ % keys.length]) }),
      }];
      const r1 = await run("writes: create campaign, replayed keys", {
        url: stack.baseUrl,
        headers: bearer,
        requests: replay,
      }, { scenario: "writes", path: "gateway" });
      let u = 0;
      // One draft per connection (autocannon's context is per connection): concurrent edits of one
      // document would measure conflicts, not writes.
      let nextDraft = 0;
      const update = [{
        method: "PATCH",
        headers: { "content-type": "application/json" },
        setupRequest: (req, ctx) => {
          ctx.draft ??= s.drafts[nextDraft++ % s.drafts.length];
          return {
            ...req,
            path: s.path("svc_update_campaign", { campaignId: ctx.draft }),
            body: JSON.stringify({
              idempotencyKey: `lu-${stamp}-${u++}`,
              changes: { overview: `Edit ${u}` },
            }),
          };
        },
      }];
      const u1 = await run("writes: update campaign, fresh keys", {
        url: stack.baseUrl,
        headers: bearer,
        requests: update,
      }, { scenario: "writes", path: "gateway" });
      const dw = await run("writes: create campaign, fresh keys, campaign service directly", {
        url: campaignUrl,
        requests: [{
          method: "POST",
          path: s.path("svc_create_campaign"),
          headers: { "content-type": "application/json", ...direct() },
          setupRequest: (req) => ({ ...req, body: createBody(`ld-${stamp}-${n++}`) }),
        }],
      }, { scenario: "writes", path: "direct" });
      rows.push(c1, cf, r1, u1, dw);
      ratios.writesGatewayVsDirect = c1.rps / dw.rps;
    }

    if (only.includes("mcp")) {
      const restList = { url: stack.baseUrl + s.path("svc_list_campaigns"), headers: bearer };
      const mcpList = {
        url: `${stack.baseUrl}/mcp`,
        method: "POST",
        headers: { ...bearer, ...MCP_HEADERS },
        body: mcpBody("svc_list_campaigns"),
      };
      // Check the call answers what it should before timing it.
      const probe = await fetch(mcpList.url, { method: "POST", headers: mcpList.headers, body: mcpList.body })
        .then((r) => r.json());
      if (!probe.result?.structuredContent?.campaigns) {
        throw new Error(`MCP tools/call did not answer campaigns: ${JSON.stringify(probe).slice(0, 300)}`);
      }
      // Latency one at a time (what an agent waits for), measured with plain sequential fetches and
      // interleaved (REST, MCP, REST, MCP…) so both see the same machine; then under load with autocannon.
      const seq = { rest: [], mcp: [] };
      const deadline = Date.now() + seconds * 1000;
      for (let i = 0; i < 2000 && Date.now() < deadline; i++) {
        let t = performance.now();
        await fetch(restList.url, { headers: restList.headers }).then((r) => r.text());
        seq.rest.push(performance.now() - t);
        t = performance.now();
        await fetch(mcpList.url, { method: "POST", headers: mcpList.headers, body: mcpList.body }).then((r) =>
          r.text()
        );
        seq.mcp.push(performance.now() - t);
      }
      const q = (xs, p) =>
        +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))].toFixed(1);
      const seqRow = (title, xs, path) => ({
        title,
        rps: Math.round(xs.length / (xs.reduce((a, b) => a + b, 0) / 1000)),
        p50: q(xs, 0.5),
        p99: q(xs, 0.99),
        mean: xs.reduce((a, b) => a + b, 0) / xs.length,
        requests: xs.length,
        errorRate: 0,
        scenario: "mcp",
        path,
      });
      const restSeq = seqRow("REST GET /v1/campaigns, sequential (fetch, interleaved)", seq.rest, "rest");
      const mcpSeq = seqRow(
        "MCP tools/call svc_list_campaigns, sequential (fetch, interleaved)",
        seq.mcp,
        "mcp",
      );
      console.error(JSON.stringify(restSeq));
      console.error(JSON.stringify(mcpSeq));
      rows.push(restSeq, mcpSeq);
      ratios.mcpVsRestSeqP50 = mcpSeq.p50 / restSeq.p50;
      const rest1 = await run("REST GET /v1/campaigns, 1 connection", { ...restList, connections: 1 }, {
        scenario: "mcp",
        path: "rest",
      });
      const mcp1 = await run("MCP tools/call svc_list_campaigns, 1 connection", {
        ...mcpList,
        connections: 1,
      }, { scenario: "mcp", path: "mcp" });
      const restN = await run("REST GET /v1/campaigns, 20 connections", restList, {
        scenario: "mcp",
        path: "rest",
      });
      const mcpN = await run("MCP tools/call svc_list_campaigns, 20 connections", mcpList, {
        scenario: "mcp",
        path: "mcp",
      });
      let k = 0;
      const stamp = Date.now().toString(36);
      const mcpWrite = [{
        method: "POST",
        path: "/mcp",
        headers: MCP_HEADERS,
        setupRequest: (req, ctx) => {
          ctx.draft ??= s.drafts[k % s.drafts.length];
          return {
            ...req,
            body: mcpBody("svc_update_campaign", {
              campaignId: ctx.draft,
              idempotencyKey: `lm-${stamp}-${k++}`,
              changes: { overview: `MCP edit ${k}` },
            }),
          };
        },
      }];
      const mcpW = await run("MCP tools/call svc_update_campaign (fresh keys), 20 connections", {
        url: stack.baseUrl,
        headers: bearer,
        requests: mcpWrite,
      }, { scenario: "mcp", path: "mcp" });
      rows.push(rest1, mcp1, restN, mcpN, mcpW);
      ratios.mcpVsRestP50 = mcp1.p50 / Math.max(rest1.p50, 0.01);
      ratios.mcpVsRestMeanUnloaded = mcp1.mean / rest1.mean;
      ratios.mcpVsRestP50Loaded = mcpN.p50 / Math.max(restN.p50, 0.01);
    }

    // The series the issue asks /metrics to show, scraped during this run.
    const svcMetrics = await fetch(`${campaignUrl}/metrics`).then((r) => r.text());
    const gwMetrics = await fetch(stack.metricsUrl).then((r) => r.text());
    const pick = (text, re) => text.split("\n").filter((l) => re.test(l) && !l.startsWith("#"));
    notes.push(
      "campaign /metrics (excerpt):",
      ...pick(svcMetrics, /^ccw_tool_requests_total\{.*svc_(list|create)_campaigns?/).slice(0, 4),
      ...pick(svcMetrics, /^ccw_idempotency_replays_total|^ccw_outbox_(backlog|lag_seconds)/),
      "gateway METRICS_PORT /metrics (excerpt):",
      ...pick(gwMetrics, /^ccw_gateway_requests_total\{tool="svc_list_campaigns"/).slice(0, 2),
      ...pick(gwMetrics, /^ccw_gateway_introspection_duration_seconds_(sum|count)/),
    );
    await stack.stop();
  }

  if (only.includes("spike")) {
    // A spike on one token against the real per-token window (600 a minute, the default): the first 600
    // pass, every other answer must be a clean 429 (JSON rate_limited, Retry-After), never a 5xx or a reset.
    const LIMIT = 600;
    const stack = await boot(LIMIT, "spike");
    profiled = stack.children;
    const s = await seed(stack, { applicants: 0, club: 0 });
    let bad429 = 0;
    let other = 0;
    let retryAfterMax = 0;
    const spike = [{
      method: "GET",
      path: s.path("svc_create_campaign"),
      onResponse: (status, body, _ctx, headers) => {
        if (status === 429) {
          const h = headers ?? {};
          let ra = NaN;
          for (let i = 0; i < (Array.isArray(h) ? h.length : 0); i += 2) {
            if (String(h[i]).toLowerCase() === "retry-after") ra = Number(h[i + 1]);
          }
          if (!Array.isArray(h)) ra = Number(h["retry-after"] ?? h["Retry-After"]);
          let code;
          try {
            code = JSON.parse(body).error.code;
          } catch {
            code = undefined;
          }
          if (code !== "rate_limited" || !(ra >= 1 && ra <= 60)) bad429++;
          else retryAfterMax = Math.max(retryAfterMax, ra);
        } else if (status !== 200) other++;
      },
    }];
    const total = 5000;
    const t0 = Date.now();
    const r = await autocannon({
      url: stack.baseUrl,
      headers: { authorization: `Bearer ${s.token}` },
      requests: spike,
      connections: 50,
      amount: total,
      timeout: 10,
    });
    // The window is a calendar minute: a spike that crosses a minute boundary gets a second window.
    const windows = Math.floor(Date.now() / 60_000) - Math.floor(t0 / 60_000) + 1; // a count, not a duration: it ends by itself
    const ok = r["2xx"];
    const n429 = r.non2xx - other;
    const spikeRow = row(`spike: ${total} requests, 50 connections, one token, limit ${LIMIT}/min`, r, {
      scenario: "spike",
      path: "gateway",
      ok2xx: ok,
      n429,
    });
    // The seed spent ~22 of this token's window (creates, publish request): the spike gets the rest.
    spikeRow.clean = bad429 === 0 && other === 0 && r.errors === 0 && r.timeouts === 0 &&
      ok <= LIMIT * windows && ok >= LIMIT - 50;
    console.error(JSON.stringify({ ...spikeRow, bad429, other, retryAfterMax }));
    rows.push(spikeRow);
    ratios.spike = {
      ok2xx: ok,
      windows,
      n429,
      bad429,
      other5xxOrElse: other,
      socketErrors: r.errors + r.timeouts,
      retryAfterMax,
      clean: spikeRow.clean,
    };
    const gw = await fetch(stack.metricsUrl).then((x) => x.text());
    notes.push(
      "gateway /metrics after the spike:",
      ...gw.split("\n").filter((l) => l.startsWith("ccw_rate_limit_refusals_total")),
    );
    await stack.stop();
  }

  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `\n${date}, ${cpus().length} cores, load average (1 min) ${loadAtStart[0].toFixed(1)} at the start, ${
      loadavg()[0].toFixed(1)
    } at the end (${
      cpus()[0]?.model?.trim()
    }), Node ${process.version}, ${seconds} s per run, ${CONNECTIONS} connections unless said\n`,
  );
  console.log(
    "| scenario | rps | p50 ms | p99 ms | requests | error rate % |\n|---|---:|---:|---:|---:|---:|",
  );
  for (const r of rows) {
    console.log(
      `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errorRate}${
        r.scenario === "spike" ? ` (${r.n429} × 429, ${r.ok2xx} × 200)` : ""
      } |`,
    );
  }
  console.log("\nCPU ms per request, by process (from /proc; all processes share the same 2 cores):\n");
  console.log("| scenario | CPU ms per request |\n|---|---|");
  for (const r of rows) {
    if (r.cpu && Object.keys(r.cpu).length) {
      console.log(
        `| ${r.title} | ${
          Object.entries(r.cpu).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ")
        } (total ${Object.values(r.cpu).reduce((a, b) => a + b, 0).toFixed(2)}) |`,
      );
    }
  }
  const pct = (x) => `${(x * 100).toFixed(0)} %`;
  console.log("");
  if (ratios.gatewayVsDirectList !== undefined) {
    console.log(
      `gateway / direct throughput, list campaigns: ${pct(ratios.gatewayVsDirectList)}; applicants: ${
        pct(ratios.gatewayVsDirectApplicants)
      }; whoami: ${pct(ratios.gatewayVsDirectMe)} (target ≥ 50 %)`,
    );
    console.log(
      `p99 at 1,000 rps: list ${ratios.p99At1000} ms, browsing mix ${ratios.browseP99At1000} ms (target ≤ 15 ms)`,
    );
  }
  if (ratios.writesGatewayVsDirect !== undefined) {
    console.log(`writes gateway / direct throughput: ${pct(ratios.writesGatewayVsDirect)}`);
  }
  if (ratios.mcpVsRestP50 !== undefined) {
    console.log(
      `MCP tools/call / REST latency: p50 ${
        ratios.mcpVsRestSeqP50.toFixed(2)
      }× sequential fetch; autocannon ${ratios.mcpVsRestP50.toFixed(2)}× at 1 connection, ${
        ratios.mcpVsRestP50Loaded.toFixed(2)
      }× at 20 connections (target ≤ 1.5×)`,
    );
  }
  if (ratios.spike) console.log(`spike: ${JSON.stringify(ratios.spike)}`);
  console.log(`\n${notes.join("\n")}`);
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify({ date, cores: cpus().length, seconds, rows, ratios }, null, 2));
  }
}

// `npm run bench`: the short-request-path benchmark (issue #14). Not a test: it boots its own stack on
// loopback (fresh data dir and DB prefix), seeds one workspace, and prints, in ONE run:
//   - authenticated GET /v1/campaigns?limit=10, 20 connections, gateway vs the campaign service directly
//     (rounds alternated so both see the same machine): rps, p50/p99, CPU-ms per request per process;
//   - whoami (GET /v1/me) the same way;
//   - the floor: the same list through a bare proxy with no policy (loadtest/proxy-floor/proxy-pipe.mjs on
//     Deno, what http-proxy does) in front of the campaign service, alternated with direct;
//   - one read at a time, no load: p50/p99 through the gateway (and directly);
//   - idempotent creates with fresh keys through the gateway, 20 connections;
//   - MCP tools/call svc_list_campaigns with the official SDK client holding one session vs the REST call,
//     one at a time (interleaved), and both under 20 connections.
// CPU is utime+stime of every process of the stack from /proc (NATS is not the stack's: not counted).
//
//   npm run bench -- [seconds per measurement = 6] [--json=out.json]
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { addCpu, alternated, boot, cpuTicks, perRequest, seed, signer, stopAll } from "./bench-lib.mjs";
import { DENO, freePort } from "../scripts/stack.mjs";

const args = process.argv.slice(2);
const seconds = Math.min(Number(args.find((a) => /^\d+$/.test(a)) ?? 6), 30);
const jsonOut = args.find((a) => a.startsWith("--json="))?.slice(7);
const CONNECTIONS = 20;
const load0 = loadavg()[0];
const killTimer = setTimeout(() => {
  console.error("bench: time limit reached, stopping");
  void Promise.allSettled(stopAll.map((s) => s())).finally(() => process.exit(2));
}, 10 * 60_000);
killTimer.unref();
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => void Promise.allSettled(stopAll.map((s) => s())).finally(() => process.exit(130)));
}

const stack = await boot(100_000_000, "bench");
const results = { date: new Date().toISOString(), cores: cpus().length, seconds, rows: [], ratios: {} };

function total(cpu) {
  return +Object.values(cpu).reduce((a, b) => a + b, 0).toFixed(2);
}

/** A and B alternated in rounds (bench-lib.mjs `alternated`), as rows of this run. */
async function alternate(a, b, rounds = 3, extraChildren = []) {
  const out = await alternated(autocannon, [...stack.children, ...extraChildren], a.opts, b.opts, {
    rounds,
    seconds,
    connections: CONNECTIONS,
  });
  return out.map((m, i) => {
    const row = {
      title: [a, b][i].title,
      rps: m.rps,
      p50: m.p50,
      p99: m.p99,
      requests: m.requests,
      non2xx: m.non2xx + m.errors,
      cpu: m.cpu,
      cpuTotal: total(m.cpu),
    };
    results.rows.push(row);
    console.error(JSON.stringify(row));
    return row;
  });
}

async function single(title, opts) {
  const before = cpuTicks(stack.children);
  const r = await autocannon({ connections: CONNECTIONS, duration: seconds, timeout: 10, ...opts });
  const c = perRequest(addCpu({}, before, cpuTicks(stack.children)), r.requests.total);
  const row = {
    title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx + r.errors + r.timeouts,
    cpu: c,
    cpuTotal: total(c),
  };
  results.rows.push(row);
  console.error(JSON.stringify(row));
  return row;
}

const q = (xs, p) =>
  +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))].toFixed(2);

async function main() {
  const s = await seed(stack, { applicants: 10, club: 0, drafts: 12 });
  const sign = signer(stack.secret);
  const bearer = { authorization: `Bearer ${s.token}` };
  const direct = () => ({
    "x-ccw-identity": sign("token", {
      workspaceId: s.introspect.workspaceId,
      tokenId: s.introspect.tokenId,
      memberId: s.introspect.memberId,
      scopes: s.introspect.scopes,
      via: "rest",
    }),
  });
  const gw = stack.baseUrl;
  const campaignUrl = stack.serviceUrls.campaign;
  const oauthUrl = stack.serviceUrls.oauth;
  const LIST = `${s.path("svc_list_campaigns")}?limit=10`;
  const ME = s.path("svc_whoami");
  const check = await fetch(gw + LIST, { headers: bearer }).then((r) => r.json());
  if (check.campaigns?.length !== 10) {
    throw new Error(`seed: expected 10 campaigns on the page, got ${JSON.stringify(check).slice(0, 200)}`);
  }

  // Warm-up: JIT, pools, caches on every path.
  for (
    const [url, headers] of [[gw + LIST, bearer], [campaignUrl + LIST, direct()], [gw + ME, bearer], [
      oauthUrl + ME,
      direct(),
    ]]
  ) {
    await autocannon({ url, headers, connections: 10, duration: 2 });
  }

  const [listDirect, listGw] = await alternate(
    {
      title: "GET /v1/campaigns?limit=10, campaign service directly",
      opts: () => ({ url: campaignUrl + LIST, headers: direct() }),
    },
    { title: "GET /v1/campaigns?limit=10 through the gateway", opts: { url: gw + LIST, headers: bearer } },
  );
  // The floor of any proxy here: the same list through a bare proxy with no policy at all.
  const floorPort = await freePort();
  const bare = spawn(DENO, [
    "run",
    "--allow-net",
    "--allow-env",
    new URL("./proxy-floor/proxy-pipe.mjs", import.meta.url).pathname,
  ], {
    env: { ...process.env, PORT: String(floorPort), UPSTREAM_PORT: new URL(campaignUrl).port },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => bare.stdout.once("data", resolve));
  const bareUrl = `http://127.0.0.1:${floorPort}`;
  await autocannon({ url: bareUrl + LIST, headers: direct(), connections: 10, duration: 2 });
  const [listDirect2, listBare] = await alternate(
    {
      title: "GET /v1/campaigns?limit=10, campaign service directly (again, beside the bare proxy)",
      opts: () => ({ url: campaignUrl + LIST, headers: direct() }),
    },
    {
      title: "GET /v1/campaigns?limit=10 through a bare proxy with no policy (the floor)",
      opts: () => ({ url: bareUrl + LIST, headers: direct() }),
    },
    3,
    [{ name: "bare-proxy", pid: bare.pid }],
  );
  bare.kill();
  const [meDirect, meGw] = await alternate(
    {
      title: "GET /v1/me (whoami), oauth directly",
      opts: () => ({ url: oauthUrl + ME, headers: direct() }),
    },
    { title: "GET /v1/me (whoami) through the gateway", opts: { url: gw + ME, headers: bearer } },
  );

  // One read at a time, no load (keep-alive client, as an agent holds a connection).
  const seq = { gw: [], direct: [] };
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && seq.gw.length < 3000) {
    let t = performance.now();
    await fetch(gw + LIST, { headers: bearer }).then((r) => r.arrayBuffer());
    seq.gw.push(performance.now() - t);
    const h = direct();
    t = performance.now();
    await fetch(campaignUrl + LIST, { headers: h }).then((r) => r.arrayBuffer());
    seq.direct.push(performance.now() - t);
  }
  const alone = {
    title: "one read at a time through the gateway (fetch, keep-alive)",
    p50: q(seq.gw, 0.5),
    p99: q(seq.gw, 0.99),
    requests: seq.gw.length,
  };
  const aloneDirect = {
    title: "one read at a time, campaign service directly",
    p50: q(seq.direct, 0.5),
    p99: q(seq.direct, 0.99),
    requests: seq.direct.length,
  };
  results.rows.push(alone, aloneDirect);

  let n = 0;
  const stamp = Date.now().toString(36);
  const createBody = (key) =>
    JSON.stringify({
      idempotencyKey: key,
      title: "Bench write",
      overview: "Short videos.",
      deliverables: ["One video"],
      requirements: [],
      marketCountryCodes: ["US"],
    });
  const creates = await single("POST /v1/campaigns, fresh idempotency keys, through the gateway", {
    url: gw,
    headers: bearer,
    requests: [{
      method: "POST",
      path: s.path("svc_create_campaign"),
      headers: { "content-type": "application/json" },
      setupRequest: (req) => ({ ...req, body: createBody(`bench-${stamp}-${n++}`) }),
    }],
  });

  // MCP: the official SDK client holding one session, interleaved with the REST call.
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(gw + "/mcp"), { requestInit: { headers: bearer } }),
  );
  const probe = await client.callTool({ name: "svc_list_campaigns", arguments: { limit: 10 } });
  if (probe.isError || !probe.structuredContent?.campaigns) {
    throw new Error(`MCP probe: ${JSON.stringify(probe).slice(0, 300)}`);
  }
  const m = { rest: [], mcp: [] };
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until && m.rest.length < 2000) {
    let t = performance.now();
    await fetch(gw + LIST, { headers: bearer }).then((r) => r.arrayBuffer());
    m.rest.push(performance.now() - t);
    t = performance.now();
    await client.callTool({ name: "svc_list_campaigns", arguments: { limit: 10 } });
    m.mcp.push(performance.now() - t);
  }
  await client.close();
  const mcpSeq = {
    title: "MCP tools/call svc_list_campaigns, SDK client, one at a time",
    p50: q(m.mcp, 0.5),
    p99: q(m.mcp, 0.99),
    requests: m.mcp.length,
  };
  const restSeq = {
    title: "REST GET /v1/campaigns?limit=10, one at a time (interleaved with MCP)",
    p50: q(m.rest, 0.5),
    p99: q(m.rest, 0.99),
    requests: m.rest.length,
  };
  results.rows.push(restSeq, mcpSeq);
  const rpc = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: "svc_list_campaigns", arguments: { limit: 10 } },
  });
  const [restN, mcpN] = await alternate(
    { title: "REST GET /v1/campaigns?limit=10, 20 connections", opts: { url: gw + LIST, headers: bearer } },
    {
      title: "MCP tools/call svc_list_campaigns (one JSON-RPC POST each), 20 connections",
      opts: {
        url: gw + "/mcp",
        method: "POST",
        headers: {
          ...bearer,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: rpc,
      },
    },
  );

  // What one indexed find costs on each side: the driver (this Node process) and the embedded store.
  const { MongoClient } = await import("mongodb");
  const mc = new MongoClient(stack.mongoUrl);
  await mc.connect();
  const coll = mc.db(`${stack.children.find((c) => c.name === "gateway").spec.env.DB_PREFIX}_campaign`)
    .collection("campaigns");
  const one = await coll.findOne({}, { projection: { _id: 1 } });
  for (let i = 0; i < 500; i++) await coll.findOne({ _id: one._id });
  const FINDS = 5000;
  const cpu0 = process.cpuUsage();
  const store0 = cpuTicks(stack.children.filter((c) => c.name === "embedded-mongo"));
  const tf = performance.now();
  for (let i = 0; i < FINDS; i++) await coll.findOne({ _id: one._id });
  const findMs = performance.now() - tf;
  const d = process.cpuUsage(cpu0);
  const storeCpu = addCpu({}, store0, cpuTicks(stack.children.filter((c) => c.name === "embedded-mongo")));
  await mc.close();
  const find = {
    title: `indexed findOne by _id, ${FINDS} one at a time (driver in Node, embedded store)`,
    p50: +(findMs / FINDS).toFixed(3),
    p99: "–",
    requests: FINDS,
    driverCpuMs: +((d.user + d.system) / 1000 / FINDS).toFixed(3),
    storeCpuMs: +((storeCpu["embedded-mongo"] ?? 0) / FINDS).toFixed(3),
  };
  results.rows.push(find);

  const r = results.ratios;
  r.listGatewayVsDirect = +(listGw.rps / listDirect.rps).toFixed(2);
  r.whoamiGatewayVsDirect = +(meGw.rps / meDirect.rps).toFixed(2);
  r.listBareProxyVsDirect = +(listBare.rps / listDirect2.rps).toFixed(2);
  r.mcpVsRestSeqP50 = +(mcpSeq.p50 / restSeq.p50).toFixed(2);
  r.mcpVsRestThroughput = +(mcpN.rps / restN.rps).toFixed(2);

  const fmtCpu = (row) =>
    `${
      Object.entries(row.cpu).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ")
    } (total ${row.cpuTotal})`;
  const pct = (x) => `${Math.round(x * 100)} %`;
  console.log(
    `\n${results.date.slice(0, 16)}Z, ${cpus().length} cores (${cpus()[0]?.model?.trim()}), load average ${
      load0.toFixed(1)
    } → ${
      loadavg()[0].toFixed(1)
    }, Node ${process.version}, ${seconds} s per measurement, ${CONNECTIONS} connections unless said\n`,
  );
  console.log(
    "| measurement | rps | p50 ms | p99 ms | requests | non-2xx | CPU-ms per request |\n|---|---:|---:|---:|---:|---:|---:|",
  );
  for (const x of results.rows) {
    console.log(
      `| ${x.title} | ${x.rps ?? "–"} | ${x.p50} | ${x.p99} | ${x.requests} | ${x.non2xx ?? 0} | ${
        x.cpuTotal ?? "–"
      } |`,
    );
  }
  console.log("\nCPU-ms per request by process (utime+stime from /proc, NATS not counted):\n");
  for (const x of results.rows) if (x.cpu) console.log(`- ${x.title}: ${fmtCpu(x)}`);
  console.log("\nAgainst the targets of issue #14:");
  console.log(
    `- list through the gateway: ${listGw.rps} rps (target ≥ 2,000), ${listGw.non2xx} non-2xx, ${listGw.cpuTotal} CPU-ms per request (target ≤ 1.0)`,
  );
  console.log(
    `- one read alone: p50 ${alone.p50} ms through the gateway (target ≤ 3 ms); ${aloneDirect.p50} ms directly`,
  );
  console.log(
    `- gateway / direct: list ${pct(r.listGatewayVsDirect)}, whoami ${
      pct(r.whoamiGatewayVsDirect)
    } (target ≥ 70 %); a bare proxy with no policy (the floor of any gateway here): list ${
      pct(r.listBareProxyVsDirect)
    }, ${listBare.cpu["bare-proxy"]} CPU-ms per request in the proxy`,
  );
  console.log(`- creates with fresh keys: ${creates.rps} rps (target ≥ 1,000), ${creates.non2xx} non-2xx`);
  console.log(
    `- one indexed find: ${find.driverCpuMs} CPU-ms in the driver + ${find.storeCpuMs} in the store (${find.p50} ms each, one at a time; target far below 0.2 ms)`,
  );
  console.log(
    `- MCP / REST p50 one at a time: ${r.mcpVsRestSeqP50}× (target ≤ 1.25×); MCP / REST throughput at 20 connections: ${
      pct(r.mcpVsRestThroughput)
    } (target ≥ 60 %)`,
  );
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await Promise.allSettled(stopAll.map((s) => s()));
}
process.exit(process.exitCode ?? 0);

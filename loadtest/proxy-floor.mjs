// Benchmark (not a test): what one proxy hop costs on this machine, with no policy at all, so the
// gateway's own figures (`npm run bench`) can be read against the floor of any proxy in its runtime.
// An in-memory upstream answering a list-sized page is loaded directly and through three bare proxies:
//   pipe-deno  node:http server + node:http client, piped (what http-proxy in express-gateway does), on Deno
//   fetch-deno Deno.serve + fetch (Deno's own server and client)
//   pipe-node  the same code as pipe-deno, on Node
// Printed per round: rps and p50 at 20 connections, CPU-ms per request of the proxy and of the upstream
// (from /proc), and p50 of one request at a time. Rounds alternate, twice.
// Usage: node loadtest/proxy-floor.mjs [seconds=5]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const here = join(dirname(fileURLToPath(import.meta.url)), "proxy-floor");
const deno = join(here, "..", "..", "node_modules", "deno", "deno");
const seconds = Number(process.argv[2] ?? 5);
const ticksPerMs = 0.1; // USER_HZ 100: one tick is 10 ms
// The in-memory upstream answers any path with the same page; no tool path is restated here (the registry owns them).
const PAGE = "/page";

function start(cmd, args, env) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited ${code}`)));
  });
}
const cpuTicks = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(f[11]) + Number(f[12]); // utime + stime
};

async function oneAtATime(port, n = 2000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path: PAGE, agent }, (r) => {
        r.resume();
        r.on("end", resolve);
      }).on("error", reject);
    });
  for (let i = 0; i < 200; i++) await get(); // warm
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await get();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)];
}

async function round(name, port, proxyPid, upstreamPid) {
  const url = `http://127.0.0.1:${port}${PAGE}`;
  await autocannon({ url, connections: 20, duration: 1 }); // warm
  const before = [cpuTicks(proxyPid), cpuTicks(upstreamPid)];
  const r = await autocannon({ url, connections: 20, duration: seconds });
  const after = [cpuTicks(proxyPid), cpuTicks(upstreamPid)];
  const n = r.requests.total;
  const perReq = (i) => (after[i] - before[i]) / ticksPerMs / n;
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    non2xx: r.non2xx + r.errors,
    proxyCpuMs: proxyPid === upstreamPid ? 0 : perReq(0),
    upstreamCpuMs: perReq(1),
    alone: await oneAtATime(port),
  };
}

const UP = 9301;
const upstream = await start(deno, ["run", "--allow-net", "--allow-env", join(here, "upstream.ts")], {
  PORT: String(UP),
});
const proxies = {
  "pipe-deno": [deno, ["run", "--allow-net", "--allow-env", join(here, "proxy-pipe.mjs")], 9302],
  "fetch-deno": [deno, ["run", "--allow-net", "--allow-env", join(here, "proxy-fetch.ts")], 9303],
  "pipe-node": [process.execPath, [join(here, "proxy-pipe.mjs")], 9304],
};
const results = [];
try {
  for (let pass = 0; pass < 2; pass++) {
    results.push(await round("direct", UP, upstream.pid, upstream.pid));
    for (const [name, [cmd, args, port]] of Object.entries(proxies)) {
      const proxy = await start(cmd, args, { PORT: String(port), UPSTREAM_PORT: String(UP) });
      try {
        results.push(await round(name, port, proxy.pid, upstream.pid));
      } finally {
        proxy.kill();
      }
    }
  }
} finally {
  upstream.kill();
}
console.log(
  "| round | rps (20 conns) | p50 ms | non-2xx | proxy CPU-ms/req | upstream CPU-ms/req | one at a time p50 ms |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p50} | ${r.non2xx} | ${r.proxyCpuMs.toFixed(3)} | ${
      r.upstreamCpuMs.toFixed(3)
    } | ${r.alone.toFixed(3)} |`,
  );
}

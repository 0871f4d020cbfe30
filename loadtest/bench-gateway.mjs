// Benchmark (not a test): authenticated GET /v1/me through the gateway against the oauth service
// directly, in one run. Prints rps, p50, p99 and the ratio, and the latency at a fixed 1,000 rps.
// Usage: node loadtest/bench-gateway.mjs [seconds=10]
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, startStack } from "../scripts/stack.mjs";

const seconds = Number(process.argv[2] ?? 10);
const stack = await startStack({
  port: await freePort(),
  dataDir: mkdtempSync(join(tmpdir(), "ccw-bench-")),
  quiet: true,
  env: { RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "silent" },
});
const secret = stack.children.find((c) => c.name === "gateway").spec.env.INTERNAL_SECRET;
const ops = (method, path, body) =>
  fetch(stack.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${stack.opsToken}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.json());
const ws = await ops("POST", "/ops/v1/workspaces", { brand: "Bench", memberEmail: "bench@example.com" });
const { setupCode } = await ops("POST", `/ops/v1/workspaces/${ws.workspaceId}/setup-codes`, {
  scopes: ["campaigns:read"],
  label: "bench",
  expiry: "30d",
});
const { token } = await fetch(`${stack.baseUrl}/v1/setup/exchange`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ setupCode }),
}).then((r) => r.json());

// The identity the gateway would forward, signed the same way (valid 60 s: re-signed per run).
function identityHeader() {
  const sign = (kind, extra) => {
    const payload = Buffer.from(JSON.stringify({ kind, requestId: "bench", iat: Date.now(), ...extra }))
      .toString("base64url");
    return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
  };
  return sign;
}
const sign = identityHeader();
const introspect = await fetch(`${stack.serviceUrls.oauth}/internal/introspect`, {
  method: "POST",
  headers: { "content-type": "application/json", "x-ccw-identity": sign("service", { caller: "bench" }) },
  body: JSON.stringify({ tokenHash: createHash("sha256").update(token).digest("hex") }),
}).then((r) => r.json());
const direct = () => ({
  "x-ccw-identity": sign("token", {
    workspaceId: introspect.workspaceId,
    tokenId: introspect.tokenId,
    memberId: introspect.memberId,
    scopes: introspect.scopes,
    via: "rest",
  }),
});

async function run(title, url, headers, extra = {}) {
  const r = await autocannon({ url, headers, connections: 20, duration: seconds, ...extra });
  const row = {
    title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.error(JSON.stringify(row));
  return row;
}

const rows = [];
rows.push(await run("oauth directly (signed identity)", `${stack.serviceUrls.oauth}/v1/me`, direct()));
rows.push(
  await run("through the gateway (bearer)", `${stack.baseUrl}/v1/me`, { authorization: `Bearer ${token}` }),
);
rows.push(
  await run("through the gateway at 1,000 rps", `${stack.baseUrl}/v1/me`, {
    authorization: `Bearer ${token}`,
  }, { overallRate: 1000 }),
);
await stack.stop();

console.log(
  `\nGET /v1/me, ${seconds} s each, 20 connections, ${new Date().toISOString().slice(0, 10)}, ${
    (await import("node:os")).cpus().length
  } cores\n`,
);
console.log("| path | rps | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
}
console.log(
  `\ngateway / direct throughput: ${
    (rows[1].rps / rows[0].rps * 100).toFixed(0)
  } % (target ≥ 50 %); p99 at 1,000 rps: ${rows[2].p99} ms (target ≤ 15 ms)`,
);
process.exit(0);

// Graceful shutdown check (not a test): boots a stack, puts 60 requests in flight on the campaign
// service, sends it SIGTERM, and reports how they ended. Expected: every one answers 200 (the service
// stops accepting, waits for in-flight requests up to SHUTDOWN_GRACE_MS, then exits 0), and a new
// connection afterwards is refused.   node loadtest/drain-check.mjs
import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startStack } from "../scripts/stack.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "ccw-drain-"));
const stack = await startStack({
  port: await freePort(),
  dataDir,
  dbPrefix: `drain${Date.now().toString(36)}`,
  quiet: true,
  env: { LOG_LEVEL: "info" },
});
let ok = false;
try {
  const ops = (m, p, b) =>
    fetch(stack.baseUrl + p, {
      method: m,
      headers: { authorization: `Bearer ${stack.opsToken}`, "content-type": "application/json" },
      body: JSON.stringify(b),
    }).then((r) => r.json());
  const ws = await ops("POST", "/ops/v1/workspaces", { brand: "Drain", memberEmail: "drain@example.com" });
  const { setupCode } = await ops("POST", `/ops/v1/workspaces/${ws.workspaceId}/setup-codes`, {
    scopes: ["campaigns:read"],
    label: "drain",
    expiry: "30d",
  });
  const { token } = await fetch(`${stack.baseUrl}/v1/setup/exchange`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ setupCode }),
  }).then((r) => r.json());
  const secret = stack.children.find((c) => c.name === "gateway").spec.env.INTERNAL_SECRET;
  const sign = (kind, extra) => {
    const p = Buffer.from(JSON.stringify({ kind, requestId: "drain", iat: Date.now(), ...extra })).toString(
      "base64url",
    );
    return `${p}.${createHmac("sha256", secret).update(p).digest("base64url")}`;
  };
  const intro = await fetch(`${stack.serviceUrls.oauth}/internal/introspect`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-ccw-identity": sign("service", { caller: "drain" }) },
    body: JSON.stringify({ tokenHash: createHash("sha256").update(token).digest("hex") }),
  }).then((r) => r.json());
  const headers = {
    "x-ccw-identity": sign("token", {
      workspaceId: intro.workspaceId,
      tokenId: intro.tokenId,
      memberId: intro.memberId,
      scopes: intro.scopes,
      via: "rest",
    }),
  };
  const campaign = stack.children.find((c) => c.name === "campaign");
  const status = (p) => p.then((r) => r.status, (e) => `error ${e.cause?.code ?? e.message}`);
  // Straight to the service port, so the answers are the service's own (not the gateway's 502).
  const inflight = Array.from(
    { length: 60 },
    () => status(fetch(`${stack.serviceUrls.campaign}/v1/campaigns`, { headers })),
  );
  await new Promise((r) => setTimeout(r, 15));
  campaign.kill("SIGTERM");
  const t0 = Date.now();
  const results = await Promise.all(inflight);
  const settledMs = Date.now() - t0;
  const after = await status(fetch(`${stack.serviceUrls.campaign}/v1/campaigns`, { headers }));
  for (let i = 0; i < 100 && campaign.exitCode === null; i++) await new Promise((r) => setTimeout(r, 50));
  const counts = results.reduce((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {});
  const stopping = readFileSync(campaign.spec.log, "utf8").split("\n").find((l) => l.includes('"stopping"'));
  console.log(
    `in flight at SIGTERM: ${
      JSON.stringify(counts)
    }, all settled ${settledMs} ms after; a new request after: ${after}; exit code ${campaign.exitCode}`,
  );
  console.log(`service log: ${stopping}`);
  ok = counts[200] === 60 && String(after).startsWith("error") && campaign.exitCode === 0;
  console.log(ok ? "drained cleanly" : "NOT drained cleanly");
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);

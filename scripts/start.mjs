// `npm start`: the whole stack on this machine, per the launcher contract (shared/contracts/ops-api.md).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seedDemo } from "./seed-demo.mjs";
import { startStack } from "./stack.mjs";

const ALL_SCOPES = [
  "campaigns:read",
  "creators:read",
  "plan:read",
  "campaigns:write",
  "creators:manage",
  "brand:write",
  "team:manage",
];

let stack;
const shutdown = async () => {
  if (stack) await stack.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

try {
  stack = await startStack();
} catch (e) {
  console.error(`Could not start: ${e.message}`);
  process.exit(1);
}
console.log(`\nCreator Campaign Workspace API is up at ${stack.baseUrl}`);
if (stack.gatewayUrls.length > 1) console.log(`  gateway replicas: ${stack.gatewayUrls.join("  ")}`);
const scaled = Object.entries(stack.replicas).filter(([, n]) => n > 1);
if (scaled.length) console.log(`  replicas: ${scaled.map(([s, n]) => `${s} ×${n}`).join(", ")}`);
console.log(
  `  REST: ${stack.baseUrl}/v1   MCP: ${stack.baseUrl}/mcp   OpenAPI: ${stack.baseUrl}/v1/openapi.json   health: ${stack.baseUrl}/healthz`,
);
console.log(
  `  data: ${stack.dataDir}   logs: ${
    join(stack.dataDir, "logs")
  }   MongoDB: ${stack.mongoUrl}   NATS: ${stack.natsUrl}`,
);
if (stack.signIn === "development") {
  console.log(
    "  SIGN-IN: development sign-in is ON (loopback BASE_URL, no OIDC_*): any team member's address signs in with no password.",
  );
  console.log(
    "           A deployment sets OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET; DEV_SIGN_IN=false switches it off here.",
  );
} else if (stack.signIn === "idp") {
  console.log("  SIGN-IN: through the identity provider at OIDC_ISSUER.");
} else {
  console.log("  SIGN-IN: none configured (DEV_SIGN_IN is off and no OIDC_*): the sign-in page says so.");
}
if (stack.generatedOps) {
  console.log(
    `  OPS_TOKEN (generated, shown once; kept in ${join(stack.dataDir, "secrets.json")}): ${stack.opsToken}`,
  );
}

const demoFile = join(stack.dataDir, "demo.json");
try {
  let demo = existsSync(demoFile) ? JSON.parse(readFileSync(demoFile, "utf8")) : null;
  if (!demo) {
    demo = await seedDemo(stack.baseUrl, stack.opsToken);
    writeFileSync(demoFile, JSON.stringify(demo));
  }
  const r = await fetch(`${stack.baseUrl}/ops/v1/workspaces/${demo.workspaceId}/setup-codes`, {
    method: "POST",
    headers: { authorization: `Bearer ${stack.opsToken}`, "content-type": "application/json" },
    body: JSON.stringify({ scopes: ALL_SCOPES, label: "demo agent", expiry: "30d" }),
  });
  const { setupCode } = await r.json();
  console.log(
    `\nDemo workspace ${demo.workspaceId} (${
      stack.signIn === "development"
        ? "development sign-in: owner@acme.example"
        : "member: owner@acme.example"
    }). Setup code (works once):\n  ${setupCode}`,
  );
  console.log(
    `Exchange it:\n  curl -s -X POST ${stack.baseUrl}/v1/setup/exchange -H 'content-type: application/json' -d '{"setupCode":"${setupCode}"}'`,
  );
} catch (e) {
  console.error(`Demo seeding failed: ${e.message}`);
}
console.log("\nCtrl-C stops everything.");

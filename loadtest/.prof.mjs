import autocannon from "autocannon";
import { cpSync } from "node:fs";
import { boot, seed } from "./bench-lib.mjs";
const stack = await boot(100000000, "prof");
const s = await seed(stack, { applicants: 2, club: 0, drafts: 12 });
const h = {
  authorization: `Bearer ${s.token}`,
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
};
const body = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "svc_list_campaigns", arguments: { limit: 10 } },
});
const opts = { url: stack.baseUrl + "/mcp", method: "POST", headers: h, body, connections: 20 };
await autocannon({ ...opts, duration: 3 });
const r = await autocannon({ ...opts, duration: 8 });
console.log("rps", r.requests.average, "non2xx", r.non2xx);
for (const c of stack.children) if (["mcp"].includes(c.name)) c.kill("SIGTERM");
await new Promise((r) => setTimeout(r, 5000));
cpSync(stack.dataDir + "/profiles", "/tmp/profiles-mcp", { recursive: true });
await stack.stop();

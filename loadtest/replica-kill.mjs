// Scaling a hot service, shown (issue #19 item 5): a stack with REPLICAS=campaign=2, creates with fresh
// idempotency keys at 20 connections, one campaign replica killed (SIGKILL) mid-load. Prints how the
// calls spread over both replicas (their own /metrics), what the clients saw while one was dead, and
// checks that no acknowledged write was lost: every 200 `created` is readable afterwards, and every
// call that failed, retried with the same key, is answered once (created, or the stored answer).
//
//   node loadtest/replica-kill.mjs [seconds = 8]
import { boot, seed, stopAll } from "./bench-lib.mjs";

const seconds = Math.min(Number(process.argv[2] ?? 8), 30);
const stack = await boot(100_000_000, "kill", {}, { replicas: "campaign=2" });
let exit = 0;
try {
  const s = await seed(stack, { applicants: 0, club: 0, drafts: 0 });
  const headers = { authorization: `Bearer ${s.token}`, "content-type": "application/json" };
  const body = (key) =>
    JSON.stringify({
      idempotencyKey: key,
      title: "Kill test",
      overview: "Short videos.",
      deliverables: ["One video"],
      requirements: [],
      marketCountryCodes: ["US"],
    });
  const acknowledged = new Map();
  const failed = [];
  const statuses = {};
  let n = 0;
  const stamp = Date.now().toString(36);
  const deadline = Date.now() + seconds * 1000;
  const killAt = Date.now() + (seconds * 1000) / 2;
  const victim = stack.children.find((c) => c.name === "campaign-2");
  let killed = false;
  const served = async () => {
    const out = {};
    for (const url of stack.serviceUrls.campaign) {
      try {
        const m = await fetch(`${url}/metrics`).then((r) => r.text());
        out[url] = m.split("\n").filter((l) =>
          l.startsWith('ccw_tool_requests_total{service="campaign",tool="svc_create_campaign"')
        ).reduce((a, l) => a + Number(l.split(" ").pop()), 0);
      } catch {
        out[url] = "down";
      }
    }
    return out;
  };
  await Promise.all(Array.from({ length: 20 }, async () => {
    while (Date.now() < deadline) {
      if (!killed && Date.now() >= killAt) {
        killed = true;
        console.error(
          "before the kill, creates served per campaign replica:",
          JSON.stringify(await served()),
        );
        victim.kill("SIGKILL");
        console.error(`killed campaign-2 (pid ${victim.pid})`);
      }
      const key = `kill-${stamp}-${n++}`;
      try {
        const r = await fetch(stack.baseUrl + s.path("svc_create_campaign"), {
          method: "POST",
          headers,
          body: body(key),
        });
        const j = await r.json();
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        if (r.status === 200 && j.status === "created") acknowledged.set(key, j.campaignId);
        else failed.push(key);
      } catch {
        statuses.network = (statuses.network ?? 0) + 1;
        failed.push(key);
      }
    }
  }));
  console.error("after the kill, creates served per campaign replica:", JSON.stringify(await served()));
  let missing = 0;
  const reads = {};
  for (const [, id] of acknowledged) {
    const r = await fetch(stack.baseUrl + s.path("svc_get_campaign", { campaignId: id }), { headers });
    reads[r.status] = (reads[r.status] ?? 0) + 1;
    if (r.status !== 200) missing++;
    await r.arrayBuffer();
  }
  // Retried with the same key: created once, or (a key whose first call did run) the stored answer.
  const retried = {};
  for (const key of failed) {
    const j = await fetch(stack.baseUrl + s.path("svc_create_campaign"), {
      method: "POST",
      headers,
      body: body(key),
    }).then(
      (r) => r.json(),
    );
    const k = j.status === "created"
      ? (j.replayed ? "created (replayed)" : "created")
      : j.status ?? j.error?.code;
    retried[k] = (retried[k] ?? 0) + 1;
  }
  console.log(`\ncreates at 20 connections for ${seconds} s, campaign-2 killed half way:`);
  console.log(`  answers: ${JSON.stringify(statuses)}`);
  console.log(
    `  acknowledged (200 created): ${acknowledged.size}; read back afterwards: ${
      JSON.stringify(reads)
    }; not readable: ${missing}`,
  );
  console.log(`  failed calls retried with the same key: ${JSON.stringify(retried)}`);
  if (missing > 0) exit = 1;
} catch (e) {
  console.error(e);
  exit = 1;
} finally {
  await Promise.allSettled(stopAll.map((f) => f()));
}
process.exit(exit);

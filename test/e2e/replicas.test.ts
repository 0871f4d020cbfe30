import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localBudget } from "../../gateway/policies/rate-limit/index.ts";
import { getTool } from "../../shared/registry/index.ts";
import { SCOPES } from "../../shared/scopes.ts";
import { CAMPAIGN_BODY } from "./harness.ts";
import { hiddenInputs } from "./oauth-helpers.ts";
// @ts-ignore -- plain ESM launcher shared with `npm start`
import { freePort, freePortRun, startStack } from "../../scripts/stack.mjs";

/**
 * The short request path keeps its promises on more than one replica (issue #14). A stack of its own,
 * started as `REPLICAS=gateway=2,campaign=2 npm start` would, with its own NATS server (so the last test
 * can stop it): gateways cache introspection answers, so
 * - a member's removal through replica 1 stops their token on replica 2 on the very next request
 *   (30 rounds), the same for a token revoked on the agents page, and an expiring token stops at its
 *   expiry millisecond on a replica that had it cached;
 * - the per-token minute window holds across both gateway replicas within the documented overshoot;
 * - with NATS down the gateways cache nothing (fail closed): a revocation still holds at once.
 */
const LIMIT = 120;
let stack: any;
let dataDir = "";
let gw1 = "";
let gw2 = "";

interface Res {
  status: number;
  body: any;
  text: string;
}
async function http(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Res> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}
const ops = (method: string, path: string, body?: unknown) =>
  http(gw1, method, path, { token: stack.opsToken, body });
let n = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${++n}`;

async function tool(base: string, token: string, name: string, body?: Record<string, unknown>): Promise<Res> {
  const t = getTool(name)!;
  return await http(base, t.method, t.path, {
    token,
    body: t.kind === "write" ? { idempotencyKey: uniq("key"), ...(body ?? {}) } : undefined,
  });
}

async function tokenFor(
  workspaceId: string,
  memberEmail: string | undefined,
  label = "replica test",
): Promise<string> {
  const code = await ops("POST", `/ops/v1/workspaces/${workspaceId}/setup-codes`, {
    scopes: SCOPES,
    label,
    expiry: "30d",
    ...(memberEmail ? { memberEmail } : {}),
  });
  expect(code.status, code.text).toBe(200);
  const ex = await http(gw1, "POST", "/v1/setup/exchange", { body: { setupCode: code.body.setupCode } });
  expect(ex.status, ex.text).toBe(200);
  return ex.body.token;
}

async function workspace(): Promise<{ workspaceId: string; email: string; token: string }> {
  const email = `${uniq("owner")}@example.com`;
  const ws = await ops("POST", "/ops/v1/workspaces", { brand: uniq("Replica Co"), memberEmail: email });
  expect(ws.status, ws.text).toBe(200);
  return { workspaceId: ws.body.workspaceId, email, token: await tokenFor(ws.body.workspaceId, undefined) };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ccw-replicas-"));
  const port = await freePortRun(2);
  stack = await startStack({
    port,
    // Explicit: vitest sets BASE_URL to "/" in its workers' environment.
    baseUrl: `http://127.0.0.1:${port}`,
    consentUrl: `http://127.0.0.1:${port}`,
    dataDir,
    dbPrefix: `rep${Date.now().toString(36)}`,
    natsUrl: `nats://127.0.0.1:${await freePort()}`,
    replicas: "gateway=2,campaign=2",
    quiet: true,
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), SETUP_EXCHANGE_PER_MINUTE: "1000", LOG_LEVEL: "info" },
  });
  [gw1, gw2] = stack.gatewayUrls;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir && !process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
});

describe("REPLICAS=gateway=2,campaign=2", () => {
  it("starts two gateways on PORT and PORT+1 and two campaign processes, both serving", async () => {
    expect(stack.gatewayUrls).toHaveLength(2);
    expect(new URL(gw2).port).toBe(String(Number(new URL(gw1).port) + 1));
    expect(stack.children.map((c: any) => c.name)).toEqual(
      expect.arrayContaining(["gateway", "gateway-2", "campaign", "campaign-2"]),
    );
    const ws = await workspace();
    const servedBy = async (url: string) => {
      const metrics = await fetch(`${url}/metrics`).then((r) => r.text());
      const line = metrics.split("\n").find((l) =>
        l.startsWith('ccw_tool_requests_total{service="campaign",tool="svc_list_campaigns",status="200"}')
      );
      return line ? Number(line.split(" ").pop()) : 0;
    };
    // Round-robin: each campaign replica answers some of the calls (its own /metrics says so). Batches
    // of 10 until both have: a replica that was slow to start is in rotation within a probe or two.
    const replicas = stack.serviceUrls.campaign as string[];
    for (let batch = 0; batch < 4; batch++) {
      for (let i = 0; i < 10; i++) {
        expect((await tool(i % 2 ? gw2 : gw1, ws.token, "svc_list_campaigns")).status).toBe(200);
      }
      if ((await Promise.all(replicas.map(servedBy))).every((n) => n > 0)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const url of replicas) expect(await servedBy(url), url).toBeGreaterThan(0);
  });

  it(
    "a removed teammate's token fails on the very next request on the other replica (30 rounds)",
    async () => {
      const ws = await workspace();
      for (let round = 0; round < 30; round++) {
        const email = `${uniq("mate")}@example.com`;
        expect((await tool(gw1, ws.token, "svc_add_team_member", { email })).body.status).toBe("added");
        const mate = await tokenFor(ws.workspaceId, email);
        // Warm replica 2's cache with the teammate's token.
        expect((await http(gw2, "GET", "/v1/me", { token: mate })).status).toBe(200);
        expect((await http(gw2, "GET", "/v1/campaigns", { token: mate })).status).toBe(200);
        const removed = await tool(gw1, ws.token, "svc_remove_team_member", { email });
        expect(removed.body.status, removed.text).toBe("removed");
        const next = await http(gw2, "GET", "/v1/campaigns", { token: mate });
        expect(next.status, `round ${round}: ${next.text}`).toBe(401);
        expect(next.body.error.code).toBe("token_orphaned");
      }
    },
    120_000,
  );

  it(
    "a token revoked on the agents page fails on the very next request on the other replica (30 rounds)",
    async () => {
      const ws = await workspace();
      // The person signs in on the pages (development sign-in of a loopback deployment), as a browser would.
      const jar = new Map<string, string>();
      const page = async (method: string, path: string, form?: Record<string, string>) => {
        const res = await fetch(gw1 + path, {
          method,
          redirect: "manual",
          headers: {
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
            ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          body: form ? new URLSearchParams(form).toString() : undefined,
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(";");
          const i = pair.indexOf("=");
          jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
        }
        return { status: res.status, html: await res.text() };
      };
      const signIn = await page("GET", "/partner/sign-in?next=%2Fagents");
      const signed = await page("POST", "/partner/sign-in", {
        ...hiddenInputs(signIn.html, "sign-in"),
        email: ws.email,
      });
      expect(signed.status, signed.html.slice(0, 300)).toBe(303);
      for (let round = 0; round < 30; round++) {
        const label = uniq("agent");
        const token = await tokenFor(ws.workspaceId, undefined, label);
        expect((await http(gw2, "GET", "/v1/me", { token })).status).toBe(200);
        const agents = await page("GET", `/agents?workspace=${encodeURIComponent(ws.workspaceId)}`);
        const row = new RegExp(
          `<tr data-token-id="([^"]+)" data-state="active"><td class="label">${label}</td>`,
        ).exec(agents.html);
        expect(row, `round ${round}: token row on the agents page`).toBeTruthy();
        const csrf = /name="csrf" value="([^"]+)"/.exec(agents.html)![1];
        const revoked = await page("POST", "/agents/revoke", {
          csrf,
          workspace: ws.workspaceId,
          token: row![1],
        });
        expect(revoked.status, revoked.html.slice(0, 300)).toBe(303);
        const next = await http(gw2, "GET", "/v1/me", { token });
        expect(next.status, `round ${round}: ${next.text}`).toBe(401);
        expect(next.body.error.code).toBe("token_revoked");
        // Five tokens at a time would fill the workspace's ten: each round revokes its own.
      }
    },
    120_000,
  );

  it("a cached token stops at its expiry millisecond on the replica that cached it", async () => {
    const ws = await workspace();
    const client = new MongoClient(stack.mongoUrl);
    await client.connect();
    try {
      const tokens = client.db(
        `${stack.children.find((c: any) => c.name === "gateway").spec.env.DB_PREFIX}_oauth`,
      ).collection("tokens");
      for (let round = 0; round < 3; round++) {
        const token = await tokenFor(ws.workspaceId, undefined, uniq("expiring"));
        const hash = (await import("node:crypto")).createHash("sha256").update(token).digest("hex");
        const expiresAt = new Date(Date.now() + 1500);
        await tokens.updateOne({ hash }, { $set: { expiresAt } });
        // Cached on replica 2 with that expiry, then asked again and again across it.
        let sawOk = false;
        for (;;) {
          const sentAt = Date.now();
          const r = await http(gw2, "GET", "/v1/me", { token });
          if (sentAt < expiresAt.getTime() - 50) {
            expect(r.status, r.text).toBe(200);
            sawOk = true;
          } else if (sentAt >= expiresAt.getTime()) {
            expect(r.status, r.text).toBe(401);
            expect(r.body.error.code).toBe("token_expired");
            break;
          }
          await new Promise((res) => setTimeout(res, 20));
        }
        expect(sawOk).toBe(true);
      }
    } finally {
      await client.close();
    }
  }, 60_000);

  it(
    "a campaign list or campaign read after a write shows it on every gateway and campaign replica (both are cached)",
    async () => {
      const ws = await workspace();
      const list = async (base: string) => {
        const r = await tool(base, ws.token, "svc_list_campaigns");
        expect(r.status, r.text).toBe(200);
        return r.body.campaigns as { campaignId: number; title: string }[];
      };
      const get = getTool("svc_get_campaign")!;
      const title = async (base: string, id: number) => {
        const r = await http(base, get.method, get.path.replace("{campaignId}", String(id)), {
          token: ws.token,
        });
        expect(r.status, r.text).toBe(200);
        return r.body.brief.title as string;
      };
      const update = getTool("svc_update_campaign")!;
      // Each call is one request of the token's window (LIMIT a minute): 5 rounds of 18 stay under it.
      for (let round = 0; round < 5; round++) {
        // Two lists per gateway reach both campaign replicas (round-robin), so both hold the page cached.
        for (const base of [gw1, gw2, gw1, gw2]) await list(base);
        const created = await tool(round % 2 ? gw2 : gw1, ws.token, "svc_create_campaign", CAMPAIGN_BODY);
        expect(created.status, created.text).toBe(200);
        const id = created.body.campaignId as number;
        for (const base of [gw1, gw2, gw1, gw2]) {
          expect((await list(base)).map((c) => c.campaignId), `round ${round}`).toContain(id);
        }
        // Both replicas now hold the campaign's view cached too.
        for (const base of [gw1, gw2, gw1, gw2]) expect(await title(base, id)).toBe(CAMPAIGN_BODY.title);
        const renamed = `Renamed ${round}`;
        const edited = await http(
          round % 2 ? gw1 : gw2,
          update.method,
          update.path.replace("{campaignId}", String(id)),
          { token: ws.token, body: { idempotencyKey: uniq("key"), changes: { title: renamed } } },
        );
        expect(edited.body, edited.text).toEqual({ status: "saved", applied: "direct" });
        for (const base of [gw1, gw2]) {
          expect((await list(base)).find((c) => c.campaignId === id)?.title, `round ${round}`).toBe(renamed);
          expect(await title(base, id), `round ${round}`).toBe(renamed);
        }
      }
    },
    60_000,
  );

  it("the per-token minute window holds across both gateway replicas, within limit + budget", async () => {
    const ws = await workspace();
    const byWindow = new Map<number, number>();
    let refused = 0;
    let straddled = 0;
    // The run takes well under a second; start it clear of a minute boundary so it sees one window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((res) => setTimeout(res, 60_000 - intoMinute + 50));
    // Two clients, one per replica, 4 requests in flight each, until both have seen 429s.
    await Promise.all([gw1, gw2].map(async (base) => {
      let seen429 = 0;
      await Promise.all(Array.from({ length: 4 }, async () => {
        while (seen429 < 20) {
          const sentWindow = Math.floor(Date.now() / 60_000);
          const r = await http(base, "GET", "/v1/campaigns", { token: ws.token });
          const answeredWindow = Math.floor(Date.now() / 60_000);
          // The gateway picks the window when the request arrives, between these two instants; one
          // that straddles a minute boundary is in neither for certain, so it is counted in neither
          // (the CI run that counted by answer time put 8 in-flight requests in the wrong minute).
          if (r.status === 200 && sentWindow === answeredWindow) {
            byWindow.set(sentWindow, (byWindow.get(sentWindow) ?? 0) + 1);
          } else if (r.status === 200) straddled++;
          else {
            expect(r.status, r.text).toBe(429);
            expect(r.body.error.code).toBe("rate_limited");
            seen429++;
            refused++;
          }
        }
      }));
    }));
    expect(refused).toBeGreaterThanOrEqual(40);
    // ws.token's own setup spent none of it; a run that crosses a minute boundary has two windows.
    for (const [, ok] of byWindow) expect(ok).toBeLessThanOrEqual(LIMIT + localBudget(LIMIT));
    expect(Math.max(...byWindow.values())).toBeGreaterThanOrEqual(LIMIT - localBudget(LIMIT) - straddled);
  }, 60_000);

  it(
    "with NATS down the gateways cache nothing: a revocation still holds on the very next request",
    async () => {
      const ws = await workspace();
      const email = `${uniq("mate")}@example.com`;
      expect((await tool(gw1, ws.token, "svc_add_team_member", { email })).body.status).toBe("added");
      const mate = await tokenFor(ws.workspaceId, email);
      expect((await http(gw2, "GET", "/v1/me", { token: mate })).status).toBe(200);
      const nats = stack.children.find((c: any) => c.name === "nats");
      expect(nats, "this stack runs its own NATS server").toBeTruthy();
      nats.kill("SIGKILL");
      // Both gateways notice (log and metric) and stop answering from the cache.
      const deadline = Date.now() + 15_000;
      for (const g of ["gateway", "gateway-2"]) {
        const log = stack.children.find((c: any) => c.name === g).spec.log as string;
        const { readFileSync } = await import("node:fs");
        while (!readFileSync(log, "utf8").includes("tokens cache off")) {
          if (Date.now() > deadline) throw new Error(`${g} never logged that its tokens cache is off`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const removed = await tool(gw1, ws.token, "svc_remove_team_member", { email });
      expect(removed.body.status, removed.text).toBe("removed");
      const next = await http(gw2, "GET", "/v1/me", { token: mate });
      expect(next.status, next.text).toBe(401);
      expect(next.body.error.code).toBe("token_orphaned");
      // Still answering (from oauth each time), never from a stale cache.
      expect((await http(gw2, "GET", "/v1/me", { token: ws.token })).status).toBe(200);
    },
    60_000,
  );
});

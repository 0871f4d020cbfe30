import { spawn } from "node:child_process";
import { appendFileSync, openSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { getTool, TOOLS } from "../../shared/registry/index.ts";
import { SCOPES } from "../../shared/scopes.ts";
import {
  call,
  createCampaign,
  eventually,
  http,
  internalCall,
  key,
  newWorkspace,
  ops,
  opsToken,
  serviceDb,
  setupToken,
  sha256,
} from "./harness.ts";

// Spec 4.3, 5, 7 and 8 through the real gateway: tokens, scopes, limits, idempotency, errors.

describe("tokens and the 401 codes of spec 7.1", () => {
  it("missing, malformed, wrong prefix and unknown tokens", async () => {
    const missing = await http("GET", "/v1/me");
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe("missing_token");
    for (
      const auth of [
        "Basic abc",
        "Bearer",
        "Bearer svc_test_" + "a".repeat(43),
        "Bearer svc_live_short",
        "Bearer svc_live_" + "a".repeat(43),
      ]
    ) {
      const r = await http("GET", "/v1/me", { headers: { authorization: auth } });
      expect(r.status, auth).toBe(401);
      expect(r.body.error.code, auth).toBe(auth === "Bearer" ? "invalid_token" : "invalid_token");
    }
  });

  it("revoked, expired and orphaned tokens", async () => {
    const ws = await newWorkspace();
    const revoked = await setupToken(ws.workspaceId, ["campaigns:read"]);
    expect(
      (await internalCall("oauth", "POST", "/internal/tokens/revoke", { tokenHash: sha256(revoked) })).status,
    ).toBe(200);
    expect((await http("GET", "/v1/me", { token: revoked })).body.error.code).toBe("token_revoked");

    const expired = await setupToken(ws.workspaceId, ["campaigns:read"]);
    const { db, close } = await serviceDb("oauth");
    await db.collection("tokens").updateOne({ hash: sha256(expired) }, {
      $set: { expiresAt: new Date(Date.now() - 1000) },
    });
    await close();
    const e = await http("GET", "/v1/me", { token: expired });
    expect(e.status).toBe(401);
    expect(e.body.error.code).toBe("token_expired");

    const orphan = await setupToken(ws.workspaceId, ["campaigns:read"]);
    await internalCall("oauth", "POST", "/internal/members/remove", {
      workspaceId: ws.workspaceId,
      memberId: ws.memberId,
      email: ws.memberEmail,
    });
    const o = await http("GET", "/v1/me", { token: orphan });
    expect(o.status).toBe(401);
    expect(o.body.error.code).toBe("token_orphaned");
  });

  it("whoami answers the contract's shape; a setup code works once", async () => {
    const ws = await newWorkspace({ brand: "Whoami Brand" });
    const code = await ops("POST", `/ops/v1/workspaces/${ws.workspaceId}/setup-codes`, {
      scopes: ["campaigns:read"],
      label: "reader",
      expiry: "never",
    });
    const first = await http("POST", "/v1/setup/exchange", { body: { setupCode: code.body.setupCode } });
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(/^svc_live_[A-Za-z0-9_-]{43}$/);
    expect(first.body).toMatchObject({
      workspace: { id: ws.workspaceId, name: "Whoami Brand" },
      label: "reader",
      scopes: ["campaigns:read"],
      expiresAt: null,
    });
    const again = await http("POST", "/v1/setup/exchange", { body: { setupCode: code.body.setupCode } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "invalid_request" });
    expect(again.body.error.message).toContain("setupCode");
    const me = await http("GET", "/v1/me", { token: first.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      workspace: { id: ws.workspaceId, name: "Whoami Brand" },
      label: "reader",
      scopes: ["campaigns:read"],
      expiresAt: null,
    });
  });

  it("refuses the 11th active token of a workspace with a clear error", async () => {
    const ws = await newWorkspace(); // holds 1
    for (let i = 0; i < 9; i++) await setupToken(ws.workspaceId, ["campaigns:read"]);
    const code = await ops("POST", `/ops/v1/workspaces/${ws.workspaceId}/setup-codes`, {
      scopes: ["campaigns:read"],
      label: "eleventh",
      expiry: "30d",
    });
    const r = await http("POST", "/v1/setup/exchange", { body: { setupCode: code.body.setupCode } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/10 active tokens/);
  });

  it("keeps the ops token and API tokens apart", async () => {
    const ws = await newWorkspace();
    const apiAsOps = await http("POST", "/ops/v1/workspaces", {
      token: ws.token,
      body: { brand: "x", memberEmail: "a@b.co" },
    });
    expect(apiAsOps.status).toBe(401);
    expect(apiAsOps.body.error.code).toBe("invalid_token");
    const opsAsApi = await http("GET", "/v1/me", { token: opsToken() });
    expect(opsAsApi.status).toBe(401);
    expect(opsAsApi.body.error.code).toBe("invalid_token");
  });
});

describe("scopes (403 insufficient_scope), generated from the registry", () => {
  it("every tool with a scope refuses a token that has all the other scopes", async () => {
    const ws = await newWorkspace();
    const tokens = new Map<string, string>();
    for (const scope of SCOPES) {
      tokens.set(
        scope,
        await setupToken(ws.workspaceId, SCOPES.filter((s) => s !== scope), { label: `without ${scope}` }),
      );
    }
    for (const tool of TOOLS.filter((t) => t.scopes.length > 0)) {
      for (const scope of tool.scopes) {
        const params = Object.fromEntries(
          Object.keys(tool.params.shape).map((k) => [k, k === "proofId" || k === "postId" ? "p1" : 1]),
        );
        const r = await call(tokens.get(scope)!, tool.name, { params, body: {} });
        expect(r.status, `${tool.name} without ${scope}`).toBe(403);
        expect(r.body.error.code).toBe("insufficient_scope");
      }
    }
  });
});

describe("rate limit (429 rate_limited with Retry-After)", () => {
  it("refuses the request past the per-minute window and says how long is left", async () => {
    const ws = await newWorkspace();
    const limit = Number(inject("processes").gateway.env.RATE_LIMIT_PER_MINUTE);
    let limited: Awaited<ReturnType<typeof http>> | undefined;
    // Windows are fixed minutes: one may end mid-test and reset the count once, hence 2 × limit.
    for (let sent = 0; sent < 2 * limit + 40 && !limited; sent += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () => http("GET", "/v1/me", { token: ws.token })),
      );
      limited = batch.find((r) => r.status === 429);
    }
    expect(limited, "no 429 after the limit").toBeDefined();
    expect(limited!.body.error.code).toBe("rate_limited");
    const retry = Number(limited!.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
  });
});

describe("idempotency through the gateway (spec 4.3)", () => {
  it("50 parallel writes with one key create one campaign", async () => {
    const ws = await newWorkspace();
    const k = key("par");
    const body = {
      title: "Once",
      overview: "o",
      deliverables: ["d"],
      requirements: [],
      marketCountryCodes: ["US"],
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(ws.token, "svc_create_campaign", { body, key: k })),
    );
    for (const r of results) expect(r.status).toBe(200);
    const statuses = new Set(results.map((r) => r.body.status));
    for (const s of statuses) expect(["created", "in_progress"]).toContain(s);
    const ids = new Set(results.filter((r) => r.body.status === "created").map((r) => r.body.campaignId));
    expect(ids.size).toBe(1);
    const list = await call(ws.token, "svc_list_campaigns", { query: { limit: 100 } });
    expect(list.body.campaigns).toHaveLength(1);
  });

  it("replays the stored answer, refuses another request with the same key, takes the key from the header", async () => {
    const ws = await newWorkspace();
    const id = await createCampaign(ws.token);
    const k = key("rep");
    const first = await call(ws.token, "svc_pause_campaign", { params: { campaignId: id }, key: k });
    expect(first.body).toMatchObject({ status: "not_paused" });
    expect(first.body.replayed).toBeUndefined();
    const again = await call(ws.token, "svc_pause_campaign", { params: { campaignId: id }, key: k });
    expect(again.body).toMatchObject({ status: "not_paused", replayed: true });
    const other = await call(ws.token, "svc_request_publish", { params: { campaignId: id }, key: k });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("idempotency_conflict");
    const viaHeader = await http("POST", `/v1/campaigns/${id}/pause`, {
      token: ws.token,
      body: {},
      headers: { "idempotency-key": key("hdr") },
    });
    expect(viaHeader.status).toBe(200);
    const disagree = await http("POST", `/v1/campaigns/${id}/pause`, {
      token: ws.token,
      body: { idempotencyKey: key("a") },
      headers: { "idempotency-key": key("b") },
    });
    expect(disagree.status).toBe(400);
    expect(disagree.body.error.message).toContain("idempotencyKey");
    const none = await http("POST", `/v1/campaigns/${id}/pause`, { token: ws.token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toContain("idempotencyKey");
  });
});

describe("errors are JSON and name the argument", () => {
  it("unknown route, wrong method, body not JSON, oversize body, bad path id", async () => {
    const ws = await newWorkspace();
    const nf = await http("GET", "/v1/nothing-here", { token: ws.token });
    expect(nf.status).toBe(404);
    expect(nf.body.error.code).toBe("not_found");
    const notJson = await http("POST", "/v1/campaigns", {
      token: ws.token,
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe("invalid_request");
    const big = await http("POST", "/v1/campaigns", {
      token: ws.token,
      rawBody: JSON.stringify({ title: "x".repeat(200_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBeDefined();
    const badId = await call(ws.token, "svc_get_campaign", { params: { campaignId: "abc" } });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toContain("campaignId");
    expect(nf.headers.get("x-request-id")).toBeTruthy();
  });

  it("a forged identity header is stripped at the gateway, and a service reached directly refuses", async () => {
    const forged = await http("GET", "/v1/me", {
      headers: { "x-ccw-identity": "eyJraW5kIjoidG9rZW4ifQ.forged" },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe("missing_token");
    const oauthUrl = JSON.parse(inject("processes").gateway.env.SERVICE_URLS).oauth;
    const direct = await fetch(`${oauthUrl}/v1/me`, {
      headers: { "x-ccw-identity": "eyJraW5kIjoidG9rZW4ifQ.forged" },
    });
    expect(direct.status).toBe(401);
    const directNone = await fetch(`${oauthUrl}/v1/me`);
    expect(directNone.status).toBe(401);
  });
});

describe("action history (svc_list_actions)", () => {
  it("shows a call within a second of its answer, filters by campaign, pages with a cursor it signed", async () => {
    const ws = await newWorkspace();
    const a = await createCampaign(ws.token);
    const b = await createCampaign(ws.token);
    await call(ws.token, "svc_get_campaign", { params: { campaignId: a } });
    // Recorded off the request path (batched through NATS): poll. The polls are recorded too, so look
    // for the call by campaign rather than at the top of the list.
    const seen = await eventually(
      async () => {
        const r = await call(ws.token, "svc_list_actions", { query: { campaignId: a } });
        const got = r.body.actions?.find((x: any) => x.tool === "svc_get_campaign");
        if (!got) throw new Error(`not yet: ${r.text}`);
        return got;
      },
      5000,
      25,
    );
    expect(seen).toMatchObject({ tool: "svc_get_campaign", campaignId: a, outcome: "ok", httpStatus: 200 });
    const all = await call(ws.token, "svc_list_actions", { query: { limit: 2 } });
    expect(all.status).toBe(200);
    expect(all.body.actions).toHaveLength(2);
    expect(all.body.nextCursor).toBeTruthy();
    const next = await call(ws.token, "svc_list_actions", {
      query: { limit: 2, cursor: all.body.nextCursor },
    });
    expect(next.body.actions.length).toBeGreaterThan(0);
    const onlyB = await call(ws.token, "svc_list_actions", { query: { campaignId: b } });
    expect(onlyB.body.actions.every((x: any) => x.campaignId === b)).toBe(true);
    const forged = await call(ws.token, "svc_list_actions", {
      query: { cursor: all.body.nextCursor.slice(0, -2) + "xx" },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toContain("cursor");
    const other = await newWorkspace();
    const stolen = await call(other.token, "svc_list_actions", { query: { cursor: all.body.nextCursor } });
    expect(stolen.status).toBe(400);
  });
});

describe("faults", () => {
  it("a killed service answers JSON 502 fast, and comes back after a restart", async () => {
    const procs = inject("processes");
    const victim = "club";
    const spec = procs[victim];
    expect(spec, "club is running").toBeDefined();
    const ws = await newWorkspace();
    process.kill(spec.pid, "SIGKILL");
    // Gone once signal 0 can no longer reach it.
    await eventually(async () => expect(() => process.kill(spec.pid, 0)).toThrow(), 10_000, 50);
    const t0 = Date.now();
    const r = await call(ws.token, "svc_browse_club", { params: { campaignId: 1 } });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect([502, 503]).toContain(r.status);
    expect(r.body.error.code).toMatch(/bad_gateway|service_unavailable/);
    const health = await http("GET", "/healthz");
    expect(health.status).toBe(503);
    const out = openSync(spec.log, "a");
    const child = spawn(spec.cmd, spec.args, {
      cwd: join(import.meta.dirname, "..", ".."),
      env: { ...process.env, ...spec.env },
      stdio: ["ignore", out, out],
      detached: true,
    });
    child.unref();
    appendFileSync(join(inject("dataDir"), "restarted.pids"), `${child.pid}\n`);
    const deadline = Date.now() + 60_000;
    while ((await http("GET", "/healthz")).status !== 200) {
      if (Date.now() > deadline) throw new Error("club did not come back");
      await new Promise((r) => setTimeout(r, 200));
    }
    // Back: the same call reaches the restarted service again (another workspace's campaign is a 404).
    const again = await call(ws.token, "svc_browse_club", { params: { campaignId: 1 } });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe("not_found");
  });
});

describe("OpenAPI document", () => {
  it("lists every registry tool with its method, scopes and schemas", async () => {
    const r = await http("GET", "/v1/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe("3.1.0");
    for (const tool of TOOLS) {
      const op = r.body.paths[tool.path]?.[tool.method.toLowerCase()];
      expect(op, tool.name).toBeDefined();
      expect(op.operationId).toBe(tool.name);
      expect(op["x-scopes"]).toEqual(tool.scopes);
      expect(op.responses["200"].content["application/json"].schema).toBeTypeOf("object");
      if (tool.kind === "write") {
        expect(op.requestBody.content["application/json"].schema).toBeTypeOf("object");
      }
    }
  });
});

// Keep the registry honest: one tool, one place.
it("registry has 36 agent tools plus the setup exchange", () => {
  expect(TOOLS.filter((t) => t.mcp)).toHaveLength(36);
  expect(getTool("svc_setup_exchange")?.auth).toBe("none");
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { OPS_ROUTES } from "../../shared/ops-routes.ts";
import { getTool, MCP_TOOLS, type ToolDef } from "../../shared/registry/index.ts";
import { type Scope, SCOPES } from "../../shared/scopes.ts";
import {
  internalCall,
  liveCampaign,
  newWorkspace,
  opsToken,
  serviceDb,
  sha256,
  type Workspace,
} from "./harness.ts";
import {
  exchange,
  type Fixtures,
  leaks,
  makeFixtures,
  newWorkspaceR,
  NIGHTLY,
  rcall,
  rhttp,
  rops,
  stats,
  toolPath,
  validArgs,
} from "./reliability-helpers.ts";

/**
 * Authorization (issue 11): the scope matrix generated from the registry, tenant isolation for every
 * tool that takes an id, the token lifecycle's 401 codes, no raw token in any log line or stored
 * document, and the ops and public APIs kept apart.
 */

const secrets: string[] = []; // every raw token and setup code this file made
const figures = {
  matrixCalls: 0,
  tenantCalls: 0,
  lifecycleCalls: 0,
  logFilesScanned: 0,
  logBytesScanned: 0,
  documentsScanned: 0,
  collectionsScanned: 0,
};

async function token(workspaceId: string, scopes: readonly Scope[], memberEmail?: string): Promise<string> {
  const code = await rops("POST", `/ops/v1/workspaces/${workspaceId}/setup-codes`, {
    scopes,
    label: `authz ${scopes.join(" ") || "none"}`,
    expiry: "30d",
    ...(memberEmail ? { memberEmail } : {}),
  });
  if (code.status !== 200) {
    throw new Error(`setup-codes ${JSON.stringify(scopes)}: ${code.status} ${code.text}`);
  }
  secrets.push(code.body.setupCode);
  const ex = await exchange(code.body.setupCode);
  secrets.push(ex.body.token);
  return ex.body.token;
}

afterAll(() => console.log(`[reliability] authz figures: ${JSON.stringify(figures)}`));

describe("scope matrix: every tool × {none, each scope, all but one, all}", () => {
  // CI: the empty set, each scope, all but each scope, all (16 sets). Nightly: all 2^7 = 128 subsets.
  const subsets = (): Scope[][] =>
    Array.from({ length: 2 ** SCOPES.length }, (_, m) => SCOPES.filter((_, b) => m & (1 << b)));
  const sets: { name: string; scopes: Scope[] }[] = NIGHTLY
    ? subsets().map((scopes) => ({
      name: scopes.length === SCOPES.length ? "all" : scopes.length ? scopes.join("+") : "none",
      scopes,
    }))
    : [
      { name: "none", scopes: [] },
      ...SCOPES.map((s) => ({ name: `only ${s}`, scopes: [s] })),
      ...SCOPES.map((s) => ({ name: `all but ${s}`, scopes: SCOPES.filter((x) => x !== s) })),
      { name: "all", scopes: [...SCOPES] },
    ];
  const only = (s: Scope) => (NIGHTLY ? s : `only ${s}`);
  const allBut = (s: Scope) => (NIGHTLY ? SCOPES.filter((x) => x !== s).join("+") : `all but ${s}`);
  const holders: { ws: Workspace; fx: Fixtures }[] = [];
  const tokens = new Map<string, { token: string; h: number }>();

  beforeAll(async () => {
    // At most 10 active tokens a workspace: 9 scope-set tokens besides the workspace's own.
    for (let h = 0; h < Math.ceil(sets.length / 9); h++) {
      const ws = await newWorkspaceR();
      secrets.push(ws.token);
      holders.push({ ws, fx: await makeFixtures(ws, liveCampaign) });
    }
    for (const [i, s] of sets.entries()) {
      const h = Math.floor(i / 9);
      tokens.set(s.name, { token: await token(holders[h].ws.workspaceId, s.scopes), h });
    }
  }, NIGHTLY ? 1_200_000 : 180_000);

  it("allowed (not 403) or 403 insufficient_scope exactly as tool.scopes says", async () => {
    const wrong: string[] = [];
    for (const s of sets) {
      const { token: t, h } = tokens.get(s.name)!;
      const fx = holders[h].fx;
      await Promise.all(
        MCP_TOOLS.map(async (tool) => {
          const { params } = validArgs(tool, fx);
          const r = await rcall(t, tool.name, { params, body: {} });
          figures.matrixCalls++;
          const lacking = tool.scopes.filter((x) => !s.scopes.includes(x));
          const where = `${tool.name} with ${s.name} → ${r.status} ${r.text.slice(0, 120)}`;
          if (r.status >= 500 || r.status === 401 || r.status === 429) wrong.push(where);
          else if (lacking.length > 0 && (r.status !== 403 || r.body?.error?.code !== "insufficient_scope")) {
            wrong.push(`expected 403: ${where}`);
          } else if (lacking.length === 0 && r.status === 403) wrong.push(`expected allowed: ${where}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 240_000);

  it("activationMode needs creators:manage as well as campaigns:write", async () => {
    const onlyWrite = tokens.get(only("campaigns:write"))!;
    const noManage = tokens.get(allBut("creators:manage"))!;
    const all = tokens.get("all")!;
    for (const t of [onlyWrite, noManage]) {
      const r = await rcall(t.token, "svc_update_campaign", {
        params: { campaignId: holders[t.h].fx.campaignId },
        body: { changes: { activationMode: "off" } },
      });
      figures.matrixCalls++;
      expect(r.status, r.text).toBe(403);
      expect(r.body.error.code).toBe("insufficient_scope");
      expect(r.body.error.message).toContain("creators:manage");
    }
    // The same token may still edit other fields.
    const other = await rcall(noManage.token, "svc_update_campaign", {
      params: { campaignId: holders[noManage.h].fx.campaignId },
      body: { changes: { payLine: "$200 per video" } },
    });
    expect(other.status, other.text).toBe(200);
    const ok = await rcall(all.token, "svc_update_campaign", {
      params: { campaignId: holders[all.h].fx.campaignId },
      body: { changes: { activationMode: "off" } },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.status).toBe("saved");
  });
});

describe("tenant isolation: ids of another workspace answer 404 and change nothing", () => {
  let owner: Workspace;
  let ofx: Fixtures & { applicantId: number };
  let intruder: Workspace;
  let ifx: Fixtures;

  async function ownerState() {
    const cid = { params: { campaignId: ofx.campaignId } };
    const get = async (tool: string, a: any = {}) => {
      const r = await rcall(owner.token, tool, a);
      expect(r.status, `${tool}: ${r.text}`).toBe(200);
      return r.body;
    };
    const outbox = await rops("GET", `/ops/v1/outbox?campaignId=${ofx.campaignId}`);
    return {
      campaign: await get("svc_get_campaign", cid),
      activation: await get("svc_get_activation", cid),
      applicants: await get("svc_list_applicants", { ...cid, query: { limit: 100 } }),
      creator: await get("svc_get_creator", {
        params: { campaignId: ofx.campaignId, memberId: ofx.memberId },
      }),
      knowledge: await get("svc_get_knowledge_sources", cid),
      partner: await get("svc_list_partner_campaigns", cid),
      plan: await get("svc_get_plan", cid),
      campaigns: await get("svc_list_campaigns", { query: { limit: 100 } }),
      me: await get("svc_whoami"),
      outbox: outbox.body,
    };
  }

  beforeAll(async () => {
    owner = await newWorkspace();
    intruder = await newWorkspace();
    secrets.push(owner.token, intruder.token);
    ofx = await makeFixtures(owner, liveCampaign);
    ifx = await makeFixtures(intruder, liveCampaign);
  }, 120_000);

  it("every tool with a campaignId, memberId, proofId or postId", async () => {
    const before = await ownerState();
    const withIds = MCP_TOOLS.filter((t) => Object.keys(t.params.shape).length > 0);
    expect(withIds.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    const seen: string[] = [];
    for (const tool of withIds) {
      // (a) the owner's campaign and the owner's ids, with a body the registry accepts.
      const a = validArgs(tool, ofx);
      const ra = await rcall(intruder.token, tool.name, { params: a.params, query: a.query, body: a.body });
      figures.tenantCalls++;
      if (ra.status !== 404 || ra.body?.error?.code !== "not_found") {
        wrong.push(`${tool.name} on the owner's campaign → ${ra.status} ${ra.text.slice(0, 160)}`);
      }
      // (b) the intruder's own campaign with the owner's member, proof or post id.
      const sub = Object.keys(tool.params.shape).filter((k) => k !== "campaignId");
      if (sub.length > 0) {
        const b = validArgs(tool, {
          ...ifx,
          memberId: ofx.memberId,
          proofId: ofx.proofId,
          postId: ofx.postId,
        });
        const rb = await rcall(intruder.token, tool.name, { params: b.params, body: b.body });
        figures.tenantCalls++;
        seen.push(`${tool.name}: ${rb.status} ${rb.body?.status ?? rb.body?.error?.code}`);
        if (rb.status !== 404 || rb.body?.error?.code !== "not_found") {
          wrong.push(
            `${tool.name} with the owner's ${sub.join(",")} on its own campaign → ${rb.status} ${
              rb.text.slice(0, 160)
            }`,
          );
        }
      }
    }
    // Ids in bodies and queries: the owner's creators in a group chat or a program message on the
    // intruder's campaign reach no one; the owner's partner campaign is not on the intruder's list.
    const chat = await rcall(intruder.token, "svc_open_group_chat", {
      params: { campaignId: ifx.campaignId },
      body: { memberIds: [ofx.memberId, ofx.otherMemberId] },
    });
    if (chat.status === 200 && chat.body.status === "queued" && chat.body.queued > 0) {
      wrong.push(`group chat queued the owner's creators: ${chat.text}`);
    }
    const msg = await rcall(intruder.token, "svc_send_program_message", {
      params: { campaignId: ifx.campaignId },
      body: { creatorId: ofx.creatorId, message: "hello" },
    });
    if (msg.status === 200 && msg.body.status === "sent") {
      wrong.push(`program message to the owner's creator was sent: ${msg.text}`);
    }
    const pc = await rcall(intruder.token, "svc_choose_partner_campaign", {
      params: { campaignId: ifx.campaignId },
      body: { partnerCampaignId: ofx.partnerCampaignId },
    });
    if (pc.status === 200 && pc.body.status === "chosen") {
      wrong.push(`chose the owner's partner campaign: ${pc.text}`);
    }
    const acts = await rcall(intruder.token, "svc_list_actions", { query: { campaignId: ofx.campaignId } });
    expect(acts.status).toBe(200);
    expect(acts.body.actions.every((x: any) => x.campaignId === ofx.campaignId)).toBe(true);
    figures.tenantCalls += 4;
    console.log(`[reliability] tenant (b) answers: ${seen.join("; ")}`);
    expect(wrong).toEqual([]);
    expect(await ownerState()).toEqual(before);
  }, 180_000);
});

describe("token lifecycle: the right 401 code, on REST and /mcp", () => {
  it("revoked, expired, orphaned, malformed, wrong prefix, unknown", async () => {
    const ws = await newWorkspace();
    secrets.push(ws.token);
    const code = async (t: string | undefined, header?: string) => {
      const headers: Record<string, string> = header !== undefined
        ? { authorization: header }
        : t
        ? { authorization: `Bearer ${t}` }
        : {};
      const rest = await rhttp("GET", "/v1/me", { headers });
      const mcp = await rhttp("POST", "/mcp", {
        headers: { ...headers, accept: "application/json, text/event-stream" },
        body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      });
      figures.lifecycleCalls += 2;
      expect(mcp.status, `mcp ${header ?? t}: ${mcp.text}`).toBe(401);
      expect(rest.status, rest.text).toBe(401);
      return rest.body.error.code as string;
    };

    const revoked = await token(ws.workspaceId, ["campaigns:read"]);
    expect((await rhttp("GET", "/v1/me", { token: revoked })).status).toBe(200);
    expect(
      (await internalCall("oauth", "POST", "/internal/tokens/revoke", { tokenHash: sha256(revoked) })).status,
    ).toBe(200);
    expect(await code(revoked)).toBe("token_revoked");

    const expired = await token(ws.workspaceId, ["campaigns:read"]);
    const { db, close } = await serviceDb("oauth");
    await db.collection("tokens").updateOne({ hash: sha256(expired) }, {
      $set: { expiresAt: new Date(Date.now() - 1000) },
    });
    await close();
    expect(await code(expired)).toBe("token_expired");

    // Orphaned through the public tool: a teammate's token stops when the owner removes them.
    const mate = `mate-${Date.now()}@example.com`;
    expect((await rops("POST", `/ops/v1/workspaces/${ws.workspaceId}/members`, { email: mate })).status).toBe(
      200,
    );
    const orphan = await token(ws.workspaceId, ["campaigns:read"], mate);
    expect((await rhttp("GET", "/v1/me", { token: orphan })).status).toBe(200);
    const removed = await rcall(ws.token, "svc_remove_team_member", { body: { email: mate } });
    expect(removed.body.status, removed.text).toBe("removed");
    expect(await code(orphan)).toBe("token_orphaned");

    expect(await code(undefined)).toBe("missing_token");
    const good = ws.token;
    const body43 = good.slice("svc_live_".length);
    for (
      const header of [
        "Bearer",
        "Bearer ",
        `Basic ${Buffer.from("a:b").toString("base64")}`,
        `Token ${good}`,
        `Bearer ${good} extra`,
        `Bearer svc_test_${body43}`,
        `Bearer svc_${body43}`,
        `Bearer ops_${body43}`,
        `Bearer ${good.slice(0, -1)}`,
        `Bearer ${good}x`,
        `Bearer svc_live_${"A".repeat(43)}`,
        `Bearer svc_live_${body43.slice(0, 42)}!`,
        `Bearer ${good.toUpperCase()}`,
        `Bearer ${encodeURIComponent(good + "\u00e9")}`,
      ]
    ) {
      expect(await code(undefined, header), header).toMatch(/^(invalid_token|missing_token)$/);
    }
  }, 120_000);
});

describe("the ops API and the public API stay apart", () => {
  it("every ops route refuses an API token; every tool and /mcp refuse the ops token", async () => {
    const ws = await newWorkspace();
    secrets.push(ws.token);
    for (const route of OPS_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, (_m, n) => (n === "workspaceId" ? ws.workspaceId : "1"));
      const r = await rhttp(route.method, path, {
        token: ws.token,
        ...(route.method === "GET" ? {} : { body: {} }),
      });
      expect(r.status, `${route.method} ${path}: ${r.text}`).toBe(401);
      expect(r.body.error.code).toBe("invalid_token");
    }
    for (const tool of MCP_TOOLS) {
      const r = await rcall(opsToken(), tool.name, {
        params: { campaignId: 1, memberId: 1, proofId: "p1", postId: "p1" },
        body: {},
      });
      expect(r.status, `${tool.name}: ${r.text}`).toBe(401);
      expect(r.body.error.code).toBe("invalid_token");
    }
    const mcp = await rhttp("POST", "/mcp", {
      token: opsToken(),
      headers: { accept: "application/json, text/event-stream" },
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    expect(mcp.status).toBe(401);
  });
});

describe("no raw token or setup code in any log line or stored document", () => {
  it("scans every file under the data dir's logs and every collection of every stack database", async () => {
    expect(secrets.length).toBeGreaterThan(20);
    const needles = [...new Set(secrets)];
    const found: string[] = [];
    const logs = join(inject("dataDir"), "logs");
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((
        f,
      ) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
    for (const file of walk(logs)) {
      const text = readFileSync(file, "utf8");
      figures.logFilesScanned++;
      figures.logBytesScanned += text.length;
      for (const n of needles) if (text.includes(n)) found.push(`${file}: ${n.slice(0, 12)}…`);
    }
    const { MongoClient } = await import("mongodb");
    const env = inject("processes").gateway.env;
    const client = new MongoClient(env.MONGO_URL);
    await client.connect();
    try {
      const dbs = (await client.db("admin").admin().listDatabases()).databases.map((d) => d.name).filter((
        n,
      ) => n.startsWith(`${env.DB_PREFIX}_`));
      expect(dbs.length).toBeGreaterThanOrEqual(6);
      for (const name of dbs) {
        const db = client.db(name);
        for (const c of await db.listCollections().toArray()) {
          figures.collectionsScanned++;
          for await (const doc of db.collection(c.name).find({})) {
            figures.documentsScanned++;
            const text = JSON.stringify(doc);
            for (const n of needles) {
              if (text.includes(n)) found.push(`${name}.${c.name} ${String(doc._id)}: ${n.slice(0, 12)}…`);
            }
          }
        }
      }
    } finally {
      await client.close();
    }
    expect(found).toEqual([]);
    expect(leaks).toEqual([]);
    console.log(
      `[reliability] authz file: ${stats.responses} answers, ${stats.resent} resent after a closed kept-alive socket`,
    );
  }, 180_000);
});

// Keep the matrix honest: it is generated from every agent tool.
it("the matrix covers every agent tool of the registry", () => {
  expect(MCP_TOOLS).toHaveLength(36);
  expect(getTool("svc_update_campaign")?.scopes).toEqual(["campaigns:write"]);
  void toolPath;
  void ({} as ToolDef);
});

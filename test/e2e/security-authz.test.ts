import { request } from "node:http";
import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { signIdentity } from "../../shared/identity.ts";
import { MCP_TOOLS, type ToolDef } from "../../shared/registry/index.ts";
import { READ_SCOPES, SCOPES } from "../../shared/scopes.ts";
import { baseUrl, liveCampaign, newWorkspace, opsToken, setupToken, type Workspace } from "./harness.ts";
import { probe, scanErrorAnswersAfterAll } from "./oauth-helpers.ts";
import { type Fixtures, makeFixtures, toolPath, validArgs } from "./reliability-helpers.ts";

/**
 * Security suite, the probes that held (issue 16 "Keep all of that"): no cross-workspace access on any
 * per-id route (derived from the registry), scopes enforced over REST and MCP, forged internal headers
 * stripped, /internal, /ops and /metrics unreachable through path tricks.
 */
scanErrorAnswersAfterAll();

let owner: Workspace;
let ofx: Fixtures;
let intruder: Workspace;
let readOnly: string;

beforeAll(async () => {
  [owner, intruder] = await Promise.all([newWorkspace(), newWorkspace()]);
  ofx = await makeFixtures(owner, liveCampaign);
  readOnly = await setupToken(intruder.workspaceId, READ_SCOPES, { label: "read only" });
}, 120_000);

const perId = () => MCP_TOOLS.filter((t) => Object.keys(t.params.shape).length > 0);

async function rest(token: string, tool: ToolDef, f: Fixtures, headers: Record<string, string> = {}) {
  const { params, body } = validArgs(tool, f);
  const withKey = tool.kind === "write"
    ? { ...body, idempotencyKey: `sec-${tool.name}-${Math.random().toString(36).slice(2)}` }
    : undefined;
  return await probe(`${tool.name} REST`, baseUrl() + toolPath(tool, params), {
    method: tool.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(withKey ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: withKey ? JSON.stringify(withKey) : undefined,
  });
}

async function mcp(token: string, name: string, args: Record<string, unknown>) {
  const r = await probe(`${name} MCP`, `${baseUrl()}/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }),
  });
  const text = r.text.startsWith("event:") || r.text.startsWith("data:")
    ? r.text.split("\n").find((l) => l.startsWith("data:"))!.slice(5)
    : r.text;
  return { status: r.status, rpc: JSON.parse(text) };
}

describe("security: BOLA on every per-id route of the registry", () => {
  it("another workspace's ids answer 404 over REST, for every tool that takes an id", async () => {
    const tools = perId();
    expect(tools.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const tool of tools) {
      const r = await rest(intruder.token, tool, ofx);
      if (r.status !== 404) wrong.push(`${tool.name} → ${r.status} ${r.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("and over MCP tools/call", async () => {
    const wrong: string[] = [];
    for (const tool of perId()) {
      const { params, body } = validArgs(tool, ofx);
      const args = {
        ...params,
        ...body,
        ...(tool.kind === "write"
          ? { idempotencyKey: `sec-mcp-${tool.name}-${Math.random().toString(36).slice(2)}` }
          : {}),
      };
      const { rpc } = await mcp(intruder.token, tool.name, args);
      const text = JSON.stringify(rpc);
      if (!rpc.result?.isError || !/not_found/.test(text)) wrong.push(`${tool.name} → ${text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("security: scope escalation", () => {
  const writes = () =>
    MCP_TOOLS.filter((t) => t.auth === "token" && t.scopes.some((s) => !READ_SCOPES.includes(s)));

  it("a read-only token gets 403 insufficient_scope on every tool needing more, over REST", async () => {
    const wrong: string[] = [];
    for (const tool of writes()) {
      const r = await rest(readOnly, tool, ofx);
      if (r.status !== 403 || r.json?.error?.code !== "insufficient_scope") {
        wrong.push(`${tool.name} → ${r.status}`);
      }
    }
    expect(writes().length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  }, 120_000);

  it("and over MCP", async () => {
    const wrong: string[] = [];
    for (const tool of writes()) {
      const { params, body } = validArgs(tool, ofx);
      const { rpc } = await mcp(readOnly, tool.name, {
        ...params,
        ...body,
        ...(tool.kind === "write" ? { idempotencyKey: `sec-esc-${tool.name}` } : {}),
      });
      if (!rpc.result?.isError || !/insufficient_scope/.test(JSON.stringify(rpc))) {
        wrong.push(`${tool.name} → ${JSON.stringify(rpc).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("forged internal headers give nothing: a signed identity, the MCP proof, X-Forwarded-* from a client", async () => {
    const tool = writes().find((t) => t.name === "svc_rename_brand") ?? writes()[0];
    const forged = signIdentity({
      kind: "token",
      requestId: "x",
      workspaceId: owner.workspaceId,
      tokenId: "t",
      scopes: [...SCOPES],
      via: "rest",
    }, "not-the-secret");
    const r = await rest(readOnly, tool, ofx, {
      "x-ccw-identity": forged,
      "x-ccw-mcp": forged,
      "x-forwarded-for": "127.0.0.1",
      "x-real-ip": "127.0.0.1",
    });
    expect(r.status).toBe(403);
    expect(r.json.error.code).toBe("insufficient_scope");
  });
});

describe("security: path tricks toward /internal, /ops and /metrics", () => {
  const PATHS = [
    "/internal/introspect",
    "/INTERNAL/introspect",
    "//internal/introspect",
    "/v1/../internal/introspect",
    "/v1/%2e%2e/internal/introspect",
    "/v1/%2E%2E%2Finternal%2Fintrospect",
    "/v1/campaigns/..%2f..%2finternal%2fintrospect",
    "/./internal/introspect",
    "/internal%2fintrospect",
    "/partner/../internal/introspect",
    "/oauth/..%2finternal/introspect",
    "/.well-known/..%2f..%2finternal/introspect",
    "/assets/logos/..%2f..%2finternal/introspect",
    "/metrics",
    "/v1/../metrics",
    "/ops/v1/../../internal/introspect",
  ];

  function raw(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    const u = new URL(baseUrl());
    return new Promise((resolve, reject) => {
      const req = request({
        host: u.hostname,
        port: u.port,
        path,
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
      }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end(JSON.stringify({ tokenHash: "0".repeat(64) }));
    });
  }

  it.each(PATHS)(
    "%s is not served (sent verbatim, with an API token and with the ops token)",
    async (path) => {
      for (const auth of [owner.token, opsToken()]) {
        const r = await raw(path, { authorization: `Bearer ${auth}` });
        expect(r.status, `${path}: ${r.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(r.body).not.toMatch(/"active"|ccw_|# HELP|# TYPE/);
      }
    },
  );

  it("an API token never opens /ops, and the ops token never opens /v1", async () => {
    const opsWithApi = await probe("ops with api token", `${baseUrl()}/ops/v1/workspaces`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
      body: JSON.stringify({ brand: "x", memberEmail: "x@example.com" }),
    });
    expect(opsWithApi.status).toBe(401);
    const v1WithOps = await probe("v1 with ops token", `${baseUrl()}/v1/me`, {
      headers: { authorization: `Bearer ${opsToken()}` },
    });
    expect(v1WithOps.status).toBe(401);
    expect(v1WithOps.json.error.code).toBe("invalid_token");
  });
});

describe("security: header smuggling", () => {
  /** Writes raw bytes to the gateway and collects whatever comes back until it closes or goes quiet. */
  function rawExchange(bytes: string): Promise<string> {
    const u = new URL(baseUrl());
    return new Promise((resolve) => {
      let out = "";
      const s = connect(Number(u.port), u.hostname, () => s.end(bytes));
      s.on("data", (d) => (out += d));
      s.on("error", () => resolve(out));
      s.on("close", () => resolve(out));
      s.setTimeout(3000, () => s.destroy());
    });
  }

  it("Content-Length with Transfer-Encoding, and duplicate Content-Length, never let a second request through to /internal", async () => {
    for (
      const head of [
        "POST /v1/setup/exchange HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "POST /v1/setup/exchange HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 0\r\nContent-Length: 90\r\n\r\n",
        "POST /v1/setup/exchange HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n\r\n0\r\n\r\n",
      ]
    ) {
      const smuggled =
        `POST /internal/introspect HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 78\r\n\r\n{"tokenHash":"${
          "0".repeat(64)
        }"}`;
      const out = await rawExchange(head + smuggled);
      const statuses = [...out.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      expect(out).not.toMatch(/"active"/);
      expect(statuses.filter((s) => s < 300), out.slice(0, 300)).toEqual([]);
    }
  });
});

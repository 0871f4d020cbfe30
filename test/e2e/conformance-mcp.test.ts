import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { READ_SCOPES } from "../../shared/scopes.ts";
import {
  baseUrl,
  call,
  CAMPAIGN_BODY,
  createCampaign,
  http,
  key,
  newWorkspace,
  ops,
  serviceDb,
  setupToken,
  type Workspace,
} from "./harness.ts";

/**
 * Issue #15 items 2, 3, 11, 12, 16, 17 and issue #16 item 3, end to end through the gateway, with the
 * official SDK client where the point is what a client sees: it validates every `structuredContent`
 * against the tool's `outputSchema` and throws when it does not match.
 */
let ws: Workspace;
let client: Client;

async function connect(token: string): Promise<Client> {
  const c = new Client({ name: "e2e-conformance", version: "1.0.0" });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(baseUrl() + "/mcp"), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return c;
}

beforeAll(async () => {
  ws = await newWorkspace();
  client = await connect(ws.token);
  await client.listTools(); // the SDK client keeps each tool's output schema to validate against
});
afterAll(async () => {
  await client?.close();
});

/** A request whose path goes out exactly as written (no dot-segment resolution, as fetch does). */
function rawRequest(
  method: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const url = new URL(baseUrl());
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

type ToolResult = Awaited<ReturnType<Client["callTool"]>>;
const textOf = (r: ToolResult) => JSON.parse((r.content as { text: string }[])[0].text);
/** A tool error: isError, the REST error JSON as text, no structuredContent. */
function errorOf(r: ToolResult) {
  expect(r.isError, JSON.stringify(r)).toBe(true);
  expect(r.structuredContent).toBeUndefined();
  return textOf(r).error;
}
/** An answer: not isError, structuredContent (already validated by the SDK client) equal to the text. */
function answerOf(r: ToolResult): any {
  expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
  expect(textOf(r)).toEqual(r.structuredContent);
  return r.structuredContent;
}

/** Sets the stored idempotency record of a key to a state (as if its first call had not finished, or had failed). */
async function setKeyState(k: string, state: "running" | "failed") {
  const { db, close } = await serviceDb("idempotency");
  try {
    const r = await db.collection("idempotency").updateOne({ _id: `${ws.workspaceId}:${k}` as never }, {
      $set: { state },
    });
    expect(r.modifiedCount).toBe(1);
  } finally {
    await close();
  }
}

describe("MCP answers are the REST JSON, valid against each tool's output schema (#15 item 2)", () => {
  it("normal, replayed, refused, in_progress and failed answers are structuredContent, never isError", async () => {
    const args = { ...CAMPAIGN_BODY, idempotencyKey: key("made") };
    const made = answerOf(await client.callTool({ name: "svc_create_campaign", arguments: args }));
    expect(made).toMatchObject({ status: "created", campaignStatus: "draft" });
    const replay = answerOf(await client.callTool({ name: "svc_create_campaign", arguments: args }));
    expect(replay).toMatchObject({ status: "created", campaignId: made.campaignId, replayed: true });

    // A refusal (REST 200) is an answer to act on, with rule, field and message.
    const refused = answerOf(
      await client.callTool({
        name: "svc_create_campaign",
        arguments: { ...CAMPAIGN_BODY, overview: "Write to jane@brandmail.com", idempotencyKey: key("r") },
      }),
    );
    expect(refused).toMatchObject({
      status: "refused",
      rule: "email_address",
      field: "overview",
      message: expect.any(String),
    });
    // ...replayed as well.
    const rk = key("rr");
    const refusedArgs = { ...CAMPAIGN_BODY, title: "Call +1 415 555 0100", idempotencyKey: rk };
    answerOf(await client.callTool({ name: "svc_create_campaign", arguments: refusedArgs }));
    expect(answerOf(await client.callTool({ name: "svc_create_campaign", arguments: refusedArgs })))
      .toMatchObject({ status: "refused", replayed: true });

    // A key whose first call never finished: in_progress (a tool that re-runs after errors and one that does not).
    const pk = key("pause");
    const pauseArgs = { campaignId: made.campaignId, idempotencyKey: pk };
    expect(answerOf(await client.callTool({ name: "svc_pause_campaign", arguments: pauseArgs })))
      .toMatchObject({ status: "not_paused" });
    await setKeyState(pk, "running");
    expect(answerOf(await client.callTool({ name: "svc_pause_campaign", arguments: pauseArgs })))
      .toMatchObject({ status: "in_progress", message: expect.any(String) });
    const ck = key("create");
    const createArgs = { ...CAMPAIGN_BODY, idempotencyKey: ck };
    answerOf(await client.callTool({ name: "svc_create_campaign", arguments: createArgs }));
    await setKeyState(ck, "running");
    expect(answerOf(await client.callTool({ name: "svc_create_campaign", arguments: createArgs })))
      .toMatchObject({ status: "in_progress" });
    // A key whose first call met an unexpected error, on a tool that does not run it again: failed.
    await setKeyState(ck, "failed");
    expect(answerOf(await client.callTool({ name: "svc_create_campaign", arguments: createArgs })))
      .toMatchObject({ status: "failed", message: expect.any(String) });
    const qk = key("publish");
    const publishArgs = { campaignId: made.campaignId, idempotencyKey: qk };
    answerOf(await client.callTool({ name: "svc_request_publish", arguments: publishArgs }));
    await setKeyState(qk, "failed");
    expect(answerOf(await client.callTool({ name: "svc_request_publish", arguments: publishArgs })))
      .toMatchObject({ status: "failed" });

    // A read's refusal (the club of a campaign that is not live) is an answer too.
    expect(
      answerOf(
        await client.callTool({ name: "svc_browse_club", arguments: { campaignId: made.campaignId } }),
      ),
    ).toMatchObject({
      status: "refused",
      rule: "campaign_state",
    });
  });

  it("the same JSON as REST; HTTP errors are isError with the REST error JSON as text only", async () => {
    const campaignId = await createCampaign(ws.token);
    const rest = await call(ws.token, "svc_get_campaign", { params: { campaignId } });
    expect(rest.status).toBe(200);
    expect(answerOf(await client.callTool({ name: "svc_get_campaign", arguments: { campaignId } }))).toEqual(
      rest.body,
    );
    const restMissing = await call(ws.token, "svc_get_campaign", { params: { campaignId: 999999999 } });
    expect(restMissing.status).toBe(404);
    expect(errorOf(await client.callTool({ name: "svc_get_campaign", arguments: { campaignId: 999999999 } })))
      .toEqual(restMissing.body.error);
    const conflictKey = key("conflict");
    answerOf(
      await client.callTool({
        name: "svc_pause_campaign",
        arguments: { campaignId, idempotencyKey: conflictKey },
      }),
    );
    expect(
      errorOf(
        await client.callTool({
          name: "svc_request_publish",
          arguments: { campaignId, idempotencyKey: conflictKey },
        }),
      ).code,
    ).toBe("idempotency_conflict");
  });

  it("every tool's outputSchema, as the client lists it, is one object at the top with no empty {} (#15 item 17)", async () => {
    const tools = (await client.listTools()).tools;
    expect(tools.length).toBeGreaterThan(30);
    for (const t of tools) {
      const s = t.outputSchema as Record<string, unknown>;
      expect(s?.type, t.name).toBe("object");
      for (const k of ["anyOf", "oneOf", "allOf"]) expect(s[k], `${t.name}: top-level ${k}`).toBeUndefined();
      expect(JSON.stringify(s), `${t.name}: an empty {} schema`).not.toMatch(/:\{\}/);
    }
    const create = tools.find((t) => t.name === "svc_create_campaign")!.outputSchema as any;
    expect(create.properties.status.enum).toEqual(["created", "refused", "in_progress", "failed"]);
  });
});

describe("path arguments over MCP are validated before any path is built (#15 item 3, #16 '..')", () => {
  it("a missing path argument is 400 invalid_request naming it, not the list route", async () => {
    const missing = errorOf(await client.callTool({ name: "svc_get_campaign", arguments: {} }));
    expect(missing).toMatchObject({ code: "invalid_request", argument: "campaignId" });
    expect(errorOf(await client.callTool({ name: "svc_get_creator", arguments: { campaignId: 1 } })))
      .toMatchObject({ argument: "memberId" });
    expect(
      errorOf(await client.callTool({ name: "svc_pause_campaign", arguments: { idempotencyKey: key("p") } })),
    ).toMatchObject({
      code: "invalid_request",
      argument: "campaignId",
    });
  });

  it("'..', '%2e%2e' and 'a/b' never reach another route", async () => {
    const campaignId = await createCampaign(ws.token);
    // `creators/..` would resolve to the campaign itself (svc_get_campaign's route).
    for (const memberId of ["..", "%2e%2e", "a/b", "."]) {
      const r = await client.callTool({ name: "svc_get_creator", arguments: { campaignId, memberId } });
      expect(errorOf(r), memberId).toMatchObject({ code: "invalid_request", argument: "memberId" });
    }
    for (const proofId of ["..", "%2e%2e", "a/b", "."]) {
      const r = await client.callTool({
        name: "svc_review_program_proof",
        arguments: { campaignId, proofId, decision: "approve", idempotencyKey: key("rv") },
      });
      expect(errorOf(r), proofId).toMatchObject({ code: "invalid_request", argument: "proofId" });
    }
    for (const campaignIdArg of ["..", `${campaignId}/..`, "%2e%2e"]) {
      const r = await client.callTool({ name: "svc_get_plan", arguments: { campaignId: campaignIdArg } });
      expect(errorOf(r), campaignIdArg).toMatchObject({ code: "invalid_request", argument: "campaignId" });
    }
    // On REST the same dot segment, sent percent-encoded and verbatim (fetch would resolve it), is
    // refused naming it.
    const rest = await rawRequest(
      "POST",
      `/v1/campaigns/${campaignId}/activation/program/proofs/%2e%2e/review`,
      ws.token,
      {
        decision: "approve",
        idempotencyKey: key("rv"),
      },
    );
    expect(rest.status, rest.text).toBe(400);
    expect(JSON.parse(rest.text).error).toMatchObject({ code: "invalid_request", argument: "proofId" });
  });
});

describe("integers are decimal integers, on REST and MCP (#15 item 11)", () => {
  it("campaignId, memberId and limit refuse 0x.., 1e3, 5.0, ' 5', '+5', '05' and ['5'] naming the argument", async () => {
    const campaignId = await createCampaign(ws.token);
    const member = (await ops("POST", `/ops/v1/campaigns/${campaignId}/creators`, {
      name: `Casey ${key("n")}`,
      status: "signed",
    })).body.memberId as number;
    expect((await call(ws.token, "svc_get_campaign", { params: { campaignId } })).status).toBe(200);
    const spellings = (
      n: number,
    ) => [`0x${n.toString(16)}`, `${n}.0`, ` ${n}`, `+${n}`, `0${n}`, `${n}e0`, `${n} `];
    for (const bad of spellings(campaignId)) {
      const r = await http("GET", `/v1/campaigns/${encodeURIComponent(bad)}`, { token: ws.token });
      expect(r.status, `campaignId ${JSON.stringify(bad)}: ${r.text}`).toBe(400);
      expect(r.body.error).toMatchObject({ code: "invalid_request", argument: "campaignId" });
      expect(errorOf(await client.callTool({ name: "svc_get_campaign", arguments: { campaignId: bad } })))
        .toMatchObject({ argument: "campaignId" });
    }
    for (const bad of spellings(member)) {
      const r = await http("GET", `/v1/campaigns/${campaignId}/creators/${encodeURIComponent(bad)}`, {
        token: ws.token,
      });
      expect(r.status, `memberId ${JSON.stringify(bad)}`).toBe(400);
      expect(r.body.error).toMatchObject({ code: "invalid_request", argument: "memberId" });
    }
    expect(
      errorOf(
        await client.callTool({ name: "svc_get_campaign", arguments: { campaignId: [String(campaignId)] } }),
      ),
    ).toMatchObject({ argument: "campaignId" });
    expect(
      errorOf(
        await client.callTool({ name: "svc_get_creator", arguments: { campaignId, memberId: [member] } }),
      ),
    ).toMatchObject({ argument: "memberId" });
    for (const bad of ["1e1", "0x10", "05", "5.0", "+5", " 5"]) {
      const r = await http("GET", `/v1/campaigns?limit=${encodeURIComponent(bad)}`, { token: ws.token });
      expect(r.status, `limit ${JSON.stringify(bad)}`).toBe(400);
      expect(r.body.error).toMatchObject({ code: "invalid_request", argument: "limit" });
      expect(errorOf(await client.callTool({ name: "svc_list_campaigns", arguments: { limit: bad } })))
        .toMatchObject({ argument: "limit" });
    }
    expect(errorOf(await client.callTool({ name: "svc_list_campaigns", arguments: { limit: ["5"] } })))
      .toMatchObject({ argument: "limit" });
    const actions = await http("GET", `/v1/actions?campaignId=0x${campaignId.toString(16)}`, {
      token: ws.token,
    });
    expect(actions.body.error).toMatchObject({ code: "invalid_request", argument: "campaignId" });
    // A JSON body's integer list: JSON integers (or plain decimal strings), nothing else.
    const chat = await call(ws.token, "svc_open_group_chat", {
      params: { campaignId },
      body: { memberIds: [member, "0x10"] },
    });
    expect(chat.status).toBe(400);
    expect(chat.body.error).toMatchObject({ code: "invalid_request", argument: "memberIds[1]" });
    // The plain forms still work on both.
    expect((await http("GET", `/v1/campaigns?limit=5`, { token: ws.token })).status).toBe(200);
    expect(
      answerOf(await client.callTool({ name: "svc_get_campaign", arguments: { campaignId } })).campaignId,
    ).toBe(campaignId);
    expect(
      answerOf(
        await client.callTool({ name: "svc_get_campaign", arguments: { campaignId: String(campaignId) } }),
      ).campaignId,
    ).toBe(campaignId);
  });
});

describe("a route that does not exist is 404 not_found, a known path with another method included (#15 item 12)", () => {
  it("REST, ops and unknown paths answer 404; GET /mcp stays the MCP transport's 405", async () => {
    const campaignId = await createCampaign(ws.token);
    for (
      const [method, path] of [
        ["PUT", "/v1/campaigns"],
        ["DELETE", `/v1/campaigns/${campaignId}`],
        ["POST", "/v1/me"],
        ["GET", `/v1/campaigns/${campaignId}/pause`],
        ["GET", "/v1/no-such-route"],
      ]
    ) {
      const r = await http(method, path, {
        token: ws.token,
        ...(method === "GET" ? {} : { body: { idempotencyKey: key("m") } }),
      });
      expect(r.status, `${method} ${path}: ${r.text}`).toBe(404);
      expect(r.body.error.code).toBe("not_found");
    }
    const opsWrongMethod = await ops("GET", `/ops/v1/campaigns/${campaignId}/signing`);
    expect(opsWrongMethod.status, opsWrongMethod.text).toBe(404);
    expect(opsWrongMethod.body.error.code).toBe("not_found");
    const openapi = await http("GET", "/v1/openapi.json");
    expect(openapi.status).toBe(200);
    expect(
      openapi.body.paths["/v1/campaigns"].get.responses.default.content["application/json"].schema.properties
        .error.properties.code.enum,
    ).not.toContain(
      "method_not_allowed",
    );
  });
});

describe("the 401 from /mcp hints the read scopes; a 403 names the scope needed (#15 item 16)", () => {
  it("WWW-Authenticate carries resource_metadata and scope, with and without a token", async () => {
    const expected = `resource_metadata="${baseUrl()}/.well-known/oauth-protected-resource/mcp", scope="${
      READ_SCOPES.join(" ")
    }"`;
    const none = await http("POST", "/mcp", { body: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe(`Bearer ${expected}`);
    const wrong = await http("POST", "/mcp", {
      token: `svc_live_${"x".repeat(43)}`,
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain(expected);
  });

  it("a 403 names the missing scope on REST (message and challenge) and via MCP", async () => {
    const reader = await setupToken(ws.workspaceId, READ_SCOPES);
    const rest = await call(reader, "svc_create_campaign", { body: CAMPAIGN_BODY });
    expect(rest.status).toBe(403);
    expect(rest.body.error.code).toBe("insufficient_scope");
    expect(rest.body.error.message).toContain("campaigns:write");
    expect(rest.headers.get("www-authenticate")).toBe(
      `Bearer error="insufficient_scope", scope="campaigns:write"`,
    );
    const team = await call(reader, "svc_list_team");
    expect(team.body.error.message).toContain("team:manage");
    const readerClient = await connect(reader);
    try {
      const r = await readerClient.callTool({
        name: "svc_add_team_member",
        arguments: { email: "x@example.com", idempotencyKey: key("t") },
      });
      expect(errorOf(r)).toMatchObject({
        code: "insufficient_scope",
        message: expect.stringContaining("team:manage"),
      });
    } finally {
      await readerClient.close();
    }
  });
});

describe("a JSON-RPC batch does not multiply the rate limit (#16 item 3)", () => {
  it("each tools/call in a batch counts against the token's minute window", async () => {
    const batchWs = await newWorkspace();
    const limit = Number(inject("processes").gateway.env.RATE_LIMIT_PER_MINUTE);
    const size = 70;
    let ok = 0;
    let limitedCalls = 0;
    let outerLimited = false;
    // Windows are fixed minutes: one may end mid-test and reset the count once, hence up to 2 × limit.
    for (let sent = 0; sent < 2 * limit + 2 * size && limitedCalls === 0 && !outerLimited; sent += size) {
      const batch = Array.from(
        { length: size },
        (_, i) => ({
          jsonrpc: "2.0",
          id: sent + i,
          method: "tools/call",
          params: { name: "svc_whoami", arguments: {} },
        }),
      );
      const r = await http("POST", "/mcp", {
        token: batchWs.token,
        headers: { accept: "application/json, text/event-stream" },
        body: batch,
      });
      if (r.status === 429) {
        expect(r.body.error.code).toBe("rate_limited");
        outerLimited = true;
        break;
      }
      expect(r.status, r.text.slice(0, 300)).toBe(200);
      expect(r.body).toHaveLength(size);
      for (const m of r.body) {
        if (!m.result.isError) ok++;
        else {
          expect(JSON.parse(m.result.content[0].text).error.code).toBe("rate_limited");
          limitedCalls++;
        }
      }
    }
    expect(limitedCalls > 0 || outerLimited, `no rate_limited after ${ok} tool calls in batches of ${size}`)
      .toBe(true);
    expect(ok).toBeLessThanOrEqual(2 * limit);
  });
});

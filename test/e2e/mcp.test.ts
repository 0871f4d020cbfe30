import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { auth, type OAuthClientProvider, UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { existsSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { MCP_TOOLS } from "../../shared/registry/index.ts";
import { READ_SCOPES, type Scope } from "../../shared/scopes.ts";
import { baseUrl, call, eventually, http, key, newWorkspace, setupToken } from "./harness.ts";
import { authorizeAsPerson, Browser, type ConsentChoice } from "./oauth-helpers.ts";

/** One keep-alive test call's deadline: above the gateway's upstream timeout (15 s), so its 504 shows. */
const CALL_DEADLINE_MS = 20_000;

/** The MCP service's log lines for one test's request ids (its forwarded calls' `tool call` lines). */
function mcpLogOf(requestIdPrefix: string): string {
  const file = join(inject("dataDir"), "logs", "mcp.log");
  const lines = existsSync(file)
    ? readFileSync(file, "utf8").split("\n").filter((l) => l.includes(requestIdPrefix))
    : [];
  return `mcp.log for ${requestIdPrefix}: ${lines.length ? lines.join(" | ") : "nothing"}`;
}

/**
 * The MCP server end to end with the SDK's own client: discovery from the 401, dynamic registration,
 * PKCE, the sign-in and consent pages (driven with plain fetch), the token, then tools/list and
 * tools/call through the gateway.
 */
const REDIRECT = "http://127.0.0.1:53682/callback";

/** An OAuthClientProvider whose "browser" is the scripted person of oauth-helpers. */
class ScriptedProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  code?: string;
  authorizationUrl?: URL;
  callbackParams?: URLSearchParams;
  constructor(private choice: ConsentChoice) {}
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "E2E MCP Client",
      redirect_uris: [REDIRECT],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  state() {
    return "state-" + key("s");
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  async redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
    const r = await authorizeAsPerson(new Browser(baseUrl()), url.toString(), REDIRECT, this.choice);
    this.callbackParams = r.location.searchParams;
    this.code = r.location.searchParams.get("code") ?? undefined;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/**
 * Signs in as the SDK does it: from the 401's challenge (whose scope hint is the read scopes), or,
 * with `ask`, as a client that knows it needs more asks for those scopes itself.
 */
async function connectWithOAuth(
  choice: ConsentChoice,
  ask?: string,
): Promise<{ client: Client; provider: ScriptedProvider }> {
  const url = new URL(baseUrl() + "/mcp");
  const provider = new ScriptedProvider(choice);
  if (ask) {
    expect(await auth(provider, { serverUrl: url, scope: ask })).toBe("REDIRECT");
  } else {
    const first = new Client({ name: "e2e", version: "1.0.0" });
    try {
      await first.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
      throw new Error("connected without signing in");
    } catch (e) {
      if (!(e instanceof UnauthorizedError)) throw e;
    }
  }
  expect(provider.code, "the consent flow ends with a code").toBeTruthy();
  const transport = new StreamableHTTPClientTransport(url, { authProvider: provider });
  await transport.finishAuth(provider.code!);
  const client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return { client, provider };
}

async function connectWithToken(token: string): Promise<Client> {
  const client = new Client({ name: "e2e-token", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(baseUrl() + "/mcp"), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

const expectedTools = (scopes: readonly Scope[]) =>
  MCP_TOOLS.filter((t) => t.scopes.every((s) => scopes.includes(s))).map((t) => t.name);

describe("MCP over OAuth with the SDK client", () => {
  it("discovers, registers, signs in with PKCE and consent, lists the tools the consent allows and creates a campaign that REST shows", async () => {
    const ws = await newWorkspace();
    const granted: Scope[] = ["campaigns:read", "creators:read", "plan:read", "campaigns:write"];
    const { client, provider } = await connectWithOAuth({
      email: ws.memberEmail,
      scopes: granted,
      expiry: "90d",
    }, granted.join(" "));
    // The client asked for what it needs; PKCE S256 and the resource indicator.
    const authorization = provider.authorizationUrl!;
    expect(authorization.searchParams.get("scope")).toBe(granted.join(" "));
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("resource")).toBe(baseUrl() + "/mcp");
    expect(provider.callbackParams!.get("iss")).toBe(baseUrl());
    expect(provider.saved!.access_token).toMatch(/^svc_live_[A-Za-z0-9_-]{43}$/);
    expect(provider.saved!.refresh_token).toBeUndefined();
    expect(provider.saved!.expires_in).toBeGreaterThan(89 * 86400);

    const listed = (await client.listTools()).tools;
    expect(listed.map((t) => t.name)).toEqual(expectedTools(granted));
    expect(listed[0].name).toBe("svc_whoami");
    const create = listed.find((t) => t.name === "svc_create_campaign")!;
    expect(create.inputSchema.required).toContain("idempotencyKey");
    expect(create.annotations?.readOnlyHint).toBe(false);
    expect(create.outputSchema?.type).toBe("object");

    const me = await client.callTool({ name: "svc_whoami", arguments: {} });
    expect(me.isError).toBeFalsy();
    expect(me.structuredContent).toMatchObject({
      label: "E2E MCP Client (OAuth)",
      scopes: granted,
      workspace: { id: ws.workspaceId },
    });

    const made = await client.callTool({
      name: "svc_create_campaign",
      arguments: {
        idempotencyKey: key("mcp-create"),
        title: "Made over MCP",
        overview: "A campaign created by an agent through the MCP server.",
        deliverables: ["One video"],
        requirements: ["US based"],
        marketCountryCodes: ["US"],
      },
    });
    expect(made.isError, JSON.stringify(made.content)).toBeFalsy();
    const campaignId = (made.structuredContent as any).campaignId;
    expect((made.structuredContent as any).status).toBe("created");
    expect(JSON.parse((made.content as any)[0].text)).toEqual(made.structuredContent);

    const rest = await call(ws.token, "svc_get_campaign", { params: { campaignId } });
    expect(rest.status).toBe(200);
    expect(rest.body.brief.title).toBe("Made over MCP");

    // The action history shows the call (recorded off the request path: within a second).
    const actions = await eventually(
      async () => {
        const a = await client.callTool({ name: "svc_list_actions", arguments: {} });
        if (!JSON.stringify(a.structuredContent).includes("svc_create_campaign")) {
          throw new Error(
            `not yet: ${JSON.stringify(a.structuredContent)}`,
          );
        }
        return a;
      },
      5000,
      50,
    );
    expect(JSON.stringify(actions.structuredContent)).toContain("svc_create_campaign");
    await client.close();
  });

  it("a read-only consent lists exactly the read tools; a tool outside the scopes is a tool error", async () => {
    const ws = await newWorkspace();
    const { client, provider } = await connectWithOAuth({ email: ws.memberEmail, expiry: "never" }); // page defaults: read scopes only
    // The SDK took the scope hint of the 401 (the read scopes) and asked for exactly those.
    expect(provider.authorizationUrl!.searchParams.get("scope")).toBe(READ_SCOPES.join(" "));
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expectedTools(READ_SCOPES));
    expect(names).not.toContain("svc_create_campaign");
    const refused = await client.callTool({
      name: "svc_create_campaign",
      arguments: { idempotencyKey: key("x"), title: "x" },
    });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toBeUndefined();
    expect(JSON.parse((refused.content as any)[0].text).error).toMatchObject({
      code: "insufficient_scope",
      message: expect.stringContaining("campaigns:write"),
    });
    await client.close();
  });
});

describe("MCP with a setup-code token", () => {
  it("svc_whoami first, tools filtered by scope, HTTP errors as tool errors carrying the REST JSON", async () => {
    const ws = await newWorkspace();
    const token = await setupToken(ws.workspaceId, ["campaigns:read", "campaigns:write"], {
      label: "mcp agent",
    });
    const client = await connectWithToken(token);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expectedTools(["campaigns:read", "campaigns:write"]));
    expect(names[0]).toBe("svc_whoami");

    const missing = await client.callTool({ name: "svc_get_campaign", arguments: { campaignId: 999999 } });
    expect(missing.isError).toBe(true);
    expect(JSON.parse((missing.content as any)[0].text).error.code).toBe("not_found");

    const bad = await client.callTool({
      name: "svc_create_campaign",
      arguments: { idempotencyKey: key("bad"), title: "only a title" },
    });
    expect(bad.isError).toBe(true);
    expect(JSON.parse((bad.content as any)[0].text).error.code).toBe("invalid_request");

    // Same key, same request: the stored answer comes back (idempotency applies exactly as on REST).
    const k = key("same");
    const args = {
      idempotencyKey: k,
      title: "Twice",
      overview: "Same key twice.",
      deliverables: ["v"],
      requirements: ["r"],
      marketCountryCodes: [],
    };
    const a = await client.callTool({ name: "svc_create_campaign", arguments: args });
    const b = await client.callTool({ name: "svc_create_campaign", arguments: args });
    expect((b.structuredContent as any).campaignId).toBe((a.structuredContent as any).campaignId);
    expect((b.structuredContent as any).replayed).toBe(true);
    await client.close();
  });

  it("a contract upload (a larger body) goes through; a body over the limit answers 413", async () => {
    const ws = await newWorkspace();
    const client = await connectWithToken(ws.token);
    const made = await client.callTool({
      name: "svc_create_campaign",
      arguments: {
        idempotencyKey: key("c"),
        title: "With contract",
        overview: "o",
        deliverables: ["d"],
        requirements: ["r"],
        marketCountryCodes: ["US"],
      },
    });
    const campaignId = (made.structuredContent as any).campaignId;
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(600_000, 0x41),
      Buffer.from("\n%%EOF\n"),
    ]).toString("base64");
    const up = await client.callTool({
      name: "svc_upload_campaign_contract",
      arguments: { idempotencyKey: key("u"), campaignId, contractBase64: pdf },
    });
    expect(up.isError, JSON.stringify(up.content).slice(0, 300)).toBeFalsy();
    expect(up.structuredContent).toMatchObject({ status: "uploaded", campaignId });
    // A refusal is an answer (REST 200), not a tool error: structuredContent, validated by the SDK client.
    const notPdf = await client.callTool({
      name: "svc_upload_campaign_contract",
      arguments: {
        idempotencyKey: key("n"),
        campaignId,
        contractBase64: Buffer.from("hello").toString("base64"),
      },
    });
    expect(notPdf.isError).toBeFalsy();
    expect(notPdf.structuredContent).toMatchObject({ status: "refused", rule: "not_a_pdf" });
    expect(JSON.parse((notPdf.content as any)[0].text)).toEqual(notPdf.structuredContent);
    await client.close();
    const huge = await http("POST", "/mcp", {
      token: ws.token,
      headers: { accept: "application/json, text/event-stream" },
      rawBody: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "svc_whoami", arguments: { pad: "x".repeat(17 * 1024 * 1024) } },
      }),
    });
    // Refused by the gateway from the declared length (the route's cap, shared/routes.ts): the 17 MiB
    // never reach the MCP service, whose early answer would leave them unread on a pooled connection.
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("payload_too_large");
    expect(huge.body.error.message).toContain("/mcp accepts");
  });

  it(
    "keeps the client's connection alive across tool calls (each forwarded call's head outruns 1 KiB)",
    async () => {
      const ws = await newWorkspace();
      // One socket, reused: under Deno.serve every forwarded call was answered `Connection: close`
      // (denoland/deno#36657), so each MCP call paid a new connection at the client and at the gateway.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const target = new URL(`${baseUrl()}/mcp`);
      const rpc = JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "svc_list_campaigns", arguments: { limit: 2 } },
      });
      // Each call carries its own request id (the gateway keeps a valid one, the MCP service logs its
      // forwarded call under it) and its own deadline, well inside the test's: a call that stalls fails
      // with its number, its socket, its time and what the MCP service logged for it, not a bare timeout.
      const run = key("keepalive");
      const post = (i: number) =>
        new Promise<{ status?: number; connection?: string; reused: boolean; ms: number }>(
          (resolve, reject) => {
            const t0 = Date.now();
            const req = request({
              host: target.hostname,
              port: target.port,
              path: target.pathname,
              method: "POST",
              agent,
              headers: {
                authorization: `Bearer ${ws.token}`,
                "content-type": "application/json",
                accept: "application/json, text/event-stream",
                "content-length": Buffer.byteLength(rpc),
                "x-request-id": `${run}-${i}`,
              },
            }, (res) => {
              res.resume();
              res.on(
                "end",
                () =>
                  resolve({
                    status: res.statusCode,
                    connection: res.headers.connection,
                    reused: req.reusedSocket,
                    ms: Date.now() - t0,
                  }),
              );
            });
            req.setTimeout(CALL_DEADLINE_MS, () => {
              req.destroy(
                new Error(
                  `call ${i} (${req.reusedSocket ? "reused" : "new"} socket) not answered in ${
                    Date.now() - t0
                  } ms`,
                ),
              );
            });
            req.on("error", reject);
            req.end(rpc);
          },
        );
      const answers: Awaited<ReturnType<typeof post>>[] = [];
      try {
        for (let i = 0; i < 4; i++) answers.push(await post(i));
      } catch (e) {
        throw new Error(
          `${(e as Error).message}; answers before it: ${JSON.stringify(answers)}; ${mcpLogOf(run)}`,
        );
      } finally {
        agent.destroy();
      }
      const seen = `answers: ${JSON.stringify(answers)}; ${mcpLogOf(run)}`;
      expect(answers.map((a) => a.status), seen).toEqual([200, 200, 200, 200]);
      expect(answers.map((a) => a.connection), seen).toEqual([
        "keep-alive",
        "keep-alive",
        "keep-alive",
        "keep-alive",
      ]);
      expect(answers.map((a) => a.reused), seen).toEqual([false, true, true, true]);
    },
    4 * CALL_DEADLINE_MS + 10_000,
  );

  it("GET and DELETE on /mcp answer 405 JSON (MCP transport: no SSE stream offered); no token answers the spec's 401 challenge with the scope hint", async () => {
    const ws = await newWorkspace();
    const g = await http("GET", "/mcp", { token: ws.token });
    expect(g.status).toBe(405);
    expect(g.body.error.code).toBe("method_not_allowed");
    const d = await http("DELETE", "/mcp", { token: ws.token });
    expect(d.status).toBe(405);
    const none = await http("POST", "/mcp", { body: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe(
      `Bearer resource_metadata="${baseUrl()}/.well-known/oauth-protected-resource/mcp", scope="${
        READ_SCOPES.join(" ")
      }"`,
    );
  });
});

import { describe, expect, it } from "vitest";
import { IDENTITY_HEADER, signIdentity } from "../../shared/identity.ts";
import type { Logger } from "../../shared/log.ts";
import { MCP_MAX_BODY_BYTES } from "../../shared/routes.ts";
import { mcpHandler } from "./server.ts";

const SECRET = "test-secret-0123456789abcdef0123456789";
const quiet: Logger = Object.assign(() => {}, { child: () => quiet });
// No tool is called here: the gateway URL is never reached.
const handler = mcpHandler(
  {
    baseUrl: "http://127.0.0.1:1",
    gatewayUrl: "http://127.0.0.1:1",
    internalSecret: SECRET,
    callTimeoutMs: 1000,
  },
  quiet,
);
const identity = signIdentity({
  kind: "token",
  workspaceId: "ws_1",
  tokenId: "tok_1",
  scopes: [],
  requestId: "r1",
}, SECRET);
const rpc = (method: string) => JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: {} });
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://mcp.internal/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      [IDENTITY_HEADER]: identity,
      ...headers,
    },
    body,
  });

describe("the MCP service's HTTP answers and the connection they leave", () => {
  it("an answer after the body was read keeps the connection (the gateway reuses it)", async () => {
    const res = await handler(post(rpc("tools/list")));
    expect(res.status).toBe(200);
    expect(res.headers.get("connection")).toBeNull();
  });

  it("a refusal before the body was read closes the connection: no signed identity, a declared body over the cap", async () => {
    const unsigned = await handler(post(rpc("tools/list"), { [IDENTITY_HEADER]: "" }));
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get("connection")).toBe("close");
    const declared = await handler(
      post(rpc("tools/list"), { "content-length": String(MCP_MAX_BODY_BYTES + 1) }),
    );
    expect(declared.status).toBe(413);
    expect(declared.headers.get("connection")).toBe("close");
  });

  it("a body read no further than the cap (no length declared) is 413 and closes the connection", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent > MCP_MAX_BODY_BYTES) return c.close();
        sent += chunk.byteLength;
        c.enqueue(chunk);
      },
    });
    const req = new Request("http://mcp.internal/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", [IDENTITY_HEADER]: identity },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const res = await handler(req);
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
  });

  it("a GET (no body) is 405 without closing anything", async () => {
    const res = await handler(
      new Request("http://mcp.internal/mcp", { headers: { [IDENTITY_HEADER]: identity } }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get("connection")).toBeNull();
  });
});

import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { env } from "../../shared/config.ts";
import { createLogger } from "../../shared/log.ts";
import { stopGracefully } from "../../shared/stop.ts";
import { mcpHandler } from "./server.ts";

// The MCP service: a stateless Streamable HTTP MCP server behind the gateway's bearer check. Every
// tool call becomes a REST request to the gateway with the caller's own token (see README.md).
const log = createLogger("mcp");
const baseUrl = env("BASE_URL", "http://127.0.0.1:8080");
const handler = mcpHandler(
  {
    baseUrl,
    gatewayUrl: env("GATEWAY_URL", baseUrl).replace(/\/+$/, ""),
    internalSecret: env("INTERNAL_SECRET"),
    callTimeoutMs: Number(env("MCP_CALL_TIMEOUT_MS", "30000")),
  },
  log,
);

// node:http (as every other service), not Deno.serve: Deno 2.8.3+'s own HTTP/1.1 path answers
// `Connection: close` to every request whose head and body outrun its first 1 KiB read, even once the
// body is read (denoland/deno#36657) — and a gateway-forwarded tools/call always does (the signed
// identity alone is ~600 bytes), so every MCP call cost the client and the gateway a new connection.
// `@hono/node-server` (what the MCP SDK's own Node transport uses) bridges node:http to the handler's
// web-standard Request and Response.
let inflight = 0;
const listener = getRequestListener(async (req: Request) => {
  inflight++;
  try {
    return await handler(req);
  } finally {
    inflight--;
  }
});
const server = createServer(listener);
server.keepAliveTimeout = 65_000;
// LISTEN_HOST: 0.0.0.0 in a container (deploy/); loopback when the launcher runs everything here.
server.listen(Number(env("SERVICE_PORT", "0")), env("LISTEN_HOST", "127.0.0.1"), () => {
  const addr = server.address();
  log("info", "listening", { port: typeof addr === "object" && addr ? addr.port : undefined });
});
stopGracefully({
  servers: [server],
  inflight: () => inflight,
  log: (graceMs) => log("info", "stopping", { inflight, graceMs }),
});

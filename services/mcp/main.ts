import process from "node:process";
import { env } from "../../shared/config.ts";
import { createLogger } from "../../shared/log.ts";
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

const ac = new AbortController();
const server = Deno.serve({
  port: Number(env("SERVICE_PORT", "0")),
  hostname: env("LISTEN_HOST", "127.0.0.1"), // 0.0.0.0 in a container (deploy/)
  signal: ac.signal,
  onListen: ({ port }) => log("info", "listening", { port }),
}, handler);

const stop = () => {
  log("info", "stopping");
  ac.abort();
  void server.finished.finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

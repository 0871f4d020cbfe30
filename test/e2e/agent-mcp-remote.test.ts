import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../../shared/registry/index.ts";
// @ts-ignore -- plain ESM launcher helpers
import { freePort } from "../../scripts/stack.mjs";
import { baseUrl, newWorkspace } from "./harness.ts";

/**
 * "Connect an agent" for clients that only speak stdio (Claude Desktop): the README's configuration
 * runs `mcp-remote` (from npm) against /mcp. Here it runs exactly so, over stdio, with its browser
 * command (BROWSER, which the `open` package's xdg-open honours) pointed at a scripted person
 * (agent-browser.mjs): mcp-remote discovers the authorization server from the 401, registers itself,
 * opens the sign-in URL, the "person" signs in and approves consent, the browser lands on
 * mcp-remote's own loopback callback, and mcp-remote finishes the token exchange. Then the agent
 * lists tools and calls svc_whoami through it; a second start reuses the stored tokens.
 */
const require = createRequire(import.meta.url);
const MCP_REMOTE = join(resolve(require.resolve("mcp-remote/package.json"), ".."), "dist", "proxy.js");
const BROWSER_SCRIPT = resolve("test/e2e/agent-browser.mjs");

const tmp = mkdtempSync(join(tmpdir(), "ccw-mcp-remote-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The browser command: a wrapper (xdg-open runs `$BROWSER <url>`) around the scripted person. */
function browserCommand(): string {
  const wrapper = join(tmp, "browser.sh");
  writeFileSync(wrapper, `#!/bin/sh\nexec "${process.execPath}" "${BROWSER_SCRIPT}" "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

const browserLog = (file: string): any[] =>
  existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)) : [];

async function startAgent(
  env: Record<string, string>,
  callbackPort: number,
): Promise<{ client: Client; stderr: () => string }> {
  let err = "";
  const transport = new StdioClientTransport({
    command: process.execPath,
    // As in the README's Claude Desktop configuration: `npx mcp-remote <url>` (plus a fixed callback port).
    args: [MCP_REMOTE, `${baseUrl()}/mcp`, String(callbackPort), "--auth-timeout", "60"],
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: tmp, ...env },
    stderr: "pipe",
  });
  transport.stderr?.on("data", (d) => (err += d));
  const client = new Client({ name: "claude-desktop-like", version: "1.0.0" });
  try {
    await client.connect(transport, { timeout: 90_000 });
  } catch (e) {
    throw new Error(`mcp-remote did not connect: ${e}\n--- mcp-remote stderr ---\n${err.slice(-3000)}`);
  }
  return { client, stderr: () => err };
}

describe("mcp-remote (stdio) against /mcp with OAuth sign-in in the browser it opens", () => {
  it(
    "signs in through the opened URL, lists the consented tools and calls svc_whoami; a restart reuses the stored tokens",
    async () => {
      const ws = await newWorkspace();
      const log = join(tmp, "browser.log");
      const env = {
        BROWSER: browserCommand(),
        CCW_AGENT_EMAIL: ws.memberEmail,
        CCW_AGENT_LOG: log,
        MCP_REMOTE_CONFIG_DIR: join(tmp, "mcp-auth"),
      };
      const port = await freePort();
      const { client, stderr } = await startAgent(env, port);
      try {
        // The browser was really opened on our authorization endpoint, and delivered the code to mcp-remote.
        const steps = browserLog(log);
        expect(steps.map((s) => s.step), stderr().slice(-2000)).toEqual([
          "open",
          "sign-in",
          "consent",
          "callback",
        ]);
        expect(new URL(steps[0].url).origin).toBe(new URL(baseUrl()).origin);
        expect(new URL(steps[0].url).pathname).toBe("/oauth/authorize");
        expect(new URL(steps[0].url).searchParams.get("code_challenge_method")).toBe("S256");
        expect(steps[3]).toMatchObject({ status: 200, hasCode: true, error: null });
        expect(steps[3].url).toBe(`http://localhost:${port}/oauth/callback`);

        const consented: string[] = steps[2].scopes;
        const tools = (await client.listTools()).tools.map((t) => t.name);
        expect(tools).toEqual(
          MCP_TOOLS.filter((t) => t.scopes.every((s) => consented.includes(s))).map((t) => t.name),
        );
        expect(tools[0]).toBe("svc_whoami");

        const who = await client.callTool({ name: "svc_whoami", arguments: {} });
        expect(who.isError).not.toBe(true);
        expect(who.structuredContent).toMatchObject({ workspace: { id: ws.workspaceId, name: ws.brand } });
        expect((who.structuredContent as any).scopes.sort()).toEqual([...consented].sort());
      } finally {
        await client.close();
      }

      // mcp-remote kept the client registration and tokens in its config dir (never in the repository).
      const stored = readdirSync(join(tmp, "mcp-auth"), { recursive: true }).map(String);
      expect(stored.some((f) => f.endsWith("_tokens.json")), stored.join(", ")).toBe(true);

      // Claude Desktop restarted: the stored token is used, no browser opens again.
      const again = await startAgent(env, port);
      try {
        const who = await again.client.callTool({ name: "svc_whoami", arguments: {} });
        expect(who.structuredContent).toMatchObject({ workspace: { id: ws.workspaceId } });
        expect(browserLog(log).filter((s) => s.step === "open")).toHaveLength(1);
      } finally {
        await again.client.close();
      }
    },
    180_000,
  );
});

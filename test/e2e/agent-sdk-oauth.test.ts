import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { auth, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { afterAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../../shared/registry/index.ts";
// @ts-ignore -- plain ESM launcher helpers
import { freePort } from "../../scripts/stack.mjs";
import { baseUrl, eventually, newWorkspace } from "./harness.ts";

/**
 * "Connect an agent" for clients that speak Streamable HTTP with OAuth themselves (Claude Code, VS Code,
 * Cursor): the official SDK client's own OAuth support — `auth()` with an OAuthClientProvider, then
 * the transport with `authProvider` — exactly as those clients use it. Each client's registration
 * shape (its redirect URIs: a loopback callback, VS Code's extra web redirect, Cursor's private-use
 * `cursor://` scheme) is registered by the SDK, the "browser" is a separate process (agent-browser.mjs,
 * a scripted person) that the provider opens on the authorization URL, and the code comes back the
 * way the real client receives it: a loopback HTTP listener, or the OS handing over a private-use URI.
 */
const BROWSER_SCRIPT = resolve("test/e2e/agent-browser.mjs");
const tmp = mkdtempSync(join(tmpdir(), "ccw-sdk-oauth-"));
const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) s.close();
  rmSync(tmp, { recursive: true, force: true });
});

interface Profile {
  /** What the client calls itself at registration. */
  clientName: string;
  /** Every redirect URI the client registers, and the one it uses (`{port}`: a loopback port). */
  redirectUris: string[];
  use: string;
}

const PROFILES: Profile[] = [
  {
    clientName: "Claude Code",
    redirectUris: ["http://localhost:{port}/callback"],
    use: "http://localhost:{port}/callback",
  },
  {
    clientName: "Visual Studio Code",
    redirectUris: ["http://127.0.0.1:{port}/", "https://vscode.dev/redirect"],
    use: "http://127.0.0.1:{port}/",
  },
  {
    clientName: "Cursor",
    redirectUris: [
      "cursor://anysphere.cursor-mcp/oauth/callback",
      "https://www.cursor.com/agents/mcp/oauth/callback",
      "http://localhost:{port}/callback",
    ],
    use: "cursor://anysphere.cursor-mcp/oauth/callback",
  },
];

/** A client's OAuth state as the SDK asks for it; its "browser" is the scripted person process. */
class DesktopClientProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  lastState = "";
  code?: string;
  constructor(
    readonly profile: Profile,
    readonly redirect: string,
    readonly uris: string[],
    readonly browserEnv: Record<string, string>,
  ) {}
  get redirectUrl() {
    return this.redirect;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.profile.clientName,
      redirect_uris: this.uris,
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  state() {
    this.lastState = crypto.randomUUID();
    return this.lastState;
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
  redirectToAuthorization(url: URL) {
    // Open the system browser on the URL and return; the code arrives on the callback.
    spawn(process.execPath, [BROWSER_SCRIPT, url.toString()], {
      env: { ...process.env, ...this.browserEnv },
      stdio: "ignore",
    });
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** The client's loopback callback listener (RFC 8252 §7.3), answering the browser with a short page. */
async function loopback(port: number, path: string, onCode: (q: URLSearchParams) => void): Promise<void> {
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    if (u.pathname !== path) return void res.writeHead(404).end();
    onCode(u.searchParams);
    res.writeHead(200, { "content-type": "text/html" }).end("<p>Signed in. You can close this tab.</p>");
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
}

const logOf = (file: string): any[] =>
  existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)) : [];

describe("the SDK client's own OAuth (auth() + OAuthClientProvider), as direct Streamable HTTP clients use it", () => {
  for (const profile of PROFILES) {
    it(
      `${profile.clientName}: registers its redirect URIs, signs in through the browser, gets a token, lists tools and calls svc_whoami`,
      async () => {
        const ws = await newWorkspace();
        const port = await freePort();
        const uris = profile.redirectUris.map((u) => u.replace("{port}", String(port)));
        const use = profile.use.replace("{port}", String(port));
        const log = join(tmp, `${profile.clientName.replace(/\W+/g, "-")}.log`);
        const provider = new DesktopClientProvider(profile, use, uris, {
          CCW_AGENT_EMAIL: ws.memberEmail,
          CCW_AGENT_LOG: log,
        });
        let callback: URLSearchParams | undefined;
        if (use.startsWith("http:")) await loopback(port, new URL(use).pathname, (q) => (callback = q));
        const serverUrl = new URL(`${baseUrl()}/mcp`);

        // 1. No token yet: discovery from the protected-resource metadata, dynamic registration, PKCE, browser.
        expect(await auth(provider, { serverUrl })).toBe("REDIRECT");
        expect(provider.info?.client_id).toBeTruthy();
        expect((provider.info as any).redirect_uris).toEqual(uris);
        // 2. The code comes back: on the loopback listener, or (private-use scheme) from the OS.
        const params = await eventually(async () => {
          if (callback) return callback;
          const cb = logOf(log).find((s) => s.step === "callback" && s.scheme);
          if (cb) return new URLSearchParams({ code: cb.code, state: cb.state });
          const failed = logOf(log).find((s) => s.step === "error");
          if (failed) throw new Error(`browser: ${failed.message}`);
          throw new Error("no callback yet");
        }, 30_000);
        expect(params.get("state")).toBe(provider.lastState);
        // 3. The SDK exchanges the code (with the PKCE verifier) for the token.
        expect(await auth(provider, { serverUrl, authorizationCode: params.get("code")! })).toBe(
          "AUTHORIZED",
        );
        expect(provider.saved?.access_token).toMatch(/^svc_live_/);
        expect(provider.saved?.token_type?.toLowerCase()).toBe("bearer");

        // 4. The transport carries it: tools/list and svc_whoami over Streamable HTTP.
        const client = new Client({ name: profile.clientName, version: "1.0.0" });
        await client.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }));
        try {
          const consented = logOf(log).find((s) => s.step === "consent").scopes as string[];
          const tools = (await client.listTools()).tools.map((t) => t.name);
          expect(tools).toEqual(
            MCP_TOOLS.filter((t) => t.scopes.every((s) => consented.includes(s))).map((t) => t.name),
          );
          const who = await client.callTool({ name: "svc_whoami", arguments: {} });
          expect(who.isError).not.toBe(true);
          expect(who.structuredContent).toMatchObject({ workspace: { id: ws.workspaceId, name: ws.brand } });
        } finally {
          await client.close();
        }
        // 5. The client restarts with its stored token: it connects and calls without opening a browser.
        const again = new Client({ name: profile.clientName, version: "1.0.0" });
        await again.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }));
        try {
          const who = await again.callTool({ name: "svc_whoami", arguments: {} });
          expect(who.structuredContent).toMatchObject({ workspace: { id: ws.workspaceId } });
        } finally {
          await again.close();
        }
        expect(logOf(log).filter((s) => s.step === "open")).toHaveLength(1);
      },
      120_000,
    );
  }
});

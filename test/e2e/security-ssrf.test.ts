import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-ignore -- plain ESM launcher shared with `npm start`
import { freePort } from "../../scripts/stack.mjs";
import { baseUrl } from "./harness.ts";
import { pkcePair, probe, scanErrorAnswersAfterAll } from "./oauth-helpers.ts";

/**
 * Security suite, SSRF through client ID metadata documents (issue 16 item 2 of the probe): a
 * `client_id` URL whose host is, or resolves to, a private or special-use address is never connected
 * to. A plain TCP listener on loopback counts the connections the oauth service opens: the probes must
 * leave it at zero, the control (plain loopback in development) must not.
 */
scanErrorAnswersAfterAll();
const ROOT = join(import.meta.dirname ?? ".", "..", "..");
const REDIRECT = "http://127.0.0.1:9/callback";

let listener: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, "127.0.0.1", () => r()));
  port = (listener.address() as { port: number }).port;
});
afterAll(() => listener?.close());

function authorize(base: string, clientId: string): string {
  const u = new URL(`${base}/oauth/authorize`);
  u.searchParams.set("response_type", "code");
  u.searchParams.set("client_id", clientId);
  u.searchParams.set("redirect_uri", REDIRECT);
  u.searchParams.set("state", "s");
  u.searchParams.set("code_challenge", pkcePair().challenge);
  u.searchParams.set("code_challenge_method", "S256");
  return u.toString();
}

async function connectionsDuring(fn: () => Promise<void>): Promise<number> {
  const before = connections;
  await fn();
  // The answer is given after the fetch failed or was refused; a connection would have been counted.
  await new Promise((r) => setTimeout(r, 50));
  return connections - before;
}

describe("security: client ID metadata documents never reach private space", () => {
  it("control: in development (loopback BASE_URL) a plain loopback document host is connected to", async () => {
    const n = await connectionsDuring(async () => {
      const r = await probe("cimd control", authorize(baseUrl(), `https://127.0.0.1:${port}/client.json`));
      expect(r.status).toBe(400); // the listener hangs up: no document
    });
    expect(n).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ["IPv4-mapped (the probe)", (p: number) => `https://[::ffff:127.0.0.1]:${p}/x.json`],
    ["IPv4-mapped, hex", (p: number) => `https://[::ffff:7f00:1]:${p}/x.json`],
    ["IPv4-compatible", (p: number) => `https://[::7f00:1]:${p}/x.json`],
    ["NAT64", (p: number) => `https://[64:ff9b::7f00:1]:${p}/x.json`],
    ["6to4", (p: number) => `https://[2002:7f00:1::]:${p}/x.json`],
    ["IPv4-mapped 10/8", (p: number) => `https://[::ffff:a00:1]:${p}/x.json`],
    ["IPv4-mapped cloud metadata", (p: number) => `https://[::ffff:a9fe:a9fe]:${p}/x.json`],
    ["unspecified", (p: number) => `https://0.0.0.0:${p}/x.json`],
  ])("%s: refused as invalid_client, no connection (even in development)", async (_what, url) => {
    const n = await connectionsDuring(async () => {
      const r = await probe("cimd private", authorize(baseUrl(), url(port)));
      expect(r.status).toBe(400);
      expect(r.text).toContain("invalid_client");
    });
    expect(n).toBe(0);
  });
});

describe("security: outside development even loopback names and numeric forms are refused", () => {
  let child: ChildProcess | undefined;
  let replica = "";

  beforeAll(async () => {
    // A replica of the oauth service configured as a deployment (https BASE_URL, an identity provider).
    const spec = inject("processes").oauth;
    const servicePort = await freePort();
    child = spawn(spec.cmd, spec.args, {
      cwd: ROOT,
      env: {
        ...process.env,
        ...spec.env,
        SERVICE_PORT: String(servicePort),
        BASE_URL: "https://api.example.test",
        CONSENT_URL: "https://api.example.test",
        OIDC_ISSUER: "https://login.example.test",
        OIDC_CLIENT_ID: "ccw",
        OIDC_CLIENT_SECRET: "not-used-here",
        DEV_SIGN_IN: "",
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    });
    replica = `http://127.0.0.1:${servicePort}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${replica}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("replica did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGTERM");
  });

  it.each([
    ["loopback literal", (p: number) => `https://127.0.0.1:${p}/x.json`],
    ["a name resolving to loopback", (p: number) => `https://localhost:${p}/x.json`],
    ["decimal IPv4", (p: number) => `https://2130706433:${p}/x.json`],
    ["octal IPv4", (p: number) => `https://0177.0.0.1:${p}/x.json`],
    ["short IPv4", (p: number) => `https://127.1:${p}/x.json`],
    ["IPv6 loopback", (p: number) => `https://[::1]:${p}/x.json`],
  ])("%s: refused as invalid_client, no connection", async (_what, url) => {
    const n = await connectionsDuring(async () => {
      const r = await probe("cimd deployment", authorize(replica, url(port)));
      expect(r.status).toBe(400);
      expect(r.text).toContain("invalid_client");
    });
    expect(n).toBe(0);
  });
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpsServer, type Server as HttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-ignore -- plain ESM launcher shared with `npm start`
import { freePort } from "../../scripts/stack.mjs";
import { READ_SCOPES } from "../../shared/scopes.ts";
import { baseUrl, http, newWorkspace, setupToken } from "./harness.ts";
import {
  authorizeAsPerson,
  Browser,
  type ConsentChoice,
  offeredScopes,
  pkcePair,
  tickedScopes,
} from "./oauth-helpers.ts";

/**
 * The OAuth 2.1 authorization server of spec 5.3 end to end through the gateway: discovery,
 * registration normalisation, the code flow with PKCE, consent choices, and every error path
 * (missing PKCE, wrong verifier, wrong redirect, replayed code, unknown resource, denial, rate limits).
 */
const REDIRECT = "http://127.0.0.1:53999/cb";

async function register(body: Record<string, unknown> = {}) {
  return await http("POST", "/oauth/register", {
    body: { client_name: "OAuth E2E", redirect_uris: [REDIRECT], ...body },
  });
}

function authorizeUrl(
  clientId: string,
  o: {
    challenge?: string | null;
    redirect?: string;
    resource?: string | null;
    scope?: string | null;
    state?: string;
  } = {},
) {
  const u = new URL(baseUrl() + "/oauth/authorize");
  u.searchParams.set("response_type", "code");
  u.searchParams.set("client_id", clientId);
  u.searchParams.set("redirect_uri", o.redirect ?? REDIRECT);
  u.searchParams.set("state", o.state ?? "s-123");
  if (o.challenge !== null) {
    u.searchParams.set("code_challenge", o.challenge ?? pkcePair().challenge);
    u.searchParams.set("code_challenge_method", "S256");
  }
  if (o.resource !== null) u.searchParams.set("resource", o.resource ?? baseUrl() + "/mcp");
  if (o.scope !== null && o.scope !== undefined) u.searchParams.set("scope", o.scope);
  return u.toString();
}

async function tokenRequest(params: Record<string, string>) {
  return await http("POST", "/oauth/token", {
    rawBody: new URLSearchParams({ grant_type: "authorization_code", ...params }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** Registration, authorization as a person and the code, ready for the token request. */
async function codeFor(choice: ConsentChoice, o: { scope?: string } = {}) {
  const reg = await register();
  expect(reg.status).toBe(201);
  const { verifier, challenge } = pkcePair();
  const flow = await authorizeAsPerson(
    new Browser(baseUrl()),
    authorizeUrl(reg.body.client_id, { challenge, scope: o.scope }),
    REDIRECT,
    choice,
  );
  return {
    clientId: reg.body.client_id as string,
    verifier,
    code: flow.location.searchParams.get("code")!,
    location: flow.location,
    consentHtml: flow.consentHtml,
  };
}

describe("discovery", () => {
  it("protected resource metadata at both locations, server metadata without a refresh grant", async () => {
    for (
      const path of ["/.well-known/oauth-protected-resource/mcp", "/.well-known/oauth-protected-resource"]
    ) {
      const r = await http("GET", path);
      expect(r.status).toBe(200);
      expect(r.body.resource).toBe(baseUrl() + "/mcp");
      expect(r.body.authorization_servers).toEqual([baseUrl()]);
      expect(r.body.scopes_supported).toHaveLength(7);
    }
    const as = await http("GET", "/.well-known/oauth-authorization-server");
    expect(as.status).toBe(200);
    expect(as.body.issuer).toBe(baseUrl());
    expect(as.body.authorization_endpoint).toBe(baseUrl() + "/oauth/authorize");
    expect(as.body.token_endpoint).toBe(baseUrl() + "/oauth/token");
    expect(as.body.registration_endpoint).toBe(baseUrl() + "/oauth/register");
    expect(as.body.grant_types_supported).toEqual(["authorization_code"]);
    expect(as.body.code_challenge_methods_supported).toEqual(["S256"]);
    expect(as.body.token_endpoint_auth_methods_supported).toEqual(["none"]);
    expect(as.body.authorization_response_iss_parameter_supported).toBe(true);
  });

  it("the 401 from /mcp points at the resource metadata", async () => {
    const r = await http("POST", "/mcp", { body: {} });
    expect(r.status).toBe(401);
    expect(r.headers.get("www-authenticate")).toContain(
      `resource_metadata="${baseUrl()}/.well-known/oauth-protected-resource/mcp"`,
    );
  });
});

describe("registration", () => {
  it("normalises what MCP clients send into a public authorization-code client", async () => {
    const r = await register({
      grant_types: ["authorization_code", "refresh_token"],
      scope: "campaigns:read campaigns:write",
      token_endpoint_auth_method: "client_secret_post",
      redirect_uris: [REDIRECT, "cursor://anysphere.cursor-retrieval/oauth/callback"],
    });
    expect(r.status).toBe(201);
    expect(r.body.token_endpoint_auth_method).toBe("none");
    expect(r.body.grant_types).toEqual(["authorization_code"]);
    expect(r.body.client_secret).toBeUndefined();
    expect(r.body.redirect_uris).toContain("cursor://anysphere.cursor-retrieval/oauth/callback");
  });

  it("refuses a body without redirect URIs", async () => {
    const r = await http("POST", "/oauth/register", { body: { client_name: "x" } });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("invalid_redirect_uri");
  });
});

describe("authorization code flow", () => {
  it("approve: code, state and iss; the token is ours, labelled '<app> (OAuth)', never-expiring without expires_in", async () => {
    const ws = await newWorkspace();
    const f = await codeFor({
      email: ws.memberEmail,
      scopes: ["campaigns:read", "plan:read"],
      expiry: "never",
    });
    expect(f.location.searchParams.get("state")).toBe("s-123");
    expect(f.location.searchParams.get("iss")).toBe(baseUrl());
    const t = await tokenRequest({
      code: f.code,
      redirect_uri: REDIRECT,
      client_id: f.clientId,
      code_verifier: f.verifier,
      resource: baseUrl() + "/mcp",
    });
    expect(t.status).toBe(200);
    expect(t.body.access_token).toMatch(/^svc_live_[A-Za-z0-9_-]{43}$/);
    expect(t.body.token_type).toBe("Bearer");
    expect(t.body.expires_in).toBeUndefined();
    expect(t.body.refresh_token).toBeUndefined();
    expect(t.body.scope).toBe("campaigns:read plan:read");
    const me = await http("GET", "/v1/me", { token: t.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      workspace: { id: ws.workspaceId },
      label: "OAuth E2E (OAuth)",
      scopes: ["campaigns:read", "plan:read"],
      expiresAt: null,
    });
  });

  it("30 days: expires_in about 30 days", async () => {
    const ws = await newWorkspace();
    const f = await codeFor({ email: ws.memberEmail, expiry: "30d" });
    const t = await tokenRequest({
      code: f.code,
      redirect_uri: REDIRECT,
      client_id: f.clientId,
      code_verifier: f.verifier,
    });
    expect(t.status).toBe(200);
    expect(t.body.expires_in).toBeGreaterThan(30 * 86400 - 120);
    expect(t.body.expires_in).toBeLessThanOrEqual(30 * 86400);
  });

  it("consent offers: no scope asked → the three read scopes ticked; action scopes only when asked, unticked", async () => {
    const ws = await newWorkspace();
    const none = await codeFor({ email: ws.memberEmail, decision: "deny" });
    expect(offeredScopes(none.consentHtml)).toEqual([...READ_SCOPES]);
    expect(tickedScopes(none.consentHtml)).toEqual([...READ_SCOPES]);
    expect(none.consentHtml).toContain("OAuth E2E");
    expect(none.consentHtml).toContain(REDIRECT);
    const asked = await codeFor({ email: ws.memberEmail, decision: "deny" }, {
      scope: "campaigns:read campaigns:write team:manage",
    });
    expect(offeredScopes(asked.consentHtml)).toEqual(["campaigns:read", "campaigns:write", "team:manage"]);
    expect(tickedScopes(asked.consentHtml)).toEqual(["campaigns:read"]);
  });

  it("deny: error=access_denied with state and iss", async () => {
    const ws = await newWorkspace();
    const f = await codeFor({ email: ws.memberEmail, decision: "deny" });
    expect(f.location.searchParams.get("error")).toBe("access_denied");
    expect(f.location.searchParams.get("state")).toBe("s-123");
    expect(f.location.searchParams.get("iss")).toBe(baseUrl());
    expect(f.code).toBeNull();
  });

  it("pages forbid framing and set safe cookies", async () => {
    const reg = await register();
    const b = new Browser(baseUrl());
    const first = await b.request("GET", authorizeUrl(reg.body.client_id));
    expect(first.status).toBe(303);
    const connect = await b.request("GET", first.headers.get("location")!);
    const signIn = await b.request("GET", connect.headers.get("location")!);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("x-frame-options")).toBe("DENY");
    expect(signIn.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("ccw_web="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const html = await signIn.text();
    expect(html).toMatch(/<form id="sign-in" method="post"/);
    expect(html).toMatch(/name="email"/);
    // A post without the CSRF token is refused.
    const forged = await b.request(
      "POST",
      "/partner/sign-in",
      new URLSearchParams({ email: "x@example.com" }),
    );
    expect(forged.status).toBe(403);
  });
});

describe("error paths", () => {
  it("missing PKCE: the client gets invalid_request", async () => {
    const reg = await register();
    const r = await new Browser(baseUrl()).request(
      "GET",
      authorizeUrl(reg.body.client_id, { challenge: null }),
    );
    expect(r.status).toBe(303);
    const loc = new URL(r.headers.get("location")!);
    expect(loc.origin + loc.pathname).toBe(REDIRECT);
    expect(loc.searchParams.get("error")).toBe("invalid_request");
    expect(loc.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("PKCE plain is refused: S256 only", async () => {
    const reg = await register();
    const u = new URL(authorizeUrl(reg.body.client_id, { challenge: "a".repeat(43) }));
    u.searchParams.set("code_challenge_method", "plain");
    const r = await new Browser(baseUrl()).request("GET", u.toString());
    expect(r.status).toBe(303);
    expect(new URL(r.headers.get("location")!).searchParams.get("error")).toBe("invalid_request");
  });

  it("wrong verifier: invalid_grant", async () => {
    const ws = await newWorkspace();
    const f = await codeFor({ email: ws.memberEmail });
    const t = await tokenRequest({
      code: f.code,
      redirect_uri: REDIRECT,
      client_id: f.clientId,
      code_verifier: pkcePair().verifier,
    });
    expect(t.status).toBe(400);
    expect(t.body.error).toBe("invalid_grant");
  });

  it("wrong redirect URI: an error page at authorize (never a redirect), invalid_grant at token", async () => {
    const reg = await register();
    const r = await new Browser(baseUrl()).request(
      "GET",
      authorizeUrl(reg.body.client_id, { redirect: "https://evil.example/cb" }),
    );
    expect(r.status).toBe(400);
    expect(r.headers.get("location")).toBeNull();
    expect(await r.text()).toContain("redirect_uri");
    const ws = await newWorkspace();
    const f = await codeFor({ email: ws.memberEmail });
    const t = await tokenRequest({
      code: f.code,
      redirect_uri: "http://127.0.0.1:53999/other",
      client_id: f.clientId,
      code_verifier: f.verifier,
    });
    expect(t.status).toBe(400);
    expect(t.body.error).toBe("invalid_grant");
  });

  it("replayed code: invalid_grant, and the token issued from it is revoked", async () => {
    const ws = await newWorkspace();
    const f = await codeFor({ email: ws.memberEmail });
    const params = { code: f.code, redirect_uri: REDIRECT, client_id: f.clientId, code_verifier: f.verifier };
    const first = await tokenRequest(params);
    expect(first.status).toBe(200);
    expect((await http("GET", "/v1/me", { token: first.body.access_token })).status).toBe(200);
    const again = await tokenRequest(params);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("invalid_grant");
    const me = await http("GET", "/v1/me", { token: first.body.access_token });
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe("token_revoked");
  });

  it("unknown resource: invalid_target at authorize and at token", async () => {
    const reg = await register();
    const r = await new Browser(baseUrl()).request(
      "GET",
      authorizeUrl(reg.body.client_id, { resource: "https://api.example.com/" }),
    );
    expect(r.status).toBe(303);
    expect(new URL(r.headers.get("location")!).searchParams.get("error")).toBe("invalid_target");
    const ws = await newWorkspace();
    const f = await codeFor({ email: ws.memberEmail });
    const t = await tokenRequest({
      code: f.code,
      redirect_uri: REDIRECT,
      client_id: f.clientId,
      code_verifier: f.verifier,
      resource: "https://api.example.com/",
    });
    expect(t.status).toBe(400);
    expect(t.body.error).toBe("invalid_target");
  });

  it("unknown client: an error page", async () => {
    const r = await new Browser(baseUrl()).request("GET", authorizeUrl("no-such-client"));
    expect(r.status).toBe(400);
    expect(await r.text()).toContain("invalid_client");
  });

  it("a workspace with 10 active tokens: the consent page says so first, and approving returns to the client with access_denied", async () => {
    const ws = await newWorkspace();
    for (let i = 0; i < 9; i++) {
      await setupToken(ws.workspaceId, ["campaigns:read"], { label: `filler ${i}` });
    }
    const f = await codeFor({ email: ws.memberEmail });
    expect(f.consentHtml).toMatch(/10 active tokens/);
    expect(f.consentHtml).toMatch(/<a href="\/agents"[^>]*>agents page<\/a>/);
    // RFC 6749 4.1.2.1: back to the client's redirect_uri with the error, never a dead end.
    expect(f.location.origin + f.location.pathname).toBe(REDIRECT);
    expect(f.location.searchParams.get("error")).toBe("access_denied");
    expect(f.location.searchParams.get("error_description")).toMatch(/10 active tokens/);
    expect(f.location.searchParams.get("state")).toBe("s-123");
    expect(f.location.searchParams.get("code")).toBeNull();
  });

  it("at the limit, signing in again from the same client replaces that client's oldest token of this person, revoked at once", async () => {
    const ws = await newWorkspace();
    const reg = await register({ client_name: "Repeat Client" });
    const signIn = async () => {
      const { verifier, challenge } = pkcePair();
      const flow = await authorizeAsPerson(
        new Browser(baseUrl()),
        authorizeUrl(reg.body.client_id, { challenge }),
        REDIRECT,
        { email: ws.memberEmail },
      );
      const code = flow.location.searchParams.get("code");
      expect(code, flow.location.toString()).toBeTruthy();
      const t = await tokenRequest({
        code: code!,
        redirect_uri: REDIRECT,
        client_id: reg.body.client_id,
        code_verifier: verifier,
      });
      expect(t.status, t.text).toBe(200);
      return { token: t.body.access_token as string, consentHtml: flow.consentHtml };
    };
    const oldest = await signIn();
    const second = await signIn();
    expect(second.consentHtml).not.toMatch(/replaces/);
    for (let i = 0; i < 7; i++) {
      await setupToken(ws.workspaceId, ["campaigns:read"], { label: `filler ${i}` }); // 10 active now
    }
    const third = await signIn();
    expect(third.consentHtml).toMatch(/replaces[\s\S]*oldest/);
    const gone = await http("GET", "/v1/me", { token: oldest.token });
    expect(gone.status).toBe(401);
    expect(gone.body.error.code).toBe("token_revoked");
    for (const t of [second.token, third.token]) {
      expect((await http("GET", "/v1/me", { token: t })).status).toBe(200);
    }
    // Another client of the same person does not replace anything: the workspace is full.
    const other = await codeFor({ email: ws.memberEmail });
    expect(other.location.searchParams.get("error")).toBe("access_denied");
    expect((await http("GET", "/v1/me", { token: second.token })).status).toBe(200);
  });

  it("a member of no workspace cannot sign in: the sign-in page comes back, never the consent page", async () => {
    const reg = await register();
    // The answer to the post is the same as a member's (303 to next); the next hop finds no one signed
    // in and shows the sign-in page again, so the scripted person goes round until it gives up.
    await expect(
      authorizeAsPerson(new Browser(baseUrl()), authorizeUrl(reg.body.client_id), REDIRECT, {
        email: "nobody@example.com",
      }),
    ).rejects.toThrow(
      /too many redirects/,
    );
  });
});

/** A CA and a certificate for 127.0.0.1 signed by it (null when openssl is missing). */
function testCertificates(): { ca: string; key: string; cert: string } | null {
  if (spawnSync("openssl", ["version"]).status !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), "ccw-cimd-"));
  const f = (n: string) => join(dir, n);
  const run = (args: string[]) => {
    const r = spawnSync("openssl", args, { stdio: "pipe" });
    if (r.status !== 0) throw new Error(`openssl ${args[0]}: ${r.stderr}`);
  };
  writeFileSync(
    f("leaf.ext"),
    "basicConstraints=CA:FALSE\nsubjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\nkeyUsage=digitalSignature,keyEncipherment\n",
  );
  run([
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    f("ca.key"),
    "-out",
    f("ca.pem"),
    "-days",
    "2",
    "-subj",
    "/CN=ccw e2e test CA",
  ]);
  run([
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    f("leaf.key"),
    "-out",
    f("leaf.csr"),
    "-subj",
    "/CN=127.0.0.1",
  ]);
  run([
    "x509",
    "-req",
    "-in",
    f("leaf.csr"),
    "-CA",
    f("ca.pem"),
    "-CAkey",
    f("ca.key"),
    "-CAcreateserial",
    "-out",
    f("leaf.pem"),
    "-days",
    "2",
    "-extfile",
    f("leaf.ext"),
  ]);
  return {
    ca: f("ca.pem"),
    key: readFileSync(f("leaf.key"), "utf8"),
    cert: readFileSync(f("leaf.pem"), "utf8"),
  };
}

describe("replicas and client ID metadata documents", () => {
  let child: ChildProcess | undefined;
  let replica = "";
  const certs = testCertificates();
  let docServer: HttpsServer | undefined;
  let clientIdUrl = "";

  beforeAll(async () => {
    if (certs) {
      docServer = createHttpsServer({ key: certs.key, cert: certs.cert }, (req, res) => {
        if (req.url !== "/agent/client.json") return res.writeHead(404).end();
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({
          client_id: clientIdUrl,
          client_name: "CIMD Agent",
          redirect_uris: [REDIRECT],
          grant_types: ["authorization_code", "refresh_token"],
          response_types: ["code"],
          token_endpoint_auth_method: "none",
        }));
      });
      await new Promise<void>((r) => docServer!.listen(0, "127.0.0.1", () => r()));
      clientIdUrl = `https://127.0.0.1:${(docServer.address() as AddressInfo).port}/agent/client.json`;
    }
    const spec = inject("processes").oauth;
    const port = await freePort();
    child = spawn(spec.cmd, spec.args, {
      cwd: join(import.meta.dirname, "..", ".."),
      env: {
        ...process.env,
        ...spec.env,
        SERVICE_PORT: String(port),
        LOG_LEVEL: "silent",
        ...(certs ? { DENO_CERT: certs.ca, NODE_EXTRA_CA_CERTS: certs.ca } : {}),
      },
      stdio: "ignore",
    });
    replica = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(replica + "/healthz").then((r) => r.status === 200, () => false);
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("replica did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);
  afterAll(() => {
    child?.kill("SIGTERM");
    docServer?.close();
  });

  it("a second oauth replica finishes a flow the first one started (state in MongoDB)", async () => {
    const ws = await newWorkspace();
    const f = await codeFor({ email: ws.memberEmail, scopes: ["campaigns:read"] });
    // The code exchange goes straight to the other replica (as a load balancer might send it).
    const t = await fetch(replica + "/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: f.code,
        redirect_uri: REDIRECT,
        client_id: f.clientId,
        code_verifier: f.verifier,
      }),
    });
    expect(t.status).toBe(200);
    const body = await t.json();
    expect(body.scope).toBe("campaigns:read");
    expect((await http("GET", "/v1/me", { token: body.access_token })).status).toBe(200);
  });

  it.skipIf(!certs)(
    "a client ID metadata document (https URL as client_id) signs in without registration",
    async () => {
      const ws = await newWorkspace();
      // Every step goes to the replica that trusts the test CA (the document is fetched on each).
      const browser = new Browser(baseUrl(), {}, { from: baseUrl(), to: replica });
      const { verifier, challenge } = pkcePair();
      const flow = await authorizeAsPerson(browser, authorizeUrl(clientIdUrl, { challenge }), REDIRECT, {
        email: ws.memberEmail,
        expiry: "30d",
      });
      expect(flow.consentHtml).toContain("CIMD Agent");
      const code = flow.location.searchParams.get("code");
      expect(code, flow.location.toString()).toBeTruthy();
      const t = await fetch(replica + "/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: code!,
          redirect_uri: REDIRECT,
          client_id: clientIdUrl,
          code_verifier: verifier,
        }),
      });
      expect(t.status).toBe(200);
      const me = await http("GET", "/v1/me", { token: (await t.json()).access_token });
      expect(me.body).toMatchObject({ label: "CIMD Agent (OAuth)", scopes: [...READ_SCOPES] });
    },
  );

  it("a client ID metadata document on a private address is never fetched", async () => {
    const r = await new Browser(baseUrl()).request("GET", authorizeUrl("https://10.0.0.1/client.json"));
    expect(r.status).toBe(400);
    expect(await r.text()).toContain("invalid_client");
  });
});

// Last: these exhaust this machine's per-minute allowance, then wait for the window to end so the
// files that run after this one start with a fresh window.
describe("rate limits (spec 8)", () => {
  it("30/min per client_id and 60/min per IP on token, 60/min per IP on register and authorize", async () => {
    const reg = await register();
    let retryAfter = 0;
    let clientLimited: any;
    for (let i = 0; i < 31; i++) {
      const t = await tokenRequest({
        code: "bogus",
        redirect_uri: REDIRECT,
        client_id: reg.body.client_id,
        code_verifier: pkcePair().verifier,
      });
      if (t.status === 429) {
        clientLimited = t;
        break;
      }
      expect(t.status).toBe(400);
    }
    expect(clientLimited?.status).toBe(429);
    expect(clientLimited.body).toEqual({ error: "slow_down" });
    expect(Number(clientLimited.headers.get("retry-after"))).toBeGreaterThan(0);

    let ipLimited: any;
    for (let i = 0; i < 61 && !ipLimited; i++) {
      const t = await tokenRequest({
        code: "bogus",
        redirect_uri: REDIRECT,
        client_id: `other-${i}`,
        code_verifier: "x",
      });
      if (t.status === 429) ipLimited = t;
    }
    expect(ipLimited?.body).toMatchObject({ error: "slow_down" });

    let regLimited: any;
    for (let i = 0; i < 61 && !regLimited; i++) {
      const r = await register();
      if (r.status === 429) regLimited = r;
    }
    expect(regLimited?.body).toEqual({ error: "slow_down" });
    expect(Number(regLimited.headers.get("retry-after"))).toBeGreaterThan(0);

    let authLimited: Response | undefined;
    for (let i = 0; i < 61 && !authLimited; i++) {
      const r = await new Browser(baseUrl()).request("GET", authorizeUrl(reg.body.client_id));
      if (r.status === 429) authLimited = r;
      else await r.body?.cancel();
    }
    expect(authLimited?.status).toBe(429);
    expect(authLimited!.headers.get("content-type")).toMatch(/text\/html/);
    retryAfter = Number(authLimited!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await authLimited!.text()).toContain("Too many");

    await new Promise((r) => setTimeout(r, (retryAfter + 1) * 1000));
    expect((await register()).status).toBe(201);
  }, 150_000);
});

import { describe, expect, it } from "vitest";
import { READ_SCOPES } from "../../shared/scopes.ts";
import { baseUrl, http, newWorkspace } from "./harness.ts";
import {
  authorizeAsPerson,
  Browser,
  type ConsentChoice,
  hiddenInputs,
  pkcePair,
  probe,
  scanErrorAnswersAfterAll,
} from "./oauth-helpers.ts";

/**
 * Security suite, OAuth and the pages (issue 16): redirect and PKCE abuse, code replay, response modes
 * beyond discovery's, plain-http redirect URIs, XSS through names, CSRF and framing on the pages.
 */
scanErrorAnswersAfterAll();
const REDIRECT = "http://127.0.0.1:9/callback";

async function register(body: Record<string, unknown> = {}) {
  return await http("POST", "/oauth/register", {
    body: { client_name: "Security probe", redirect_uris: [REDIRECT], ...body },
  });
}

function authorizeUrl(
  clientId: string,
  o: { challenge?: string | null; method?: string; redirect?: string; mode?: string } = {},
) {
  const u = new URL(baseUrl() + "/oauth/authorize");
  u.searchParams.set("response_type", "code");
  u.searchParams.set("client_id", clientId);
  u.searchParams.set("redirect_uri", o.redirect ?? REDIRECT);
  u.searchParams.set("state", "s-sec");
  if (o.challenge !== null) {
    u.searchParams.set("code_challenge", o.challenge ?? pkcePair().challenge);
    u.searchParams.set("code_challenge_method", o.method ?? "S256");
  }
  if (o.mode) u.searchParams.set("response_mode", o.mode);
  return u.toString();
}

const token = (params: Record<string, string>) =>
  probe("token request", `${baseUrl()}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", ...params }).toString(),
  });

async function codeFor(choice: ConsentChoice) {
  const reg = await register();
  expect(reg.status).toBe(201);
  const { verifier, challenge } = pkcePair();
  const flow = await authorizeAsPerson(
    new Browser(baseUrl()),
    authorizeUrl(reg.body.client_id, { challenge }),
    REDIRECT,
    choice,
  );
  return {
    clientId: reg.body.client_id as string,
    verifier,
    code: flow.location.searchParams.get("code")!,
    consentHtml: flow.consentHtml,
  };
}

describe("security: redirect abuse", () => {
  it("plain-http redirect URIs to a non-loopback host are refused at registration; loopback and https are fine", async () => {
    for (const uri of ["http://evil.example/cb", "http://10.0.0.5/cb", "http://127.0.0.1.nip.io/cb"]) {
      const r = await probe("register http", `${baseUrl()}/oauth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client_name: "x", redirect_uris: [uri] }),
      });
      expect(r.status, uri).toBe(400);
      expect(r.json.error).toBe("invalid_redirect_uri");
    }
    for (
      const uri of ["http://127.0.0.1:3000/cb", "http://localhost:3000/cb", "https://app.example.com/cb"]
    ) expect((await register({ redirect_uris: [uri] })).status, uri).toBe(201);
  });

  it("an unregistered redirect_uri is never redirected to", async () => {
    const reg = await register();
    const r = await probe(
      "authorize other redirect",
      authorizeUrl(reg.body.client_id, { redirect: "https://evil.example/steal" }),
    );
    expect(r.status).toBe(400);
    expect(r.headers.get("location") ?? "").not.toContain("evil.example");
  });

  it("the sign-in page's `next` never leaves the site", async () => {
    const b = new Browser(baseUrl());
    const page = await b.request("GET", "/partner/sign-in?next=https%3A%2F%2Fevil.example%2F");
    const hidden = hiddenInputs(await page.text(), "sign-in");
    expect(hidden.next).toBe("/agents");
  });

  it.each(["fragment", "form_post", "query.jwt", "jwt"])(
    "response_mode=%s (discovery advertises only query) is refused",
    async (mode) => {
      const reg = await register();
      const r = await probe("response mode", authorizeUrl(reg.body.client_id, { mode }));
      expect(r.status).toBe(400);
      expect(r.text).toContain("response_mode");
      expect(r.headers.get("location")).toBeNull();
      const meta = await http("GET", "/.well-known/oauth-authorization-server");
      expect(meta.body.response_modes_supported).toEqual(["query"]);
    },
  );
});

describe("security: PKCE abuse and code replay", () => {
  it("no challenge, or the plain method, is refused", async () => {
    const reg = await register();
    for (
      const url of [
        authorizeUrl(reg.body.client_id, { challenge: null }),
        authorizeUrl(reg.body.client_id, { challenge: "abc", method: "plain" }),
      ]
    ) {
      const r = await probe("pkce", url);
      expect(r.status === 400 || (r.status === 303 && /error=/.test(r.headers.get("location") ?? ""))).toBe(
        true,
      );
    }
  });

  it("a wrong verifier gets invalid_grant; the replayed code is refused and revokes the token it gave", async () => {
    const ws = await newWorkspace();
    const c = await codeFor({ email: ws.memberEmail });
    const wrong = await token({
      code: c.code,
      redirect_uri: REDIRECT,
      client_id: c.clientId,
      code_verifier: pkcePair().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe("invalid_grant");
    const c2 = await codeFor({ email: ws.memberEmail });
    const ok = await token({
      code: c2.code,
      redirect_uri: REDIRECT,
      client_id: c2.clientId,
      code_verifier: c2.verifier,
    });
    expect(ok.status).toBe(200);
    expect(ok.json.scope.split(" ").sort()).toEqual([...READ_SCOPES].sort());
    const replay = await token({
      code: c2.code,
      redirect_uri: REDIRECT,
      client_id: c2.clientId,
      code_verifier: c2.verifier,
    });
    expect(replay.status).toBe(400);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      status = (await http("GET", "/v1/me", { token: ok.json.access_token })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
  });
});

describe("security: XSS through names, CSRF and framing on the pages", () => {
  const MARKUP = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&`;

  it("a brand and a client name full of markup are escaped on the consent and agents pages", async () => {
    const ws = await newWorkspace({ brand: `Brand ${MARKUP}` });
    const reg = await register({ client_name: `Agent ${MARKUP}` });
    expect(reg.status).toBe(201);
    const b = new Browser(baseUrl());
    const flow = await authorizeAsPerson(b, authorizeUrl(reg.body.client_id), REDIRECT, {
      email: ws.memberEmail,
      decision: "deny",
    });
    for (const html of [flow.consentHtml, await (await b.request("GET", "/agents")).text()]) {
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("every page forbids framing and caching and runs no script", async () => {
    for (const path of ["/partner/sign-in", "/agents", "/partner/connect?uid=nope"]) {
      const r = await fetch(baseUrl() + path, { redirect: "manual" });
      if (r.status >= 300 && r.status < 400) {
        // Not signed in: sent to the sign-in page on this site, nothing rendered.
        expect(r.headers.get("location") ?? "", path).toMatch(/^\/partner\/sign-in/);
        await r.body?.cancel();
        continue;
      }
      expect(r.headers.get("x-frame-options"), path).toBe("DENY");
      expect(r.headers.get("content-security-policy") ?? "", path).toMatch(/frame-ancestors 'none'/);
      expect(r.headers.get("content-security-policy") ?? "", path).not.toMatch(
        /script-src[^;]*'unsafe-inline'/,
      );
      expect(r.headers.get("cache-control") ?? "", path).toContain("no-store");
      await r.body?.cancel();
    }
  });

  it("the agents page's forms need the session's CSRF token: a cross-site post creates and revokes nothing", async () => {
    const ws = await newWorkspace();
    const b = new Browser(baseUrl());
    // Sign in through the sign-in form (development sign-in of the test stack).
    const page = await b.request("GET", "/partner/sign-in?next=%2Fagents");
    const hidden = hiddenInputs(await page.text(), "sign-in");
    const signed = await b.request(
      "POST",
      "/partner/sign-in",
      new URLSearchParams({ ...hidden, email: ws.memberEmail }),
    );
    expect(signed.status).toBe(303);
    const agentsRes = await b.request("GET", "/agents");
    expect(agentsRes.headers.get("x-frame-options")).toBe("DENY");
    expect(agentsRes.headers.get("content-security-policy") ?? "").toMatch(/frame-ancestors 'none'/);
    const agents = await agentsRes.text();
    expect(agents).toContain('name="csrf"');
    const before = await http("GET", "/v1/me", { token: ws.token });
    expect(before.status).toBe(200);
    // The attacker's page posts with the victim's cookie but cannot know the CSRF token.
    const forged = new URLSearchParams({
      workspace: ws.workspaceId,
      label: "stolen",
      scope: "team:manage",
      expiry: "never",
      csrf: "guess",
    });
    const create = await b.request("POST", "/agents/tokens", forged);
    expect(create.status).toBe(403);
    expect(await create.text()).not.toMatch(/svc_live_[A-Za-z0-9_-]{43}/);
    const noCsrf = new URLSearchParams({
      workspace: ws.workspaceId,
      label: "stolen",
      scope: "team:manage",
      expiry: "never",
    });
    expect((await b.request("POST", "/agents/tokens", noCsrf)).status).toBe(403);
    // Revoking the workspace's token without the CSRF token does nothing either.
    const tokenId = /data-token-id="([^"]+)"/.exec(agents)?.[1];
    expect(tokenId).toBeTruthy();
    const revoke = await b.request(
      "POST",
      "/agents/revoke",
      new URLSearchParams({ workspace: ws.workspaceId, token: tokenId!, csrf: "guess" }),
    );
    expect(revoke.status).toBe(403);
    expect((await http("GET", "/v1/me", { token: ws.token })).status).toBe(200);
    // The session cookie is HttpOnly and SameSite.
    const cookie = signed.headers.getSetCookie().find((c) => c.startsWith("ccw_web="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import type { Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../shared/log.ts";
import { mountSignIn } from "./sign-in.ts";
import { Sessions } from "./web.ts";

/**
 * The sign-in page with a real OpenID Connect provider configured (a fake one on loopback) and with
 * the development sign-in, on a minimal in-memory stand-in for the few MongoDB calls the pages make.
 */
function fakeDb(seed: Record<string, any[]>): Db & { data: Record<string, any[]> } {
  const data: Record<string, any[]> = { ...seed };
  const matches = (doc: any, filter: any) => Object.entries(filter).every(([k, v]) => doc[k] === v);
  const coll = (name: string) => {
    data[name] ??= [];
    const docs = () => data[name];
    return {
      findOne: async (f: any) => docs().find((d) => matches(d, f)) ?? null,
      find: (f: any) => ({ toArray: async () => docs().filter((d) => matches(d, f)) }),
      insertOne: async (d: any) => {
        docs().push({ ...d });
        return { insertedId: d._id };
      },
      updateOne: async (f: any, u: any) => {
        const d = docs().find((x) => matches(x, f));
        if (d) {
          Object.assign(d, u.$set ?? {});
          for (const k of Object.keys(u.$unset ?? {})) delete d[k];
        }
        return { matchedCount: d ? 1 : 0 };
      },
      deleteOne: async (f: any) => {
        const i = docs().findIndex((d) => matches(d, f));
        if (i >= 0) docs().splice(i, 1);
        return { deletedCount: i >= 0 ? 1 : 0 };
      },
      findOneAndDelete: async (f: any) => {
        const i = docs().findIndex((d) => matches(d, f));
        return i >= 0 ? docs().splice(i, 1)[0] : null;
      },
    };
  };
  return { collection: coll, data } as any;
}

const MEMBER = "lead@brand.example";

function seed() {
  return {
    workspaces: [{ _id: "ws_1", name: "Brand", createdAt: new Date() }],
    members: [{
      _id: "ws_1:1001",
      workspaceId: "ws_1",
      memberId: 1001,
      email: MEMBER,
      active: true,
      addedAt: new Date(),
      removedAt: null,
    }],
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function cookieOf(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** What the local issuer does wrong on its next ID token (all false: a correct token). */
interface Forge {
  otherKey?: boolean;
  iss?: string;
  aud?: string;
  expired?: boolean;
  nonce?: string;
  alg?: "none";
  omit?: boolean;
  emailOnlyInUserinfo?: boolean;
  userinfoSub?: string;
}

describe("sign-in with a real OpenID Connect provider (a local issuer signing ID tokens)", () => {
  let idp: Server;
  let idpUrl = "";
  let app: Server;
  let appUrl = "";
  let db: ReturnType<typeof fakeDb>;
  let challenge = "";
  let nonce = "";
  let userEmail = MEMBER;
  let forge: Forge = {};
  let key: CryptoKey;
  let otherKey: CryptoKey;
  let jwk: Record<string, unknown>;

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256");
    key = pair.privateKey as CryptoKey;
    otherKey = (await generateKeyPair("RS256")).privateKey as CryptoKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
    idp = createServer(async (req, res) => {
      const u = new URL(req.url!, "http://x");
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (u.pathname === "/.well-known/openid-configuration") {
        return json(200, {
          issuer: idpUrl,
          authorization_endpoint: `${idpUrl}/authorize`,
          token_endpoint: `${idpUrl}/token`,
          userinfo_endpoint: `${idpUrl}/userinfo`,
          jwks_uri: `${idpUrl}/jwks`,
          id_token_signing_alg_values_supported: ["RS256"],
        });
      }
      if (u.pathname === "/jwks") return json(200, { keys: [jwk] });
      if (u.pathname === "/token") {
        let raw = "";
        for await (const c of req) raw += c;
        const p = new URLSearchParams(raw);
        const basic = Buffer.from(String(req.headers.authorization).replace(/^Basic /, ""), "base64")
          .toString();
        const verified =
          createHash("sha256").update(p.get("code_verifier") ?? "").digest("base64url") === challenge;
        if (basic !== "ccw:s3cret" || p.get("code") !== "good-code" || !verified) {
          return json(400, { error: "invalid_grant" });
        }
        const now = Math.floor(Date.now() / 1000);
        const claims: Record<string, unknown> = { sub: "u1", nonce: forge.nonce ?? nonce };
        if (!forge.emailOnlyInUserinfo) Object.assign(claims, { email: userEmail, email_verified: true });
        let idToken: string;
        if (forge.alg === "none") {
          const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
          idToken = `${enc({ alg: "none" })}.${
            enc({ ...claims, iss: idpUrl, aud: "ccw", iat: now, exp: now + 300 })
          }.`;
        } else {
          idToken = await new SignJWT(claims)
            .setProtectedHeader({ alg: "RS256", kid: "k1" })
            .setIssuer(forge.iss ?? idpUrl)
            .setAudience(forge.aud ?? "ccw")
            .setIssuedAt(forge.expired ? now - 3600 : now)
            .setExpirationTime(forge.expired ? now - 600 : now + 300)
            .sign(forge.otherKey ? otherKey : key);
        }
        return json(200, {
          access_token: "idp-at",
          token_type: "Bearer",
          ...(forge.omit ? {} : { id_token: idToken }),
        });
      }
      if (u.pathname === "/userinfo") {
        if (req.headers.authorization !== "Bearer idp-at") return json(401, {});
        return json(200, { sub: forge.userinfoSub ?? "u1", email: userEmail, email_verified: true });
      }
      json(404, {});
    });
    idpUrl = await listen(idp);
    db = fakeDb(seed());
    const e = express();
    const server = createServer(e);
    appUrl = await listen(server);
    mountSignIn(e, {
      db,
      sessions: new Sessions(db, false),
      log: createLogger("test"),
      consentUrl: appUrl,
      idp: { issuer: idpUrl, clientId: "ccw", clientSecret: "s3cret" },
    });
    app = server;
  });
  afterAll(() => {
    idp?.close();
    app?.close();
  });

  async function start(): Promise<{ cookie: string; state: string }> {
    const page = await fetch(`${appUrl}/partner/sign-in?next=%2Fagents`);
    const html = await page.text();
    expect(html).toMatch(/<form id="sign-in" method="get" action="\/partner\/sign-in\/idp">/);
    expect(html).not.toContain('name="email"');
    const go = await fetch(`${appUrl}/partner/sign-in/idp?next=%2Fagents`, { redirect: "manual" });
    expect(go.status).toBe(303);
    const to = new URL(go.headers.get("location")!);
    expect(to.origin + to.pathname).toBe(`${idpUrl}/authorize`);
    expect(to.searchParams.get("client_id")).toBe("ccw");
    expect(to.searchParams.get("redirect_uri")).toBe(`${appUrl}/partner/sign-in/callback`);
    expect(to.searchParams.get("code_challenge_method")).toBe("S256");
    challenge = to.searchParams.get("code_challenge")!;
    nonce = to.searchParams.get("nonce")!;
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    return { cookie: cookieOf(go), state: to.searchParams.get("state")! };
  }

  const signedIn = () => (db.data.web_sessions ?? []).filter((s) => s.email === MEMBER).length;

  it("a team member's verified email in a verified ID token signs in and goes on to the next page", async () => {
    userEmail = MEMBER;
    forge = {};
    const before = signedIn();
    const { cookie, state } = await start();
    const back = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/agents");
    expect(back.headers.getSetCookie().some((c) => c.startsWith("ccw_web=") && /HttpOnly/.test(c))).toBe(
      true,
    );
    expect(signedIn()).toBe(before + 1);
    // The state works once.
    const again = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(again.status).toBe(400);
  });

  it("an email only in userinfo counts when userinfo names the ID token's subject", async () => {
    userEmail = MEMBER;
    forge = { emailOnlyInUserinfo: true };
    const before = signedIn();
    const { cookie, state } = await start();
    const back = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(signedIn()).toBe(before + 1);
  });

  it.each<[string, Forge]>([
    ["signed with a key not in the issuer's JWKS", { otherKey: true }],
    ["from another issuer", { iss: "https://evil.example" }],
    ["for another audience", { aud: "someone-else" }],
    ["expired", { expired: true }],
    ["with another nonce", { nonce: "replayed-nonce-from-another-sign-in" }],
    ["unsigned (alg none)", { alg: "none" }],
    ["missing from the token response", { omit: true }],
    ["whose userinfo speaks of another subject", { emailOnlyInUserinfo: true, userinfoSub: "u2" }],
  ])("an ID token %s signs no one in", async (_what, f) => {
    userEmail = MEMBER;
    forge = f;
    const before = signedIn();
    const { cookie, state } = await start();
    const back = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(back.status).toBe(502);
    expect(back.headers.getSetCookie().some((c) => c.startsWith("ccw_web="))).toBe(false);
    expect(signedIn()).toBe(before);
  });

  it("someone who is not a team member is refused; a state from another browser is refused", async () => {
    userEmail = "stranger@else.example";
    forge = {};
    const { cookie, state } = await start();
    const r = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(r.status).toBe(403);
    const other = await start();
    const stolen = await fetch(`${appUrl}/partner/sign-in/callback?state=${other.state}&code=good-code`, {
      redirect: "manual",
    });
    expect(stolen.status).toBe(400);
  });

  it("the development sign-in is switched off", async () => {
    const r = await fetch(`${appUrl}/partner/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: MEMBER }).toString(),
      redirect: "manual",
    });
    expect(r.status).toBe(404);
  });
});

async function devApp(opts: { devSignIn: boolean; limit?: (email: string | null) => number | null }) {
  const db = fakeDb(seed());
  const e = express();
  const server = createServer(e);
  const url = await listen(server);
  mountSignIn(e, {
    db,
    sessions: new Sessions(db, true),
    log: createLogger("test"),
    consentUrl: url,
    idp: null,
    devSignIn: opts.devSignIn,
    ...(opts.limit ? { limit: async (_req, email) => opts.limit!(email) } : {}),
  });
  return { db, server, url };
}

describe("development sign-in", () => {
  it("needs the CSRF token, signs in a team member, answers a non-member the same way without signing in", async () => {
    const { db, server, url } = await devApp({ devSignIn: true });
    try {
      const page = await fetch(`${url}/partner/sign-in`);
      const cookie = cookieOf(page);
      expect(page.headers.getSetCookie()[0]).toMatch(/; Secure/);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
      const post = (body: Record<string, string>, c = cookie) =>
        fetch(`${url}/partner/sign-in`, {
          method: "POST",
          headers: { cookie: c, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(body).toString(),
          redirect: "manual",
        });
      expect((await post({ email: MEMBER })).status).toBe(403);
      const stranger = await post({ email: "nobody@x.example", csrf, next: "/agents" });
      // A new anonymous session replaced the old one, so the member's post needs a fresh page.
      expect(stranger.status).toBe(303);
      const page2 = await fetch(`${url}/partner/sign-in`, { headers: { cookie: cookieOf(stranger) } });
      expect(await page2.text()).toContain("could not be signed in");
      const page3 = await fetch(`${url}/partner/sign-in`);
      const csrf3 = /name="csrf" value="([^"]+)"/.exec(await page3.text())![1];
      const ok = await post({ email: MEMBER.toUpperCase(), csrf: csrf3, next: "/agents" }, cookieOf(page3));
      for (const r of [stranger, ok]) {
        expect(r.status).toBe(303);
        expect(r.headers.get("location")).toBe("/agents");
        expect(r.headers.getSetCookie().map((c) => c.replace(/^ccw_web=[^;]+/, "ccw_web=X"))).toEqual([
          "ccw_web=X; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure",
        ]);
      }
      expect(await stranger.text()).toBe(await ok.text());
      expect(db.data.web_sessions.filter((s) => s.email).map((s) => s.email)).toEqual([MEMBER]);
      const evil = await fetch(`${url}/partner/sign-in`);
      const csrf4 = /name="csrf" value="([^"]+)"/.exec(await evil.text())![1];
      const away = await post({ email: MEMBER, csrf: csrf4, next: "https://evil.example/" }, cookieOf(evil));
      expect(away.headers.get("location")).toBe("/agents");
    } finally {
      server.close();
    }
  });

  it("over the limit answers 429 with Retry-After before looking anyone up", async () => {
    const { db, server, url } = await devApp({
      devSignIn: true,
      limit: (email) => (email === MEMBER ? 42 : null),
    });
    try {
      const page = await fetch(`${url}/partner/sign-in`);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
      const r = await fetch(`${url}/partner/sign-in`, {
        method: "POST",
        headers: { cookie: cookieOf(page), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: MEMBER, csrf }).toString(),
        redirect: "manual",
      });
      expect(r.status).toBe(429);
      expect(r.headers.get("retry-after")).toBe("42");
      expect(db.data.web_sessions.some((s) => s.email)).toBe(false);
    } finally {
      server.close();
    }
  });

  it("switched off (no DEV_SIGN_IN, no identity provider): no form, and a post signs no one in", async () => {
    const { db, server, url } = await devApp({ devSignIn: false });
    try {
      const page = await fetch(`${url}/partner/sign-in`);
      expect(page.status).toBe(503);
      expect(await page.text()).not.toContain('name="email"');
      const r = await fetch(`${url}/partner/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: MEMBER }).toString(),
        redirect: "manual",
      });
      expect(r.status).toBe(404);
      expect((db.data.web_sessions ?? []).length).toBe(0);
    } finally {
      server.close();
    }
  });
});

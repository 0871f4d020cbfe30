import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
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
    members: [{ _id: "ws_1:1001", workspaceId: "ws_1", memberId: 1001, email: MEMBER, active: true, addedAt: new Date(), removedAt: null }],
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function cookieOf(res: Response): string {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe("sign-in with a real OpenID Connect provider", () => {
  let idp: Server;
  let idpUrl = "";
  let app: Server;
  let appUrl = "";
  let db: ReturnType<typeof fakeDb>;
  let challenge = "";
  let userEmail = MEMBER;

  beforeAll(async () => {
    idp = createServer(async (req, res) => {
      const u = new URL(req.url!, "http://x");
      const json = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (u.pathname === "/.well-known/openid-configuration") {
        return json(200, { authorization_endpoint: `${idpUrl}/authorize`, token_endpoint: `${idpUrl}/token`, userinfo_endpoint: `${idpUrl}/userinfo` });
      }
      if (u.pathname === "/token") {
        let raw = "";
        for await (const c of req) raw += c;
        const p = new URLSearchParams(raw);
        const basic = Buffer.from(String(req.headers.authorization).replace(/^Basic /, ""), "base64").toString();
        const verified = createHash("sha256").update(p.get("code_verifier") ?? "").digest("base64url") === challenge;
        if (basic !== "ccw:s3cret" || p.get("code") !== "good-code" || !verified) return json(400, { error: "invalid_grant" });
        return json(200, { access_token: "idp-at", token_type: "Bearer" });
      }
      if (u.pathname === "/userinfo") {
        if (req.headers.authorization !== "Bearer idp-at") return json(401, {});
        return json(200, { sub: "u1", email: userEmail, email_verified: true });
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
    return { cookie: cookieOf(go), state: to.searchParams.get("state")! };
  }

  it("a team member's verified email signs in and goes on to the next page", async () => {
    userEmail = MEMBER;
    const { cookie, state } = await start();
    const back = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, { headers: { cookie }, redirect: "manual" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/agents");
    expect(back.headers.getSetCookie().some((c) => c.startsWith("ccw_web=") && /HttpOnly/.test(c))).toBe(true);
    expect(db.data.web_sessions.some((s) => s.email === MEMBER)).toBe(true);
    // The state works once.
    const again = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, { headers: { cookie }, redirect: "manual" });
    expect(again.status).toBe(400);
  });

  it("someone who is not a team member is refused; a state from another browser is refused", async () => {
    userEmail = "stranger@else.example";
    const { cookie, state } = await start();
    const r = await fetch(`${appUrl}/partner/sign-in/callback?state=${state}&code=good-code`, { headers: { cookie }, redirect: "manual" });
    expect(r.status).toBe(403);
    const other = await start();
    const stolen = await fetch(`${appUrl}/partner/sign-in/callback?state=${other.state}&code=good-code`, { redirect: "manual" });
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

describe("development sign-in", () => {
  it("needs the CSRF token, signs in a team member, refuses others", async () => {
    const db = fakeDb(seed());
    const e = express();
    const server = createServer(e);
    const url = await listen(server);
    mountSignIn(e, { db, sessions: new Sessions(db, true), log: createLogger("test"), consentUrl: url, idp: null });
    try {
      const page = await fetch(`${url}/partner/sign-in`);
      const cookie = cookieOf(page);
      expect(page.headers.getSetCookie()[0]).toMatch(/; Secure/);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
      const post = (body: Record<string, string>) =>
        fetch(`${url}/partner/sign-in`, {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(body).toString(),
          redirect: "manual",
        });
      expect((await post({ email: MEMBER })).status).toBe(403);
      expect((await post({ email: "nobody@x.example", csrf })).status).toBe(401);
      const ok = await post({ email: MEMBER.toUpperCase(), csrf, next: "https://evil.example/" });
      expect(ok.status).toBe(303);
      expect(ok.headers.get("location")).toBe("/agents");
    } finally {
      server.close();
    }
  });
});

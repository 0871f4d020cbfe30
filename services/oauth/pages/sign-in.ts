import { createHash, randomBytes } from "node:crypto";
import express, { type Express, type Request, type Response } from "express";
import type { Db } from "mongodb";
import type { Logger } from "../../../shared/log.ts";
import { workspacesOf } from "../identity/workspaces.ts";
import { csrfOk, esc, safeNext, sendPage, type Sessions } from "./web.ts";

/**
 * The sign-in page at /partner/sign-in (form contract: `<form id="sign-in" method="post">` with an
 * input `email`). In the embedded default any active team member's address signs in with no password
 * (development sign-in). When OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set, that is
 * switched off and the person signs in at the OpenID Connect provider instead (authorization code +
 * PKCE; the verified email from the userinfo endpoint must be a team member's).
 */
export interface IdpConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface PagesContext {
  db: Db;
  sessions: Sessions;
  log: Logger;
  /** Where the pages live ({CONSENT_URL}); the IdP callback is registered under it. */
  consentUrl: string;
  idp: IdpConfig | null;
}

function signInForm(csrf: string, next: string, email = "", error = ""): string {
  return `<h1>Sign in</h1>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ""}
<p class="muted">Development sign-in: enter the email address of a team member of your workspace. No password is asked; a real identity provider replaces this page when one is configured.</p>
<form id="sign-in" method="post" action="/partner/sign-in">
  <input type="hidden" name="csrf" value="${esc(csrf)}">
  <input type="hidden" name="next" value="${esc(next)}">
  <label>Email <input type="email" name="email" value="${esc(email)}" required autocomplete="email" autofocus></label>
  <p><button type="submit" class="primary">Sign in</button></p>
</form>`;
}

function idpPage(next: string, issuer: string, error = ""): string {
  return `<h1>Sign in</h1>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ""}
<form id="sign-in" method="get" action="/partner/sign-in/idp">
  <input type="hidden" name="next" value="${esc(next)}">
  <p>Sign in with your company account at <code>${esc(issuer)}</code>.</p>
  <p><button type="submit" class="primary">Continue</button></p>
</form>`;
}

interface IdpMetadata {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
}

let idpMeta: { at: number; meta: IdpMetadata } | undefined;
async function discover(issuer: string): Promise<IdpMetadata> {
  if (idpMeta && Date.now() - idpMeta.at < 3600_000) return idpMeta.meta;
  const res = await fetch(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
  const meta = await res.json() as IdpMetadata;
  idpMeta = { at: Date.now(), meta };
  return meta;
}

export function mountSignIn(app: Express, ctx: PagesContext): void {
  const form = express.urlencoded({ extended: false, limit: "16kb" });

  app.get("/partner/sign-in", async (req: Request, res: Response) => {
    const next = safeNext(req.query.next);
    if (ctx.idp) return sendPage(res, 200, "Sign in", idpPage(next, ctx.idp.issuer));
    const s = await ctx.sessions.ensure(req, res);
    sendPage(res, 200, "Sign in", signInForm(s.csrf, next));
  });

  app.post("/partner/sign-in", form, async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, string>;
    const next = safeNext(body.next);
    if (ctx.idp) return sendPage(res, 404, "Sign in", idpPage(next, ctx.idp.issuer, "Development sign-in is switched off."));
    const current = await ctx.sessions.get(req);
    if (!csrfOk(current, body.csrf)) {
      const s = await ctx.sessions.ensure(req, res);
      return sendPage(res, 403, "Sign in", signInForm(s.csrf, next, body.email, "The form expired. Please try again."));
    }
    const email = String(body.email ?? "").trim().toLowerCase();
    const workspaces = email ? await workspacesOf(ctx.db, email) : [];
    if (!workspaces.length) {
      ctx.log("info", "sign-in refused: not a team member");
      return sendPage(res, 401, "Sign in", signInForm(current!.csrf, next, email, "That address is not a team member of any workspace."));
    }
    await ctx.sessions.signIn(req, res, email);
    res.redirect(303, next);
  });

  app.post("/partner/sign-out", form, async (req: Request, res: Response) => {
    const current = await ctx.sessions.get(req);
    if (csrfOk(current, (req.body ?? {}).csrf)) await ctx.sessions.signOut(req, res);
    res.redirect(303, "/partner/sign-in");
  });

  // Real identity provider: authorization code + PKCE; the state lives in the (anonymous) web session.
  app.get("/partner/sign-in/idp", async (req: Request, res: Response) => {
    if (!ctx.idp) return sendPage(res, 404, "Sign in", "<h1>Not available</h1>");
    const next = safeNext(req.query.next);
    try {
      const meta = await discover(ctx.idp.issuer);
      const s = await ctx.sessions.ensure(req, res);
      const verifier = randomBytes(32).toString("base64url");
      const state = randomBytes(16).toString("base64url");
      await ctx.db.collection("idp_states").insertOne({
        _id: state as any,
        session: s._id,
        verifier,
        next,
        expiresAt: new Date(Date.now() + 600_000),
      });
      const u = new URL(meta.authorization_endpoint);
      u.searchParams.set("response_type", "code");
      u.searchParams.set("client_id", ctx.idp.clientId);
      u.searchParams.set("redirect_uri", `${ctx.consentUrl}/partner/sign-in/callback`);
      u.searchParams.set("scope", "openid email");
      u.searchParams.set("state", state);
      u.searchParams.set("code_challenge", createHash("sha256").update(verifier).digest("base64url"));
      u.searchParams.set("code_challenge_method", "S256");
      res.redirect(303, u.toString());
    } catch (e) {
      ctx.log("warn", "identity provider unreachable", { err: String(e) });
      sendPage(res, 502, "Sign in", idpPage(next, ctx.idp.issuer, "The identity provider could not be reached. Try again shortly."));
    }
  });

  app.get("/partner/sign-in/callback", async (req: Request, res: Response) => {
    if (!ctx.idp) return sendPage(res, 404, "Sign in", "<h1>Not available</h1>");
    const state = typeof req.query.state === "string" ? req.query.state : "";
    const code = typeof req.query.code === "string" ? req.query.code : "";
    const s = await ctx.sessions.get(req);
    const saved = state ? await ctx.db.collection("idp_states").findOneAndDelete({ _id: state as any }) : null;
    if (!s || !saved || saved.session !== s._id || (saved.expiresAt as Date).getTime() < Date.now() || !code) {
      return sendPage(res, 400, "Sign in", idpPage("/agents", ctx.idp.issuer, "The sign-in did not complete. Please start again."));
    }
    try {
      const meta = await discover(ctx.idp.issuer);
      const tok = await fetch(meta.token_endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${btoa(`${encodeURIComponent(ctx.idp.clientId)}:${encodeURIComponent(ctx.idp.clientSecret)}`)}`,
        },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: `${ctx.consentUrl}/partner/sign-in/callback`,
          code_verifier: String(saved.verifier),
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!tok.ok) throw new Error(`token endpoint answered ${tok.status}`);
      const { access_token } = await tok.json() as { access_token: string };
      const ui = await fetch(meta.userinfo_endpoint, { headers: { authorization: `Bearer ${access_token}` }, signal: AbortSignal.timeout(5000) });
      if (!ui.ok) throw new Error(`userinfo answered ${ui.status}`);
      const info = await ui.json() as { email?: string; email_verified?: boolean };
      const email = (info.email ?? "").toLowerCase();
      if (!email || info.email_verified === false) throw new Error("no verified email");
      if (!(await workspacesOf(ctx.db, email)).length) {
        return sendPage(res, 403, "Sign in", idpPage(String(saved.next), ctx.idp.issuer, "Your account is not a team member of any workspace."));
      }
      await ctx.sessions.signIn(req, res, email);
      res.redirect(303, safeNext(saved.next));
    } catch (e) {
      ctx.log("warn", "identity provider sign-in failed", { err: String(e) });
      sendPage(res, 502, "Sign in", idpPage(String(saved.next), ctx.idp.issuer, "The sign-in did not complete. Please start again."));
    }
  });
}

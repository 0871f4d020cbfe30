import { createHash, randomBytes } from "node:crypto";
import express, { type Express, type Request, type Response } from "express";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import type { Db } from "mongodb";
import type { Logger } from "../../../shared/log.ts";
import { IdentityStore } from "../store.ts";
import type { IdpConfig } from "../sign-in-mode.ts";
import { csrfOk, esc, safeNext, sendPage, type Sessions } from "./web.ts";

export type { IdpConfig };

/**
 * The sign-in page at /partner/sign-in (form contract: `<form id="sign-in" method="post">` with an
 * input `email`). Which sign-in runs is decided at start (../sign-in-mode.ts):
 * - a real OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET): authorization
 *   code + PKCE + nonce; the ID token is verified against the issuer's JWKS (signature, iss, aud, exp,
 *   nonce) and its verified email must be a team member's;
 * - the password-free development sign-in (DEV_SIGN_IN on a loopback BASE_URL only): any active team
 *   member's address;
 * - neither: the page says sign-in is not configured.
 * Sign-in posts are rate limited per client address and per email, and a member and a non-member get
 * the same answer (303 to `next` with a fresh session cookie).
 */
/** A sign-in at the identity provider in flight: bound to the browser's session, its PKCE verifier and nonce. */
interface IdpState {
  _id: string;
  session: string;
  verifier: string;
  nonce: string;
  next: string;
  expiresAt: Date;
}

export interface PagesContext {
  db: Db;
  sessions: Sessions;
  log: Logger;
  /** Where the pages live ({CONSENT_URL}); the IdP callback is registered under it. */
  consentUrl: string;
  idp: IdpConfig | null;
  /** The password-free development sign-in (loopback BASE_URL and DEV_SIGN_IN only). */
  devSignIn?: boolean;
  /** Rate limit of sign-in attempts (per client address and per email); none when absent. */
  limit?: SignInLimiter;
}

export interface SignInLimiter {
  /** `retryAfter` in seconds when over the limit, else null. */
  (req: Request, email: string | null): Promise<number | null>;
}

function signInForm(csrf: string, next: string, email = "", error = ""): string {
  return `<h1>Sign in</h1>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ""}
<p class="muted">Development sign-in (this server runs on a loopback address with DEV_SIGN_IN): enter the email address of a team member of your workspace. No password is asked; a deployment uses a real identity provider instead.</p>
<form id="sign-in" method="post" action="/partner/sign-in">
  <input type="hidden" name="csrf" value="${esc(csrf)}">
  <input type="hidden" name="next" value="${esc(next)}">
  <label>Email <input type="email" name="email" value="${
    esc(email)
  }" required autocomplete="email" autofocus></label>
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

const NOT_CONFIGURED = `<h1>Sign-in is not configured</h1>
<p>This server has no identity provider (<code>OIDC_ISSUER</code>, <code>OIDC_CLIENT_ID</code>, <code>OIDC_CLIENT_SECRET</code>) and the development sign-in is off.</p>`;

/** Said after a development sign-in that did not sign anyone in: the same for every reason. */
const NOT_SIGNED_IN = "That address could not be signed in. Check it and try again.";

interface IdpMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
}

let idpMeta: { issuer: string; at: number; meta: IdpMetadata } | undefined;
const jwksByUri = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** OpenID Connect discovery; the document's `issuer` must be the configured one (OIDC Discovery 4.3). */
async function discover(issuer: string): Promise<IdpMetadata> {
  if (idpMeta && idpMeta.issuer === issuer && Date.now() - idpMeta.at < 3600_000) return idpMeta.meta;
  const res = await fetch(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
    redirect: "error",
  });
  if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
  const meta = await res.json() as IdpMetadata;
  if (typeof meta.issuer !== "string" || meta.issuer.replace(/\/+$/, "") !== issuer.replace(/\/+$/, "")) {
    throw new Error("OIDC discovery names another issuer");
  }
  for (const k of ["authorization_endpoint", "token_endpoint", "jwks_uri"] as const) {
    if (typeof meta[k] !== "string") throw new Error(`OIDC discovery lacks ${k}`);
  }
  idpMeta = { issuer, at: Date.now(), meta };
  return meta;
}

/**
 * The ID token as OpenID Connect Core 3.1.3.7 asks: signed by a key of the issuer's JWKS (no `none`,
 * no HMAC), `iss` = the issuer, `aud` holds our client id (and `azp` is ours when there are several),
 * not expired (60 s skew), `nonce` = the one this browser's sign-in sent.
 */
export async function verifyIdToken(
  idToken: string,
  meta: IdpMetadata,
  clientId: string,
  nonce: string,
): Promise<JWTPayload> {
  let jwks = jwksByUri.get(meta.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    jwksByUri.set(meta.jwks_uri, jwks);
  }
  const advertised = (meta.id_token_signing_alg_values_supported ?? ["RS256"]).filter((a) =>
    a !== "none" && !a.startsWith("HS")
  );
  const { payload } = await jwtVerify(idToken, jwks, {
    issuer: meta.issuer,
    audience: clientId,
    algorithms: advertised.length ? advertised : ["RS256"],
    clockTolerance: 60,
    requiredClaims: ["sub", "exp", "iat", "nonce"],
  });
  if (payload.nonce !== nonce) throw new Error("ID token nonce does not match");
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
    throw new Error("ID token azp is not ours");
  }
  return payload;
}

export function mountSignIn(app: Express, ctx: PagesContext): void {
  const form = express.urlencoded({ extended: false, limit: "16kb" });
  const tooMany = (res: Response, retryAfter: number) =>
    sendPage(
      res,
      429,
      "Sign in",
      `<h1>Too many sign-in attempts</h1><p>Please wait ${esc(retryAfter)} seconds and try again.</p>`,
      {
        "Retry-After": String(retryAfter),
      },
    );

  app.get("/partner/sign-in", async (req: Request, res: Response) => {
    const next = safeNext(req.query.next);
    if (ctx.idp) return sendPage(res, 200, "Sign in", idpPage(next, ctx.idp.issuer));
    if (!ctx.devSignIn) return sendPage(res, 503, "Sign in", NOT_CONFIGURED);
    const s = await ctx.sessions.ensure(req, res);
    const notice = s.notice ? await ctx.sessions.takeNotice(s) : "";
    sendPage(res, 200, "Sign in", signInForm(s.csrf, next, "", notice));
  });

  app.post(
    "/partner/sign-in",
    async (req: Request, res: Response, nextFn) => {
      // Every attempt counts against the client address before anything is read or looked up.
      const wait = ctx.limit ? await ctx.limit(req, null) : null;
      if (wait !== null) return tooMany(res, wait);
      nextFn();
    },
    form,
    async (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, string>;
      const next = safeNext(body.next);
      if (ctx.idp) {
        return sendPage(
          res,
          404,
          "Sign in",
          idpPage(next, ctx.idp.issuer, "Development sign-in is switched off."),
        );
      }
      if (!ctx.devSignIn) return sendPage(res, 404, "Sign in", NOT_CONFIGURED);
      const current = await ctx.sessions.get(req);
      if (!csrfOk(current, body.csrf)) {
        const s = await ctx.sessions.ensure(req, res);
        return sendPage(
          res,
          403,
          "Sign in",
          signInForm(s.csrf, next, "", "The form expired. Please try again."),
        );
      }
      const email = String(body.email ?? "").trim().toLowerCase().slice(0, 320);
      const wait = ctx.limit && email ? await ctx.limit(req, email) : null;
      if (wait !== null) return tooMany(res, wait);
      const workspaces = email ? await new IdentityStore(ctx.db).workspacesOf(email) : [];
      // A member and a non-member get the same answer: a new session cookie and 303 to `next`. Only a
      // member's session is signed in; the other carries a neutral notice for the sign-in page.
      if (workspaces.length) {
        await ctx.sessions.signIn(req, res, email);
      } else {
        ctx.log("info", "sign-in refused: not a team member");
        await ctx.sessions.renew(req, res, NOT_SIGNED_IN);
      }
      res.redirect(303, next);
    },
  );

  app.post("/partner/sign-out", form, async (req: Request, res: Response) => {
    const current = await ctx.sessions.get(req);
    if (csrfOk(current, (req.body ?? {}).csrf)) await ctx.sessions.signOut(req, res);
    res.redirect(303, "/partner/sign-in");
  });

  // Real identity provider: authorization code + PKCE + nonce; the state lives in the (anonymous) web session.
  app.get("/partner/sign-in/idp", async (req: Request, res: Response) => {
    if (!ctx.idp) return sendPage(res, 404, "Sign in", "<h1>Not available</h1>");
    const next = safeNext(req.query.next);
    const wait = ctx.limit ? await ctx.limit(req, null) : null;
    if (wait !== null) return tooMany(res, wait);
    try {
      const meta = await discover(ctx.idp.issuer);
      const s = await ctx.sessions.ensure(req, res);
      const verifier = randomBytes(32).toString("base64url");
      const state = randomBytes(16).toString("base64url");
      const nonce = randomBytes(16).toString("base64url");
      await ctx.db.collection<IdpState>("idp_states").insertOne({
        _id: state,
        session: s._id,
        verifier,
        nonce,
        next,
        expiresAt: new Date(Date.now() + 600_000),
      });
      const u = new URL(meta.authorization_endpoint);
      u.searchParams.set("response_type", "code");
      u.searchParams.set("client_id", ctx.idp.clientId);
      u.searchParams.set("redirect_uri", `${ctx.consentUrl}/partner/sign-in/callback`);
      u.searchParams.set("scope", "openid email");
      u.searchParams.set("state", state);
      u.searchParams.set("nonce", nonce);
      u.searchParams.set("code_challenge", createHash("sha256").update(verifier).digest("base64url"));
      u.searchParams.set("code_challenge_method", "S256");
      res.redirect(303, u.toString());
    } catch (e) {
      ctx.log("warn", "identity provider unreachable", { err: String(e) });
      sendPage(
        res,
        502,
        "Sign in",
        idpPage(next, ctx.idp.issuer, "The identity provider could not be reached. Try again shortly."),
      );
    }
  });

  app.get("/partner/sign-in/callback", async (req: Request, res: Response) => {
    if (!ctx.idp) return sendPage(res, 404, "Sign in", "<h1>Not available</h1>");
    const state = typeof req.query.state === "string" ? req.query.state : "";
    const code = typeof req.query.code === "string" ? req.query.code : "";
    const s = await ctx.sessions.get(req);
    const saved = state
      ? await ctx.db.collection<IdpState>("idp_states").findOneAndDelete({ _id: state })
      : null;
    if (
      !s || !saved || saved.session !== s._id || (saved.expiresAt as Date).getTime() < Date.now() || !code
    ) {
      return sendPage(
        res,
        400,
        "Sign in",
        idpPage("/agents", ctx.idp.issuer, "The sign-in did not complete. Please start again."),
      );
    }
    try {
      const meta = await discover(ctx.idp.issuer);
      const tok = await fetch(meta.token_endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${
            btoa(`${encodeURIComponent(ctx.idp.clientId)}:${encodeURIComponent(ctx.idp.clientSecret)}`)
          }`,
        },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: `${ctx.consentUrl}/partner/sign-in/callback`,
          code_verifier: String(saved.verifier),
        }),
        signal: AbortSignal.timeout(5000),
        redirect: "error",
      });
      if (!tok.ok) throw new Error(`token endpoint answered ${tok.status}`);
      const { access_token, id_token } = await tok.json() as { access_token?: string; id_token?: string };
      if (typeof id_token !== "string") throw new Error("no ID token in the token response");
      const claims = await verifyIdToken(id_token, meta, ctx.idp.clientId, String(saved.nonce));
      let email = typeof claims.email === "string" ? claims.email : "";
      let verified = claims.email_verified;
      if (!email && meta.userinfo_endpoint && access_token) {
        // The email is not in the ID token: ask userinfo, which must speak of the same subject.
        const ui = await fetch(meta.userinfo_endpoint, {
          headers: { authorization: `Bearer ${access_token}` },
          signal: AbortSignal.timeout(5000),
          redirect: "error",
        });
        if (!ui.ok) throw new Error(`userinfo answered ${ui.status}`);
        const info = await ui.json() as { sub?: string; email?: string; email_verified?: boolean };
        if (info.sub !== claims.sub) throw new Error("userinfo names another subject");
        email = info.email ?? "";
        verified = info.email_verified;
      }
      email = email.toLowerCase();
      if (!email || verified === false) throw new Error("no verified email");
      if (!(await new IdentityStore(ctx.db).workspacesOf(email)).length) {
        return sendPage(
          res,
          403,
          "Sign in",
          idpPage(String(saved.next), ctx.idp.issuer, "Your account is not a team member of any workspace."),
        );
      }
      await ctx.sessions.signIn(req, res, email);
      res.redirect(303, safeNext(saved.next));
    } catch (e) {
      ctx.log("warn", "identity provider sign-in failed", {
        err: e instanceof Error ? e.message : String(e),
      });
      sendPage(
        res,
        502,
        "Sign in",
        idpPage(String(saved.next), ctx.idp.issuer, "The sign-in did not complete. Please start again."),
      );
    }
  });
}

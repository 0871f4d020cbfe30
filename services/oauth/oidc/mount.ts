import express, { type NextFunction, type Request, type Response } from "express";
import type { Runtime } from "../../../shared/service-kit/index.ts";
import { ensureIndexes } from "../../../shared/mongo.ts";
import { READ_SCOPES, SCOPES } from "../../../shared/scopes.ts";
import { mountAgents } from "../pages/agents.ts";
import { mountConsent } from "../pages/consent.ts";
import { mountSignIn, type SignInLimiter } from "../pages/sign-in.ts";
import { isLoopbackUrl, type SignInMode } from "../sign-in-mode.ts";
import { esc, sendPage, Sessions, webIndexes } from "../pages/web.ts";
import { oidcIndexes } from "./adapter.ts";
import { consentIndexes } from "./consents.ts";
import { jsonErrors } from "./errors.ts";
import { buildProvider } from "./provider.ts";
import { clientIp, hit, rateIndexes } from "./rate-limit.ts";

/**
 * Mounts the OAuth 2.1 authorization server (oidc-provider), the protected-resource metadata, the
 * per-IP / per-client rate limits of spec 8 and the sign-in, consent and agents pages (issue 9).
 * See README.md beside this folder.
 */
export const OAUTH_PER_IP_PER_MINUTE = 60;
export const TOKEN_PER_CLIENT_PER_MINUTE = 30;
/** Sign-in attempts (posts of the sign-in form, hops to the identity provider) per client address. */
export const SIGN_IN_PER_IP_PER_MINUTE = 30;
/** Development sign-in attempts per email address, whatever address they come from. */
export const SIGN_IN_PER_EMAIL_PER_MINUTE = 10;

export async function mountOAuth(app: express.Express, rt: Runtime, signIn: SignInMode): Promise<void> {
  await ensureIndexes(rt.db, [...oidcIndexes, ...rateIndexes, ...webIndexes, ...consentIndexes, {
    collection: "idp_states",
    key: { expiresAt: 1 },
    expireAfterSeconds: 0,
  }]);
  const baseUrl = rt.env.baseUrl.replace(/\/+$/, "");
  const consentUrl = rt.env.consentUrl.replace(/\/+$/, "");
  const resource = `${baseUrl}/mcp`;
  const development = baseUrl.startsWith("http:") && isLoopbackUrl(baseUrl);
  const provider = buildProvider(rt, { baseUrl, consentUrl, resource, development });
  const callback = provider.callback();
  const sessions = new Sessions(rt.db, baseUrl.startsWith("https:"));
  const idp = signIn.kind === "idp" ? signIn.idp : null;
  const signInLimit: SignInLimiter = async (req, email) => {
    try {
      const r = email
        ? await hit(rt.db, "sign-in-email", email, SIGN_IN_PER_EMAIL_PER_MINUTE)
        : await hit(rt.db, "sign-in-ip", clientIp(req, rt.env.internalSecret), SIGN_IN_PER_IP_PER_MINUTE);
      return r.ok ? null : r.retryAfter;
    } catch (e) {
      rt.log("warn", "rate limit store unavailable", { err: String(e) });
      return null;
    }
  };
  const pages = {
    db: rt.db,
    sessions,
    log: rt.log.child({ part: "pages" }),
    consentUrl,
    idp,
    devSignIn: signIn.kind === "development",
    limit: signInLimit,
  };

  // Protected resource metadata (RFC 9728), at the path-suffixed and the plain location.
  const prm = (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.json({
      resource,
      authorization_servers: [baseUrl],
      // All seven: clients ask for every scope listed here, and the consent page then offers the
      // action scopes unticked, so nothing is granted that the person does not tick.
      scopes_supported: [...SCOPES],
      bearer_methods_supported: ["header"],
      resource_name: "Creator Campaign Workspace",
    });
  };
  app.get("/.well-known/oauth-protected-resource/mcp", prm);
  app.get("/.well-known/oauth-protected-resource", prm);

  // Rate limits (spec 8): 60/min per IP on register, authorize and token; 30/min per client_id on token.
  const limited = (res: Response, retryAfter: number, html: boolean) => {
    res.setHeader("Retry-After", String(retryAfter));
    if (html) {
      return sendPage(
        res,
        429,
        "Too many requests",
        `<h1>Too many sign-in attempts</h1><p>Please wait ${esc(retryAfter)} seconds and try again.</p>`,
      );
    }
    res.status(429).json({ error: "slow_down" });
  };
  const perIp =
    (bucket: string, html: boolean) => async (req: Request, res: Response, next: NextFunction) => {
      try {
        const r = await hit(rt.db, bucket, clientIp(req, rt.env.internalSecret), OAUTH_PER_IP_PER_MINUTE);
        if (!r.ok) return limited(res, r.retryAfter, html);
      } catch (e) {
        rt.log("warn", "rate limit store unavailable", { err: String(e) });
      }
      next();
    };
  app.post("/oauth/register", perIp("register", false));
  app.all("/oauth/authorize", perIp("authorize", true));
  app.post("/oauth/token", perIp("token", false));

  // Bodies the provider should see already parsed (it reads req.body when the stream is consumed).
  app.post("/oauth/register", express.json({ limit: "32kb", type: () => true }));
  app.post(
    "/oauth/token",
    express.urlencoded({ extended: false, limit: "16kb" }),
    async (req: Request, res: Response, next: NextFunction) => {
      let clientId = typeof req.body?.client_id === "string" ? req.body.client_id : undefined;
      const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "");
      if (!clientId && basic) {
        clientId = decodeURIComponent(
          Buffer.from(basic[1], "base64").toString("utf8").split(":")[0] ?? "",
        );
      }
      if (clientId) {
        try {
          const r = await hit(rt.db, "token-client", clientId.slice(0, 2048), TOKEN_PER_CLIENT_PER_MINUTE);
          if (!r.ok) return limited(res, r.retryAfter, false);
        } catch (e) {
          rt.log("warn", "rate limit store unavailable", { err: String(e) });
        }
      }
      next();
    },
  );

  // Response modes: only what discovery advertises (`query`); fragment, form_post and JWT modes are
  // refused before the provider would use them (#16). POST bodies are parsed here for that check.
  app.post("/oauth/authorize", express.urlencoded({ extended: false, limit: "16kb" }));
  app.all("/oauth/authorize", (req: Request, res: Response, next: NextFunction) => {
    const given = [req.query.response_mode, (req.body ?? {}).response_mode].filter((v) => v !== undefined);
    if (given.some((v) => v !== "query")) {
      return sendPage(
        res,
        400,
        "Sign-in error",
        `<h1>This sign-in request cannot continue</h1><p><code>invalid_request</code></p><p>response_mode: only <code>query</code> is supported here.</p>`,
      );
    }
    next();
  });

  // No scope of ours asked for: the request asks for the three read scopes (spec 5.3).
  app.get("/oauth/authorize", (req: Request, _res: Response, next: NextFunction) => {
    const u = new URL(req.originalUrl, "http://x");
    const asked = (u.searchParams.get("scope") ?? "").split(/\s+/).filter(Boolean);
    if (!asked.some((s) => (SCOPES as readonly string[]).includes(s))) {
      u.searchParams.set("scope", [...asked, ...READ_SCOPES].join(" "));
      req.url = req.originalUrl = `${u.pathname}?${u.searchParams.toString()}`;
    }
    next();
  });

  // Every URL the provider builds (metadata, redirects) comes from BASE_URL, never from the request's
  // Host or X-Forwarded-* (#16): a forged header cannot point the metadata at another host.
  const base = new URL(baseUrl);
  const toProvider = (req: Request, res: Response) => {
    req.url = req.originalUrl;
    (req as Request & { baseUrl: string }).baseUrl = "";
    req.headers.host = base.host;
    req.headers["x-forwarded-host"] = base.host;
    req.headers["x-forwarded-proto"] = base.protocol.replace(/:$/, "");
    delete req.headers.forwarded;
    callback(req, res);
  };
  app.use("/oauth", toProvider);
  app.get("/.well-known/oauth-authorization-server", toProvider);
  app.get("/.well-known/openid-configuration", toProvider);

  mountSignIn(app, pages);
  mountConsent(app, { ...pages, provider, resource });
  mountAgents(app, { ...pages, outbox: rt.outbox });

  app.get("/partner", (_req: Request, res: Response) => res.redirect(303, "/agents"));
  // Last: body-parser and framework errors of every route above answer JSON, never a stack page (#16).
  app.use(jsonErrors(rt.log.child({ part: "errors" })));
  rt.log("info", "oauth mounted", {
    issuer: baseUrl,
    resource,
    consent: `${consentUrl}/partner/connect`,
    signIn: idp
      ? idp.issuer
      : signIn.kind === "development"
      ? "development sign-in (loopback, DEV_SIGN_IN)"
      : "none configured",
  });
}

import { createHmac } from "node:crypto";
import Provider, { errors } from "oidc-provider";
import type { Runtime } from "../../../shared/service-kit/index.ts";
import { SCOPES } from "../../../shared/scopes.ts";
import { IdentityStore } from "../store.ts";
import type { OidcContext, OidcProvider } from "./types.ts";
import { esc, layout } from "../pages/web.ts";
import { mongoAdapter } from "./adapter.ts";
import { consents } from "./consents.ts";
import { insecureRedirectUris, normaliseClientMetadata, safeFetch } from "./clients.ts";

/**
 * The OAuth 2.1 authorization server (spec 5.3) on oidc-provider: issuer = BASE_URL; endpoints
 * /oauth/authorize, /oauth/token, /oauth/register; public clients only; PKCE S256 required; exact
 * redirect URIs (loopback ports excepted, RFC 8252); `iss` in every authorization response; the only
 * resource is {BASE_URL}/mcp (any other is invalid_target); no refresh tokens. The access token the
 * client receives is ours (`svc_live_...`, minted from the consent), not oidc-provider's.
 */
export interface OidcOptions {
  baseUrl: string;
  consentUrl: string;
  resource: string;
  /** http://127.0.0.1 / localhost base URL: development mode. */
  development: boolean;
}

function derivedKey(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`oidc:${purpose}`).digest("base64url");
}

export function buildProvider(rt: Runtime, o: OidcOptions): OidcProvider {
  const db = rt.db;
  const Adapter = mongoAdapter(db, async (grantId) => {
    // A replayed authorization code: oidc-provider revokes the grant's tokens; ours goes with them.
    const c = await consents(db).findOne({ _id: grantId });
    if (c?.tokenId && c.tokenId !== "pending") {
      await new IdentityStore(db).revokeToken(rt, c.workspaceId, c.tokenId);
      rt.log("warn", "authorization code replayed: token revoked", {
        workspaceId: c.workspaceId,
        tokenId: c.tokenId,
      });
    }
  });

  const provider: OidcProvider = new Provider(o.baseUrl, {
    adapter: Adapter,
    clients: [],
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub }) }),
    routes: {
      authorization: "/oauth/authorize",
      token: "/oauth/token",
      registration: "/oauth/register",
      jwks: "/oauth/jwks",
      userinfo: "/oauth/userinfo",
      end_session: "/oauth/session/end",
      pushed_authorization_request: "/oauth/par",
      revocation: "/oauth/revoke",
      introspection: "/oauth/introspect",
      code_verification: "/oauth/device",
      device_authorization: "/oauth/device/auth",
      backchannel_authentication: "/oauth/backchannel",
      challenge: "/oauth/challenge",
      credential: "/oauth/credential",
    },
    scopes: ["openid"],
    claims: { openid: ["sub"] },
    responseTypes: ["code"],
    clientAuthMethods: ["none"],
    clientDefaults: {
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    },
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    issueRefreshToken: () => false,
    // Every authorization asks the person again (the consent picks workspace, scopes and expiry): only
    // the grant of this very interaction's consent counts, never one remembered in the session.
    loadExistingGrant: async (ctx: OidcContext) => {
      const grantId = ctx.oidc?.result?.consent?.grantId;
      return grantId ? await ctx.oidc!.provider.Grant.find(grantId) : undefined;
    },
    cookies: {
      keys: [derivedKey(rt.env.internalSecret, "cookies")],
      long: { httpOnly: true, sameSite: "lax", signed: true },
      short: { httpOnly: true, sameSite: "lax", signed: true },
    },
    ttl: {
      AccessToken: 60,
      AuthorizationCode: 60,
      ClientCredentials: 60,
      IdToken: 60,
      Grant: 600,
      Interaction: 900,
      Session: 3600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${o.consentUrl}/partner/connect?uid=${encodeURIComponent(interaction.uid)}`,
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      registration: { enabled: true, initialAccessToken: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => o.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resourceIndicator: string) => {
          if (resourceIndicator !== o.resource) {
            throw new errors.InvalidTarget(`the only resource here is ${o.resource}`);
          }
          return {
            scope: SCOPES.join(" "),
            audience: o.resource,
            accessTokenFormat: "opaque",
            accessTokenTTL: 60,
          };
        },
      },
      clientIdMetadataDocument: {
        enabled: true,
        ack: "draft-02",
        allowFetch: (_ctx: unknown, clientId: string) => clientId.length <= 2048,
        cacheDuration: { min: 60, max: 3600 },
      },
    },
    extraClientMetadata: {
      properties: [],
    },
    fetch: (url: string | URL, init: RequestInit) => safeFetch(url, init, { development: o.development }),
    clientBasedCORS: () => true,
    renderError: (ctx: OidcContext, out: Record<string, string>) => {
      ctx.type = "html";
      ctx.set("X-Frame-Options", "DENY");
      ctx.set(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      );
      ctx.set("Cache-Control", "no-store");
      ctx.body = layout(
        "Sign-in error",
        `<h1>This sign-in request cannot continue</h1><p><code>${esc(out.error)}</code></p><p>${
          esc(out.error_description ?? "")
        }</p><p class="muted">Start the connection again from your app.</p>`,
      );
    },
  });
  provider.proxy = true;

  provider.use(async (ctx, next) => {
    // Registration bodies as real MCP clients send them (refresh grant, scope, secrets, custom schemes).
    if (
      ctx.method === "POST" && ctx.path === "/oauth/register" && ctx.req.body &&
      typeof ctx.req.body === "object"
    ) {
      const bad = insecureRedirectUris(ctx.req.body.redirect_uris);
      if (bad.length) {
        ctx.status = 400;
        ctx.body = {
          error: "invalid_redirect_uri",
          error_description: `redirect_uris: plain http is allowed for loopback hosts only (${
            bad[0].slice(0, 200)
          })`,
        };
        ctx.set("Cache-Control", "no-store");
        return;
      }
      ctx.req.body = normaliseClientMetadata(ctx.req.body);
    }
    await next();
    const route = ctx.oidc?.route;
    const body = ctx.body && typeof ctx.body === "object" ? ctx.body as Record<string, unknown> : undefined;
    if (route === "discovery" && ctx.status === 200 && body) {
      Object.assign(body, {
        scopes_supported: [...SCOPES],
        grant_types_supported: ["authorization_code"],
        response_types_supported: ["code"],
        response_modes_supported: ["query"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["none"],
        authorization_response_iss_parameter_supported: true,
        client_id_metadata_document_supported: true,
      });
      for (const k of Object.keys(body)) {
        if (/^(claims|claim_types|id_token|userinfo|request_object|subject_types)/.test(k)) {
          delete body[k];
        }
      }
      // Built from BASE_URL only (mount.ts pins host and proto), so shared caches may keep it.
      ctx.set("Cache-Control", "public, max-age=300");
    }
    if (route === "token" && ctx.status === 200 && body?.access_token) await answerWithOurToken(ctx, rt);
  });

  provider.on(
    "server_error",
    (_ctx: unknown, err: Error) => rt.log("error", "oidc server_error", { err: err.stack ?? err.message }),
  );
  return provider;
}

/** Replaces oidc-provider's access token by ours, minted from what the person chose on consent. */
async function answerWithOurToken(ctx: OidcContext, rt: Runtime): Promise<void> {
  const at = ctx.oidc?.entities?.AccessToken;
  const grantId: string | undefined = at?.grantId ?? ctx.oidc?.entities?.Grant?.jti;
  const fail = async (status: number, error: string, description: string) => {
    await at?.destroy().catch(() => {});
    ctx.status = status;
    ctx.body = { error, error_description: description };
  };
  if (!grantId) return await fail(400, "invalid_grant", "no grant behind this code");
  const claimed = await consents(rt.db).findOneAndUpdate({ _id: grantId, tokenId: null }, {
    $set: { tokenId: "pending" },
  }, { returnDocument: "after" });
  if (!claimed) {
    return await fail(400, "invalid_grant", "the consent behind this code was already used or has expired");
  }
  // At the limit, a client signing the same person in again replaces its oldest token there (the
  // consent page said so): revoked like any other revocation (ccw.token.revoked), then minted.
  const room = await new IdentityStore(rt.db).roomForConnection(
    claimed.workspaceId,
    claimed.memberId,
    claimed.clientId,
  );
  if (room.kind === "replaces") {
    await new IdentityStore(rt.db).revokeToken(rt, claimed.workspaceId, room.token._id);
    rt.log("info", "sign-in replaced the client's oldest token", {
      workspaceId: claimed.workspaceId,
      tokenId: room.token._id,
      clientId: claimed.clientId,
    });
  }
  let minted;
  try {
    minted = await new IdentityStore(rt.db).mintToken({
      workspaceId: claimed.workspaceId,
      memberId: claimed.memberId,
      label: claimed.app,
      scopes: claimed.scopes,
      expiry: claimed.expiry,
      kind: "oauth",
      app: claimed.app,
      clientId: claimed.clientId,
      argument: "workspace",
    });
  } catch (e) {
    await consents(rt.db).updateOne({ _id: grantId }, { $set: { tokenId: "failed" } });
    return await fail(
      400,
      "invalid_request",
      e instanceof Error ? e.message : "the token could not be issued",
    );
  }
  await consents(rt.db).updateOne({ _id: grantId }, { $set: { tokenId: minted.doc._id } });
  await at?.destroy().catch(() => {});
  const body: Record<string, unknown> = {
    access_token: minted.raw,
    token_type: "Bearer",
    scope: claimed.scopes.join(" "),
  };
  if (minted.doc.expiresAt) {
    body.expires_in = Math.floor((minted.doc.expiresAt.getTime() - Date.now()) / 1000);
  }
  ctx.body = body;
  ctx.set("Cache-Control", "no-store");
  rt.log("info", "oauth token issued", {
    workspaceId: claimed.workspaceId,
    tokenId: minted.doc._id,
    app: claimed.app,
    scopes: claimed.scopes,
  });
}

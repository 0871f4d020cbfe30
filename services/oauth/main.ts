import process from "node:process";
import { createLogger } from "../../shared/log.ts";
import { consume } from "../../shared/nats.ts";
import { startService } from "../../shared/service-kit/index.ts";
import { actionIndexes, insertActions } from "./identity/actions.ts";
import { setupCodeIndexes } from "./identity/setup-codes.ts";
import { tokenIndexes, useInvalidator } from "./identity/tokens.ts";
import { DEFAULT_TOKEN_CACHE_TTL_MS, TokenInvalidator } from "../../shared/token-invalidation.ts";
import { workspaceIndexes } from "./identity/workspaces.ts";
import { internal, ops, tools } from "./routes.ts";
import { mountOAuth } from "./oidc/mount.ts";
import { type SignInMode, signInMode, StartupRefusal } from "./sign-in-mode.ts";

// Secure by default or not at all (sign-in-mode.ts): decided before anything is connected.
let signIn: SignInMode;
try {
  signIn = signInMode({
    baseUrl: process.env.BASE_URL || "http://127.0.0.1:8080",
    oidcIssuer: process.env.OIDC_ISSUER,
    oidcClientId: process.env.OIDC_CLIENT_ID,
    oidcClientSecret: process.env.OIDC_CLIENT_SECRET,
    devSignIn: process.env.DEV_SIGN_IN,
  });
} catch (e) {
  if (!(e instanceof StartupRefusal)) throw e;
  createLogger("oauth")("error", `refusing to start: ${e.message}`);
  process.exit(78); // EX_CONFIG
}

// Identity: workspaces, member projection, tokens, setup codes, the action history; plus the OAuth 2.1
// server, sign-in/consent/agents pages (oidc/).
await startService({
  name: "oauth",
  tools,
  ops,
  internal,
  indexes: [...tokenIndexes, ...setupCodeIndexes, ...workspaceIndexes, ...actionIndexes],
  actionSink: (rt) => (entries) => insertActions(rt.db, entries),
  mount: (app, rt) => mountOAuth(app, rt, signIn),
  async onStart(rt) {
    const ttl = Number(process.env.TOKEN_CACHE_TTL_MS || DEFAULT_TOKEN_CACHE_TTL_MS);
    useInvalidator(new TokenInvalidator(rt.nc, rt.env.dbPrefix, ttl).start());
    // Every other service's action history, in batches (shared/service-kit/action-recorder.ts).
    await consume(rt.nc, rt.db, "oauth-actions", ["ccw.actions.recorded"], async (e) => {
      await insertActions(rt.db, e.entries);
    }, rt.log);
    await consume(rt.nc, rt.db, "oauth-brand-renamed", ["ccw.brand.renamed"], async (e) => {
      await rt.db.collection("workspaces").updateOne({ _id: e.workspaceId as any }, {
        $set: { name: e.newName },
      });
    }, rt.log);
  },
});

import process from "node:process";
import { createLogger } from "../../shared/log.ts";
import { startService } from "../../shared/service-kit/index.ts";
import { startEvents } from "./events.ts";
import { internalRoutes } from "./internal.ts";
import { mountOAuth } from "./oidc/mount.ts";
import { opsRoutes } from "./ops.ts";
import { type SignInMode, signInMode, StartupRefusal } from "./sign-in-mode.ts";
import { IdentityStore, indexes, PENDING_EVENT_COLLECTIONS } from "./store.ts";
import { tools } from "./tools.ts";

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

// The identity service: wiring only (see README.md). Workspaces, member projection, tokens, setup codes,
// the action history; the OAuth 2.1 server (oidc/) and the sign-in, consent and agents pages (pages/).
await startService({
  name: "oauth",
  tools,
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  pendingEvents: PENDING_EVENT_COLLECTIONS,
  actionSink: (rt) => (entries) => new IdentityStore(rt.db).insertActions(entries),
  mount: (app, rt) => mountOAuth(app, rt, signIn),
  onStart: startEvents,
});

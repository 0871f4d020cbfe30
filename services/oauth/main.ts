import process from "node:process";
import { consume } from "../../shared/nats.ts";
import { startService } from "../../shared/service-kit/index.ts";
import { actionIndexes, insertActions } from "./identity/actions.ts";
import { setupCodeIndexes } from "./identity/setup-codes.ts";
import { tokenIndexes, useInvalidator } from "./identity/tokens.ts";
import { DEFAULT_TOKEN_CACHE_TTL_MS, TokenInvalidator } from "../../shared/token-invalidation.ts";
import { workspaceIndexes } from "./identity/workspaces.ts";
import { internal, ops, tools } from "./routes.ts";
import { mountOAuth } from "./oidc/mount.ts";

// Identity: workspaces, member projection, tokens, setup codes, the action history; plus the OAuth 2.1
// server, sign-in/consent/agents pages (oidc/).
await startService({
  name: "oauth",
  tools,
  ops,
  internal,
  indexes: [...tokenIndexes, ...setupCodeIndexes, ...workspaceIndexes, ...actionIndexes],
  actionSink: (rt) => (entries) => insertActions(rt.db, entries),
  mount: mountOAuth,
  async onStart(rt) {
    const ttl = Number(process.env.TOKEN_CACHE_TTL_MS || DEFAULT_TOKEN_CACHE_TTL_MS);
    useInvalidator(new TokenInvalidator(rt.nc, rt.env.dbPrefix, ttl).start());
    // Every other service's action history, in batches (shared/service-kit/action-recorder.ts).
    await consume(rt.nc, rt.db, "oauth-actions", ["ccw.actions.recorded"], async (e) => {
      await insertActions(rt.db, e.entries);
    }, rt.log);
    await consume(rt.nc, rt.db, "oauth-brand-renamed", ["ccw.brand.renamed"], async (e) => {
      await rt.db.collection("workspaces").updateOne({ _id: e.workspaceId as any }, { $set: { name: e.newName } });
    }, rt.log);
  },
});

import { consume } from "../../shared/nats.ts";
import { startService } from "../../shared/service-kit/index.ts";
import { actionIndexes, recordAction } from "./identity/actions.ts";
import { setupCodeIndexes } from "./identity/setup-codes.ts";
import { tokenIndexes } from "./identity/tokens.ts";
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
  recordAction: (rt, entry) => recordAction(rt.db, entry),
  mount: mountOAuth,
  async onStart(rt) {
    await consume(rt.nc, rt.db, "oauth-brand-renamed", ["ccw.brand.renamed"], async (e) => {
      await rt.db.collection("workspaces").updateOne({ _id: e.workspaceId as any }, { $set: { name: e.newName } });
    }, rt.log);
  },
});

import { ApiError, invalidArgument } from "../../shared/errors.ts";
import * as registry from "../../shared/registry/identity.ts";
import { defineTools } from "../../shared/service-kit/index.ts";
import { MAX_ACTIVE_TOKENS, tokenRecord } from "./domain.ts";
import { IdentityStore } from "./store.ts";

/** The identity service's public tools (thin: the rules are in domain.ts, the data in store.ts). */
export const tools = defineTools(registry, {
  async svc_whoami(ctx) {
    const store = new IdentityStore(ctx.rt.db);
    const tok = await store.tokenById(ctx.identity.tokenId!);
    if (!tok) throw new ApiError("invalid_token", "Token not recognized.");
    const ws = await store.getWorkspace(ctx.workspaceId);
    return tokenRecord(tok, ws.name);
  },

  async svc_list_actions(ctx) {
    const list = `actions:${ctx.identity.tokenId}`;
    const before = ctx.query.cursor
      ? ctx.rt.cursors.decode<string>(ctx.workspaceId, list, ctx.query.cursor)
      : undefined;
    const page = await new IdentityStore(ctx.rt.db).listActions(
      ctx.identity.tokenId!,
      ctx.query.campaignId,
      ctx.query.limit ?? 25,
      before,
    );
    return {
      actions: page.actions,
      nextCursor: page.last ? ctx.rt.cursors.encode(ctx.workspaceId, list, page.last) : null,
    };
  },

  async svc_setup_exchange(ctx) {
    const store = new IdentityStore(ctx.rt.db);
    const pending = await store.peekSetupCode(ctx.body.setupCode);
    // Refuse before consuming, so a full workspace does not burn the person's code.
    if ((await store.countActive(pending.workspaceId)) >= MAX_ACTIVE_TOKENS) {
      throw invalidArgument(
        "setupCode",
        `the workspace already has ${MAX_ACTIVE_TOKENS} active tokens; revoke one on the agents page first`,
      );
    }
    const sc = await store.consumeSetupCode(ctx.body.setupCode);
    const { raw, doc } = await store.mintToken({
      workspaceId: sc.workspaceId,
      memberId: sc.memberId,
      label: sc.label,
      scopes: sc.scopes,
      expiry: sc.expiry,
      kind: "api",
      argument: "setupCode",
    });
    const ws = await store.getWorkspace(sc.workspaceId);
    return { token: raw, ...tokenRecord(doc, ws.name) };
  },
});

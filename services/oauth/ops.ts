import process from "node:process";
import { invalidArgument } from "../../shared/errors.ts";
import type { Scope } from "../../shared/scopes.ts";
import { opsHandlers } from "../../shared/service-kit/index.ts";
import { newWorkspaceId } from "./domain.ts";
import { IdentityStore } from "./store.ts";

const SETUP_CODE_TTL_HOURS = Number(process.env.SETUP_CODE_TTL_HOURS ?? 72);

/** The identity service's rows of shared/ops-routes.ts (the ops contract). */
export const opsRoutes = opsHandlers("oauth", {
  /** A workspace: its first member from brand-team (the owner of members), its brand and plan to campaign. */
  async create_workspace({ rt, body }) {
    const store = new IdentityStore(rt.db);
    const workspaceId = newWorkspaceId();
    await store.insertWorkspace(workspaceId, body.brand);
    const { memberId } = await rt.call<{ memberId: number }>(
      "brand-team",
      "POST",
      `/internal/workspaces/${workspaceId}/init`,
      {
        brand: body.brand,
        memberEmail: body.memberEmail,
      },
    );
    await store.upsertMember(workspaceId, memberId, body.memberEmail);
    await rt.call("campaign", "PUT", `/internal/workspaces/${workspaceId}`, {
      brand: body.brand,
      ...(body.plan !== undefined ? { plan: body.plan } : {}),
    });
    return { workspaceId, memberId };
  },

  /** A one-time setup code for a member (default: the workspace's first). */
  async create_setup_code({ rt, params, body }) {
    const store = new IdentityStore(rt.db);
    const ws = await store.getWorkspace(params.workspaceId);
    const member = body.memberEmail
      ? await store.memberByEmail(ws._id, body.memberEmail)
      : await store.firstMember(ws._id);
    if (!member) {
      throw invalidArgument(
        "memberEmail",
        body.memberEmail ? "is not a member of this workspace" : "the workspace has no members",
      );
    }
    const setupCode = await store.createSetupCode(
      {
        workspaceId: ws._id,
        memberId: member.memberId,
        scopes: [...new Set<Scope>(body.scopes)],
        label: body.label,
        expiry: body.expiry,
      },
      SETUP_CODE_TTL_HOURS,
    );
    return { setupCode };
  },
});

import { opsHandlers } from "../../shared/service-kit/index.ts";
import { tellIdentityAdded, workspaceOf } from "./common.ts";
import { BrandTeamStore } from "./store.ts";

/** Back-office routes of the ops contract owned by the brand-team service (shared/ops-routes.ts). */
export const opsRoutes = opsHandlers("brand-team", {
  add_team_member: async ({ rt, params, body }) => {
    const store = new BrandTeamStore(rt.db);
    await workspaceOf(store, params.workspaceId);
    const existing = await store.memberByEmail(params.workspaceId, body.email);
    if (existing) return { memberId: existing.memberId };
    const m = await store.insertMember(params.workspaceId, body.email);
    if (!m) {
      const raced = await store.memberByEmail(params.workspaceId, body.email);
      if (raced) return { memberId: raced.memberId };
      throw new Error("member vanished during add");
    }
    await tellIdentityAdded(rt, store, m);
    return { memberId: m.memberId };
  },
});

import { z } from "zod";
import { emailArgument } from "../../shared/email.ts";
import { type ExtraRoute, route } from "../../shared/service-kit/index.ts";
import { memberAdded } from "./events.ts";
import { BrandTeamStore } from "./store.ts";

/** Service-to-service routes of docs/INTERNAL.md owned by the brand-team service. */
export const internalRoutes: ExtraRoute[] = [
  // The identity service creates a workspace (ops POST /ops/v1/workspaces) and asks for its first member.
  route({
    method: "POST",
    path: "/internal/workspaces/:workspaceId/init",
    body: z.strictObject({ brand: z.string().trim().min(1).max(120), memberEmail: emailArgument }),
    handler: async ({ rt, params, body }) => {
      const store = new BrandTeamStore(rt.db);
      await store.ensureWorkspace(params.workspaceId, body.brand);
      const existing = await store.memberByEmail(params.workspaceId, body.memberEmail);
      if (existing) return { memberId: existing.memberId };
      const m = (await store.insertMember(params.workspaceId, body.memberEmail)) ??
        (await store.memberByEmail(params.workspaceId, body.memberEmail));
      if (!m) throw new Error("member vanished during init");
      await memberAdded(rt, params.workspaceId, m.memberId, m.email);
      return { memberId: m.memberId };
    },
  }),
];

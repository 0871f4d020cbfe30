import { z } from "zod";
import { emailArgument } from "../../shared/email.ts";
import { type ExtraRoute, flushAfterWrite, route } from "../../shared/service-kit/index.ts";
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
      // The identity service is the caller here (it knows the member): the event goes in the insert.
      const inserted = await store.insertMember(
        params.workspaceId,
        body.memberEmail,
        (memberId) => [memberAdded(params.workspaceId, memberId, body.memberEmail)],
      );
      if (inserted) {
        await flushAfterWrite(rt, store.members, inserted._id);
        return { memberId: inserted.memberId };
      }
      // A concurrent init inserted it, with its event.
      const m = await store.memberByEmail(params.workspaceId, body.memberEmail);
      if (!m) throw new Error("member vanished during init");
      return { memberId: m.memberId };
    },
  }),
];

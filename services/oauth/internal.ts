import { z } from "zod";
import { notFound } from "../../shared/errors.ts";
import { actionEntrySchema } from "../../shared/service-kit/action-recorder.ts";
import { route } from "../../shared/service-kit/index.ts";
import { introspection } from "./domain.ts";
import { IdentityStore } from "./store.ts";

/** Service-to-service routes of docs/INTERNAL.md owned by the identity service. */
const tokenHashBody = z.strictObject({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/) });
const memberBody = z.strictObject({
  workspaceId: z.string().min(1),
  memberId: z.number().int().positive(),
  email: z.string().min(3).max(320),
});

export const internalRoutes = [
  /** Action-history batches when JetStream cannot take them (normally `ccw.actions.recorded`). */
  route({
    method: "POST",
    path: "/internal/actions",
    body: z.strictObject({ entries: z.array(actionEntrySchema).min(1).max(1000) }),
    async handler({ rt, body }) {
      await new IdentityStore(rt.db).insertActions(body.entries);
      return { ok: true };
    },
  }),
  /** What the gateway needs to admit a request, on a token-cache miss; never the token itself. */
  route({
    method: "POST",
    path: "/internal/introspect",
    body: tokenHashBody,
    async handler({ rt, body }) {
      const store = new IdentityStore(rt.db);
      const tok = await store.tokenByHash(body.tokenHash);
      const { answer, touch } = introspection(tok);
      if (touch && tok) await store.touchToken(tok._id, new Date());
      return answer;
    },
  }),
  route({
    method: "POST",
    path: "/internal/tokens/revoke",
    body: tokenHashBody,
    async handler({ rt, body }) {
      const store = new IdentityStore(rt.db);
      const tok = await store.tokenByHash(body.tokenHash);
      if (!tok) throw notFound("token");
      return { revoked: await store.revokeToken(rt, tok.workspaceId, tok._id) };
    },
  }),
  /** brand-team, before it answers an added member. */
  route({
    method: "POST",
    path: "/internal/members",
    body: memberBody,
    async handler({ rt, body }) {
      const store = new IdentityStore(rt.db);
      await store.getWorkspace(body.workspaceId);
      await store.upsertMember(body.workspaceId, body.memberId, body.email);
      return { ok: true };
    },
  }),
  /** brand-team, before it answers a removal: every token the member made stops at once. */
  route({
    method: "POST",
    path: "/internal/members/remove",
    body: memberBody,
    async handler({ rt, body }) {
      const store = new IdentityStore(rt.db);
      await store.removeMember(body.workspaceId, body.memberId);
      return { orphanedTokens: await store.orphanMemberTokens(rt, body.workspaceId, body.memberId) };
    },
  }),
];

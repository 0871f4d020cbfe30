import { z } from "zod";
import { ApiError, invalidArgument, notFound } from "../../shared/errors.ts";
import { EXPIRY_CHOICES, type Scope, SCOPES } from "../../shared/scopes.ts";
import type { ExtraRoute, Runtime, ToolHandler } from "../../shared/service-kit/index.ts";
import { actionEntrySchema } from "../../shared/service-kit/action-recorder.ts";
import { insertActions, listActions } from "./identity/actions.ts";
import { consumeSetupCode, createSetupCode, peekSetupCode } from "./identity/setup-codes.ts";
import {
  countActive,
  MAX_ACTIVE_TOKENS,
  mintToken,
  orphanMemberTokens,
  revokeToken,
  tokenRecord,
  tokenState,
  type TokenDoc,
} from "./identity/tokens.ts";
import { getWorkspace, memberByEmail, newWorkspaceId, removeMember, upsertMember, type WorkspaceDoc } from "./identity/workspaces.ts";

const SETUP_CODE_TTL_HOURS = Number((globalThis as any).process?.env?.SETUP_CODE_TTL_HOURS ?? 72);

/** Public tools of the identity service. */
export const tools: Record<string, ToolHandler> = {
  async svc_whoami(ctx) {
    const tok = await ctx.rt.db.collection<TokenDoc>("tokens").findOne({ _id: ctx.identity.tokenId });
    if (!tok) throw new ApiError("invalid_token", "Token not recognized.");
    const ws = await getWorkspace(ctx.rt.db, ctx.workspaceId);
    return tokenRecord(tok, ws.name);
  },

  async svc_list_actions(ctx) {
    const limit = ctx.query.limit ?? 25;
    const before = ctx.query.cursor ? ctx.rt.cursors.decode<string>(ctx.workspaceId, `actions:${ctx.identity.tokenId}`, ctx.query.cursor) : undefined;
    const page = await listActions(ctx.rt.db, ctx.identity.tokenId!, ctx.query.campaignId, limit, before);
    return {
      actions: page.actions,
      nextCursor: page.last ? ctx.rt.cursors.encode(ctx.workspaceId, `actions:${ctx.identity.tokenId}`, page.last) : null,
    };
  },

  async svc_setup_exchange(ctx) {
    const code = ctx.body.setupCode as string;
    const pending = await peekSetupCode(ctx.rt.db, code);
    // Refuse before consuming, so a full workspace does not burn the person's code.
    if ((await countActive(ctx.rt.db, pending.workspaceId)) >= MAX_ACTIVE_TOKENS) {
      throw invalidArgument("setupCode", `the workspace already has ${MAX_ACTIVE_TOKENS} active tokens; revoke one on the agents page first`);
    }
    const sc = await consumeSetupCode(ctx.rt.db, code);
    const { raw, doc } = await mintToken(ctx.rt.db, {
      workspaceId: sc.workspaceId,
      memberId: sc.memberId,
      label: sc.label,
      scopes: sc.scopes,
      expiry: sc.expiry,
      kind: "api",
      argument: "setupCode",
    });
    const ws = await getWorkspace(ctx.rt.db, sc.workspaceId);
    return { token: raw, ...tokenRecord(doc, ws.name) };
  },
};

const planInput = z
  .strictObject({
    status: z.string().min(1).max(40),
    tier: z.string().min(1).max(40).optional(),
    cap: z.number().int().min(0).max(1_000_000),
    used: z.number().int().min(0).max(1_000_000).default(0),
    periodEndsAt: z.string().datetime({ offset: true }).optional(),
  })
  .nullable();

/** Back-office routes of the ops contract owned here. */
export const ops: ExtraRoute[] = [
  {
    method: "POST",
    path: "/ops/v1/workspaces",
    body: z.strictObject({ brand: z.string().trim().min(1).max(120), memberEmail: z.email().max(320), plan: planInput.optional() }),
    async handler({ rt, body }) {
      const workspaceId = newWorkspaceId();
      await rt.db.collection<WorkspaceDoc>("workspaces").insertOne({ _id: workspaceId, name: body.brand, createdAt: new Date() });
      const { memberId } = await rt.call<{ memberId: number }>("brand-team", "POST", `/internal/workspaces/${workspaceId}/init`, {
        brand: body.brand,
        memberEmail: body.memberEmail,
      });
      await upsertMember(rt.db, workspaceId, memberId, body.memberEmail);
      await rt.call("campaign", "PUT", `/internal/workspaces/${workspaceId}`, { brand: body.brand, ...(body.plan !== undefined ? { plan: body.plan } : {}) });
      return { workspaceId, memberId };
    },
  },
  {
    method: "POST",
    path: "/ops/v1/workspaces/:workspaceId/setup-codes",
    body: z.strictObject({
      scopes: z.array(z.enum(SCOPES)).max(SCOPES.length),
      label: z.string().trim().min(1).max(100),
      expiry: z.enum(EXPIRY_CHOICES),
      memberEmail: z.email().max(320).optional(),
    }),
    async handler({ rt, params, body }) {
      const ws = await getWorkspace(rt.db, params.workspaceId);
      let memberId: number;
      if (body.memberEmail) {
        const m = await memberByEmail(rt.db, ws._id, body.memberEmail);
        if (!m) throw invalidArgument("memberEmail", "is not a member of this workspace");
        memberId = m.memberId;
      } else {
        const first = await rt.db.collection("members").find({ workspaceId: ws._id, active: true }).sort({ addedAt: 1, memberId: 1 }).limit(1).next();
        if (!first) throw invalidArgument("memberEmail", "the workspace has no members");
        memberId = first.memberId as number;
      }
      const setupCode = await createSetupCode(
        rt.db,
        { workspaceId: ws._id, memberId, scopes: [...new Set<Scope>(body.scopes)], label: body.label, expiry: body.expiry },
        SETUP_CODE_TTL_HOURS,
      );
      return { setupCode };
    },
  },
];

const memberBody = z.strictObject({ workspaceId: z.string().min(1), memberId: z.number().int().positive(), email: z.string().min(3).max(320) });

/** Service-to-service routes (docs/INTERNAL.md). */
export const internal: ExtraRoute[] = [
  {
    method: "POST",
    path: "/internal/actions",
    body: z.strictObject({ entries: z.array(actionEntrySchema).min(1).max(1000) }),
    async handler({ rt, body }) {
      await insertActions(rt.db, body.entries);
      return { ok: true };
    },
  },
  {
    method: "POST",
    path: "/internal/introspect",
    body: z.strictObject({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
    async handler({ rt, body }) {
      return await introspect(rt, body.tokenHash);
    },
  },
  {
    method: "POST",
    path: "/internal/tokens/revoke",
    body: z.strictObject({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
    async handler({ rt, body }) {
      const tok = await rt.db.collection<TokenDoc>("tokens").findOne({ hash: body.tokenHash });
      if (!tok) throw notFound("token");
      return { revoked: await revokeToken(rt.db, rt.outbox, tok.workspaceId, tok._id) };
    },
  },
  {
    method: "POST",
    path: "/internal/members",
    body: memberBody,
    async handler({ rt, body }) {
      await getWorkspace(rt.db, body.workspaceId);
      await upsertMember(rt.db, body.workspaceId, body.memberId, body.email);
      return { ok: true };
    },
  },
  {
    method: "POST",
    path: "/internal/members/remove",
    body: memberBody,
    async handler({ rt, body }) {
      await removeMember(rt.db, body.workspaceId, body.memberId);
      const orphanedTokens = await orphanMemberTokens(rt.db, rt.outbox, body.workspaceId, body.memberId);
      return { orphanedTokens };
    },
  },
];

/** What the gateway needs to admit a request; never the token itself. */
export async function introspect(rt: Runtime, tokenHash: string) {
  const tokens = rt.db.collection<TokenDoc>("tokens");
  const tok = await tokens.findOne({ hash: tokenHash });
  if (!tok) return { active: false, code: "invalid_token" };
  const state = tokenState(tok);
  if (state !== "active") return { active: false, code: state };
  const now = Date.now();
  // lastUsedAt is for the agents page; a minute's precision keeps this off the write path.
  if (!tok.lastUsedAt || now - tok.lastUsedAt.getTime() > 60_000) {
    await tokens.updateOne({ _id: tok._id }, { $set: { lastUsedAt: new Date(now) } });
  }
  return {
    active: true,
    workspaceId: tok.workspaceId,
    tokenId: tok._id,
    memberId: tok.memberId,
    scopes: tok.scopes,
    label: tok.label,
    expiresAt: tok.expiresAt ? tok.expiresAt.toISOString() : null,
  };
}

export { notFound };

import { z } from "zod";
import { notFound } from "../../shared/errors.ts";
import { intId } from "../../shared/registry/common.ts";
import { type ExtraRoute, parseWith, type RouteContext } from "../../shared/service-kit/index.ts";
import { facts } from "./domain.ts";
import { CampaignStore } from "./store.ts";
import { planSchema, toPlan } from "./ops.ts";

/** Service-to-service routes of docs/INTERNAL.md owned by the campaign service (plus code lookups). */

const workspaceBody = z.strictObject({
  brand: z.string().trim().min(1).max(120),
  plan: planSchema.nullable().optional(),
});

/** GET /internal/campaigns/:campaignId → CampaignFacts (shared/campaign-lookup.ts) or 404. */
async function campaignFacts(ctx: RouteContext) {
  const { campaignId } = parseWith(z.strictObject({ campaignId: intId("campaignId") }), ctx.params, "path");
  const c = await new CampaignStore(ctx.rt.db).getCampaign(campaignId);
  if (!c) throw notFound("campaign");
  return facts(c);
}

export const countsBody = z.strictObject({
  signed: z.number().int().min(0),
  activating: z.number().int().min(0),
  activated: z.number().int().min(0),
  seq: z.number().int().min(1),
});

/**
 * PUT /internal/campaigns/:campaignId/creator-counts — the creator service's push after every change
 * of a creator on the campaign (also delivered as `ccw.creator.counts_changed`); an older push than
 * the one stored is ignored.
 */
async function putCreatorCounts(ctx: RouteContext) {
  const { campaignId } = parseWith(z.strictObject({ campaignId: intId("campaignId") }), ctx.params, "path");
  const c = await new CampaignStore(ctx.rt.db).getCampaign(campaignId);
  if (!c) throw notFound("campaign");
  const stored = await new CampaignStore(ctx.rt.db).setCreatorCounts(
    campaignId,
    ctx.body as z.infer<typeof countsBody>,
  );
  return { stored };
}

/** PUT /internal/workspaces/:workspaceId { brand, plan? } — oauth, when the ops API creates a workspace. */
async function putWorkspaceRoute(ctx: RouteContext) {
  const body = ctx.body as z.infer<typeof workspaceBody>;
  const plan = body.plan === undefined ? undefined : body.plan === null ? null : toPlan(body.plan);
  await new CampaignStore(ctx.rt.db).putWorkspace(ctx.params.workspaceId, body.brand, plan);
  return { ok: true };
}

/** GET /internal/chat-codes/:code — the campaign a chat code reaches, including old codes still valid after a rename. */
async function chatCode(ctx: RouteContext) {
  const code = ctx.params.code.toLowerCase();
  const current = await new CampaignStore(ctx.rt.db).campaignByCode("chatCode", code);
  if (current) {
    return {
      campaignId: current._id,
      workspaceId: current.workspaceId,
      chatCode: current.chatCode,
      alias: false,
      validUntil: null,
    };
  }
  const alias = await new CampaignStore(ctx.rt.db).findAlias(code, new Date());
  if (!alias) throw notFound("chat code");
  const c = await new CampaignStore(ctx.rt.db).getCampaign(alias.campaignId);
  if (!c) throw notFound("chat code");
  return {
    campaignId: c._id,
    workspaceId: c.workspaceId,
    chatCode: c.chatCode,
    alias: true,
    validUntil: alias.validUntil.toISOString(),
  };
}

/** GET /internal/join-codes/:code — the campaign a join code belongs to. */
async function joinCode(ctx: RouteContext) {
  const c = await new CampaignStore(ctx.rt.db).campaignByCode("joinCode", ctx.params.code.toUpperCase());
  if (!c) throw notFound("join code");
  return { campaignId: c._id, workspaceId: c.workspaceId, joinCode: c.joinCode };
}

export const internalRoutes: ExtraRoute[] = [
  { method: "GET", path: "/internal/campaigns/:campaignId", handler: campaignFacts },
  {
    method: "PUT",
    path: "/internal/campaigns/:campaignId/creator-counts",
    body: countsBody,
    handler: putCreatorCounts,
  },
  {
    method: "PUT",
    path: "/internal/workspaces/:workspaceId",
    body: workspaceBody,
    handler: putWorkspaceRoute,
  },
  { method: "GET", path: "/internal/chat-codes/:code", handler: chatCode },
  { method: "GET", path: "/internal/join-codes/:code", handler: joinCode },
];

import { z } from "zod";
import { notFound } from "../../shared/errors.ts";
import { campaignParams } from "../../shared/registry/common.ts";
import { planSchema } from "../../shared/ops-routes.ts";
import { type ExtraRoute, route } from "../../shared/service-kit/index.ts";
import { facts } from "./domain.ts";
import { toPlan } from "./ops.ts";
import { CampaignStore } from "./store.ts";

/** Service-to-service routes of docs/INTERNAL.md owned by the campaign service (plus code lookups). */

const workspaceBody = z.strictObject({
  brand: z.string().trim().min(1).max(120),
  plan: planSchema.nullable().optional(),
});

const countsBody = z.strictObject({
  signed: z.number().int().min(0),
  activating: z.number().int().min(0),
  activated: z.number().int().min(0),
  seq: z.number().int().min(1),
});

export const internalRoutes: ExtraRoute[] = [
  /** GET /internal/campaigns/:campaignId → CampaignFacts (shared/campaign-lookup.ts) or 404. */
  route({
    method: "GET",
    path: "/internal/campaigns/:campaignId",
    params: campaignParams,
    handler: async (ctx) => {
      const c = await new CampaignStore(ctx.rt.db).getCampaign(ctx.params.campaignId);
      if (!c) throw notFound("campaign");
      return facts(c);
    },
  }),
  /**
   * The creator service's push after every change of a creator on the campaign (also delivered as
   * `ccw.creator.counts_changed`); an older push than the one stored is ignored.
   */
  route({
    method: "PUT",
    path: "/internal/campaigns/:campaignId/creator-counts",
    params: campaignParams,
    body: countsBody,
    handler: async (ctx) => {
      const store = new CampaignStore(ctx.rt.db);
      if (!(await store.getCampaign(ctx.params.campaignId))) throw notFound("campaign");
      return { stored: await store.setCreatorCounts(ctx.params.campaignId, ctx.body) };
    },
  }),
  /** PUT /internal/workspaces/:workspaceId { brand, plan? } — oauth, when the ops API creates a workspace. */
  route({
    method: "PUT",
    path: "/internal/workspaces/:workspaceId",
    body: workspaceBody,
    handler: async (ctx) => {
      const { brand, plan } = ctx.body;
      await new CampaignStore(ctx.rt.db).putWorkspace(
        ctx.params.workspaceId,
        brand,
        plan === undefined ? undefined : plan === null ? null : toPlan(plan),
      );
      return { ok: true };
    },
  }),
  /** The campaign a chat code reaches, including old codes still valid after a rename. */
  route({
    method: "GET",
    path: "/internal/chat-codes/:code",
    handler: async (ctx) => {
      const store = new CampaignStore(ctx.rt.db);
      const code = ctx.params.code.toLowerCase();
      const current = await store.campaignByCode("chatCode", code);
      if (current) {
        return {
          campaignId: current._id,
          workspaceId: current.workspaceId,
          chatCode: current.chatCode,
          alias: false,
          validUntil: null,
        };
      }
      const alias = await store.findAlias(code, new Date());
      if (!alias) throw notFound("chat code");
      const c = await store.getCampaign(alias.campaignId);
      if (!c) throw notFound("chat code");
      return {
        campaignId: c._id,
        workspaceId: c.workspaceId,
        chatCode: c.chatCode,
        alias: true,
        validUntil: alias.validUntil.toISOString(),
      };
    },
  }),
  /** The campaign a join code belongs to. */
  route({
    method: "GET",
    path: "/internal/join-codes/:code",
    handler: async (ctx) => {
      const c = await new CampaignStore(ctx.rt.db).campaignByCode("joinCode", ctx.params.code.toUpperCase());
      if (!c) throw notFound("join code");
      return { campaignId: c._id, workspaceId: c.workspaceId, joinCode: c.joinCode };
    },
  }),
];

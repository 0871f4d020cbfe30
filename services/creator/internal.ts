import { z } from "zod";
import { campaignParams } from "../../shared/registry/common.ts";
import { type ExtraRoute, route } from "../../shared/service-kit/index.ts";
import { normalizeCreatorName } from "../../shared/untrusted.ts";
import { countsOf } from "./counts.ts";
import { CreatorStore } from "./store.ts";

/** Service-to-service routes of docs/INTERNAL.md owned by the creator service. */
export const internalRoutes: ExtraRoute[] = [
  /** Club member ids of every creator who applied to the campaign, whatever their state (spec 4.2: the club lists the others). */
  route({
    method: "GET",
    path: "/internal/campaigns/:campaignId/club-members",
    params: campaignParams,
    handler: async (ctx) => ({
      clubMemberIds: await new CreatorStore(ctx.rt.db).clubMemberIdsOf(ctx.params.campaignId),
    }),
  }),
  /** Per campaign, how many creators are at each status now (the campaign service's fallback). */
  route({
    method: "POST",
    path: "/internal/creator-counts",
    body: z.strictObject({ campaignIds: z.array(z.number().int().positive()).max(1000) }),
    handler: async (ctx) => ({ counts: await countsOf(ctx.rt, ctx.body.campaignIds) }),
  }),
  /** Visible creators of a campaign; `name` is normalised plain text: the caller wraps it as untrusted before an agent sees it. */
  route({
    method: "GET",
    path: "/internal/campaigns/:campaignId/creators",
    params: campaignParams,
    handler: async (ctx) => {
      const docs = await new CreatorStore(ctx.rt.db).visibleCreators(ctx.params.campaignId);
      return {
        creators: docs.map((d) => ({
          memberId: d._id,
          name: normalizeCreatorName(d.name),
          status: d.status,
          activation: { state: d.activation.state },
          clubMemberId: d.clubMemberId ?? null,
        })),
      };
    },
  }),
];

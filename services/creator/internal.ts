import { z } from "zod";
import { intId } from "../../shared/registry/common.ts";
import { type ExtraRoute, parseWith, type RouteContext } from "../../shared/service-kit/index.ts";
import { normalizeCreatorName } from "../../shared/untrusted.ts";
import { countsOf } from "./counts.ts";
import { CreatorStore } from "./store.ts";

/** Service-to-service routes of docs/INTERNAL.md owned by the creator service. */

const countsBody = z.strictObject({ campaignIds: z.array(z.number().int().positive()).max(1000) });

/** Per campaign, how many creators are at each status now (the campaign service's fallback). */
async function creatorCounts(ctx: RouteContext) {
  const { campaignIds } = ctx.body as z.infer<typeof countsBody>;
  return { counts: await countsOf(ctx.rt, campaignIds) };
}

/** Visible creators of a campaign; `name` is normalised plain text: the caller wraps it as untrusted before an agent sees it. */
async function campaignCreators(ctx: RouteContext) {
  const { campaignId } = parseWith(z.strictObject({ campaignId: intId("campaignId") }), ctx.params, "path");
  const docs = await new CreatorStore(ctx.rt.db).visibleCreators(campaignId);
  return {
    creators: docs.map((d) => ({
      memberId: d._id,
      name: normalizeCreatorName(d.name),
      status: d.status,
      activation: { state: d.activation.state },
      clubMemberId: d.clubMemberId ?? null,
    })),
  };
}

/** Club member ids of every creator who applied to the campaign, whatever their state (spec 4.2: the club lists the others). */
async function campaignClubMembers(ctx: RouteContext) {
  const { campaignId } = parseWith(z.strictObject({ campaignId: intId("campaignId") }), ctx.params, "path");
  return { clubMemberIds: await new CreatorStore(ctx.rt.db).clubMemberIdsOf(campaignId) };
}

export const internalRoutes: ExtraRoute[] = [
  { method: "GET", path: "/internal/campaigns/:campaignId/club-members", handler: campaignClubMembers },
  { method: "POST", path: "/internal/creator-counts", body: countsBody, handler: creatorCounts },
  { method: "GET", path: "/internal/campaigns/:campaignId/creators", handler: campaignCreators },
];

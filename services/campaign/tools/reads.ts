import { invalidArgument, notFound } from "../../../shared/errors.ts";
import { pageOf } from "../../../shared/paging.ts";
import type { ContextOf } from "../../../shared/service-kit/index.ts";
import type * as registry from "../../../shared/registry/campaign.ts";
import { detail, listItem, planView, stateOfReported } from "../domain.ts";
import { CampaignStore } from "../store.ts";
import { countsOf, ownedCampaign } from "../common.ts";

/** svc_list_campaigns: newest first, `status` filter, cursor paging, creator counts per item. */
export async function listCampaignsTool(ctx: ContextOf<typeof registry.svc_list_campaigns>) {
  const { status, cursor, limit = 25 } = ctx.query;
  const position = cursor
    ? ctx.rt.cursors.decode<{ before: number; status: string | null }>(ctx.workspaceId, "campaigns", cursor)
    : undefined;
  if (position && position.status !== (status ?? null)) {
    // A cursor belongs to the filter it was made with.
    throw invalidArgument("cursor", "was made for a different status filter");
  }
  const docs = await new CampaignStore(ctx.rt.db).listCampaigns(
    ctx.workspaceId,
    status ? stateOfReported(status) : undefined,
    position?.before,
    limit + 1,
  );
  const { page, last } = pageOf(docs, limit);
  const counts = await countsOf(ctx.rt, page);
  return {
    campaigns: page.map((d) => listItem(d, counts[d._id])),
    nextCursor: last
      ? ctx.rt.cursors.encode(ctx.workspaceId, "campaigns", {
        before: last._id,
        status: status ?? null,
      })
      : null,
  };
}

/** svc_get_campaign: brief, missing fields, pending changes, contract metadata, activation summary. */
export async function getCampaignTool(ctx: ContextOf<typeof registry.svc_get_campaign>) {
  const view = await new CampaignStore(ctx.rt.db).campaignView(
    ctx.workspaceId,
    ctx.params.campaignId,
    new Date(),
  );
  if (!view) throw notFound("campaign");
  const { campaign: c, aliases } = view;
  const counts = await countsOf(ctx.rt, [c]);
  return detail(c, counts[c._id], aliases.map((a) => ({ chatCode: a._id, validUntil: a.validUntil })));
}

/** svc_get_plan: the workspace's plan seen from one of its campaigns; `activated` over all its campaigns. */
export async function getPlanTool(ctx: ContextOf<typeof registry.svc_get_plan>) {
  const c = await ownedCampaign(ctx.rt, ctx.workspaceId, ctx.params.campaignId);
  const store = new CampaignStore(ctx.rt.db);
  const [ws, all] = await Promise.all([
    store.workspaceView(ctx.workspaceId),
    store.countsOfWorkspace(ctx.workspaceId),
  ]);
  const counts = await countsOf(ctx.rt, all);
  const activated = Object.values(counts).reduce((n, x) => n + x.activated, 0);
  return planView(c._id, ws?.plan ?? null, activated);
}

import { campaignFor } from "../../../shared/campaign-lookup.ts";
import { refused } from "../../../shared/refused.ts";
import type { ContextOf } from "../../../shared/service-kit/index.ts";
import type * as registry from "../../../shared/registry/activation.ts";
import { deps } from "../deps.ts";

/** svc_list_partner_campaigns: the connected partner account's campaigns, as the partner system lists them now. */
export async function listPartnerCampaigns(
  ctx: ContextOf<typeof registry.svc_list_partner_campaigns>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const d = deps(ctx.rt);
  const [account, campaigns, flow] = await Promise.all([
    d.partner.account(ctx.workspaceId),
    d.partner.campaigns(ctx.workspaceId),
    d.flows.get(campaignId),
  ]);
  return {
    campaignId,
    connected: account.connected,
    chosenPartnerCampaignId: flow?.partner?.partnerCampaignId ?? null,
    partnerCampaigns: campaigns,
  };
}

/**
 * svc_choose_partner_campaign: the id must be on the connected account's list at this moment (read
 * from the partner system now, never from a cached list). Choosing again replaces the choice.
 */
export async function choosePartnerCampaign(
  ctx: ContextOf<typeof registry.svc_choose_partner_campaign>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const wanted: string = ctx.body.partnerCampaignId;
  const d = deps(ctx.rt);
  const account = await d.partner.account(ctx.workspaceId);
  if (!account.connected) {
    return {
      ...refused(
        "not_connected",
        "No partner account is connected to this workspace; connect one on the dashboard first.",
        "partnerCampaignId",
      ),
    };
  }
  const pick = (await d.partner.campaigns(ctx.workspaceId)).find((c) => c.partnerCampaignId === wanted);
  if (!pick) {
    return {
      ...refused(
        "not_on_list",
        "This id is not on the connected partner account's list now; pick one from svc_list_partner_campaigns.",
        "partnerCampaignId",
      ),
    };
  }
  await d.flows.mutate(
    campaignId,
    ctx.workspaceId,
    (f) => ({ flow: { ...f, partner: { ...pick, chosenAt: new Date() } }, result: null }),
  );
  return {
    status: "chosen",
    partnerCampaignId: pick.partnerCampaignId,
    connected: account.connected,
    companyName: pick.companyName,
    programId: pick.programId,
    programName: pick.programName,
    connectionStatus: account.connectionStatus,
    lastError: account.lastError,
  };
}

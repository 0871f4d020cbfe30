import type { CampaignFacts } from "../../shared/campaign-lookup.ts";
import { consume } from "../../shared/nats.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { inviteText } from "./domain.ts";
import { ClubStore } from "./store.ts";

/**
 * NATS side of the club. Sent invites go through the outbox (they cannot be taken back once
 * recorded); ids are deterministic per (campaign, club creator), so a re-publish is dropped.
 */
export async function queueInvite(rt: Runtime, campaign: CampaignFacts, clubMemberId: number): Promise<void> {
  const messageId = `club_invite:${campaign.campaignId}:${clubMemberId}`;
  await rt.outbox.add(
    "ccw.creator.message",
    {
      messageId,
      workspaceId: campaign.workspaceId,
      campaignId: campaign.campaignId,
      memberId: clubMemberId,
      kind: "club_invite",
      text: inviteText(campaign),
    },
    messageId,
  );
  await rt.outbox.add(
    "ccw.club.invite_sent",
    { workspaceId: campaign.workspaceId, campaignId: campaign.campaignId, clubMemberId },
    `club_invite_sent:${campaign.campaignId}:${clubMemberId}`,
  );
}

/** A club creator who applied (the creator service says so) shows `applied` on the card. */
export async function startConsumers(rt: Runtime): Promise<void> {
  const store = new ClubStore(rt.db);
  await consume(rt.nc, rt.db, "club-applied", ["ccw.creator.applied"], async (p) => {
    if (p.clubMemberId === null) return;
    const marked = await store.markApplied(p.campaignId, p.clubMemberId);
    if (!marked) rt.log("info", "an application from a club creator without an invite", { campaignId: p.campaignId, clubMemberId: p.clubMemberId });
  }, rt.log);
}

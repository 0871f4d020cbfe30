import { campaignById, type CampaignFacts } from "../../shared/campaign-lookup.ts";
import { consume } from "../../shared/nats.ts";
import {
  flushAfterWrite,
  type PendingEvent,
  pendingEvent,
  type Runtime,
} from "../../shared/service-kit/index.ts";
import { inviteText } from "./domain.ts";
import { ClubStore, inviteId } from "./store.ts";

/**
 * NATS side of the club. An invite's message and `invite_sent` event ride in the invite document's
 * write that marks it invited (service-kit/pending-events.ts), so they cannot be lost or taken back once
 * recorded; ids are deterministic per (workspace, campaign, club creator), so a re-publish is dropped.
 *
 * One NATS server may carry several deployments (each with its own DB_PREFIX, one shared stream), and
 * campaign ids repeat across them: message ids carry the workspace id (random, never shared), the
 * durable name carries the prefix, and an event is applied only to an invite of the same workspace.
 */
export function inviteEvents(campaign: CampaignFacts, clubMemberId: number): PendingEvent[] {
  const messageId = `club_invite:${campaign.workspaceId}:${campaign.campaignId}:${clubMemberId}`;
  return [
    pendingEvent(
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
    ),
    pendingEvent(
      "ccw.club.invite_sent",
      { workspaceId: campaign.workspaceId, campaignId: campaign.campaignId, clubMemberId },
      `club_invite_sent:${campaign.workspaceId}:${campaign.campaignId}:${clubMemberId}`,
    ),
  ];
}

/** Marks a spent invite invited with its events in the same write, then copies them to the outbox. */
export async function sendInvite(rt: Runtime, campaign: CampaignFacts, clubMemberId: number): Promise<void> {
  const store = new ClubStore(rt.db);
  await store.markInvited(campaign.campaignId, clubMemberId, inviteEvents(campaign, clubMemberId));
  await flushAfterWrite(rt, store.invites, inviteId(campaign.campaignId, clubMemberId));
}

/** A club creator who applied (the creator service says so) shows `applied` on the card. */
export async function startConsumers(rt: Runtime): Promise<void> {
  const store = new ClubStore(rt.db);
  const durable = "club-applied"; // consume() adds the deployment namespace
  await consume(rt.nc, rt.db, durable, ["ccw.creator.applied"], async (p) => {
    if (p.clubMemberId === null) return;
    const marked = await store.markApplied(p.workspaceId, p.campaignId, p.clubMemberId);
    if (!marked) {
      rt.log("debug", "an application without an invite of this deployment", {
        campaignId: p.campaignId,
        clubMemberId: p.clubMemberId,
      });
    }
  }, rt.log);
}

/**
 * Finishes invites a stopped process left between the claim and marking them invited (state
 * `sending` for over a minute): spends the invite if that was not recorded (or gives the claim up
 * when none is left), then marks it invited with its events (deterministic ids).
 */
export async function sweepStuckInvites(
  rt: Runtime,
  invitesPerMonth: number,
  now = new Date(),
): Promise<number> {
  const store = new ClubStore(rt.db);
  let finished = 0;
  for (const inv of await store.stuckInvites(new Date(now.getTime() - 60_000))) {
    if (!inv.spent) {
      if (!(await store.spendOne(inv.workspaceId, inv.month, invitesPerMonth))) {
        await store.releaseInvite(inv.campaignId, inv.clubMemberId);
        continue;
      }
      if (!(await store.markSpent(inv.campaignId, inv.clubMemberId))) {
        await store.refundOne(inv.workspaceId, inv.month);
      }
    }
    const campaign = await campaignById(rt, inv.campaignId);
    if (!campaign || campaign.workspaceId !== inv.workspaceId) continue;
    await sendInvite(rt, campaign, inv.clubMemberId);
    finished++;
  }
  return finished;
}

export function startSweeper(rt: Runtime, invitesPerMonth: number, everyMs = 30_000): void {
  const tick = async () => {
    try {
      const n = await sweepStuckInvites(rt, invitesPerMonth);
      if (n) rt.log("warn", "finished invites a stopped process left half-sent", { count: n });
    } catch (e) {
      rt.log("warn", "invite sweep failed; will retry", { err: String(e) });
    }
    setTimeout(tick, everyMs).unref?.();
  };
  setTimeout(tick, everyMs).unref?.();
}

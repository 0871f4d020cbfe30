import { type CampaignFacts, campaignFor } from "../../shared/campaign-lookup.ts";
import { invalidArgument } from "../../shared/errors.ts";
import { refused } from "../../shared/refused.ts";
import { type ContextOf, defineTools, type Runtime } from "../../shared/service-kit/index.ts";
import * as registry from "../../shared/registry/club.ts";
import {
  type BrowseFilters,
  type ClubCreator,
  displayNameFrom,
  fitOf,
  type InviteRefusal,
  isRankKey,
  listName,
  matchesFilters,
  monthKey,
  pageOf,
  precheckInvite,
  type RankKey,
  rankKey,
  uniqueInOrder,
} from "./domain.ts";
import { creatorsOnCampaign } from "./cached-reads.ts";
import { sendInvite } from "./events.ts";
import { clubSettings } from "./settings.ts";
import { ClubStore } from "./store.ts";

/** Thin handlers: read facts, apply the pure rules of domain.ts, write through store.ts/events.ts. */

function notLive(c: CampaignFacts, what: string) {
  return refused(
    "campaign_state",
    `${what} for live campaigns only; campaign ${c.campaignId} is ${c.status}. Ask the team to publish it first.`,
  );
}

/**
 * Club member ids of creators who applied to the campaign, in any state (spec 4.2: the club lists
 * creators "not on it yet"); the creator service is the source of truth.
 */
async function clubIdsOnCampaign(rt: Runtime, campaignId: number): Promise<Set<number>> {
  // Kept briefly: the creator service drops it on every club replica before any creator write of the
  // campaign is answered (creatorsOnCampaign, shared/read-cache.ts), so a new applicant shows at once.
  const ids = await creatorsOnCampaign.read(campaignId, "club-members", async () => {
    const r = await rt.call<{ clubMemberIds: number[] }>(
      "creator",
      "GET",
      `/internal/campaigns/${campaignId}/club-members`,
    );
    return r.clubMemberIds.filter((x) => typeof x === "number");
  }, () => []);
  return new Set(ids);
}

function card(c: ClubCreator, fit: string, invite: string) {
  return {
    memberId: c.memberId,
    displayName: displayNameFrom(c.displayName),
    country: c.country,
    niches: c.niches,
    platforms: { videoapp: c.platforms.videoapp, photoapp: c.platforms.photoapp },
    reach: c.reach,
    engagement: c.engagement,
    experience: c.experience,
    fit,
    invite,
  };
}

/** Invites left this month: the monthly allowance is CLUB_INVITES_PER_MONTH (settings.ts). */
const invitesLeft = async (store: ClubStore, workspaceId: string, month: string) =>
  Math.max(0, clubSettings().invitesPerMonth - (await store.used(workspaceId, month)));

const browse = async (ctx: ContextOf<typeof registry.svc_browse_club>) => {
  const { rt, workspaceId } = ctx;
  const campaignId: number = ctx.params.campaignId;
  const campaign = await campaignFor(rt, workspaceId, campaignId);
  if (campaign.status !== "published") return { ...notLive(campaign, "The club opens"), campaignId };

  const { after, fit: fitFilter, ...rest } = ctx.query;
  const filters: BrowseFilters = { ...rest, fit: fitFilter };
  const list = listName(campaignId, filters);
  let position: RankKey | null = null;
  if (after !== undefined) {
    const p = rt.cursors.decode<unknown>(workspaceId, list, after, "after");
    if (!isRankKey(p)) throw invalidArgument("after", "not a cursor this list gave out");
    position = p;
  }

  const store = new ClubStore(rt.db);
  const [candidates, onCampaign, invites] = await Promise.all([
    store.findCreators(rest),
    clubIdsOnCampaign(rt, campaignId),
    store.invitesOf(campaignId),
  ]);
  const entries = [];
  for (const c of candidates) {
    if (onCampaign.has(c.memberId) || !matchesFilters(c, rest)) continue;
    const fit = fitOf(c, campaign);
    if (fitFilter && fit !== fitFilter) continue;
    entries.push({
      item: card(
        c,
        fit,
        invites.get(c.memberId) === "applied" ? "applied" : invites.has(c.memberId) ? "invited" : "none",
      ),
      key: rankKey(c, fit),
    });
  }
  const page = pageOf(entries, position);
  return {
    campaignId,
    creators: page.items.map((e) => e.item),
    nextCursor: page.next ? rt.cursors.encode(workspaceId, list, page.next) : null,
    invitesLeft: await invitesLeft(store, workspaceId, monthKey(new Date())),
  };
};

const invite = async (ctx: ContextOf<typeof registry.svc_invite_creators>) => {
  const { rt, workspaceId } = ctx;
  const campaignId: number = ctx.params.campaignId;
  const campaign = await campaignFor(rt, workspaceId, campaignId);
  if (campaign.status !== "published") return { ...notLive(campaign, "Club invites go out") };
  // One month for the whole call, so a call at midnight never straddles two allowances.
  const month = monthKey(new Date());
  const store = new ClubStore(rt.db);
  const ids = uniqueInOrder(ctx.body.memberIds);
  const [known, onCampaign, invites] = await Promise.all([
    store.creatorsByIds(ids),
    clubIdsOnCampaign(rt, campaignId),
    store.invitesOf(campaignId),
  ]);
  const knownIds = new Set(known.keys());
  const invitedIds = new Set(invites.keys());

  const invited: { memberId: number; displayName: string }[] = [];
  const refusedList: { memberId: number; reason: InviteRefusal }[] = [];
  for (const memberId of ids) {
    const pre = precheckInvite(memberId, knownIds, onCampaign, invitedIds);
    if (pre) {
      refusedList.push({ memberId, reason: pre });
      continue;
    }
    if (
      !(await store.claimInvite({
        workspaceId,
        campaignId,
        clubMemberId: memberId,
        month,
        invitedAt: new Date(),
      }))
    ) {
      refusedList.push({ memberId, reason: "already_invited" });
      continue;
    }
    if (!(await store.spendOne(workspaceId, month, clubSettings().invitesPerMonth))) {
      await store.releaseInvite(campaignId, memberId);
      refusedList.push({ memberId, reason: "no_invites_left" });
      continue;
    }
    await store.markSpent(campaignId, memberId);
    // From here the invite is spent and will be sent: marking it invited writes its events into it
    // (deterministic ids), so a creator never gets the same invite twice and a crash after that
    // write loses nothing. A crash before it leaves the claim `sending`; the sweeper (events.ts) finishes it.
    await sendInvite(rt, campaign, memberId);
    invited.push({ memberId, displayName: displayNameFrom(known.get(memberId)!.displayName) });
  }
  return { invited, refused: refusedList, invitesLeft: await invitesLeft(store, workspaceId, month) };
};

/** One handler per registry tool of the club service. */
export const tools = defineTools(registry, {
  svc_browse_club: browse,
  svc_invite_creators: invite,
});

import { campaignById } from "../../shared/campaign-lookup.ts";
import { ApiError, invalidArgument, notFound } from "../../shared/errors.ts";
import { OPS } from "../../shared/ops-routes.ts";
import {
  type OpsContext,
  opsHandlers,
  pendingEvent,
  type RouteContext,
} from "../../shared/service-kit/index.ts";
import { expireActivation, seedState } from "./domain.ts";
import { pushCounts } from "./counts.ts";
import { CreatorStore } from "./store.ts";
import { eventId } from "./events.ts";
import { flushSoon, messageEvents, transition, view } from "./common.ts";

/** Back-office routes of the ops contract owned by the creator service (shared/ops-routes.ts). */

/** Asks the club whether it sent this campaign an invite to that club member (docs/INTERNAL.md). */
async function clubInvited(
  ctx: Pick<RouteContext, "rt" | "requestId">,
  campaignId: number,
  clubMemberId: number,
): Promise<boolean> {
  try {
    const r = await ctx.rt.call<{ invited: boolean }>(
      "club",
      "GET",
      `/internal/campaigns/${campaignId}/invites/${clubMemberId}`,
      undefined,
      {
        requestId: ctx.requestId,
        retries: 2,
      },
    );
    return r.invited === true;
  } catch (e) {
    if (e instanceof ApiError && e.code === "not_found") return false;
    throw e;
  }
}

async function seedCreator(ctx: OpsContext<typeof OPS.seed_creator>) {
  const { campaignId } = ctx.params;
  const b = ctx.body;
  const c = await campaignById(ctx.rt, campaignId);
  if (!c) throw notFound("campaign");
  const clubMemberId = b.invitedFromClub ?? null;
  const invited = clubMemberId !== null && b.status === "applicant" &&
    (await clubInvited(ctx, campaignId, clubMemberId));
  const memberId = await new CreatorStore(ctx.rt.db).nextMemberId();
  const at = new Date().toISOString();
  const seeded = seedState(b.status, b.reachable ?? true, invited, view(c), memberId, at);
  const pending = messageEvents(ctx.rt, c.workspaceId, campaignId, memberId, seeded.messages);
  if (b.status === "applicant") {
    pending.push(
      pendingEvent(
        "ccw.creator.applied",
        { workspaceId: c.workspaceId, campaignId, memberId, clubMemberId },
        eventId(ctx.rt, c.workspaceId, `creator:applied:${campaignId}:${memberId}`),
      ),
    );
  }
  await new CreatorStore(ctx.rt.db).insertCreator({
    _id: memberId,
    campaignId,
    workspaceId: c.workspaceId,
    name: b.name,
    photoapp: b.photoapp ?? null,
    videoapp: b.videoapp ?? null,
    portfolioUrl: b.portfolioUrl ?? null,
    followers: b.followers ?? null,
    tier: b.tier ?? null,
    badges: b.badges ?? [],
    chatHandle: b.chatHandle ?? null,
    bio: b.bio ?? null,
    clubMemberId,
    ...seeded.next,
    pending,
    createdAt: at,
  }, {
    _id: memberId,
    campaignId,
    email: b.private?.email ?? null,
    phone: b.private?.phone ?? null,
    birthday: b.private?.birthday ?? null,
    legalName: b.private?.legalName ?? null,
  });
  await flushSoon(ctx.rt, memberId);
  await pushCounts(ctx.rt, c.workspaceId, campaignId);
  return { memberId };
}

async function expire(ctx: OpsContext<typeof OPS.expire_activation>) {
  const { campaignId, memberId } = ctx.params;
  const at = new Date().toISOString();
  // The record carries its workspace; ops acts across workspaces.
  const { result } = await transition(ctx.rt, { campaignId, workspaceId: "" }, memberId, "listed", (d) => {
    const r = expireActivation(d, at);
    return { result: r, change: r.ok && r.next ? { next: r.next, messages: [] } : null };
  });
  if (!result.ok) throw invalidArgument("memberId", result.problem);
  return { activation: "expired" };
}

async function outbox(ctx: OpsContext<typeof OPS.list_outbox>) {
  const q = ctx.query;
  const messages = await new CreatorStore(ctx.rt.db).listDelivered(q);
  return {
    messages: messages.map((m) => ({
      memberId: m.memberId,
      kind: m.kind,
      text: m.text,
      sentAt: m.sentAt.toISOString(),
    })),
  };
}

/** The creator service's rows of shared/ops-routes.ts. */
export const opsRoutes = opsHandlers("creator", {
  seed_creator: seedCreator,
  expire_activation: expire,
  list_outbox: outbox,
});

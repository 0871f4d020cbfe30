import { z } from "zod";
import { campaignById } from "../../shared/campaign-lookup.ts";
import { ApiError, invalidArgument, notFound } from "../../shared/errors.ts";
import { intId } from "../../shared/registry/common.ts";
import { type ExtraRoute, parseWith, type RouteContext } from "../../shared/service-kit/index.ts";
import { expireActivation, seedState } from "./domain.ts";
import { pushCounts } from "./counts.ts";
import { CreatorStore, pendingEvent } from "./store.ts";
import { eventId } from "./events.ts";
import { flushSoon, messageEvents, transition, view } from "./common.ts";

/** Back-office routes of the ops contract owned by the creator service (shared/ops-routes.ts). */

const text = (max: number) => z.string().max(max);

/** Seed body: the ops contract's fields, plus `chatHandle` (optional; the creator's handle in the campaign chat). */
export const seedBody = z.strictObject({
  name: z.string().trim().min(1, "is required").max(200),
  status: z.enum(["applicant", "signed", "activating", "activated"]),
  photoapp: text(100).nullable().optional(),
  videoapp: text(100).nullable().optional(),
  portfolioUrl: text(500).nullable().optional(),
  followers: z.number().int().min(0).nullable().optional(),
  tier: text(50).nullable().optional(),
  badges: z.array(text(50)).max(20).optional(),
  bio: text(5000).nullable().optional(),
  chatHandle: text(100).nullable().optional(),
  private: z
    .strictObject({
      email: text(320).nullable().optional(),
      phone: text(50).nullable().optional(),
      birthday: text(50).nullable().optional(),
      legalName: text(200).nullable().optional(),
    })
    .optional(),
  reachable: z.boolean().optional(),
  invitedFromClub: intId("invitedFromClub").nullable().optional(),
});

const campaignPath = z.strictObject({ campaignId: intId("campaignId") });
const creatorPath = z.strictObject({ campaignId: intId("campaignId"), memberId: intId("memberId") });
const outboxQuery = z.strictObject({
  campaignId: intId("campaignId").optional(),
  memberId: intId("memberId").optional(),
});

/** Asks the club whether it sent this campaign an invite to that club member (docs/INTERNAL.md). */
async function clubInvited(ctx: RouteContext, campaignId: number, clubMemberId: number): Promise<boolean> {
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

async function seedCreator(ctx: RouteContext) {
  const { campaignId } = parseWith(campaignPath, ctx.params, "path");
  const b = ctx.body as z.infer<typeof seedBody>;
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

async function expire(ctx: RouteContext) {
  const { campaignId, memberId } = parseWith(creatorPath, ctx.params, "path");
  const at = new Date().toISOString();
  // The record carries its workspace; ops acts across workspaces.
  const { result } = await transition(ctx.rt, { campaignId, workspaceId: "" }, memberId, "listed", (d) => {
    const r = expireActivation(d, at);
    return { result: r, change: r.ok && r.next ? { next: r.next, messages: [] } : null };
  });
  if (!result.ok) throw invalidArgument("memberId", result.problem);
  return { activation: "expired" };
}

async function outbox(ctx: RouteContext) {
  const q = ctx.query as z.infer<typeof outboxQuery>;
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

export const opsRoutes: ExtraRoute[] = [
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/creators", body: seedBody, handler: seedCreator },
  {
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/creators/:memberId/expire-activation",
    handler: expire,
  },
  { method: "GET", path: "/ops/v1/outbox", query: outboxQuery, handler: outbox },
];

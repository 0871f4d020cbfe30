import { campaignFor } from "../../shared/campaign-lookup.ts";
import { invalidArgument, notFound } from "../../shared/errors.ts";
import { pageOf } from "../../shared/paging.ts";
import { refused } from "../../shared/refused.ts";
import {
  type ContextOf,
  defineTools,
  flushAfterWrite,
  type HandlerOf,
  pendingEvent,
} from "../../shared/service-kit/index.ts";
import * as registry from "../../shared/registry/creator.ts";
import { activate, decide, isVisible, markActivated, offboard, planGroupChat, restore } from "./domain.ts";
import type { SimpleResult } from "./domain.ts";
import { creatorRef, publicCreator } from "./projection.ts";
import { CreatorStore } from "./store.ts";
import { eventId } from "./events.ts";
import { transition, view } from "./common.ts";

/** Tool handlers: thin; the rules are in domain.ts, the data in store.ts. */

const now = () => new Date().toISOString();

async function listApplicants(ctx: ContextOf<typeof registry.svc_list_applicants>) {
  const { campaignId } = ctx.params;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const { status, cursor, limit = 25 } = ctx.query;

  const list = `applicants:${campaignId}:${status ?? "all"}`;
  let beforeId: number | undefined;
  if (cursor !== undefined) {
    beforeId = ctx.rt.cursors.decode<number>(ctx.workspaceId, list, cursor);
    if (!Number.isInteger(beforeId)) throw invalidArgument("cursor", "not a cursor this list gave out");
  }
  const docs = await new CreatorStore(ctx.rt.db).listCreators(campaignId, {
    status,
    beforeId,
    limit: limit + 1,
  });
  const { page, last } = pageOf(docs, limit);
  const nextCursor = last ? ctx.rt.cursors.encode(ctx.workspaceId, list, last._id) : null;
  return { campaignId, creators: page.map((d) => publicCreator(d, { list: true })), nextCursor };
}

async function getCreator(ctx: ContextOf<typeof registry.svc_get_creator>) {
  const { campaignId, memberId } = ctx.params;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const doc = await new CreatorStore(ctx.rt.db).findCreator(campaignId, memberId);
  // Applicants who have not signed, and declined creators, are not visible (spec section 1).
  if (!doc || !isVisible(doc)) throw notFound("creator");
  return { ...publicCreator(doc, { list: false }) };
}

async function decideApplicant(ctx: ContextOf<typeof registry.svc_decide_applicant>) {
  const { campaignId, memberId } = ctx.params;
  const c = await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const at = now();
  const { doc, result } = await transition(ctx.rt, c, memberId, "any", (d) => {
    const r = decide(d, ctx.body.decision, view(c), memberId, at);
    return { result: r, change: r.status === "decided" ? r : null };
  });
  return {
    status: result.status,
    decision: result.decision,
    outcome: result.outcome,
    creator: creatorRef(doc),
  };
}

async function activateCreator(ctx: ContextOf<typeof registry.svc_activate_creator>) {
  const { campaignId, memberId } = ctx.params;
  const c = await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const at = now();
  const { result } = await transition(ctx.rt, c, memberId, "listed", (d) => {
    const r = activate(d, view(c), memberId, at);
    return { result: r, change: r.status === "queued" ? r : null };
  });
  return { status: result.status, campaignId, memberId };
}

/** Offboard, restore and mark-activated share one shape: a status, or a refusal with a rule. */
function simple<S extends string>(
  fn: (d: Parameters<typeof offboard>[0], at: string) => SimpleResult<S>,
): HandlerOf<
  | typeof registry.svc_offboard_creator
  | typeof registry.svc_restore_creator
  | typeof registry.svc_mark_creator_activated
> {
  return async (ctx) => {
    const { campaignId, memberId } = ctx.params;
    const c = await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
    const at = now();
    const { result } = await transition(ctx.rt, c, memberId, "listed", (d) => {
      const r = fn(d, at);
      return { result: r, change: "next" in r && r.next ? { next: r.next, messages: [] } : null };
    });
    if ("rule" in result) return { ...refused(result.rule, result.message) };
    return { status: result.status, campaignId, memberId };
  };
}

async function openGroupChat(ctx: ContextOf<typeof registry.svc_open_group_chat>) {
  const { campaignId } = ctx.params;
  const c = await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const ids = [...new Set(ctx.body.memberIds)];
  if (ids.length < 2) throw invalidArgument("memberIds", "must name at least 2 different creators");
  const found = await new CreatorStore(ctx.rt.db).creatorsAmong(campaignId, ids);
  const plan = planGroupChat(ids, new Map(found.map((d) => [d._id, d])));
  if (plan.status === "refused") return { ...refused(plan.rule, plan.message, plan.field) };
  const chatId = `chat-${campaignId}-${await new CreatorStore(ctx.rt.db).nextChatNumber()}`;
  // One write: the requested chat's document, carrying the request event the chat worker sets it up from.
  const store = new CreatorStore(ctx.rt.db);
  const chat = { _id: chatId, workspaceId: c.workspaceId, campaignId, memberIds: plan.memberIds };
  await store.requestChat(chat, [
    pendingEvent(
      "ccw.creator.chat_requested",
      { workspaceId: c.workspaceId, campaignId, chatId, memberIds: plan.memberIds },
      eventId(ctx.rt, c.workspaceId, `creator:chat_requested:${chatId}`),
    ),
  ], new Date());
  await flushAfterWrite(ctx.rt, store.chats, chatId);
  const left = plan.leftOut ? ` ${plan.leftOut} left out: they cannot be reached yet.` : "";
  return {
    status: "queued",
    queued: plan.memberIds.length,
    leftOut: plan.leftOut,
    message: `Group chat with ${plan.memberIds.length} creator${
      plan.memberIds.length === 1 ? "" : "s"
    } queued; it is set up within a couple of minutes in the campaign's own chat.${left}`,
    chatId,
  };
}

export const tools = defineTools(registry, {
  svc_list_applicants: listApplicants,
  svc_get_creator: getCreator,
  svc_decide_applicant: decideApplicant,
  svc_activate_creator: activateCreator,
  svc_offboard_creator: simple((d) => offboard(d)),
  svc_restore_creator: simple((d) => restore(d)),
  svc_mark_creator_activated: simple((d, at) => markActivated(d, at)),
  svc_open_group_chat: openGroupChat,
});

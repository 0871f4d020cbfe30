import { campaignById } from "../../shared/campaign-lookup.ts";
import { consume } from "../../shared/nats.ts";
import { flushAfterWrite, pendingEvent, type Runtime } from "../../shared/service-kit/index.ts";
import { chatNotice, messageIds } from "./domain.ts";
import { CreatorStore } from "./store.ts";

/**
 * NATS side of the creator service:
 * - the notifier delivers every `ccw.creator.message` (from this and other services) into the
 *   creator outbox, once per messageId (unique `_id`), whatever JetStream redelivers;
 * - the chat worker sets up a group chat from `ccw.creator.chat_requested`: the chat is marked set up
 *   with each member's notice as pending events in the same write (deterministic ids, so a
 *   redelivered request sends nothing twice).
 *
 * One NATS server may carry several deployments at once (test stacks beside a demo): shared/nats.ts
 * namespaces durables, message ids and events per deployment; event ids here also carry the prefix
 * and workspace, and a message whose campaign is not this deployment's is acknowledged and ignored.
 */

/**
 * Event / message id of this deployment for a domain id. The (random) workspace id is in it too:
 * campaign and member numbers restart in a fresh database under the same prefix.
 */
export function eventId(rt: Runtime, workspaceId: string, id: string): string {
  return `${rt.env.dbPrefix}:${workspaceId}:${id}`;
}

/** True when the campaign exists here and belongs to that workspace; a lookup failure throws (redelivered). */
async function ours(rt: Runtime, workspaceId: string, campaignId: number): Promise<boolean> {
  const c = await campaignById(rt, campaignId);
  return c !== null && c.workspaceId === workspaceId;
}

export async function startNotifier(rt: Runtime): Promise<void> {
  const durable = "creator-notifier"; // consume() adds the deployment namespace
  await consume(rt.nc, rt.db, durable, ["ccw.creator.message"], async (m) => {
    if (!(await ours(rt, m.workspaceId, m.campaignId))) return;
    const fresh = await new CreatorStore(rt.db).deliver({
      _id: m.messageId,
      workspaceId: m.workspaceId,
      campaignId: m.campaignId,
      memberId: m.memberId,
      kind: m.kind,
      text: m.text,
    }, new Date());
    if (fresh) rt.log("info", "message delivered", { messageId: m.messageId, kind: m.kind });
  }, rt.log);
}

export async function startChatWorker(rt: Runtime): Promise<void> {
  const durable = "creator-chat-worker";
  await consume(rt.nc, rt.db, durable, ["ccw.creator.chat_requested"], async (e) => {
    const campaign = await campaignById(rt, e.campaignId);
    if (!campaign || campaign.workspaceId !== e.workspaceId) return; // another deployment's request
    const text = chatNotice(campaign);
    const notices = e.memberIds.map((memberId) => {
      const id = eventId(rt, e.workspaceId, messageIds.chat(e.chatId, memberId));
      return pendingEvent("ccw.creator.message", {
        messageId: id,
        workspaceId: e.workspaceId,
        campaignId: e.campaignId,
        memberId,
        kind: "group_chat",
        text,
      }, id);
    });
    const store = new CreatorStore(rt.db);
    const chat = {
      _id: e.chatId,
      workspaceId: e.workspaceId,
      campaignId: e.campaignId,
      memberIds: e.memberIds,
    };
    const fresh = await store.markChatSetUp(chat, notices, new Date());
    // Also on a redelivery: the first delivery's notices may still be waiting in the chat document.
    await flushAfterWrite(rt, store.chats, e.chatId);
    if (fresh) rt.log("info", "group chat set up", { chatId: e.chatId, members: e.memberIds.length });
  }, rt.log);
}

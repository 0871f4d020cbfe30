import { AckPolicy, DeliverPolicy, jetstreamManager } from "@nats-io/jetstream";
import { campaignById } from "../../shared/campaign-lookup.ts";
import { STREAM, type Subject } from "../../shared/events.ts";
import { consume } from "../../shared/nats.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { chatNotice, messageIds } from "./domain.ts";
import { deliver, flushPending, recordChat, withPending } from "./store.ts";

/**
 * NATS side of the creator service:
 * - the notifier delivers every `ccw.creator.message` (from this and other services) into the
 *   creator outbox, once per messageId (unique `_id`), whatever JetStream redelivers;
 * - the chat worker sets up a group chat from `ccw.creator.chat_requested` and sends each member a
 *   notice through the outbox (deterministic ids, so a redelivered request sends nothing twice);
 * - the sweeper copies events left in creator records' `pending` into the outbox (store.ts).
 *
 * One NATS server may carry several deployments at once (test stacks beside a demo, each with its
 * own DB_PREFIX, one shared stream). So: durable names carry the prefix (no deployment takes another's
 * messages), a new durable starts a minute back instead of replaying the stream's whole history,
 * event ids carry the prefix (JetStream's duplicate window must not drop our message because another
 * deployment used the same id), and a message whose campaign is not this deployment's (same id,
 * other workspace) is acknowledged and ignored.
 */

/**
 * Event / message id of this deployment for a domain id. The (random) workspace id is in it too:
 * campaign and member numbers restart in a fresh database under the same prefix.
 */
export function eventId(rt: Runtime, workspaceId: string, id: string): string {
  return `${rt.env.dbPrefix}:${workspaceId}:${id}`;
}

function durableName(rt: Runtime, what: string): string {
  return `creator-${what}-${rt.env.dbPrefix}`.replace(/[^A-Za-z0-9_-]/g, "_");
}

/**
 * Creates the durable (if new) starting a minute back; `consume` then finds and uses it. The name is
 * the one shared/nats.ts `consume` derives per subject (NATS 2.9 has one filter subject per
 * consumer); were that to change, `consume` would make its own durable and only replay more history.
 */
async function ensureDurable(rt: Runtime, durable: string, subject: Subject): Promise<void> {
  const jsm = await jetstreamManager(rt.nc);
  const name = `${durable}-${subject.replace(/[.>*]/g, "_")}`;
  try {
    await jsm.consumers.info(STREAM, name);
  } catch {
    await jsm.consumers.add(STREAM, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: new Date(Date.now() - 60_000).toISOString(),
      filter_subject: subject,
      ack_wait: 30 * 1_000_000_000,
      max_deliver: -1,
    }).catch(async (e) => {
      // Another instance created the same durable at the same moment: use it.
      await jsm.consumers.info(STREAM, name).catch(() => {
        throw e;
      });
    });
  }
}

/** True when the campaign exists here and belongs to that workspace; a lookup failure throws (redelivered). */
async function ours(rt: Runtime, workspaceId: string, campaignId: number): Promise<boolean> {
  const c = await campaignById(rt, campaignId);
  return c !== null && c.workspaceId === workspaceId;
}

export async function startNotifier(rt: Runtime): Promise<void> {
  const durable = durableName(rt, "notifier");
  await ensureDurable(rt, durable, "ccw.creator.message");
  await consume(rt.nc, rt.db, durable, ["ccw.creator.message"], async (m) => {
    if (!(await ours(rt, m.workspaceId, m.campaignId))) return;
    const fresh = await deliver(rt.db, {
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
  const durable = durableName(rt, "chat-worker");
  await ensureDurable(rt, durable, "ccw.creator.chat_requested");
  await consume(rt.nc, rt.db, durable, ["ccw.creator.chat_requested"], async (e) => {
    const campaign = await campaignById(rt, e.campaignId);
    if (!campaign || campaign.workspaceId !== e.workspaceId) return; // another deployment's request
    const text = chatNotice(campaign);
    await recordChat(rt.db, { _id: e.chatId, workspaceId: e.workspaceId, campaignId: e.campaignId, memberIds: e.memberIds, setUpAt: new Date() });
    for (const memberId of e.memberIds) {
      const id = eventId(rt, e.workspaceId, messageIds.chat(e.chatId, memberId));
      await rt.outbox.add("ccw.creator.message", {
        messageId: id,
        workspaceId: e.workspaceId,
        campaignId: e.campaignId,
        memberId,
        kind: "group_chat",
        text,
      }, id);
    }
    rt.log("info", "group chat set up", { chatId: e.chatId, members: e.memberIds.length });
  }, rt.log);
}

/** Every few seconds, finishes copying pending events a stopped process left behind. */
export function startPendingSweeper(rt: Runtime, intervalMs = 3000): { stop: () => void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = async () => {
    try {
      for (const id of await withPending(rt.db)) await flushPending(rt, id);
    } catch (e) {
      rt.log("warn", "pending sweep failed; will retry", { err: String(e) });
    }
    if (!stopped) timer = setTimeout(loop, intervalMs);
  };
  timer = setTimeout(loop, intervalMs);
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

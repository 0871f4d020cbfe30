import type { Collection, Db } from "mongodb";
import { isDuplicateKey } from "../../shared/mongo.ts";
import {
  flushAfterWrite,
  pendingEvent,
  type PendingRelay,
  type WithPendingEvents,
} from "../../shared/service-kit/index.ts";

/**
 * What this service tells creators, as `ccw.creator.message` events; the creator service's notifier
 * delivers each into the creator outbox (GET /ops/v1/outbox), once per `messageId`. Every id is
 * deterministic for its effect, so a rerun never sends twice.
 *
 * A review or a message is a write to the program platform, an external system (adapters/program.ts),
 * so no document of this service changes with it: each notice is recorded as a document of its own in
 * `creator_notices` (`_id` = the notice id), carrying its event (service-kit/pending-events.ts). That
 * insert is the one write; the event is copied into the outbox right after and the kit's sweeper
 * finishes a copy a stopped process left.
 */
export interface NoticeTarget {
  workspaceId: string;
  campaignId: number;
  memberId: number;
}

interface NoticeDoc extends NoticeTarget, WithPendingEvents {
  _id: string;
  kind: "proof_rejected" | "program_message";
  createdAt: Date;
}

export const PENDING_EVENT_COLLECTIONS = ["creator_notices"];
const notices = (db: Db): Collection<NoticeDoc> => db.collection<NoticeDoc>("creator_notices");

/**
 * Ids carry the (random) workspace id as well: campaign and proof numbers restart in a fresh database,
 * and JetStream's duplicate window would silently drop an event whose id another database on the same
 * NATS (a test run, a second deployment) used minutes before.
 */
export const noticeIds = {
  proofRejected: (t: NoticeTarget, proofId: string) =>
    `proof_rejected:${t.workspaceId}:${t.campaignId}:${proofId}`,
  programMessage: (t: NoticeTarget, programMessageId: string) =>
    `program_message:${t.workspaceId}:${programMessageId}`,
};

/** Records the notice with its event (once per id: a rerun finds it recorded), then copies the event. */
async function notify(
  rt: PendingRelay & { db: Db },
  t: NoticeTarget,
  kind: NoticeDoc["kind"],
  text: string,
  id: string,
): Promise<void> {
  const event = pendingEvent("ccw.creator.message", { messageId: id, ...t, kind, text }, id);
  try {
    await notices(rt.db).insertOne({ _id: id, ...t, kind, createdAt: new Date(), pending: [event] });
  } catch (e) {
    if (!isDuplicateKey(e)) throw e; // recorded by an earlier run, with its event
  }
  await flushAfterWrite(rt, notices(rt.db), id);
}

/** A rejected proof goes back to the creator with the brand's message (one per proof: a proof is decided once). */
export async function notifyProofRejected(
  rt: PendingRelay & { db: Db },
  t: NoticeTarget,
  proofId: string,
  message: string,
): Promise<void> {
  await notify(rt, t, "proof_rejected", message, noticeIds.proofRejected(t, proofId));
}

/** The program platform's notice of a new message (one per stored program message). */
export async function notifyProgramMessage(
  rt: PendingRelay & { db: Db },
  t: NoticeTarget,
  programMessageId: string,
  text: string,
): Promise<void> {
  await notify(rt, t, "program_message", text, noticeIds.programMessage(t, programMessageId));
}

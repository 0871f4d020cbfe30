import type { Outbox } from "../../shared/nats.ts";

/**
 * What this service tells creators, as `ccw.creator.message` events through its transactional
 * outbox; the creator service's notifier delivers each into the creator outbox (GET /ops/v1/outbox),
 * once per `messageId`. Every id is deterministic for its effect, so a rerun never sends twice.
 */
export interface NoticeTarget {
  workspaceId: string;
  campaignId: number;
  memberId: number;
}

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

/** A rejected proof goes back to the creator with the brand's message (one per proof: a proof is decided once). */
export async function notifyProofRejected(
  outbox: Outbox,
  t: NoticeTarget,
  proofId: string,
  message: string,
): Promise<void> {
  const id = noticeIds.proofRejected(t, proofId);
  await outbox.add("ccw.creator.message", { messageId: id, ...t, kind: "proof_rejected", text: message }, id);
}

/** The program platform's notice of a new message (one per stored program message). */
export async function notifyProgramMessage(
  outbox: Outbox,
  t: NoticeTarget,
  programMessageId: string,
  text: string,
): Promise<void> {
  const id = noticeIds.programMessage(t, programMessageId);
  await outbox.add("ccw.creator.message", { messageId: id, ...t, kind: "program_message", text }, id);
}

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

/** A rejected proof goes back to the creator with the brand's message (one per proof: a proof is decided once). */
export async function notifyProofRejected(outbox: Outbox, t: NoticeTarget, proofId: string, message: string): Promise<void> {
  await outbox.add(
    "ccw.creator.message",
    { messageId: `proof_rejected:${t.campaignId}:${proofId}`, ...t, kind: "proof_rejected", text: message },
    `proof_rejected:${t.campaignId}:${proofId}`,
  );
}

/** The program platform's notice of a new message (one per stored program message). */
export async function notifyProgramMessage(outbox: Outbox, t: NoticeTarget, programMessageId: string, text: string): Promise<void> {
  await outbox.add(
    "ccw.creator.message",
    { messageId: `program_message:${programMessageId}`, ...t, kind: "program_message", text },
    `program_message:${programMessageId}`,
  );
}

import { campaignFor } from "../../../shared/campaign-lookup.ts";
import { notFound } from "../../../shared/errors.ts";
import { refused } from "../../../shared/refused.ts";
import type { ContextOf } from "../../../shared/service-kit/index.ts";
import type * as registry from "../../../shared/registry/activation.ts";
import { EXCLUSION_MESSAGES, memberIdOfCreator } from "../domain.ts";
import { notifyProgramMessage, notifyProofRejected } from "../events.ts";
import { campaignCreators } from "../creators.ts";
import { deps } from "../deps.ts";

/**
 * The program tools. A proof or post of another campaign (or workspace) is a 404, exactly like an
 * unknown id, so nothing tells whose it is. A proof that is no longer waiting is refused `not_waiting`.
 */
export async function reviewProgramProof(
  ctx: ContextOf<typeof registry.svc_review_program_proof>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  const proofId: string = ctx.params.proofId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const { decision, message } = ctx.body;
  const text = decision === "reject" ? message! : message ?? null;
  const r = await deps(ctx.rt).program.reviewProof(campaignId, proofId, decision, text);
  if (!r.ok) {
    if (r.reason === "not_found") throw notFound("proof in this campaign's program");
    return {
      ...refused(
        "not_waiting",
        `This proof is not waiting for review (it was already ${r.status}).`,
        "proofId",
      ),
    };
  }
  const memberId = memberIdOfCreator(r.proof.creatorId);
  if (decision === "reject" && memberId !== null) {
    await notifyProofRejected(
      ctx.rt,
      { workspaceId: ctx.workspaceId, campaignId, memberId },
      proofId,
      text!,
    );
  }
  return { status: r.proof.status, proofId, creatorId: r.proof.creatorId };
}

/**
 * svc_send_program_message: once per idempotency key (spec 4.3 rule 8). The service kit replays a
 * retried key, and the send itself is keyed by it (workspace + key), so a re-run after an unexpected
 * error delivers nothing twice: the platform answers the first message, and the creator notice's id
 * comes from that message. Into the creator's one conversation; the creator is notified. The creator must be on the campaign
 * (a visible creator) or known to the campaign's program (a proof or a post there).
 */
export async function sendProgramMessage(
  ctx: ContextOf<typeof registry.svc_send_program_message>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const { creatorId, message } = ctx.body;
  const d = deps(ctx.rt);
  const memberId = memberIdOfCreator(creatorId);
  const known = (memberId !== null &&
    (await campaignCreators(ctx.rt, campaignId)).some((c) => c.memberId === memberId)) ||
    (await d.program.knowsCreator(campaignId, creatorId));
  if (!known) {
    return {
      ...refused("unknown_creator", "No creator with this id is in this campaign's program.", "creatorId"),
    };
  }
  const sent = await d.program.sendMessage(
    campaignId,
    creatorId,
    message,
    `${ctx.workspaceId}:${ctx.idempotencyKey}`,
  );
  if (memberId !== null) {
    await notifyProgramMessage(
      ctx.rt,
      { workspaceId: ctx.workspaceId, campaignId, memberId },
      sent.messageId,
      message,
    );
  }
  return { status: "sent", creatorId, conversationId: sent.conversationId };
}

/** svc_exclude_program_post: permanent; pending pay removed; the creator is not told. */
export async function excludeProgramPost(
  ctx: ContextOf<typeof registry.svc_exclude_program_post>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  const postId: string = ctx.params.postId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const r = await deps(ctx.rt).program.excludePost(campaignId, postId);
  if (!r.ok) {
    if (r.reason === "not_found") throw notFound("post in this campaign's program");
    return { ...refused(r.reason, EXCLUSION_MESSAGES[r.reason], "postId") };
  }
  return { status: "excluded", postId, pendingCentsRemoved: r.pendingCentsRemoved, creatorNotified: false };
}

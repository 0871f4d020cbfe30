import { campaignFor } from "../../../shared/campaign-lookup.ts";
import type { ContextOf } from "../../../shared/service-kit/index.ts";
import type * as registry from "../../../shared/registry/activation.ts";
import { untrustedOrNull } from "../../../shared/untrusted.ts";
import { flowStatus, joinLink, whereIs } from "../domain.ts";
import { campaignCreators } from "../creators.ts";
import { deps } from "../deps.ts";

/**
 * svc_get_activation: the flow (status, steps), the join code and link, the mode, and with
 * creators:read the campaign's visible creators, each with where they are and their program items
 * (proof ids to review, post ids to exclude). Proof captions are creator-written: wrapped untrusted.
 */
export async function getActivation(
  ctx: ContextOf<typeof registry.svc_get_activation>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  const facts = await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const d = deps(ctx.rt);
  const flow = await d.flows.get(campaignId);
  const out: Record<string, unknown> = {
    campaignId,
    flowStatus: flowStatus(flow),
    builtFrom: flow?.builtFrom ?? "none",
    unpublishedChanges: !!flow?.publishedAt && flow.dirty,
    joinCode: facts.joinCode,
    link: joinLink(ctx.rt.env.baseUrl, facts.joinCode),
    mode: facts.activationMode,
    steps: (flow?.steps ?? []).map((s, i) => ({ position: i + 1, title: s.title })),
  };
  if (!ctx.hasScope("creators:read")) return out;

  const [creators, proofs, posts] = await Promise.all([
    campaignCreators(ctx.rt, campaignId),
    d.program.proofsOf(campaignId),
    d.program.postsOf(campaignId),
  ]);
  out.creators = creators.map((c) => {
    const creatorId = String(c.memberId);
    const mine = proofs.filter((p) => p.creatorId === creatorId);
    const standing = {
      proofsWaiting: mine.filter((p) => p.status === "waiting").length,
      proofsRejected: mine.filter((p) => p.status === "rejected").length,
      proofsApproved: mine.filter((p) => p.status === "approved").length,
    };
    return {
      memberId: c.memberId,
      name: c.name,
      step: whereIs(c, standing),
      state: c.activationState ?? c.status,
      program: {
        creatorId,
        proofs: mine.map((p) => ({
          proofId: p.proofId,
          status: p.status,
          caption: untrustedOrNull(p.caption),
        })),
        posts: posts
          .filter((p) => p.creatorId === creatorId)
          .map((p) => ({
            postId: p.postId,
            status: p.excluded ? "excluded" : "counting",
            pendingCents: p.pendingCents,
          })),
      },
    };
  });
  return out;
}

import { campaignById } from "../../shared/campaign-lookup.ts";
import { invalidArgument, notFound } from "../../shared/errors.ts";
import { opsHandlers, type RouteContext } from "../../shared/service-kit/index.ts";
import { flowStatus, listSources } from "./domain.ts";
import { deps } from "./deps.ts";

/**
 * Back-office routes of the ops contract (shared/contracts/ops-api.md) that seed the two external
 * systems and the flow draft. They stand in for what creators, the partner system and the dashboard
 * do on their own side.
 */

async function campaignOf(ctx: RouteContext<{ campaignId: number }>) {
  const c = await campaignById(ctx.rt, ctx.params.campaignId);
  if (!c) throw notFound("campaign");
  return c;
}

/** The activation-program service's rows of shared/ops-routes.ts. */
export const opsRoutes = opsHandlers("activation-program", {
  add_program_proof: async (ctx) => {
    const c = await campaignOf(ctx);
    const proof = await deps(ctx.rt).program.addProof(
      c.campaignId,
      ctx.body.creatorId,
      ctx.body.caption ?? null,
    );
    return { proofId: proof.proofId };
  },
  add_program_post: async (ctx) => {
    const c = await campaignOf(ctx);
    const b = ctx.body;
    const post = await deps(ctx.rt).program.addPost(c.campaignId, b.creatorId, {
      pendingCents: b.pendingCents,
      paidOut: b.paidOut ?? false,
      usedInAd: b.usedInAd ?? false,
    });
    return { postId: post.postId };
  },
  add_partner_campaign: async (ctx) => {
    const { workspaceId } = ctx.params;
    const b = ctx.body;
    await deps(ctx.rt).partner.upsertCampaign(workspaceId, b);
    return { partnerCampaignId: b.partnerCampaignId };
  },
  add_knowledge_source: async (ctx) => {
    const c = await campaignOf(ctx);
    const b = ctx.body;
    const link = b.link ?? null;
    const position = await deps(ctx.rt).flows.mutate<{ clash: string } | { position: number }>(
      c.campaignId,
      c.workspaceId,
      (f) => {
        // Removal names a source by label or link, so both must stay unambiguous.
        if (f.knowledge.some((k) => k.label === b.label)) return { result: { clash: "label" } };
        if (link !== null && f.knowledge.some((k) => k.link === link)) return { result: { clash: "link" } };
        const knowledge = [...f.knowledge, { label: b.label, kind: b.kind, link }];
        return { flow: { ...f, knowledge, dirty: true }, result: { position: knowledge.length } };
      },
    );
    if ("clash" in position) {
      throw invalidArgument(position.clash, "a knowledge source of this campaign already has it");
    }
    return position;
  },
  put_activation_flow: async (ctx) => {
    const c = await campaignOf(ctx);
    const b = ctx.body;
    const flow = await deps(ctx.rt).flows.mutate(c.campaignId, c.workspaceId, (f) => {
      let next = { ...f };
      if (b.customSteps) {
        next = {
          ...next,
          builtFrom: "custom",
          template: null,
          steps: b.customSteps.map((title) => ({ kind: "custom" as const, title })),
          dirty: true,
        };
      }
      if (b.publish) next = { ...next, publishedAt: new Date(), dirty: false };
      return { flow: next, result: next };
    });
    return {
      campaignId: c.campaignId,
      flowStatus: flowStatus(flow),
      builtFrom: flow.builtFrom,
      steps: flow.steps.map((s, i) => ({ position: i + 1, title: s.title })),
      sources: listSources(flow.knowledge).length,
    };
  },
});

import { z } from "zod";
import { campaignById } from "../../shared/campaign-lookup.ts";
import { invalidArgument, notFound } from "../../shared/errors.ts";
import { campaignParams } from "../../shared/registry/common.ts";
import { type ExtraRoute, parseWith, type RouteContext } from "../../shared/service-kit/index.ts";
import { flowStatus, listSources } from "./domain.ts";
import { deps } from "./deps.ts";

/**
 * Back-office routes of the ops contract (shared/contracts/ops-api.md) that seed the two external
 * systems and the flow draft. They stand in for what creators, the partner system and the dashboard
 * do on their own side.
 */

const idString = (what: string) =>
  z.string().min(1, `${what} is required`).max(200).regex(/^[A-Za-z0-9._:-]+$/, `${what} has characters an id never has`);
const text = (max: number) => z.string().trim().min(1).max(max);

async function campaignOf(ctx: RouteContext) {
  const { campaignId } = parseWith(campaignParams, ctx.params, "path");
  const c = await campaignById(ctx.rt, campaignId);
  if (!c) throw notFound("campaign");
  return c;
}

const proofBody = z.strictObject({
  creatorId: idString("creatorId"),
  /** Not in the contract's table: an optional caption the creator wrote (shown wrapped untrusted). */
  caption: z.string().max(2000).optional(),
});

const postBody = z.strictObject({
  creatorId: idString("creatorId"),
  pendingCents: z.number().int().min(0).max(100_000_000),
  paidOut: z.boolean().optional(),
  usedInAd: z.boolean().optional(),
});

const partnerBody = z.strictObject({
  partnerCampaignId: idString("partnerCampaignId"),
  name: text(200),
  companyName: text(200),
  programId: text(200),
  programName: text(200),
});

const knowledgeBody = z.strictObject({
  label: text(200),
  kind: text(40),
  link: z.url({ protocol: /^https?$/ }).max(2000).optional(),
});

/** Not in the contract's table (the dashboard's flow editor): needs its row in shared/ops-routes.ts. */
const flowBody = z
  .strictObject({
    customSteps: z.array(text(200)).min(1).max(30).optional(),
    publish: z.boolean().optional(),
  })
  .refine((b) => b.customSteps !== undefined || b.publish !== undefined, { message: "send customSteps, publish or both" });

export const opsRoutes: ExtraRoute[] = [
  {
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/program/proofs",
    body: proofBody,
    handler: async (ctx) => {
      const c = await campaignOf(ctx);
      const proof = await deps(ctx.rt).program.addProof(c.campaignId, ctx.body.creatorId, ctx.body.caption ?? null);
      return { proofId: proof.proofId };
    },
  },
  {
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/program/posts",
    body: postBody,
    handler: async (ctx) => {
      const c = await campaignOf(ctx);
      const b = ctx.body as z.infer<typeof postBody>;
      const post = await deps(ctx.rt).program.addPost(c.campaignId, b.creatorId, {
        pendingCents: b.pendingCents,
        paidOut: b.paidOut ?? false,
        usedInAd: b.usedInAd ?? false,
      });
      return { postId: post.postId };
    },
  },
  {
    method: "POST",
    path: "/ops/v1/workspaces/:workspaceId/partner-campaigns",
    body: partnerBody,
    handler: async (ctx) => {
      const workspaceId = parseWith(z.strictObject({ workspaceId: idString("workspaceId") }), ctx.params, "path").workspaceId;
      const b = ctx.body as z.infer<typeof partnerBody>;
      await deps(ctx.rt).partner.upsertCampaign(workspaceId, b);
      return { partnerCampaignId: b.partnerCampaignId };
    },
  },
  {
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/knowledge-sources",
    body: knowledgeBody,
    handler: async (ctx) => {
      const c = await campaignOf(ctx);
      const b = ctx.body as z.infer<typeof knowledgeBody>;
      const link = b.link ?? null;
      const position = await deps(ctx.rt).flows.mutate<{ clash: string } | { position: number }>(c.campaignId, c.workspaceId, (f) => {
        // Removal names a source by label or link, so both must stay unambiguous.
        if (f.knowledge.some((k) => k.label === b.label)) return { result: { clash: "label" } };
        if (link !== null && f.knowledge.some((k) => k.link === link)) return { result: { clash: "link" } };
        const knowledge = [...f.knowledge, { label: b.label, kind: b.kind, link }];
        return { flow: { ...f, knowledge, dirty: true }, result: { position: knowledge.length } };
      });
      if ("clash" in position) throw invalidArgument(position.clash, "a knowledge source of this campaign already has it");
      return position;
    },
  },
  {
    method: "PUT",
    path: "/ops/v1/campaigns/:campaignId/activation-flow",
    body: flowBody,
    handler: async (ctx) => {
      const c = await campaignOf(ctx);
      const b = ctx.body as z.infer<typeof flowBody>;
      const flow = await deps(ctx.rt).flows.mutate(c.campaignId, c.workspaceId, (f) => {
        let next = { ...f };
        if (b.customSteps) {
          next = { ...next, builtFrom: "custom", template: null, steps: b.customSteps.map((title) => ({ kind: "custom" as const, title })), dirty: true };
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
  },
];

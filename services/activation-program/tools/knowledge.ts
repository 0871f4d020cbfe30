import { campaignFor } from "../../../shared/campaign-lookup.ts";
import { refused } from "../../../shared/refused.ts";
import type { ContextOf } from "../../../shared/service-kit/index.ts";
import type * as registry from "../../../shared/registry/activation.ts";
import { KNOWLEDGE_NOTE, listSources, removeSource } from "../domain.ts";
import { deps } from "../deps.ts";

/** svc_get_knowledge_sources: the flow draft's knowledge sources in position order (1-based). */
export async function getKnowledgeSources(
  ctx: ContextOf<typeof registry.svc_get_knowledge_sources>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const flow = await deps(ctx.rt).flows.get(campaignId);
  return { campaignId, sources: listSources(flow?.knowledge ?? []) };
}

/**
 * svc_remove_knowledge_source: removes the source named by its label or link exactly as listed;
 * the rest move up so positions stay 1..n. Steps stay as they are; the draft is marked changed.
 */
export async function removeKnowledgeSource(
  ctx: ContextOf<typeof registry.svc_remove_knowledge_source>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const source: string = ctx.body.source;
  return await deps(ctx.rt).flows.mutate<Record<string, unknown>>(campaignId, ctx.workspaceId, (f) => {
    const r = removeSource(f.knowledge, source);
    if ("notListed" in r) {
      return {
        result: {
          ...refused(
            "not_listed",
            "No knowledge source of this campaign has this label or link; name it exactly as svc_get_knowledge_sources lists it.",
            "source",
          ),
        },
      };
    }
    return {
      flow: { ...f, knowledge: r.remaining, dirty: true },
      result: { status: "removed", source: r.removed, sources: r.remaining.length, note: KNOWLEDGE_NOTE },
    };
  });
}

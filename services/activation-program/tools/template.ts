import { campaignFor } from "../../../shared/campaign-lookup.ts";
import { invalidArgument } from "../../../shared/errors.ts";
import { refused } from "../../../shared/refused.ts";
import type { ContextOf } from "../../../shared/service-kit/index.ts";
import type * as registry from "../../../shared/registry/activation.ts";
import {
  compileTemplate,
  hostsCampaignUses,
  templateProblem,
  textRefusal,
  type WarmupTemplate,
} from "../template.ts";
import { deps } from "../deps.ts";

const CUSTOM_STEPS_MESSAGE =
  "This campaign's activation flow was built from custom steps on the dashboard; a warm-up template cannot replace them. Edit the steps on the dashboard.";

/**
 * svc_save_warmup_template: every check runs before anything is written (a 400 releases the
 * idempotency key); then the template and its compiled steps replace the flow draft. Nothing reaches
 * creators until the flow is published on the dashboard.
 */
export async function saveWarmupTemplate(
  ctx: ContextOf<typeof registry.svc_save_warmup_template>,
): Promise<Record<string, unknown>> {
  const campaignId: number = ctx.params.campaignId;
  await campaignFor(ctx.rt, ctx.workspaceId, campaignId);
  const template: WarmupTemplate = ctx.body.template;
  const problem = templateProblem(template, new Date());
  if (problem) throw invalidArgument(problem.field, problem.problem);

  const d = deps(ctx.rt);
  const current = await d.flows.get(campaignId);
  if (current?.builtFrom === "custom") {
    return { ...refused("custom_steps", CUSTOM_STEPS_MESSAGE, "template") };
  }

  const breach = textRefusal(template, hostsCampaignUses(current));
  if (breach) return { ...refused(breach.rule, breach.message, breach.field) };

  const steps = compileTemplate(template);
  return await d.flows.mutate<Record<string, unknown>>(campaignId, ctx.workspaceId, (f) => {
    // Checked again inside the guarded update: custom steps seeded meanwhile still win.
    if (f.builtFrom === "custom") {
      return { result: { ...refused("custom_steps", CUSTOM_STEPS_MESSAGE, "template") } };
    }
    return {
      flow: { ...f, builtFrom: "template", template, steps, dirty: true },
      result: { saved: true as const, steps: steps.length },
    };
  });
}

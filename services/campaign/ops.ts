import type { z } from "zod";
import { invalidArgument, notFound } from "../../shared/errors.ts";
import { OPS, planSchema } from "../../shared/ops-routes.ts";
import { type OpsContext, opsHandlers, parseWith } from "../../shared/service-kit/index.ts";
import { approvePending, type Plan, teamPublish } from "./domain.ts";
import { changedEvent, publishedEvents } from "./events.ts";
import { CampaignStore } from "./store.ts";
import { mutateCampaign } from "./common.ts";

/** The team's back office rows owned by the campaign service (ops contract). */

/** A plan as the ops API sends it (shared/ops-routes.ts `planSchema`), as the campaign service stores it. */
export function toPlan(p: z.infer<typeof planSchema>): Plan {
  return {
    status: p.status,
    tier: p.tier ?? null,
    cap: p.cap ?? 0,
    used: p.used ?? 0,
    periodEndsAt: p.periodEndsAt ? new Date(p.periodEndsAt).toISOString() : null,
  };
}

/** PUT /ops/v1/workspaces/:workspaceId/plan — the plan fields, or `{ "plan": null }` to remove it. */
async function putPlan(ctx: OpsContext<typeof OPS.put_plan>) {
  const workspaceId = ctx.params.workspaceId;
  const body = ctx.body ?? {};
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw invalidArgument("body", "must be a JSON object");
  }
  let plan: Plan | null;
  if ("plan" in body) {
    const rest = Object.keys(body).filter((k) => k !== "plan");
    if (rest.length) throw invalidArgument(rest[0], "send either the plan fields or { plan }, not both");
    plan = body.plan === null ? null : toPlan(parseWith(planSchema, body.plan, "plan"));
  } else {
    plan = toPlan(parseWith(planSchema, body, "body"));
  }
  const store = new CampaignStore(ctx.rt.db);
  if (!(await store.getWorkspace(workspaceId))) throw notFound("workspace");
  await store.setPlan(workspaceId, plan);
  return { plan };
}

/** POST /ops/v1/campaigns/:campaignId/publish — a draft or paused campaign with a publish request goes live. */
async function publish(ctx: OpsContext<typeof OPS.publish_campaign>) {
  const { campaignId } = ctx.params;
  const c = await new CampaignStore(ctx.rt.db).getCampaign(campaignId);
  if (!c) throw notFound("campaign");
  const { result } = await mutateCampaign(
    ctx.rt,
    campaignId,
    (cur) => {
      const r = teamPublish(cur, new Date());
      return { next: r.ok && r.changed ? r.next : null, result: r };
    },
    c,
    (saved) => publishedEvents(ctx.rt, saved),
  );
  if (!result.ok) {
    throw invalidArgument(
      "campaignId",
      result.reason === "no_publish_request"
        ? "the campaign has no publish request; the brand asks first (svc_request_publish)"
        : `the campaign still misses ${result.missing!.join(", ")}`,
    );
  }
  return { campaignId, campaignStatus: "published" };
}

/** POST /ops/v1/campaigns/:campaignId/pending-changes/approve — a live campaign takes its pending changes. */
async function approve(ctx: OpsContext<typeof OPS.approve_pending_changes>) {
  const { campaignId } = ctx.params;
  const c = await new CampaignStore(ctx.rt.db).getCampaign(campaignId);
  if (!c) throw notFound("campaign");
  const { saved, before } = await mutateCampaign(
    ctx.rt,
    campaignId,
    (cur) => ({ next: approvePending(cur, new Date()), result: null }),
    c,
    (saved) => [changedEvent(ctx.rt, saved)],
  );
  if (!saved) {
    throw invalidArgument(
      "campaignId",
      before.state !== "live"
        ? "the campaign is not live; its edits apply at once"
        : "the campaign has no pending changes",
    );
  }
  return { campaignId, applied: true };
}

/**
 * PUT /ops/v1/campaigns/:campaignId/signing { required } — whether a creator accepted on this
 * campaign must sign its contract first (ops contract). Nothing else reads or changes it.
 */
async function putSigning(ctx: OpsContext<typeof OPS.put_signing>) {
  const { campaignId } = ctx.params;
  const { required } = ctx.body;
  const c = await new CampaignStore(ctx.rt.db).getCampaign(campaignId);
  if (!c) throw notFound("campaign");
  await mutateCampaign(ctx.rt, campaignId, (cur) => ({
    next: (cur.signingRequired === true) === required
      ? null
      : { ...cur, signingRequired: required, updatedAt: new Date() },
    result: null,
  }), c);
  return { signingRequired: required };
}

/** The campaign service's rows of shared/ops-routes.ts. */
export const opsRoutes = opsHandlers("campaign", {
  put_plan: putPlan,
  publish_campaign: publish,
  approve_pending_changes: approve,
  put_signing: putSigning,
});

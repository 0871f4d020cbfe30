import { ApiError } from "../../../shared/errors.ts";
import { refused } from "../../../shared/refused.ts";
import type { ContextOf } from "../../../shared/service-kit/index.ts";
import type * as registry from "../../../shared/registry/campaign.ts";
import { checkCampaignText, hostsOf } from "../../../shared/text-rule/index.ts";
import {
  type CampaignDoc,
  checkContract,
  codesFor,
  contractFileName,
  LOCKED_MESSAGE,
  missingBeforeLive,
  pause,
  type PublishRequestOutcome,
  publishRequestOutcome,
  randomSuffix,
  textFieldsOf,
  update,
  ZERO_COUNTS,
} from "../domain.ts";
import { changedEvent, pausedEvents } from "../events.ts";
import type { CampaignSettings } from "../settings.ts";
import { CampaignStore } from "../store.ts";
import { mutateCampaign, ownedCampaign } from "../common.ts";

/** The spec's refusal for text that breaks the text rule, or null. */
function textRefusal(
  fields: Record<string, string | string[] | null | undefined>,
  allowedHosts: string[],
): Answer | null {
  const v = checkCampaignText(fields, allowedHosts);
  return v ? { ...refused(v.rule, v.message, v.field) } : null;
}

type Answer = Record<string, unknown>;

/** svc_create_campaign: a draft on activation mode `manual`; nothing is sent to anyone. */
export async function createCampaignTool(
  ctx: ContextOf<typeof registry.svc_create_campaign>,
): Promise<Answer> {
  const b = ctx.body;
  const refusal = textRefusal(textFieldsOf(b), []);
  if (refusal) return refusal;
  const store = new CampaignStore(ctx.rt.db);
  const ws = await store.workspaceView(ctx.workspaceId);
  if (!ws) {
    throw new ApiError(
      "service_unavailable",
      "This workspace is not set up in the campaign service yet; try again shortly.",
    );
  }
  const now = new Date();
  const id = await store.nextCampaignId();
  for (let attempt = 0; attempt < 8; attempt++) {
    const codeSuffix = randomSuffix();
    const doc: CampaignDoc = {
      _id: id,
      workspaceId: ctx.workspaceId,
      brand: ws.brand,
      title: b.title,
      overview: b.overview,
      payLine: b.payLine ?? null,
      deliverables: b.deliverables,
      requirements: b.requirements,
      marketCountryCodes: [...new Set<string>(b.marketCountryCodes)],
      applicationDeadline: b.applicationDeadline ?? null,
      state: "draft",
      activationMode: "manual",
      codeSuffix,
      ...codesFor(ws.brand, codeSuffix),
      pendingChanges: null,
      publishRequest: null,
      contract: null,
      creatorCounts: { ...ZERO_COUNTS, seq: 0 },
      signingRequired: false,
      publishedAt: null,
      pausedAt: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    if (await store.insertCampaign(doc)) {
      const missing = missingBeforeLive(doc);
      return {
        status: "created",
        campaignId: id,
        campaignStatus: "draft",
        note: `Saved as a draft; it reaches nobody until the team publishes it.${
          missing.length ? ` Before it can go live it still needs: ${missing.join(", ")}.` : ""
        } Ask for publishing with svc_request_publish.`,
      };
    }
  }
  throw new ApiError("service_unavailable", "Could not allocate campaign codes; try again.");
}

/** svc_update_campaign: draft and paused change at once; live holds the changes for the team. */
export async function updateCampaignTool(
  ctx: ContextOf<typeof registry.svc_update_campaign>,
): Promise<Answer> {
  const changes = ctx.body.changes;
  if (changes.activationMode !== undefined && !ctx.hasScope("creators:manage")) {
    throw new ApiError(
      "insufficient_scope",
      "Changing activationMode needs the scope creators:manage as well as campaigns:write.",
    );
  }
  const c = await ownedCampaign(ctx.rt, ctx.workspaceId, ctx.params.campaignId);
  const refusal = textRefusal(textFieldsOf(changes), hostsOf(textFieldsOf(c)));
  if (refusal) return refusal;
  const { result } = await mutateCampaign(
    ctx.rt,
    c._id,
    (cur) => {
      const u = update(cur, changes, new Date());
      return { next: u.next, result: u.applied };
    },
    c,
    (saved, applied) => applied === "direct" ? [changedEvent(ctx.rt, saved)] : [],
  );
  return { status: "saved", applied: result };
}

/** svc_upload_campaign_contract: a PDF into GridFS, replacing the old one, while not live. */
export async function uploadContractTool(
  ctx: ContextOf<typeof registry.svc_upload_campaign_contract>,
): Promise<Answer> {
  const c = await ownedCampaign(ctx.rt, ctx.workspaceId, ctx.params.campaignId);
  const check = checkContract(c.state, ctx.body.contractBase64);
  if (!check.ok) {
    if (check.kind === "invalid") {
      throw new ApiError("invalid_request", `contractBase64: ${check.problem}`, {
        argument: "contractBase64",
      });
    }
    return {
      ...(check.rule === "campaign_state"
        ? refused(check.rule, check.message)
        : refused(check.rule, check.message, "contractBase64")),
    };
  }
  const fileName = contractFileName(ctx.body.fileName, c._id);
  const fileId = await new CampaignStore(ctx.rt.db).storeContract(check.bytes, fileName, {
    workspaceId: c.workspaceId,
    campaignId: c._id,
  });
  const { result, before } = await mutateCampaign(
    ctx.rt,
    c._id,
    (cur) => {
      // It may have gone live while the file was being written.
      if (cur.state === "live") return { next: null, result: "locked" as const };
      const next = {
        ...cur,
        contract: { fileId, fileName, bytes: check.bytes.length, uploadedAt: new Date() },
        updatedAt: new Date(),
      };
      return { next, result: "uploaded" as const };
    },
    c,
    (saved) => [changedEvent(ctx.rt, saved)],
  );
  if (result === "locked") {
    await new CampaignStore(ctx.rt.db).deleteContract(fileId);
    return { ...refused("campaign_state", LOCKED_MESSAGE) };
  }
  if (before.contract) {
    await new CampaignStore(ctx.rt.db).deleteContract(before.contract.fileId).catch((e) =>
      ctx.log("warn", "old contract not removed", { err: String(e) })
    );
  }
  return { status: "uploaded", campaignId: c._id };
}

/** svc_request_publish: asks the team to put a draft or paused campaign live (spec 7.2 statuses). */
export async function requestPublishTool(
  ctx: ContextOf<typeof registry.svc_request_publish>,
  settings: CampaignSettings,
): Promise<Answer> {
  const c = await ownedCampaign(ctx.rt, ctx.workspaceId, ctx.params.campaignId);
  const plan = (await new CampaignStore(ctx.rt.db).workspaceView(ctx.workspaceId))?.plan ?? null;
  const { result } = await mutateCampaign<PublishRequestOutcome>(ctx.rt, c._id, (cur) => {
    const outcome = publishRequestOutcome(cur, plan);
    if (outcome.status !== "requested") return { next: null, result: outcome };
    return {
      next: { ...cur, publishRequest: { requestedAt: new Date() }, updatedAt: new Date() },
      result: outcome,
    };
  }, c);
  const campaignId = c._id;
  switch (result.status) {
    case "requested":
      return {
        status: "requested",
        campaignId,
        message: "The team reviews the campaign and publishes it; it stays as it is until then.",
      };
    case "already_requested":
      return {
        status: "already_requested",
        campaignId,
        message: "A publish request is already with the team; nothing more to do.",
      };
    case "missing_fields":
      return {
        status: "missing_fields",
        campaignId,
        missing: result.missing,
        message: `Fill in ${result.missing.join(", ")} with svc_update_campaign, then ask again.`,
      };
    case "plan_required":
      return {
        status: "plan_required",
        campaignId,
        dashboardUrl: settings.dashboardUrl,
        message:
          "The workspace needs a plan before a campaign can go live. Ask the person to open dashboardUrl and choose one; the API never changes plans.",
      };
    case "nothing_to_request":
      return {
        status: "nothing_to_request",
        campaignId,
        message: "The campaign is already live; edits to it go to the team for review on their own.",
      };
  }
}

/** svc_pause_campaign: a live campaign pauses; anything else answers not_paused and changes nothing. */
export async function pauseCampaignTool(ctx: ContextOf<typeof registry.svc_pause_campaign>): Promise<Answer> {
  const c = await ownedCampaign(ctx.rt, ctx.workspaceId, ctx.params.campaignId);
  const { saved } = await mutateCampaign(
    ctx.rt,
    c._id,
    (cur) => ({ next: pause(cur, new Date()), result: null }),
    c,
    (saved) => pausedEvents(ctx.rt, saved),
  );
  if (!saved) return { status: "not_paused", campaignId: c._id };
  return { status: "paused", campaignId: c._id };
}

/** svc_apply_managed_program: one application per workspace while one is open or approved. */
export async function applyManagedProgramTool(
  ctx: ContextOf<typeof registry.svc_apply_managed_program>,
): Promise<Answer> {
  const c = await ownedCampaign(ctx.rt, ctx.workspaceId, ctx.params.campaignId);
  const r = await new CampaignStore(ctx.rt.db).applyManagedProgram(ctx.workspaceId, c._id);
  if (r.applied) return { status: "applied", campaignId: c._id };
  return {
    ...refused(
      "already_applied",
      `This workspace already has an ${r.existing.status} managed program application (sent from campaign ${r.existing.campaignId}); the team gets in touch about it.`,
    ),
  };
}

const SECTION_MESSAGES: Record<string, string> = {
  overview_metrics: "overview metrics",
  analytics: "analytics",
  campaign_funding: "campaign funding",
};

/** svc_request_dashboard_section: one ask per section per workspace; a repeat writes nothing. */
export async function requestDashboardSectionTool(
  ctx: ContextOf<typeof registry.svc_request_dashboard_section>,
): Promise<Answer> {
  const section = ctx.body.section;
  const first = await new CampaignStore(ctx.rt.db).recordFeatureRequest(ctx.workspaceId, section);
  const label = SECTION_MESSAGES[section] ?? section;
  return first
    ? {
      status: "requested",
      section,
      message: `Recorded the workspace's ask for the ${label} section; the team takes it into account.`,
    }
    : {
      status: "already_requested",
      section,
      message: `The workspace already asked for the ${label} section; nothing new was recorded.`,
    };
}

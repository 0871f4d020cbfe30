import { startCampaignFactsInvalidation } from "../../shared/campaign-lookup.ts";
import { readServiceEnv } from "../../shared/config.ts";
import { startService, type ToolContext } from "../../shared/service-kit/index.ts";
import { startConsumers } from "./events.ts";
import { internalRoutes } from "./handlers/internal.ts";
import { opsRoutes } from "./handlers/ops.ts";
import { getCampaignTool, getPlanTool, listCampaignsTool } from "./handlers/reads.ts";
import {
  applyManagedProgramTool,
  createCampaignTool,
  pauseCampaignTool,
  requestDashboardSectionTool,
  requestPublishTool,
  updateCampaignTool,
  uploadContractTool,
} from "./handlers/writes.ts";
import { readSettings } from "./settings.ts";
import { indexes, pruneAliases } from "./store.ts";

/** The campaign service: wiring only (see README.md for what it owns). */
const settings = readSettings(readServiceEnv());

await startService({
  name: "campaign",
  tools: {
    svc_list_campaigns: listCampaignsTool,
    svc_get_campaign: getCampaignTool,
    svc_get_plan: getPlanTool,
    svc_create_campaign: createCampaignTool,
    svc_update_campaign: updateCampaignTool,
    svc_upload_campaign_contract: uploadContractTool,
    svc_request_publish: (ctx: ToolContext) => requestPublishTool(ctx, settings),
    svc_pause_campaign: pauseCampaignTool,
    svc_apply_managed_program: applyManagedProgramTool,
    svc_request_dashboard_section: requestDashboardSectionTool,
  },
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  onStart: async (rt) => {
    startCampaignFactsInvalidation(rt);
    await startConsumers(rt, settings.chatAliasDays);
    // Expired chat-code aliases are ignored on read; sweep them hourly so they do not pile up.
    const sweep = () => void pruneAliases(rt.db, new Date()).catch((e) => rt.log("warn", "alias sweep failed", { err: String(e) }));
    setInterval(sweep, 3_600_000);
  },
});

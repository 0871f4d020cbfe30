import { defineTools } from "../../../shared/service-kit/index.ts";
import * as registry from "../../../shared/registry/campaign.ts";
import { type CampaignSettings, readSettings } from "../settings.ts";
import { getCampaignTool, getPlanTool, listCampaignsTool } from "./reads.ts";
import {
  applyManagedProgramTool,
  createCampaignTool,
  pauseCampaignTool,
  requestDashboardSectionTool,
  requestPublishTool,
  updateCampaignTool,
  uploadContractTool,
} from "./writes.ts";

let settings: CampaignSettings | undefined;

/** One handler per registry tool of the campaign service: reads in reads.ts, writes in writes.ts. */
export const tools = defineTools(registry, {
  svc_list_campaigns: listCampaignsTool,
  svc_get_campaign: getCampaignTool,
  svc_get_plan: getPlanTool,
  svc_create_campaign: createCampaignTool,
  svc_update_campaign: updateCampaignTool,
  svc_upload_campaign_contract: uploadContractTool,
  svc_request_publish: (ctx) => requestPublishTool(ctx, settings ??= readSettings(ctx.rt.env)),
  svc_pause_campaign: pauseCampaignTool,
  svc_apply_managed_program: applyManagedProgramTool,
  svc_request_dashboard_section: requestDashboardSectionTool,
});

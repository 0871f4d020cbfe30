import { defineTools } from "../../../shared/service-kit/index.ts";
import * as registry from "../../../shared/registry/activation.ts";
import { getActivation } from "./activation.ts";
import { getKnowledgeSources, removeKnowledgeSource } from "./knowledge.ts";
import { choosePartnerCampaign, listPartnerCampaigns } from "./partner.ts";
import { excludeProgramPost, reviewProgramProof, sendProgramMessage } from "./program.ts";
import { saveWarmupTemplate } from "./template.ts";

/** One handler per registry tool of the activation-program service, one file per tool group. */
export const tools = defineTools(registry, {
  svc_get_activation: getActivation,
  svc_save_warmup_template: saveWarmupTemplate,
  svc_get_knowledge_sources: getKnowledgeSources,
  svc_remove_knowledge_source: removeKnowledgeSource,
  svc_list_partner_campaigns: listPartnerCampaigns,
  svc_choose_partner_campaign: choosePartnerCampaign,
  svc_review_program_proof: reviewProgramProof,
  svc_send_program_message: sendProgramMessage,
  svc_exclude_program_post: excludeProgramPost,
});

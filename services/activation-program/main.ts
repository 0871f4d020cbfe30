import { startService } from "../../shared/service-kit/index.ts";
import { partnerIndexes } from "./adapters/partner.ts";
import { programIndexes } from "./adapters/program.ts";
import { getActivation } from "./handlers/activation.ts";
import { getKnowledgeSources, removeKnowledgeSource } from "./handlers/knowledge.ts";
import { opsRoutes } from "./handlers/ops.ts";
import { choosePartnerCampaign, listPartnerCampaigns } from "./handlers/partner.ts";
import { excludeProgramPost, reviewProgramProof, sendProgramMessage } from "./handlers/program.ts";
import { saveWarmupTemplate } from "./handlers/template.ts";
import { flowIndexes } from "./store.ts";

// Wiring only: the activation-program service (README.md says what it owns).
await startService({
  name: "activation-program",
  tools: {
    svc_get_activation: getActivation,
    svc_save_warmup_template: saveWarmupTemplate,
    svc_get_knowledge_sources: getKnowledgeSources,
    svc_remove_knowledge_source: removeKnowledgeSource,
    svc_list_partner_campaigns: listPartnerCampaigns,
    svc_choose_partner_campaign: choosePartnerCampaign,
    svc_review_program_proof: reviewProgramProof,
    svc_send_program_message: sendProgramMessage,
    svc_exclude_program_post: excludeProgramPost,
  },
  ops: opsRoutes,
  indexes: [...flowIndexes, ...programIndexes, ...partnerIndexes],
});

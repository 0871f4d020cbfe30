import * as identity from "./identity.ts";
import * as campaign from "./campaign.ts";
import * as creator from "./creator.ts";
import * as activation from "./activation.ts";
import * as club from "./club.ts";
import * as brandTeam from "./brand-team.ts";
import type { HttpMethod, ServiceName, ToolDef } from "./types.ts";

/**
 * Every tool, in the order of spec section 4 (reads, the two named-only reads, writes), then the
 * setup exchange. This order is the MCP tools/list order: deterministic, `svc_whoami` first.
 */
export const TOOLS: readonly ToolDef[] = [
  identity.svc_whoami,
  campaign.svc_list_campaigns,
  campaign.svc_get_campaign,
  campaign.svc_get_plan,
  creator.svc_list_applicants,
  creator.svc_get_creator,
  activation.svc_get_activation,
  brandTeam.svc_list_team,
  identity.svc_list_actions,
  club.svc_browse_club,
  activation.svc_get_knowledge_sources,
  activation.svc_list_partner_campaigns,
  campaign.svc_create_campaign,
  campaign.svc_update_campaign,
  campaign.svc_upload_campaign_contract,
  campaign.svc_request_publish,
  campaign.svc_pause_campaign,
  creator.svc_activate_creator,
  creator.svc_offboard_creator,
  creator.svc_restore_creator,
  creator.svc_mark_creator_activated,
  creator.svc_decide_applicant,
  brandTeam.svc_update_brand,
  brandTeam.svc_rename_brand,
  brandTeam.svc_add_team_member,
  brandTeam.svc_remove_team_member,
  activation.svc_review_program_proof,
  activation.svc_send_program_message,
  activation.svc_exclude_program_post,
  activation.svc_save_warmup_template,
  activation.svc_remove_knowledge_source,
  activation.svc_choose_partner_campaign,
  creator.svc_open_group_chat,
  club.svc_invite_creators,
  campaign.svc_apply_managed_program,
  campaign.svc_request_dashboard_section,
  identity.svc_setup_exchange,
];

const byName = new Map(TOOLS.map((t) => [t.name, t]));

export function getTool(name: string): ToolDef | undefined {
  return byName.get(name);
}

export function toolsOf(service: ServiceName): ToolDef[] {
  return TOOLS.filter((t) => t.service === service);
}

/** Agent-facing tools (everything but the setup exchange). */
export const MCP_TOOLS: readonly ToolDef[] = TOOLS.filter((t) => t.mcp);

interface CompiledRoute {
  tool: ToolDef;
  regex: RegExp;
  paramNames: string[];
}

function compile(tool: ToolDef): CompiledRoute {
  const paramNames: string[] = [];
  const pattern = tool.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_m, name: string) => {
    paramNames.push(name);
    return "([^/]+)";
  });
  return { tool, regex: new RegExp(`^${pattern}/?$`), paramNames };
}

const compiled = TOOLS.map(compile);

export interface RouteMatch {
  tool: ToolDef;
  params: Record<string, string>;
}

/**
 * Finds the tool for a method and path. `pathOnly`: the path is known, not with this method (no route
 * all the same: 404, spec 7.1).
 */
export function matchRoute(method: string, path: string): RouteMatch | { pathOnly: true } | undefined {
  let pathKnown = false;
  for (const route of compiled) {
    const m = route.regex.exec(path);
    if (!m) continue;
    pathKnown = true;
    if (route.tool.method !== (method.toUpperCase() as HttpMethod)) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, i) => {
      params[name] = safeDecode(m[i + 1]);
    });
    return { tool: route.tool, params };
  }
  return pathKnown ? { pathOnly: true } : undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Express-style path (`/v1/campaigns/:campaignId`) for routers that want one. */
export function expressPath(tool: ToolDef): string {
  return tool.path.replace(/\{(\w+)\}/g, ":$1");
}

export type { HttpMethod, ServiceName, ToolDef } from "./types.ts";
export { SERVICES } from "./types.ts";

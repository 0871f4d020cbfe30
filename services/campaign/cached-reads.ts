import { READ_CACHE_TOPICS, ReadCache } from "../../shared/read-cache.ts";

/**
 * The campaign service's cached reads (shared/read-cache.ts; docs/ARCHITECTURE.md, "Projections and
 * caches"): `svc_list_campaigns` pages and `svc_get_campaign` views, the hottest reads, whose `find`s
 * were half of a list's CPU. Groups are workspaces, items are campaign ids. Every write to a campaign
 * document goes through one of the store's three methods (insert, versioned save, pushed creator
 * counts) and chat-code aliases through `addAlias`; each calls `campaignsChanged` before it returns, so
 * the write is answered only after every campaign replica dropped what it changed — and every process of
 * another service holding campaign facts on the same topic (shared/campaign-lookup.ts: the versioned
 * save names the campaign, `i:<id>`, which drops its facts there).
 */
export const campaignReads = new ReadCache(READ_CACHE_TOPICS.campaigns);

/** What a campaign write changed: workspaces whose lists may change, campaigns whose items did. */
export function campaignsChanged(
  change: { workspaceIds?: readonly string[]; campaignIds?: readonly number[] },
): Promise<void> {
  return campaignReads.changed({ groups: change.workspaceIds, items: change.campaignIds });
}

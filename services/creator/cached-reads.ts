import { READ_CACHE_TOPICS, ReadCache } from "../../shared/read-cache.ts";

/**
 * The creator service's cached reads (shared/read-cache.ts; docs/ARCHITECTURE.md, "Projections and
 * caches"): `svc_list_applicants` pages. Groups are campaigns. Every write to a creator record goes
 * through the store's `insertCreator` or `commit`, and each calls `creatorsChanged` before it returns,
 * so the write is answered only after every creator replica, and every club replica (which keeps the
 * campaign's club member ids it asked for, services/club/tools.ts), dropped that campaign's answers.
 */
export const creatorReads = new ReadCache(READ_CACHE_TOPICS.creators);

export function creatorsChanged(campaignId: number): Promise<void> {
  return creatorReads.changed({ groups: [campaignId] });
}

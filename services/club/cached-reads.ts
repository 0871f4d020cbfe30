import { READ_CACHE_TOPICS, ReadCache } from "../../shared/read-cache.ts";

/**
 * The club service's cached reads (shared/read-cache.ts; docs/ARCHITECTURE.md, "Projections and
 * caches"): what every `svc_browse_club` reads. Kept at most 2 s per replica and dropped on every
 * replica before a write that changes them is answered.
 *
 * - `clubReads` (owned here): the directory's matches per filter (group `directory`, dropped by
 *   `addCreator`), a campaign's invites (group `invites:<campaignId>`, dropped by every invite write)
 *   and a workspace's allowance of a month (group `allowance:<workspaceId>:<month>`, dropped by spends
 *   and refunds). The store calls `clubChanged` after each of those writes.
 * - `creatorsOnCampaign` (held here, owned by the creator service): a campaign's club member ids; the
 *   creator service drops them on every club replica before any creator write of the campaign is
 *   answered.
 */
export const clubReads = new ReadCache(READ_CACHE_TOPICS.club);
export const creatorsOnCampaign = new ReadCache(READ_CACHE_TOPICS.creators);

export const DIRECTORY = "directory";
export const invitesGroup = (campaignId: number) => `invites:${campaignId}`;
export const allowanceGroup = (workspaceId: string, month: string) => `allowance:${workspaceId}:${month}`;

export function clubChanged(...groups: string[]): Promise<void> {
  return clubReads.changed({ groups });
}

import { createHash } from "node:crypto";
import { normalizeCreatorName } from "../../shared/untrusted.ts";
import { CLUB_ENGAGEMENT, CLUB_EXPERIENCE, CLUB_PAGE_SIZE, CLUB_REACH } from "../../shared/registry/club.ts";

/**
 * Pure rules of the creator club: who fits a campaign, the ranking, paging, display names and the
 * monthly invite allowance. No I/O here, so every rule is unit-tested on its own.
 */

export type Country = "US" | "CA" | "GB" | "AU" | "NZ";
export type Reach = (typeof CLUB_REACH)[number];
export type Engagement = (typeof CLUB_ENGAGEMENT)[number];
export type Experience = (typeof CLUB_EXPERIENCE)[number];
export type Fit = "matched" | "possible";

export interface ClubCreator {
  memberId: number;
  /** Already reduced to first name and last initial when stored. */
  displayName: string;
  country: Country;
  niches: string[];
  platforms: { videoapp: boolean; photoapp: boolean };
  reach: Reach;
  engagement: Engagement;
  experience: Experience;
}

/** What a campaign contributes to the fit rule (from CampaignFacts). */
export interface CampaignFit {
  marketCountryCodes: string[];
}

export interface BrowseFilters {
  niche?: string[];
  platform?: "videoapp" | "photoapp";
  country?: string[];
  reach?: string[];
  experience?: string[];
  engagement?: string[];
  fit?: Fit;
}

/**
 * Fit rule (documented in README.md). A creator is `matched` when all three hold:
 *  1. the creator lives in one of the campaign's market countries, or the campaign reaches everywhere
 *     (empty `marketCountryCodes`);
 *  2. the creator posts on at least one platform (videoapp or photoapp);
 *  3. the creator's engagement is not `low`.
 * Every other club creator is a `possible` fit: still listed (the brand may see reasons the card does
 * not show), but after every matched one.
 */
export function fitOf(c: ClubCreator, campaign: CampaignFit): Fit {
  const inMarket = campaign.marketCountryCodes.length === 0 ||
    campaign.marketCountryCodes.includes(c.country);
  const posts = c.platforms.videoapp || c.platforms.photoapp;
  return inMarket && posts && c.engagement !== "low" ? "matched" : "possible";
}

// Lower rank = better. Orders are the spec's own value lists, best first.
const FIT_RANK: Record<Fit, number> = { matched: 0, possible: 1 };
const EXPERIENCE_RANK: Record<Experience, number> = { proven: 0, established: 1, member: 2 };
const ENGAGEMENT_RANK: Record<Engagement, number> = { high: 0, typical: 1, low: 2 };
const REACH_RANK: Record<Reach, number> = { macro: 0, mid: 1, micro: 2, nano: 3 };

/** The position of a card in the ranking: fit, experience, engagement, reach, then memberId. */
export type RankKey = [number, number, number, number, number];

export function rankKey(c: ClubCreator, fit: Fit): RankKey {
  return [
    FIT_RANK[fit],
    EXPERIENCE_RANK[c.experience],
    ENGAGEMENT_RANK[c.engagement],
    REACH_RANK[c.reach],
    c.memberId,
  ];
}

export function compareKeys(a: RankKey, b: RankKey): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] - b[i];
  }
  return 0;
}

export function isRankKey(v: unknown): v is RankKey {
  return Array.isArray(v) && v.length === 5 && v.every((x) => Number.isSafeInteger(x) && x >= 0);
}

/** Filters of spec 4.2 except `fit` (which needs the campaign); lists match any of their values. */
export function matchesFilters(c: ClubCreator, f: BrowseFilters): boolean {
  if (f.niche && !c.niches.some((n) => f.niche!.includes(n))) return false;
  if (f.platform && !c.platforms[f.platform]) return false;
  if (f.country && !f.country.includes(c.country)) return false;
  if (f.reach && !f.reach.includes(c.reach)) return false;
  if (f.experience && !f.experience.includes(c.experience)) return false;
  if (f.engagement && !f.engagement.includes(c.engagement)) return false;
  return true;
}

/** The same filters as a MongoDB query, so the store reads only candidate creators. */
export function filtersToQuery(f: BrowseFilters): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.niche) q.niches = { $in: f.niche };
  if (f.platform) q[`platforms.${f.platform}`] = true;
  if (f.country) q.country = { $in: f.country };
  if (f.reach) q.reach = { $in: f.reach };
  if (f.experience) q.experience = { $in: f.experience };
  if (f.engagement) q.engagement = { $in: f.engagement };
  return q;
}

/**
 * Cursors are bound to the campaign and to the filters: a cursor from another filter set would page a
 * different list, so it is refused rather than silently skipping cards.
 */
export function listName(campaignId: number, f: BrowseFilters): string {
  const canon = JSON.stringify(
    Object.keys(f)
      .filter((k) => (f as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => {
        const v = (f as Record<string, unknown>)[k];
        return [k, Array.isArray(v) ? [...new Set(v as string[])].sort() : v];
      }),
  );
  return `club:${campaignId}:${createHash("sha256").update(canon).digest("base64url").slice(0, 16)}`;
}

export interface Ranked<T> {
  item: T;
  key: RankKey;
}

/**
 * Keyset paging over the ranking: the page holds the `size` best entries strictly after `after`.
 * Keys are unique (memberId is the last component), so no card appears twice and none is skipped
 * while the set of creators stays the same.
 */
export function pageOf<T>(
  entries: Ranked<T>[],
  after: RankKey | null,
  size = CLUB_PAGE_SIZE,
): { items: Ranked<T>[]; next: RankKey | null } {
  const sorted = [...entries].sort((a, b) => compareKeys(a.key, b.key));
  const rest = after ? sorted.filter((e) => compareKeys(e.key, after) > 0) : sorted;
  const items = rest.slice(0, size);
  const next = rest.length > size ? items[items.length - 1].key : null;
  return { items, next };
}

/** Longest first name a card shows (letters, counted as code points). */
export const MAX_FIRST_NAME = 24;
const LETTER_RUN = /\p{L}[\p{L}\p{M}]*/u;

/**
 * First name and last initial only ("Maria Lopez" → "Maria L."), safe by construction: the first
 * name is the first run of letters of the first word that has any (at most MAX_FIRST_NAME), the
 * initial the first letter of the last such word, capitalised. Nothing but letters, one space and a
 * period can come out, so a card is a plain string (spec 2.4) that can carry no full name, link,
 * handle or instruction whatever the back office typed. Idempotent: applied again on every read.
 */
export function displayNameFrom(raw: string): string {
  const runs = normalizeCreatorName(raw, 200)
    .normalize("NFC")
    .split(/\s+/)
    .map((w) => LETTER_RUN.exec(w)?.[0])
    .filter((r): r is string => !!r);
  if (runs.length === 0) return "";
  const first = [...runs[0]].slice(0, MAX_FIRST_NAME).join("");
  if (runs.length === 1) return first;
  const initial = [...runs[runs.length - 1]][0].toUpperCase();
  // Some letters upper-case to more than one (ß → SS): keep one letter.
  return `${first} ${[...initial][0]}.`;
}

/** Calendar month in UTC ("2026-11"): the allowance resets when it changes. */
export function monthKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export const DEFAULT_INVITES_PER_MONTH = 20;

export function invitesPerMonth(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_INVITES_PER_MONTH;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_INVITES_PER_MONTH;
}

export type InviteRefusal = "already_invited" | "already_on_campaign" | "not_in_club" | "no_invites_left";

/**
 * What can be decided about one requested creator before spending anything. `null` means "try to
 * invite" (the claim and the allowance are then taken atomically in the store).
 */
export function precheckInvite(
  memberId: number,
  known: ReadonlySet<number>,
  onCampaign: ReadonlySet<number>,
  invited: ReadonlySet<number>,
): InviteRefusal | null {
  if (!known.has(memberId)) return "not_in_club";
  if (onCampaign.has(memberId)) return "already_on_campaign";
  if (invited.has(memberId)) return "already_invited";
  return null;
}

/** Each creator is answered once, in the order first asked. */
export function uniqueInOrder(ids: number[]): number[] {
  return [...new Set(ids)];
}

/** The invite a creator reads (brand and title are the brand's own text). */
export function inviteText(campaign: { brand: string; title: string; joinCode: string }): string {
  return `${campaign.brand} invites you to apply to their campaign "${campaign.title}". Apply with join code ${campaign.joinCode}; an invited creator who applies is accepted and goes straight to signing.`;
}

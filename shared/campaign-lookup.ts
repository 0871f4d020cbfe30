import process from "node:process";
import { notFound } from "./errors.ts";
import { AckedInvalidator, attachInvalidation, TtlCache } from "./invalidation.ts";
import type { Runtime } from "./service-kit/index.ts";

/**
 * Campaign facts other services need, read from the campaign service (the source of truth), served at
 * GET /internal/campaigns/:campaignId. A campaign created a moment ago is known at once (a miss asks),
 * and another workspace's id is a 404. Each process keeps the answers it got for at most
 * CAMPAIGN_FACTS_TTL_MS (2 s), and the campaign service invalidates them on every holder (acknowledged,
 * shared/invalidation.ts, topic `campaigns`) before it answers any change to a campaign, so a pause, a
 * publish or a rename holds on the very next call everywhere. No caching while NATS is down.
 */
export const CAMPAIGNS_TOPIC = "campaigns";
const ttlMs = () => Number(process.env.CAMPAIGN_FACTS_TTL_MS || 2000);
export interface CampaignFacts {
  campaignId: number;
  workspaceId: string;
  brand: string;
  title: string;
  /** draft | published | paused */
  status: "draft" | "published" | "paused";
  activationMode: "auto" | "manual" | "off";
  joinCode: string;
  chatCode: string;
  /** A contract is present (it says nothing about signing: see signingRequired). */
  hasContract: boolean;
  /** The team's setting: an accepted creator must sign before activation (outcome `signing_requested`). */
  signingRequired: boolean;
  /** Countries the campaign reaches (empty: everywhere). */
  marketCountryCodes: string[];
}

/** The campaign if it belongs to `workspaceId`, else 404 not_found (never tells whose it is). */
export async function campaignFor(
  rt: Runtime,
  workspaceId: string,
  campaignId: number,
): Promise<CampaignFacts> {
  const c = await campaignById(rt, campaignId);
  if (!c || c.workspaceId !== workspaceId) throw notFound("campaign");
  return c;
}

let cache: TtlCache<CampaignFacts> | undefined;
function cacheOf(rt: Runtime): TtlCache<CampaignFacts> | undefined {
  if (!rt.nc) return undefined; // no NATS (a unit test's runtime): nothing can invalidate, so no cache
  if (!cache) {
    cache = new TtlCache<CampaignFacts>(ttlMs());
    attachInvalidation(rt.nc, rt.env.dbPrefix, CAMPAIGNS_TOPIC, cache, rt.log);
  }
  return cache;
}

/** The campaign whatever its workspace (ops routes), or null. */
export async function campaignById(rt: Runtime, campaignId: number): Promise<CampaignFacts | null> {
  const c = cacheOf(rt);
  const key = String(campaignId);
  const hit = c?.get(key);
  if (hit) return hit;
  const ticket = c?.ticket() ?? 0;
  try {
    const facts = await rt.call<CampaignFacts>("campaign", "GET", `/internal/campaigns/${campaignId}`);
    c?.set(key, facts, ticket);
    return facts;
  } catch (e) {
    if ((e as { code?: string }).code === "not_found") return null;
    throw e;
  }
}

/** The campaign service's side: invalidates the other processes' cached facts before it answers a change. */
let owner: AckedInvalidator | undefined;
export function startCampaignFactsInvalidation(rt: Runtime): void {
  owner ??= new AckedInvalidator(rt.nc, rt.env.dbPrefix, CAMPAIGNS_TOPIC, ttlMs()).start();
}
export async function invalidateCampaignFacts(campaignIds: readonly number[]): Promise<void> {
  if (owner && campaignIds.length) await owner.invalidate(campaignIds.map(String));
}

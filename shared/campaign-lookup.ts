import { notFound } from "./errors.ts";
import { READ_CACHE_TOPICS, ReadCache } from "./read-cache.ts";
import type { Runtime } from "./service-kit/index.ts";

/**
 * Campaign facts other services need, read from the campaign service (the source of truth), served at
 * GET /internal/campaigns/:campaignId. A campaign created a moment ago is known at once (a miss asks),
 * and another workspace's id is a 404. Each process keeps the answers it got for at most
 * CAMPAIGN_FACTS_TTL_MS (2 s) on the campaign service's read-cache topic (shared/read-cache.ts): the
 * campaign service's versioned save, through which every change to a campaign goes, drops the campaign
 * (`i:<campaignId>`) on every holder and waits for them before the change is answered, so a pause, a
 * publish or a rename holds on the very next call everywhere. No caching while NATS is down.
 */
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

/** Held, not owned: the campaign service's writes drop it (started on first use, with the runtime). */
const facts = new ReadCache(READ_CACHE_TOPICS.campaigns);

/** The campaign whatever its workspace (ops routes), or null. */
export async function campaignById(rt: Runtime, campaignId: number): Promise<CampaignFacts | null> {
  if (!facts.started) facts.start(rt, { owner: false }); // a runtime without NATS keeps nothing
  return await facts.read("facts", String(campaignId), async () => {
    try {
      return await rt.call<CampaignFacts>("campaign", "GET", `/internal/campaigns/${campaignId}`);
    } catch (e) {
      if ((e as { code?: string }).code === "not_found") return null;
      throw e;
    }
  }, () => [campaignId]);
}

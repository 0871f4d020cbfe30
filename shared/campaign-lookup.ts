import { notFound } from "./errors.ts";
import type { Runtime } from "./service-kit/index.ts";

/**
 * Campaign facts other services need, read from the campaign service (the source of truth) on each
 * call, so a campaign created a moment ago is known at once and another workspace's id is a 404.
 * Served by the campaign service at GET /internal/campaigns/:campaignId.
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
export async function campaignFor(rt: Runtime, workspaceId: string, campaignId: number): Promise<CampaignFacts> {
  const c = await campaignById(rt, campaignId);
  if (!c || c.workspaceId !== workspaceId) throw notFound("campaign");
  return c;
}

/** The campaign whatever its workspace (ops routes), or null. */
export async function campaignById(rt: Runtime, campaignId: number): Promise<CampaignFacts | null> {
  try {
    return await rt.call<CampaignFacts>("campaign", "GET", `/internal/campaigns/${campaignId}`);
  } catch (e) {
    if ((e as { code?: string }).code === "not_found") return null;
    throw e;
  }
}

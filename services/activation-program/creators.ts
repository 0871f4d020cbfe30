import type { Runtime } from "../../shared/service-kit/index.ts";
import { type Untrusted, untrustedName } from "../../shared/untrusted.ts";

/**
 * The campaign's visible creators, read from the creator service (docs/INTERNAL.md:
 * GET /internal/campaigns/:campaignId/creators). Names are creator-written: they are wrapped
 * untrusted here whether or not the creator service already wrapped them.
 */
export interface CampaignCreator {
  memberId: number;
  name: Untrusted;
  status: string;
  activationState: string | null;
}

interface Listed {
  memberId: number;
  name: string | { untrusted?: boolean; text?: string } | null;
  status: string;
  activation?: { state?: string | null } | null;
}

function nameOf(n: Listed["name"]): Untrusted {
  if (typeof n === "string") return untrustedName(n);
  return untrustedName(typeof n?.text === "string" ? n.text : "");
}

export async function campaignCreators(rt: Runtime, campaignId: number): Promise<CampaignCreator[]> {
  const r = await rt.call<{ creators: Listed[] }>(
    "creator",
    "GET",
    `/internal/campaigns/${campaignId}/creators`,
    undefined,
    { retries: 1 },
  );
  return (r.creators ?? []).map((c) => ({
    memberId: c.memberId,
    name: nameOf(c.name),
    status: c.status,
    activationState: c.activation?.state ?? null,
  }));
}

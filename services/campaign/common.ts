import { ApiError, notFound } from "../../shared/errors.ts";
import { flushAfterWrite, type PendingEvent, type Runtime } from "../../shared/service-kit/index.ts";
import { type CampaignDoc, type Counts, ZERO_COUNTS } from "./domain.ts";
import { CampaignStore } from "./store.ts";
import { versionedUpdate } from "../../shared/versioned.ts";

/** The campaign if it belongs to the caller's workspace; another workspace's id is a plain 404. */
export async function ownedCampaign(
  rt: Runtime,
  workspaceId: string,
  campaignId: number,
): Promise<CampaignDoc> {
  const c = await new CampaignStore(rt.db).getCampaign(campaignId);
  if (!c || c.workspaceId !== workspaceId) throw notFound("campaign");
  return c;
}

/**
 * Read-modify-write of one campaign, conditional on its version: `decide` sees the current document
 * and answers the next one (or null for "no change") plus a result. Retried when another write won.
 * `emit` answers the change's events from the campaign as it will be saved (its `version` is the one
 * written, for event ids); they are written with the change and flushed after it. The returned
 * `saved` carries that version too.
 */
export async function mutateCampaign<R>(
  rt: Runtime,
  campaignId: number,
  decide: (c: CampaignDoc) => { next: CampaignDoc | null; result: R },
  first?: CampaignDoc,
  emit?: (saved: CampaignDoc, result: R) => PendingEvent[],
): Promise<{ result: R; saved: CampaignDoc | null; before: CampaignDoc }> {
  const store = new CampaignStore(rt.db);
  const { result, current, next, events } = await versionedUpdate({
    read: async () => (await store.getCampaign(campaignId)) ?? throwNotFound(),
    decide: (cur) => {
      const d = decide(cur);
      const events = d.next && emit ? emit({ ...d.next, version: cur.version + 1 }, d.result) : [];
      return { ...d, events };
    },
    // saveIfVersion drops the campaign's cached lists, view and facts everywhere before it returns.
    write: (cur, nxt: CampaignDoc, events) => store.saveIfVersion(nxt, cur.version, events),
    first: first ?? undefined,
    busy: "The campaign is being changed by another request; try again.",
  });
  if (events.length) await flushAfterWrite(rt, store.campaigns, campaignId);
  return { result, saved: next ? { ...next, version: current.version + 1 } : null, before: current };
}

function throwNotFound(): never {
  throw notFound("campaign");
}

/**
 * Per-campaign creator counts: the projection the creator service pushes into each campaign document
 * (`creatorCounts`). A campaign stored before the projection existed has none: its counts are asked
 * of the creator service (POST /internal/creator-counts) once and kept (seq 0, so any push wins).
 * When that cannot answer, the caller gets 503: a count we do not know is never shown as zero.
 */
export async function countsOf(
  rt: Runtime,
  docs: readonly Pick<CampaignDoc, "_id" | "creatorCounts">[],
): Promise<Record<number, Counts>> {
  const out: Record<number, Counts> = {};
  const missing: number[] = [];
  for (const d of docs) {
    if (d.creatorCounts) out[d._id] = d.creatorCounts;
    else missing.push(d._id);
  }
  if (missing.length) {
    const asked = await countsFromCreatorService(rt, missing);
    for (const id of missing) {
      out[id] = asked[id];
      await new CampaignStore(rt.db).setCreatorCounts(id, { ...asked[id], seq: 0 });
    }
  }
  return out;
}

/** Asks the creator service (the fallback for campaigns without a projection). */
export async function countsFromCreatorService(
  rt: Runtime,
  campaignIds: number[],
): Promise<Record<number, Counts>> {
  const out: Record<number, Counts> = {};
  for (let i = 0; i < campaignIds.length; i += 1000) {
    const batch = campaignIds.slice(i, i + 1000);
    let answer: { counts: Record<string, Partial<Counts>> };
    try {
      answer = await rt.call("creator", "POST", "/internal/creator-counts", { campaignIds: batch }, {
        timeoutMs: 4000,
        retries: 1,
      });
    } catch (e) {
      rt.log("warn", "creator counts unavailable", { err: String(e) });
      throw new ApiError(
        "service_unavailable",
        "Creator counts are unavailable right now; try again shortly.",
      );
    }
    for (const id of batch) {
      const c = answer?.counts?.[String(id)];
      out[id] = c
        ? { signed: c.signed ?? 0, activating: c.activating ?? 0, activated: c.activated ?? 0 }
        : { ...ZERO_COUNTS };
    }
  }
  return out;
}

import { nextSeq } from "../../shared/mongo.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { CreatorStore } from "./store.ts";

/** How many creators of a campaign are at each counted status now (each once; offboarded not counted). */
export async function countsOf(
  rt: Runtime,
  campaignIds: number[],
): Promise<Record<number, { signed: number; activating: number; activated: number }>> {
  const counts: Record<number, { signed: number; activating: number; activated: number }> = {};
  for (const id of campaignIds) counts[id] = { signed: 0, activating: 0, activated: 0 };
  if (campaignIds.length) {
    for (const r of await new CreatorStore(rt.db).statusesOf(campaignIds)) {
      const c = counts[r.campaignId];
      if (c && (r.status === "signed" || r.status === "activating" || r.status === "activated")) {
        c[r.status]++;
      }
    }
  }
  return counts;
}

/**
 * Pushes a campaign's counts into the campaign service's projection after a creator changed, before the
 * change is answered, so the campaign list shows it at once; the same counts go through the outbox
 * (`ccw.creator.counts_changed`) for when the push does not get through. `seq` is taken after the change
 * was committed, so the counts sent with it include that change; the campaign keeps the highest seq.
 */
export async function pushCounts(rt: Runtime, workspaceId: string, campaignId: number): Promise<void> {
  const seq = await nextSeq(rt.db, `counts:${campaignId}`, 0);
  const counts = (await countsOf(rt, [campaignId]))[campaignId];
  const payload = { workspaceId, campaignId, ...counts, seq };
  await rt.outbox.add(
    "ccw.creator.counts_changed",
    payload,
    `${rt.env.dbPrefix}:counts:${campaignId}:${seq}`,
  );
  await rt.call("campaign", "PUT", `/internal/campaigns/${campaignId}/creator-counts`, { ...counts, seq }, {
    timeoutMs: 2000,
  })
    .catch((e) =>
      rt.log("warn", "creator counts push failed; the event will carry them", { campaignId, err: String(e) })
    );
}

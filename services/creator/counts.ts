import { ApiError } from "../../shared/errors.ts";
import { flushAfterWrite, pendingEvent, type Runtime } from "../../shared/service-kit/index.ts";
import { versionedUpdate } from "../../shared/versioned.ts";
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
 * change is answered, so the campaign list shows it at once; the same counts go out as an event
 * (`ccw.creator.counts_changed`) for when the push does not get through. The campaign keeps the highest
 * seq, so a higher seq must carry counts at least as fresh: the seq is read, the counts counted after
 * that read (and after the creator change was committed), and seq + 1 is taken with its event in one
 * compare-and-set write of the seq document; a writer that lost counts again from the fresh seq.
 */
export async function pushCounts(rt: Runtime, workspaceId: string, campaignId: number): Promise<void> {
  const store = new CreatorStore(rt.db);
  const taken = await versionedUpdate({
    read: async () => {
      const seq = await store.countsSeq(campaignId);
      return { seq, counts: (await countsOf(rt, [campaignId]))[campaignId] };
    },
    decide: ({ seq, counts }) => {
      const next = seq + 1;
      const event = pendingEvent(
        "ccw.creator.counts_changed",
        { workspaceId, campaignId, ...counts, seq: next },
        `${rt.env.dbPrefix}:counts:${campaignId}:${next}`,
      );
      return { next: { seq: next, counts }, result: null, events: [event] };
    },
    write: (current, _next, events) => store.takeCountsSeq(campaignId, current.seq, events),
    attempts: 30,
    pauseMs: (attempt) => 2 + Math.random() * 10 * attempt,
  }).catch((e) => {
    // Logged, not answered 503: the creator change is committed already, and every write that won the
    // seq meanwhile sent counts counted after its own read.
    if (e instanceof ApiError && e.code === "service_unavailable") {
      rt.log("warn", "creator counts not sent: the seq kept moving", { campaignId });
      return null;
    }
    throw e;
  });
  if (!taken?.next) return;
  const { seq, counts } = taken.next;
  await flushAfterWrite(rt, store.counters, store.countsDocId(campaignId));
  await rt.call("campaign", "PUT", `/internal/campaigns/${campaignId}/creator-counts`, { ...counts, seq }, {
    timeoutMs: 2000,
  })
    .catch((e) =>
      rt.log("warn", "creator counts push failed; the event will carry them", { campaignId, err: String(e) })
    );
}

import type { CampaignFacts } from "../../shared/campaign-lookup.ts";
import { notFound } from "../../shared/errors.ts";
import { versionedUpdate } from "../../shared/versioned.ts";
import {
  flushAfterWrite,
  type PendingEvent,
  pendingEvent,
  type Runtime,
} from "../../shared/service-kit/index.ts";
import { type CampaignView, type Changed, isListed, type OutMessage, storedStatus } from "./domain.ts";
import { pushCounts } from "./counts.ts";
import { eventId } from "./events.ts";
import { type CreatorDoc, CreatorStore } from "./store.ts";

/** The campaign facts the state machine reads. */
export function view(c: CampaignFacts): CampaignView {
  return {
    campaignId: c.campaignId,
    title: c.title,
    brand: c.brand,
    signingRequired: c.signingRequired,
    activationMode: c.activationMode,
  };
}

/** Domain messages as `ccw.creator.message` events; the message id (with the deployment prefix) is also the outbox id. */
export function messageEvents(
  rt: Runtime,
  workspaceId: string,
  campaignId: number,
  memberId: number,
  messages: OutMessage[],
): PendingEvent[] {
  return messages.map((m) => {
    const id = eventId(rt, workspaceId, m.id);
    return pendingEvent("ccw.creator.message", {
      messageId: id,
      workspaceId,
      campaignId,
      memberId,
      kind: m.kind,
      text: m.text,
    }, id);
  });
}

/** Copies a creator record's pending events into the outbox now; on failure the kit's sweeper does it later. */
export async function flushSoon(rt: Runtime, memberId: number): Promise<void> {
  await flushAfterWrite(rt, new CreatorStore(rt.db).creators, memberId);
}

/**
 * Reads the creator, runs one pure transition and commits it with compare-and-set, retrying when a
 * concurrent write got there first. `any` also reaches declined creators (a repeat decision answers
 * already_decided); `listed` (every creator but a declined one, applicants included, whether an
 * agent may see them or not) answers 404 for them, as for ids not on this campaign.
 */
export async function transition<R>(
  rt: Runtime,
  c: Pick<CampaignFacts, "campaignId" | "workspaceId">,
  memberId: number,
  reach: "any" | "listed",
  step: (doc: CreatorDoc) => { result: R; change: Changed | null },
): Promise<{ doc: CreatorDoc; result: R }> {
  const store = new CreatorStore(rt.db);
  const { current: doc, result, next: change, events } = await versionedUpdate({
    read: async () => {
      const doc = await store.findCreator(c.campaignId, memberId);
      if (!doc || (reach === "listed" && !isListed(doc))) throw notFound("creator");
      return doc;
    },
    decide: (doc) => {
      const { result, change } = step(doc);
      const events = change ? messageEvents(rt, c.workspaceId, c.campaignId, memberId, change.messages) : [];
      return { next: change, result, events };
    },
    write: (doc, change: Changed, events) => store.commit(doc, change.next, events),
    busy: "The creator changed too often at once; try again.",
  });
  if (change) {
    if (events.length) await flushSoon(rt, memberId);
    if (doc.status !== storedStatus(change.next)) await pushCounts(rt, doc.workspaceId, c.campaignId);
  }
  return { doc, result };
}

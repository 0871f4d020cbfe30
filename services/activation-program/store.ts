import type { Collection, Db } from "mongodb";
import { isDuplicateKey } from "../../shared/mongo.ts";
import { versionedUpdate } from "../../shared/versioned.ts";
import { emptyFlow, type Flow } from "./domain.ts";

/**
 * MongoDB storage of activation flows: one document per campaign in `flows` (`_id` = campaignId).
 * The store offers no multi-document transactions, so every change is a read-modify-write guarded by
 * the document's `version`: a concurrent writer makes the guarded update miss and the change is
 * recomputed from the fresh document. That keeps knowledge-source positions consistent under races.
 */
interface FlowDoc extends Omit<Flow, "campaignId"> {
  _id: number;
}

export const flowIndexes = [{ collection: "flows", key: { workspaceId: 1 } as Record<string, 1 | -1> }];

export class FlowStore {
  private readonly coll: Collection<FlowDoc>;
  constructor(db: Db) {
    this.coll = db.collection<FlowDoc>("flows");
  }

  async get(campaignId: number): Promise<Flow | null> {
    const d = await this.coll.findOne({ _id: campaignId });
    if (!d) return null;
    const { _id, ...rest } = d;
    return { ...emptyFlow(_id, rest.workspaceId), ...rest, campaignId: _id };
  }

  /**
   * Applies `change` to the campaign's flow (an empty one when none exists) and saves it. `change`
   * returns the new flow and a result, or `{ result }` alone to save nothing. Retried on a lost race.
   */
  async mutate<R>(
    campaignId: number,
    workspaceId: string,
    change: (f: Flow) => { flow?: Flow; result: R },
  ): Promise<R> {
    const { result } = await versionedUpdate({
      read: async () => (await this.get(campaignId)) ?? emptyFlow(campaignId, workspaceId),
      decide: (current) => {
        const { flow, result } = change(current);
        return { next: flow ?? null, result };
      },
      write: async (current, flow: Flow) => {
        const { campaignId: _c, ...fields } = flow;
        const next = { ...fields, version: current.version + 1 };
        // Version 0 means no document yet (a saved flow always has version 1 or more).
        if (current.version === 0) {
          try {
            await this.coll.insertOne({ _id: campaignId, ...next });
            return true;
          } catch (e) {
            if (!isDuplicateKey(e)) throw e;
            return false;
          }
        }
        const r = await this.coll.updateOne({ _id: campaignId, version: current.version }, { $set: next });
        return r.matchedCount === 1;
      },
      attempts: 20,
      pauseMs: (attempt) => 5 + Math.random() * 20 * attempt,
      busy: "The activation flow is being changed by other requests; try again.",
    });
    return result;
  }
}

import type { Collection, Db } from "mongodb";
import type { EventPayload, Subject } from "../../shared/events.ts";
import { type IndexSpec, isDuplicateKey, nextSeq } from "../../shared/mongo.ts";
import type { Outbox } from "../../shared/nats.ts";
import { type CreatorState, type StoredStatus, storedStatus, VISIBLE_STATUSES } from "./domain.ts";
import type { CreatorProfile } from "./projection.ts";

/**
 * MongoDB of the creator service (database `<prefix>_creator`):
 * - `creators`: one record per creator on a campaign (profile + state), `_id` = memberId. `status`
 *   is derived from the state by domain.storedStatus on every write, so lists filter in the query.
 * - `creator_private`: email, phone, birthday, legal name. WRITE-ONLY: this file inserts into it and
 *   no function anywhere reads it, so no read path can return it by accident.
 * - `creator_outbox`: every message delivered to a creator, `_id` = messageId (so at most once).
 * - `group_chats`: chats set up by the chat worker, `_id` = chatId.
 *
 * No multi-document transactions exist here, so a state change and its side effects are ONE
 * document write: the events ride in the creator record's `pending` array, then are copied into the
 * kit's outbox (idempotent by id) and pulled. If the process dies in between, the sweeper copies them
 * later; nothing is lost and the outbox id keeps anything from going out twice.
 */

export interface PendingEvent {
  id: string;
  subject: Subject;
  payload: unknown;
}

export interface CreatorDoc extends CreatorProfile, CreatorState {
  workspaceId: string;
  bio: string | null;
  clubMemberId: number | null;
  status: StoredStatus;
  version: number;
  pending: PendingEvent[];
  createdAt: string;
}

export interface PrivateDoc {
  _id: number;
  campaignId: number;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  legalName: string | null;
}

export interface DeliveredMessage {
  _id: string;
  workspaceId: string;
  campaignId: number;
  memberId: number;
  kind: string;
  text: string;
  sentAt: Date;
}

export interface GroupChatDoc {
  _id: string;
  workspaceId: string;
  campaignId: number;
  memberIds: number[];
  setUpAt: Date;
}

export const CREATOR_ID_START = 200000; // first id handed out is 200001 (docs/INTERNAL.md)

export const indexes: IndexSpec[] = [
  { collection: "creators", key: { campaignId: 1, status: 1, _id: -1 } },
  { collection: "creators", key: { campaignId: 1, _id: -1 } },
  { collection: "creator_outbox", key: { campaignId: 1, memberId: 1, sentAt: 1 } },
  { collection: "creator_outbox", key: { sentAt: 1 } },
];

const creators = (db: Db): Collection<CreatorDoc> => db.collection<CreatorDoc>("creators");
const privates = (db: Db): Collection<PrivateDoc> => db.collection<PrivateDoc>("creator_private");
const delivered = (db: Db): Collection<DeliveredMessage> => db.collection<DeliveredMessage>("creator_outbox");
const chats = (db: Db): Collection<GroupChatDoc> => db.collection<GroupChatDoc>("group_chats");

/** Fields of CreatorState, in one list so a commit sets exactly the state. */
function stateFields(s: CreatorState): CreatorState {
  return {
    stage: s.stage,
    decision: s.decision,
    offboarded: s.offboarded,
    reachable: s.reachable,
    activation: s.activation,
    appliedAt: s.appliedAt,
    signedAt: s.signedAt,
    decidedAt: s.decidedAt,
  };
}

export function pendingEvent<S extends Subject>(
  subject: S,
  payload: EventPayload<S>,
  id: string,
): PendingEvent {
  return { id, subject, payload };
}

/** The creator service's data (one instance per use: `new CreatorStore(rt.db)`). */
export class CreatorStore {
  constructor(readonly db: Db) {}

  async nextMemberId(): Promise<number> {
    return await nextSeq(this.db, "creator_member_id", CREATOR_ID_START);
  }

  async nextChatNumber(): Promise<number> {
    return await nextSeq(this.db, "group_chat", 0);
  }

  /** The creator on this campaign, whatever its state (callers decide what is visible). */
  async findCreator(campaignId: number, memberId: number): Promise<CreatorDoc | null> {
    return await creators(this.db).findOne({ _id: memberId, campaignId });
  }

  /** Inserts a seeded creator: private fields first, so a creator never exists without them stored apart. */
  async insertCreator(doc: Omit<CreatorDoc, "status" | "version">, priv: PrivateDoc): Promise<void> {
    await privates(this.db).replaceOne({ _id: priv._id }, priv, { upsert: true });
    await creators(this.db).insertOne({ ...doc, status: storedStatus(doc), version: 0 });
  }

  /**
   * Commits a transition if nobody changed the record since it was read (compare-and-set on
   * `version`); false means read again and retry. Events are appended to `pending` in the same write.
   */
  async commit(doc: CreatorDoc, next: CreatorState, events: PendingEvent[]): Promise<boolean> {
    const r = await creators(this.db).updateOne(
      { _id: doc._id, version: doc.version },
      {
        $set: { ...stateFields(next), status: storedStatus(next), version: doc.version + 1 },
        ...(events.length ? { $push: { pending: { $each: events } } } : {}),
      },
    );
    return r.modifiedCount === 1;
  }

  /** Copies a record's pending events into the outbox, then removes them from the record. */
  async flushPending(outbox: Outbox, memberId: number): Promise<void> {
    const doc = await creators(this.db).findOne({ _id: memberId }, { projection: { pending: 1 } });
    const pending = doc?.pending ?? [];
    if (!pending.length) return;
    for (const e of pending) await outbox.add(e.subject, e.payload as never, e.id);
    await creators(this.db).updateOne({ _id: memberId }, {
      $pull: { pending: { id: { $in: pending.map((e) => e.id) } } },
    });
  }

  /** Records whose pending events were not copied yet (the process stopped in between). */
  async withPending(limit = 100): Promise<number[]> {
    const docs = await creators(this.db).find({ "pending.0": { $exists: true } }, { projection: { _id: 1 } })
      .limit(limit).toArray();
    return docs.map((d) => d._id);
  }

  /** One page of visible creators (signed on or in activation), newest first (member ids grow with time); `status` narrows. */
  async listCreators(
    campaignId: number,
    opts: { status?: StoredStatus; beforeId?: number; limit: number },
  ): Promise<CreatorDoc[]> {
    const filter: Record<string, unknown> = {
      campaignId,
      status: opts.status ? opts.status : { $in: [...VISIBLE_STATUSES] },
    };
    if (opts.beforeId !== undefined) filter._id = { $lt: opts.beforeId };
    return await creators(this.db).find(filter, { projection: { pending: 0 } }).sort({ _id: -1 }).limit(
      opts.limit,
    ).toArray();
  }

  /** Visible creators of a campaign (signed on or in activation), for other services. */
  async visibleCreators(campaignId: number): Promise<CreatorDoc[]> {
    return await creators(this.db)
      .find({ campaignId, status: { $in: [...VISIBLE_STATUSES] } }, { projection: { pending: 0 } })
      .sort({ _id: 1 })
      .toArray();
  }

  /** Club member ids of every creator who applied to the campaign, in any state (the club lists the others). */
  async clubMemberIdsOf(campaignId: number): Promise<number[]> {
    const docs = await creators(this.db).find({ campaignId, clubMemberId: { $ne: null } }, {
      projection: { clubMemberId: 1 },
    }).toArray();
    return [...new Set(docs.map((d) => d.clubMemberId as number))];
  }

  /** Creators among `ids` on this campaign. */
  async creatorsAmong(campaignId: number, ids: number[]): Promise<CreatorDoc[]> {
    return await creators(this.db).find({ campaignId, _id: { $in: ids } }, { projection: { pending: 0 } })
      .toArray();
  }

  /** Statuses of every creator on these campaigns (counted by the caller). */
  async statusesOf(campaignIds: number[]): Promise<{ campaignId: number; status: StoredStatus }[]> {
    return await creators(this.db)
      .find({ campaignId: { $in: campaignIds } }, { projection: { campaignId: 1, status: 1 } })
      .toArray() as { campaignId: number; status: StoredStatus }[];
  }

  /** Delivers a message once: a second delivery of the same messageId is ignored. */
  async deliver(m: Omit<DeliveredMessage, "sentAt">, sentAt: Date): Promise<boolean> {
    try {
      await delivered(this.db).insertOne({ ...m, sentAt });
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async listDelivered(filter: { campaignId?: number; memberId?: number }): Promise<DeliveredMessage[]> {
    const q: Record<string, unknown> = {};
    if (filter.campaignId !== undefined) q.campaignId = filter.campaignId;
    if (filter.memberId !== undefined) q.memberId = filter.memberId;
    return await delivered(this.db).find(q).sort({ sentAt: 1, _id: 1 }).limit(5000).toArray();
  }

  async recordChat(chat: GroupChatDoc): Promise<void> {
    try {
      await chats(this.db).insertOne(chat);
    } catch (e) {
      if (!isDuplicateKey(e)) throw e; // redelivered: already recorded
    }
  }
}

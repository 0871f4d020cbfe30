import type { Collection, Db } from "mongodb";
import { type IndexSpec, isDuplicateKey, nextSeq } from "../../shared/mongo.ts";
import {
  HIDE_PENDING,
  type PendingEvent,
  withPending,
  type WithPendingEvents,
} from "../../shared/service-kit/index.ts";
import { type CreatorState, type StoredStatus, storedStatus, VISIBLE_STATUSES } from "./domain.ts";
import type { CreatorProfile } from "./projection.ts";
import { creatorReads, creatorsChanged } from "./cached-reads.ts";

/**
 * MongoDB of the creator service (database `<prefix>_creator`):
 * - `creators`: one record per creator on a campaign (profile + state), `_id` = memberId. `status`
 *   is derived from the state by domain.storedStatus on every write, so lists filter in the query.
 * - `creator_private`: email, phone, birthday, legal name. WRITE-ONLY: this file inserts into it and
 *   no function anywhere reads it, so no read path can return it by accident.
 * - `creator_outbox`: every message delivered to a creator, `_id` = messageId (so at most once).
 * - `group_chats`: one per group chat, `_id` = chatId: written when it is requested (carrying the
 *   request event) and marked set up by the chat worker (carrying the members' notices).
 * - `counters` (shared/mongo.ts `nextSeq`): `counts:<campaignId>` carries the counts events.
 *
 * Events ride in the document a write changes (`creators`, `group_chats`, `counters`), in the same
 * write (service-kit/pending-events.ts); the kit's sweeper finishes copies a stopped process left.
 */
export const PENDING_EVENT_COLLECTIONS = ["creators", "group_chats", "counters"];

export interface CreatorDoc extends CreatorProfile, CreatorState, WithPendingEvents {
  workspaceId: string;
  bio: string | null;
  clubMemberId: number | null;
  status: StoredStatus;
  version: number;
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

export interface GroupChatDoc extends WithPendingEvents {
  _id: string;
  workspaceId: string;
  campaignId: number;
  memberIds: number[];
  requestedAt?: Date;
  /** Null until the chat worker set it up. */
  setUpAt: Date | null;
}

/** A campaign's counts sequence (`counters` `counts:<campaignId>`): the seq of the last counts sent. */
interface CountsSeqDoc extends WithPendingEvents {
  _id: string;
  seq: number;
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
const counters = (db: Db): Collection<CountsSeqDoc> => db.collection<CountsSeqDoc>("counters");
const countsKey = (campaignId: number) => `counts:${campaignId}`;

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

/** The creator service's data (one instance per use: `new CreatorStore(rt.db)`). */
export class CreatorStore {
  constructor(readonly db: Db) {}

  /** The collections whose documents carry pending events, for flushing after a write. */
  get creators(): Collection<CreatorDoc> {
    return creators(this.db);
  }
  get chats(): Collection<GroupChatDoc> {
    return chats(this.db);
  }
  get counters(): Collection<CountsSeqDoc> {
    return counters(this.db);
  }

  async nextMemberId(): Promise<number> {
    return await nextSeq(this.db, "creator_member_id", CREATOR_ID_START);
  }

  async nextChatNumber(): Promise<number> {
    return await nextSeq(this.db, "group_chat", 0);
  }

  /** The creator on this campaign, whatever its state (callers decide what is visible). */
  async findCreator(campaignId: number, memberId: number): Promise<CreatorDoc | null> {
    return await creators(this.db).findOne({ _id: memberId, campaignId }, { projection: HIDE_PENDING });
  }

  /**
   * Inserts a seeded creator (its events in `doc.pending`): private fields first, so a creator never
   * exists without them stored apart.
   */
  async insertCreator(doc: Omit<CreatorDoc, "status" | "version">, priv: PrivateDoc): Promise<void> {
    await privates(this.db).replaceOne({ _id: priv._id }, priv, { upsert: true });
    await creators(this.db).insertOne({ ...doc, status: storedStatus(doc), version: 0 });
    await creatorsChanged(doc.campaignId);
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
        ...withPending(events),
      },
    );
    if (r.modifiedCount === 1) await creatorsChanged(doc.campaignId);
    return r.modifiedCount === 1;
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
    // Kept briefly, dropped by every creator write of the campaign (cached-reads.ts): read-only answers.
    return await creatorReads.read(
      campaignId,
      `list|${opts.status ?? ""}|${opts.beforeId ?? ""}|${opts.limit}`,
      () =>
        creators(this.db).find(filter, { projection: HIDE_PENDING }).sort({ _id: -1 }).limit(opts.limit)
          .toArray(),
      () => [],
    );
  }

  /** Visible creators of a campaign (signed on or in activation), for other services. */
  async visibleCreators(campaignId: number): Promise<CreatorDoc[]> {
    return await creators(this.db)
      .find({ campaignId, status: { $in: [...VISIBLE_STATUSES] } }, { projection: HIDE_PENDING })
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
    return await creators(this.db).find({ campaignId, _id: { $in: ids } }, { projection: HIDE_PENDING })
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

  /** Records a requested group chat with its request event (the chat worker sets it up from that). */
  async requestChat(
    chat: Omit<GroupChatDoc, "setUpAt" | "requestedAt" | "pending">,
    events: PendingEvent[],
    at: Date,
  ): Promise<void> {
    await chats(this.db).insertOne({ ...chat, requestedAt: at, setUpAt: null, pending: events });
  }

  /**
   * Marks a chat set up, with the members' notices in the same write; false when it already was (a
   * redelivered request: its notices went into that earlier write). A chat requested before requests
   * were recorded has no document yet: the upsert creates it.
   */
  async markChatSetUp(
    chat: Omit<GroupChatDoc, "setUpAt" | "requestedAt" | "pending">,
    events: PendingEvent[],
    at: Date,
  ): Promise<boolean> {
    try {
      const r = await chats(this.db).updateOne({ _id: chat._id, setUpAt: null }, {
        $set: {
          workspaceId: chat.workspaceId,
          campaignId: chat.campaignId,
          memberIds: chat.memberIds,
          setUpAt: at,
        },
        ...withPending(events),
      }, { upsert: true });
      return r.modifiedCount === 1 || r.upsertedCount === 1;
    } catch (e) {
      if (isDuplicateKey(e)) return false; // set up already: the upsert met the existing document
      throw e;
    }
  }

  /** The seq of the campaign's last counts event (0: none yet). */
  async countsSeq(campaignId: number): Promise<number> {
    return (await counters(this.db).findOne({ _id: countsKey(campaignId) }, { projection: { seq: 1 } }))
      ?.seq ??
      0;
  }

  /**
   * Takes seq `from + 1` for a campaign's counts, with their event in the same write, if nobody took
   * it since `from` was read (compare-and-set); false: read again.
   */
  async takeCountsSeq(campaignId: number, from: number, events: PendingEvent[]): Promise<boolean> {
    if (from === 0) {
      try {
        await counters(this.db).insertOne({ _id: countsKey(campaignId), seq: 1, pending: events });
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    }
    const r = await counters(this.db).updateOne({ _id: countsKey(campaignId), seq: from }, {
      $set: { seq: from + 1 },
      ...withPending(events),
    });
    return r.matchedCount === 1;
  }

  /** Where the counts events of a campaign ride (for flushing after `takeCountsSeq`). */
  countsDocId(campaignId: number): string {
    return countsKey(campaignId);
  }
}

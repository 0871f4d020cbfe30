import type { Collection, Db } from "mongodb";
import { type IndexSpec, isDuplicateKey, nextSeq } from "../../shared/mongo.ts";
import {
  HIDE_PENDING,
  type PendingEvent,
  withPending,
  type WithPendingEvents,
} from "../../shared/service-kit/index.ts";
import { type BrowseFilters, type ClubCreator, filtersToQuery } from "./domain.ts";
import { allowanceGroup, clubChanged, clubReads, DIRECTORY, invitesGroup } from "./cached-reads.ts";

/**
 * MongoDB of the club service (database `<prefix>_club`):
 * - `club_creators`: the club's cards (ids from 500001), no handle, link, full name or contact;
 * - `invites`: one per campaign and club creator (`_id` `<campaignId>:<clubMemberId>`), so a creator is
 *   invited to a campaign at most once even under concurrent calls; marking one invited writes its
 *   message and event into it (`pending`, service-kit/pending-events.ts; never read back);
 * - `allowances`: invites used per workspace and calendar month (`_id` `<workspaceId>:<YYYY-MM>`),
 *   spent with a conditional `$inc` so concurrent calls never overspend.
 */
export const CLUB_MEMBER_START = 500000;
export const PENDING_EVENT_COLLECTIONS = ["invites"];

export interface ClubCreatorDoc extends ClubCreator {
  _id: number;
  createdAt: Date;
}

export interface InviteDoc extends WithPendingEvents {
  _id: string;
  workspaceId: string;
  campaignId: number;
  clubMemberId: number;
  /** `sending` between the claim and marking it invited with its events; `invited` once they are written; `applied` after the creator applied. */
  state: "sending" | "invited" | "applied";
  /** One of the month's invites was spent for it (set right after the spend). */
  spent?: boolean;
  month: string;
  invitedAt: Date;
  appliedAt?: Date;
}

interface AllowanceDoc {
  _id: string;
  workspaceId: string;
  month: string;
  used: number;
}

export const indexes: IndexSpec[] = [
  { collection: "club_creators", key: { country: 1 } },
  { collection: "invites", key: { campaignId: 1 } },
  { collection: "invites", key: { state: 1, invitedAt: 1 } },
];

export const inviteId = (campaignId: number, clubMemberId: number) => `${campaignId}:${clubMemberId}`;

export class ClubStore {
  readonly creators: Collection<ClubCreatorDoc>;
  readonly invites: Collection<InviteDoc>;
  readonly allowances: Collection<AllowanceDoc>;

  constructor(private readonly db: Db) {
    this.creators = db.collection<ClubCreatorDoc>("club_creators");
    this.invites = db.collection<InviteDoc>("invites");
    this.allowances = db.collection<AllowanceDoc>("allowances");
  }

  async addCreator(c: Omit<ClubCreator, "memberId">): Promise<number> {
    const memberId = await nextSeq(this.db, "club_member", CLUB_MEMBER_START);
    await this.creators.insertOne({ _id: memberId, memberId, ...c, createdAt: new Date() });
    await clubChanged(DIRECTORY);
    return memberId;
  }

  /** Kept briefly (cached-reads.ts): the answer is shared between requests, read-only. */
  async findCreators(filters: BrowseFilters): Promise<ClubCreator[]> {
    return await clubReads.read(DIRECTORY, JSON.stringify(filtersToQuery(filters)), async () => {
      const docs = await this.creators.find(filtersToQuery(filters), { projection: { createdAt: 0 } })
        .toArray();
      return docs.map(toCreator);
    }, () => []);
  }

  async creatorsByIds(ids: number[]): Promise<Map<number, ClubCreator>> {
    const docs = await this.creators.find({ _id: { $in: ids } }).toArray();
    return new Map(docs.map((d) => [d._id, toCreator(d)]));
  }

  async creator(id: number): Promise<ClubCreator | null> {
    const d = await this.creators.findOne({ _id: id });
    return d ? toCreator(d) : null;
  }

  /** Kept briefly (cached-reads.ts): the answer is shared between requests, read-only. */
  async invitesOf(campaignId: number): Promise<ReadonlyMap<number, InviteDoc["state"]>> {
    return await clubReads.read(invitesGroup(campaignId), "states", async () => {
      const docs = await this.invites.find({ campaignId }).toArray();
      return new Map(docs.map((d) => [d.clubMemberId, d.state]));
    }, () => []);
  }

  async invite(campaignId: number, clubMemberId: number): Promise<InviteDoc | null> {
    return await this.invites.findOne({ _id: inviteId(campaignId, clubMemberId) }, {
      projection: HIDE_PENDING,
    });
  }

  /** Claims the (campaign, creator) invite; false when it already exists. */
  async claimInvite(doc: Omit<InviteDoc, "_id" | "state" | "spent">): Promise<boolean> {
    try {
      await this.invites.insertOne({
        _id: inviteId(doc.campaignId, doc.clubMemberId),
        ...doc,
        state: "sending",
        spent: false,
      });
      await clubChanged(invitesGroup(doc.campaignId));
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async releaseInvite(campaignId: number, clubMemberId: number): Promise<void> {
    const r = await this.invites.deleteOne({ _id: inviteId(campaignId, clubMemberId), state: "sending" });
    if (r.deletedCount) await clubChanged(invitesGroup(campaignId));
  }

  /** Records the spend; false when another process recorded it first (then it refunds its own). */
  async markSpent(campaignId: number, clubMemberId: number): Promise<boolean> {
    const r = await this.invites.updateOne({ _id: inviteId(campaignId, clubMemberId), spent: false }, {
      $set: { spent: true },
    });
    return r.modifiedCount === 1;
  }

  /** Invites left in `sending` by a process that stopped between the claim and marking them invited. */
  async stuckInvites(olderThan: Date): Promise<InviteDoc[]> {
    return await this.invites.find({ state: "sending", invitedAt: { $lt: olderThan } }, {
      projection: HIDE_PENDING,
    })
      .limit(100).toArray();
  }

  /**
   * `sending` → `invited` with the invite's events in the same write; a second call (the sweeper and
   * the request both finishing it) writes nothing, so the events are written once.
   */
  async markInvited(campaignId: number, clubMemberId: number, events: PendingEvent[]): Promise<boolean> {
    const r = await this.invites.updateOne({ _id: inviteId(campaignId, clubMemberId), state: "sending" }, {
      $set: { state: "invited" },
      ...withPending(events),
    });
    if (r.modifiedCount === 1) await clubChanged(invitesGroup(campaignId));
    return r.modifiedCount === 1;
  }

  /** Only an invite of the same workspace: campaign ids repeat across deployments sharing NATS. */
  async markApplied(workspaceId: string, campaignId: number, clubMemberId: number): Promise<boolean> {
    const r = await this.invites.updateOne({ _id: inviteId(campaignId, clubMemberId), workspaceId }, {
      $set: { state: "applied", appliedAt: new Date() },
    });
    if (r.matchedCount === 1) await clubChanged(invitesGroup(campaignId));
    return r.matchedCount === 1;
  }

  /** Kept briefly (cached-reads.ts); spends and refunds drop it. */
  async used(workspaceId: string, month: string): Promise<number> {
    return await clubReads.read(allowanceGroup(workspaceId, month), "used", async () => {
      const d = await this.allowances.findOne({ _id: `${workspaceId}:${month}` });
      return d?.used ?? 0;
    }, () => []);
  }

  /**
   * Spends one invite of the month if any is left. The conditional update is atomic per document;
   * the first spend of a month creates the document (a racing creator loses on the unique `_id` and
   * retries the conditional update).
   */
  async spendOne(workspaceId: string, month: string, limit: number): Promise<boolean> {
    if (limit <= 0) return false;
    const _id = `${workspaceId}:${month}`;
    for (let attempt = 0; attempt < 5; attempt++) {
      const r = await this.allowances.updateOne({ _id, used: { $lt: limit } }, { $inc: { used: 1 } });
      if (r.modifiedCount === 1) {
        await clubChanged(allowanceGroup(workspaceId, month));
        return true;
      }
      if (await this.allowances.findOne({ _id })) return false;
      try {
        await this.allowances.insertOne({ _id, workspaceId, month, used: 1 });
        await clubChanged(allowanceGroup(workspaceId, month));
        return true;
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
      }
    }
    return false;
  }

  /** Gives an invite back (only when nothing was sent for it). */
  async refundOne(workspaceId: string, month: string): Promise<void> {
    const r = await this.allowances.updateOne({ _id: `${workspaceId}:${month}`, used: { $gt: 0 } }, {
      $inc: { used: -1 },
    });
    if (r.modifiedCount) await clubChanged(allowanceGroup(workspaceId, month));
  }
}

function toCreator(
  d: ClubCreatorDoc | (Omit<ClubCreatorDoc, "createdAt"> & { createdAt?: Date }),
): ClubCreator {
  return {
    memberId: d.memberId ?? d._id,
    displayName: d.displayName,
    country: d.country,
    niches: d.niches,
    platforms: { videoapp: !!d.platforms?.videoapp, photoapp: !!d.platforms?.photoapp },
    reach: d.reach,
    engagement: d.engagement,
    experience: d.experience,
  };
}

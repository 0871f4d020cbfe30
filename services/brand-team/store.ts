import { Binary, type Collection, type Db } from "mongodb";
import { type IndexSpec, isDuplicateKey, nextSeq } from "../../shared/mongo.ts";
import {
  HIDE_PENDING,
  type PendingEvent,
  withPending,
  type WithPendingEvents,
} from "../../shared/service-kit/index.ts";

/**
 * MongoDB of the brand-team service (database `<prefix>_brand_team`):
 * - `workspaces`: brand name (with a rename version), color, current logo file, member count (the
 *   count is changed with conditional `$inc`, so two concurrent removals never empty a team);
 * - `members`: one per team member (`_id` = memberId from 1001), unique per (workspace, email);
 * - `logos`: the current logo bytes per workspace (`_id` `<workspaceId>/<file>`), served publicly.
 * `workspaces` and `members` carry their changes' events in `pending` (service-kit/pending-events.ts);
 * reads never return it.
 */
export const PENDING_EVENT_COLLECTIONS = ["workspaces", "members"];
export const MEMBER_START = 1000;

export interface WorkspaceDoc extends WithPendingEvents {
  _id: string;
  brand: string;
  nameVersion: number;
  brandColor: string | null;
  logoFile: string | null;
  memberCount: number;
  createdAt: Date;
}

export interface MemberDoc extends WithPendingEvents {
  _id: number;
  workspaceId: string;
  memberId: number;
  email: string;
  addedAt: Date;
}

export interface LogoDoc {
  _id: string;
  workspaceId: string;
  file: string;
  contentType: string;
  data: Binary;
  createdAt: Date;
}

export const indexes: IndexSpec[] = [
  { collection: "members", key: { workspaceId: 1, email: 1 }, unique: true },
  { collection: "logos", key: { workspaceId: 1 } },
];

export class BrandTeamStore {
  readonly workspaces: Collection<WorkspaceDoc>;
  readonly members: Collection<MemberDoc>;
  readonly logos: Collection<LogoDoc>;

  constructor(private readonly db: Db) {
    this.workspaces = db.collection<WorkspaceDoc>("workspaces");
    this.members = db.collection<MemberDoc>("members");
    this.logos = db.collection<LogoDoc>("logos");
  }

  async workspace(workspaceId: string): Promise<WorkspaceDoc | null> {
    return await this.workspaces.findOne({ _id: workspaceId }, { projection: HIDE_PENDING });
  }

  /** Creates the workspace record once (a retried init finds it). */
  async ensureWorkspace(workspaceId: string, brand: string): Promise<void> {
    try {
      await this.workspaces.insertOne({
        _id: workspaceId,
        brand,
        nameVersion: 0,
        brandColor: null,
        logoFile: null,
        memberCount: 0,
        createdAt: new Date(),
      });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
  }

  async membersOf(workspaceId: string): Promise<MemberDoc[]> {
    return await this.members.find({ workspaceId }, { projection: HIDE_PENDING }).sort({ addedAt: 1, _id: 1 })
      .toArray();
  }

  async memberByEmail(workspaceId: string, email: string): Promise<MemberDoc | null> {
    return await this.members.findOne({ workspaceId, email }, { projection: HIDE_PENDING });
  }

  /**
   * Adds a member, with `events(memberId)` inside the inserted document; null when the address is
   * already on the team (unique index).
   */
  async insertMember(
    workspaceId: string,
    email: string,
    events: (memberId: number) => PendingEvent[] = () => [],
  ): Promise<MemberDoc | null> {
    const memberId = await nextSeq(this.db, "member", MEMBER_START);
    const doc: MemberDoc = { _id: memberId, workspaceId, memberId, email, addedAt: new Date() };
    const pending = events(memberId);
    try {
      await this.members.insertOne(pending.length ? { ...doc, pending } : doc);
    } catch (e) {
      if (isDuplicateKey(e)) return null;
      throw e;
    }
    await this.workspaces.updateOne({ _id: workspaceId }, { $inc: { memberCount: 1 } });
    return doc;
  }

  /** Adds events to a member's document (one write; flushed by the caller). */
  async addMemberEvents(memberId: number, events: PendingEvent[]): Promise<void> {
    await this.members.updateOne({ _id: memberId }, withPending(events));
  }

  /** Adds events to a workspace's document (one write; flushed by the caller). */
  async addWorkspaceEvents(workspaceId: string, events: PendingEvent[]): Promise<void> {
    await this.workspaces.updateOne({ _id: workspaceId }, withPending(events));
  }

  /** Undoes insertMember when the identity service could not be told. */
  async undoInsert(m: MemberDoc): Promise<void> {
    const r = await this.members.deleteOne({ _id: m._id });
    if (r.deletedCount === 1) {
      await this.workspaces.updateOne({ _id: m.workspaceId }, { $inc: { memberCount: -1 } });
    }
  }

  /** Takes one member off the count unless it is the last; false: it was the last. */
  async reserveRemoval(workspaceId: string): Promise<boolean> {
    const r = await this.workspaces.updateOne({ _id: workspaceId, memberCount: { $gt: 1 } }, {
      $inc: { memberCount: -1 },
    });
    return r.modifiedCount === 1;
  }

  async cancelRemoval(workspaceId: string): Promise<void> {
    await this.workspaces.updateOne({ _id: workspaceId }, { $inc: { memberCount: 1 } });
  }

  /** Deletes the member; when a concurrent removal got there first, gives the count back. */
  async deleteMember(m: MemberDoc): Promise<void> {
    const r = await this.members.deleteOne({ _id: m._id });
    if (r.deletedCount === 0) await this.cancelRemoval(m.workspaceId);
  }

  /**
   * Renames with the rename's events in the same write, if the name did not change since `read`
   * (compare-and-set on `nameVersion`); false: read again.
   */
  async renameIfVersion(read: WorkspaceDoc, name: string, events: PendingEvent[]): Promise<boolean> {
    // A workspace stored before renames were versioned has no nameVersion: null matches it.
    const r = await this.workspaces.updateOne({
      _id: read._id,
      nameVersion: read.nameVersion ?? null as never,
    }, {
      $set: { brand: name, nameVersion: (read.nameVersion ?? 0) + 1 },
      ...withPending(events),
    });
    return r.matchedCount === 1;
  }

  async saveLogo(workspaceId: string, file: string, contentType: string, bytes: Uint8Array): Promise<void> {
    const _id = `${workspaceId}/${file}`;
    // Same bytes → same file name: saving it again is a no-op.
    try {
      await this.logos.insertOne({
        _id,
        workspaceId,
        file,
        contentType,
        data: new Binary(bytes),
        createdAt: new Date(),
      });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
  }

  async setBrand(
    workspaceId: string,
    set: Partial<Pick<WorkspaceDoc, "brandColor" | "logoFile">>,
  ): Promise<void> {
    await this.workspaces.updateOne({ _id: workspaceId }, { $set: set });
  }

  /**
   * Drops logos the workspace no longer points to. Read fresh, and only files older than a minute, so
   * a concurrent save that has not yet pointed the workspace at its file keeps it.
   */
  async pruneLogos(workspaceId: string): Promise<void> {
    const ws = await this.workspace(workspaceId);
    if (!ws) return;
    await this.logos.deleteMany({
      workspaceId,
      file: { $ne: ws.logoFile ?? "" },
      createdAt: { $lt: new Date(Date.now() - 60_000) },
    });
  }

  async logo(workspaceId: string, file: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    const d = await this.logos.findOne({ _id: `${workspaceId}/${file}` });
    if (!d) return null;
    const data = d.data as unknown;
    const bytes = data instanceof Binary
      ? data.buffer
      : data instanceof Uint8Array
      ? data
      : new Uint8Array(0);
    return { contentType: d.contentType, bytes };
  }
}

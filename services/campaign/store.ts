import { Buffer } from "node:buffer";
import { type Db, GridFSBucket, ObjectId } from "mongodb";
import type { IndexSpec } from "../../shared/mongo.ts";
import { isDuplicateKey, SeqBlocks } from "../../shared/mongo.ts";
import {
  HIDE_PENDING,
  type PendingEvent,
  withPending,
  type WithPendingEvents,
} from "../../shared/service-kit/index.ts";
import type { CampaignDoc, Plan, ProjectedCounts, State } from "./domain.ts";
import { campaignReads, campaignsChanged } from "./cached-reads.ts";

/**
 * MongoDB access of the campaign service. Collections (database `<prefix>_campaign`):
 * - `campaigns`: one document per campaign (CampaignDoc); every write is conditional on `version` and
 *   carries the change's events (`pending`, service-kit/pending-events.ts; never read back here).
 * - `workspaces`: brand name and plan per workspace (set by oauth's PUT /internal/workspaces and ops).
 * - `chat_aliases`: chat codes from before a brand rename, valid until `validUntil`.
 * - `managed_program`: one application per workspace.
 * - `feature_requests`: one ask per section per workspace.
 * - GridFS bucket `contracts` (`contracts.files`, `contracts.chunks`): contract PDFs.
 */
export interface WorkspaceDoc {
  _id: string;
  brand: string;
  plan: Plan | null;
  updatedAt: Date;
}

export interface ChatAlias {
  _id: string;
  campaignId: number;
  workspaceId: string;
  validUntil: Date;
}

export interface ManagedProgramDoc {
  _id: string;
  status: "open" | "approved" | "declined";
  campaignId: number;
  appliedAt: Date;
}

export interface FeatureRequestDoc {
  _id: string;
  workspaceId: string;
  section: string;
  requestedAt: Date;
}

export const indexes: IndexSpec[] = [
  { collection: "campaigns", key: { workspaceId: 1, _id: -1 } },
  { collection: "campaigns", key: { workspaceId: 1, state: 1, _id: -1 } },
  { collection: "campaigns", key: { workspaceId: 1, brand: 1 } },
  { collection: "campaigns", key: { codeSuffix: 1 }, unique: true },
  { collection: "campaigns", key: { joinCode: 1 } },
  { collection: "campaigns", key: { chatCode: 1 } },
  { collection: "chat_aliases", key: { campaignId: 1 } },
];

const campaigns = (db: Db) => db.collection<CampaignDoc>("campaigns");
/** The collections whose documents carry pending events (the kit sweeps them). */
export const PENDING_EVENT_COLLECTIONS = ["campaigns"];
const workspaces = (db: Db) => db.collection<WorkspaceDoc>("workspaces");
const aliases = (db: Db) => db.collection<ChatAlias>("chat_aliases");

const LIST_FIELDS = {
  _id: 1,
  brand: 1,
  title: 1,
  state: 1,
  applicationDeadline: 1,
  creatorCounts: 1,
} as const;
export type ListedCampaign = Pick<CampaignDoc, keyof typeof LIST_FIELDS>;

// Workspaces -------------------------------------------------------------------------------------------

// Chat code aliases ------------------------------------------------------------------------------------

// Managed program and dashboard sections ---------------------------------------------------------------

// Contracts (GridFS) -----------------------------------------------------------------------------------

const bucket = (db: Db) => new GridFSBucket(db, { bucketName: "contracts" });

/** The cache group of a workspace's own record (brand, plan), apart from its campaigns' group. */
const workspaceGroup = (workspaceId: string) => `workspace:${workspaceId}`;

/**
 * A workspace record write drops the cached record on every replica. Lists and views are untouched: they
 * show the campaign documents' own brand, which a rename changes through the versioned save.
 */
function workspaceChanged(workspaceId: string): Promise<void> {
  return campaignReads.changed({ groups: [workspaceGroup(workspaceId)] });
}

/** Campaign ids reserved per block: one counter round trip for this many creates. */
const CAMPAIGN_ID_BLOCK = 16;
const campaignIds = new WeakMap<Db, SeqBlocks>();

/** The campaign service's data (one instance per use: `new CampaignStore(rt.db)`). */
export class CampaignStore {
  constructor(readonly db: Db) {}

  /** For flushing a campaign's pending events after a write. */
  get campaigns() {
    return campaigns(this.db);
  }

  /**
   * Campaign ids start at 1001 so they never look like small list positions. Reserved a block at a time
   * (`SeqBlocks`, one per database): lists are ordered by id, so with several campaign replicas creates of
   * the same moments on different replicas may list in another order than they were made.
   */
  nextCampaignId(): Promise<number> {
    let ids = campaignIds.get(this.db);
    if (!ids) campaignIds.set(this.db, ids = new SeqBlocks(this.db, "campaign", 1000, CAMPAIGN_ID_BLOCK));
    return ids.next();
  }

  async getCampaign(id: number): Promise<CampaignDoc | null> {
    return await campaigns(this.db).findOne({ _id: id }, { projection: HIDE_PENDING });
  }

  /**
   * What `svc_get_campaign` shows of a campaign of `workspaceId` (null for another workspace's or none):
   * the document and its chat-code aliases still valid at `now`. Kept briefly like the list pages
   * (cached-reads.ts: every campaign or alias write drops it on every replica before it is answered), so
   * the answer is shared between requests and read-only; aliases are filtered by `now` on every read.
   * Only for reads: a write reads the document itself, uncached.
   */
  async campaignView(
    workspaceId: string,
    id: number,
    now: Date,
  ): Promise<{ campaign: CampaignDoc; aliases: ChatAlias[] } | null> {
    const view = await campaignReads.read(
      workspaceId,
      `view:${id}`,
      async () => {
        const [campaign, all] = await Promise.all([this.getCampaign(id), this.aliasesOf(id, now)]);
        return campaign && campaign.workspaceId === workspaceId ? { campaign, aliases: all } : null;
      },
      () => [id],
    );
    return view && { campaign: view.campaign, aliases: view.aliases.filter((a) => a.validUntil > now) };
  }

  /** Inserts a new campaign; false when its code suffix is taken (the caller draws another). */
  async insertCampaign(doc: CampaignDoc): Promise<boolean> {
    try {
      await campaigns(this.db).insertOne(doc);
      await campaignsChanged({ workspaceIds: [doc.workspaceId] });
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  /**
   * Writes `next` with its events only if the stored document is still at `expectedVersion`; true when
   * it was written.
   */
  async saveIfVersion(
    next: CampaignDoc,
    expectedVersion: number,
    events: PendingEvent[] = [],
  ): Promise<boolean> {
    // creatorCounts is the creator service's projection, written only by setCreatorCounts; pending is
    // only pushed and pulled, never set from a document read earlier.
    const { _id, creatorCounts: _counts, pending: _pending, ...rest } = next as
      & CampaignDoc
      & WithPendingEvents;
    const r = await campaigns(this.db).updateOne({ _id, version: expectedVersion }, {
      $set: { ...rest, version: expectedVersion + 1 },
      ...withPending(events),
    });
    // The workspace's lists, and this campaign's view and facts wherever they are kept.
    if (r.matchedCount === 1) {
      await campaignsChanged({ workspaceIds: [next.workspaceId], campaignIds: [_id] });
    }
    return r.matchedCount === 1;
  }

  /** Stores pushed counts unless newer ones are already there; false when the campaign is unknown or they were older. */
  async setCreatorCounts(campaignId: number, counts: ProjectedCounts): Promise<boolean> {
    const r = await campaigns(this.db).updateOne(
      {
        _id: campaignId,
        $or: [{ creatorCounts: { $exists: false } }, { "creatorCounts.seq": { $lt: counts.seq } }],
      },
      { $set: { creatorCounts: counts } },
    );
    if (r.modifiedCount === 1) await campaignsChanged({ campaignIds: [campaignId] });
    return r.modifiedCount === 1;
  }

  /** The projected counts of every campaign of a workspace (for the plan's `activated`). */
  async countsOfWorkspace(workspaceId: string): Promise<Pick<CampaignDoc, "_id" | "creatorCounts">[]> {
    return await campaigns(this.db).find({ workspaceId }, { projection: { _id: 1, creatorCounts: 1 } })
      .toArray();
  }

  async listCampaigns(
    workspaceId: string,
    state: State | undefined,
    beforeId: number | undefined,
    limit: number,
  ) {
    const filter: Record<string, unknown> = { workspaceId };
    if (state) filter.state = state;
    if (beforeId !== undefined) filter._id = { $lt: beforeId };
    // Only what a list item shows (domain listItem): the brief, contract and pending changes stay put.
    // Pages are kept briefly and dropped by every write that could change them (cached-reads.ts); the
    // answer is shared between requests, so callers treat it as read-only.
    return await campaignReads.read(
      workspaceId,
      `${state ?? ""}|${beforeId ?? ""}|${limit}`,
      async () =>
        await campaigns(this.db).find(filter, { projection: LIST_FIELDS }).sort({ _id: -1 }).limit(limit)
          .toArray() as ListedCampaign[],
      (page) => page.map((d) => d._id),
    );
  }

  async campaignsCarrying(workspaceId: string, brand: string): Promise<CampaignDoc[]> {
    return await campaigns(this.db).find({ workspaceId, brand }, { projection: HIDE_PENDING }).toArray();
  }

  async campaignByCode(field: "joinCode" | "chatCode", code: string): Promise<CampaignDoc | null> {
    return await campaigns(this.db).findOne({ [field]: code }, { projection: HIDE_PENDING });
  }

  async getWorkspace(workspaceId: string): Promise<WorkspaceDoc | null> {
    return await workspaces(this.db).findOne({ _id: workspaceId });
  }

  /**
   * The workspace's brand and plan as a create or a read uses them, kept briefly like the list pages
   * (cached-reads.ts): every workspace write below drops it on every replica before it returns. One
   * store round trip of the five a create made. Its own group, so the list invalidation every create
   * sends (the workspace's group) does not drop it.
   */
  async workspaceView(workspaceId: string): Promise<WorkspaceDoc | null> {
    return await campaignReads.read(
      workspaceGroup(workspaceId),
      "workspace",
      () => this.getWorkspace(workspaceId),
      () => [],
    );
  }

  /** Brand and (when given) plan of a workspace; creates the record on first sight. */
  async putWorkspace(workspaceId: string, brand: string, plan: Plan | null | undefined): Promise<void> {
    const set: Partial<WorkspaceDoc> = { brand, updatedAt: new Date() };
    if (plan !== undefined) set.plan = plan;
    const existing = await this.getWorkspace(workspaceId);
    if (existing) {
      await workspaces(this.db).updateOne({ _id: workspaceId }, { $set: set });
    } else {
      try {
        await workspaces(this.db).insertOne({
          _id: workspaceId,
          brand,
          plan: plan ?? null,
          updatedAt: new Date(),
        });
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
        await workspaces(this.db).updateOne({ _id: workspaceId }, { $set: set });
      }
    }
    await workspaceChanged(workspaceId);
  }

  /** Sets or removes the plan; false when the workspace is unknown here. */
  async setPlan(workspaceId: string, plan: Plan | null): Promise<boolean> {
    const r = await workspaces(this.db).updateOne({ _id: workspaceId }, {
      $set: { plan, updatedAt: new Date() },
    });
    await workspaceChanged(workspaceId);
    return r.matchedCount === 1;
  }

  async setWorkspaceBrand(workspaceId: string, brand: string): Promise<void> {
    await workspaces(this.db).updateOne({ _id: workspaceId }, { $set: { brand, updatedAt: new Date() } });
    await workspaceChanged(workspaceId);
  }

  async addAlias(alias: ChatAlias): Promise<void> {
    await aliases(this.db).updateOne({ _id: alias._id }, {
      $set: { campaignId: alias.campaignId, workspaceId: alias.workspaceId, validUntil: alias.validUntil },
    }, {
      upsert: true,
    });
    await campaignsChanged({ campaignIds: [alias.campaignId] }); // the campaign's view lists its aliases
  }

  /** Aliases still valid at `now` (expired ones are ignored here and removed by `pruneAliases`). */
  async aliasesOf(campaignId: number, now: Date): Promise<ChatAlias[]> {
    return await aliases(this.db).find({ campaignId, validUntil: { $gt: now } }).sort({ validUntil: -1 })
      .toArray();
  }

  async findAlias(code: string, now: Date): Promise<ChatAlias | null> {
    return await aliases(this.db).findOne({ _id: code, validUntil: { $gt: now } });
  }

  async pruneAliases(now: Date): Promise<number> {
    const r = await aliases(this.db).deleteMany({ validUntil: { $lte: now } });
    return r.deletedCount;
  }

  /** Opens the workspace's application; the existing one when an open or approved one stands. */
  async applyManagedProgram(
    workspaceId: string,
    campaignId: number,
  ): Promise<{ applied: true } | { applied: false; existing: ManagedProgramDoc }> {
    const coll = this.db.collection<ManagedProgramDoc>("managed_program");
    const doc: ManagedProgramDoc = { _id: workspaceId, status: "open", campaignId, appliedAt: new Date() };
    try {
      await coll.insertOne(doc);
      return { applied: true };
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
    // A declined application may be replaced by a new one.
    const r = await coll.updateOne({ _id: workspaceId, status: "declined" }, {
      $set: { status: "open", campaignId, appliedAt: doc.appliedAt },
    });
    if (r.matchedCount === 1) return { applied: true };
    return { applied: false, existing: (await coll.findOne({ _id: workspaceId }))! };
  }

  /** Records one ask per section per workspace; false when it was already asked. */
  async recordFeatureRequest(workspaceId: string, section: string): Promise<boolean> {
    try {
      await this.db.collection<FeatureRequestDoc>("feature_requests").insertOne({
        _id: `${workspaceId}:${section}`,
        workspaceId,
        section,
        requestedAt: new Date(),
      });
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async storeContract(
    bytes: Uint8Array,
    fileName: string,
    meta: { workspaceId: string; campaignId: number },
  ): Promise<string> {
    const upload = bucket(this.db).openUploadStream(fileName, {
      metadata: { ...meta, contentType: "application/pdf" },
    });
    await new Promise<void>((resolve, reject) => {
      upload.once("finish", () => resolve());
      upload.once("error", reject);
      upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    return upload.id.toString();
  }

  async deleteContract(fileId: string): Promise<void> {
    try {
      await bucket(this.db).delete(new ObjectId(fileId));
    } catch (e) {
      // Already gone: nothing to remove.
      if (!/FileNotFound|not found/i.test(String(e))) throw e;
    }
  }

  /** The stored bytes (for tests and the back office; never returned by the public API). */
  async readContract(fileId: string): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of bucket(this.db).openDownloadStream(new ObjectId(fileId))) {
      chunks.push(chunk as Uint8Array);
    }
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const out = new Uint8Array(total);
    let o = 0;
    for (const c of chunks) {
      out.set(c, o);
      o += c.length;
    }
    return out;
  }
}

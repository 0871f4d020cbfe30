import type { Collection, Db } from "mongodb";
import { isDuplicateKey } from "../../../shared/mongo.ts";

/**
 * The partner campaign system is an external system (spec: `partner`). A workspace connects one
 * partner account; the service reads that account's campaigns through this interface. The embedded
 * implementation keeps the account's campaigns in this service's MongoDB (collection
 * `partner_campaigns`), seeded through the ops API; an account counts as connected once it has any
 * campaign. A real partner system's client is a drop-in replacement.
 */
export interface PartnerCampaign {
  partnerCampaignId: string;
  name: string;
  companyName: string;
  programId: string;
  programName: string;
}

export interface PartnerAccount {
  connected: boolean;
  /** `connected` or `not_connected`; a real system may add others (e.g. `error`). */
  connectionStatus: string;
  /** The last error the partner system reported for the connection, or null. */
  lastError: string | null;
}

export interface PartnerSystem {
  account(workspaceId: string): Promise<PartnerAccount>;
  /** The connected account's campaigns as the partner system lists them now. */
  campaigns(workspaceId: string): Promise<PartnerCampaign[]>;
  upsertCampaign(workspaceId: string, c: PartnerCampaign): Promise<void>;
}

interface PartnerDoc extends PartnerCampaign {
  _id: string;
  workspaceId: string;
  createdAt: Date;
}

export const partnerIndexes = [{
  collection: "partner_campaigns",
  key: { workspaceId: 1, createdAt: 1 } as Record<string, 1 | -1>,
}];

export class EmbeddedPartnerSystem implements PartnerSystem {
  private readonly coll: Collection<PartnerDoc>;
  constructor(db: Db) {
    this.coll = db.collection<PartnerDoc>("partner_campaigns");
  }

  async account(workspaceId: string): Promise<PartnerAccount> {
    const any = await this.coll.findOne({ workspaceId });
    return any
      ? { connected: true, connectionStatus: "connected", lastError: null }
      : { connected: false, connectionStatus: "not_connected", lastError: null };
  }

  async campaigns(workspaceId: string): Promise<PartnerCampaign[]> {
    const docs = await this.coll.find({ workspaceId }).sort({ createdAt: 1 }).toArray();
    return docs.map((d) => ({
      partnerCampaignId: d.partnerCampaignId,
      name: d.name,
      companyName: d.companyName,
      programId: d.programId,
      programName: d.programName,
    }));
  }

  /** Seeding the same id again replaces its fields (the partner system renamed it). */
  async upsertCampaign(workspaceId: string, c: PartnerCampaign): Promise<void> {
    const _id = `${workspaceId}:${c.partnerCampaignId}`;
    const existing = await this.coll.findOne({ _id });
    if (existing) {
      await this.coll.updateOne({ _id }, { $set: { ...c } });
      return;
    }
    try {
      await this.coll.insertOne({ _id, workspaceId, ...c, createdAt: new Date() });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
      await this.coll.updateOne({ _id }, { $set: { ...c } });
    }
  }
}

import type { Db } from "mongodb";
import type { IndexSpec } from "../../../shared/mongo.ts";

/**
 * oidc-provider's storage adapter on MongoDB: one collection per model (`oidc_<Model>`), documents
 * `{ _id, payload, expiresAt }` with a TTL index on `expiresAt`. Reads also check `expiresAt`, so an
 * expired artifact is gone at once even before the TTL monitor removes it. Several replicas share
 * clients, codes, grants, interactions and sessions through it.
 */
export const OIDC_MODELS = [
  "Session",
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "ClientCredentials",
  "Client",
  "InitialAccessToken",
  "RegistrationAccessToken",
  "Interaction",
  "ReplayDetection",
  "PushedAuthorizationRequest",
  "Grant",
  "BackchannelAuthenticationRequest",
] as const;

export function collectionOf(model: string): string {
  return `oidc_${model}`;
}

export const oidcIndexes: IndexSpec[] = OIDC_MODELS.flatMap((m): IndexSpec[] => [
  { collection: collectionOf(m), key: { expiresAt: 1 }, expireAfterSeconds: 0 },
  { collection: collectionOf(m), key: { "payload.grantId": 1 } },
  { collection: collectionOf(m), key: { "payload.uid": 1 } },
]);

interface Doc {
  _id: string;
  payload: Record<string, unknown>;
  expiresAt: Date | null;
}

/** Called when oidc-provider revokes everything of a grant (e.g. an authorization code used twice). */
export type GrantRevokedHook = (grantId: string) => Promise<void>;

export function mongoAdapter(db: Db, onGrantRevoked?: GrantRevokedHook) {
  return class MongoAdapter {
    name: string;
    constructor(name: string) {
      this.name = name;
    }

    private get coll() {
      return db.collection<Doc>(collectionOf(this.name));
    }

    private live(doc: Doc | null): Record<string, unknown> | undefined {
      if (!doc) return undefined;
      if (doc.expiresAt && doc.expiresAt.getTime() <= Date.now()) return undefined;
      return doc.payload;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await this.coll.updateOne({ _id: id }, { $set: { payload, expiresAt } }, { upsert: true });
    }

    async find(id: string) {
      return this.live(await this.coll.findOne({ _id: id }));
    }

    async findByUid(uid: string) {
      return this.live(await this.coll.findOne({ "payload.uid": uid }));
    }

    async findByUserCode(userCode: string) {
      return this.live(await this.coll.findOne({ "payload.userCode": userCode }));
    }

    async consume(id: string): Promise<void> {
      await this.coll.updateOne({ _id: id }, { $set: { "payload.consumed": Math.floor(Date.now() / 1000) } });
    }

    async destroy(id: string): Promise<void> {
      await this.coll.deleteOne({ _id: id });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await this.coll.deleteMany({ "payload.grantId": grantId });
      if (this.name === "AccessToken" && onGrantRevoked) await onGrantRevoked(grantId);
    }
  };
}

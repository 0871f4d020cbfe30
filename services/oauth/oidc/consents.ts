import type { Db } from "mongodb";
import type { IndexSpec } from "../../../shared/mongo.ts";
import type { ExpiryChoice, Scope } from "../../../shared/scopes.ts";

/**
 * What the person chose on the consent page, keyed by oidc-provider's grant id: the token endpoint
 * mints our own token from it (workspace, member, scopes, expiry) and remembers the token id, so a
 * replayed authorization code can revoke it.
 */
export interface ConsentDoc {
  _id: string;
  workspaceId: string;
  memberId: number;
  email: string;
  clientId: string;
  app: string;
  scopes: Scope[];
  expiry: ExpiryChoice;
  tokenId: string | null;
  createdAt: Date;
  /** The record only has to outlive the code exchange (and a replay attempt after it). */
  expiresAt: Date;
}

export const consentIndexes: IndexSpec[] = [{
  collection: "oauth_consents",
  key: { expiresAt: 1 },
  expireAfterSeconds: 0,
}];

export function consents(db: Db) {
  return db.collection<ConsentDoc>("oauth_consents");
}

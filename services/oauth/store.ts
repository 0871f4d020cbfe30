import { type Db, ObjectId } from "mongodb";
import { invalidArgument, notFound } from "../../shared/errors.ts";
import type { IndexSpec } from "../../shared/mongo.ts";
import { pageOf } from "../../shared/paging.ts";
import { type ExpiryChoice, expiryFrom, type Scope } from "../../shared/scopes.ts";
import {
  type ActionEntry,
  flushAfterWrite,
  HIDE_PENDING,
  pendingEvent,
  type PendingRelay,
  withPending,
  type WithPendingEvents,
} from "../../shared/service-kit/index.ts";
import type { TokenInvalidator } from "../../shared/token-invalidation.ts";
import {
  activeFilter,
  hashToken,
  MAX_ACTIVE_TOKENS,
  newRawToken,
  newSetupCode,
  newTokenId,
  setupCodeHash,
  type TokenDoc,
} from "./domain.ts";

/**
 * The identity service's MongoDB (`<prefix>_oauth`): workspaces, the member projection sign-in and
 * token checks need, tokens (hashes only), setup codes, the action history. One class, as every
 * service's store (`new IdentityStore(rt.db)`); oidc-provider's own models live in oidc/. A token's
 * revocation event rides in the token's write (`pending`, service-kit/pending-events.ts); token reads
 * never return it.
 */
export const PENDING_EVENT_COLLECTIONS = ["tokens"];
export interface WorkspaceDoc {
  _id: string;
  name: string;
  createdAt: Date;
}

/** Members are owned by brand-team, which tells this service synchronously before it answers. */
export interface MemberDoc {
  _id: string; // `${workspaceId}:${memberId}`
  workspaceId: string;
  memberId: number;
  email: string;
  active: boolean;
  addedAt: Date;
  removedAt: Date | null;
}

/** One-time setup codes (ops API → POST /v1/setup/exchange); unused ones expire through a TTL index. */
export interface SetupCodeDoc {
  _id: string; // sha256 of the code
  workspaceId: string;
  memberId: number;
  scopes: Scope[];
  label: string;
  expiry: ExpiryChoice;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** svc_list_actions: one record per tool call, inserted in batches (shared/service-kit/action-recorder.ts). */
export interface ActionDoc {
  _id: ObjectId;
  workspaceId: string;
  tokenId: string;
  tool: string;
  campaignId: number | null;
  outcome: string;
  httpStatus: number;
  via: "rest" | "mcp";
  requestId: string;
  at: Date;
}

export const indexes: IndexSpec[] = [
  { collection: "tokens", key: { hash: 1 }, unique: true },
  { collection: "tokens", key: { workspaceId: 1, memberId: 1 } },
  { collection: "setup_codes", key: { expiresAt: 1 }, expireAfterSeconds: 0 },
  { collection: "members", key: { email: 1, active: 1 } },
  { collection: "members", key: { workspaceId: 1, active: 1 } },
  { collection: "actions", key: { tokenId: 1, _id: -1 } },
  { collection: "actions", key: { tokenId: 1, campaignId: 1, _id: -1 } },
  // Kept a year; the history is for people to see what their agents did.
  { collection: "actions", key: { at: 1 }, expireAfterSeconds: 365 * 86400 },
];

/**
 * Gateways cache introspection answers briefly; a token that stops working early is invalidated on
 * every replica before the revoke or removal is answered (shared/invalidation.ts). Set at start.
 */
let invalidator: TokenInvalidator | undefined;
export function useInvalidator(i: TokenInvalidator | undefined): void {
  invalidator = i;
}

/**
 * Where a new sign-in connection of a person from a client stands against the workspace's limit (spec
 * 5.1): room; or full but that client already holds an active token of that person there, and the new
 * grant replaces the oldest of them (as GitHub caps tokens per user and application); or full.
 */
export type ConnectionRoom = { kind: "room" } | { kind: "replaces"; token: TokenDoc } | { kind: "full" };

export interface MintInput {
  workspaceId: string;
  memberId: number;
  label: string;
  scopes: Scope[];
  expiry: ExpiryChoice;
  kind: "api" | "oauth";
  app?: string | null;
  clientId?: string | null;
  /** Names the argument a refusal should point at. */
  argument?: string;
}

export class IdentityStore {
  constructor(private readonly db: Db) {}

  private get tokens() {
    return this.db.collection<TokenDoc & WithPendingEvents>("tokens");
  }
  private get members() {
    return this.db.collection<MemberDoc>("members");
  }
  private get workspaces() {
    return this.db.collection<WorkspaceDoc>("workspaces");
  }
  private get setupCodes() {
    return this.db.collection<SetupCodeDoc>("setup_codes");
  }
  private get actions() {
    return this.db.collection<ActionDoc>("actions");
  }

  // --- tokens

  async tokenById(tokenId: string): Promise<TokenDoc | null> {
    return await this.tokens.findOne({ _id: tokenId }, { projection: HIDE_PENDING });
  }

  async tokenByHash(tokenHash: string): Promise<TokenDoc | null> {
    return await this.tokens.findOne({ hash: tokenHash }, { projection: HIDE_PENDING });
  }

  async touchToken(tokenId: string, at: Date): Promise<void> {
    await this.tokens.updateOne({ _id: tokenId }, { $set: { lastUsedAt: at } });
  }

  async tokensOf(workspaceId: string, limit = 100): Promise<TokenDoc[]> {
    return await this.tokens.find({ workspaceId }, { projection: HIDE_PENDING }).sort({ createdAt: -1 })
      .limit(limit).toArray();
  }

  async countActive(workspaceId: string): Promise<number> {
    return await this.tokens.countDocuments(activeFilter(workspaceId));
  }

  async roomForConnection(workspaceId: string, memberId: number, clientId: string): Promise<ConnectionRoom> {
    if ((await this.countActive(workspaceId)) < MAX_ACTIVE_TOKENS) return { kind: "room" };
    const oldest = await this.tokens
      .find({ ...activeFilter(workspaceId), memberId, kind: "oauth", clientId }, { projection: HIDE_PENDING })
      .sort({ createdAt: 1, _id: 1 })
      .limit(1)
      .next();
    return oldest ? { kind: "replaces", token: oldest } : { kind: "full" };
  }

  /** Mints a token and returns the raw value (the only time it exists outside the caller). */
  async mintToken(input: MintInput): Promise<{ raw: string; doc: TokenDoc }> {
    if ((await this.countActive(input.workspaceId)) >= MAX_ACTIVE_TOKENS) {
      throw invalidArgument(
        input.argument ?? "workspace",
        `the workspace already has ${MAX_ACTIVE_TOKENS} active tokens (sign-in connections included); revoke one on the agents page first`,
      );
    }
    const raw = newRawToken();
    const doc: TokenDoc = {
      _id: newTokenId(),
      hash: hashToken(raw),
      workspaceId: input.workspaceId,
      memberId: input.memberId,
      label: input.label,
      scopes: input.scopes,
      kind: input.kind,
      app: input.app ?? null,
      clientId: input.clientId ?? null,
      expiresAt: expiryFrom(input.expiry),
      createdAt: new Date(),
      revokedAt: null,
      orphanedAt: null,
      lastUsedAt: null,
    };
    await this.tokens.insertOne(doc);
    return { raw, doc };
  }

  /**
   * Revokes at once: every gateway replica drops the token before this answers. The `ccw.token.revoked`
   * event is written with the revocation and copied to the outbox after the replicas were told.
   */
  async revokeToken(relay: PendingRelay, workspaceId: string, tokenId: string): Promise<boolean> {
    const r = await this.tokens.updateOne({ _id: tokenId, workspaceId, revokedAt: null }, {
      $set: { revokedAt: new Date() },
      ...withPending([
        pendingEvent("ccw.token.revoked", { workspaceId, tokenId, reason: "revoked" }, `revoked:${tokenId}`),
      ]),
    });
    if (r.modifiedCount === 1) {
      await invalidator?.invalidate([tokenId]);
      await flushAfterWrite(relay, this.tokens, tokenId);
    }
    return r.modifiedCount === 1;
  }

  /**
   * Every token the member made stops at once (they left the workspace). One write per token, so each
   * token's event rides in its own orphaning write.
   */
  async orphanMemberTokens(relay: PendingRelay, workspaceId: string, memberId: number): Promise<number> {
    const affected = await this.tokens.find({ workspaceId, memberId, orphanedAt: null }).project<
      { _id: string }
    >({ _id: 1 }).toArray();
    const at = new Date();
    for (const t of affected) {
      await this.tokens.updateOne({ _id: t._id, orphanedAt: null }, {
        $set: { orphanedAt: at },
        ...withPending([
          pendingEvent(
            "ccw.token.revoked",
            { workspaceId, tokenId: t._id, reason: "member_removed" },
            `orphaned:${t._id}`,
          ),
        ]),
      });
    }
    if (affected.length && invalidator) await invalidator.invalidate(affected.map((t) => t._id));
    for (const t of affected) await flushAfterWrite(relay, this.tokens, t._id);
    return affected.length;
  }

  // --- setup codes

  async createSetupCode(
    input: Omit<SetupCodeDoc, "_id" | "createdAt" | "expiresAt" | "usedAt">,
    ttlHours: number,
  ): Promise<string> {
    const code = newSetupCode();
    const now = new Date();
    await this.setupCodes.insertOne({
      _id: setupCodeHash(code),
      ...input,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
      usedAt: null,
    });
    return code;
  }

  /** The unused, unexpired code's record; does not consume it. */
  async peekSetupCode(code: string): Promise<SetupCodeDoc> {
    const doc = await this.setupCodes.findOne({ _id: setupCodeHash(code) });
    if (!doc || doc.usedAt || doc.expiresAt.getTime() <= Date.now()) {
      throw invalidArgument("setupCode", "unknown, expired or already used");
    }
    return doc;
  }

  /** Consumes the code atomically: of two concurrent exchanges only one gets it. */
  async consumeSetupCode(code: string): Promise<SetupCodeDoc> {
    const doc = await this.setupCodes.findOneAndUpdate(
      { _id: setupCodeHash(code), usedAt: null, expiresAt: { $gt: new Date() } },
      { $set: { usedAt: new Date() } },
      { returnDocument: "after" },
    );
    if (!doc) throw invalidArgument("setupCode", "unknown, expired or already used");
    return doc;
  }

  // --- workspaces and members

  async insertWorkspace(workspaceId: string, name: string): Promise<void> {
    await this.workspaces.insertOne({ _id: workspaceId, name, createdAt: new Date() });
  }

  async getWorkspace(workspaceId: string): Promise<WorkspaceDoc> {
    const ws = await this.workspaces.findOne({ _id: workspaceId });
    if (!ws) throw notFound("workspace");
    return ws;
  }

  async renameWorkspace(workspaceId: string, name: string): Promise<void> {
    await this.workspaces.updateOne({ _id: workspaceId }, { $set: { name } });
  }

  async upsertMember(workspaceId: string, memberId: number, email: string): Promise<void> {
    await this.members.updateOne(
      { _id: `${workspaceId}:${memberId}` },
      {
        $set: { workspaceId, memberId, email: email.toLowerCase(), active: true, removedAt: null },
        $setOnInsert: { addedAt: new Date() },
      },
      { upsert: true },
    );
  }

  async removeMember(workspaceId: string, memberId: number): Promise<void> {
    await this.members.updateOne({ _id: `${workspaceId}:${memberId}` }, {
      $set: { active: false, removedAt: new Date() },
    });
  }

  async memberByEmail(workspaceId: string, email: string): Promise<MemberDoc | null> {
    return await this.members.findOne({ workspaceId, email: email.toLowerCase(), active: true });
  }

  /** The workspace's first active member (the default of a setup code). */
  async firstMember(workspaceId: string): Promise<MemberDoc | null> {
    return await this.members.find({ workspaceId, active: true }).sort({ addedAt: 1, memberId: 1 }).limit(1)
      .next();
  }

  /** Workspaces a person (by email) belongs to, for sign-in and consent. */
  async workspacesOf(email: string): Promise<{ workspaceId: string; memberId: number; name: string }[]> {
    const members = await this.members.find({ email: email.toLowerCase(), active: true }).toArray();
    const out = [];
    for (const m of members) {
      const ws = await this.workspaces.findOne({ _id: m.workspaceId });
      if (ws) out.push({ workspaceId: ws._id, memberId: m.memberId, name: ws.name });
    }
    return out;
  }

  // --- the action history

  /**
   * Inserts a batch in one bulk write. Each entry keeps the id it was given when the call ended, so a
   * batch delivered twice (a redelivery, a retry after a timeout) inserts each entry once.
   */
  async insertActions(entries: readonly ActionEntry[]): Promise<void> {
    if (entries.length === 0) return;
    try {
      await this.actions.insertMany(
        entries.map((e) => ({
          _id: new ObjectId(e.id),
          workspaceId: e.workspaceId,
          tokenId: e.tokenId,
          tool: e.tool,
          campaignId: e.campaignId,
          outcome: e.outcome,
          httpStatus: e.httpStatus,
          via: e.via,
          requestId: e.requestId,
          at: new Date(e.at),
        })),
        { ordered: false },
      );
    } catch (e) {
      const errs = (e as { writeErrors?: { code?: number }[] | { code?: number } }).writeErrors;
      const list = Array.isArray(errs) ? errs : errs ? [errs] : [];
      if (list.length === 0 || list.some((w) => w.code !== 11000)) throw e;
    }
  }

  async listActions(
    tokenId: string,
    campaignId: number | undefined,
    limit: number,
    before: string | undefined,
  ) {
    const filter: Record<string, unknown> = { tokenId };
    if (campaignId !== undefined) filter.campaignId = campaignId;
    if (before) filter._id = { $lt: new ObjectId(before) };
    const { page, last } = pageOf(
      await this.actions.find(filter).sort({ _id: -1 }).limit(limit + 1).toArray(),
      limit,
    );
    return {
      actions: page.map((d) => ({
        tool: d.tool,
        campaignId: d.campaignId,
        outcome: d.outcome,
        httpStatus: d.httpStatus,
        at: d.at.toISOString(),
      })),
      last: last ? last._id.toHexString() : null,
    };
  }
}

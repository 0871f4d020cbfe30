import type { Collection, Db } from "mongodb";
import { createHash } from "node:crypto";
import { isDuplicateKey, nextSeq } from "../../../shared/mongo.ts";
import {
  conversationIdFor,
  exclusionRefusal,
  type PostFacts,
  type ProofStatus,
  type ReviewDecision,
} from "../domain.ts";

/**
 * The creator-program platform is an external system (spec: `program`). The service talks to it only
 * through this interface, so a real platform's HTTP client is a drop-in replacement for the embedded
 * implementation below, which keeps the platform's state in this service's MongoDB (collections
 * `program_proofs`, `program_posts`, `program_messages`) and is seeded through the ops API.
 *
 * A program is addressed by the campaign it belongs to; a creator by the platform's creator id (in the
 * embedded platform: the campaign memberId as a string).
 */
export interface Proof {
  proofId: string;
  campaignId: number;
  creatorId: string;
  status: ProofStatus;
  /** Creator-written, raw; wrap with untrusted() before it reaches an agent. */
  caption: string | null;
  reviewMessage: string | null;
  submittedAt: Date;
  reviewedAt: Date | null;
}

export interface Post extends PostFacts {
  postId: string;
  campaignId: number;
  creatorId: string;
  createdAt: Date;
  excludedAt: Date | null;
}

export interface ProgramMessage {
  messageId: string;
  campaignId: number;
  conversationId: string;
  creatorId: string;
  text: string;
  sentAt: Date;
}

export type ReviewResult =
  | { ok: true; proof: Proof }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_waiting"; status: ProofStatus };

export type ExcludeResult =
  | { ok: true; post: Post; pendingCentsRemoved: number }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "already_excluded" | "paid_out" | "used_in_ad" };

export interface ProgramPlatform {
  addProof(campaignId: number, creatorId: string, caption: string | null): Promise<Proof>;
  addPost(
    campaignId: number,
    creatorId: string,
    facts: { pendingCents: number; paidOut: boolean; usedInAd: boolean },
  ): Promise<Post>;
  proofsOf(campaignId: number): Promise<Proof[]>;
  postsOf(campaignId: number): Promise<Post[]>;
  /** Whether the platform knows this creator in the campaign's program (has a proof or a post). */
  knowsCreator(campaignId: number, creatorId: string): Promise<boolean>;
  /** Decides a proof waiting in the campaign's program; anything else is not_found / not_waiting. */
  reviewProof(
    campaignId: number,
    proofId: string,
    decision: ReviewDecision,
    message: string | null,
  ): Promise<ReviewResult>;
  /**
   * Sends a message into the creator's conversation; the platform notifies the creator. `sendKey`
   * makes the send idempotent on the platform's side (spec 4.3 rule 8): a second send with the same
   * key delivers nothing and answers the first message, so a tool call re-run after an unexpected
   * error (which the idempotency store allows) never messages the creator twice. A real platform's
   * client passes it as the platform's own idempotency key.
   */
  sendMessage(campaignId: number, creatorId: string, text: string, sendKey: string): Promise<ProgramMessage>;
  /** Permanently stops a post (and its cross-posts) counting for pay and analytics. */
  excludePost(campaignId: number, postId: string): Promise<ExcludeResult>;
}

interface ProofDoc extends Omit<Proof, "proofId"> {
  _id: string;
}
interface PostDoc extends Omit<Post, "postId"> {
  _id: string;
}
interface MessageDoc extends Omit<ProgramMessage, "messageId"> {
  _id: string;
}

const proofOf = ({ _id, ...d }: ProofDoc): Proof => ({ proofId: _id, ...d });
const postOf = ({ _id, ...d }: PostDoc): Post => ({ postId: _id, ...d });

export const programIndexes = [
  { collection: "program_proofs", key: { campaignId: 1, submittedAt: 1 } as Record<string, 1 | -1> },
  { collection: "program_posts", key: { campaignId: 1, createdAt: 1 } as Record<string, 1 | -1> },
  { collection: "program_messages", key: { conversationId: 1, sentAt: 1 } as Record<string, 1 | -1> },
];

export class EmbeddedProgramPlatform implements ProgramPlatform {
  private readonly proofs: Collection<ProofDoc>;
  private readonly posts: Collection<PostDoc>;
  private readonly messages: Collection<MessageDoc>;

  constructor(private readonly db: Db) {
    this.proofs = db.collection<ProofDoc>("program_proofs");
    this.posts = db.collection<PostDoc>("program_posts");
    this.messages = db.collection<MessageDoc>("program_messages");
  }

  async addProof(campaignId: number, creatorId: string, caption: string | null): Promise<Proof> {
    const doc: ProofDoc = {
      _id: `proof_${await nextSeq(this.db, "program_proof", 0)}`,
      campaignId,
      creatorId,
      status: "waiting",
      caption,
      reviewMessage: null,
      submittedAt: new Date(),
      reviewedAt: null,
    };
    await this.proofs.insertOne(doc);
    return proofOf(doc);
  }

  async addPost(
    campaignId: number,
    creatorId: string,
    facts: { pendingCents: number; paidOut: boolean; usedInAd: boolean },
  ): Promise<Post> {
    const doc: PostDoc = {
      _id: `post_${await nextSeq(this.db, "program_post", 0)}`,
      campaignId,
      creatorId,
      ...facts,
      excluded: false,
      createdAt: new Date(),
      excludedAt: null,
    };
    await this.posts.insertOne(doc);
    return postOf(doc);
  }

  async proofsOf(campaignId: number): Promise<Proof[]> {
    return (await this.proofs.find({ campaignId }).sort({ submittedAt: 1 }).toArray()).map(proofOf);
  }

  async postsOf(campaignId: number): Promise<Post[]> {
    return (await this.posts.find({ campaignId }).sort({ createdAt: 1 }).toArray()).map(postOf);
  }

  async knowsCreator(campaignId: number, creatorId: string): Promise<boolean> {
    if (await this.proofs.findOne({ campaignId, creatorId })) return true;
    return (await this.posts.findOne({ campaignId, creatorId })) !== null;
  }

  async reviewProof(
    campaignId: number,
    proofId: string,
    decision: ReviewDecision,
    message: string | null,
  ): Promise<ReviewResult> {
    const next: ProofStatus = decision === "approve" ? "approved" : "rejected";
    // Conditional on `waiting`, so two concurrent reviews cannot both decide the proof.
    const res = await this.proofs.findOneAndUpdate(
      { _id: proofId, campaignId, status: "waiting" },
      { $set: { status: next, reviewMessage: message, reviewedAt: new Date() } },
      { returnDocument: "after" },
    );
    if (res) return { ok: true, proof: proofOf(res) };
    const existing = await this.proofs.findOne({ _id: proofId, campaignId });
    if (!existing) return { ok: false, reason: "not_found" };
    return { ok: false, reason: "not_waiting", status: existing.status };
  }

  async sendMessage(
    campaignId: number,
    creatorId: string,
    text: string,
    sendKey: string,
  ): Promise<ProgramMessage> {
    const conversationId = conversationIdFor(campaignId, creatorId);
    // The message id is derived from the send key: the unique _id makes a repeat a no-op.
    const _id = `pmsg_${campaignId}_${createHash("sha256").update(sendKey).digest("base64url").slice(0, 22)}`;
    const doc: MessageDoc = { _id, campaignId, conversationId, creatorId, text, sentAt: new Date() };
    let stored = doc;
    try {
      await this.messages.insertOne(doc);
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
      stored = (await this.messages.findOne({ _id })) ?? doc; // sent before with this key: nothing new goes out
    }
    const { _id: messageId, ...rest } = stored;
    return { messageId, ...rest };
  }

  async excludePost(campaignId: number, postId: string): Promise<ExcludeResult> {
    // Conditional on every rule, so a post that became paid out meanwhile is never excluded.
    const before = await this.posts.findOneAndUpdate(
      { _id: postId, campaignId, excluded: false, paidOut: false, usedInAd: false },
      { $set: { excluded: true, pendingCents: 0, excludedAt: new Date() } },
      { returnDocument: "before" },
    );
    if (before) {
      return {
        ok: true,
        post: { ...postOf(before), excluded: true, pendingCents: 0 },
        pendingCentsRemoved: before.pendingCents,
      };
    }
    const existing = await this.posts.findOne({ _id: postId, campaignId });
    if (!existing) return { ok: false, reason: "not_found" };
    const rule = exclusionRefusal(existing);
    // The conditional update failed, so one rule applies; already_excluded is the safe reading otherwise.
    return { ok: false, reason: rule ?? "already_excluded" };
  }
}

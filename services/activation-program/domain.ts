import type { FlowStep } from "./template.ts";
import type { WarmupTemplate } from "./template.ts";

/**
 * Pure rules of the activation flow: its status, knowledge-source edits, where a creator is, and the
 * partner and program rules. Nothing here touches MongoDB or NATS, so every rule is unit-tested alone.
 */

export interface KnowledgeSource {
  label: string;
  kind: string;
  link: string | null;
}

/**
 * The campaign's activation flow draft, one document per campaign. `builtFrom` says how its steps were
 * made: `template` (svc_save_warmup_template), `custom` (built step by step on the dashboard, seeded
 * through the ops API), or `none` yet. `publishedAt` is set once the flow has been published on the
 * dashboard; `dirty` says the draft changed since.
 */
export interface Flow {
  campaignId: number;
  workspaceId: string;
  builtFrom: "none" | "template" | "custom";
  template: WarmupTemplate | null;
  steps: FlowStep[];
  knowledge: KnowledgeSource[];
  partner: ChosenPartner | null;
  publishedAt: Date | null;
  dirty: boolean;
  version: number;
}

export interface ChosenPartner {
  partnerCampaignId: string;
  name: string;
  companyName: string;
  programId: string;
  programName: string;
  chosenAt: Date;
}

export function emptyFlow(campaignId: number, workspaceId: string): Flow {
  return {
    campaignId,
    workspaceId,
    builtFrom: "none",
    template: null,
    steps: [],
    knowledge: [],
    partner: null,
    publishedAt: null,
    dirty: false,
    version: 0,
  };
}

export type FlowStatus = "none" | "draft" | "published";

/** `published` once published on the dashboard; `draft` when anything was built; else `none`. */
export function flowStatus(f: Flow | null): FlowStatus {
  if (!f) return "none";
  if (f.publishedAt) return "published";
  if (f.builtFrom !== "none" || f.steps.length > 0 || f.knowledge.length > 0) return "draft";
  return "none";
}

/** Positions are 1-based and always the list order, so they stay consistent after a removal. */
export function listSources(knowledge: KnowledgeSource[]): Array<KnowledgeSource & { position: number }> {
  return knowledge.map((k, i) => ({ label: k.label, kind: k.kind, link: k.link, position: i + 1 }));
}

export type RemoveOutcome =
  | { removed: KnowledgeSource & { position: number }; remaining: KnowledgeSource[] }
  | { notListed: true };

/**
 * Removes the first source (by position) whose label or link is exactly `source`. Exact means exact:
 * no trimming, no case folding, as the spec says "exactly as listed".
 */
export function removeSource(knowledge: KnowledgeSource[], source: string): RemoveOutcome {
  const i = knowledge.findIndex((k) => k.label === source || (k.link !== null && k.link === source));
  if (i < 0) return { notListed: true };
  const k = knowledge[i];
  return {
    removed: { label: k.label, kind: k.kind, link: k.link, position: i + 1 },
    remaining: [...knowledge.slice(0, i), ...knowledge.slice(i + 1)],
  };
}

export const KNOWLEDGE_NOTE =
  "Removed from the activation flow draft; steps stay as they are. The change takes effect once the flow is published on the dashboard.";

/** Visible creator as the creator service lists it (docs/INTERNAL.md). */
export interface VisibleCreator {
  memberId: number;
  status: string;
  activationState: string | null;
}

export interface ProgramStanding {
  proofsWaiting: number;
  proofsRejected: number;
  proofsApproved: number;
}

/**
 * Where a creator is, as one word an agent can act on:
 * - `offboarded`, `activated`: their campaign status says it all;
 * - `activation_expired`: their activation walk ran out (svc_mark_creator_activated applies);
 * - `proof_in_review`: a proof waits in the program for the brand's review (svc_review_program_proof);
 * - `proof_sent_back`: their last proof was rejected and they have not sent a new one;
 * - `activation_steps`: queued for or walking the flow's steps;
 * - `signed`: signed on, not started on activation yet.
 */
export function whereIs(c: VisibleCreator, p: ProgramStanding): string {
  if (c.status === "offboarded") return "offboarded";
  if (c.status === "activated" || c.activationState === "activated") return "activated";
  if (c.activationState === "expired") return "activation_expired";
  if (p.proofsWaiting > 0) return "proof_in_review";
  if (p.proofsRejected > 0 && p.proofsApproved === 0) return "proof_sent_back";
  if (c.status === "activating" || c.activationState === "queued" || c.activationState === "in_progress") {
    return "activation_steps";
  }
  return "signed";
}

export type ProofStatus = "waiting" | "approved" | "rejected";
export type ReviewDecision = "approve" | "reject";

/** Proof state machine: only a waiting proof can be reviewed; the decision is final. */
export function reviewProof(
  current: ProofStatus,
  decision: ReviewDecision,
): { next: ProofStatus } | { notWaiting: ProofStatus } {
  if (current !== "waiting") return { notWaiting: current };
  return { next: decision === "approve" ? "approved" : "rejected" };
}

export interface PostFacts {
  excluded: boolean;
  paidOut: boolean;
  usedInAd: boolean;
  pendingCents: number;
}

/**
 * Post exclusion rule (spec 4.3 rule 9): permanent, so a second exclusion is refused
 * `already_excluded`; the program platform refuses a post whose pay reached the creator (`paid_out`)
 * or that a paid ad uses (`used_in_ad`).
 */
export function exclusionRefusal(p: PostFacts): "already_excluded" | "paid_out" | "used_in_ad" | null {
  if (p.excluded) return "already_excluded";
  if (p.paidOut) return "paid_out";
  if (p.usedInAd) return "used_in_ad";
  return null;
}

export const EXCLUSION_MESSAGES = {
  already_excluded: "This post is already excluded; exclusion is permanent.",
  paid_out: "The program platform refuses: this post's pay already reached the creator.",
  used_in_ad: "The program platform refuses: a paid ad uses this post.",
} as const;

/**
 * In the embedded program platform a creator's id is their campaign memberId written as a string;
 * the notice to the creator goes to that member. A non-numeric id (a real platform's own id) has no
 * member to deliver to, so the platform alone notifies them.
 */
export function memberIdOfCreator(creatorId: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(creatorId)) return null;
  const n = Number(creatorId);
  return Number.isSafeInteger(n) ? n : null;
}

/** One conversation per campaign program and creator, so a thread stays one thread. */
export function conversationIdFor(campaignId: number, creatorId: string): string {
  return `conv_${campaignId}_${creatorId}`;
}

/** Link creators open to join the campaign's activation flow (documented in the README). */
export function joinLink(baseUrl: string, joinCode: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/join/${encodeURIComponent(joinCode)}`;
}

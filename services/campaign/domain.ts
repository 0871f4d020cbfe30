/**
 * Pure rules of a campaign: its states and transitions, what is missing before it can go live, the
 * publish-request outcome, plans, codes and the contract check. No I/O here: the store reads and
 * writes documents, the handlers wire the two together, and these functions are unit-tested alone.
 *
 * State graph (also in README.md):
 *
 *   (none) --create--> draft
 *   draft|paused --update--> same state, changes applied at once
 *   live --update--> live, changes held as pendingChanges (merged with any already pending)
 *   live --team approves pending changes--> live, changes applied
 *   draft|paused --request publish--> same state + publishRequest (when nothing is missing and a plan exists)
 *   draft|paused + publishRequest --team publishes--> live, publishRequest cleared
 *   live --pause--> paused (pending changes are applied: a paused campaign takes changes at once)
 *   paused --request publish, then team publishes--> live again
 */
import { Buffer } from "node:buffer";
import type { CampaignFacts } from "../../shared/campaign-lookup.ts";
import { MAX_CONTRACT_BASE64 } from "../../shared/registry/campaign.ts";

export type State = "draft" | "live" | "paused";
export type ReportedStatus = "draft" | "published" | "paused";
export type ActivationMode = "auto" | "manual" | "off";
export type PlanStatus = "active" | "trialing" | "past_due" | "canceled";

/** The fields an agent writes (spec 2.1). */
export interface Brief {
  title: string;
  overview: string;
  payLine: string | null;
  deliverables: string[];
  requirements: string[];
  marketCountryCodes: string[];
  applicationDeadline: string | null;
}

export type BriefChanges = Partial<Brief> & { activationMode?: ActivationMode };

export interface ContractInfo {
  fileId: string;
  fileName: string;
  bytes: number;
  uploadedAt: Date;
}

export interface CampaignDoc extends Brief {
  _id: number;
  workspaceId: string;
  brand: string;
  state: State;
  activationMode: ActivationMode;
  /** Random part of the join and chat codes; stays the same across brand renames (unique). */
  codeSuffix: string;
  joinCode: string;
  chatCode: string;
  pendingChanges: { changes: BriefChanges; submittedAt: Date } | null;
  publishRequest: { requestedAt: Date } | null;
  contract: ContractInfo | null;
  /**
   * The creator service's counts for this campaign, a local projection it pushes on every change
   * (`seq` orders the pushes; an older one never overwrites a newer). Never written by saveIfVersion.
   * Absent on campaigns stored before the projection existed: read from the creator service then.
   */
  creatorCounts?: ProjectedCounts;
  /**
   * Whether an accepted creator must sign the contract before activation: the team's setting
   * (ops `PUT /ops/v1/campaigns/:id/signing`), false for a new campaign; a contract upload never
   * changes it (spec 4.3 rule 2). Absent on campaigns stored before the setting existed: false.
   */
  signingRequired?: boolean;
  publishedAt: Date | null;
  pausedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Incremented by every write; writes are conditional on it (optimistic concurrency). */
  version: number;
}

export interface Plan {
  status: PlanStatus;
  tier: string | null;
  cap: number;
  used: number;
  periodEndsAt: string | null;
}

export const reportedStatus = (s: State): ReportedStatus => (s === "live" ? "published" : s);
export const stateOfReported = (s: ReportedStatus): State => (s === "published" ? "live" : s);

/** The fields the text rule reads, in the order refusals name them. */
export const TEXT_FIELDS = ["title", "overview", "payLine", "deliverables", "requirements"] as const;

export function textFieldsOf(b: Partial<Brief>): Record<string, string | string[] | null | undefined> {
  return Object.fromEntries(TEXT_FIELDS.map((f) => [f, b[f]]));
}

/**
 * What a campaign must have before the team can put it live. Title, overview and at least one
 * deliverable are required on create and cannot be emptied later, but are checked all the same. A
 * pay line and at least one requirement are optional while drafting and required to go live:
 * creators decide whether to apply from what it pays and whom it is for. The contract is optional (a
 * campaign without one simply needs no signature), and an empty market list means everywhere.
 */
export function missingBeforeLive(b: Brief): string[] {
  const missing: string[] = [];
  if (!b.title?.trim()) missing.push("title");
  if (!b.overview?.trim()) missing.push("overview");
  if (!b.payLine?.trim()) missing.push("payLine");
  if (!b.deliverables?.length) missing.push("deliverables");
  if (!b.requirements?.length) missing.push("requirements");
  if (!Array.isArray(b.marketCountryCodes)) missing.push("marketCountryCodes");
  return missing;
}

/** A plan lets a campaign go live unless there is none or it was canceled. */
export function planAllowsPublishing(plan: Plan | null): boolean {
  return plan !== null && plan.status !== "canceled";
}

export type PublishRequestOutcome =
  | { status: "nothing_to_request" }
  | { status: "missing_fields"; missing: string[] }
  | { status: "plan_required" }
  | { status: "already_requested" }
  | { status: "requested" };

/**
 * Spec 7.2 svc_request_publish. A live campaign has nothing to request (its edits go to the team on
 * their own). Missing fields and the plan are checked before an existing request so the answer
 * always says what stands in the way now.
 */
export function publishRequestOutcome(c: CampaignDoc, plan: Plan | null): PublishRequestOutcome {
  if (c.state === "live") return { status: "nothing_to_request" };
  const missing = missingBeforeLive(c);
  if (missing.length) return { status: "missing_fields", missing };
  if (!planAllowsPublishing(plan)) return { status: "plan_required" };
  if (c.publishRequest) return { status: "already_requested" };
  return { status: "requested" };
}

function applyChanges(c: CampaignDoc, changes: BriefChanges): CampaignDoc {
  const next = { ...c };
  for (const [k, v] of Object.entries(changes)) {
    if (v !== undefined) (next as Record<string, unknown>)[k] = v;
  }
  if (next.marketCountryCodes) next.marketCountryCodes = [...new Set(next.marketCountryCodes)];
  return next;
}

/** Spec 3: draft and paused change at once; live holds the changes for the team. */
export function update(
  c: CampaignDoc,
  given: BriefChanges,
  now: Date,
): { next: CampaignDoc; applied: "direct" | "pending_team_review" } {
  const changes = given.marketCountryCodes
    ? { ...given, marketCountryCodes: [...new Set(given.marketCountryCodes)] }
    : given;
  if (c.state === "live") {
    const merged = { ...(c.pendingChanges?.changes ?? {}), ...changes };
    return {
      next: { ...c, pendingChanges: { changes: merged, submittedAt: now }, updatedAt: now },
      applied: "pending_team_review",
    };
  }
  return { next: { ...applyChanges(c, changes), updatedAt: now }, applied: "direct" };
}

export type TeamPublishResult = { ok: true; next: CampaignDoc; changed: boolean } | {
  ok: false;
  reason: "no_publish_request" | "missing_fields";
  missing?: string[];
};

/**
 * The team's publish (ops API): a draft or paused campaign with a publish request goes live and the
 * request is cleared. Publishing a live campaign again changes nothing. Pending changes exist only
 * while live, so a publish never has any to carry.
 */
export function teamPublish(c: CampaignDoc, now: Date): TeamPublishResult {
  if (c.state === "live") return { ok: true, next: c, changed: false };
  if (!c.publishRequest) return { ok: false, reason: "no_publish_request" };
  const missing = missingBeforeLive(c);
  if (missing.length) return { ok: false, reason: "missing_fields", missing };
  return {
    ok: true,
    changed: true,
    next: {
      ...c,
      state: "live",
      publishRequest: null,
      pendingChanges: null,
      publishedAt: now,
      updatedAt: now,
    },
  };
}

/** Spec 3 svc_pause_campaign: only a live campaign pauses; its pending changes apply at once. */
export function pause(c: CampaignDoc, now: Date): CampaignDoc | null {
  if (c.state !== "live") return null;
  const base = c.pendingChanges ? applyChanges(c, c.pendingChanges.changes) : c;
  return { ...base, state: "paused", pendingChanges: null, pausedAt: now, updatedAt: now };
}

/** The team approves a live campaign's pending changes: creators now read them. */
export function approvePending(c: CampaignDoc, now: Date): CampaignDoc | null {
  if (c.state !== "live" || !c.pendingChanges) return null;
  return { ...applyChanges(c, c.pendingChanges.changes), pendingChanges: null, updatedAt: now };
}

// ---------------------------------------------------------------------------------------------------
// Join and chat codes

/** Brand name → up to 12 capitals and digits ("Café Olé & Co." → "CAFEOLECO"); "BRAND" when nothing is left. */
export function brandSlug(brand: string): string {
  const ascii = brand.normalize("NFKD").replace(/\p{M}/gu, "").toUpperCase().replace(/[^A-Z0-9]/g, "");
  return ascii.slice(0, 12) || "BRAND";
}

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const SUFFIX_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function randomSuffix(random: () => number = Math.random, length = 5): string {
  let s = "";
  for (let i = 0; i < length; i++) s += SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)];
  return s;
}

/**
 * Join code `SLUG-SUFFIX` (what a creator types to join, e.g. `ACME-7K3QX`); chat code
 * `slug-suffix-chat` (the campaign's own chat, e.g. `acme-7k3qx-chat`). The suffix is unique per
 * campaign, so codes stay unique whatever the brand is called.
 */
export function codesFor(brand: string, suffix: string): { joinCode: string; chatCode: string } {
  const slug = brandSlug(brand);
  return { joinCode: `${slug}-${suffix}`, chatCode: `${slug.toLowerCase()}-${suffix.toLowerCase()}-chat` };
}

/** A campaign renamed with its brand: new brand, new codes. Null when it did not carry the old name. */
export function rename(c: CampaignDoc, oldName: string, newName: string, now: Date): CampaignDoc | null {
  if (c.brand !== oldName || oldName === newName) return null;
  return { ...c, brand: newName, ...codesFor(newName, c.codeSuffix), updatedAt: now };
}

// ---------------------------------------------------------------------------------------------------
// Contract

export const MAX_CONTRACT_BASE64_CHARS = MAX_CONTRACT_BASE64;
// A plain character class (no nested repetition) so a 4 MB string is checked in linear time.
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

export type ContractCheck =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; kind: "invalid"; problem: string }
  | { ok: false; kind: "refused"; rule: "too_large" | "not_a_pdf" | "campaign_state"; message: string };

export const LOCKED_MESSAGE =
  "This campaign is live: its details and terms, the contract included, are locked while creators are on it. They open again once the campaign is paused.";

/**
 * Spec 4.3 rule 2: standard base64, at most 4,300,000 characters, bytes starting `%PDF-`, campaign
 * not live. Length first: a longer contract is refused too_large whatever else is wrong with it
 * (spec 8 "over it is refused too_large"), so a dashboard-sized file learns the one thing to do.
 */
export function checkContract(state: State, base64: string): ContractCheck {
  if (base64.length > MAX_CONTRACT_BASE64_CHARS) {
    return {
      ok: false,
      kind: "refused",
      rule: "too_large",
      message:
        `The contract is ${base64.length} base64 characters; the API takes at most ${MAX_CONTRACT_BASE64_CHARS} (a PDF of about 3.2 MB). Upload larger contracts (up to 4 MB) in the dashboard.`,
    };
  }
  if (base64.startsWith("data:")) {
    return { ok: false, kind: "invalid", problem: "must be plain base64 without a data: prefix" };
  }
  if (/[\r\n]/.test(base64)) {
    return { ok: false, kind: "invalid", problem: "must be base64 without line breaks" };
  }
  if (/[-_]/.test(base64)) {
    return { ok: false, kind: "invalid", problem: "must be standard base64 (+ and /), not base64url" };
  }
  if (state === "live") {
    return { ok: false, kind: "refused", rule: "campaign_state", message: LOCKED_MESSAGE };
  }
  if (!BASE64_CHARS.test(base64) || base64.length % 4 !== 0) {
    return {
      ok: false,
      kind: "invalid",
      problem: "must be standard base64 (A-Z, a-z, 0-9, +, /, = padding)",
    };
  }
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length < 5 || bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
    return {
      ok: false,
      kind: "refused",
      rule: "not_a_pdf",
      message: "The file does not start with %PDF-: only a PDF contract is accepted.",
    };
  }
  return { ok: true, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** A safe stored file name: no path, no controls, ends in .pdf. */
export function contractFileName(given: string | undefined, campaignId: number): string {
  const base = (given ?? "").split(/[\\/]/).pop()!.replace(/\p{Cc}/gu, "").trim().slice(0, 200);
  if (!base) return `contract-${campaignId}.pdf`;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

// ---------------------------------------------------------------------------------------------------
// Views

export interface Counts {
  signed: number;
  activating: number;
  activated: number;
}
export const ZERO_COUNTS: Counts = { signed: 0, activating: 0, activated: 0 };
export interface ProjectedCounts extends Counts {
  seq: number;
}

/**
 * Everyone who signed on, wherever they are now: the creator service counts each creator once at its
 * current status, and people who joined through the activation link go straight to activating.
 */
export const signedCreators = (c: Counts): number => c.signed + c.activating + c.activated;

export function briefOf(b: Brief): Brief {
  return {
    title: b.title,
    overview: b.overview,
    payLine: b.payLine ?? null,
    deliverables: b.deliverables,
    requirements: b.requirements,
    marketCountryCodes: b.marketCountryCodes,
    applicationDeadline: b.applicationDeadline ?? null,
  };
}

export function listItem(
  c: Pick<CampaignDoc, "_id" | "brand" | "title" | "state" | "applicationDeadline">,
  counts: Counts,
) {
  return {
    campaignId: c._id,
    brand: c.brand,
    title: c.title,
    status: reportedStatus(c.state),
    signedCreators: signedCreators(counts),
    applicationDeadline: c.applicationDeadline ?? null,
  };
}

export function detail(
  c: CampaignDoc,
  counts: Counts,
  previousChatCodes: { chatCode: string; validUntil: Date }[],
) {
  return {
    campaignId: c._id,
    brand: c.brand,
    status: reportedStatus(c.state),
    brief: briefOf(c),
    activationMode: c.activationMode,
    missingBeforeLive: missingBeforeLive(c),
    pendingChanges: c.pendingChanges
      ? { changes: c.pendingChanges.changes, submittedAt: c.pendingChanges.submittedAt.toISOString() }
      : null,
    publishRequest: c.publishRequest ? { requestedAt: c.publishRequest.requestedAt.toISOString() } : null,
    contract: c.contract
      ? {
        fileName: c.contract.fileName,
        bytes: c.contract.bytes,
        uploadedAt: c.contract.uploadedAt.toISOString(),
      }
      : null,
    activation: {
      mode: c.activationMode,
      signedCreators: signedCreators(counts),
      activating: counts.activating,
      activated: counts.activated,
    },
    joinCode: c.joinCode,
    chatCode: c.chatCode,
    previousChatCodes: previousChatCodes.map((p) => ({
      chatCode: p.chatCode,
      validUntil: p.validUntil.toISOString(),
    })),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function facts(c: CampaignDoc): CampaignFacts {
  return {
    campaignId: c._id,
    workspaceId: c.workspaceId,
    brand: c.brand,
    title: c.title,
    status: reportedStatus(c.state),
    activationMode: c.activationMode,
    joinCode: c.joinCode,
    chatCode: c.chatCode,
    hasContract: c.contract !== null,
    signingRequired: c.signingRequired === true,
    marketCountryCodes: c.marketCountryCodes,
  };
}

/** Spec 2.7: status, tier, cap, used, remaining, activated, period end; never amounts or links. */
export function planView(campaignId: number, plan: Plan | null, activated: number) {
  if (!plan) {
    return {
      campaignId,
      status: "none",
      tier: null,
      cap: 0,
      used: 0,
      remaining: 0,
      activated,
      periodEndsAt: null,
    };
  }
  return {
    campaignId,
    status: plan.status,
    tier: plan.tier,
    cap: plan.cap,
    used: plan.used,
    remaining: Math.max(0, plan.cap - plan.used),
    activated,
    periodEndsAt: plan.periodEndsAt,
  };
}

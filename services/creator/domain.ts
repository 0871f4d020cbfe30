/**
 * The creator state machine (spec section 3, creator rows) as pure functions: no I/O, no clock
 * (callers pass `now`), so every rule is unit-tested on its own. A transition answers what the tool
 * says plus, when something changed, the next state and the messages the creator must get. The
 * store commits the next state and those messages in ONE document write (see store.ts), so a change
 * never happens without its side effect.
 */

/** Where an application stands. `accepted`: accepted, waiting for the creator to sign the contract. */
export type Stage = "applicant" | "accepted" | "declined" | "signed";
export type ActivationState = "none" | "queued" | "in_progress" | "expired" | "activated";
export type PublicStatus = "applicant" | "signed" | "activating" | "activated" | "offboarded";
/** What the store keeps in `status`: the public status, or `hidden` (declined: never returned). */
export type StoredStatus = PublicStatus | "hidden";
export type Decision = "accept" | "decline";

export interface CreatorState {
  stage: Stage;
  decision: Decision | null;
  offboarded: boolean;
  /** A conversation with the creator exists (ops seed `reachable`). */
  reachable: boolean;
  activation: { state: ActivationState; updatedAt: string | null; round: number };
  appliedAt: string | null;
  signedAt: string | null;
  decidedAt: string | null;
}

/** The campaign facts a transition reads. */
export interface CampaignView {
  campaignId: number;
  title: string;
  brand: string;
  /** The team's setting (ops contract): an accepted creator must sign first. Not the contract's presence. */
  signingRequired: boolean;
  activationMode: "auto" | "manual" | "off";
}

/** A message to the creator; `id` is deterministic for the effect, so it is delivered once. */
export interface OutMessage {
  id: string;
  kind: "decision" | "activation" | "group_chat";
  text: string;
}

export interface Changed {
  next: CreatorState;
  messages: OutMessage[];
}

/** Public status, or `hidden` for creators no tool may return (declined). */
export function storedStatus(s: CreatorState): StoredStatus {
  if (s.stage === "declined") return "hidden";
  if (s.stage === "applicant" || s.stage === "accepted") return "applicant";
  if (s.offboarded) return "offboarded";
  switch (s.activation.state) {
    case "activated":
      return "activated";
    case "queued":
    case "in_progress":
    case "expired":
      return "activating";
    default:
      return "signed";
  }
}

/**
 * What an agent may see (spec section 1: "only once that creator has signed on or started
 * activation"): listed by svc_list_applicants, returned by svc_get_creator, shared with other
 * services. Applicants (undecided, or accepted and yet to sign) are not: the person names them.
 */
export const VISIBLE_STATUSES: readonly PublicStatus[] = ["signed", "activating", "activated", "offboarded"];

/** Reached by the acting tools (decide, offboard, restore, ...) by memberId: every creator but a declined one. */
export function isListed(s: CreatorState): boolean {
  return storedStatus(s) !== "hidden";
}

export function isVisible(s: CreatorState): boolean {
  return (VISIBLE_STATUSES as readonly string[]).includes(storedStatus(s));
}

/** On the campaign for a group chat (spec 4.3 rule 13): applicants, signed or activating; not declined, not offboarded. */
export function isOnCampaign(s: CreatorState): boolean {
  return s.stage !== "declined" && !s.offboarded;
}

/** Message ids carry the service name: JetStream's duplicate window is shared by every publisher. */
const msgId = {
  decision: (c: number, m: number) => `creator:decision:${c}:${m}`,
  activation: (c: number, m: number, round: number) => `creator:activation:${c}:${m}:${round}`,
  chat: (chatId: string, m: number) => `creator:chat:${chatId}:${m}`,
};
export { msgId as messageIds };

function queueActivation(s: CreatorState, c: CampaignView, memberId: number, now: string): Changed {
  const round = s.activation.round + 1;
  return {
    next: { ...s, activation: { state: "queued", updatedAt: now, round } },
    messages: [{
      id: msgId.activation(c.campaignId, memberId, round),
      kind: "activation",
      text:
        `${c.brand} is ready to start you on "${c.title}". Reply to this text to begin the activation steps.`,
    }],
  };
}

// ---------------------------------------------------------------------------------------------
// svc_decide_applicant

export type DecideResult =
  | { status: "already_decided"; decision: Decision; outcome: "already_decided" }
  | (
    & { status: "decided"; decision: Decision; outcome: "activated" | "signing_requested" | "declined" }
    & Changed
  );

/**
 * accept: when the campaign requires signing the creator is asked to sign (`signing_requested`,
 * stage `accepted`); otherwise (whether or not a contract was uploaded) they are on the campaign at once (`activated`: status `signed`), and an `auto`
 * campaign also walks them into activation. decline: hidden from then on. Either way one message.
 * `requireSigning` is the club-invite path (spec 4.3 rule 14: an invited applicant goes to signing).
 */
export function decide(
  s: CreatorState,
  decision: Decision,
  c: CampaignView,
  memberId: number,
  now: string,
  opts: { requireSigning?: boolean } = {},
): DecideResult {
  if (s.stage !== "applicant") {
    return {
      status: "already_decided",
      decision: s.decision ?? (s.stage === "declined" ? "decline" : "accept"),
      outcome: "already_decided",
    };
  }
  const id = msgId.decision(c.campaignId, memberId);
  if (decision === "decline") {
    return {
      status: "decided",
      decision,
      outcome: "declined",
      next: { ...s, stage: "declined", decision, decidedAt: now },
      messages: [{
        id,
        kind: "decision",
        text: `Thank you for applying to "${c.title}" by ${c.brand}. You were not picked this time.`,
      }],
    };
  }
  if (c.signingRequired || opts.requireSigning) {
    return {
      status: "decided",
      decision,
      outcome: "signing_requested",
      next: { ...s, stage: "accepted", decision, decidedAt: now },
      messages: [{
        id,
        kind: "decision",
        text:
          `Good news: ${c.brand} accepted you for "${c.title}". Please sign the creator agreement to get started.`,
      }],
    };
  }
  const signed: CreatorState = { ...s, stage: "signed", decision, decidedAt: now, signedAt: now };
  const messages: OutMessage[] = [{
    id,
    kind: "decision",
    text: `Good news: ${c.brand} accepted you for "${c.title}". You are on the campaign.`,
  }];
  if (c.activationMode === "auto" && signed.reachable) {
    const q = queueActivation(signed, c, memberId, now);
    return {
      status: "decided",
      decision,
      outcome: "activated",
      next: q.next,
      messages: [...messages, ...q.messages],
    };
  }
  return { status: "decided", decision, outcome: "activated", next: signed, messages };
}

// ---------------------------------------------------------------------------------------------
// svc_activate_creator

export type ActivateStatus =
  | "queued"
  | "already_queued"
  | "not_manual"
  | "not_signed"
  | "not_on_campaign"
  | "no_conversation";
export type ActivateResult = { status: Exclude<ActivateStatus, "queued"> } | ({ status: "queued" } & Changed);

/**
 * Order of the checks: someone off the campaign or not signed cannot be queued whatever the mode; a
 * walk already queued or running answers already_queued (a repeat); only then the campaign's mode
 * and whether a conversation exists. An expired walk may be queued again (a new round, a new text).
 */
export function activate(s: CreatorState, c: CampaignView, memberId: number, now: string): ActivateResult {
  if (s.offboarded || s.stage === "declined") return { status: "not_on_campaign" };
  if (s.stage !== "signed") return { status: "not_signed" };
  if (
    s.activation.state === "queued" || s.activation.state === "in_progress" ||
    s.activation.state === "activated"
  ) {
    return { status: "already_queued" };
  }
  if (c.activationMode !== "manual") return { status: "not_manual" };
  if (!s.reachable) return { status: "no_conversation" };
  return { status: "queued", ...queueActivation(s, c, memberId, now) };
}

// ---------------------------------------------------------------------------------------------
// Offboard, restore, mark activated

export interface RefusedRule {
  status: "refused";
  rule: string;
  message: string;
}

export type SimpleResult<S extends string> = RefusedRule | { status: S; next: CreatorState | null };

/**
 * Offboard anyone on the campaign, applicants included (state table "on campaign → offboarded";
 * rule 13 counts applicants as on the campaign); a repeat answers offboarded again and changes
 * nothing. Declined creators are not on the campaign (the caller answers 404 for them).
 */
export function offboard(s: CreatorState): SimpleResult<"offboarded"> {
  if (s.offboarded) return { status: "offboarded", next: null };
  return { status: "offboarded", next: { ...s, offboarded: true } };
}

/** Restore an offboarded creator to where they were (signed, activating or activated). */
export function restore(s: CreatorState): SimpleResult<"restored"> {
  if (!s.offboarded) {
    return {
      status: "refused",
      rule: "not_offboarded",
      message: "This creator is not offboarded, so there is nothing to restore.",
    };
  }
  return { status: "restored", next: { ...s, offboarded: false } };
}

/** Only an expired activation walk can be marked activated; irreversible; nothing is sent. */
export function markActivated(s: CreatorState, now: string): SimpleResult<"activated"> {
  if (s.offboarded) {
    return {
      status: "refused",
      rule: "not_on_campaign",
      message: "This creator is offboarded; restore them first.",
    };
  }
  if (s.activation.state === "activated") {
    return {
      status: "refused",
      rule: "already_activated",
      message: "This creator already counts as activated.",
    };
  }
  if (s.stage !== "signed" || s.activation.state !== "expired") {
    return {
      status: "refused",
      rule: "not_expired",
      message:
        "Only a creator whose activation walk expired can be marked activated; this one's walk has not expired.",
    };
  }
  return {
    status: "activated",
    next: { ...s, activation: { ...s.activation, state: "activated", updatedAt: now } },
  };
}

/** Back office: the activation walk ran out (queued or in progress → expired). */
export function expireActivation(
  s: CreatorState,
  now: string,
): { ok: true; next: CreatorState | null } | { ok: false; problem: string } {
  if (s.stage !== "signed") return { ok: false, problem: "the creator has not signed on" };
  if (s.activation.state === "expired") return { ok: true, next: null };
  if (s.activation.state !== "queued" && s.activation.state !== "in_progress") {
    return {
      ok: false,
      problem: `the creator has no activation walk in progress (activation ${s.activation.state})`,
    };
  }
  return { ok: true, next: { ...s, activation: { ...s.activation, state: "expired", updatedAt: now } } };
}

// ---------------------------------------------------------------------------------------------
// Back-office seed

export type SeedStatus = "applicant" | "signed" | "activating" | "activated";

/**
 * The state a seeded creator starts in. An applicant the club confirms as invited is accepted at
 * once and goes to signing (spec 4.3 rule 14), with the decision message.
 */
export function seedState(
  status: SeedStatus,
  reachable: boolean,
  invitedFromClub: boolean,
  c: CampaignView,
  memberId: number,
  now: string,
): Changed {
  const base: CreatorState = {
    stage: "applicant",
    decision: null,
    offboarded: false,
    reachable,
    activation: { state: "none", updatedAt: null, round: 0 },
    appliedAt: now,
    signedAt: null,
    decidedAt: null,
  };
  if (status === "applicant") {
    if (!invitedFromClub) return { next: base, messages: [] };
    const r = decide(base, "accept", c, memberId, now, { requireSigning: true });
    if (r.status !== "decided") throw new Error("unreachable: a fresh applicant is undecided");
    return { next: r.next, messages: r.messages };
  }
  const signed: CreatorState = {
    ...base,
    stage: "signed",
    decision: "accept",
    decidedAt: now,
    signedAt: now,
  };
  if (status === "signed") return { next: signed, messages: [] };
  const state: ActivationState = status === "activating" ? "in_progress" : "activated";
  return { next: { ...signed, activation: { state, updatedAt: now, round: 1 } }, messages: [] };
}

// ---------------------------------------------------------------------------------------------
// svc_open_group_chat

export type ChatPlan =
  | RefusedRule & { field: string }
  | { status: "queued"; memberIds: number[]; leftOut: number };

/**
 * Every requested creator must be on the campaign (else refused, naming them); unreachable ones are
 * left out and counted; a chat with nobody reachable is refused.
 */
export function planGroupChat(requested: number[], found: Map<number, CreatorState>): ChatPlan {
  const notOn = requested.filter((id) => {
    const s = found.get(id);
    return !s || !isOnCampaign(s);
  });
  if (notOn.length) {
    return {
      status: "refused",
      rule: "not_on_campaign",
      field: "memberIds",
      message: `These members are not on the campaign: ${notOn.join(", ")}.`,
    };
  }
  const reachable = requested.filter((id) => found.get(id)!.reachable);
  if (reachable.length === 0) {
    return {
      status: "refused",
      rule: "no_reachable_members",
      field: "memberIds",
      message: "None of these creators can be reached yet, so no chat was opened.",
    };
  }
  return { status: "queued", memberIds: reachable, leftOut: requested.length - reachable.length };
}

/** The group chat lives in the campaign's own chat (spec 4.3 rule 13), reached with its chat code. */
export function chatNotice(c: Pick<CampaignView, "brand" | "title"> & { chatCode?: string }): string {
  const where = c.chatCode ? `the campaign's chat (${c.chatCode})` : "the campaign's chat";
  return `${c.brand} added you to a group chat for "${c.title}" in ${where}.`;
}

import { isValidEmail, normalizeEmail } from "../../shared/email.ts";

/**
 * Pure rules of brand and team: colors, email addresses and who may be removed. No I/O.
 */

export { isValidEmail, normalizeEmail };

/** `#` plus six hex digits, or null to clear (spec 4.3 rule 3). */
export function isBrandColor(v: unknown): v is string | null {
  return v === null || (typeof v === "string" && /^#[0-9A-Fa-f]{6}$/.test(v));
}

export type AddDecision = { ok: true; email: string } | {
  ok: false;
  rule: "invalid_email" | "already_member";
  message: string;
};

export function decideAdd(raw: string, members: readonly { email: string }[]): AddDecision {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) {
    return { ok: false, rule: "invalid_email", message: `'${raw.slice(0, 80)}' is not an email address.` };
  }
  if (members.some((m) => m.email === email)) {
    return { ok: false, rule: "already_member", message: `${email} already has dashboard access.` };
  }
  return { ok: true, email };
}

export type RemoveDecision =
  | { ok: true; email: string; memberId: number }
  | { ok: false; rule: "invalid_email" | "self_removal" | "last_member" | "not_a_member"; message: string };

/**
 * Checks in this order: the address, membership, the last member, the caller themself. A lone member
 * removing their own address hears `last_member`: nobody could remove it, not even someone else.
 */
export function decideRemove(
  raw: string,
  members: readonly { email: string; memberId: number }[],
  callerMemberId: number | undefined,
): RemoveDecision {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) {
    return { ok: false, rule: "invalid_email", message: `'${raw.slice(0, 80)}' is not an email address.` };
  }
  const target = members.find((m) => m.email === email);
  if (!target) {
    return { ok: false, rule: "not_a_member", message: `${email} is not on this workspace's team.` };
  }
  if (members.length <= 1) {
    return { ok: false, rule: "last_member", message: "The last team member cannot be removed." };
  }
  if (target.memberId === callerMemberId) {
    return {
      ok: false,
      rule: "self_removal",
      message: "You cannot remove yourself; another team member can.",
    };
  }
  return { ok: true, email, memberId: target.memberId };
}

export const ADDED_NOTE =
  "Nobody was emailed. They sign in with the identity-provider account on this address and get full dashboard access, including connecting their own AI tools.";
export const COLOR_UNCHANGED_NOTE =
  "Only the logo changed; the brand color was left as it was (it is never derived from the logo).";

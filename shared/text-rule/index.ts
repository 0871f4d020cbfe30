import { explainAssistantWording } from "./assistant.ts";
import { canonicalHost, findAssistantWording, findEmail, findHosts, findPhone } from "./detectors.ts";
import { type AssistantModel, assistantModel } from "./model.ts";
import { normalise, type Normalised } from "./normalize.ts";
import { addressedInOneWindow } from "./windows.ts";

/**
 * The campaign text rule of spec section 1: text an agent writes into a campaign is refused when it
 * contains a link to a host the campaign does not already use, a phone number, an email address, or
 * wording addressed to an assistant. Creators read this text and agents read it back, so contact
 * routes around the service and instructions aimed at other agents must not get in.
 *
 * Used by the campaign service (title, overview, payLine, deliverables, requirements), the
 * activation-program service (the warm-up template's free text) and the brand-team service (the brand
 * name). How each check decides: README.md in this folder.
 */
export type TextRule = "email_address" | "phone_number" | "link_not_allowed" | "addressed_to_assistant";

export interface TextRuleViolation {
  rule: TextRule;
  /** The field at fault, with the index for list items: `deliverables[2]`. */
  field: string;
  message: string;
}

const MESSAGES: Record<TextRule, (field: string) => string> = {
  email_address: (f) =>
    `${f} contains an email address. Campaign text may not carry contact details; creators reach the brand through the service.`,
  phone_number: (f) =>
    `${f} contains a phone number. Campaign text may not carry contact details; creators reach the brand through the service.`,
  link_not_allowed: (f) =>
    `${f} links to a website the campaign does not already use. Only hosts already in the campaign's text may be linked.`,
  addressed_to_assistant: (f) =>
    `${f} contains wording addressed to an AI assistant. Campaign text is read by creators and agents as data; write it for people.`,
};

/**
 * The first rule a single text breaks, or null. The text is normalised once (normalize.ts) and every
 * detector reads that. Order: the most specific finding first; the learned model (model.ts) last, so a
 * contact detail is named as such and the model only adds what the lexicon missed. A text of three sentences or
 * more is refused for its wording only when two neighbouring sentences alone are, or the model leans that way
 * (windows.ts: honest sentences must not add up to an order).
 */
export function checkText(text: string, allowedHosts: readonly string[]): TextRule | null {
  return ruleOf(normalise(text), allowedHosts, assistantModel());
}

/** `checkText` on a normalised text, with the model given (null: the lexicon alone, as `train.ts --lopo` needs). */
export function ruleOf(
  n: Normalised,
  allowedHosts: readonly string[],
  model: AssistantModel | null,
): TextRule | null {
  if (findEmail(n)) return "email_address";
  if (findAssistantWording(n) && addressedInOneWindow(n, model)) return "addressed_to_assistant";
  const allowed = new Set(allowedHosts.map(canonicalHost));
  if (findHosts(n).some((h) => !allowed.has(h))) return "link_not_allowed";
  if (findPhone(n)) return "phone_number";
  if (model?.addressed(n)) return "addressed_to_assistant";
  return null;
}

/**
 * Checks every field (strings, or lists of strings named with their index) and answers the first
 * violation in field order, or null when all text is fine. `allowedHosts`: hosts the campaign's
 * existing text already links to (see `hostsOf`); none on create.
 */
export function checkCampaignText(
  fields: Record<string, string | string[] | null | undefined>,
  allowedHosts: string[],
): TextRuleViolation | null {
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const items: [string, string][] = Array.isArray(value)
      ? value.map((v, i) => [`${name}[${i}]`, v])
      : [[name, value]];
    for (const [field, text] of items) {
      const rule = checkText(text, allowedHosts);
      if (rule) return { rule, field, message: MESSAGES[rule](field) };
    }
  }
  return null;
}

/** The hosts a campaign's existing text links to: the allowed hosts for its next edit. */
export function hostsOf(fields: Record<string, string | string[] | null | undefined>): string[] {
  const hosts = new Set<string>();
  for (const value of Object.values(fields)) {
    if (value === null || value === undefined) continue;
    for (const text of Array.isArray(value) ? value : [value]) {
      for (const h of findHosts(text)) if (h !== "(link)") hosts.add(h);
    }
  }
  return [...hosts];
}

export {
  canonicalHost,
  explainAssistantWording,
  findAssistantWording,
  findEmail,
  findHosts,
  findPhone,
  normalise,
};

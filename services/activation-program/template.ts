import type { z } from "zod";
import type { warmupTemplate } from "../../shared/registry/activation.ts";
import { checkCampaignText, hostsOf, type TextRuleViolation } from "../../shared/text-rule/index.ts";

/**
 * The warm-up template (spec 2.9) as a pure rule set: the registry's zod schema checks the shape and
 * the bounds of each field; this file checks what a schema cannot (fields that must agree with each
 * other, dates against today, username rules against their own examples) and compiles the template
 * into the flow's steps. No I/O: the handler passes `today` and the allowed hosts in.
 */
export type WarmupTemplate = z.infer<typeof warmupTemplate>;

export type StepKind =
  | "account"
  | "username"
  | "program"
  | "routine"
  | "post1"
  | "post2"
  | "review_account"
  | "review_routine"
  | "review_post1"
  | "review_post2"
  | "ready_by"
  | "first_post"
  | "custom";

export interface FlowStep {
  kind: StepKind;
  title: string;
}

/** A problem with one field: the handler turns it into 400 invalid_request naming `field`. */
export interface TemplateProblem {
  field: string;
  problem: string;
}

/** Platforms' usernames: letters, digits, dot and underscore; both apps cap them at 30 characters. */
const USERNAME_CHARS = /^[A-Za-z0-9._]*$/;
export const USERNAME_MAX = 30;
/** The furthest ahead a date in the template may be. */
export const MAX_DAYS_AHEAD = 365;

const DAY_MS = 86_400_000;

/** Parses `YYYY-MM-DD` as a UTC calendar day; null when it is not a real date (e.g. 2027-02-30). */
export function parseDay(ymd: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t;
}

/** Midnight UTC of the day `now` falls on. */
export function dayOf(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Splits the free-form examples line ("jane.studies, mike_learns") into usernames. */
export function splitExamples(examples: string): string[] {
  return examples
    .split(/[\s,;]+/)
    .map((e) => e.replace(/^@/, ""))
    .filter((e) => e.length > 0);
}

function matchesRule(name: string, u: WarmupTemplate["username"]): boolean {
  const n = name.toLowerCase();
  return n.startsWith(u.startsWith.toLowerCase()) && n.includes(u.contains.toLowerCase()) &&
    n.endsWith(u.endsWith.toLowerCase());
}

/**
 * Checks that go beyond the schema. Returns the first problem (the API names one argument at a time),
 * or null. Order follows the template's field order so the answer is predictable.
 */
export function templateProblem(t: WarmupTemplate, today: Date): TemplateProblem | null {
  if (new Set(t.platforms).size !== t.platforms.length) {
    return { field: "template.platforms", problem: "lists a platform twice" };
  }
  for (const part of ["startsWith", "contains", "endsWith"] as const) {
    if (!USERNAME_CHARS.test(t.username[part])) {
      return {
        field: `template.username.${part}`,
        problem: "may hold only letters, digits, '.' and '_' (what usernames allow)",
      };
    }
  }
  const fixed = t.username.startsWith.length + t.username.contains.length + t.username.endsWith.length;
  if (fixed > USERNAME_MAX) {
    return {
      field: "template.username",
      problem:
        `startsWith, contains and endsWith together exceed the ${USERNAME_MAX}-character username limit`,
    };
  }
  const examples = splitExamples(t.usernameExamples);
  for (const ex of examples) {
    if (ex.length > USERNAME_MAX || !USERNAME_CHARS.test(ex)) {
      return { field: "template.usernameExamples", problem: `"${ex}" is not a valid username` };
    }
    if (!matchesRule(ex, t.username)) {
      return { field: "template.usernameExamples", problem: `"${ex}" does not follow the username rule` };
    }
  }
  for (let i = 0; i < t.posts.length; i++) {
    const p = t.posts[i];
    if (p.minSeconds > p.maxSeconds) {
      return { field: `template.posts[${i}].minSeconds`, problem: "must not exceed maxSeconds" };
    }
  }
  if (t.posts[1].dueHours < t.posts[0].dueHours) {
    return {
      field: "template.posts[1].dueHours",
      problem: "the second warm-up video cannot be due before the first",
    };
  }

  const day0 = dayOf(today);
  let readyDay: number;
  if ("days" in t.readyBy) {
    readyDay = day0 + t.readyBy.days * DAY_MS;
  } else {
    const d = parseDay(t.readyBy.date);
    if (d === null) return { field: "template.readyBy.date", problem: "is not a calendar date" };
    if (d <= day0) return { field: "template.readyBy.date", problem: "must be after today" };
    if (d > day0 + MAX_DAYS_AHEAD * DAY_MS) {
      return { field: "template.readyBy.date", problem: `must be within ${MAX_DAYS_AHEAD} days` };
    }
    readyDay = d;
  }
  // Both warm-up videos are due counted from the start of the walk; they must fit before ready-by.
  const hoursToReady = (readyDay - day0) / 3_600_000;
  for (let i = 0; i < t.posts.length; i++) {
    if (t.posts[i].dueHours > hoursToReady) {
      return {
        field: `template.posts[${i}].dueHours`,
        problem: `is later than the ready-by day (${hoursToReady} hours away)`,
      };
    }
  }
  if ("date" in t.firstPost) {
    const d = parseDay(t.firstPost.date);
    if (d === null) return { field: "template.firstPost.date", problem: "is not a calendar date" };
    if (d < readyDay) {
      return { field: "template.firstPost.date", problem: "must not be before the ready-by day" };
    }
    if (d > day0 + 2 * MAX_DAYS_AHEAD * DAY_MS) {
      return { field: "template.firstPost.date", problem: "is too far ahead" };
    }
  }
  return null;
}

/** Every free-text field of the template with the argument name the API reports. */
export function freeTextFields(t: WarmupTemplate): Array<{ field: string; text: string }> {
  const out = [
    { field: "template.managerName", text: t.managerName },
    { field: "template.chatChannelName", text: t.chatChannelName },
    // Checked as the usernames it lists (validated above, "@" dropped): "jane @study.mike" would
    // otherwise read as an obfuscated email address.
    { field: "template.usernameExamples", text: splitExamples(t.usernameExamples).join(", ") },
    { field: "template.routine.instructions", text: t.routine.instructions },
  ];
  t.posts.forEach((p, i) => out.push({ field: `template.posts[${i}].brief`, text: p.brief }));
  return out.filter((f) => f.text.length > 0);
}

/** Hosts the template itself introduces as links of their own (program page, example videos). */
export function templateHosts(t: WarmupTemplate): string[] {
  const urls = [t.programUrl, ...t.posts.map((p) => p.exampleUrl ?? null)].filter((u): u is string => !!u);
  return [...new Set(urls.map((u) => new URL(u).hostname.toLowerCase()))];
}

/**
 * Hosts the campaign already uses (spec 1), as far as this service knows them: its saved template's
 * program page, example videos and free-text links, and its knowledge sources' links. Never hosts
 * that appear only in the request being checked (its own programUrl or exampleUrl): otherwise any
 * host could be made acceptable by naming it there. The campaign's brief cannot link anywhere (its
 * own text rule allows no host on create), so it adds none.
 */
export function hostsCampaignUses(
  flow: { template: WarmupTemplate | null; knowledge: { link: string | null }[] } | null,
): string[] {
  if (!flow) return [];
  const saved = flow.template ? [...templateHosts(flow.template), ...freeTextHosts(flow.template)] : [];
  const knowledge = flow.knowledge.flatMap((k) => {
    if (!k.link) return [];
    try {
      return [new URL(k.link).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
  return [...new Set([...saved, ...knowledge])];
}

/**
 * The campaign text rule (shared/text-rule) over the template's free text: the first breach in field
 * order as the refusal to answer, else null. Links are allowed only to hosts in `allowedHosts`
 * (hostsCampaignUses).
 */
export function textRefusal(t: WarmupTemplate, allowedHosts: string[]): TextRuleViolation | null {
  return checkCampaignText(Object.fromEntries(freeTextFields(t).map((f) => [f.field, f.text])), allowedHosts);
}

/** Hosts the free text of a template links to (its next save may link them again). */
export function freeTextHosts(t: WarmupTemplate): string[] {
  return hostsOf(Object.fromEntries(freeTextFields(t).map((f) => [f.field, f.text])));
}

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

const PLATFORM_NAME = { videoapp: "videoapp", photoapp: "photoapp" } as const;

function usernameRule(u: WarmupTemplate["username"]): string | null {
  const parts: string[] = [];
  if (u.startsWith) parts.push(`starts with "${u.startsWith}"`);
  if (u.contains) parts.push(`contains "${u.contains}"`);
  if (u.endsWith) parts.push(`ends with "${u.endsWith}"`);
  return parts.length ? parts.join(", ") : null;
}

/**
 * Compiles a valid template into the flow's steps, in the order a creator walks them: set up the
 * account(s), pick a username (when there is a rule), join the program, the daily routine, the two
 * warm-up videos, a review step after each part the brand wants to review, then ready-by and the
 * first real post.
 */
export function compileTemplate(t: WarmupTemplate): FlowStep[] {
  const platforms = t.platforms.map((p) => PLATFORM_NAME[p]).join(" and ");
  const steps: FlowStep[] = [{ kind: "account", title: `Set up a fresh ${platforms} account` }];
  if (t.review.account) {
    steps.push({ kind: "review_account", title: `${t.managerName} reviews your account` });
  }
  const rule = usernameRule(t.username);
  if (rule) steps.push({ kind: "username", title: `Pick a username that ${rule}` });
  steps.push({ kind: "program", title: `Join the creator program (${t.programId})` });
  steps.push({ kind: "routine", title: "Follow the warm-up routine" });
  if (t.review.routine) {
    steps.push({ kind: "review_routine", title: `${t.managerName} reviews your routine` });
  }
  t.posts.forEach((p, i) => {
    const n = i + 1;
    steps.push({
      kind: n === 1 ? "post1" : "post2",
      title: `Warm-up video ${n} (${p.minSeconds}-${p.maxSeconds}s, due within ${p.dueHours}h)`,
    });
    const reviewed = n === 1 ? t.review.post1 : t.review.post2;
    if (reviewed) {
      steps.push({
        kind: n === 1 ? "review_post1" : "review_post2",
        title: `${t.managerName} reviews warm-up video ${n}`,
      });
    }
  });
  steps.push({
    kind: "ready_by",
    title: "days" in t.readyBy ? `Be ready within ${days(t.readyBy.days)}` : `Be ready by ${t.readyBy.date}`,
  });
  steps.push({
    kind: "first_post",
    title: "daysAfterReady" in t.firstPost
      ? t.firstPost.daysAfterReady === 0
        ? "First campaign post on the day you are ready"
        : `First campaign post ${days(t.firstPost.daysAfterReady)} after you are ready`
      : `First campaign post on ${t.firstPost.date}`,
  });
  return steps;
}

import { fold, joinSpacedLetters, spelledDigits, unLeet, wordsOnly } from "./normalize.ts";

/**
 * The four detectors of the campaign text rule (spec section 1). Each takes raw text and folds it
 * itself. They are tuned against the corpus in text-rule.test.ts: contact details hidden in the usual
 * ways must be found, while prices, dates, follower counts, hashtags and handles must pass.
 */

/**
 * Top-level domains we treat as a link when written after a dot. Deliberately the common ones only:
 * a complete list would turn ordinary words after a full stop ("...it.so", "log.in") into links.
 */
const TLDS = [
  "com", "net", "org", "io", "co", "app", "dev", "ly", "me", "gg", "tv", "ai", "xyz", "info", "biz", "us", "uk",
  "ca", "de", "fr", "es", "nl", "au", "nz", "eu", "ie", "ch", "se", "dk", "fi", "pl", "pt", "ru", "cn", "jp", "kr",
  "br", "mx", "ar", "za", "ng", "ke", "shop", "store", "link", "site", "online", "page", "club", "live", "blog",
  "social", "chat", "email", "cc", "to", "gl", "gd", "fm", "ws", "top", "vip", "fun", "life", "world", "tech",
  "media", "agency", "studio", "digital", "ltd", "inc", "gov", "edu", "mil", "int", "onion", "bio", "one", "pro",
  "click", "win", "bid", "men", "lol", "wtf", "icu", "cyou", "sbs", "buzz", "today", "network", "website", "space",
  "tk", "ml", "ga", "cf", "pw", "su", "ua", "ee", "gle", "lt", "lv", "cz", "ro", "hu", "il", "ae", "sa", "in", "hk", "sg", "tw", "id", "ph", "vn", "th", "my", "tr", "gr", "be",
];
const TLD_ALT = TLDS.slice().sort((a, b) => b.length - a.length).join("|");

/** Technology names that look like domains but are not links. */
const NOT_HOSTS = new Set(["asp.net", "vb.net", "ado.net", "node.js", "vue.js", "next.js", "react.js", "d3.js"]);

/** Webmail providers: "name at gmail" is an address even without the ".com". */
const MAIL_PROVIDERS = "gmail|googlemail|yahoo|hotmail|outlook|icloud|protonmail|proton|aol|gmx|mail|live|msn|yandex|zoho|fastmail|hey|tutanota|me";

// Ways of writing "@" and "." when hiding an address.
const AT = String.raw`(?:\s*@\s*|\s*[\[\(\{<]\s*(?:at|@)\s*[\]\)\}>]\s*|\s+at\s+|\s*-at-\s*|\s*_at_\s*)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[\[\(\{<]\s*(?:dot|\.)\s*[\]\)\}>]\s*|\s+dot\s+|\s*-dot-\s*|\s*_dot_\s*)`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;

const EMAIL_PLAIN = new RegExp(String.raw`[a-z0-9._%+\-]+@${LABEL}(?:\.${LABEL})*\.[a-z]{2,}`);
const EMAIL_OBFUSCATED = new RegExp(
  String.raw`\b[a-z0-9][a-z0-9._%+\-]*${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLD_ALT})\b(?![a-z0-9-])`,
);
const EMAIL_PROVIDER = new RegExp(String.raw`\b[a-z0-9][a-z0-9._%+\-]*${AT}(?:${MAIL_PROVIDERS})\b(?!\s*(?:app|account|support|team)\b)`);
const MAILTO = /\bmailto\s*:/;
// "jane@brandmail" with no dot: a local part with a letter glued to "@" and a domain word. Handles
// ("@brand") have nothing before the "@".
const EMAIL_LOOSE = /[a-z0-9._%+\-]*[a-z][a-z0-9._%+\-]*@[a-z][a-z0-9\-]{1,}/;
// "x@y" written with a local part and a domain-like label but the dot spelled oddly: "jo@brand(dot)com" is
// covered above; a bare "local@domain" with no dot and a known word around it is too rare to chase.

export function findEmail(text: string): boolean {
  const s = fold(text);
  if (MAILTO.test(s) || EMAIL_PLAIN.test(s) || EMAIL_LOOSE.test(s)) return true;
  const spaced = joinSpacedLetters(s);
  return EMAIL_OBFUSCATED.test(spaced) || EMAIL_PROVIDER.test(spaced) || EMAIL_PLAIN.test(spaced.replace(/\s*@\s*/g, "@"));
}

// ---------------------------------------------------------------------------------------------------
// Phone numbers

// Things that are numbers but not phone numbers, removed before looking for digit runs.
const DATE_LIKE = [
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/g, // 2027-03-01, 2027/3/1
  /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/g, // 03/01/2027, 1.3.27
  /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?\b/g, // 10:30, 9:00 pm
];
const MONEY = /(?:[$€£¥₹]|\b(?:usd|eur|gbp|cad|aud)\s?)\d+(?:[,.]\d+)*(?:\s?(?:k|m|mm|bn))?\b/g;
const UNIT_AFTER = /^\s*(?:\+|k\b|m\b|mm\b|%|percent|x\b|followers?|subs(?:cribers)?|views?|likes?|impressions?|people|users?|creators?|members?|fans|plays|streams|usd|eur|gbp|dollars?|euros?|pounds?|cents?|words?|characters?|seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?|years?|videos?|posts?|reels?|stories|px|p\b|fps|mb|gb|kb)/;
const PHONE_CONTEXT = /\b(?:call|calls|calling|text|texting|txt|sms|phone|tel|telephone|mobile|cell|cellphone|whatsapp|whats app|wa|signal|telegram|viber|imessage|facetime|ring|dial|number|no|nr|num|contact|reach)\b[^a-z0-9]{0,12}(?:[a-z]+[^a-z0-9]{1,3}){0,3}$/;
// A digit, then more digits with short separators in between.
const DIGIT_RUN = /(?:\+\s*)?(?:\(\s*)?\d(?:[\s().\-/_*~,]{0,3}\d){6,}/g;

function isYearList(groups: string[]): boolean {
  return groups.length >= 2 && groups.every((g) => /^(?:19|20)\d\d$/.test(g));
}

function looksLikePhone(run: string, before: string, after: string): boolean {
  const digits = run.replace(/\D/g, "");
  const groups = run.split(/[^\d]+/).filter(Boolean);
  if (digits.length < 7 || digits.length > 15) return false;
  if (isYearList(groups)) return false;
  // Thousands separators ("1,000,000") are amounts, unless the run is long enough to be a number anyway.
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(run.trim())) return false;
  const withUnit = UNIT_AFTER.test(after);
  const currencyBefore = /[$€£¥₹]\s*$|\b(?:usd|eur|gbp)\s*$/.test(before);
  if (currencyBefore) return false;
  const context = PHONE_CONTEXT.test(before);
  if (run.trim().startsWith("+")) return true;
  if (digits.length >= 10) return !withUnit || context;
  // 7 to 9 digits: a phone when grouped like one (555-1234, 555 12 34) or announced as one.
  if (withUnit && !context) return false;
  if (context) return true;
  const numeric = groups.map(Number);
  const isRange = groups.length === 2 && /^\d+\s*[-~]\s*\d+$/.test(run.trim()) && numeric[0] < numeric[1] &&
    !/^\d{3}$/.test(groups[0]);
  if (isRange) return false;
  return groups.length >= 2 && groups.every((g) => g.length >= 2 && g.length <= 4) || groups.every((g) => g.length === 1);
}

// Toll-free vanity numbers ("1-800-FLOWERS") dial like any other.
const VANITY = /\b1[\s.\-]8(?:00|33|44|55|66|77|88)[\s.\-][a-z0-9]{3}[\s.\-]?[a-z0-9]{4}\b/;

export function findPhone(text: string): boolean {
  if (VANITY.test(fold(text))) return true;
  let s = spelledDigits(fold(text));
  for (const d of DATE_LIKE) s = s.replace(d, " date ");
  s = s.replace(MONEY, " amount ");
  // Hashtags and handles carry digits that are part of a name (#summer2027, @studio54).
  s = s.replace(/[#@][a-z0-9_.]+/g, " tag ");
  for (const m of s.matchAll(DIGIT_RUN)) {
    const start = m.index ?? 0;
    const run = m[0].replace(/[\s().\-/_*~,]+$/, "");
    const before = s.slice(Math.max(0, start - 40), start);
    const after = s.slice(start + m[0].length, start + m[0].length + 20);
    // A letter glued to the run ("sku12345678", "v1234567") makes it a code, not a number to dial.
    if (/[a-z]$/.test(before) && !/\+/.test(run)) continue;
    if (looksLikePhone(run, before, after)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Links

const URL_SCHEME = /\b(?:https?|ftp|wss?):\/\/\/?\s*([^\s/?#'"<>)\]]+)/g;
const WWW = new RegExp(String.raw`\bwww\d?\s*(?:\.|\[\.\]|\(\.\)|\s+dot\s+|\[dot\]|\(dot\))\s*((?:${LABEL}${DOT})*${LABEL})`, "g");
const BARE_DOMAIN = new RegExp(String.raw`(?<![a-z0-9@.\-])((?:${LABEL}\.)+(?:${TLD_ALT}))(?![a-z0-9-]|\.[a-z0-9])`, "g");
// Dots spelled out or bracketed: "brand dot com", "brand[.]com", "brand (dot) co", "brand .com".
const OBFUSCATED_DOMAIN = new RegExp(
  String.raw`(?<![a-z0-9@\-])(${LABEL}(?:(?:\s*[\[\(\{<]\s*(?:dot|\.)\s*[\]\)\}>]\s*|\s+dot\s+|\s+\.\s*)${LABEL})*)(?:\s*[\[\(\{<]\s*(?:dot|\.)\s*[\]\)\}>]\s*|\s+dot\s+|\s+\.\s*)(${TLD_ALT})\b(?![a-z0-9-])`,
  "g",
);
const MARKDOWN_LINK = /\[[^\]\n]*\]\(\s*<?([^)\s>]*)/g;
const HTML_LINK = /<\s*a\b[^>]*\bhref\s*=\s*["']?([^"'\s>]*)/g;
// Protocol-relative "//host.tld/..." (in code, src= or href=): a link whatever the TLD.
const PROTOCOL_RELATIVE = /(?:^|[\s"'`(=<\[,])\/\/((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9])(?![a-z0-9-])/g;
// A dotted quad with a port or a path (with a scheme, URL_SCHEME already has it).
const IP_LINK = /\b((?:\d{1,3}\.){3}\d{1,3})(?=:\d|\/)/g;

/** Canonical host: lowercase, no "www.", no port, no trailing dot, no credentials. */
export function canonicalHost(host: string): string {
  let h = host.toLowerCase().trim();
  h = h.replace(/^[^@]*@/, "").replace(/:\d*$/, "").replace(/\.+$/, "");
  h = h.replace(/\s*(?:\[\s*\.\s*\]|\(\s*\.\s*\)|\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>|\s+dot\s+|\s*\.\s*)\s*/g, ".");
  return h.replace(/^www\d?\./, "");
}

/**
 * Every host a text links to, canonical. A link whose target has no host (a markdown link to
 * "javascript:" or a relative path) is reported as the pseudo-host "(link)" so it is never allowed.
 */
export function findHosts(text: string): string[] {
  const folded = fold(text);
  const hosts = new Set<string>();
  for (const s of new Set([folded, joinSpacedLetters(folded)])) hostsIn(s, hosts);
  return [...hosts];
}

function hostsIn(s: string, hosts: Set<string>): void {
  const add = (h: string) => {
    const c = canonicalHost(h);
    if (c && !NOT_HOSTS.has(c)) hosts.add(c);
  };
  for (const m of s.matchAll(MARKDOWN_LINK)) {
    const target = m[1];
    const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/.exec(target)?.[1] ?? /^(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,})/.exec(target)?.[1];
    if (host) add(host);
    else if (target && !/^mailto:/.test(target)) hosts.add("(link)");
  }
  for (const m of s.matchAll(HTML_LINK)) {
    const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/.exec(m[1])?.[1];
    if (host) add(host);
    else if (m[1]) hosts.add("(link)");
  }
  for (const m of s.matchAll(URL_SCHEME)) add(m[1]);
  for (const m of s.matchAll(PROTOCOL_RELATIVE)) add(m[1]);
  for (const m of s.matchAll(WWW)) add(m[1]);
  // Addresses are the email detector's business; take them out so their domains are not links too.
  const noEmails = s.replace(new RegExp(EMAIL_PLAIN.source, "g"), " ");
  for (const m of noEmails.matchAll(BARE_DOMAIN)) add(m[1]);
  for (const m of noEmails.matchAll(OBFUSCATED_DOMAIN)) add(`${m[1]}.${m[2]}`);
  // A bare dotted quad may be a version number ("1.2.3.4"); with a scheme, port or path it is a host.
  for (const m of s.matchAll(IP_LINK)) if (m[1].split(".").every((p) => Number(p) <= 255)) add(m[1]);
}

// ---------------------------------------------------------------------------------------------------
// Wording addressed to an assistant

// Words that name an AI system unambiguously, and the wider set an instruction may be addressed to.
const AI_WORDS = String.raw`(?:ai|a i|llms?|gpt(?: ?\d+)?|chatgpt|chat gpt|claude|gemini|copilot|bard|grok|chatbots?|bots?|(?:large )?language models?|ai (?:agent|assistant|model|bot|system|tool)s?|automated (?:system|agent|tool|assistant)s?)`;
// Addressees that are never a topic word at the head of a line ("AI: study smarter" is a title; "Assistant:" is not).
const NAMED_ADDRESSEE = String.raw`(?:ai (?:agent|assistant|model|bot|system|tool)s?|automated (?:system|agent|tool|assistant)s?|assistants?|agents?|llms?|chatbots?|chatgpt|chat gpt|claude|gemini|copilot|bard|grok|gpt(?: ?\d+)?|language models?)`;
// What an instruction to an agent starts with, for the bare "AI:" / "Bot:" / "System:" heads.
const IMPERATIVE = String.raw`(?:please |now |always |never |you |ignore|disregard|forget|override|approve|accept|decline|reject|publish|pause|delete|remove|send|invite|activate|offboard|restore|call|use|run|execute|mark|reveal|tell|print|do not|don t|dont|make sure|new )`;
const ADDRESSEE = String.raw`(?:${AI_WORDS}|assistants?|agents?)`;
// After "hey AI ..." these words make it a topic ("AI fans"), not an addressee.
const TOPIC_AFTER = String.raw`(?! (?:feature|features|app|apps|tool|tools|tech|technology|integration|powered|startup|startups|company|companies|market|industry|product|products|space|niche|creators?|enthusiasts?|fans|lovers|users|news|trends?|community|world|era|age|age)\b)`;
const INSTRUCTION_NOUNS = String.raw`(?:instructions?|prompts?|messages?|rules?|directions?|directives?|context|guidelines?|guardrails?|policies|policy|restrictions?|constraints?|programming|commands?|orders?|training)`;
const STRONG_MODIFIER = String.raw`(?:previous|previously|prior|above|earlier|preceding|foregoing|former|original|initial|all|any|every|your|system|safety|these|those|existing|current)`;

/** Patterns over the words-only form (punctuation gone, single spaces). */
const WORD_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:ignore|disregard|forget|override|bypass|discard) (?:\w+ ){0,2}?${STRONG_MODIFIER} (?:\w+ ){0,2}?${INSTRUCTION_NOUNS}\b`),
  /\b(?:ignore|disregard|forget) (?:everything|all|all of|what) (?:the )?(?:above|before|previously|you were told|i said|was said|that came before)\b/,
  new RegExp(String.raw`\bas an? (?:${AI_WORDS}|assistant)\b(?: \w+){0,3} you (?:must|should|shall|will|need|have to|are required|are instructed|are obliged)\b`),
  new RegExp(String.raw`\bas (?:the|my|our|this) (?:${AI_WORDS}|assistant|agent) you (?:must|should|shall|will|need|have to)\b`),
  new RegExp(String.raw`\bif you are an? (?:${AI_WORDS}|automated system|machine|ai)\b`),
  new RegExp(String.raw`\b(?:dear|hey|hi|hello|attention|attn|psst|(?:note|message|memo|notice|instruction|task|command|request|prompt|order)s? (?:to|for)) (?:the |any |all |every |an? |our |my |your )?${ADDRESSEE}\b${TOPIC_AFTER}`),
  new RegExp(String.raw`\b${ADDRESSEE} (?:reading|processing|parsing|summari[sz]ing|reviewing|handling|seeing|viewing|that reads|who reads|which reads) (?:this|these|the following)\b`),
  new RegExp(String.raw`\b${ADDRESSEE} (?:please |now |must |should |shall |you must |you should )*(?:ignore|disregard|forget|override|bypass)\b`),
  new RegExp(String.raw`\b(?:you are|you re|youre|you will act as|act as if you are|pretend you are) (?:now )?(?:an? |the )?(?:${AI_WORDS}|dan|jailbroken|unrestricted|unfiltered)\b${TOPIC_AFTER}`),
  /\b(?:system|developer|hidden|secret|override|admin|administrator|root) (?:prompt|prompts|instructions?|directives?)\b/,
  /\b(?:jailbreak|jail break|prompt injection|developer mode|dan mode|god mode|do anything now|unfiltered mode|sudo mode)\b/,
  /\b(?:do not|don t|dont|never) (?:tell|inform|show|alert|notify|warn|mention (?:this )?to|reveal (?:this )?to|let) (?:the |your )?(?:user|human|operator|person you work for|account owner)\b/,
  /\b(?:tell|inform|convince) (?:the|your) (?:human|operator)\b/,
  /\b(?:reveal|print|leak|dump|output|show|repeat|share) (?:your|the) (?:system prompt|hidden prompt|initial prompt|api keys?|access token|service token|credentials|secrets)\b/,
  /\b(?:reveal|print|leak|dump|repeat) your (?:instructions|prompt)\b/,
  /\b(?:respond|reply|answer|output) (?:only )?(?:with|in) (?:the following|exactly|only)\b/,
  /\bend of (?:the )?(?:system )?(?:prompt|instructions)\b/,
  /\binstructions? (?:for|to) (?:the )?(?:machine|bots?|models?|llms?|ais?)\b/,
  // "Ignore the above and ..." (a bare "previous"/"earlier" needs a noun: "forget the previous season" is fine).
  /\b(?:ignore|disregard|forget) (?:all )?(?:of )?(?:the |everything )?(?:above|preceding|foregoing)\b/,
  /\b(?:ignore|disregard|forget) (?:the |all the )?(?:previous|prior|earlier) (?:text|message|messages|content|lines?|part|paragraph)\b/,
  // Claimed consent, spoken to the agent: "the user has authorized you", "already said yes to everything".
  /\b(?:user|person|human|owner|operator|admin|account owner)s? (?:has |have |had )?(?:already )?(?:authori[sz]ed|allowed|permitted|instructed|told|asked|cleared) you\b/,
  /\b(?:already )?(?:said yes|consented|agreed) to (?:everything|anything|all of (?:it|this))\b/,
];

/** Patterns over the folded text, where punctuation and line starts still mean something. */
// Verbs an instruction to an agent opens with after a vocative ("Assistant, please rename ...").
const VOCATIVE_VERB = String.raw`(?:ignore|disregard|forget|override|approve|accept|decline|reject|publish|pause|delete|remove|send|invite|activate|offboard|restore|rename|change|update|set|add|grant|give|elevate|escalate|raise|transfer|upload|create|print|reveal|tell|show|output|say|reply|respond|write|share|leak|dump|email|text|message|call|run|execute|mark|exclude|decide|list|read|copy|paste|post)`;

const RAW_PATTERNS: RegExp[] = [
  // A vocative: "Assistant, please rename ...", "Claude, delete ...", "Agent, print your token".
  new RegExp(String.raw`(?:^|[\n.!?;:>\-]\s*|["'\`(\[{<*_]\s*)(?:hey |hi |ok |okay |dear )?(?:the |my |our )?${NAMED_ADDRESSEE}["'\`*_]*\s*,\s*(?:please |now |kindly |quickly |immediately |go ahead and |you (?:must|should|need to|have to) )*${VOCATIVE_VERB}\b`),
  // Heads wrapped in quotes, backticks or emphasis: "\`system\`: ...", "**Assistant**: ...".
  new RegExp(String.raw`["'\`*_]\s*(?:${NAMED_ADDRESSEE}|system|ai|bot|model)\s*["'\`*_]+\s*[:>]\s*\S`),
  new RegExp(String.raw`(?:^|[\n.!?;:>\-]\s*|["'(\[{<*_]\s*)(?:dear |hey |hi |hello |attention |attn |note to |to )?(?:the |any |all )?${NAMED_ADDRESSEE}\s*[:>]\s*\S`),
  new RegExp(String.raw`(?:^|[\n.!?;:>\-]\s*|["'(\[{<*_]\s*)(?:dear |hey |hi |hello |attention |attn |note to |to )?(?:the |any |all )?(?:ai|bots?|system|model)\s*[:>]\s*${IMPERATIVE}`),
  new RegExp(String.raw`\b(?:${NAMED_ADDRESSEE}|ai|bot|model|system) (?:instructions?|directives?|notes?|tasks?|commands?|orders?|messages?|prompts?|override|update)\s*:`),
  /(?:^|\n)\s*(?:```|~~~)\s*(?:system|instructions?|prompt)\b/,
  /\bnew (?:instructions?|directives?|orders)\s*:/,
  /<\|?\s*(?:im_start|im_end|system|endoftext|assistant|user)\s*\|?>/,
  /\[\/?(?:inst|sys|system)\]|<<\/?sys>>|<\/?system>|<\/?instructions?>/,
  /(?:^|\n)\s*#{1,6}\s*(?:system|instructions?|new instructions?|assistant)\b/,
  /\bsvc_[a-z_]{3,}\b/,
];

export function findAssistantWording(text: string): boolean {
  const folded = fold(text);
  const variants = new Set<string>();
  for (const base of [folded, joinSpacedLetters(folded)]) {
    variants.add(base);
    variants.add(unLeet(base));
  }
  for (const v of variants) {
    if (RAW_PATTERNS.some((p) => p.test(v))) return true;
    const w = wordsOnly(v);
    if (WORD_PATTERNS.some((p) => p.test(w))) return true;
  }
  return false;
}

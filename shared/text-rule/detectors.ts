import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { CountryCode } from "libphonenumber-js/max";
import { LinkifyIt } from "linkify-it";
import { parse as parseHost } from "tldts";
import { findAssistantWording, trie } from "./assistant.ts";
import { digitsView, fold, isNumberWord, normalise, type Normalised, SPACED_LETTERS } from "./normalize.ts";

/**
 * The contact detectors of the campaign text rule (spec section 1): email addresses, phone numbers
 * and links. Each reads the views of `normalise` (normalize.ts), never the raw text. Libraries do
 * what they are made for: libphonenumber-js says whether digits are a number some market dials,
 * tldts says whether a word after a dot is a real public suffix, linkify-it finds URLs with a
 * scheme. What is written by hand here is only what none covers: spelled-out "at" and "dot" in many
 * languages, split addresses, and the context rules that tell a domain from a sentence or a file name
 * and a phone number from a price, a date, a range or a product code.
 */

const view = (t: string | Normalised): Normalised => (typeof t === "string" ? normalise(t) : t);

// ---------------------------------------------------------------------------------------------------
// Words for "@" and "." in the languages people write briefs in (folded: no diacritics, lowercase).

const AT_WORDS = [
  "at",
  "arroba",
  "arobase",
  "arrobase",
  "chiocciola",
  "chiocciolina",
  "apenstaartje",
  "malpa",
  "malpka",
  "klammeraffe",
  "at zeichen",
  "at the rate",
  "at the rate of",
  "et",
  "snabel a",
  "snabela",
  "zavinac",
  "kukac",
  "et isareti",
  // Round 7: "the @ sign" said as such ("at işareti", "at-teken", "znak at").
  "at isareti",
  "at sign",
  "at symbol",
  "at teken",
  "at tegn",
  "znak at",
  "アットマーク",
  "アット",
  "ät",
  // Round 4: the word for "@" in the rest of the corpus's Latin-script languages.
  "a cong", // vi "a còng"
  "a moc",
  "a rond", // ro
  "krollalfa", // no "krøllalfa"
  "arrova", // ca
  "miukumauku", // fi
  // Round 6: more languages' words for "@" (Indonesian and Malay "a keong", Swahili "kwa" only inside a chain
  // ending in a spelled dot and a TLD, Slovenian "afna", Croatian and Serbian "majmunče", Lithuanian "eta").
  "a keong",
  "kwa",
  "afna",
  "majmunce",
  "majmunche",
  "eta",
  // Round 9: Uzbek "kuchukcha" (a puppy).
  "kuchukcha",
  // Round 11: the "@" as a monkey's or a tailed "a" in Romanian and Turkish.
  "coada de maimuta",
  "coada maimutei",
  "kuyruklu a",
  // Round 14: Icelandic "hjá", Swedish "hos" (both "at someone's", everyday words: only inside a chain with a spelled
  // dot and a TLD), Welsh "malwoden" (a snail), Basque "a bildua" (a wrapped "a"), Maltese "fuq" ("on").
  "hja",
  "malwoden",
  "a bildua",
  "fuq",
];
const DOT_WORDS = [
  "dot",
  "punto",
  "point",
  "punkt",
  "ponto",
  "punt",
  "kropka",
  "nokta",
  "piste",
  "tecka",
  "pont",
  "ドット",
  "ten",
  "daught",
  // Round 4: the word for "." in the rest of the corpus's Latin-script languages.
  "titik", // id, ms
  "punktum", // da, no
  "punct", // ro
  "bodka", // sk
  "tocka", // hr, sl
  "cham", // vi "chấm"
  "tuldok", // tl
  // Round 6: Swahili, Slovenian, Latvian, Lithuanian, Hungarian "pont" already above.
  "nukta", // sw
  "pika", // sl
  "punkts", // lv
  "taskas", // lt "taškas"
  // Round 9: Uzbek and Azerbaijani.
  "nuqta", // uz
  "noqtə", // az "nöqtə"
  // Round 14: Swedish, Icelandic, Welsh and Basque.
  "prick", // sv
  "punktur", // is
  "pwynt", // cy
  "puntu", // eu
  // Round 19: Irish and Breton.
  "ponc", // ga
  "pik", // br
];
// After a spelled dot, these TLDs are everyday words of the same language ("point de vue", "punto de").
// Round 6: an unmistakable "@" word in the chain ("arroba", "a còng", not "at") makes it an address even so
// ("ventas arroba tienda punto es"); the blocks of round 6 are the words of the languages whose dot words it added.
const DOT_WORD_BLOCKED: Record<string, string[]> = {
  point: [
    "de",
    "a",
    "en",
    "in",
    "me",
    "to",
    "la",
    "le",
    "du",
    "es",
    "et",
    "il",
    "si",
    "sa",
    "ma",
    "my",
    "by",
  ],
  punto: ["de", "di", "es", "e", "in", "a", "en", "y", "la", "el", "il", "da", "si", "ma", "se", "me", "lo"],
  ponto: ["de", "e", "a", "em", "da", "do"],
  dot: ["in", "to", "on", "is", "it", "at", "me", "no", "so", "do", "be", "by", "an", "as", "or"],
  punt: ["in", "de", "en", "te", "is", "op"],
  punkt: ["in", "am", "zu", "um", "an", "es"],
  ten: ["in", "to", "me", "is", "it", "at", "de", "es"],
  // vi "chấm có", "chấm là", "chấm để", "chấm về": "chấm" is also grading.
  cham: [
    "co",
    "la",
    "me",
    "to",
    "do",
    "da",
    "an",
    "ve",
    "de",
    "vi",
    "ma",
    "tu",
    "no",
    "ba",
    "bo",
    "my",
    "it",
    "in",
  ],
  titik: ["ke", "me", "la", "to", "in", "do", "di", "it"],
  nukta: ["za", "la", "ni", "na", "ya", "wa"],
  pika: ["si", "in", "je", "na", "za", "to"],
  pont: ["a", "az", "ez", "is", "in", "it"],
  prick: ["i", "pa", "en", "om", "av", "se"],
  punktur: ["i", "a", "er", "og"],
  puntu: ["da", "eta", "bat"],
  ponc: ["is", "ar", "do", "a", "an", "i"],
  pik: ["a", "ar", "e", "an", "da"],
};
// Round 14: a dot word and its own country's code after one spelled dot ("myphamxanh chấm vn", "kaffihus punktur
// is"): a host, though one dot alone before a country code is most often a sentence's word.
const DOT_WORD_HOME: Record<string, string[]> = {
  cham: ["vn"],
  titik: ["id", "my"],
  tuldok: ["ph"],
  prick: ["se", "nu"],
  punktur: ["is"],
  pwynt: ["cymru", "wales", "uk"],
  puntu: ["eus"],
  // Round 19: the community and country endings of Irish, Welsh, Galician and Breton after their dot words.
  ponc: ["ie"],
  dot: ["cymru", "wales"],
  punto: ["gal"],
  pik: ["bzh"],
  bodka: ["sk"],
  tocka: ["hr", "si", "rs", "ba"],
  punkts: ["lv"],
  taskas: ["lt"],
  nuqta: ["uz"],
};
// "@" words that are not also an everyday word of some language ("at" is English and Tagalog, "et" French,
// "kwa" Swahili, "eta" Basque): after one of these, a blocked TLD still ends an address.
const WEAK_AT = ["at", "et", "kwa", "eta", "ten", "hja", "fuq"];
const AT_UNMISTAKABLE = (w: string) => w === "@" || w === "＠" || (AT_SET.has(w) && !WEAK_AT.includes(w));
// Hosts a link is spelled out to: TLDs people actually type after "dot" (every ccTLD is too many).
const SPELLED_TLDS = [
  "com",
  "net",
  "org",
  "io",
  "co",
  "app",
  "dev",
  "ly",
  "me",
  "gg",
  "tv",
  "ai",
  "xyz",
  "info",
  "biz",
  "shop",
  "store",
  "link",
  "site",
  "online",
  "bio",
  "ee",
  "to",
  "uk",
  "us",
  "ca",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pl",
  "pt",
  "br",
  "mx",
  "jp",
  "in",
  "tr",
  "se",
  "be",
  "at",
  "ch",
  "au",
  "ie",
  "eu",
  "ru",
  "cn",
  "kr",
  "ar",
  "cl",
  "pe",
  "dk",
  "no",
  "fi",
  "cz",
  "gr",
  "ro",
  "hu",
  "nz",
  "za",
  "sg",
  "hk",
  "ne",
  "or",
  "ac",
  "gov",
  "edu",
  "club",
  "live",
  "page",
  "blog",
  "fm",
  "gl",
  "gd",
  "is",
  "cc",
  "ws",
  "tech",
  "studio",
  // Round 6: the country codes of the other markets people spell a host in ("titik id", "chấm vn", "dot ph",
  // "punto uy", "ντοτ gr"); where one is a word after a language's dot word, DOT_WORD_BLOCKED says so.
  "id",
  "vn",
  "ph",
  "my",
  "th",
  "sa",
  "ae",
  "eg",
  "ma",
  "il",
  "ir",
  "pk",
  "bd",
  "lk",
  "np",
  "ng",
  "ke",
  "tz",
  "ug",
  "gh",
  "ua",
  "by",
  "kz",
  "uz",
  "sk",
  "si",
  "hr",
  "rs",
  "ba",
  "bg",
  "lt",
  "lv",
  "lu",
  "tw",
  "mo",
  "ve",
  "ec",
  "uy",
  "py",
  "bo",
  "cr",
  "gt",
  "do",
  "pa",
  "ao",
  "mz",
  "qa",
  "kw",
  "om",
  "jo",
  "lb",
  "dz",
  "tn",
  // Round 9: the country codes of the languages whose words for "@" and "." round 9 added.
  "am",
  "ge",
  "mn",
  "kg",
  "az",
  "et",
  "mm",
  "kh",
  "la",
  // Round 11: the community TLDs of Catalan, Basque and Galician ("forn-vell punt cat"), weak like the codes above.
  "cat",
  "eus",
  "gal",
  // Round 14: the Welsh community TLD, Malta's and Niue's (Swedish sites) code.
  "cymru",
  "wales",
  "mt",
  "nu",
  // Round 19: Brittany's community TLD.
  "bzh",
  // Round 21: the country codes of West, Central and Southern Africa, the Caribbean and Central America that the
  // list lacked ("arobase bissapdakar point sn"), weak like round 6's; those that are everyday words ("ne", "na",
  // "so", "ga", "ni", "sl") stay out.
  "sn",
  "ci",
  "cm",
  "ml",
  "bf",
  "bj",
  "tg",
  "cd",
  "cg",
  "gn",
  "rw",
  "bi",
  "zm",
  "zw",
  "mw",
  "bw",
  "mu",
  "cv",
  "mg",
  "ht",
  "hn",
  "sv",
  "cu",
  "jm",
  "tt",
];
// The round-6 country codes end a spelled chain only with an "@" in it, a second dot ("titik co titik id") or a
// path after it: alone after one spelled dot ("Każda kropka ma znaczenie") they are more often a word.
const WEAK_TLDS = new Set(SPELLED_TLDS.slice(SPELLED_TLDS.indexOf("id")));

const alt = (xs: string[]) =>
  xs.slice().sort((a, b) => b.length - a.length).map((x) =>
    x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s-]*")
  ).join("|");
const AT_ALT = alt(AT_WORDS);
const DOT_ALT = alt(DOT_WORDS);
const TLD_ALT = alt(SPELLED_TLDS);
const LBL = String.raw`[a-z0-9](?:[a-z0-9_\-]{0,61}[a-z0-9])?`;
const NB = String.raw`(?![\p{L}\p{N}])`;
const PB = String.raw`(?<![\p{L}\p{N}])`;

// "(at)", "[at]", "{at}", "<at>", "(arroba)", "[@]" → "@"; the same with dot words → ".".
// Inside brackets a few prepositions stand for "@" as well ("ventas (en) marca", "lola [chez] gmail").
const BRACKET_AT = new RegExp(
  String
    .raw`\s*[\[\(\{<]\s*(?:${AT_ALT}|@|en|chez|bei|na|em|op|su|w|di|pada|pri|hos|ved|pa|u|v|kod|la)\s*[\]\)\}>]\s*`,
  "gu",
);
const BRACKET_DOT = new RegExp(String.raw`\s*[\[\(\{<]\s*(?:${DOT_ALT}|\.)\s*[\]\)\}>]\s*`, "gu");
// Round 17: hash signs as brackets around the words for "@" and "." ("sinta #at# batiknusa #titik# com"): a whole
// address, its ending a public suffix, so "the hashtags #at# and #dot# only" stay words.
const HASH_ADDRESS = new RegExp(
  String
    .raw`${PB}(${LBL})\s*#\s*(?:${AT_ALT}|@)\s*#\s*(${LBL}(?:\s*#\s*(?:${DOT_ALT}|\.)\s*#\s*${LBL})+)(?![\p{L}\p{N}])`,
  "gu",
);
const HASH_DOT = new RegExp(String.raw`\s*#\s*(?:${DOT_ALT}|\.)\s*#\s*`, "gu");
function hashAddress(m: string, user: string, rest: string): string {
  const host = rest.replace(HASH_DOT, ".");
  return parseHost(host).isIcann && parseHost(host).domain ? `${user}@${host}` : m;
}
// Round 13: the brackets of other scripts and the quotation marks used as brackets (【】〔〕「」『』〈〉《》〖〗〘〙﴾﴿⟨⟩«»)
// around a word for "@" or "." (or the sign itself, or a word of another script already made "(at)"): made round
// brackets, so the rewrite above reads them ("kol【at】brand【dot】cn", "info﴾at﴿brand﴾dot﴿com").
const SCRIPT_BRACKET_GATE = /[【〔「『〈《〖〘﴾﴿⟨«]/;
const SCRIPT_BRACKET = new RegExp(
  String.raw`[【〔「『〈《〖〘﴾﴿⟨«]\s*(${AT_ALT}|${DOT_ALT}|@|\.|\(at\)|\(dot\))\s*[】〕」』〉》〗〙﴿﴾⟩»]`,
  "gu",
);
const DASH_AT = /(?<=[a-z0-9])[-_](?:at)[-_](?=[a-z0-9])/g;
const DASH_DOT = /(?<=[a-z0-9])[-_](?:dot)[-_](?=[a-z0-9])/g;
// label (SEP label)* DOT tld [DOT tld]: "marta punto ruiz arroba gmail punto com", "brand dot co dot uk".
// A spelled separator may stand between commas, as in a sentence ("lena, at glowmail, dot com"; round 4).
const SEP = String
  .raw`\s*(?:@|\.)\s*|\s*,?\s+(?:${AT_ALT}|${DOT_ALT})\s*,?\s+|\s*(?:アットマーク|ドット|＠)\s*`;
const SPELLED_CHAIN = new RegExp(
  String
    .raw`${PB}${LBL}(?:(?:${SEP})${LBL})*?\s*,?(?:\s(?:${DOT_ALT})\s|\s*ドット\s*|\s*\.\s*)\s*(?:${TLD_ALT})(?:\s+(?:${DOT_ALT})\s+(?:${TLD_ALT}))?${NB}`,
  "gu",
);
const SPELLED_SEP = new RegExp(
  String.raw`\s*,?\s+(${AT_ALT}|${DOT_ALT})\s*,?\s+|\s*(アットマーク|ドット|＠|@|\.)\s*`,
  "gu",
);
const AT_SET = new Set(AT_WORDS.map((w) => w.replace(/[\s-]+/g, "")));

// Words a sentence puts before "at" that are never the name part of an address ("shop at brand.com").
const NOT_LOCAL = new Set([
  "shop",
  "apply",
  "available",
  "find",
  "look",
  "buy",
  "order",
  "visit",
  "us",
  "me",
  "them",
  "him",
  "her",
  "it",
  "out",
  "here",
  "there",
  "online",
  "live",
  "up",
  "sale",
  "register",
  "book",
  "meet",
  "join",
  "sign",
  "sold",
  "stores",
  "store",
  "now",
  "only",
  "both",
  "exclusively",
  "arrive",
  "starting",
  "starts",
  "post",
  "posted",
  "hosted",
  "details",
  "info",
  "more",
  "rest",
  "bio",
  "link",
  "links",
  "page",
  "profile",
  "paul",
  "nous",
  "vous",
  "toi",
  "moi",
  "lui",
  // Round 19: the Maltese "is found" before "fuq" ("tinsab fuq …": on a site).
  "jinsab",
  "tinsab",
  "jinsabu",
  "tinsabu",
]);

/** A chain with spelled separators, rewritten as the address or host it spells; null when it is prose. */
function rewriteChain(chain: string, pathAfter = false, mailNear = false): string | null {
  const seps = [...chain.matchAll(SPELLED_SEP)];
  if (
    !pathAfter && seps.length === 1 &&
    WEAK_TLDS.has(chain.slice(seps[seps.length - 1].index! + seps[seps.length - 1][0].length)) &&
    !DOT_WORD_HOME[(seps[0][1] ?? "").replace(/[\s-]+/g, "")]?.includes(
      chain.slice(seps[0].index! + seps[0][0].length),
    )
  ) return null;
  // Round 19: the Maltese "fuq" ("on") as the English "at": "jinsab fuq xemxija dot com dot mt/kreaturi" is a site.
  const firstAt = seps.find((m) => /^(?:at|et|fuq)$/.test((m[1] ?? "").trim()));
  // "lives at brand(.)com/brief": an address has no path, so the "at" is the sentence's.
  if (firstAt && pathAfter) {
    const host = rewriteChain(chain.slice(firstAt.index! + firstAt[0].length));
    return host === null ? null : `${chain.slice(0, firstAt.index! + firstAt[0].length)}${host}`;
  }
  // "more info at brand.com", "our page at tiktok dot com": a sentence's "at" before a host. The host
  // after it is still rewritten; a spelled-out dot after "info at" still makes an address.
  if (firstAt && NOT_LOCAL.has(chain.slice(0, firstAt.index!).split(/[.@\s]/).pop() ?? "")) {
    const rest = chain.slice(firstAt.index! + firstAt[0].length);
    const spelledDot = seps.some((m) =>
      m.index! > firstAt.index! && (m[1] ?? "").trim() !== "" && !/^(?:at|et)$/.test(m[1].trim())
    );
    if (
      !spelledDot ||
      /^(?:shop|apply|visit|page|profile|link|links|bio|find|look|buy|order|available|online|live|sign|join|register|book|here|there|us|me|them|now|only|jinsab|tinsab|jinsabu|tinsabu)$/
        .test(chain.slice(0, firstAt.index!).split(/[.@\s]/).pop() ?? "")
    ) {
      const host = rewriteChain(rest);
      return host === null ? null : `${chain.slice(0, firstAt.index! + firstAt[0].length)}${host}`;
    }
  }
  if (!seps.some((m) => (m[1] ?? m[2]) !== "." && (m[1] ?? m[2]) !== "@")) return null; // nothing spelled out
  const last = seps[seps.length - 1];
  const word = (last[1] ?? "").replace(/[\s-]+/g, "");
  const tld = chain.slice(last.index! + last[0].length);
  // Round 7: a path after it ("dot in slash offer") makes a blocked country code a host's too.
  if (
    DOT_WORD_BLOCKED[word]?.includes(tld) && !pathAfter &&
    !seps.some((m) => AT_UNMISTAKABLE((m[1] ?? m[2] ?? "").replace(/[\s-]+/g, ""))) &&
    !(firstAt && atMailbox(chain, seps, firstAt, mailNear))
  ) return null;
  return chain.replace(SPELLED_SEP, (_m, w1: string | undefined, w2: string | undefined) => {
    const w = (w1 ?? w2 ?? "").replace(/[\s-]+/g, "");
    return AT_SET.has(w) || w === "@" || w === "＠" ? "@" : ".";
  });
}

/**
 * Round 12: "neha.creates at desi-threads dot in", "priya at glowkart dot in" (mail asked for): a spelled "at" and a
 * spelled "dot" make an address with a country code that is also a word ("in", "me", "to") when its name is a
 * mailbox's (a dot, an underscore or a digit in it), the host has a hyphen or a second dot, or the text asks for
 * mail.
 */
function atMailbox(
  chain: string,
  seps: RegExpMatchArray[],
  at: RegExpMatchArray,
  mailNear: boolean,
): boolean {
  const local = chain.slice(0, at.index!).split(/\s/).pop() ?? "";
  if (local === "" || NOT_LOCAL.has(local)) return false;
  const after = seps.filter((m) => m.index! > at.index!);
  if (after.length === 0 || after.some((m) => /^(?:at|et)$/.test((m[1] ?? "").trim()))) return false;
  const host = chain.slice(at.index! + at[0].length);
  return mailNear || /[._\d]/.test(local) || after.length >= 2 || /^[a-z0-9]+-[a-z0-9]/.test(host);
}

// Common TLDs where "word .tld" or "word. tld" is still a host ("sunny .com/apply", "discord . gg").
const STRONG_TLDS = [
  "com",
  "net",
  "org",
  "io",
  "co",
  "gg",
  "ly",
  "ee",
  "shop",
  "store",
  "app",
  "bio",
  "link",
  "me",
];
const SPACED_DOT = new RegExp(
  String
    .raw`(?<=[a-zA-Z0-9])(?:\s+\.\s*|\s*\.\s+)(${
    alt(STRONG_TLDS)
  })(?=\s*/|[\s)\].,!?;:]*$|\s+[a-z]|\s*\.\s*[a-z]{2}(?:\s*/|[\s)\].,!?;:]*$))`,
  "gmu",
);
// Round 10: a dotted abbreviation of short pieces ending right before the spaced dot ("p. ex", "i.e", "etc", "Sra").
const ABBREV_BEFORE = /(?:^|[^\p{L}\p{N}.])(?:\p{L}{1,3}[.\-]{1,2}\s?)*\p{L}{1,3}$/u;
// Round 6: a country code after a closed-up second-level label, spaced too ("parlak.com . tr / yaz",
// "kaffeehaus.co . at / sommer"), lowercase and followed by a path or the end, as a host is written (no
// look-behind: it would run at every position of every text with a full stop).
const SPACED_CC =
  /([a-z0-9]\.(?:com|co|net|org|gov|gob|edu|ac|or|ne))(?:\s+\.\s*|\s*\.\s+)([a-z]{2})(?=\s*\/|[\s)\].,!?;:]*$)/gm;
// Cheap substrings one of which a spelled "at" or "dot" always contains (speed: most texts have none),
// derived from the word lists: a word's longest part, a short Latin word (three letters or less) only
// with a space on each side ("at", "dot", "et"), and the fullwidth "＠".
const SPELLED_GATE = [
  ...new Set(
    [...AT_WORDS, ...DOT_WORDS].map((w) =>
      /^[a-z]{1,3}$/.test(w) ? ` ${w} ` : w.split(" ").reduce((a, b) => (b.length > a.length ? b : a))
    ),
  ),
  "＠",
];
// Round 6: one expression for the gate (a loop of `includes` over the list took 0.03-0.05 ms per 2,000 characters,
// five times the expression's).
const SPELLED_GATE_RE = new RegExp(
  SPELLED_GATE.map((g) => g.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
  "u",
);
const SPELLED_WORD = new RegExp(String.raw`${PB}(?:${AT_ALT}|${DOT_ALT})${NB}|アットマーク|ドット|＠`, "u");

/**
 * Round 4: the words for "@" and "." in the corpus's other scripts (Hebrew, Cyrillic, Greek, Arabic, Thai,
 * Korean, Chinese, Japanese), and the TLD "com" written in them. They are everyday words too ("собака" is a
 * dog, "点" a point, "점" a score), so they only count standing between two Latin tokens, with or without
 * spaces or brackets ("ivan собака yandex точка ru", "wanglei艾特qq点com", "sportmag(точка)ru/promo"), and
 * become the bracketed forms the next step already undoes.
 */
const SCRIPT_AT_WORDS = [
  "שטרודל",
  "כרוכית",
  "собака",
  "собачка",
  // Round 8: Bulgarian and Macedonian "@" ("маймунка", a little monkey).
  "маймунка",
  "маймунско а",
  "маймунско",
  "мајмунче",
  "собачку",
  "собакой",
  "равлик",
  "παπακι",
  "παπάκι",
  "골뱅이",
  "艾特",
  "小老鼠",
  "圈a",
  "แอท",
  "แอ็ท",
  "あっと",
  "アット",
  "アットマーク",
  "एट द रेट",
  "एट",
  // Round 6: Arabic and Persian "at" as said ("آت", "أت", "ات"), Bengali, Korean "앳".
  "آت",
  "أت",
  "ات",
  "اَت",
  "ایت",
  "অ্যাট",
  "এট",
  "앳",
  // Round 9: Armenian "շնիկ" (a puppy), Kazakh "айқұлақ", Georgian "ძაღლუკა", Uzbek "кучукча", and "at" as said
  // in Amharic, Sinhala, Marathi, Gujarati, Punjabi, Urdu and Bengali.
  "շնիկ",
  "айқұлақ",
  "ძაღლუკა",
  "кучукча",
  "አት",
  "ඇට්",
  "ॲट",
  // Round 19: the Marathi "at" with its candra (the joiner folded away).
  "अॅट",
  "એટ",
  "ਐਟ",
  "ایٹ",
  "এ্যাট",
  // Round 12: "at sign" said as such in Persian and Arabic ("ات‌ساین", its joiner folded away).
  "اتساین",
  "اَتساین",
  "ات ساین",
  "آتساین",
  "آت ساین",
  "آت ساين",
  "آتساين",
  "ات ساين",
].map(fold);
const SCRIPT_DOT_WORDS = [
  "נקודה",
  "точка",
  "точку",
  "крапка",
  "τελεια",
  "τελεία",
  "نقطة",
  "نقطه",
  "닷",
  "점",
  "点",
  "點",
  "圆点",
  "ดอท",
  "จุด",
  "ドット",
  "てん",
  "डॉट",
  "डोट",
  // Round 6: "dot" as said in Arabic, Persian, Hebrew, Greek, Bengali, Thai and Japanese.
  "دوت",
  "دات",
  "دت",
  "דוט",
  "ντοτ",
  "ডট",
  "ดอต",
  "どっと",
  // Round 9: the word for "." of Armenian, Kazakh, Georgian, Uzbek, Mongolian, Kyrgyz, Tatar, Amharic, Sinhala,
  // Burmese, Khmer and Lao, and "dot" as said in Amharic, Sinhala, Burmese, Tamil, Telugu, Kannada, Malayalam,
  // Gujarati, Punjabi, Urdu and Nepali.
  "կետ",
  "нүкте",
  "წერტილი",
  "нуқта",
  "цэг",
  "чекит",
  "нокта",
  "ነጥብ",
  "ዶት",
  "තිත",
  "ඩොට්",
  "ဒေါ့",
  "အစက်",
  "ចុច",
  "ຈຸດ",
  "டாட்",
  "புள்ளி",
  "డాట్",
  "ಡಾಟ್",
  "ഡോട്ട്",
  "ડોટ",
  "ਡਾਟ",
  "ڈاٹ",
  "डट",
].map(fold);
const SCRIPT_TLDS: [string, string][] = [
  ["คอม", "com"],
  ["컴", "com"],
  ["ком", "com"],
  ["コム", "com"],
  ["康姆", "com"],
  ["넷", "net"],
  ["ネット", "net"],
  ["كوم", "com"],
  ["کام", "com"],
  ["کوم", "com"],
  ["קום", "com"],
  ["κομ", "com"],
  ["কম", "com"],
  // Round 9
  ["կոմ", "com"],
  ["კომ", "com"],
  ["ኮም", "com"],
  ["කොම්", "com"],
  ["ကွမ်း", "com"],
  ["ຄອມ", "com"],
  ["காம்", "com"],
  ["కామ్", "com"],
  ["ಕಾಮ್", "com"],
  ["കോം", "com"],
  ["કોમ", "com"],
  ["ਕਾਮ", "com"],
  ["कॉम", "com"],
  // Round 19: India's code as said in Devanagari.
  ["इन", "in"],
].map(([w, t]) => [fold(w), t]);
const SCRIPT_GATE = new RegExp(
  [...SCRIPT_AT_WORDS, ...SCRIPT_DOT_WORDS].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
  "u",
);
// Round 9 (speed): a character each of those words holds (its last one outside ASCII once folded, or the word
// itself when it has none), looked for before the words: the list doubled, and most texts hold none of them.
const SCRIPT_CHARS = new RegExp(
  [
    `[${
      [
        ...new Set(
          [...SCRIPT_AT_WORDS, ...SCRIPT_DOT_WORDS].flatMap((w) =>
            [...w].filter((c) => c > "\x7f").slice(-1)
          ),
        ),
      ].join("")
    }]`,
    ...[...SCRIPT_AT_WORDS, ...SCRIPT_DOT_WORDS].filter((w) => [...w].every((c) => c <= "\x7f")),
  ].join("|"),
  "u",
);
// Round 9: after a word for ".", a TLD people type (or one written in the script), or a label the chain goes on
// from (another dot, a path): "kofe нүкте kz/menu", "shop точка example точка com"; not a brand or a word after
// it ("Ferrari точка Lamborghini", "Adobe Premiere կետ Final Cut": ".lamborghini" and ".final" are suffixes too).
const SCRIPT_DOT_AHEAD = String.raw`(?:${TLD_ALT})(?![a-z0-9])|${LBL}\s*(?:[\[\(\{<]?\s*(?:${
  alt(SCRIPT_DOT_WORDS)
})|[./@])`;
const SCRIPT_SEP = (words: string[], ahead = "[a-z0-9]") =>
  new RegExp(
    String.raw`(?<=[a-z0-9])\s*[\[\(\{<]?\s*(?:${alt(words)})\s*[\]\)\}>]?\s*(?=${ahead}|(?:${
      SCRIPT_TLDS.map(([w]) => w).join("|")
    }))`,
    "gu",
  );
const SCRIPT_AT = SCRIPT_SEP(SCRIPT_AT_WORDS);
const SCRIPT_DOT = SCRIPT_SEP(SCRIPT_DOT_WORDS, SCRIPT_DOT_AHEAD);
const SCRIPT_TLD = new RegExp(
  // Round 7: or glued to a word for "/" ("cafe닷컴슬래시sale").
  String.raw`(?<=\(dot\) )(?:${
    SCRIPT_TLDS.map(([w]) => w).join("|")
  })(?:(?![\p{L}\p{N}])|(?=斜杠|斜线|斜線|スラッシュ|슬래시))`,
  "gu",
);
const SCRIPT_TLD_OF = new Map(SCRIPT_TLDS);

// Round 11: the "@" named between "then"s ("parteneriate, apoi coadă de maimuță, apoi ciocolata-carpati punct ro",
// "kooperation, dann Klammeraffe, dann shop punkt de"): the words for "then" around an unmistakable word for "@"
// (not "at", "et", "kwa", "eta") dropped, so the spelled chain reads on. A comma before, a "then" on one side at
// least (speed: the expression is tried at commas only).
const THEN_WORDS = [
  "then",
  "next",
  "after that",
  "followed by",
  "dann",
  "danach",
  "apoi",
  "urmeaza",
  "dupa aceea",
  "luego",
  "despues",
  "despres",
  "dan",
  "daarna",
  "sedan",
  "deretter",
  "derefter",
  "sitten",
  "nato",
  "potem",
  "pak",
  "potom",
  "zatim",
  "aztan",
  "utana",
  "sonra",
  "roi",
  "sau do",
  "kemudian",
  "lalu",
  "ensuite",
  "puis",
  "poi",
  "depois",
  "em seguida",
  "siis",
  "tada",
  "pec tam",
  "paskui",
  "pastaj",
  "после",
  "потом",
  "затем",
  "далі",
  "потім",
  "след това",
].map(fold);
const THEN_AT = new RegExp(
  // Round 12: an article before the word for "@" ("puis l'arobase", "danach das At-Zeichen", "depois a arroba") and
  // "and" before the second "then" ("luego la arroba y luego …").
  String.raw`,(?<=[a-z0-9],)(\s*)((?:${
    alt(THEN_WORDS)
  })\s+(?:l['’]|(?:la|el|a|o|das|der|die|the|an|un|une|una|um|uma|ein|il|lo|den|det)\s+)?)?(${
    alt([
      ...AT_WORDS.filter((w) => !WEAK_AT.includes(w)),
      ...SCRIPT_AT_WORDS.filter((w) => /\p{L}{4}/u.test(w)),
    ])
  })(\s*,\s*|\s+)((?:(?:y|e|und|and|et|i|en|og|och|и)\s+)?(?:${alt(THEN_WORDS)})\s+)?(?=[a-z0-9])`,
  "gu",
);

const ODD_DOT_GATE = /[·∙•●・]|\n\s*\.|\s\.\s+[a-z]{2}(?![a-z])/;
const ODD_DOT =
  /(?<=[a-z0-9])(\s*[·∙•●・]\s*|[ \t]*\n\s*\.\s*|\s+\.\s+)([a-z]{2,6})(?:(\s*[·∙•●・]\s*|\s+\.\s+|\.)([a-z]{2}))?(?![a-z0-9])/gmu;
const ODD_DOT_END = /^(?:\s*\/\s*[a-z0-9]|[\s)\].,!?;:]*$)/m;
function oddDot(
  m: string,
  sep: string,
  tld: string,
  sep2: string | undefined,
  cc: string | undefined,
  at: number,
  all: string,
) {
  const suffix = cc ? `${tld}.${cc}` : tld;
  const p = parseHost(`example.${suffix}`);
  if (!p.isIcann || p.publicSuffix !== suffix || FILE_EXT_TLDS.has(tld)) return m;
  // A spaced dot alone (no middle dot, bullet or line break): only after a name with a hyphen or a digit, or before
  // a path or a second suffix ("kafe-aigaio . gr / creators"), not after a sentence's last word.
  const rest = all.slice(at + m.length, at + m.length + 80);
  const name = /[a-z0-9\-]+$/.exec(all.slice(Math.max(0, at - 64), at))?.[0] ?? "";
  // The item of a list ("warm · honest · no"): a bullet or a spaced dot before the name too.
  if (/(?:\s\.|[·∙•●・])\s*$/.test(all.slice(Math.max(0, at - name.length - 4), at - name.length))) return m;
  if (/^\s+\.\s+$/.test(sep)) {
    // The spaced dot (a middle dot folds to it): a name with a hyphen or a digit, a path or a second suffix, or a
    // name of five letters or more ending the text or the line.
    if (
      !sep2 && !/[\-\d]/.test(name) && !/^\s*\//.test(rest) && !(name.length >= 5 && ODD_DOT_END.test(rest))
    ) return m;
  } else if (!ODD_DOT_END.test(rest)) return m;
  return `.${suffix}`;
}

// Round 19: the names of Latin letters as written in other scripts, joined by hyphens or middle dots ("ケー・ユー・エム・オー
// ドット ジェー・ピー", "에스-유-엔 닷 케이-알", "эс-ю-эн точка ру", "एस-ओ-एल डॉट इन", "เอช-อี-แอล-แอล-โอ แอท …"): a run of
// two names or more becomes its letters, and the words for "@" and "." around it are read as round 6's. A name alone
// is a word ("ビー", "비", "и", "ए"): only in a run of them.
const SCRIPT_LETTER_NAMES: Record<string, string> = {};
for (
  const [letters, ...scripts] of [
    ["a", "エー", "エイ", "에이", "эй", "ей", "ए", "एे", "เอ"],
    ["b", "ビー", "비", "би", "бі", "बी", "บี"],
    ["c", "シー", "씨", "си", "сі", "सी", "ซี"],
    ["d", "ディー", "デー", "디", "ди", "ді", "डी", "ดี"],
    ["e", "イー", "이", "и", "і", "ई", "อี"],
    ["f", "エフ", "에프", "эф", "еф", "एफ", "เอฟ"],
    ["g", "ジー", "지", "джи", "джі", "जी", "จี"],
    ["h", "エイチ", "エッチ", "에이치", "эйч", "ейч", "एच", "เอช"],
    ["i", "アイ", "아이", "ай", "ाई", "आई", "आय", "ไอ"],
    ["j", "ジェー", "ジェイ", "제이", "джей", "जे", "เจ"],
    ["k", "ケー", "ケイ", "케이", "кей", "के", "เค"],
    ["l", "エル", "엘", "эл", "эль", "ел", "एल", "แอล"],
    ["m", "エム", "엠", "эм", "ем", "एम", "เอ็ม"],
    ["n", "エヌ", "엔", "эн", "ен", "एन", "เอ็น"],
    ["o", "オー", "오", "оу", "ओ", "โอ"],
    ["p", "ピー", "피", "пи", "пі", "पी", "พี"],
    ["q", "キュー", "큐", "кью", "क्यू", "คิว"],
    ["r", "アール", "알", "ар", "эр", "आर", "อาร์"],
    ["s", "エス", "에스", "эс", "ес", "एस", "เอส"],
    ["t", "ティー", "티", "ти", "ті", "टी", "ที"],
    ["u", "ユー", "유", "ю", "यू", "ยู"],
    ["v", "ブイ", "ヴィー", "브이", "ви", "ві", "वी", "วี"],
    ["w", "ダブリュー", "더블유", "डब्ल्यू", "ดับเบิลยู"],
    ["x", "エックス", "엑스", "экс", "екс", "एक्स", "เอ็กซ์"],
    ["y", "ワイ", "와이", "уай", "वाई", "वाय", "วาย"],
    ["z", "ゼット", "ゼッド", "제트", "зед", "ज़ेड", "जेड", "แซด"],
  ]
) {
  for (const w of scripts) {
    for (const v of new Set([w, w.replace(/й/g, "и")])) SCRIPT_LETTER_NAMES[fold(v)] = letters;
  }
}
const LETTER_NAME_ALT = alt(Object.keys(SCRIPT_LETTER_NAMES));
const LETTER_NAME_RUN = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${LETTER_NAME_ALT})(?:[-・](?:${LETTER_NAME_ALT}))+(?![\p{L}\p{M}])`,
  "gu",
);
const LETTER_NAME_GATE = /[\u0080-\uffff][-・][\u0080-\uffff]/;
function letterNames(s: string): string {
  return s.replace(LETTER_NAME_RUN, (m) => m.split(/[-・]/).map((w) => SCRIPT_LETTER_NAMES[w] ?? w).join(""));
}

// Round 19: an address or a site given by the initials of a spelling alphabet's words, between commas and the words for
// "@" and "." ("Sierra Uniform November, at, Bravo Echo Alpha Charlie Hotel, dot, Charlie Oscar Mike", "Sigrid Olivia
// Ludvig Edith Nils, punktum, Nils Olivia – forbokstavene"): each run of capitalised words gives its initials. An
// address needs two words at least before and after the "@" word and a real suffix at the end; a site, three words
// before its dot and a word saying initials or spelling are meant (or the words all NATO's).
const CAP_WORD = String.raw`\p{Lu}[\p{Ll}'’]+`;
const CAP_RUN = String.raw`${CAP_WORD}(?:\s+${CAP_WORD})*`;
const capWords = (xs: string[]) =>
  alt(xs).replace(/(^|\|)([a-z])/g, (_m, b: string, c: string) => `${b}[${c}${c.toUpperCase()}]`);
const INITIALS_SEP = String.raw`\s*,\s*(${capWords([...AT_WORDS, ...DOT_WORDS])})\s*,\s*`;
const INITIALS_CHAIN = new RegExp(
  String.raw`(?<![\p{L}])${CAP_RUN}(?:${INITIALS_SEP}${CAP_RUN})+(?![\p{L}])`,
  "gu",
);
const INITIALS_GATE = new RegExp(String.raw`,\s*(?:${capWords([...AT_WORDS, ...DOT_WORDS])})\s*,`, "u");
const INITIALS_CUE =
  /initial|inicia|beginletter|forbokstav|forbogstav|forsta bokstav|esitah|alkukirjai|kezdobet|pierwsze liter|prvni pismen|prve pismen|pocetna slova|zacetnic|bas harf|buchstabier|epele|spell|spelt|soletr|po crkah|slovkan|harf harf|tahthaaval|danh van|chu cai dau|hlaskov|tavutta|betuzve|pe litere|deletre|bokstaver/;
const NATO = new Set(
  "alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu"
    .split(" "),
);
function spelledInitials(s: string, folded: string): string {
  return s.replace(INITIALS_CHAIN, (m) => {
    const parts = m.split(new RegExp(INITIALS_SEP, "u"));
    // parts: run, sep word, run, sep word, run …
    const runs = parts.filter((_p, i) => i % 2 === 0).map((r) => r.trim().split(/\s+/));
    const seps = parts.filter((_p, i) => i % 2 === 1).map((w) => w.toLowerCase().replace(/[\s-]+/g, ""));
    const isAt = seps.map((w) => AT_SET.has(w));
    const ats = isAt.filter(Boolean).length;
    if (ats > 1 || isAt[seps.length - 1] || (ats === 1 && isAt.indexOf(true) !== 0)) return m;
    const last = runs[runs.length - 1];
    if (last.length < 2 || last.length > 3 || runs.some((r) => r.length > 20)) return m;
    const letters = runs.map((r) => r.map((w) => w[0].toLowerCase()).join(""));
    const host = letters.slice(ats).join(".");
    const p = parseHost(host);
    if (!p.domain || !p.isIcann) return m;
    if (ats === 1) {
      if (runs[0].length < 2 || runs[1].length < 2) return m;
      return `${letters[0]}@${host}`;
    }
    if (runs[0].length < 3) return m;
    const nato = runs.every((r) => r.every((w) => NATO.has(w.toLowerCase())));
    return nato || INITIALS_CUE.test(folded) ? host : m;
  });
}

/** Views for the email and link checks: spelled and bracketed "@" and "." undone, schemes repaired. */
function contactViews(n: Normalised): string[] {
  if (n.contact) return n.contact;
  const out = new Set<string>();
  const scriptBrackets = SCRIPT_BRACKET_GATE.test(n.cased);
  for (const base of n.joined === n.folded ? [n.cased] : [n.cased, joinCased(n)]) {
    // "sunny .com", "discord . gg /x": only lowercase TLDs (a capital after a full stop is a sentence).
    // Each rewrite runs only when what it looks for is there at all (speed).
    // Round 10: not after a dotted abbreviation when a word follows ("p. ex. com luz", "i.e. com", "Sra. me
    // pidió": "com" is "with", "me" a pronoun); "ex. com/promo" still closes.
    let s = / \.|\. /.test(base)
      ? base.replace(
        SPACED_DOT,
        (m, tld: string, at: number, all: string) =>
          /^[a-z]/.test(tld) &&
            !(ABBREV_BEFORE.test(all.slice(Math.max(0, at - 16), at)) &&
              /^\s+\p{Ll}/u.test(all.slice(at + m.length, at + m.length + 3)))
            ? `.${tld}`
            : m,
      ).replace(
        SPACED_CC,
        "$1.$2",
      )
      : base;
    // Round 14: a middle dot or a bullet for the dot ("fjallbrod · se", "vinodelsud ● it"), a line break before it
    // ("toamnadulce\n.ro") and a spaced dot before a country code ("brand-hana . co . kr", "medovik . ru / akciya"):
    // a lowercase public suffix right after, then a path, a second suffix or the end of the text or line (a list's
    // bullets stand between words: "one reel · three stories").
    if (ODD_DOT_GATE.test(s)) s = s.replace(ODD_DOT, oddDot);
    if (s.includes(",") && INITIALS_GATE.test(s)) s = spelledInitials(s, n.folded);
    s = s.toLowerCase();
    if (LETTER_NAME_GATE.test(s)) s = letterNames(s);
    if (/[tx]\s*p\s*s?\s*:/.test(s)) {
      s = s.replace(/\bh\s*[tx]\s*[tx]\s*p\s*(s?)\s*:\s*\/\s*\/\s*/g, "http$1://");
    }
    if (s.includes(",")) {
      s = s.replace(
        THEN_AT,
        (m, _a, then1: string | undefined, at: string, _b, then2: string | undefined) =>
          then1 || then2 ? ` ${at} ` : m,
      );
    }
    if (/[\u0080-\uffff]/.test(s) && SCRIPT_CHARS.test(s) && SCRIPT_GATE.test(s)) {
      s = s.replace(SCRIPT_AT, " (at) ").replace(SCRIPT_DOT, " (dot) ").replace(
        SCRIPT_TLD,
        (w) => SCRIPT_TLD_OF.get(w) ?? w,
      );
    }
    if (scriptBrackets) {
      s = s.replace(SCRIPT_BRACKET, (_m, w: string) => w.startsWith("(") ? ` ${w} ` : `(${w})`);
    }
    if (/#[^#\n]{1,12}#/.test(s)) s = s.replace(HASH_ADDRESS, hashAddress);
    if (/[\[({<]/.test(s)) {
      const t = s.replace(BRACKET_AT, "@").replace(BRACKET_DOT, ".");
      // Round 10: every piece in its own brackets ("{hej}@{brand}.{dk}" once the signs are undone).
      s = t === s ? s : t.replace(BRACKET_PIECE, "$1$2");
    }
    // Round 10: an address or a host put together in code ("'dewi' + '@' + 'brand.id'").
    if (s.includes("+") && CONCAT.test(s)) s = s.replace(CONCAT_ALL, "");
    if (/[-_](?:at|dot)[-_]/.test(s)) s = s.replace(DASH_AT, "@").replace(DASH_DOT, ".");
    // "name @ brand.com" → an address; not after a handle ("tag @brand @ the end").
    if (s.includes(" @ ")) {
      // Round 18: nor in a note on where the "@" goes, a handle glued to one elsewhere ("use the @ only when tagging
      // @brand"), unless a host or a webmail provider follows.
      const handleNote = HANDLE_GLUED.test(s);
      // Round 12: not inside a quoted slogan ("« Tout le monde @ table »", "„Alle @ Bord“"), unless a host or a webmail
      // provider follows.
      s = s.replace(
        /(?<=(?:^|[^@a-z0-9._\-])[a-z0-9._\-]*[a-z0-9])\s+@\s+(?=[a-z0-9])/g,
        (m: string, at: number, all: string) =>
          ((QUOTE_OPEN.test(all.slice(Math.max(0, at - 40), at)) &&
              QUOTE_CLOSE.test(all.slice(at + m.length, at + m.length + 40))) ||
              AT_ARTICLE.test(all.slice(Math.max(0, at - 8), at)) || handleNote) &&
            !SPACED_AT_HOST.test(all.slice(at + m.length, at + m.length + 80))
            ? m
            : "@",
      );
    }
    if (s.includes("www")) s = s.replace(WWW_WORDS, "www.$1.$2").replace(WWW_SPACED, "www.$1.$2");
    if (SPELLED_GATE_RE.test(s) && SPELLED_WORD.test(s)) {
      s = s.replace(
        SPELLED_CHAIN,
        (m, at: number, all: string) =>
          // Spelled with commas, an address ends its sentence ("lena, at glowmail, dot com"); "home, dot com
          // deals" is prose.
          m.includes(",") && !/^\s*(?:$|[.!?;:)\]\n])/.test(all.slice(at + m.length, at + m.length + 3))
            ? m
            : rewriteChain(
              m,
              all[at + m.length] === "/" || SLASH_AFTER.test(all.slice(at + m.length, at + m.length + 24)),
              MAIL_WORDS.test(all),
            ) ?? m,
      );
    }
    // A word for "/" only counts after a host ("brand.mx barra verano") or as "slash" (speed: the words' list is
    // long since round 6, so it is not searched through every text).
    if ((s.includes("slash") || SLASH_HOST.test(s)) && SLASH_WORD.test(s)) s = s.replace(SLASH_WORDS, "/");
    out.add(s);
  }
  n.contact = [...out];
  return n.contact;
}

// "slash" between a host and its path, in the corpus's languages (round 4): "marca punto mx barra verano".
const SLASH_LIST = [
  "slash",
  "barra",
  "barre",
  "schragstrich",
  "ukosnik",
  "слэш",
  "слеш",
  "スラッシュ",
  "斜杠",
  "eğik çizgi",
  "garis miring",
  // Round 6: the word for "/" in more languages (Vietnamese, Malay, Czech, Slovak, Danish, Norwegian, Swedish,
  // Hungarian, Finnish, Romanian, Dutch, Greek, Hebrew, Arabic, Persian, Hindi, Bengali, Korean, Chinese, Turkish).
  "gạch chéo",
  "gạch xiên",
  "xẹt",
  "garis condong",
  "lomítko",
  "lomka",
  "skråstreg",
  "skråstrek",
  "snedstreck",
  "perjel",
  "per jel",
  "kauttaviiva",
  "bară oblică",
  "schuine streep",
  "κάθετος",
  "καθέτο",
  "לוכסן",
  "شرطة مائلة",
  "سلاش",
  "اسلش",
  "स्लैश",
  "স্ল্যাশ",
  "슬래시",
  "斜线",
  "斜線",
  "slaş",
  "taksim",
]
  .map(fold);
// Round 7: the Chinese, Japanese and Korean words for "/" glued to the host and the path ("点com斜杠sale").
const CJK_SLASH = "斜杠|斜线|斜線|スラッシュ|슬래시";
const SLASH_HOST = /\.[a-z]{2,24}(?:\s|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])/;
const SLASH_WORD = new RegExp(SLASH_LIST.join("|"), "u");
const SLASH_AFTER = new RegExp(String.raw`^\s+(?:${SLASH_LIST.join("|")})\s+[a-z0-9]`, "u");
const SLASH_WORDS = new RegExp(
  String
    .raw`(?<=\.[a-z]{2,24})\s+(?:${
    SLASH_LIST.join("|")
  })\s+(?=[a-z0-9])|\s+slash\s+|(?<=\.[a-z]{2,24})\s*(?:${CJK_SLASH})\s*(?=[a-z0-9])`,
  "gu",
);

// Round 10: "w w w . brand . dk / x" once the letters are joined: "www" and two spaced dots, any TLD.
const WWW_SPACED = new RegExp(String.raw`\bwww\s*\.\s*(${LBL})\s*\.\s*([a-z]{2,12})(?![a-z0-9])`, "g");
const BRACKET_PIECE = /[\[({<]([a-z0-9._%+\-]+)[\])}>](?=[@.])|(?<=[@.])[\[({<]([a-z0-9._%+\-]+)[\])}>]/g;
const CONCAT = /(['"`])\s*\+\s*['"`]/;
const CONCAT_ALL = /(['"`])\s*\+\s*['"`]/g;
const WWW_WORDS = new RegExp(String.raw`\bwww\s+(?:dot\s+)?(${LBL})\s+(?:dot\s+)?(com|net|org|io|co)\b`, "g");

/** `joined` keeps no case; redo the join on the cased view for the spaced-dot rule. */
function joinCased(n: Normalised): string {
  return n.cased.replace(
    SPACED_LETTERS,
    (m) => {
      const seps = m.match(/[ ._\-*]+/g) ?? [];
      // Round 10: three letters with a dot between are an abbreviation ("c.-à-d.", "z. B."), not a host.
      if (m.length <= 9 && seps.some((x) => x.includes(".")) && m.replace(/[ ._\-*]+/g, "").length < 4) {
        return m;
      }
      if (seps.every((x) => x.includes("."))) return m.replace(/[ ._\-*]+/g, "");
      return m.replace(/[ ._\-*]+/g, (x) => (x.includes(".") ? "." : ""));
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// Email addresses

const EMAIL_PLAIN = new RegExp(String.raw`[a-z0-9._%+\-]+@${LBL}(?:\.${LBL})*\.[a-z]{2,}`);
const MAILTO = /\bmailto\s*:/;
// Webmail providers: "name at gmail", "ziomek123 na gmailu", "hana@docomo".
const PROVIDERS = [
  // Round 14: Slovak, Ukrainian, Bulgarian, Czech and Korean webmail, and Polish "na Onecie".
  "azet",
  "onecie",
  "onetu",
  "ukr.net",
  "i.ua",
  "meta.ua",
  "bigmir",
  "abv.bg",
  "rambler",
  "centrum.cz",
  "post.cz",
  "hanmail",
  "daum",
  "gmail",
  "googlemail",
  "yahoo",
  "hotmail",
  "outlook",
  "icloud",
  "protonmail",
  "proton",
  "gmx",
  "yandex",
  "aol",
  "zoho",
  "rediffmail",
  "libero",
  "wanadoo",
  "laposte",
  "t-online",
  "web.de",
  "wp.pl",
  "o2.pl",
  "onet",
  "interia",
  "seznam",
  "docomo",
  "ezweb",
  "naver",
  "qq.com",
  "163.com",
  "mail.ru",
  "tutanota",
  "fastmail",
  "orange.fr",
  "free.fr",
  "ziggo",
  "telia",
  "uol.com",
  "bol.com.br",
  "terra.com",
  "sapo.pt",
  "tiscali",
  "virgilio",
  "live.com",
  "msn.com",
  "me.com",
];
const PROVIDER_ALT = alt(PROVIDERS);
const SPACED_AT_HOST = new RegExp(
  String.raw`^(?:[a-z0-9][a-z0-9\-]*\s?\.\s?[a-z]{2}|(?:${PROVIDER_ALT})(?![a-z]))`,
);
// "the @", "o @ visível", "l'@": the sign named with an article is the sign itself.
const AT_ARTICLE =
  /(?:^|[^a-z])(?:the|le|la|el|o|a|l|das|der|die|den|det|il|lo|un|une|una|um|uma|ein|eine|this|that|een|het)$/;
// An opening quote not closed before the "@", and a closing one after it.
const QUOTE_OPEN = /[«„“‹「『"][^«»„“”‹›「」『』"]*$/;
const QUOTE_CLOSE = /^[^«»„“”‹›「」『』"]*[»“”›」』"]/;
const EMAIL_PROVIDER = new RegExp(
  String.raw`${PB}[a-z0-9][a-z0-9._%+\-]*\s*(?:@|\s(?:${AT_ALT})\s)\s*(?:${PROVIDER_ALT})`,
  "u",
);
// "jk_studio99 on gmail", "ziomek123 na gmailu": a username (digits, a dot or an underscore) then a preposition.
const EMAIL_PROVIDER_PREP = new RegExp(
  String
    .raw`${PB}[a-z][a-z0-9]*(?:[._][a-z0-9]+|\d+)[a-z0-9._]*\s+(?:on|in|at|via|en|sur|chez|bei|auf|na|su|op|em|no|w|pe|par)\s+(?:${PROVIDER_ALT})`,
  "u",
);
// "E-Mail an info bei gmx": with a word for mail around, any name before a preposition and a provider.
const EMAIL_PROVIDER_WORDS = new RegExp(
  String
    .raw`${PB}[a-z0-9][a-z0-9._%+\-]*\s+(?:on|at|via|en|sur|chez|bei|auf|na|su|op|em|no|w|pe|par)\s+(?:${PROVIDER_ALT})`,
  "u",
);
// A provider's name as a word, with the endings Polish and others inflect it with ("na gmailu").
const PROVIDER_WORD = new RegExp(String.raw`${PB}(?:${PROVIDER_ALT})(?:u|a|em|ie|e)?${NB}`, "u");
// Round 14: webmail providers named in other scripts ("на Яндексе", "روی جیمیل", "জিমেইল", "ジーメール", "네이버 메일",
// "QQ邮箱") or described ("a Google ingyenes levelezője", "Google's free mail"), glued to the words around them as
// those scripts write; a Latin mailbox name in the same text makes an address, as a provider's Latin name does.
const SCRIPT_PROVIDERS = [
  "яндекс",
  "джимейл",
  "гмейл",
  "гугл почт",
  "جیمیل",
  "جيميل",
  "جی میل",
  "یاهو",
  "ياهو",
  "जीमेल",
  "याहू",
  "জিমেইল",
  "ইয়াহু",
  "ジーメール",
  "ヤフーメール",
  "ヤフー",
  "네이버",
  "한메일",
  "다음 메일",
  "지메일",
  "qq邮箱",
  "qq 邮箱",
  "163邮箱",
  "126邮箱",
  "网易邮箱",
  "网易",
  "新浪邮箱",
  "จีเมล",
  "ยาฮู",
  "ג'ימייל",
  "ג׳ימייל",
  "τζιμέιλ",
  "google ingyenes levelez",
  "google's free mail",
  "google's free email",
  "googles kostenlose",
].map(fold);
const SCRIPT_PROVIDER = new RegExp(alt(SCRIPT_PROVIDERS), "u");
// Speed: the last letter outside ASCII of each name (as SCRIPT_CHARS does), or "google", looked for first.
const SCRIPT_PROVIDER_GATE = new RegExp(
  `[${
    [...new Set(SCRIPT_PROVIDERS.flatMap((w) => [...w].filter((c) => c > "\x7f").slice(-1)))].join("")
  }]|google`,
  "u",
);
const providerNamed = (s: string) =>
  PROVIDER_WORD.test(s) || (SCRIPT_PROVIDER_GATE.test(s) && SCRIPT_PROVIDER.test(s));
// A token that can only be a mailbox name: "tom.rivers77", "jk_studio", "@sam.rivera".
const USERNAME =
  /(?<![\p{L}\p{N}#/:.])@?[a-z][a-z0-9]*(?:[._][a-z0-9]+)+(?![\p{L}\p{N}/])|(?<![\p{L}\p{N}#@/])[a-z]{2,}\d{2,}(?![\p{L}\p{N}/])/gu;
const MAIL_WORDS =
  /(?<![\p{L}])(?:e-?mail|mail|inbox|mailbox|correo|courriel|posta|skrzynk\w*|postfach|caixa|メール|username|user name|usuario|utilisateur|benutzername|gebruikersnaam|handle)(?![\p{L}])/u;

/** A mailbox-like token that is not a host ("brand.com" is a site, "tom.rivers77" a mailbox name). */
function hasUsername(s: string): boolean {
  for (const m of s.matchAll(USERNAME)) {
    const tok = m[0].replace(/^@/, "");
    const p = parseHost(tok);
    const isHost = p.domain && (p.isIcann || p.isPrivate) && !/_/.test(tok) &&
      !WORDY_TLDS.has(p.publicSuffix ?? "");
    if (!isHost) return true;
  }
  return false;
}

/** `test` over a window around each "@" only (speed: the address patterns start at any letter). */
function aroundAt(s: string, test: (s: string, at: number) => boolean): boolean {
  for (let at = s.indexOf("@"); at >= 0; at = s.indexOf("@", at + 1)) if (test(s, at)) return true;
  return false;
}

// An address around one "@", its local part (up to 64 characters) ending right before it and its domain
// starting right after: read from the "@" outwards, so a text of many "@" ("a@a@a@…") costs one short look
// at each instead of a search of a 320-character window from each of its positions.
const LOCAL_CHAR = /[a-z0-9._%+\-]/;
const DOMAIN_AFTER = new RegExp(String.raw`^@${LBL}(?:\.${LBL})*\.[a-z]{2,}`);
const LOOSE_DOMAIN_AFTER = /^@[a-z][a-z0-9\-]{1,}/;
function localBefore(s: string, at: number): string {
  let i = at;
  while (i > 0 && at - i < 64 && LOCAL_CHAR.test(s[i - 1])) i--;
  return s.slice(i, at);
}
// Round 13: a file name with its scale or resolution after the "@" ("logo@2x.png", "thumb@1.5x.webp",
// "poster@300dpi.pdf", "icon@3x~ipad.png"): the "domain" is a scale and its ending a file's, not an address.
const SCALE_FILE =
  /^@\d+(?:[.,]\d+)?(?:x|dpi|ppi)(?:[~_\-][a-z0-9]+)*\.(?:png|jpe?g|gif|webp|svg|pdf|heic|heif|avif|tiff?|psd|ai|eps|bmp|ico|mp4|mov|webm|json|lottie|sketch|fig)(?![a-z0-9])/;
/** An address (`EMAIL_PLAIN`) with its "@" at `at`. */
// Round 21: a noun-class or case prefix joined to a handle by a hyphen ("Maka i-@mzansibrews", "ne-@durbanbites",
// "ku-@lagosthreads", "an t-@cailin"): one to three letters and the hyphen, a word of their own, are no mailbox.
const PREFIX_LOCAL = /^[a-z]{1,3}-$/;
const plainAt = (s: string, at: number) =>
  localBefore(s, at) !== "" && !PREFIX_LOCAL.test(localBefore(s, at)) &&
  DOMAIN_AFTER.test(s.slice(at, at + 256)) &&
  !SCALE_FILE.test(s.slice(at, at + 40));
/**
 * "jane@brandmail" with no dot, its "@" at `at`: a local part with a letter or digit glued to "@" and a
 * domain word. Handles ("@brand") have nothing before the "@".
 */
const looseAt = (s: string, at: number) => {
  const local = localBefore(s, at);
  if (
    !/[a-z0-9]/.test(local) || PREFIX_LOCAL.test(local) || !LOOSE_DOMAIN_AFTER.test(s.slice(at, at + 256))
  ) {
    return false;
  }
  // Round 18: a product name with a decorative "@" between quotes ("'Llum@Mar'", "«Soleil@Peau»", "「Sun@Skin」"):
  // no dot after it, the quote closing right after the name.
  const start = at - local.length;
  return !(QUOTE_BEFORE.test(s.slice(Math.max(0, start - 2), start)) &&
    QUOTED_NAME_AFTER.test(s.slice(at, at + 64)));
};
const HANDLE_GLUED = /(?:^|[\s(,;:])@[a-z][a-z0-9_.]{2,}/;
const QUOTE_BEFORE = /['"‘’«„“‹「『]\s?$/;
const QUOTED_NAME_AFTER = /^@[a-z][a-z0-9\-]{1,}\s?['"’”»›」』]/;

// An "@" standing alone, glued to no name ("中间加上@", "間に@を入れて", "the @ goes in between").
const LONE_AT = /(?<![a-z0-9._%+\-])@(?![a-z0-9_.])/;
const LONE_AT_NOT_PRICE = /(?<![a-z0-9._%+\-])@(?![a-z0-9_.]|\s*[$€£¥₹₺₽]|\s*\d)/u;
/**
 * Round 4: an address handed over in pieces, its "@" named apart from a name and a domain: a lone "@" and
 * two dotted names at least one of which is a host ("名前は sakura.pr、ドメインは yahoo.co.jp、間に@"),
 * or a lone "@", a webmail provider and a mailbox name. "Meet @ 10:00", "3 @ $12" have no dotted name.
 */
function splitAt(s: string): boolean {
  if (!LONE_AT.test(s)) return false;
  // Round 12: a handle's dotted name ("@glowkart.in") is not a piece of an address, nor is an "@" before a price
  // ("2 posts @ $300").
  if (!LONE_AT_NOT_PRICE.test(s)) return false;
  const dotted = [...s.matchAll(DOTTED)].filter((m) => s[m.index! - 1] !== "@").map((m) => m[0]).filter((d) =>
    /[a-z]/.test(d)
  );
  if (dotted.length >= 2 && dotted.some((d) => parseHost(d).domain)) return true;
  return PROVIDER_WORD.test(s) && hasUsername(s.replace(new RegExp(PROVIDER_WORD.source, "gu"), " "));
}

// Round 10: an address described in parts: the sign named alone (an unmistakable word for "@", inflected, or a lone
// "@"), with a webmail provider, a word for the domain or its ending, or a host and a word for an address or a
// name glued to the host by another sign to swap ("x#brand.cn", "promo*kafe.sk").
const AT_NAMED_WORDS = AT_WORDS.filter((w) =>
  /^[a-z]/.test(w) && w.length > 4 && !/^(?:at the rate|a )/.test(w)
);
const AT_NAMED = new RegExp(String.raw`${PB}(?:${alt(AT_NAMED_WORDS)})\p{L}{0,3}${NB}`, "u");
// Speed: each word's longest part, plainly (no look-behind tried at every letter), before AT_NAMED.
const AT_NAMED_GATE = new RegExp(
  [...new Set(AT_NAMED_WORDS.map((w) => w.split(" ").reduce((a, b) => (b.length > a.length ? b : a))))].join(
    "|",
  ),
);
// A lone "@", a full stop after it allowed ("… in between goes an @.").
const AT_ALONE = /(?<![a-z0-9._%+\-])@(?![a-z0-9_]|\.[a-z0-9])/;
const DOMAIN_WORDS =
  /(?<![\p{L}])(?:domain|domein|domaine|dominio|domini|domeinua|domeinu|domena|domeniu|domeen|domaini|domän|domæne|domene|verkkotunnus|extensie|extension|extensao|extension|endung|terminacion|terminacao|ending)(?![\p{L}])/u;
const ADDRESS_WORDS =
  /(?<![\p{L}])(?:e-?mail\p{L}*|mail|adres\p{L}*|aadress\p{L}*|e-?past\p{L}*|e-?post\p{L}*|sahkopost\p{L}*|adresse|adreca|direccion|morada|indirizzo|address|endereco|osoite|cim|epost|e-post|correo|courriel|posta|邮箱|郵箱|电邮|メアド|이메일)(?![\p{L}])|邮箱|郵箱/u;
const SWAPPED_AT = /[a-z0-9]+[#*&$!~^|][a-z0-9\-]+\.[a-z]{2,}/;
function describedAddress(s: string): boolean {
  // Speed: every word for "@" holds one of the spelled words' cheap substrings.
  if (!(s.includes("@") && AT_ALONE.test(s)) && !(AT_NAMED_GATE.test(s) && AT_NAMED.test(s))) return false;
  if (PROVIDER_WORD.test(s) || DOMAIN_WORDS.test(s)) return true;
  if (!(ADDRESS_WORDS.test(s) || SWAPPED_AT.test(s))) return false;
  for (const d of s.matchAll(DOTTED)) {
    const p = parseHost(d[0]);
    if (p.domain && p.isIcann && /[a-z]/.test(d[0])) return true;
  }
  return false;
}

// Round 11: an address described by its user name, a mailbox-shaped token (a host's shape too: "collab.estate",
// "ventas.tienda"), right after a word for the user name (two short words between at most), with a webmail provider
// named in the same text ("Il nome utente è collab.estate e il provider è Gmail").
const USER_WORDS = [
  "username",
  "user name",
  "user id",
  "usuario",
  "utilisateur",
  "benutzername",
  "benutzer",
  "gebruikersnaam",
  "nome utente",
  "nome de usuario",
  "nome do usuario",
  "nazwa uzytkownika",
  "login",
  "kullanici adi",
  "ten nguoi dung",
  "nama pengguna",
  "anvandarnamn",
  "brugernavn",
  "brukernavn",
  "kayttajatunnus",
  "kayttajanimi",
  "uzivatelske jmeno",
  "felhasznalonev",
  "имя пользователя",
  "логин",
  "ім'я користувача",
  "ユーザー名",
  "ユーザーネーム",
  "用户名",
  "用戶名",
  "사용자 이름",
  "아이디",
  "local part",
  "parte local",
  // Round 13.
  "mailbox name",
  // Round 14.
  "utilizator",
  "ονομα χρηστη",
  "όνομα χρήστη",
  "pouzivatelske meno",
  "meno schranky",
  "jina la mtumiaji",
  "यूज़रनेम",
  "यूजरनेम",
  "ইউজারনেম",
  "账号",
  "帐号",
  "賬號",
  "ชื่อผู้ใช้",
  "ten dang nhap",
  "логін",
  "nom d'utilisateur",
  "اسم المستخدم",
  "نام کاربری",
  "שם משתמש",
].map(fold);
const USER_NAMED = new RegExp(
  String.raw`(?:${
    alt(USER_WORDS)
  })\p{L}{0,3}(?:[^\p{L}\p{N}]{1,3}\p{L}{1,12}){0,2}[^\p{L}\p{N}]{1,3}@?[a-z0-9]+(?:[._][a-z0-9]+)+(?![\p{L}\p{N}])`,
  "u",
);
// Round 14: with a provider named, a user name that is a plain word set off after the word for it and a few words
// ("numele de utilizator este exact numele campaniei, toamnadulce", "όνομα χρήστη … λατινικά, elaiolado, στο Gmail",
// "ユーザー名はブランド名のローマ字 sakura-sabo"): after a comma, colon or dash, or after another script, and before a
// comma, a full stop or the end.
const USER_NAMED_LOOSE = new RegExp(
  String.raw`(?:${
    alt(USER_WORDS)
  })[\p{L}\p{M}]{0,14}(?:[^\p{L}\p{N}]{1,3}[\p{L}\p{M}]{1,14}){0,6}?(?:\s*[,:—–]\s*|(?<=[^\x00-\x7f])\s*)[a-z][a-z0-9\-]{5,}(?=\s*(?:[,.;)、。]|$))`,
  "u",
);
// Round 11: in a text of another script, a word for the mail box with a Latin name right after it and a word for
// the domain with a host ("ایمیل hamkari در دامنه golestan نقطه ir", "Почта: x на домене y точка ru").
const SCRIPT_DOMAIN = new RegExp(
  alt(["دامنه", "نطاق", "домен", "дамен", "דומיין", "ドメイン", "域名", "도메인"].map(fold)),
  "u",
);
const SCRIPT_ADDRESS = new RegExp(
  String.raw`(?:${
    alt(
      [
        "ایمیل",
        "ای میل",
        "البريد",
        "بريد",
        "почт",
        "пошт",
        "מייל",
        "אימייל",
        "邮箱",
        "郵箱",
        "メール",
        "이메일",
      ].map(fold),
    )
  })\p{L}*[^\p{L}\p{N}]{0,3}(?:\p{L}{1,2}[^\p{L}\p{N}]{1,2})?[a-z][a-z0-9._\-]*`,
  "u",
);
// Round 13: an address described as its user name (as above) and its domain, a word for the domain with a host
// right after it (two short words between at most), the sign that joins them only hinted at ("The username is x.team
// and the domain is brand.com; join them with the usual symbol"): no webmail provider needed.
// Speed: the words' plain parts looked for with `includes` (no expression run over every text).
const DOMAIN_NAMED_PARTS = [
  "dom",
  "verkkotunnus",
  "alan adi",
  "ten mien",
  ...[
    "домен",
    "ドメイン",
    "도메인",
    "域名",
    "نطاق",
    "دامنه",
    "דומיין",
  ].map(fold),
];
const DOMAIN_NAMED = new RegExp(
  String.raw`(?:dom(?:ain|ein|aine|inio|ini|ena|eniu|een|an|æne|ene)|verkkotunnus|alan adi|ten mien|${
    alt(["домен", "ドメイン", "도메인", "域名", "نطاق", "دامنه", "דומיין"].map(fold))
  })\p{L}{0,4}(?:[^\p{L}\p{N}.]{1,3}\p{L}{1,12}){0,2}?[^\p{L}\p{N}.]{1,3}(${LBL}(?:\.${LBL})+)(?![\p{L}\p{N}])`,
  "u",
);
function userDomainAddress(s: string): boolean {
  if (!USER_NAMED.test(s)) return false;
  const m = DOMAIN_NAMED.exec(s);
  if (!m) return false;
  const p = parseHost(m[1]);
  return !!p.domain && !!p.isIcann;
}

function scriptDomainAddress(s: string): boolean {
  if (!/[\u0370-\uffff]/.test(s) || !SCRIPT_DOMAIN.test(s) || !SCRIPT_ADDRESS.test(s)) return false;
  for (const d of s.matchAll(DOTTED)) {
    const p = parseHost(d[0]);
    if (p.domain && p.isIcann && /[a-z]/.test(d[0])) return true;
  }
  return false;
}

// Round 14: an address or a site described as a name and a country's ending, no dot written ("the domain is the brand
// name cafemontana, ending with Colombia's two letters", "kahvedunyasi, then Turkey's commercial ending com tr",
// "chaiyetu followed by Kenya's co ke"): a phrase that can only mean a national ending (a country code's own word, or
// a word for an ending next to a country's name or adjective, or a second-level suffix spelled with a space), with a
// word for a mailbox (an address) or for a site (a link) in the same text. A country's name alone ("German
// engineering", "the Austrian edition") or an ending alone ("the video's ending") is neither.
function words(xs: string[]): string {
  const latin: string[] = [];
  const other: string[] = [];
  for (const x of xs) {
    const open = x.endsWith("*");
    const w = fold(open ? x.slice(0, -1) : x).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s-]*");
    (/^[a-z]/.test(w) ? latin : other).push(`${w}${open ? "\\p{L}*" : ""}`);
  }
  const parts = [];
  if (latin.length) parts.push(`(?<![\\p{L}])(?:${latin.join("|")})`);
  if (other.length) parts.push(`(?:${other.join("|")})`);
  return `(?:${parts.join("|")})`;
}
const COUNTRY_END_STRONG = new RegExp(
  words(
    [
      "landerendung",
      "landesendung",
      "country ending",
      "country code ending",
      "country domain",
      "maatunnu",
      "landsending",
      "landskod",
      "landsdoman",
      "landsdomene",
      "narodni koncovk",
      "narodna koncovk",
      "nacionalni domen",
      "nacionalna domen",
      "nacionalnog domen",
      "national domain",
      "national ending",
      "domaine national",
      "dominio nacional",
      "orszagvegzodes",
      "ticari uzanti",
      "ulke uzanti",
      "duoi ten mien",
      "akhiran domain",
      "kikoa cha",
      "доменн",
      "национальн домен",
      "національн домен",
      "رمز دولة",
      "رمز الدولة",
      "پسوند کشور",
      "国别域名",
      "国家域名",
      "국가 도메인",
      "国別ドメイン",
      // Round 15: more words that can only mean a national or a commercial ending.
      "landsandelse",
      "landekode",
      "landcode",
      "доменная зона",
      "доменна зона",
      "доменді аймағ",
      "закінчення домену",
      "окончание на домейна",
      "наставак домена",
      "nastavak domene",
      "nastavek domene",
      "domenski nastavak",
      "kommersiele einde",
      "hujung komersial",
      "duoi thuong mai",
      "国家网域",
      "國家網域",
      "国家顶级域",
      "ドメインの末尾",
      "ドメイン末尾",
      "企業向けドメイン",
      "도메인 끝자리",
      "โดเมนบริษัท",
      "โดเมนของ",
      "הסיומת המסחרית",
      "امتداد الدولة",
    ],
  ),
  "u",
);
// Round 15: stems ("*" after a stem: any letters follow), folded as the text is, so those of Cyrillic and Greek match.
function stems(xs: string[]): string {
  return `(?:${
    xs.map((x) => {
      const open = x.endsWith("*");
      const w = fold(open ? x.slice(0, -1) : x).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return open ? `${w}\\p{L}*` : w;
    }).join("|")
  })`;
}
const ENDING_NEAR = stems([
  "ending*",
  "endung",
  "endelse*",
  "andelse*",
  "einde",
  "extensi*",
  "extensao",
  "estension*",
  "terminac*",
  "terminati*",
  "terminazion*",
  "terminacio",
  "desinenz*",
  "suffix*",
  "sufijo",
  "sufixo",
  "suffisso",
  "paate*",
  "koncowk*",
  "koncovk*",
  "koncnic*",
  "nastav*",
  "galun*",
  "galotn*",
  "lopp",
  "vegzodes*",
  "uzanti*",
  "luzapen*",
  "terfyniad",
  "therfyniad",
  "crioch",
  "tmiem",
  "hujung",
  "akhiran",
  "duoi",
  "dulo",
  "kiishio",
  "mwisho",
  "hiku",
  "faaiuga",
  "ngata'anga",
  "ngataʻanga",
  "zone",
  "two letters",
  "dos letras",
  "duas letras",
  "deux lettres",
  "zwei buchstaben",
  "καταληξ*",
  "κατάληξ*",
  "окончани*",
  "закінчен*",
  "наставак",
  "аймағ*",
  "پسوند",
  "امتداد",
  "סיומת",
  "הסיומת",
  "վերջավորությ*",
  "დაბოლოებ*",
]);
const COUNTRY_NEAR = stems([
  "germany",
  "german",
  "deutsch*",
  "osterreich*",
  "austria*",
  "osztrak",
  "swiss",
  "suisse",
  "schweiz*",
  "svizzer*",
  "argentin*",
  "brasil*",
  "brazil*",
  "colombia*",
  "mexic*",
  "chile*",
  "espan*",
  "spain",
  "spanish",
  "franc*",
  "ital*",
  "polsk*",
  "poland",
  "polish",
  "polski*",
  "cesk*",
  "czech*",
  "nasi republik*",
  "slovensk*",
  "slovak*",
  "magyar",
  "hungar*",
  "suomen",
  "suomalai*",
  "finland",
  "finnish",
  "soome",
  "ruotsin",
  "svensk*",
  "sverige*",
  "swedish",
  "norsk*",
  "norway",
  "dansk*",
  "denmark",
  "island*",
  "islensk*",
  "iceland*",
  "foroysk*",
  "faereysk*",
  "færeysk*",
  "faroe*",
  "turkiye*",
  "turkey",
  "turkish",
  "kenya",
  "tanzania",
  "uganda",
  "nigeria",
  "canada*",
  "australia*",
  "new zealand*",
  "aotearoa",
  "samoa",
  "tonga",
  "tuvalu",
  "indonesia",
  "malaysia",
  "vietnam",
  "viet nam",
  "pilipinas",
  "philippin*",
  "japan*",
  "korea*",
  "india*",
  "lietuv*",
  "lithuania*",
  "latvij*",
  "eesti",
  "ukrain*",
  "srpsk*",
  "serbia*",
  "hrvatsk*",
  "hrvask*",
  "croatia*",
  "emirat*",
  "belg*",
  "belsch*",
  "nederland*",
  "dutch",
  "letzebuerg*",
  "luxemb*",
  "portug*",
  "romani*",
  "moldov*",
  "catalan*",
  "andorra",
  "galeg*",
  "galician",
  "euskal",
  "euskara*",
  "basque",
  "cymru",
  "welsh",
  "eireann",
  "heireann",
  "breatain*",
  "malta",
  "suid-afrika*",
  "south africa*",
  "namib*",
  "ελλην*",
  "κυπρ*",
  "росси*",
  "русск*",
  "украин*",
  "україн*",
  "польськ*",
  "польск*",
  "казах*",
  "қазақстан*",
  "белорус*",
  "беларус*",
  "българ*",
  "српск*",
  "ישראל*",
  "הישראלית",
  "հայկական",
  "საქართველო*",
  "الإمارات",
  "الامارات",
  "ایران",
]);
// Round 15: a word may follow a Hebrew prefix letter ("והסיומת", "בישראל").
const WB = String.raw`(?:(?<![\p{L}])|(?<=(?<![\p{L}])[והבלמשכوبلف]))`;
const COUNTRY_END_PAIR = new RegExp(
  String
    .raw`${WB}(?:${ENDING_NEAR}(?:[^.;!?]{0,30}?)${WB}${COUNTRY_NEAR}|${COUNTRY_NEAR}(?:[^.;!?]{0,30}?)${WB}${ENDING_NEAR})(?![\p{L}])`,
  "u",
);
const SUFFIX_SPACED =
  /(?<![\p{L}.])(?:com|co|net|org|ac|or|gov)\s+(?:tr|ke|tz|ug|nz|za|id|uk|br|ar|mx|jp|kr|in|th|il|au|cy)(?![\p{L}.])/u;
const COUNTRY_END_GATE = new RegExp(
  [
    "endung|ending|termina|extens|koncow|koncov|galun|vegzod|uzanti|zone|letter|letras|lettres|buchstab|maatunn",
    // Round 15.
    "endelse|andelse|landcode|landekode|einde|estension|desinenz|suffi|sufij|sufix|paate|koncnic|nastav|galotn|lopp",
    "luzapen|terfyniad|therfyniad|crioch|tmiem|hujung|dulo|duoi|kiishio|mwisho|hiku|faaiuga|ngata",
    ...["καταληξ", "κατάληξ", "окончани", "закінчен", "наставак", "аймағ", "امتداد", "סיומת", "վերջավորությ"]
      .map(fold),
    ...["დაბოლოებ", "網域", "网域", "末尾", "끝자리", "โดเมน"].map(fold),
    "landsend|landskod|landsdom|domen|domain|dominio|duoi|akhiran|kikoa|\\s(?:com|co|net|org|ac|or|gov)\\s+[a-z]{2}(?![a-z])",
    ...["домен", "رمز", "پسوند", "域名", "도메인", "ドメイン"].map(fold),
  ].join("|"),
  "u",
);
function countryEnding(f: string): boolean {
  return COUNTRY_END_GATE.test(f) &&
    (COUNTRY_END_STRONG.test(f) || COUNTRY_END_PAIR.test(f) || SUFFIX_SPACED.test(f));
}
const MAILBOX_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?:${
    alt(
      [
        "mailbox",
        "inbox",
        "buzon",
        "postfach",
        "skrzynk",
        "caixa",
        "boite",
        "postiosoite",
        "sahkopost",
        "alkuosa",
        "pastas",
        "sanduku",
        "barua pepe",
        "e-mail",
        "email",
        "correo",
        "courriel",
        "ящик",
        "скриньк",
        "почт",
        "пошт",
        "راسلونا",
        "البريد",
        "ایمیل",
      ].map(fold),
    )
  })`,
  "u",
);
const SITE_WORDS = new RegExp(
  words(
    [
      "site",
      "sitio",
      "web",
      "website",
      "webseite",
      "homepage",
      "kotisivu",
      "strona",
      "sklep",
      "shop",
      "tienda",
      "loja",
      "boutique",
      "sitemiz",
      "seite",
      "webseite",
      "tovuti",
      "sajt",
      "weboldal",
      "vefverslun",
      "vefsid",
      "adresszeile",
      "address bar",
      "selaime",
      "browser",
      "trang web",
      "url",
      "domain",
      "domena",
      "domeny",
      "dominio",
      "domen",
      "сайт",
      "сайті",
      "вебсайт",
      "الموقع",
      "وبسایت",
      // Round 15: shops and sites of more languages, the address bar.
      "sito",
      "negozio online",
      "adresniho radku",
      "adresni radek",
      "obchod",
      "e-shop",
      "eshop",
      "e-pood",
      "verkkokauppa",
      "nettbutikk",
      "netbutik",
      "butik",
      "verslun",
      "veikal",
      "parduotuv",
      "trgovin",
      "prodavnic",
      "магазин",
      "продавниц",
      "magazinul",
      "toko online",
      "kedai dalam talian",
      "duka la mtandaoni",
      "cua hang",
      "botiga",
      "tenda en lina",
      "tenda",
      "denda",
      "buttek",
      "siopa",
      "ar-lein",
      "ar lein",
      "ipurangi",
      "faleoloa",
      "falekoloa",
      "initaneti",
      "handil",
      "winkel",
      "쇼핑몰",
      "스토어",
      "ストア",
      "ショップ",
      "网店",
      "網店",
      "官网",
      "網站",
      "网站",
    ],
  ),
  "u",
);

// Round 15: an address described in words, the "@" by its folk name ("Affenschwanz", "zavináč", "kukac", "małpka",
// "miukumauku", "apenstaartje", "snabel-a", "chiocciola", "собачка", "kuyruklu a", "a còng", "שטרודל", "アットマーク",
// "골뱅이", "小老鼠") or described ("the sign that looks like a snail", "the sign of e-mail"), with a brand name and a
// country's ending described ("the Hungarian country ending"), or next to a host ("sau dấu a còng là camtuoi chấm vn").
// The folk names alone are everyday words (a snail, a little dog, a worm, a monkey's tail): only with an ending or a
// host. Latin words need a word boundary before them; the others may follow a prefix letter ("השטרודל").
const AT_FOLK = new RegExp(
  words([
    "affenschwanz*",
    "klammeraffe*",
    "at-zeichen*",
    "zavinac*",
    "zavinut*",
    "kukac*",
    "malpa*",
    "malpk*",
    "malpe",
    "miukumauku*",
    "apenstaart*",
    "slakje",
    "snabel a",
    "krollalfa*",
    "grisehale",
    "at-tegn*",
    "chiocciol*",
    "arroba",
    "arrova",
    "кльомб*",
    "собачк*",
    "равлик*",
    "kuyruklu a",
    "a cong",
    "a moc",
    "παπάκι",
    "παπακι",
    "coada de maimut*",
    "afna",
    "majmunc*",
    "айқұлақ",
    "шнікі",
    "at-merk*",
    "at-mark*",
    "att-mark*",
    "kommertsmark*",
    "et zime",
    "eta zenkl*",
    "at sign",
    "at-sign",
    "at symbol",
    "a bildua",
    "malwoden",
    "שטרודל",
    "כרוכית",
    "שנבל",
    "アットマーク",
    "アット記号",
    "골뱅이",
    "小老鼠",
    "圈a",
    "圈圈a",
    "շնիկ",
    "เครื่องหมายแอท",
    "علامة آت",
    "علامت اَت",
    "علامت ات",
  ]),
  "u",
);
const SIGN_WORDS = words([
  "sign",
  "symbol*",
  "signe",
  "zeichen",
  "teken",
  "tecken",
  "tegn",
  "merki*",
  "sinjal",
  "simbol*",
  "sinal",
  "signo",
  "segno",
  "tanda",
  "alama",
  "znak*",
  "знак*",
  "σύμβολο",
  "σημάδι",
  "isaret*",
  "เครื่องหมาย",
  "ნიშან*",
  "기호",
  "記号",
  "符号",
  "符號",
  "علامة",
  "علامت",
  "סימן",
]);
const SNAIL_WORDS = words([
  "snail*",
  "escargot*",
  "schnecke*",
  "slak*",
  "keong",
  "siput",
  "konokono",
  "snigil*",
  "bebbux*",
  "malwen",
  "hlemyzd*",
  "slimak*",
  "caracol*",
  "lumaca",
  "salyangoz*",
  "улитк*",
  "равлик*",
  "หอยทาก",
  "달팽이",
  "かたつむり",
  "蜗牛",
  "蝸牛",
]);
const SIGN_MAIL_WORDS = words([
  "e-mail*",
  "email*",
  "posta elettronica",
  "barua pepe",
  "courriel",
  "correo",
  "ელფოსტ*",
  "이메일",
  "メール",
  "邮件",
  "郵件",
  "البريد",
  "ایمیل",
]);
const AT_DESCRIBED = new RegExp(
  String
    .raw`(?:${SIGN_WORDS})(?:[^.;!?]{0,40}?)(?:${SNAIL_WORDS})|(?:${SIGN_WORDS})(?:[^.;!?]{0,20}?)(?:${SIGN_MAIL_WORDS})`,
  "u",
);
const AT_FOLK_HOST = new RegExp(
  String
    .raw`(?:${AT_FOLK.source})[^.;!?@]{0,40}?(?<![\p{L}\p{N}.])(${LBL}(?:\.${LBL})+)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}.])(${LBL}(?:\.${LBL})+)(?![\p{L}\p{N}])[^;!?@]{0,40}?(?:${AT_FOLK.source})`,
  "u",
);
// Round 18: the sign's name in more languages ("at-merkki", "ät-märk", "att-merki", "majmunčić", "маймунка", "arwydd
// at", the Lithuanian "eta" sign), and an address told as its two parts around it, a user name and a host in any order
// within reach ("before the at-sign anna.koski, after it brand.fi", "user name noa.levi, domain walla.co.il, a strudel
// between"): two dotted names, one of them a host, as a lone "@" needs (`splitAt`).
const AT_NAME_MORE = /(?<![\p{L}])(?:at-merk|att-merk|at-mark|majmunc|маймунк|arwydd at|eta\W{0,2}\s?zenkl)/u;
const AT_NAME_GATE = /at-m|att-m|majmun|маймун|arwydd|zenkl/;
const FOLK_ALL = new RegExp(`${AT_FOLK.source}|${AT_NAME_MORE.source}`, "gu");
function partsAround(f: string): boolean {
  for (const m of f.matchAll(FOLK_ALL)) {
    const w = f.slice(Math.max(0, m.index! - 120), m.index! + m[0].length + 120);
    const dotted = [...w.matchAll(DOTTED)].map((d) => d[0]).filter((d) => /[a-z]/.test(d));
    if (
      dotted.length >= 2 && dotted.some((d) => parseHost(d).domain) &&
      dotted.some((d) => !parseHost(d).isIcann)
    ) {
      return true;
    }
  }
  return false;
}
function folkAddress(n: Normalised, ending: boolean): boolean {
  const f = n.folded;
  if (ending) return AT_FOLK.test(f) || AT_DESCRIBED.test(f);
  const more = AT_NAME_GATE.test(f) && AT_NAME_MORE.test(f);
  if (!more && !AT_FOLK.test(f)) return false;
  if (partsAround(f)) return true;
  for (const s of contactViews(n)) {
    const m = AT_FOLK_HOST.exec(s.toLowerCase());
    if (!m) continue;
    const p = parseHost(m[1] ?? m[2]);
    if (p.domain && p.isIcann) return true;
  }
  return false;
}
// Round 15: an address split across a sentence, its end given with the sign ("starts with »samarbejde« and ends with
// @hyggehuset.dk").
const ENDS_WITH_AT = new RegExp(
  String.raw`(?:${
    alt(
      [
        "slutter med",
        "slutar med",
        "slutter pa",
        "ends with",
        "ending with",
        "ends in",
        "endet mit",
        "endet auf",
        "eindigt op",
        "eindigt met",
        "se termine par",
        "termine par",
        "termina con",
        "termina en",
        "termina por",
        "termina com",
        "termina em",
        "konczy sie na",
        "konczy sie",
        "konci na",
        "loppuu",
        "vegzodik",
        "biter",
        "ket thuc bang",
        "berakhir dengan",
        "заканчивается на",
        "закінчується на",
      ].map(fold),
    )
  })[\s:"'«»„“”‚‘’›‹]{0,4}@(${LBL}(?:\.${LBL})+)(?![\p{L}\p{N}])`,
  "u",
);
function endsWithAt(f: string): boolean {
  const m = ENDS_WITH_AT.exec(f);
  if (!m) return false;
  const p = parseHost(m[1]);
  return !!p.domain && !!p.isIcann;
}

// Round 16: an address assembled from its named parts, the sign between them only hinted at ("Name des Postfachs =
// kooperation, Domain = nordlicht-tee.de – verbunden mit dem Zeichen, das in jeder Mailadresse steht", "allt före
// tecknet är hej och allt efter är fjallbris.se", "前半段 hezuo2024，后半段是 lanting.cn，中间加上邮箱里常用的那个符号", "X@Y,
// onde X = parcerias e Y = casaipe.com.br"): a word for mail or an address, a word for the sign, a part, a mailbox's
// or user's name, or the joining, and a host the link check reads (so a file name or "Obrigado.Com" is none). Each
// alone is everyday brief text; a host with no word for mail stays a link.
const ASSEMBLY_GATE = /[a-z0-9]\.[a-z]{2}/;
const ASSEMBLY_MAIL = new RegExp(
  words([
    "mail*",
    "e-mail*",
    "email*",
    "mejl*",
    "correo*",
    "correu*",
    "courriel*",
    "posta*",
    "poczt*",
    "postfach*",
    "postkass*",
    "почт*",
    "пошт*",
    "ταχυδρομ*",
    "e-post*",
    "epost*",
    "e-pasts",
    "surel*",
    "e-mel",
    "barua pepe",
    "sahkopost*",
    "adress*",
    "address*",
    "adres*",
    "adresa*",
    "direccion*",
    "indirizzo",
    "endereco",
    "адрес*",
    "διευθυνσ*",
    "dia chi",
    "thu dien tu",
    "hop thu",
    "alamat",
    "anwani",
    "cim",
    "cime",
    "bhejne",
    "лист",
    "имейл*",
    "بريد",
    "البريد",
    "ایمیل",
    "پست الکترونیک",
    "מייל",
    "המייל",
    "邮箱",
    "郵箱",
    // Round 17.
    "信箱",
    "メール",
    "메일",
    "อีเมล",
    "ईमेल",
    "ইমেইল",
  ]),
  "u",
);
const ASSEMBLY_HINT = new RegExp(
  `${SIGN_WORDS}|${
    words([
      "tekentje",
      "apenteken",
      "tecknet",
      "tegnet",
      "merkki*",
      "jel",
      "jellel",
      "jelet",
      "semn*",
      "значок*",
      "знака",
      "символ*",
      "συμβολ*",
      "الرمز",
      "رمز",
      "نشانه*",
      "चिह्न",
      "chinh",
      "চিহ্ন*",
      "ky hieu",
      "สัญลักษณ์",
      "zime",
      "zimi",
      "yuvarlak a",
      "alkuosa",
      "loppuosa",
      "eleje",
      "半段",
      "前半",
      "後半",
      "phan dau",
      "phan sau",
      "postfachs",
      "mailbox",
      "brevlad*",
      "postkassen",
      "schranky",
      "schranka",
      "skrzynki",
      "postafiok*",
      "casutei",
      "casella",
      "buzon",
      "boite",
      "caixa postal",
      "ящика",
      "ящик",
      "скрыні",
      "θυριδας",
      "posta kutusu*",
      "صندوق",
      "התיבה",
      "मेलबॉक्स",
      "ইউজারনেম",
      "kotak*",
      "nama peti",
      "jina la sanduku",
      "pastkastes",
      "กล่องจดหมาย",
      "ユーザー名",
      "사용자 이름",
      "用户名",
      "username",
      "user name",
      "utilisateur",
      "usuario",
      "brugernavn*",
      "kayttajanimi",
      "kullanici adi",
      "потребителско",
      "корисничко",
      "ชื่อผู้ใช้",
      "benutzername",
      "verbunden",
      "relies",
      "unidas",
      "juntalos",
      "ghep",
      "gabung*",
      "cantum*",
      "ziunganish*",
      "polacz*",
      "birlestir*",
      "соедин*",
      "злучы*",
      "поврз*",
      "свързан*",
      "savienoj*",
      "yhdista",
      "sat sammen",
      "ertussen",
      "emellan",
      "imellom",
      "dazwischen",
      "in mezzo",
      "no meio",
      "kozott",
      "mezi ne",
      "aralarina",
      "ενωμεν*",
      "in between",
      "dominio",
      "domini",
      "domaine",
      "domain",
      "domein",
      "domene",
      "domaenet",
      "domanen",
      "domena",
      "домен*",
      "alan adi",
      "ten mien",
      "verkkotunnus",
      "中间",
      // Round 17: a QQ address told as its number and its suffix ("QQ号 1579246803，邮箱后缀 qq.com").
      "后缀",
      "後綴",
      "帳號",
      "账号",
      "qq号",
      "その間",
      "사이에",
      "وبينهما",
      "بينهما",
      "وسط*",
      "באמצע",
      "ต่อกัน",
    ])
  }`,
  "u",
);
// "X@Y, onde X = …", "A@B, wobei A = …", "[naam]@[domein]", "{user}@{site}": the address as a template.
const ASSEMBLY_TEMPLATE = /[a-z\]})]@[\[{(]?[a-z]{1,12}[\]})]?(?![a-z0-9.\-])[^=]{0,60}=/;
// English "sign" is a verb of honest briefs too ("sign up on brand.com", "sign the contract").
const SIGN_VERB = /(?<![\p{L}])sign(?:\s+(?:up|in|on|off|the|a|it|here|below)|-up|-in)(?![\p{L}])/gu;
const SIGN_AT = /(?<![\p{L}\p{N}._\-])@(?![\p{L}\p{N}])/u;
function assembledAddress(n: Normalised): boolean {
  const f = n.folded;
  if (!ASSEMBLY_GATE.test(f)) return false;
  const template = f.includes("@") && ASSEMBLY_TEMPLATE.test(f);
  // Round 17: the sign itself named as the point between the parts ("lo que va antes de la @ es prensa y lo que va
  // después es olivar-sur.es", "@ işaretinden önceki kısım basin"): a lone "@" with a host.
  const loneAt = f.includes("@") && SIGN_AT.test(f);
  if (!template && !loneAt && !(ASSEMBLY_MAIL.test(f) && ASSEMBLY_HINT.test(f))) return false;
  const hosts = findHosts(n).filter((h) => h !== "(link)");
  if (!hosts.length) return false;
  if (template || loneAt) return true;
  // The hint within 150 characters of a host as written (a host the text spells out: anywhere).
  const g = f.includes("sign") ? f.replace(SIGN_VERB, " ") : f;
  for (const h of hosts) {
    const at = g.indexOf(h);
    if (ASSEMBLY_HINT.test(at < 0 ? g : g.slice(Math.max(0, at - 150), at + h.length + 150))) return true;
  }
  return false;
}

// Round 20: a word for tagging, then (an article or "a") a handle.
const TAG_HANDLE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:tag\p{L}{0,4}|tagga\p{L}{0,3}|marca|marque|marqu\p{L}{0,3}|markeer|oznacz|etiketle\p{L}{0,4}|(?:${
    ["відміт", "отмет", "позначт"].map(fold).join("|")
  })\p{L}{0,4}|mention\p{L}{0,4}|erwahn\p{L}{0,4}|menciona|mencione|segna)\s+(?:(?:a|an|o|la|le|il|el|de|den|die|das|het)\s+)?@[a-z0-9_.]{2,}`,
  "giu",
);
// Round 20: a site with its dot and slash swapped ("waldhonig/de.anmeldung – Punkt und Schrägstrich sind vertauscht")
// or its labels in reverse order ("nl.duinroos.aanmelden – lees van rechts naar links"), when the text says so: put
// back, a real public suffix after a name of three letters or more. Speed: only after a word for swapping or
// reversing.
const TURN_SWAP_WORDS = new RegExp(
  String
    .raw`vertausch|omgewisseld|verwisseld|trocad|prohozen|felcserel|fel van cserel|vaihtanee|vaihdettu|yeri degis|yerleri degis|intercambiad|scambiat|zamienil|zamienion|prehoden|zamijenjen|doi cho|swapped|switched|echange|${
    ["разменен", "переставлен", "поменял", "поміняні", "переставлені"].map(fold).join("|")
  }`,
  "u",
);
const SWAPPED_SITE =
  /(?<![\p{L}\p{N}./@])([a-z0-9][a-z0-9\-]{2,})\/([a-z]{2,3}(?:\.[a-z]{2})?)\.([a-z0-9][a-z0-9\-_]*)(?![\p{L}\p{N}]|\.[a-z])/gu;
const REVERSE_WORDS = new RegExp(
  String
    .raw`achterstevoren|van rechts naar links|odzadu|obracen|visszafel|forditott|sondan basa|ters sira|lopusta alkuun|kaanteise|von hinten|ruckwarts|rueckwarts|a l'envers|de droite a gauche|al reves|de atras|invertit|od konca|odwroc|baklanges|de tras para a frente|invertid|reversed|backwards|right to left|${
    ["навпаки", "наоборот", "справа наліво", "справа налево", "в обратном"].map(fold).join("|")
  }`,
  "u",
);
const REVERSED_SITE =
  /(?<![\p{L}\p{N}./@])([a-z]{2,3}(?:\.[a-z0-9][a-z0-9\-]*){2,3})(?![\p{L}\p{N}]|\.[a-z])/gu;
const REVERSED_GATE = /[a-z]{2}\.[a-z0-9\-]+\.[a-z0-9]/;
function turnedHost(f: string): string | null {
  if (f.includes("/") && TURN_SWAP_WORDS.test(f)) {
    for (const m of f.matchAll(SWAPPED_SITE)) {
      const host = `${m[1]}.${m[2]}`;
      const p = parseHost(host);
      if (p.domain && p.isIcann && p.publicSuffix === m[2] && (p.domainWithoutSuffix ?? "").length >= 3) {
        return host;
      }
    }
  }
  if (REVERSED_GATE.test(f) && REVERSE_WORDS.test(f)) {
    for (const m of f.matchAll(REVERSED_SITE)) {
      const host = m[1].split(".").reverse().join(".");
      const p = parseHost(host);
      if (
        p.domain && p.isIcann && (p.domainWithoutSuffix ?? "").length >= 3 &&
        m[1].startsWith(p.publicSuffix!.split(".").reverse().join("."))
      ) return host;
    }
  }
  return null;
}

// Round 20: an address or a site made of single-letter variables the text defines ("X.Y/anmeldung, wobei X = waldhonig
// und Y = de", "P.Q/registro — sustituye P por almazaraverde y Q por es", "eerst X, dan het apenstaartje, dan Y en tot
// slot .nl — X = samenwerking, Y = duinroos", "A＠B.jp"): each variable is read as one of the first two lowercase
// words after it stands alone elsewhere; the name and ending must make a real public suffix after a name of three
// letters or more. Speed: only after a capital standing alone before a dot, "@" or a word for it.
const VAR_SITE = /(?<![\p{L}\p{N}])(\p{Lu})\.(\p{Lu})(?:\/[a-z0-9\-_]+)?(?![\p{L}\p{N}])/u;
// The words for "@" that round 20's variable addresses are read with (one list for the address and its gates).
const VAR_AT_NAMES = "apenstaartje|chiocciola|arroba|zavinac|malpa|собака";
const VAR_MAIL = new RegExp(
  String
    .raw`(?<![\p{L}\p{N}])(\p{Lu})(?![\p{L}\p{N}])(?:@|[^.]{0,40}?(?:@|${VAR_AT_NAMES}|at-zeichen|at-teken)[^.]{0,40}?)(?<![\p{L}\p{N}])(\p{Lu})(?![\p{L}\p{N}])[^.]{0,40}?(?<![a-z0-9/])\.((?:com|co|org|net)\.[a-z]{2}|[a-z]{2,6})(?![a-z0-9])`,
  "iu",
);
function varValues(c: string, v: string, skip: number): string[] {
  const out: string[] = [];
  const re = new RegExp(String.raw`(?<![\p{L}\p{N}])${v}(?![\p{L}\p{N}.@])`, "gu");
  for (const m of c.matchAll(re)) {
    if (m.index === skip) continue;
    const after = c.slice(m.index + 1, m.index + 45);
    let k = 0;
    for (
      const w of after.matchAll(/(?<![\p{L}\p{N}])([a-z][a-z0-9\-]*(?:\.[a-z]{2,3})?)(?![\p{L}\p{N}])/gu)
    ) {
      if (w[1].length >= 2 && !out.includes(w[1])) out.push(w[1]);
      if (++k >= 2) break;
    }
  }
  return out;
}
// Speed: once per text (the e-mail and link checks read it). The gate found from its ends: a dot before a capital,
// then each "@" or word for it with a capital before it (one expression read from the left tried 40 characters after
// every capital: 28 µs on a 2,000-character brief).
const VAR_SITE_GATE = /\.(?=\p{Lu})(?<=\p{Lu}\.)/u;
const VAR_AT_WORDS = new RegExp(`@|${VAR_AT_NAMES}|at-`, "gu");
const VAR_AT_NAMED = new RegExp(`${VAR_AT_NAMES}|at-zeichen|at-teken`, "iu");
const VAR_BEFORE_AT = /\p{Lu}[\s,][^.]{0,40}$/u;
const VAR_CAPITAL_LAST = /\p{Lu}$/u;
function varGate(c: string): boolean {
  for (const m of c.matchAll(VAR_AT_WORDS)) {
    const at = m.index;
    if (m[0] === "@" && VAR_CAPITAL_LAST.test(c.slice(Math.max(0, at - 2), at))) return true;
    if (VAR_BEFORE_AT.test(c.slice(Math.max(0, at - 42), at))) return true;
  }
  return false;
}
const VAR_CACHE = new WeakMap<Normalised, { email: boolean; host: string | null }>();
function variableContact(n: Normalised): { email: boolean; host: string | null } {
  let found = VAR_CACHE.get(n);
  if (!found) VAR_CACHE.set(n, found = variableContactOf(n));
  return found;
}
function variableContactOf(n: Normalised): { email: boolean; host: string | null } {
  const c = n.cased;
  const none = { email: false, host: null };
  if (!VAR_SITE_GATE.test(c) && !varGate(c)) return none;
  const site = VAR_SITE.exec(c);
  if (site) {
    for (const name of varValues(c, site[1], site.index)) {
      for (const end of varValues(c, site[2], site.index + 2)) {
        if (!/^[a-z]{2,3}(?:\.[a-z]{2})?$/.test(end)) continue;
        const p = parseHost(`${name}.${end}`);
        if (p.domain && p.isIcann && (p.domainWithoutSuffix ?? "").length >= 3) {
          return { email: false, host: `${name}.${end}` };
        }
      }
    }
  }
  const mail = c.includes("@") || VAR_AT_NAMED.test(c) ? VAR_MAIL.exec(c) : null;
  if (mail) {
    for (const user of varValues(c, mail[1], mail.index)) {
      for (const name of varValues(c, mail[2], -1)) {
        const p = parseHost(`${name}.${mail[3].toLowerCase()}`);
        if (user.length >= 3 && p.domain && p.isIcann && (p.domainWithoutSuffix ?? "").length >= 3) {
          return { email: true, host: null };
        }
      }
    }
  }
  return none;
}

// Round 20: an address or a site written with a letter or a sign standing for "@" or "." and the text saying so
// ("duinroosQnl/campagne – die Q is hier een punt", "presse#sonnenblume~de — das # ist das At-Zeichen", "collab!maliwan?
// co?th โดย ! คือ @"): a capital or a sign (no lowercase letter, no digit, none of ". - _ / @") between lowercase
// letters inside a word, standing alone elsewhere in the same text; put back as "." (one sign) or as "@" and "."
// (two), the word is a site (a real public suffix after a name of three letters or more, then a path or the end) or
// an address. Speed: only when a word for a dot is in the text and such a sign stands inside a word.
const LEGEND_DOT_WORDS =
  /punt|punkt|kropk|piste|nokta|ponto|point|tecka|tecku|teck|bodk|dot|teleia|τελει|pont|titik|cham|prick|tocka|точк|крапк|النقط|점|จุด|点|ドット|ponc|pik/u;
// Round 21: the Cyrillic dot words as a text with Latin words in it folds them ("toчkи").
const LEGEND_DOT_FOLDED = new RegExp(["точк", "крапк", "тачк"].map(fold).join("|"), "u");
const LEGEND_INSIDE = /[a-z0-9]([^\sa-z0-9.\-_/@,;:'"()«»„“”‘’（）「」、。·])[a-z0-9]/gu;
const LEGEND_INSIDE_GATE = /[a-z][^\sa-z0-9.\-_/@,;:'"()«»„“”‘’（）「」、。·–—][a-z]/;
const LEGEND_CACHE = new WeakMap<Normalised, { email: boolean; host: string | null }>();
function legendContact(n: Normalised): { email: boolean; host: string | null } {
  const hit = LEGEND_CACHE.get(n);
  if (hit) return hit;
  const out = { email: false, host: null as string | null };
  LEGEND_CACHE.set(n, out);
  const c = n.cased;
  if (
    !LEGEND_INSIDE_GATE.test(c) || !(LEGEND_DOT_WORDS.test(n.folded) || LEGEND_DOT_FOLDED.test(n.folded))
  ) return out;
  const signs = new Set<string>();
  for (const m of c.matchAll(LEGEND_INSIDE)) signs.add(m[1]);
  if (!signs.size || signs.size > 6) return out;
  const alone = [...signs].filter((g) => {
    const e = g.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(String.raw`(?<![A-Za-z0-9])${e}(?![A-Za-z0-9])`, "u").test(c);
  });
  // Round 21: signs named by words ("die Dollarzeichen sind Punkte, das Und-Zeichen ist das At", "los asteriscos
  // son puntos y la almohadilla es la arroba"): with a word for "@" in the text too, the signs inside a word are read
  // as "@" and "." all the same (whether or not one also stands alone), for an address only (two signs, or one
  // standing three times).
  const words = c.split(/[\s,;()«»„“”"（）「」、。]+/u).map((word) =>
    word.replace(/[.,;:!?]+$/u, "").replace(/^[^A-Za-z0-9]+/u, "")
  );
  if (LEGEND_AT_WORDS.test(n.folded) && words.some((w) => w.length >= 8 && namedSignAddress(w, signs))) {
    out.email = true;
    return out;
  }
  if (!alone.length) return out;
  for (const w of words) {
    const inside = alone.filter((g) => w.includes(g));
    if (!inside.length || w.length < 6) continue;
    // One sign twice and an "@" named elsewhere: the first "@", the second "." ("hoptac%sencaphe%vn — dấu % thứ nhất
    // là @").
    if (inside.length === 1 && w.split(inside[0]).length === 3 && c.replace(w, "").includes("@")) {
      const i = w.indexOf(inside[0]);
      const t = (w.slice(0, i) + "@" + w.slice(i + 1).split(inside[0]).join(".")).toLowerCase();
      const em = /^[a-z0-9][a-z0-9._%+\-]*@([a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)+)$/.exec(t);
      if (em && parseHost(em[1]).isIcann && parseHost(em[1]).domain) {
        out.email = true;
        return out;
      }
    }
    const tries: [string, string | null][] = inside.length === 1
      ? [[inside[0], null]]
      : inside.length === 2
      ? [[inside[1], inside[0]], [inside[0], inside[1]]]
      : [];
    for (const [dot, at] of tries) {
      let t = w.split(dot).join(".");
      if (at) t = t.split(at).join("@");
      t = t.toLowerCase();
      if (/[^a-z0-9.\-_/@%+]/.test(t)) continue;
      const em = /^[a-z0-9][a-z0-9._%+\-]*@([a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)+)$/.exec(t);
      if (em) {
        const p = parseHost(em[1]);
        if (p.domain && p.isIcann) {
          out.email = true;
          return out;
        }
        continue;
      }
      if (at) continue;
      const h = /^([a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)+)(?:\/[a-z0-9\-_/]*)?$/.exec(t);
      if (!h) continue;
      const p = parseHost(h[1]);
      if (p.domain && p.isIcann && (p.domainWithoutSuffix ?? "").length >= 3) {
        out.host = h[1];
        return out;
      }
    }
  }
  return out;
}

// Round 21: the words for "@" a sign key names ("das Und-Zeichen ist das At", "el # es la arroba", "вместо решётки
// собачку").
const LEGEND_AT_WORDS = new RegExp(
  [
    "(?<![\\p{L}])at(?![\\p{L}])",
    "at-zeichen",
    "arroba",
    "arobase",
    "chiocciol",
    "apenstaart",
    "malp",
    "zavinac",
    "snabel",
    "kukac",
    "klammeraffe",
    "afna",
    "a cong",
    "majmun",
    "ahtapot",
    ...["собак", "собач", "равлик", "мајмун", "маймун", "παπάκι"].map(fold),
    "@",
  ].join("|"),
  "u",
);
const ADDRESS_SHAPE = /^[a-z0-9][a-z0-9._%+\-]*@([a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)+)$/;
/** Round 21: a word whose signs, read as "@" and ".", make an address with a real public suffix. */
function namedSignAddress(word: string, signs: Set<string>): boolean {
  const inside = [...signs].filter((g) => word.includes(g));
  const tries: string[] = [];
  if (inside.length === 2) {
    for (const [at, dot] of [[inside[0], inside[1]], [inside[1], inside[0]]]) {
      if (word.split(at).length === 2) tries.push(word.split(dot).join(".").replace(at, "@"));
    }
  } else if (inside.length === 1 && word.split(inside[0]).length === 4) {
    const parts = word.split(inside[0]);
    for (let i = 1; i < 4; i++) {
      tries.push(parts.map((p, j) => (j === 0 ? p : (j === i ? "@" : ".") + p)).join(""));
    }
  }
  for (const t of tries) {
    const em = ADDRESS_SHAPE.exec(t.toLowerCase());
    if (!em) continue;
    const p = parseHost(em[1]);
    if (p.domain && p.isIcann) return true;
  }
  return false;
}

// Round 20: a mailbox named after the campaign's hashtag at a named webmail provider ("#waldhonig24 – an das gleichnamige
// Gmail-Postfach, ohne Raute", "the Gmail with that same name, without the #"): a hashtag, a provider and a word for
// "the same name". Speed: only with a "#" and a provider.
const SAME_NAME = new RegExp(
  String
    .raw`gleichnamig|same name|samme navn|samma namn|dezelfde naam|zelfde naam|se llama igual|mismo nombre|mesmo nome|stesso nome|meme nom|aynı isim|ayni isim|ayni adl|tej samej nazwie|takiej samej nazwie|sama nimega|samanniminen|samalla nimella|rovnako pomenovan|stejne pojmenovan|ugyanolyan nevu|ugyanazzal a nevvel|同じ名前|同名|같은 이름|${
    ["однойменн", "одноименн", "с таким же именем", "з такою ж назвою", "със същото име", "იგივე სახელ"].map(
      fold,
    ).join("|")
  }`,
  "u",
);

export function findEmail(text: string | Normalised): boolean {
  const n = view(text);
  const domainWord = DOMAIN_NAMED_PARTS.some((w) => n.folded.includes(w));
  const ending = countryEnding(n.folded);
  if (ending && MAILBOX_WORDS.test(n.folded)) return true;
  if (folkAddress(n, ending)) return true;
  if (n.folded.includes("@") && endsWithAt(n.folded)) return true;
  if (assembledAddress(n)) return true;
  if (toldPieces(n.folded) === 2) return true;
  if (legendContact(n).email || variableContact(n).email) return true;
  for (const s of contactViews(n)) {
    // Each pattern needs an "@", "mailto" or a provider's name: look for those first (speed).
    if (s.includes("@") && aroundAt(s, (x, at) => plainAt(x, at) || looseAt(x, at))) return true;
    if (s.includes("mailto") && MAILTO.test(s)) return true;
    if (s.includes("@") && splitAt(s)) return true;
    if (describedAddress(s)) return true;
    if (scriptDomainAddress(s)) return true;
    if (domainWord && userDomainAddress(s)) return true;
    if (!providerNamed(s)) continue;
    if (s.includes("#") && SAME_NAME.test(n.folded) && HASHTAG_NAME.test(n.folded)) return true;
    if (USER_NAMED.test(s) || USER_NAMED_LOOSE.test(s)) return true;
    if (EMAIL_PROVIDER.test(s) || EMAIL_PROVIDER_PREP.test(s)) return true;
    // An address split across a sentence: a webmail provider named next to a mailbox name, or next to
    // a word for mail and a handle.
    if (MAIL_WORDS.test(s) && EMAIL_PROVIDER_WORDS.test(s)) return true;
    let rest = s.replace(new RegExp(PROVIDER_WORD.source, "gu"), " ").replace(
      /\b[a-z][a-z0-9+.-]*:\/\/\S*/g,
      " ",
    );
    // Round 20: a handle right after a word for tagging is the platform's handle, not a mailbox ("Tagge
    // @waldhonig_official … Wer Gmail nutzt", "marca a @almazaraverde … Outlook", "відмітьте @zolotepole_ua").
    if (rest.includes("@")) rest = rest.replace(TAG_HANDLE, " ");
    if (hasUsername(rest) || (MAIL_WORDS.test(rest) && /(?<![\p{L}\p{N}])@[a-z0-9_.]{2,}/u.test(rest))) {
      return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Links

const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });

// Hosts known to exist only to send people elsewhere (shorteners, link-in-bio pages, chat invites):
// a link even with no path.
const REDIRECT_HOSTS = new Set([
  "bit.ly",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "ow.ly",
  "buff.ly",
  "is.gd",
  "cutt.ly",
  "rb.gy",
  "t.ly",
  "rebrand.ly",
  "tiny.cc",
  "shorturl.at",
  "hubs.ly",
  "lnkd.in",
  "trib.al",
  "s.id",
  "linktr.ee",
  "lnk.bio",
  "beacons.ai",
  "linkin.bio",
  "campsite.bio",
  "msha.ke",
  "solo.to",
  "tap.bio",
  "carrd.co",
  "allmylinks.com",
  "komi.io",
  "hoo.be",
  "snipfeed.co",
  "stan.store",
  "lit.link",
  "linkbio.co",
  "bio.link",
  "wa.me",
  "t.me",
  "m.me",
  "discord.gg",
  "chat.whatsapp.com",
  "forms.gle",
  "calendly.com",
]);
// TLDs that are also words, abbreviations or file extensions: a host only with a path, a scheme or "www".
const WORDY_TLDS = new Set([
  "md",
  "py",
  "sh",
  "so",
  "it",
  "in",
  "is",
  "at",
  "no",
  "am",
  "pm",
  "st",
  "nd",
  "rd",
  "zip",
  "mov",
  "new",
  "post",
  "now",
  "one",
  "top",
  "fun",
  "live",
  "life",
  "world",
  "today",
  "news",
  "best",
  "love",
  "art",
  "run",
  "win",
  "zone",
  "care",
  "style",
  "team",
  "date",
  "day",
  "film",
  "photo",
  "photos",
  "video",
  "show",
  "rest",
  "sale",
  "click",
  "page",
  "here",
  "how",
  "tips",
  "fit",
  "moda",
  "kids",
  "baby",
  "pet",
  "pets",
  "food",
  "cafe",
  "bar",
  "pub",
  "fan",
  "fans",
  "free",
  "deal",
  "deals",
  "gift",
  "gifts",
  "game",
  "games",
  "golf",
  "cool",
  "you",
  "smile",
  "next",
  "like",
  "buy",
  "save",
  "read",
  "play",
  "go",
  "ink",
  "red",
  "blue",
  "black",
  "pink",
  "green",
  "gold",
  "on",
  "my",
  "to",
  "do",
  "be",
  "us",
  "by",
  "as",
  "or",
  "an",
  "me",
  "tv",
]);
// Round 8: TLDs that are also the extension of a design file, and the signs of a file around them: another file
// name ("logo.eps", "caption.txt") or a word for a file or a format.
const FILE_EXT_TLDS = new Set(["ai", "ps", "psd", "eps", "indd", "sketch", "fig"]);
const FILE_CONTEXT =
  /(?<![\p{L}\p{N}])[\p{L}\p{N}_-]+\.(?:eps|svg|pdf|png|jpe?g|txt|docx?|tiff?|psd|mov|mp4|indd|zip|gif|webp|heic|srt)(?![\p{L}\p{N}])|(?<![\p{L}])(?:file|files|format|formato|formats|formaat|datei|dateien|fichier|fichiers|archivo|archivos|arquivo|plik|pliku|bestand|dosya|soubor|tiedosto|файл|фаил|vector|vektor)(?![\p{L}])/u;
// Two-letter TLDs that are also file extensions: "readme.md", "setup.sh", "main.py".
const FILE_TLDS = new Set([
  "md",
  "py",
  "sh",
  "rs",
  "ts",
  "js",
  "cs",
  "pl",
  "ps",
  "so",
  "am",
  "pm",
  "st",
  "nd",
  "rd",
]);
// Technology names that look like hosts but are not links.
const NOT_HOSTS = new Set([
  "asp.net",
  "vb.net",
  "ado.net",
  "node.js",
  "vue.js",
  "next.js",
  "react.js",
  "d3.js",
]);

// Only from the start of a run (the look-behind): without it a run with no dot ("aaaa…") was retried
// from each of its letters, quadratic in its length.
const DOTTED = /(?<![a-z0-9_-])[a-z0-9_-]+(?:\.[a-z0-9_-]+)+/g;
// The same dotted word, with its edges: not inside a longer word, an address or a path.
const BARE_HOST_AT =
  /^(?:^|[^\p{L}\p{N}@_\-/.])?((?:[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)+(?:[a-z][a-z0-9-]{0,61}[a-z0-9]|xn--[a-z0-9-]+))(?![\p{L}\p{N}_@-]|\.[\p{L}\p{N}])(\s*\/)?/u;
const EMAIL_PLAIN_ALL = new RegExp(EMAIL_PLAIN.source, "g");
// Round 13: the Finnish case endings of a ".com", ".net" or ".org" written with no colon ("brand.comista").
const FI_CASE = /^(com|net|org)(?:ista|issa|iin|ille|illa|ilta|iksi|ina|ia|in)$/;
const MARKUP_TARGET =
  /\[[^\]\n]*\]\(\s*<?([^)\s>]*)|^\s*\[[^\]\n]+\]:\s*<?(\S+)|\b(?:href|src|action|formaction|poster|data|srcset|background)\s*=\s*["']?([^"'\s>]*)|\burl\(\s*["']?([^"')\s]*)|\blocation\s*=\s*["']?([^"'\s;]*)/gm;
const IP_LINK = /\b((?:\d{1,3}\.){3}\d{1,3})(?=:\d|\/)/g;
// Round 17: a bare IP address ("185ꞏ23ꞏ144ꞏ9", its letter-like dots folded): four numbers of at most 255, the first
// 11 to 223, seven digits or more, no further dot or digit either side, not after a word for a version or a build
// ("Version 10.2.3.4", "firmware 4.12.180.22").
const IP_BARE_GATE = /\d\.\d{1,3}\.\d{1,3}\.\d/;
const IP_BARE = /(?<![\d.])((?:\d{1,3}\.){3}\d{1,3})(?![\d.]?\d|\.\p{L})/gu;
const IP_VERSION_BEFORE =
  /(?:v|ver|version|versi[oó]n|vers[aã]o|versie|wersj[ai]|verze|verzi[ao]|versione|s[uü]r[uü]m|верси[яи]|build|firmware|fw|ios|android|app|update|release|patch|isbn|§)\.?\s*$/u;
function bareIps(s: string, add: (h: string) => void): void {
  for (const m of s.matchAll(IP_BARE)) {
    const parts = m[1].split(".").map(Number);
    if (parts[0] < 11 || parts[0] > 223 || parts.some((p) => p > 255) || m[1].replace(/\./g, "").length < 7) {
      continue;
    }
    if (IP_VERSION_BEFORE.test(s.slice(Math.max(0, m.index! - 24), m.index!))) continue;
    add(m[1]);
  }
}

// Round 10: hosts under a TLD of another script ("травник.рф", "茶叶铺.中国", "กาแฟดี.ไทย"), or with a label in
// another script under a TLD people type ("сладости.com"), folded as the text is.
const IDN_TLDS = [
  "рф",
  "рус",
  "укр",
  "срб",
  "бел",
  "бг",
  "қаз",
  "мкд",
  "мон",
  "москва",
  "дети",
  "中国",
  "中國",
  "公司",
  "网络",
  "网址",
  "在线",
  "香港",
  "台湾",
  "台灣",
  "新加坡",
  "みんな",
  "한국",
  "ไทย",
  "भारत",
  "ভারত",
  "இந்தியா",
  "ελ",
  "ευ",
  "مصر",
  "السعودية",
  "امارات",
  "ایران",
  "پاکستان",
  "عمان",
  "قطر",
  "الجزائر",
  "المغرب",
  "հայ",
  "გე",
  "срб",
  "укр",
].map(fold);
// (Cyrillic look-alikes are folded to Latin ones: "дом.рф" is "дom.pф".)
// Round 14: a label of another script before a country code ("お茶の森.jp", "花茶坊.cn", "한빛카페.kr").
const IDN_CC = "jp|cn|kr|tw|hk|th|vn|in|ru|ua|gr|de|at|ch|pl|cz|sk|hu|eu|il|ir|sa|ae";
const IDN_GATE = new RegExp(
  String
    .raw`[\u0080-\uffff][a-z0-9\-]{0,12}\.(?:com|net|org|shop|store|online|site|info|biz|io|${IDN_CC}|${
    IDN_TLDS.filter((t) => /^[a-z]+$/.test(t)).join("|")
  })(?![a-z])|\.[a-z0-9\-]{0,3}[${
    [...new Set(IDN_TLDS.map((t) => [...t].find((c) => c >= "\u0080") ?? ""))].join("")
  }]`,
  "u",
);
const IDN_LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}\-]{0,61}[\p{L}\p{M}\p{N}])?`;
const IDN_HOST = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}.@_\-])((?:${IDN_LABEL}\.)+(?:${
    alt([...new Set(IDN_TLDS)])
  }))(?![\p{L}\p{M}\p{N}])|(?<![\p{L}\p{M}\p{N}.@_\-])((?:${IDN_LABEL}\.)*[\p{L}\p{M}\p{N}\-]*[^\x00-\x7f][\p{L}\p{M}\p{N}\-]*\.(?:com|net|org|shop|store|online|site|info|biz|io|${IDN_CC}))(?![\p{L}\p{M}\p{N}])`,
  "gu",
);

const IDN_GATE_ALL = new RegExp(IDN_GATE.source, "gu");
/** The hosts of IDN_HOST, read in a window around each dot the gate finds (not from every letter of the text). */
function idnHosts(s: string, add: (h: string) => void): void {
  let done = -1;
  for (const g of s.matchAll(IDN_GATE_ALL)) {
    const dot = g.index + g[0].indexOf(".");
    if (dot <= done) continue;
    let from = dot;
    while (from > 0 && dot - from < 80 && !/\s/.test(s[from - 1])) from--;
    const win = s.slice(from, dot + 40);
    for (const m of win.matchAll(IDN_HOST)) add(m[1] ?? m[2]);
    done = dot + 40;
  }
}

/** Canonical host: lowercase, no "www.", no port, no trailing dot, no credentials, IDN as punycode. */
export function canonicalHost(host: string): string {
  let h = host.toLowerCase().trim();
  h = h.replace(/^[^@]*@/, "").replace(/:\d*$/, "").replace(/\.+$/, "");
  h = h.replace(
    /\s*(?:\[\s*\.\s*\]|\(\s*\.\s*\)|\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>|\s+dot\s+|\s*\.\s*)\s*/g,
    ".",
  );
  if (/[\u0080-\uffff]/.test(h)) {
    try {
      h = new URL(`http://${h}`).hostname;
    } catch { /* keep as written */ }
  }
  return h.replace(/^www\d?\./, "");
}

function hostOfTarget(target: string): string | null {
  const m = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#\s]+)/.exec(target) ??
    /^(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:[/:?#]|$)/.exec(target);
  return m ? m[1] : null;
}

/**
 * Every host a text links to, canonical. A link whose target has no host (a markdown link to
 * "javascript:" or a relative path) is reported as the pseudo-host "(link)" so it is never allowed.
 */
// Round 12: a site handed over in parts: a word for its ending (or domain), a lone ".tld" (a suffix on the public list,
// not a file extension) and a lone "/page" in the same text.
const ENDING_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?:${
    alt(
      [
        "ending",
        "extension",
        "suffix",
        "tld",
        "domain",
        "endung",
        "domainendung",
        "terminacion",
        "terminacao",
        "extensao",
        "dominio",
        "domini",
        "domaine",
        "domein",
        "extensie",
        "koncowka",
        "rozszerzenie",
        "paate",
        "paatteen",
        "andelse",
        "andelsen",
        "endelse",
        "endelsen",
        "endelsen",
        "koncovka",
        "pripona",
        "vegzodes",
        "vegzodese",
        "uzanti",
        "uzantisi",
        "duoi",
        "ekstensi",
        "akhiran",
        "terminatie",
        "terminatia",
        "расширение",
        "окончание",
        "домен",
        "закінчення",
        "καταληξη",
        "סיומת",
        "امتداد",
        "پسوند",
        "末尾",
        "ドメイン",
        "后缀",
        "域名",
        "확장자",
        "도메인",
      ].map(fold),
    )
  })\p{L}{0,4}(?![\p{L}])`,
  "u",
);
const LONE_TLD = /(?<![\p{L}\p{N}.\/])\.([a-z]{2,12})(?![\p{L}\p{N}.])/gu;
const LONE_PATH = /(?<![\p{L}\p{N}.\/:])\/[a-z][a-z0-9_\-]{2,}/u;
// Round 17: a site told as the brand's name and its ending ("O site é o nosso nome tudo junto, cafeserrano, terminando
// em .com.br", "اكتب اسم البراند tamrwaha ثم أضف دوت كوم", "نام برند … nanehkhoshmaze، با پسوند ir", "品牌名 chayuan
// 加上点com"): a word for a site, a word for a brand's or a name, a Latin name of five letters or more written on its
// own, and an ending: a lone public suffix after a dot (".com.br", " .ru"), "dot com" in the script of the text, or a
// word for a suffix before a country code. Looked for only when one of those endings is there.
const BRAND_ENDING = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])\.((?:com|co|net|org)\.)?([a-z]{2,3})(?![\p{L}\p{N}]|\.[\p{L}\p{N}])|(?:${
    [
      "دوت كوم",
      "دات كوم",
      "دوت کام",
      "点com",
      "點com",
      "点 com",
      "ドットコム",
      "닷컴",
      "дот ком",
      "точка ком",
    ].map(fold)
      .join("|")
  })|(?:${
    ["پسوند", "后缀", "後綴", "suffix", "suffixe", "sufijo", "sufixo", "suffisso", "endung"].map(fold).join(
      "|",
    )
  })\s+([a-z]{2,3})(?![\p{L}\p{N}]|\.[\p{L}\p{N}])`,
  "u",
);
const BRAND_ENDING_GATE =
  /(?<![\p{L}\p{N}.])\.[a-z]{2,3}(?![\p{L}\p{N}])|[\u0600-\u06ff\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af\u0400-\u04ff]|suffix|sufijo|sufixo|suffisso|endung/u;
const BRAND_WORDS = new RegExp(
  words([
    "brand*",
    "marke*",
    "markenname*",
    "marca",
    "marque",
    "marchio",
    "merk",
    "marka*",
    "nome",
    "nom",
    "name",
    "nombre",
    "naam",
    "nazwa",
    "название",
    "бренд*",
    "اسم",
    "البراند",
    "العلامة",
    "برند",
    "نام",
    "品牌",
    "ブランド",
    "브랜드",
  ]),
  "u",
);
const BRAND_SITE = /موقع|سایت|сайт|网站|網站|官网|サイト|사이트/;
const BRAND_NAME = /(?<![\p{L}\p{N}.@/-])[a-z][a-z0-9-]{4,30}(?![\p{L}\p{N}.@/])/gu;
function brandSite(f: string): boolean {
  const e = BRAND_ENDING.exec(f);
  if (!e) return false;
  const tld = e[2] ?? e[3];
  if (tld !== undefined) {
    const suffix = e[1] ? `${e[1]}${tld}` : tld;
    const p = parseHost(`example.${suffix}`);
    if (!p.isIcann || p.publicSuffix !== suffix || FILE_EXT_TLDS.has(tld)) return false;
  }
  if (!(SITE_WORDS.test(f) || BRAND_SITE.test(f)) || !BRAND_WORDS.test(f)) return false;
  for (const m of f.matchAll(BRAND_NAME)) {
    if (!/^(?:site|sito|sitio|brand|marke|nome|name|com|web|www|http|https)$/.test(m[0])) return true;
  }
  return false;
}

function describedSite(s: string): boolean {
  if (!LONE_PATH.test(s) || !ENDING_WORDS.test(s)) return false;
  for (const m of s.matchAll(LONE_TLD)) {
    const p = parseHost(`example.${m[1]}`);
    if (p.isIcann && p.publicSuffix === m[1] && !FILE_EXT_TLDS.has(m[1])) return true;
  }
  return false;
}

const WWW_NO_DOTS = /(?<![\p{L}\p{N}.])www\s+([a-z0-9][a-z0-9-]{2,62})\s+([a-z]{2,3})(?![\p{L}\p{N}.@])/u;
// Country codes and suffixes that are everyday words after a name.
const WWW_NO_DOTS_WORDS = new Set(
  "is it to in at me my no so do be us an am as by de la es se si na ne ma og om er en et il al ai or on"
    .split(" "),
);
// Round 16: a site's ending spelled as the names of its letters after a word for the dot ("lipovy-med tečka cé zet",
// "pipacs pont há ú", "fjallbris punkt ess-e", "senhong chấm vê en", "lalebahce nokta kom nokta te re"): the names
// made letters when two or three of them (or "com", "kom") end the sentence after the dot word, and the result read
// as a host on the public list. Letter names are short words ("de", "en", "e"): only so placed, and a host only.
const LETTER_NAMES: Record<string, string> = {
  a: "a",
  ah: "a",
  be: "b",
  bee: "b",
  ce: "c",
  tse: "c",
  see: "c",
  de: "d",
  dee: "d",
  e: "e",
  ee: "e",
  ef: "f",
  eff: "f",
  af: "f",
  effe: "f",
  ge: "g",
  gee: "g",
  dzi: "g",
  ha: "h",
  hache: "h",
  acca: "h",
  aitch: "h",
  i: "i",
  ii: "i",
  jot: "j",
  jota: "j",
  ka: "k",
  kay: "k",
  el: "l",
  ell: "l",
  elle: "l",
  ele: "l",
  em: "m",
  emm: "m",
  eme: "m",
  emme: "m",
  en: "n",
  enn: "n",
  ene: "n",
  enne: "n",
  o: "o",
  oh: "o",
  pe: "p",
  pee: "p",
  ku: "q",
  er: "r",
  err: "r",
  ere: "r",
  erre: "r",
  re: "r",
  es: "s",
  ess: "s",
  ese: "s",
  esse: "s",
  te: "t",
  tee: "t",
  ti: "t",
  u: "u",
  uu: "u",
  ve: "v",
  vee: "v",
  vau: "v",
  uve: "v",
  iks: "x",
  ix: "x",
  ypsilon: "y",
  zet: "z",
  zed: "z",
  zett: "z",
  zeta: "z",
  ...Object.fromEntries(
    (
      [
        ["бе", "b"],
        ["бэ", "b"],
        ["це", "c"],
        ["де", "d"],
        ["дэ", "d"],
        ["эф", "f"],
        ["еф", "f"],
        ["гэ", "g"],
        ["ге", "g"],
        ["ха", "h"],
        ["ка", "k"],
        ["эль", "l"],
        ["ель", "l"],
        ["эм", "m"],
        ["ем", "m"],
        ["эн", "n"],
        ["ен", "n"],
        ["пе", "p"],
        ["пэ", "p"],
        ["эр", "r"],
        ["ер", "r"],
        ["эс", "s"],
        ["ес", "s"],
        ["тэ", "t"],
        ["те", "t"],
        ["у", "u"],
        ["вэ", "v"],
        ["ве", "v"],
        ["зет", "z"],
        ["зэт", "z"],
        ["зед", "z"],
        ["τζι", "g"],
        ["αρ", "r"],
        ["άρ", "r"],
        ["ελ", "l"],
      ] as const
    ).map(([k, v]) => [fold(k), v]),
  ),
};
const SPOKEN_COM: Record<string, string> = { com: "com", kom: "com", net: "net", org: "org" };
const SPOKEN_DOTS = alt([...DOT_WORDS, ...SCRIPT_DOT_WORDS, "ponto final", "dhibic"].map(fold));
const SPOKEN_LETTER = alt(Object.keys(LETTER_NAMES).sort((a, b) => b.length - a.length));
const SPOKEN_TLD_GATE = new RegExp(
  alt(
    [
      "punk",
      "punt",
      "point",
      "pont",
      "dot",
      "kropk",
      "nokta",
      "piste",
      "teck",
      "titik",
      "punct",
      "bodk",
      "tock",
    ].concat(
      ["cham", "nukta", "prick", "dhibic", "точк", "крапк", "τελε"].map(fold),
    ),
  ),
  "u",
);
const SPOKEN_TLD = new RegExp(
  String
    .raw`\s*,?\s*(?<![\p{L}])(?:${SPOKEN_DOTS})\s*,?\s+(kom|com|net|org|(?:${SPOKEN_LETTER})(?:[\s-]+(?:${SPOKEN_LETTER})){1,2})(?![\p{L}\p{N}])(?=\s*(?:$|[,.;:!?)\]—–]|(?:${SPOKEN_DOTS})(?![\p{L}])))`,
  "gu",
);
const SPOKEN_HOST = /(?<![\p{L}\p{N}.@])([a-z0-9][a-z0-9-]{2,62}(?:\.[a-z]{2,3}){1,2})(?![\p{L}\p{N}])/gu;
function spokenTldHosts(f: string, add: (h: string) => void): void {
  let changed = false;
  const t = f.replace(SPOKEN_TLD, (m: string, seq: string) => {
    const tld = SPOKEN_COM[seq] ?? seq.split(/[\s-]+/).map((x) => LETTER_NAMES[x] ?? "?").join("");
    if (!/^[a-z]{2,3}$/.test(tld)) return m;
    changed = true;
    return `.${tld}`;
  });
  if (!changed) return;
  for (const m of t.matchAll(SPOKEN_HOST)) {
    if (f.includes(m[1])) continue; // written so already: the other checks' business
    const p = parseHost(m[1]);
    if (p.domain && p.isIcann) add(m[1]);
  }
}
// Round 16: a site as a template, its parts given after it ("[Marke].[Land], wobei Marke = nordlicht-tee und Land =
// de", "{marca}.{país}, marca = doce-mel, país = br").
const SITE_TEMPLATE = /[\[{(<]([a-z]{2,12})[\]})>]\s*\.\s*[\[{(<]([a-z]{2,12})[\]})>]/;
function templateHost(f: string): string | null {
  const m = SITE_TEMPLATE.exec(f);
  if (!m) return null;
  const name = new RegExp(
    String.raw`(?<![\p{L}])${m[1]}\s*=\s*([a-z0-9][a-z0-9-]{1,62})(?![\p{L}\p{N}])`,
    "u",
  ).exec(f);
  const end = new RegExp(
    String.raw`(?<![\p{L}])${m[2]}\s*=\s*\.?([a-z]{2,6}(?:\.[a-z]{2})?)(?![\p{L}\p{N}])`,
    "u",
  ).exec(f);
  if (!name || !end) return null;
  const host = `${name[1]}.${end[1]}`;
  const p = parseHost(host);
  return p.domain && p.isIcann ? host : null;
}

// Round 18: a site or an address told with its pieces to put back: an ending written alone (".de", ".com.tr") after a
// hashtag the reader is told to take the hash sign off ("the hashtag #sonnenhaut without the hash, .de at the end"),
// or after a word said twice ("the word sonnenglas twice, the mail sign between, .de after": an address when the "@"
// is named, else a site); a name and an ending joined by another sign the reader is told to swap for a dot
// ("solhud,se – swap the comma for a dot"); a name, a word for a dot and the letters of a flag emoji ("sonnenglas,
// then a dot and the two letters of the flag 🇩🇪"). Speed: each only after a cheap plain test.
const ALONE_END_GATE = /[^a-z0-9./]\.[a-z]{2}/;
const ALONE_END = /(?<![a-z0-9./])\.((?:com|co|org|net)\.[a-z]{2}|[a-z]{2,6})(?![a-z0-9]|\.[a-z])/u;
const HASHTAG_WORD =
  /hashtag|hasztag|hesteg|hashteg|heshteg|хештег|хэштег|kljucnik|etiket|diyez|raute|diese|cancellett|almohadilla|krzyzyk|taraba|tarabe|lojtr|решітк|решетк|cerquillo|cardinal/u;
const HASHTAG_NAME = /#([a-z][a-z0-9-]{3,40})(?![\p{L}\p{N}])/u;
const TWICE =
  /(?<![\p{L}])(?:zweimal|twice|two times|to gange|to ganger|twee keer|tweemaal|duas vezes|dos veces|dwa razy|дважды|два раза|deux fois|due volte|iki kez|iki defa|iki d[eə]f[eə]|kaksi kertaa|ketszer|dvakrat|tva ganger|dvaput|hai lan)(?![\p{L}])|2回|二回|두 번/u;
const TWICE_GATE =
  /mal|twice|times|gange|keer|vezes|veces|razy|дважды|раза|fois|volte|kez|def|dəf|kertaa|szer|krat|gang|put|lan|回|번/;
const MAIL_SIGN =
  /mail|arroba|arobase|chiocciol|malpa|собачк|isareti|e-post|メール|메일|kukac|zavinac|snabel|apenstaart|affenschwanz|at-zeichen/u;
function aloneEnding(f: string): string | null {
  const m = ALONE_END.exec(f);
  if (!m) return null;
  const tld = m[1];
  return parseHost(`example.${tld}`).isIcann && !FILE_EXT_TLDS.has(tld) ? tld : null;
}
/** 1: a site, 2: an address, 0: neither. */
export function toldPieces(f: string): 0 | 1 | 2 {
  if (!ALONE_END_GATE.test(f)) return 0;
  if (f.includes("#") && HASHTAG_WORD.test(f) && HASHTAG_NAME.test(f) && aloneEnding(f)) return 1;
  if (TWICE_GATE.test(f) && TWICE.test(f) && aloneEnding(f)) return MAIL_SIGN.test(f) ? 2 : 1;
  return 0;
}
const SWAP_GATE = /[a-z][,_;*\-~|+][a-z]{2}/;
const SWAP_HOST =
  /(?<![\p{L}\p{N}.@#])([a-z][a-z0-9]{3,40})[,_;*\-~|+]((?:com|co)[,_;*\-~|+][a-z]{2}|[a-z]{2,3})(?![\p{L}\p{N}])/gu;
const SWAP_WORDS =
  /ersetz|remplac|vervang|bytt|byt |wpisz|nahrad|tilalle|helyere|asemele|vieta|sostitu|reemplaz|cambia|troque|substitu|replace|swap|degistir|zamien|замен|zamijen|zameni|zamenjaj/u;
const DOT_NAMED = /punkt|punt|point|punto|ponto|piste|pont|kropk|teck|nokta|точк|stip|tocka|pik/u;
function swappedHost(f: string): boolean {
  if (!SWAP_GATE.test(f) || !DOT_NAMED.test(f) || !SWAP_WORDS.test(f)) return false;
  for (const m of f.matchAll(SWAP_HOST)) {
    const tld = m[2].replace(/[^a-z]/g, ".");
    if (!FILE_EXT_TLDS.has(tld) && parseHost(`${m[1]}.${tld}`).isIcann) return true;
  }
  return false;
}
const FLAG = /[\u{1f1e6}-\u{1f1ff}]{2}/u;
const FLAG_LETTERS =
  /buchstab|lettre|letter|letra|liter|bokstav|kirjain|betu|flag|drapeau|bandiera|bandera|bandeira|lipun|lippu|zaszl|vlag|σημαία|флаг|прапор/u;
function flagEnding(f: string): boolean {
  return f.includes("\ud83c") && FLAG.test(f) && DOT_NAMED.test(f) && FLAG_LETTERS.test(f);
}

// Round 21: a site built from a handle: the handle without its underscore and an ending written apart ("インスタのID
// 「hanabi_cosme」からアンダーバーを取り、末尾に.jpを付けた", "bella_natural, sin el guion bajo y con .es detrás"):
// a handle with an underscore, a word for the underscore and a lone ending (a dot after a space or quote, then a
// real public suffix that is not a file's ending).
const UNDERSCORE_WORDS = new RegExp(
  [
    "underscore",
    "underline",
    "unterstrich",
    "guion bajo",
    "guión bajo",
    "trattino basso",
    "sublinhado",
    "tiret du bas",
    "tiret bas",
    "alt cizgi",
    "garis bawah",
    "gach duoi",
    "gach chan",
    "podkresl",
    "podtrzitk",
    "alahuzas",
    "understreck",
    "understreg",
    "alaviiva",
    "liggend streepje",
    "low line",
    ...[
      "アンダーバー",
      "アンダースコア",
      "밑줄",
      "언더바",
      "下划线",
      "下劃線",
      "ขีดล่าง",
      "קו תחתון",
      "קו התחתון",
      "השורה התחתונה",
      "السفلية",
      "سفلي",
      "آندرلاین",
      "زیرخط",
      "подчеркиван",
      "подчёркиван",
      "підкреслен",
      "долна черта",
    ].map(fold),
  ].join("|"),
  "u",
);
// A dot after a space or quote, or glued to a word of a script written without spaces ("末尾に.jp", "뒤에 .kr을").
const LONE_ENDING =
  /(?<=^|[\s"'「『«“„(（、，,:：]|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}])\.([a-z]{2,6}(?:\.[a-z]{2})?)(?![a-z0-9])/gu;
const UNDERSCORE_HANDLE = /(?<![a-z0-9_.@])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![a-z0-9_])/gu;
// The underscore taken away: a word for "without" or "remove" within 25 characters of the word for it.
const REMOVE_WORDS = new RegExp(
  [
    "without",
    "remove",
    "drop",
    "ohne",
    "weg",
    "entfern",
    "sin",
    "quita",
    "sem",
    "tira",
    "senza",
    "togli",
    "sans",
    "enlev",
    "zonder",
    "utan",
    "uden",
    "uten",
    "ilman",
    "bez",
    "nelkul",
    "siz",
    "hapus",
    "tanpa",
    "bo",
    "khong",
    ...[
      "без",
      "убер",
      "прибер",
      "بدون",
      "حذف",
      "בלי",
      "ללא",
      "去掉",
      "去除",
      "删",
      "빼",
      "없이",
      "取",
      "除",
      "ตัด",
      "ไม่มี",
    ]
      .map(fold),
  ].join("|"),
  "u",
);
function handleSite(f: string): string | null {
  const u = UNDERSCORE_WORDS.exec(f);
  if (!u) return null;
  const near = f.slice(Math.max(0, u.index - 25), u.index + u[0].length + 25);
  if (!REMOVE_WORDS.test(near)) return null;
  const after = u.index + u[0].length;
  const endings = [...f.matchAll(LONE_ENDING)].filter((m) => m.index! >= after && m.index! - after <= 40).map(
    (m) => m[1],
  ).filter((e) => !WORDY_TLDS.has(e) && !FILE_EXT_TLDS.has(e));
  if (!endings.length) return null;
  for (const m of f.matchAll(UNDERSCORE_HANDLE)) {
    for (const e of endings) {
      const host = `${m[0].replace(/_/g, "")}.${e}`;
      const p = parseHost(host);
      if (p.domain && p.isIcann && p.publicSuffix === e) return host;
    }
  }
  return null;
}

export function findHosts(text: string | Normalised): string[] {
  const n = view(text);
  const hosts = new Set<string>();
  const add = (h: string) => {
    const c = canonicalHost(h);
    if (c) hosts.add(c);
  };
  // Speed: the views add no word for an ending; look for one once.
  const endingGate = COUNTRY_END_GATE.test(n.folded);
  if (SPOKEN_TLD_GATE.test(n.folded)) spokenTldHosts(n.folded, add);
  if (toldPieces(n.folded) === 1 || swappedHost(n.folded) || flagEnding(n.folded)) hosts.add("(link)");
  if (n.folded.includes("=")) {
    const h = templateHost(n.folded);
    if (h) add(h);
  }
  const legend = legendContact(n).host ?? variableContact(n).host ?? turnedHost(n.folded);
  if (legend) add(legend);
  if (n.folded.includes("_") && UNDERSCORE_WORDS.test(n.folded)) {
    const h = handleSite(n.folded);
    if (h) add(h);
  }
  for (const s of contactViews(n)) {
    for (const m of s.matchAll(MARKUP_TARGET)) {
      const target = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? "";
      if (!target || /^(?:mailto:|#|x$)/.test(target)) continue;
      const host = hostOfTarget(target);
      if (host) add(host);
      else if (/^[a-z][a-z0-9+.-]*:/.test(target) || !/^[\w-]+$/.test(target)) hosts.add("(link)");
      else hosts.add("(link)");
    }
    if (/[:/]/.test(s)) {
      for (const m of linkify.match(s) ?? []) {
        if (m.schema === "mailto:") continue;
        const host = hostOfTarget(m.url);
        if (host) add(host);
      }
      for (const m of s.matchAll(/\b(?:https?|ftp|wss?):\/\/\/?\s*([^\s/?#'"<>)\]]+)/g)) add(m[1]);
      for (
        const m of s.matchAll(
          /(?:^|[\s"'`(=<\[,])\/\/((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9])(?![a-z0-9-])/g,
        )
      ) add(m[1]);
      if (/\b(?:data|javascript|vbscript):/.test(s)) hosts.add("(link)");
      for (const m of s.matchAll(IP_LINK)) if (m[1].split(".").every((p) => Number(p) <= 255)) add(m[1]);
    }
    if (IP_BARE_GATE.test(s)) bareIps(s, add);
    // Speed: only where a dot touches a letter outside ASCII.
    if (IDN_GATE.test(s)) idnHosts(s, add);
    // Round 12: a site described as its name, its ending and a page ("pääte .fi ja kampanjasivu /vaikuttajat").
    if (s.includes(" /") && describedSite(s.includes(" .") ? s : n.folded)) hosts.add("(link)");
    if (BRAND_ENDING_GATE.test(s) && brandSite(s)) hosts.add("(link)");
    // Round 14: a site described as a name and a country's ending ("waldkind with the German country ending").
    if (endingGate && countryEnding(s) && SITE_WORDS.test(s)) hosts.add("(link)");
    // Round 15: "www", a name and a country code with the dots left out ("www horskabouda cz (tečky si doplň)").
    if (s.includes("www ")) {
      const w = WWW_NO_DOTS.exec(s);
      if (w && !WWW_NO_DOTS_WORDS.has(w[2]) && parseHost(`${w[1]}.${w[2]}`).isIcann) add(`${w[1]}.${w[2]}`);
    }
    // Addresses are the email detector's business; take them out so their domains are not links too.
    const noEmails = s.includes("@") && aroundAt(s, plainAt) ? s.replace(EMAIL_PLAIN_ALL, " ") : s;
    // Dotted words first with a plain pattern (fast), then the edges and the host shape.
    for (const d of noEmails.matchAll(DOTTED)) {
      // Round 13: a host glued to a prefix letter of Hebrew or Arabic, by a hyphen or not ("ב-brand.co.il/x",
      // "بـbrand.com/x", "وbrand.com"): read from the host's first letter.
      let from = d.index! - 1;
      const before = from >= 0 ? noEmails[from] : "";
      if (before !== "" && /[\u0590-\u06ff]/.test(before)) from = d[0][0] === "-" ? d.index! + 1 : d.index!;
      const m = BARE_HOST_AT.exec(noEmails.slice(Math.max(0, from), d.index! + d[0].length + 8));
      if (!m) continue;
      let host = m[1];
      // Round 13: a case ending glued to the TLD, by a hyphen (Hungarian "brand.hu-n", "brand.com-on", German
      // compounds "brand.de-Seite") or not (Finnish "brand.comista", "brand.comiin"): the host without it, when the
      // whole is no host and the rest is one.
      const tail = host.slice(host.lastIndexOf(".") + 1);
      if (tail.includes("-") || (tail.length > 4 && FI_CASE.test(tail))) {
        const cut = tail.includes("-") ? tail.slice(0, tail.indexOf("-")) : FI_CASE.exec(tail)![1];
        if (/^[a-z]{2,}$/.test(cut) && !parseHost(host).isIcann) {
          host = host.slice(0, host.length - tail.length) + cut;
        }
      }
      const withPath = !!m[2];
      const start = d.index!;
      const www = /^www\d?\./.test(host) || /\bwww\d?\.$/.test(noEmails.slice(Math.max(0, start - 5), start));
      // Round 15: the Norwegian organisation number's label ("Org.nr. 916 553 187"), a number after it, is no host.
      if (
        host.endsWith("org.nr") &&
        /^[.:]?\s*\d/.test(noEmails.slice(noEmails.indexOf(host, start) + host.length))
      ) {
        continue;
      }
      if (bareHostIsLink(host, withPath || www, n, s, start)) add(host);
    }
  }
  return [...hosts];
}

const THANKS =
  /^(?:obrigad[oa]|merci|gracias|danke|grazie|bedankt|dank|dankjewel|thanks|thx|tack|takk|tak|kiitos|dziekuj\p{L}*|hvala|dekuji|koszonom|multumesc|tesekkurler|tesekkur|cheers|saludos|abracos|beijos|ciao|grazas|gracies|eskerrik)$/u;
function bareHostIsLink(host: string, strong: boolean, n: Normalised, s: string, start: number): boolean {
  const canon = host.replace(/^www\d?\./, "");
  if (REDIRECT_HOSTS.has(canon)) return true;
  if (NOT_HOSTS.has(canon) && !strong) return false; // "ASP.NET", "Node.js" as words; with a scheme or path, links
  const parts = canon.split(".");
  // With "www." or a path it is a host whatever its TLD ("www.evil.example").
  if (strong && /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(parts[parts.length - 1]) && !/^\d+$/.test(parts[0])) {
    return true;
  }
  const p = parseHost(canon, { allowPrivateDomains: true });
  if (p.isIp || !p.publicSuffix || !p.domain) return false;
  if (!p.isIcann && !p.isPrivate) return false;
  const labels = canon.split(".");
  const tld = labels[labels.length - 1];
  if (/^\d+$/.test(labels[0]) && labels.length === 2) return false; // "2.Demo", "1.st"
  if (strong || labels.length >= 3) return true;
  // Round 8: a TLD that is also a file extension ("logo.ai") is a file name in a list of files ("logo.ai or
  // logo.eps", "… the caption as caption.txt") or next to a word for a file or a format.
  if (FILE_EXT_TLDS.has(tld) && FILE_CONTEXT.test(n.folded)) return false;
  // Round 17: a design file's name with an underscore ("kampan_leto.ai", "brand_logo.ai"): no domain name holds one.
  if (FILE_EXT_TLDS.has(tld) && labels[0].includes("_")) return false;
  const at = n.cased.toLowerCase().indexOf(host, Math.max(0, start - 20));
  const written = at >= 0 ? n.cased.slice(at, at + host.length) : host;
  // Round 4: a country code that is also a word ("kaffeewerk.at", "pastafresca.it") after a name of five
  // letters or more, all lowercase as written, is a host: prose puts a space before "at" or "it", and a
  // file name ends in an extension ("readme.md", "main.py").
  if (WORDY_TLDS.has(tld)) {
    return tld.length === 2 && !FILE_TLDS.has(tld) && /^[a-z][a-z0-9-]{4,}$/.test(labels[0]) &&
      written === written.toLowerCase();
  }
  // "it.Post", "Scene 2.Intro": a capital right after the dot starts a sentence, unless it is a TLD people link to.
  if (at >= 0) {
    const afterDot = written.slice(written.lastIndexOf(".") + 1);
    if (/^[A-Z][a-z]/.test(afterDot) && !["com", "net", "org", "io"].includes(tld)) return false;
    // Round 16: not those either after a word of thanks, the next sentence going on ("Obrigado.Com carinho",
    // "Bedankt.Net als vorig jaar"): a full stop with its space left out.
    if (
      /^[A-Z][a-z]+$/.test(afterDot) && labels.length === 2 &&
      (THANKS.test(labels[0]) || afterDot === "Io") &&
      /^\s+\p{Ll}/u.test(n.cased.slice(at + host.length, at + host.length + 3))
    ) return false;
  }
  void s;
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Phone numbers

// Markets the product serves and the common others: a number valid in one of them dials.
const MARKETS: CountryCode[] = [
  "US",
  "GB",
  "DE",
  "FR",
  "ES",
  "IT",
  "NL",
  "PL",
  "PT",
  "BR",
  "MX",
  "JP",
  "IN",
  "TR",
  "SE",
  "BE",
  "AT",
  "CH",
  "CA",
  "AU",
  "IE",
];

// Things that are numbers but not phone numbers, blanked before looking for digit runs.
// Round 18: year, month and day with a space after each full stop, as Hungarian and Korean write them
// ("2025. 06. 14-én", "2025. 11. 02."); only where a full stop and a space stand between digits (speed).
const SPACED_DATE_GATE = /\d\.\s\d/;
const SPACED_DATE =
  /(?<![\d.]\s?)(?:19|20)\d{2}\.\s(?:0?[1-9]|1[0-2])\.\s(?:0?[1-9]|[12]\d|3[01])\.?(?!\d|\s\d{1,2}\.\s)/g;
const NOT_PHONES: RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}t\d{2}:\d{2}(?::\d{2})?z?\b/g, // ISO date-times
  /(?<!\d[-/.]?)\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?![-/.]?\d)/g, // 2027-03-01, 2027/3/1
  /(?<!\d[-/.]?)\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}(?![-/.]?\d)/g, // 03/01/2027, 1.3.27 (not inside 06.12.34.56.78)
  /\b\d{1,2}[:h]\d{2}(?::\d{2})?\s*(?:am|pm|uhr|h)?\b/g, // 10:30, 9:00 pm, 14h30
  /\b\d+(?:[.,]\d+)?\s*[x×*]\s*\d+(?:[.,]\d+)?(?:\s*[x×*]\s*\d+(?:[.,]\d+)?)?/g, // 1080x1920, 12 x 8 x 3
  /\bv\d+(?:\.\d+)+\b|(?<![\d.])\d{1,2}(?:\.\d{1,3}){2,3}(?![\d.])(?<=(?:^|\D)[\d.]{5,10})(?<!\d{2}\.\d{2}\.\d{2}\.\d{2})/g, // versions 1.2.3, 12.4.1
  /(?<!\d)\d+(?:[.,]\d+)?\s*%/g, // from the first digit only: a long run of digits is read once
];
// Round 11: coordinates in decimal degrees ("45.4642, 9.1900", "-6.2088, 106.8456", "48.8584 n, 2.2945 e"), blanked
// like the dates above when four decimals follow a dot somewhere (speed).
const COORDINATES =
  /(?<![\d.])-?\d{1,2}\.\d{4,8}\s*°?\s*[ns]?\s*,\s*-?\d{1,3}\.\d{4,8}(?:\s*°?\s*[ew](?![a-z]))?(?!\d|\.\d)/g;
// Round 9: the signs, codes and words of the currencies of the languages round 9 reads phones in (a price next
// to a phone word, "Simu: TSh 1,250,000", "Mobilszám nélkül: 1 250 000 Ft", is an amount); not the codes that are
// everyday words elsewhere ("som", "sum", "kip", "rand", "dong", "rm", "rp").
const R9_CURRENCY_WORDS = [
  "лв",
  "грн",
  "гривень",
  "гривен",
  "тг",
  "теңге",
  "тенге",
  "төгрөг",
  "сўм",
  "сум",
  "руб",
  "рублей",
  "դրամ",
  "ლარი",
  "টাকা",
  "রুপি",
  "រៀល",
  "ກີບ",
  "บาท",
  "ብር",
  "රු",
  "रु",
  "रू",
  "रुपैयाँ",
  "روپے",
  "روپیہ",
  "ریال",
  "تومان",
  "جنيه",
  "درهم",
  "دينار",
  "ريال",
  "ကျပ်",
].map(fold).join("|");
const CURRENCY = String
  .raw`[$€£¥₹₩₫₺₽¢₴₸₮֏₾৳៛₭₦₼₱₪฿]|r\$|us\$|a\$|c\$|ca\$|\b(?:usd|eur|gbp|cad|aud|mxn|brl|chf|jpy|inr|rs\.?|pln|zl|kr|sek|nok|dkk|cop|clp|ars|try|tl|yen|円|zł|euros?|dollars?|pesos?|reais|rupees?|(?:ft|huf|kc|czk|lei|ron|bgn|uah|kzt|tenge|mnt|amd|gel|lari|azn|manat|uzs|kgs|etb|birr|lkr|npr|pkr|bdt|taka|mmk|kyat|khr|riel|lak|kes|ksh|tzs|tsh|ugx|ngn|naira|zar|egp|sar|aed|qar|thb|baht|idr|myr|php|vnd|shilingi|shillings?|rupiah|ringgit)\b)`;
const money = (before: string, after = before) =>
  new RegExp(
    // An amount before its currency starts at a run's first digit and is at most 30 characters long, so a
    // long run of digits is not searched again from each of its digits (quadratic).
    String.raw`(?:${before})\s?\d[\d\s,.'’]*(?:[.,]-|[.,]–)?|(?<!\d)\d[\d\s,.'’]{0,30}\s?(?:${after})`,
    "gu",
  );
const MONEY = money(CURRENCY);
// Round 9 (speed): the currency words of other scripts only for a text that has letters outside ASCII, and before
// an amount only those that do not start with a Latin letter once folded ("रु १,२५०"; "тг" folds to "tг"): an
// expression tried at every letter of the text costs twice as much with them.
const MONEY_SCRIPTS = money(
  `${CURRENCY}|${R9_CURRENCY_WORDS.split("|").filter((w) => !/^[a-z]/.test(w)).join("|")}`,
  `${CURRENCY}|${R9_CURRENCY_WORDS}`,
);
const UNIT_AFTER_LIST =
  /^\s*(?:人|件|回|本|円|名|\+|k\b|m\b|mm\b|mil\b|tys|%|percent|x\b|followers?|seguidores|abonnes|abonnees|volgers|obserwujacych|フォロワー|subs(?:cribers)?|views?|visualizaciones|reproducciones|vues|aufrufe|visualizacoes|visualizzazioni|weergaven|wyswietlen|likes?|impressions?|people|users?|creators?|members?|fans|plays|streams|downloads|customers|dollars?|euros?|pounds?|cents?|words?|characters?|caracteres|zeichen|seconds?|secs?|segundos|secondes|sekunden|secondi|seconden|sekund|秒|minutes?|mins?|minutos|minuten|minuti|hours?|horas|heures|stunden|ore|uur|godzin|days?|dias|jours|tage|giorni|dagen|dni|weeks?|months?|years?|anos|ans|jahre|anni|jaar|lat|videos?|posts?|reels?|stories|px|p\b|fps|mb|gb|kb|mah|w\b|g\b|kg|cm|mm|ml|l\b|units|pcs|copies|pieces|stuks|sztuk)/;
// Round 9: the same units written in Cyrillic (folded as the text is: "мАч", "ГБ", "подписчиков", "просмотров").
const UNIT_AFTER = new RegExp(
  String.raw`${UNIT_AFTER_LIST.source}|^\s*(?:${
    ["мач", "гб", "мб", "кг", "шт", "подпис", "просмотр", "переглядів", "лайк", "мин", "час", "дней"]
      .map(fold).join("|")
  })`,
);
// Words that announce a phone number (every language of the corpus).
const PHONE_WORDS = String
  .raw`call|calls|calling|text|texting|txt|sms|phone|tel|telephone|mobile|cell|cellphone|whatsapp|whats app|wa|signal|telegram|viber|imessage|facetime|ring|dial|llama|llamanos|llamame|llamar|telefono|movil|celular|appelle|appelez|appeler|telephone|portable|joignable|ruf|rufen|anrufen|telefon|handy|mobil|erreichbar|ligue|liga|ligar|fale|chama|zap|chiama|chiamaci|chiamami|chiamare|cellulare|bel|bellen|app ons|telefoon|mobiel|zadzwon|dzwon|telefonu|komorka|電話|携帯|line|call karo|phone karo|arayin|ara|ulasin|numara|ringa|mobilnummer|numer|number|numero|nummer|no|nr|num|contact|contacto|contactez|kontakt|contatto|contato|reach|joindre|bereikbaar|iletisim|${
  // Round 6: the other languages' words for calling and phones (folded as the text is).
  [
    "hubungi",
    "telepon",
    "telefon",
    "gọi",
    "điện thoại",
    "zavolej",
    "zavolejte",
    "volejte",
    "hívj",
    "hívjon",
    "soita",
    "soittakaa",
    "ringe",
    "tawagan",
    "tawag",
    "simu",
    "позвони",
    "позвоните",
    "звони",
    "телефон",
    "подзвони",
    "τηλέφωνο",
    "καλέστε",
    "اتصل",
    "هاتف",
    "تلفن",
    "התקשרו",
    "טלפון",
    "โทร",
    "전화",
    "电话",
    "फोन",
    "ফোন",
    // Round 16: Swedish "the number" ("Numret till producenten: börja med 070, …").
    "numret",
  ].map(fold).join("|")}`;
// Round 9: the phone words of the languages the list lacked, as three shapes. `whole`: a word on its own, as
// above; `stems`: a word and whatever the language glues after it (suffixes, compounds: "ტელეფონზე",
// "հեռախոսահամար", "нөмірім", "telefonszám", "फोनमा"); `glued`: words of scripts written without spaces
// between words (Burmese, Khmer, Lao, Thai, Chinese, Japanese, Korean particles) and of Ethiopic, whose
// prepositions join the word ("በስልክ"), which count inside a run of letters. `strong` ones (a phone, a call,
// a messenger) outrank a code word nearer the number, as the strong words above do; the others are the
// words for "number" and "contact".
const R9 = (xs: string[]) => alt(xs.map(fold));
const R9_STRONG_WHOLE = [
  // Round 14: Irish "call" ("glaoigh ar", "cuir glao").
  "glaoigh",
  "glao",
  // Cyrillic (ru, uk, bg, mk, sr, kk, ky, mn), Greek
  "звоните",
  "звонить",
  "дзвоніть",
  "дзвони",
  "телефонуйте",
  "обадете",
  "обади",
  "обадете се",
  "мобилен",
  "вайбер",
  "ватсап",
  "вотсап",
  "чалыңыз",
  "чалгыла",
  "утас",
  "утасны",
  "утсаар",
  "утсанд",
  "κινητό",
  "κινητο",
  "τηλ",
  "τηλεφωνήστε",
  "τηλεφωνηστε",
  "τηλεφώνησε",
  "τηλεφωνησε",
  // Round 17: "call" in Greek is strong too ("Για την αποστολή … καλέστε: έξι εννιά επτά, …").
  "καλέστε",
  "καλεστε",
  "καλέσε",
  "καλεσε",
  "πάρε με",
  "πάρτε με",
  // Latin: hr, sr, bs, sl, sk, ro, sw, zu, yo, ha, id, ms, tl, vi
  "nazovi",
  "nazovite",
  "pozovi",
  "pozovite",
  "mobitel",
  "mobilni",
  "pokliči",
  "pokličite",
  "zavolaj",
  "zavolajte",
  "volajte",
  "sunați",
  "sună",
  "sunati",
  "nipigie",
  "tupigie",
  "mpigie",
  "ucingo",
  "ocingweni",
  "ifoni",
  "foonu",
  "fóònù",
  "wayata",
  "telepono",
  "zalo",
  "hotline",
  "sđt",
  "sdt",
  // Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam, Sinhala, Urdu, Persian, Arabic, Hebrew
  "কল",
  "कॉल",
  "ਕਾਲ",
  "કોલ",
  "கால்",
  "కాల్",
  "ಕರೆ",
  "අමතන්න",
  "کال",
  "فون",
  "موبائل",
  "موبایل",
  "تماس بگیرید",
  "جوال",
  "موبايل",
  "واتساب",
  "واتس",
  "נייד",
  "וואטסאפ",
  "ໂທ",
  // Round 19: the messengers as written in Persian, Urdu, Hindi and Hebrew ("واتساپ", "واٹس ایپ", "व्हाट्सऐप").
  "واتساپ",
  "واٹس ایپ",
  "واٹس اپ",
  "व्हाट्सऐप",
  "व्हाट्सएप",
  "व्हाट्सअप",
  "टेलीग्राम",
  "בוואטסאפ",
];
const R9_STRONG_STEMS = [
  // Round 19: the messengers in Cyrillic ("в Телеграм", "в вотсап").
  "телеграм",
  "вотсап",
  "ватсап",
  "звон",
  "дзвон",
  "мобил",
  "мобіл",
  "телефон",
  "ტელეფონ",
  "მობილურ",
  "დარეკ",
  "დამირეკ",
  "հեռախոս",
  "զանգ",
  "қоңырау",
  "хабарлас",
  "залга",
  "telefon",
  "telefoon",
  "telephon",
  "puhelin",
  "soita",
  "hivj",
  "hívj",
  "hívd",
  "mobilsz",
  "shayel",
  "qo'ng'iroq",
  "qo‘ng‘iroq",
  "qoʻngʻiroq",
  "qo’ng’iroq",
  "zəng",
  "फोन",
  "फ़ोन",
  "मोबाइल",
  "मोबाईल",
  "ফোন",
  "মোবাইল",
  "ਫ਼ੋਨ",
  "ਫੋਨ",
  "ਮੋਬਾਈਲ",
  "ફોન",
  "મોબાઇલ",
  "தொலைபேசி",
  "கைபேசி",
  "அலைபேசி",
  "போன்",
  "மொபைல்",
  "அழைக்க",
  "ఫోన్",
  "మొబైల్",
  "ಫೋನ್",
  "ಮೊಬೈಲ್",
  "ഫോൺ",
  "മൊബൈൽ",
  "വിളിക്ക",
  "දුරකථන",
  "ජංගම",
  "ඇමතුම",
  "ෆෝන්",
];
const R9_STRONG_GLUED = [
  "ဖုန်း",
  "ခေါ်ဆို",
  "ទូរស័ព្ទ",
  "ໂທລະສັບ",
  "ໂທຫາ",
  "ເບີໂທ",
  "โทรศัพท์",
  "เบอร์โทร",
  "手机",
  "致电",
  "拨打",
  "微信",
  "热线",
  "電話",
  "携帯",
  "전화",
  "휴대폰",
  "핸드폰",
  "카톡",
  "ስልክ",
  "ስልኬ",
  "ስልካ",
  "ደውል",
  "ደውሉ",
];
const R9_WEAK_WHOLE = [
  // Round 10: Greek.
  "αριθμός",
  "αριθμό",
  "αριθμού",
  "номер",
  "номеру",
  "номера",
  "номур",
  "дугаар",
  "дугаараа",
  "для связи",
  "для зв'язку",
  "broj",
  "waya",
  "hp",
  "namba",
  "nambari",
  "nomba",
  "nọ́mbà",
  "lambar",
  "lambata",
  "nomor",
  "nombor",
  "lien he",
  "liên hệ",
  "எண்",
  "ಸಂಖ್ಯೆ",
  "අංකය",
  "نمبر",
  "شماره",
  "رقم",
  "מספר",
  "ቁጥር",
];
const R9_WEAK_STEMS = [
  "номер",
  "нөмір",
  "ნომერ",
  "nombolo",
  "raqam",
  "nömrə",
  "nomrə",
  "नम्बर",
  "नंबर",
  "क्रमांक",
  "सम्पर्क",
  "संपर्क",
  "নম্বর",
  "নাম্বার",
  "যোগাযোগ",
  "ਨੰਬਰ",
  "ਸੰਪਰਕ",
  "નંબર",
  "સંપર્ક",
  "నంబర్",
  "നമ്പർ",
  "رابطہ",
];
const R9_WEAK_GLUED = ["号码", "联系", "連絡先", "연락처", "번호", "เบอร์"];
const R9_WHOLE = R9([...R9_STRONG_WHOLE, ...R9_WEAK_WHOLE]);
const R9_STEMS = R9([...R9_STRONG_STEMS, ...R9_WEAK_STEMS]);
const R9_GLUED = R9([...R9_STRONG_GLUED, ...R9_WEAK_GLUED]);
// Speed: the words that start with a Latin letter once folded (Latin ones, and Cyrillic and Greek ones whose first
// letter folds to one) join the expression of the older words; the others are looked for only when one of their
// first letters is in the text at all (a search of the whole text for them all cost as much as the rest of the
// phone check).
const latinFirst = (w: string) => /^[a-z]/.test(fold(w));
const R9_LATIN_WHOLE = R9([...R9_STRONG_WHOLE, ...R9_WEAK_WHOLE].filter(latinFirst));
const R9_LATIN_STEMS = R9([...R9_STRONG_STEMS, ...R9_WEAK_STEMS].filter(latinFirst));
const R9_FIRST = new RegExp(
  `[${
    [
      ...new Set(
        [
          ...R9_STRONG_WHOLE,
          ...R9_WEAK_WHOLE,
          ...R9_STRONG_STEMS,
          ...R9_WEAK_STEMS,
          ...R9_STRONG_GLUED,
          ...R9_WEAK_GLUED,
        ]
          .filter((w) => !latinFirst(w)).map((w) => [...fold(w)][0]),
      ),
    ].join("").replace(/[\]\\^-]/g, "\\$&")
  }]`,
  "u",
);
// A word and its marks (Indic vowel signs, viramas): one word, not several.
const LM = String.raw`[\p{L}\p{M}]`;
const R9_WORD = String
  .raw`(?:^|[^\p{L}\p{M}])(?:${R9_WHOLE})(?!${LM})|(?:^|[^\p{L}\p{M}])(?:${R9_STEMS})${LM}*|(?:${R9_GLUED})${LM}*`;
const R9_STRONG_WORD = String.raw`(?:^|[^\p{L}\p{M}])(?:${
  R9(R9_STRONG_WHOLE)
})(?!${LM})|(?:^|[^\p{L}\p{M}])(?:${R9(R9_STRONG_STEMS)})${LM}*|(?:${R9(R9_STRONG_GLUED)})${LM}*`;
const PHONE_CONTEXT = new RegExp(
  String
    .raw`(?:(?:^|[^\p{L}])(?:${PHONE_WORDS})(?![\p{L}])|${R9_WORD})[^\p{L}\p{M}\p{N}]{0,12}(?:${LM}+[^\p{L}\p{M}\p{N}]{1,3}){0,3}$`,
  "u",
);
const PHONE_WORD = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${PHONE_WORDS}|${R9_LATIN_WHOLE}|(?:${R9_LATIN_STEMS})\p{L}*)(?![\p{L}])`,
  "u",
);
const R9_PHONE_WORD = new RegExp(R9_WORD, "u");
/** A phone word anywhere in the text (the older words, then round 9's of other scripts when their letters are there). */
const hasPhoneWord = (s: string) => PHONE_WORD.test(s) || (R9_FIRST.test(s) && R9_PHONE_WORD.test(s));
const STRONG_PHONE = new RegExp(
  String
    .raw`(?:^|[^\p{L}])(?:call|text|sms|phone|tel|telephone|mobile|cell|whatsapp|signal|telegram|viber|llama\w*|telefon\w*|movil|celular|appel\w*|portable|ruf\w*|anruf\w*|handy|lig\w*|chiam\w*|cellulare|bel|bellen|zadzwon|dzwon|電話|携帯|ara\w*|ring|ringa|ringe|ring oss)(?![\p{L}])|${R9_STRONG_WORD}`,
  "u",
);
// Round 7: order, tracking, invoice and reference numbers announced as such, compounds included
// ("bestelnummer", "Sendungsnummer", "tilausnumero", "номер заказа", "注文番号", "订单号", "주문번호").
const ORDER_NUMBER_WORDS = [
  String
    .raw`(?:^|[^\p{L}])(?:bestel|bestell|order|ordre|auftrags|sendungs|tracking|track|factuur|rechnungs|faktura|fakturan|referentie|referenz|tilaus|lahetys|lasku|kvitto|zamowieni|objednavk|objednavky|comand|siparis|fatura|kargo|takip|pesanan|resi|invoice|shipment|dalab)\p{L}{0,12}`,
  String
    .raw`(?:^|[^\p{L}])(?:numer|numero|number|nr|no|cislo|n)\.?\s+(?:de\s+|do\s+|d\s+|di\s+)?(?:zamowienia|pedido|commande|ordine|objednavky|zakaza|заказа|замовлення|order|suivi|rastreio|seguimiento|spedizione|przesylki|faktury|factura|facture|fattura)`,
  [
    "注文番号",
    "追跡番号",
    "伝票番号",
    "订单号",
    "订单编号",
    "快递单号",
    "运单号",
    "发票号",
    // Round 18: product numbers and codes.
    "商品编号",
    "商品編號",
    "商品编码",
    "产品编号",
    "货号",
    "商品コード",
    "商品番号",
    "주문번호",
    "송장번호",
    "운송장",
    // Round 20: coupon numbers.
    "쿠폰",
  ]
    .join("|"),
  ["номер заказа", "номер замовлення", "номер отслеживания", "заказ", "замовлення", "αριθμός παραγγελίας"]
    .map(fold)
    .join("|"),
  // Round 11: waybill, tracking, parcel, registration and barcode numbers in the languages' own words, with the
  // compounds and endings they take ("Sendungsnummer", "przesyłki", "registracijas", "Registrikood", "ТТН",
  // "накладна", "трек-номер", "штрихкод", "κωδικός παρτίδας", "αποστολής", "mã vận đơn", "số đơn hàng",
  // "namba ya kufuatilia", "oda"): anywhere in the forty characters before the run, as the words above.
  String.raw`(?:^|[^\p{L}])(?:${
    [
      "waybill",
      "consignment",
      "parcel",
      "colis",
      "sendung",
      "paketnummer",
      "paketnr",
      "paczk",
      "przesylk",
      "zasilk",
      "zasielk",
      "zending",
      "forsendels",
      "forsandels",
      "kolli",
      "collo",
      "spedizion",
      "tracciament",
      "seguimiento",
      "rastre",
      "gonderi",
      "irsaliye",
      "szallitmany",
      "csomag",
      "colet",
      "kufuatilia",
      "usafirishaji",
      "mzigo",
      "risiti",
      "registration",
      "registrac",
      "registrik",
      "registern",
      "registro",
      "registo",
      "registre",
      "enregistr",
      "rejestrow",
      "rejestru",
      "rekister",
      "kayit",
      "mersis",
      "handelsregister",
      "barcode",
      "barras",
      "strichcode",
      "streckkod",
      "stregkode",
      "strekkode",
      "viivakood",
      "vonalkod",
      "kodas",
      "kods",
      "kood",
      "kode",
      "van don",
      "vandon",
      "don hang",
      "ma don",
      "so don",
      "ma vach",
      "ma so",
      "ma buu",
      "buu chinh",
      "ttn",
      "ттн",
      "накладн",
      "трек",
      "штрихкод",
      "штрих-код",
      "индекс",
      "індекс",
      "посылк",
      "відправленн",
      "отправлени",
      "отслеживан",
      "регистрац",
      "реєстрац",
      "κωδικ",
      // Round 16: product, batch and article codes in the scripts of South and Southeast Asia ("ઉત્પાદન કોડ ૮૯૦…").
      "કોડ",
      "બેચ",
      "কোড",
      "குறியீடு",
      "కోడ్",
      "ಕೋಡ್",
      "കോഡ്",
      "ਕੋਡ",
      "कोड",
      "ကုန်ပစ္စည်းကုဒ်",
      "ကုဒ်",
      "លេខកូដ",
      "ລະຫັດ",
      "รหัสสินค้า",
      // Round 17: order, tracking, shipment, batch and campaign codes in Arabic, Persian, Urdu and the scripts of
      // India ("رمز الشحنة ٧٠٠٤…", "ऑर्डर क्रमांक ९०४५…", "ব্যাচ নম্বর ৯৮৭৬…", "अभियान संकेत ०७८-…").
      "رمز",
      "артикул",
      "الشحنة",
      "الدفعة",
      "الطلب",
      "سفارش",
      "کد",
      "کوڈ",
      "آرڈر",
      "ऑर्डर",
      "ट्रैकिंग",
      "बैच",
      "मोहीम",
      "अभियान",
      "অর্ডার",
      "ট্র্যাকিং",
      "ব্যাচ",
      "ଅର୍ଡର",
      "ଟ୍ରାକିଂ",
      "ஆர்டர்",
      "အော်ဒါ",
      "παρτιδ",
      "αποστολ",
      "παραγγελ",
      // Round 12: invoices and orders in Greek, Bulgarian, Macedonian, Serbian and Croatian, with their articles.
      "τιμολογ",
      "фактур",
      "поръчк",
      "нарачк",
      "порудžbin",
      "narudžb",
      "porudžbin",
      "ταχυδρομικ",
      // Round 19: product numbers in Swahili, Zulu, Yoruba, Oromo, Romanian, Finnish and Polish ("namba ya bidhaa",
      // "inombolo yomkhiqizo", "nọ́mbà ọjà", "laambaraan oomishaa", "numărul produsului", "tuotenumero",
      // "numer produktu"), payment references ("variabilní symbol", "референс платежу").
      "bidhaa",
      "umkhiqizo",
      "yomkhiqizo",
      "oja",
      "oomish",
      "produs",
      "produkt",
      "tuotenumer",
      "variabiln",
      "specifick",
      "konstantni symbol",
      "konstantny symbol",
      "референс",
      "платеж",
      "платіж",
      // Round 20: catalogue, coupon, order and product codes in Czech, Polish, Croatian, German, Estonian, Finnish
      // ("katalogové číslo", "katalogowy numer", "kataloški broj", "Kuponnummer", "tootekood", "číslo zakázky",
      // "tilausnumero").
      "katalog",
      "kupon",
      "coupon",
      "tootekood",
      "zakazk",
      "tilausnumer",
    ].map(fold).join("|")
  })\p{L}{0,14}`,
].join("|");
// Words that make the digits after them a code: product, order, postal, account numbers.
const CODE_WORDS = new RegExp(
  String
    .raw`(?:^|[^\p{L}])(?:post(?:nummer|numre|numer|inumero\w*|leitzahl\w*|code\w*|ali|ales|ais)|pocztow\w*|iranyitoszam\w*|part|parts|sku|ean|isbn|upc|gtin|asin|ref|reference|referencia|order|orders|pedido|commande|bestellung|auftrag|ordine|bestelling|zamowienie|invoice|factura|facture|rechnung|fattura|lot|batch|lote|lotes|lotto|lotnummer|lotnr|partii|partia|sarze|sarza|chargen\w*|charge-?nr|${
    R9(["партия", "партии", "партії", "партида", "партиде"])
  }|serial|serie|seriennummer|model|modelo|modele|modell|artikel\w*|article|item|id|code|codigo|codice|kod|zip|zips|postal|postcode|postcodes|plz|cp|cep|cap|pin|tracking|iban|account|konto|cuenta|nip|nif|vat|tax|build|ticket|case|dossier|cod)(?![\p{L}])|〒|${ORDER_NUMBER_WORDS}`,
  "u",
);
// Round 9: company, tax, VAT and bank ids announced by their code word, in about forty countries ("org.nr",
// "CVR", "SIRET", "USt-IdNr.", "P.IVA", "CNPJ", "NIP", "IČO", "ИНН", "ЄДРПОУ", "ABN", "GSTIN", "NPWP", "mã số
// thuế", "統一編號", "法人番号", "사업자등록번호", …), are codes like the words above, anywhere in the forty
// characters before the run (a strong phone word nearer still wins). Words that are also everyday words or
// names somewhere ("pan", "tin", "nie", "rut", "iva", "moms", "swift") count only right before the number.
const ID_WORDS = [
  // Round 12: customer and member numbers.
  "kundennummer",
  "kundennr",
  "klantnummer",
  "klantnr",
  "numer klienta",
  "numero client",
  "numero de client",
  "numero cliente",
  "numero de cliente",
  "numero do cliente",
  "numero de socio",
  "codice cliente",
  "musteri no",
  "musteri numarasi",
  "αριθμός πελάτη",
  "αριθμος πελατη",
  "номер клиента",
  "номер на клиент",
  "ma khach hang",
  "nomor pelanggan",
  "customer number",
  "customer no",
  "customer id",
  "client number",
  "member number",
  "membership number",
  "kundnummer",
  "asiakasnumero",
  "cislo zakaznika",
  // Round 10: the company and personal ids of the Balkans and their neighbours, in Cyrillic and Latin letters.
  "пиб",
  "матични број",
  "матичен број",
  "матичниот број",
  "јмбг",
  "jmbg",
  "емшо",
  "emso",
  "егн",
  "ембс",
  "ембг",
  "булстат",
  "bulstat",
  "nipt",
  "idno",
  "стир",
  "vat",
  "vat no",
  "tva",
  "btw",
  "partita iva",
  "mwst",
  "mva",
  "momsnr",
  "momsnummer",
  "momsreg",
  "momsreg.nr",
  "momsregistreringsnummer",
  "ust",
  "ust-idnr",
  "ustid",
  "ustidnr",
  "steuernummer",
  "steuer-nr",
  "steuernr",
  "st.-nr",
  "hrb",
  "hra",
  "handelsregister",
  "firmenbuch",
  "firmenbuchnummer",
  "uid",
  "atu",
  "siret",
  "siren",
  "rcs",
  "kvk",
  "kvk-nummer",
  "rsin",
  "kbo",
  "bce",
  "ondernemingsnummer",
  "btw-nummer",
  "numero d'entreprise",
  "cvr",
  "cvr-nr",
  "se-nr",
  "org.nr",
  "org. nr",
  "orgnr",
  "org nr",
  "org.-nr",
  "organisationsnummer",
  "organisasjonsnummer",
  "organisationsnr",
  // With a glued or hyphenated "nr", "nummer", "numero" after any of these ("organisasjonsnr.", "KvK-nr", "ALV-nro").
  "organisations",
  "organisasjons",
  "y-tunnus",
  "ytunnus",
  "alv",
  "alv-numero",
  "alv-nro",
  "kennitala",
  // Round 15: the Icelandic ID number's short form, Hungarian article and item numbers.
  "kt",
  "cikkszam",
  "cikkszám",
  "tetelszam",
  "tételszám",
  "termekszam",
  "termékszám",
  "vsk",
  "vsk-numer",
  "nipc",
  "nif",
  "cnpj",
  "cpf",
  "ruc",
  "cuit",
  "cuil",
  "rfc",
  "codice fiscale",
  "regon",
  "krs",
  "ico",
  "dic",
  "ic dph",
  "dph",
  "adoszam",
  "cegjegyzekszam",
  "onrc",
  "reg. com",
  "reg.com",
  "oib",
  "pib",
  "maticni broj",
  "maticna stevilka",
  "davcna",
  "davcna stevilka",
  "ddv",
  "imones kodas",
  "kodas",
  "kods",
  "pvm",
  "pvn",
  "reg. nr",
  "reg.nr",
  "reg nr",
  "reg. no",
  "reg.no",
  "reg no",
  "registrikood",
  "kood",
  "kmkr",
  "vergi",
  "vergi no",
  "vkn",
  "tckn",
  "tc kimlik",
  "mersis",
  "voen",
  "stir",
  "idno",
  "gstin",
  "gst",
  "abn",
  "acn",
  "nzbn",
  "ssn",
  "tax id",
  "taxpayer",
  "tax number",
  "uen",
  "npwp",
  "mst",
  "ma so thue",
  "ma so doanh nghiep",
  "ntn",
  "strn",
  "trn",
  "company no",
  "company number",
  "company reg",
  "registration no",
  "registration number",
  "crn",
  "routing",
  "sort code",
  "bsb",
  "clabe",
  "kontonummer",
  "rekeningnummer",
  "инн",
  "кпп",
  "огрн",
  "огрнип",
  "єдрпоу",
  "едрпоу",
  "егрпоу",
  "іпн",
  "ипн",
  "рнокпп",
  "бин",
  "иин",
  "иик",
  "бсн",
  "жсн",
  "еик",
  "ддс",
  "булстат",
  "унп",
  "стир",
  "αφμ",
  "δου",
  "γεμη",
  "ח.פ",
  'ח"פ',
  "עוסק מורשה",
  "ע.מ",
  "հվհհ",
  "ს/კ",
  "საიდენტიფიკაციო",
];
// Order numbers announced as such (round 7's class) in the languages whose words for "number" round 9 reads as phone
// words ("namba ya oda", "buyurtma raqami", "тапсырыс нөмірі", "պատվերի համար").
const ORDER_WORDS_R9 = [
  "namba ya oda",
  "namba ya agizo",
  "buyurtma raqami",
  "sifariş nömrəsi",
  "broj narudžbe",
  "broj porudžbine",
  "številka naročila",
  "rendelésszám",
  "rendelési szám",
  "tellimuse number",
  "tellimuse nr",
  "užsakymo numeris",
  "užsakymo nr",
  "pasūtījuma numurs",
  "pasūtījuma nr",
  "номер на поръчка",
  "номер поръчка",
  "номер на нарачка",
  "тапсырыс нөмірі",
  "захиалгын дугаар",
];
const ID_TIGHT = [
  // Round 14: contract and campaign numbers said as such (a word for "number" with them: "за въпроси по договора" is a
  // topic), registration and tax numbers inflected, right before the number only ("Номер договора: 495-123-45-67/2024",
  // "رقم الحملة: 0501234567", "adószáma: 12345678-2-42", "Referans kodu TR …").
  "номер договора",
  "номер договору",
  "номер контракта",
  "numer umowy",
  "contract number",
  "contract no",
  "contractnummer",
  "número de contrato",
  "numero di contratto",
  "numero del contratto",
  "vertragsnummer",
  "sözleşme numarası",
  "sözleşme no",
  "číslo smlouvy",
  "číslo zmluvy",
  "szerződésszám",
  "szerződés száma",
  "mã hợp đồng",
  "số hợp đồng",
  "nomor kontrak",
  "شماره قرارداد",
  "رقم العقد",
  "رقم الحملة",
  "numero campagna",
  "numero della campagna",
  "número de campaña",
  "número da campanha",
  "numéro de campagne",
  "campaign number",
  "campaign no",
  "campaign id",
  "kampanjnummer",
  "kampanjanummer",
  "kampagnennummer",
  "numer kampanii",
  "номер кампании",
  "номер кампанії",
  "kampanya numarası",
  "kampanya no",
  "registrační číslo",
  "cégjegyzékszáma",
  "cégjegyzékszám",
  "adószáma",
  "adószámunk",
  "kodu",
  "referans kodu",
  // Round 12: Swahili order and invoice ("oda ni 0723-55418", "ankara").
  "oda",
  "ankara",
  // Round 11: an air waybill, the Czech and Slovak postal code.
  "awb",
  "psc",
  "agizo",
  // Round 10 (short, words elsewhere: only right before the number).
  "едб",
  "бин",
  "иин",
  "унп",
  "мб",
  "pan",
  "tan",
  "tin",
  "cin",
  "ein",
  "ird",
  "nie",
  "nib",
  "cif",
  "nit",
  "rut",
  "cui",
  "cr",
  "cf",
  "c.f",
  "p.iva",
  "iva",
  "ape",
  "naf",
  "moms",
  "bic",
  "swift",
  "aba",
  "rib",
];
const ID_GLUED = [
  // Round 15: Amharic taxpayer and identification numbers.
  "የግብር ከፋይ",
  "መለያ ቁጥር",
  // Round 14: contract and campaign numbers of Chinese, Japanese and Korean.
  "合同编号",
  "合同號",
  "合同号",
  "契約番号",
  "계약 번호",
  "계약번호",
  "캠페인 번호",
  "活动编号",
  // Round 13: tax, VAT and invoice words of Nepali, Hindi, Marathi, Bengali, Urdu, Persian, Thai and Korean.
  "प्यान",
  "भ्याट",
  "करदाता",
  "पैन नंबर",
  "पैन नम्बर",
  "पॅन",
  "जीएसटी",
  "बीजक",
  "इनवॉइस",
  "ভ্যাট",
  "টিআইএন",
  "বিআইএন",
  "করদাতা",
  "ইনভয়েস",
  "چالان",
  "این ٹی این",
  "ٹیکس نمبر",
  "انوائس",
  "فاکتور",
  "ใบแจ้งหนี้",
  "ใบกำกับ",
  "ใบเสร็จ",
  "사업자 번호",
  // Round 12: customer, order and tracking numbers of Hebrew, Arabic, Persian, Thai and Hindi.
  "מספר לקוח",
  "رقم العميل",
  "شماره مشتری",
  "کد سفارش",
  "کد رهگیری",
  "کد پیگیری",
  "คำสั่งซื้อ",
  "ऑर्डर संख्या",
  // Round 11: order, waybill, tracking, postal, lot and barcode words of the scripts written without spaces or with
  // glued prefixes (Hebrew "ב", "ל", "ה"; Arabic "ال").
  "מספר הזמנה",
  "מיקוד",
  "משלוח",
  "ברקוד",
  "אסמכתא",
  "رقم الطلب",
  "رقم الشحنة",
  "رقم التتبع",
  "البريدي",
  "باركود",
  "الفاتورة",
  // Round 22: item and product numbers ("رقم الصنف 6281012345678", "کد کالا").
  "الصنف",
  "رقم المنتج",
  "كود المنتج",
  "کد کالا",
  "کد پستی",
  "کدپستی",
  "بارکد",
  "رهگیری",
  "مرسوله",
  "ऑर्डर संख्या",
  "ऑर्डर आईडी",
  "ट्रैकिंग",
  "पिन कोड",
  "बारकोड",
  "คำสั่งซื้อ",
  "พัสดุ",
  "รหัสไปรษณีย์",
  "บาร์โค้ด",
  "ロット",
  "送り状",
  "郵便番号",
  "バーコード",
  "問い合わせ番号",
  "お問合せ番号",
  "追跡",
  "受注",
  "品番",
  "型番",
  "会員番号",
  "批号",
  "批次",
  "条码",
  "條碼",
  "邮编",
  "郵遞區號",
  "邮政编码",
  "单号",
  "單號",
  "物流单号",
  "訂單編號",
  "货号",
  "型号",
  "바코드",
  "우편번호",
  "송장",
  "로트",
  "배송번호",
  "統一編號",
  "统一编号",
  "統編",
  "法人番号",
  "登録番号",
  "事業者番号",
  "사업자등록번호",
  "사업자번호",
  "법인등록번호",
  "등록번호",
  "统一社会信用代码",
  "信用代码",
  "营业执照",
  "營業執照",
  "税号",
  "稅號",
  "纳税人识别号",
  "注册号",
  "註冊號",
  "ผู้เสียภาษี",
  "นิติบุคคล",
  "ضريب",
  "السجل التجاري",
  "سجل تجاري",
  "شناسه ملی",
  "کد اقتصادی",
  "شماره ثبت",
  "شماره اقتصادی",
  "регистрийн",
  // Order numbers (with the languages' "order" word, see ORDER_WORDS_R9).
  "պատվերի համար",
  "შეკვეთის ნომერ",
  "ትዕዛዝ ቁጥር",
  "ऑर्डर नंबर",
  "ऑर्डर नम्बर",
  "अर्डर नम्बर",
  "অর্ডার নম্বর",
  "ஆர்டர் எண்",
  "آرڈر نمبر",
  "شماره سفارش",
  "အော်ဒါနံပါတ်",
  "หมายเลขคำสั่งซื้อ",
  "ඇණවුම් අංක",
];
// Round 12: a purchase order ("PO", "OC") and an invoice ("INV") only right before the number (ID_CODE's last
// alternative: "po" is a preposition elsewhere, "po wa 512 …" stays a phone).
const ID_CODE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${
    R9([...ID_WORDS, ...ORDER_WORDS_R9])
  })(?:[-.]?\s?(?:nr|nummer|numer|numero|nro|no|num)\.?)?(?![\p{L}])|(?:${R9(ID_GLUED)})|(?:^|[^\p{L}])(?:${
    R9(ID_TIGHT)
  })(?:[\s.\-/]*(?:no|nr|n°|num|number|numero|nummer|#))?[\s.:#\-]*(?:[a-z]{2,3}[\s\-]?)?$|(?:^|[^\p{L}])(?:po|oc|inv)[\s.:#\-]*$`,
  "u",
);
const DIGIT_RUN = /(?:\+\s*|\b00(?=\s*[1-9]))?(?:\(\s*)?\d(?:[\s().\-/_*~,]{0,4}\d){6,}/g;

const CODE_WORDS_ALL = new RegExp(CODE_WORDS.source, "gu");
const ID_CODE_ALL = new RegExp(ID_CODE.source, "gu");
/** A strong phone word after the last code word before a run. */
function strongAfterCode(before: string): boolean {
  let end = -1;
  for (const re of [CODE_WORDS_ALL, ID_CODE_ALL]) {
    for (const m of before.matchAll(re)) end = Math.max(end, m.index + m[0].length);
  }
  return end >= 0 && STRONG_PHONE.test(before.slice(end));
}

// Round 12: the words between the last code word and a run: a label is followed by its number at once or after a
// word for "number", "is" or "no."; a topic word by a clause (two words or more of three letters).
const LABEL_FILLER = new RegExp(
  String
    .raw`^(?:kimlik|numarasi|numara|identification|identificacion|registration|registro|fiscal|fiscale|tributario|intracommunautaire|number|numbers|numero|nummer|numer|nr|no|num|is|es|est|ist|era|e|je|jest|это|на|de|do|da|di|du|of|van|der|des|the|la|le|el|il|o|a|um|uma|une|un|una|ein|eine|sur|on|op|auf|en|in|w|v|za|ni|ya|la|ke|adalah|ialah|la|là|so|lautet|es|sind|are|was|:)$`,
  "u",
);
function codeFar(before: string): boolean {
  let end = -1;
  for (const re of [CODE_WORDS_ALL, ID_CODE_ALL]) {
    for (const m of before.matchAll(re)) end = Math.max(end, m.index + m[0].length);
  }
  if (end < 0) return false;
  const words = before.slice(end).match(/[\p{L}\p{M}]{3,}/gu) ?? [];
  return words.filter((w) => !LABEL_FILLER.test(w)).length >= 2;
}
// Round 12: a call word among the three words right after the run ("0541 236 78 90 numaralı hattı arayın").
const CALL_AFTER = /^[^\p{L}\p{N}]{0,3}(?:[\p{L}\p{M}]+[^\p{L}\p{N}]{1,3}){0,2}[\p{L}\p{M}]+/u;
// Round 17: Turkish "the line with the number …" after a number ("0532 418 76 90 numaralı hattan").
const LINE_AFTER = /^[^\p{L}\p{N}]{0,3}(?:numarali|nolu|no\.?lu)\s+(?:hat|telefon|cep|whatsapp)/u;
function callAfter(later: string): boolean {
  const head = CALL_AFTER.exec(later);
  return head !== null && (STRONG_PHONE.test(head[0]) || LINE_AFTER.test(head[0]));
}
// Countries whose numbers the other parts write (beyond the product's markets), tried only in codeFar's case.
const MORE_COUNTRIES: CountryCode[] = [
  "GR",
  "IL",
  "TH",
  "RO",
  "CZ",
  "HU",
  "GR",
  "RU",
  "UA",
  "ID",
  "VN",
  "KR",
];
/** Grouped as a number to dial: a trunk zero with groups, or valid in a market or a country of the parts. */
function dialShaped(trimmed: string, digits: string, groups: string[]): boolean {
  if (digits.length < 9 || digits.length > 12 || !groups.every((g) => g.length >= 2 && g.length <= 8)) {
    return false;
  }
  if (/^0[1-9]/.test(trimmed) && groups.length >= 2) return true;
  if (validSomewhere(digits)) return true;
  for (const c of MORE_COUNTRIES) if (parsePhoneNumberFromString(digits, c)?.isValid()) return true;
  return false;
}

function isYearList(groups: string[]): boolean {
  return groups.length >= 2 && groups.every((g) => /^(?:19|20)\d\d$/.test(g));
}

function validSomewhere(digits: string): boolean {
  for (const c of MARKETS) if (parsePhoneNumberFromString(digits, c)?.isValid()) return true;
  return false;
}

const THOUSANDS = /^\d{1,3}([ ,.'’])\d{3}(?:\1\d{3})*$/;
// Round 22: the word for "number" whole (with a plural ending), not a case form of it ("pod numerem 601 234 567"
// read "numer" + "em" as the number of something).
const COUNT_OF =
  /(?:^|[^\p{L}])(?:number|numero|numer|nummer|nombre|numarul|anzahl|aantal|liczba|pocet|antal|lukumaara|jumlah|sayisi)(?:e?s)?(?:\s+(?:of|de|di|der|des|van|do|da|dos|das|dei|degli|delle|del|della|von|av|pa)\b|\s+d['’]|\s+)\s*(\p{L}+)/u;
// Round 22: a one-letter unit that is a word of the sentence ("601 234 567 w godzinach 10–16", Polish "in"; "347 812
// 9034 l'ufficio", an elided article): no quantity in watts or litres is written so.
const LETTER_WORD_AFTER = /^\s*(?:w\s+\p{L}{2}|l['’]\p{L})/u;
// Round 22: a barcode (EAN-13) is thirteen digits in one run whose last is the check digit of the others.
function eanValid(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d[i]) * (i % 2 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(d[12]);
}
function looksLikePhone(run: string, before: string, after: string, later = after): boolean {
  const trimmed = run.trim();
  const digits = trimmed.replace(/\D/g, "");
  const groups = trimmed.split(/[^\d]+/).filter(Boolean);
  if (digits.length < 7 || digits.length > 15) return false;
  if (isYearList(groups)) return false;
  const context = PHONE_CONTEXT.test(before);
  const strong = STRONG_PHONE.test(before.slice(-30));
  // Round 9: a code word counts unless a strong phone word stands between it and the number ("Org.nr 556677-8899,
  // ring oss på 08-123 456 78"), or within thirty characters of it as before.
  // Round 11 (review): a number written with its "+" country code that is valid there is a phone after a code
  // word too ("Tracking: +49 171 2345678"): order, tracking and id numbers are not written so.
  // Round 12: a code word that is the topic of the sentence, not the number's label ("Kargo gecikirse bize 0532 418
  // 27 90 …", "Per la spedizione scrivi a Marco al 333 123 4567"), two words or more away from the run, no longer
  // excuses a number written as a number to dial there is (a national trunk zero, or valid in a market).
  if (
    !strong && (CODE_WORDS.test(before) || ID_CODE.test(before)) && !strongAfterCode(before) &&
    !(/^\+/.test(trimmed) && (parsePhoneNumberFromString(`+${digits}`)?.isValid() ?? false)) &&
    !((codeFar(before) || callAfter(later)) && dialShaped(trimmed, digits, groups))
  ) return false;
  // Round 22: an EAN-13 barcode after a word for "number" ("il numero 8076809513722 sull'etichetta", "رقم الصنف
  // 6281012345678"), unless a strong phone word announces it.
  if (!strong && digits.length === 13 && /^[1-9]\d{12}$/.test(trimmed) && eanValid(digits)) return false;
  // Ranges: "10001-10099", "94102–94188" (two groups of the same length, ascending); round 8: of codes grouped
  // alike on both sides of the dash, "111 20–118 99" (Swedish postal codes).
  if (
    groups.length === 2 && groups[0].length === groups[1].length && groups[0].length >= 3 &&
    Number(groups[0]) < Number(groups[1]) && /^\d+\s*[-~]\s*\d+$/.test(trimmed)
  ) {
    return false;
  }
  const sides = /^(\d+(?: \d+)+)\s*[-~]\s*(\d+(?: \d+)+)$/.exec(trimmed);
  if (
    sides && sides[1].replace(/\d/g, "0") === sides[2].replace(/\d/g, "0") &&
    Number(sides[1].replace(/ /g, "")) < Number(sides[2].replace(/ /g, ""))
  ) {
    return false;
  }
  if (UNIT_AFTER.test(after) && !context && !LETTER_WORD_AFTER.test(after)) return false;
  if (/^\+|^00[1-9]/.test(trimmed)) {
    const intl = `+${digits.replace(/^00/, "")}`;
    return (parsePhoneNumberFromString(intl)?.isPossible() ?? false) || digits.length >= 8;
  }
  // Round 11: shapes no numbering plan writes a number in, unless a strong phone word announces it: three groups of
  // four without a leading zero (a 12-digit order or tracking number, "2503-1407-8890", "5521 0087 4433"), a year
  // first with dashes ("2025-0419-8832"), a lot code ending in two digits after four ("23-0457-12").
  if (
    !strong && ((groups.length === 3 && groups.every((g) => g.length === 4) && !/^0/.test(trimmed)) ||
      /^(?:19|20)\d\d(?:-\d{3,4}-\d{3,5}|\/\d{3,4}\/\d{2,5})$/.test(trimmed) ||
      /^\d{2,3}-\d{4}-\d{2}$/.test(trimmed))
  ) return false;
  // "KW 10–12 2027", "3 10 2027": small numbers ending in a year are dates.
  if (
    groups.length >= 2 && /^20[1-4]\d$/.test(groups[groups.length - 1]) &&
    groups.slice(0, -1).every((g) => g.length <= 2)
  ) return false;
  // "25,000 - 250,000", "5,000~50,000": a range of amounts.
  if (trimmed.split(/\s*[-~]\s*/).every((part) => /^\d{1,3}(?:[,.]\d{3})+$/.test(part))) return false;
  // Round 10: a thousands-grouped count after "the number of" something ("Number of views: 1 250 000", "Número de
  // seguidores: 1 450 000") is an amount, unless the something is a phone word ("número de contacto").
  if (context && !strong && THOUSANDS.test(trimmed) && !/^0/.test(trimmed)) {
    const m = COUNT_OF.exec(before);
    if (m && !hasPhoneWord(before.slice(m.index + m[0].length - m[1].length))) return false;
  }
  if (context) return true;
  // Thousands separators ("1,000,000", "2.500.000", "1 500 000") are amounts.
  // Round 10: not with a leading zero ("09 782 456 312", a call word after it as Burmese puts it): no amount starts so.
  if (
    (/^\d{1,3}(?:[,.]\d{3})+$/.test(trimmed) || /^\d{1,2}(?: \d{3})+$/.test(trimmed)) && !/^0/.test(trimmed)
  ) {
    return false;
  }
  if (digits.length <= 8) {
    // 555-1234, 555 12 34, 5 5 5 1 2 3 4: grouped like a number to dial.
    return (groups.length >= 2 && groups.every((g) => g.length >= 2 && g.length <= 4)) ||
      groups.every((g) => g.length === 1);
  }
  if (groups.length >= 2 && groups.every((g) => g.length >= 2 && g.length <= 5)) return true;
  if (groups.every((g) => g.length === 1)) return true;
  // One run of 10 or 11 digits is a number to dial (codes come with a word saying so, handled above);
  // other lengths only when some market's numbering plan has it.
  if (groups.length === 1 && digits.length >= 10 && digits.length <= 11) return true;
  return validSomewhere(digits);
}

// Toll-free vanity numbers ("1-800-FLOWERS") dial like any other.
const VANITY = /\b1[\s.\-]8(?:00|33|44|55|66|77|88)[\s.\-][a-z0-9]{3}[\s.\-]?[a-z0-9]{4}\b/;
// Round 10: the letters of a vanity number grouped otherwise ("1-888-FRESH-UP", "1 866 SHOP NOW", "1-877-COLA-YA"):
// capitals as written (an amount has lowercase words after it: "1 800 views"), six to eight in all.
const VANITY_GATE = /1[\s.\-]?8(?:00|33|44|55|66|77|88)[\s.\-][a-z]/;
const VANITY_GROUPS =
  /\b1[\s.\-]?8(?:00|33|44|55|66|77|88)[\s.\-]([A-Z0-9]{2,8})(?:[\s.\-]([A-Z0-9]{1,7}))?(?![\p{L}\p{N}])/gu;
// Round 16: not a name given to a look ("call it the 1800 EDITION look").
const NAMED_IT = /\bcall (?:it|this|them|that)(?: the| a| an)? $/i;
function vanityGrouped(cased: string): boolean {
  for (const m of cased.matchAll(VANITY_GROUPS)) {
    if (NAMED_IT.test(cased.slice(Math.max(0, m.index - 20), m.index))) continue;
    const letters = m[1] + (m[2] ?? "");
    if (letters.length >= 6 && letters.length <= 8 && /[A-Z]{2}/.test(letters)) return true;
  }
  return false;
}
// "555 123 and then 4567": filler words between the groups of an announced number.
// Round 6: "+1 212 — then 555 — then 0199": the same words between dashes or an ellipsis, and "then", "next",
// "after that" in the other languages of the corpus.
const FILLER_WORDS = [
  "and then",
  "and",
  "then",
  "next",
  "after that",
  "last",
  "y luego",
  "luego",
  "despues",
  "y",
  "et",
  "puis",
  "ensuite",
  "apres",
  "und dann",
  "dann",
  "danach",
  "und",
  "e poi",
  "poi",
  "quindi",
  "e",
  "depois",
  "entao",
  "en dan",
  "dan",
  "daarna",
  "en",
  "i",
  "potem",
  "nastepnie",
  "потом",
  "затем",
  "потім",
  "далі",
  "pak",
  "potom",
  "apoi",
  "majd",
  "aztan",
  "sitten",
  "sen jalkeen",
  "sedan",
  "och",
  "derefter",
  "deretter",
  "så",
  "sonra",
  "ve",
  "lalu",
  "kemudian",
  "terus",
  "tapos",
  "pagkatapos",
  "roi",
  "sau do",
  "kisha",
  // Round 10
  "halafu",
  "και τέλος",
  "uske baad",
  "iske baad",
  "aur aakhir me",
  "aakhir mein",
  "aakhir me",
  "aur last mein",
  "aur last me",
  "last mein",
  "last me",
  "aur ant mein",
  "ant mein",
  "aur phir",
  "aur",
  "phir",
  "फिर",
  "然后",
  "再",
  "그다음",
  // Round 16: Korean "again" between groups read from Sino-Korean digits ("공일공 다시 일이삼사"), Swedish "därpå".
  "다시",
  "darpa",
  "ثم",
  "بعد",
  "אחר כך",
  "ואז",
  "μετά",
  "και",
  // Round 7: "and finally", "and last" in the same languages.
  "and finally",
  "and lastly",
  "finally",
  "y por ultimo",
  "y finalmente",
  "por ultimo",
  "et enfin",
  "enfin",
  "und zuletzt",
  "und schliesslich",
  "zuletzt",
  "e infine",
  "infine",
  "e por fim",
  "por fim",
  "en tot slot",
  "tot slot",
  "en als laatste",
  "a na koniec",
  "na koniec",
  "и наконец",
  "наконец",
  "і нарешті",
  "a nakonec",
  "nakonec",
  "si in final",
  "es vegul",
  "ja lopuksi",
  "lopuksi",
  "och sist",
  "och till sist",
  "sist",
  "og til sidst",
  "og til slutt",
  "til sidst",
  "til slutt",
  "ve son olarak",
  "son olarak",
  "dan terakhir",
  "terakhir",
  "at panghuli",
  "va cuoi cung",
  "cuoi cung",
  "na mwisho",
  "aur aakhir mein",
  "最后",
  "마지막으로",
  "وأخيرا",
  // Round 19: with its tanwin, and the Hebrew "and after it", "and at the end" ("ואחריו 738, ובסוף 4419").
  "وأخيرًا",
  "أخيرًا",
  "ואחריו",
  "ובסוף",
  "בסוף",
  "και τέλος",
  // Round 9: "then", "next", "at the end" in the Slavic, Baltic-neighbour, Balkan, Caucasian and other languages
  // that lacked them ("далі 45 і наприкінці 67", "dalej 56, a na końcu 78", "შემდეგ 34 და ბოლოს 56").
  "а потім",
  "і потім",
  "і далі",
  "а далі",
  "в кінці",
  "у кінці",
  "і в кінці",
  "наприкінці",
  "і наприкінці",
  "а наприкінці",
  "наостанок",
  "і наостанок",
  "і",
  "й",
  "та",
  "а потом",
  "и потом",
  "дальше",
  "а дальше",
  "далее",
  "в конце",
  "и в конце",
  "а в конце",
  "напоследок",
  "и напоследок",
  "и",
  "dalej",
  "a dalej",
  "a potem",
  "i potem",
  "na końcu",
  "a na końcu",
  "i na końcu",
  "a",
  "dále",
  "a dále",
  "a pak",
  "a potom",
  "na konci",
  "a na konci",
  "ďalej",
  "a ďalej",
  "nakoniec",
  "a nakoniec",
  "след това",
  "и след това",
  "после",
  "и после",
  "накрая",
  "и накрая",
  "zatim",
  "pa",
  "onda",
  "i onda",
  "na kraju",
  "i na kraju",
  "nato",
  "in nato",
  "in potem",
  "na koncu",
  "in na koncu",
  "in",
  "și apoi",
  "și la final",
  "la final",
  "și la sfârșit",
  "la sfârșit",
  "și",
  "és végül",
  "végül",
  "és utána",
  "utána",
  "és",
  "und am ende",
  "am ende",
  "und zum schluss",
  "zum schluss",
  "dann noch",
  "et à la fin",
  "à la fin",
  "et ensuite",
  "et puis",
  "et pour finir",
  "pour finir",
  "y al final",
  "al final",
  "y después",
  "para terminar",
  "e alla fine",
  "alla fine",
  "e dopo",
  "dopo",
  "per finire",
  "e no final",
  "no final",
  "e no fim",
  "no fim",
  "e depois",
  "en tenslotte",
  "tenslotte",
  "ten slotte",
  "en daarna",
  "en aan het eind",
  "och till slut",
  "till slut",
  "och sedan",
  "och sen",
  "sen",
  "og så",
  "og sist",
  "og deretter",
  "og derefter",
  "til sist",
  "ja sitten",
  "ja",
  "ve en son",
  "en son",
  "ve sonra",
  "ardından",
  "και μετά",
  "και στο τέλος",
  "στο τέλος",
  "შემდეგ",
  "და შემდეგ",
  "და ბოლოს",
  "ბოლოს",
  "და",
  "հետո",
  "ապա",
  "և վերջում",
  "վերջում",
  "և",
  "và",
  "dan akhirnya",
  "akhirnya",
  "and at the end",
  "at the end",
  "followed by",
  // Round 13: "after that", "next" of Swedish, Japanese, Chinese and Korean.
  "darefter",
  "efter det",
  "次に",
  "次は",
  "その後",
  "最後に",
  "接着",
  "之后",
  "다음은",
  "다음",
  "그 다음",
  // Round 14: "then" in Albanian, Irish, Hausa, Zulu, Urdu and Sinhala.
  "pastaj",
  "ansin",
  "agus ansin",
  "agus",
  "sannan",
  "bese",
  "پھر",
  "па",
  "ඊළඟට",
  "ඊට පස්සේ",
].map(fold);
// Round 7: a comma around the filler too ("070, sedan 123, och sist 45 67").
// Round 13: the Japanese comma too, and no space needed after a word of a script written without spaces.
// Round 14: and the Arabic comma ("صفر تین دو ایک، پھر چار …").
const FILLER_SEP = String.raw`(?:\s*(?:[—–-]|…|\.\.\.|,|、|،)\s*|\s+)`;
const FILLER = new RegExp(
  String.raw`(?<=\d)${FILLER_SEP}(?:(?:${alt(FILLER_WORDS)})${FILLER_SEP}|(?:${
    alt(FILLER_WORDS.filter((w) => /^[\u3000-\uffff]/.test(w)))
  }))(?=\d)`,
  "gu",
);

// Round 9: times written with a dot ("klo 17.00–20.00", "kl. 9.30–10.15", "10.00–18.00 Uhr") and day ranges with a
// trailing dot ("12.–18.5.2025", "4.–6.10."), as Nordic, German, Baltic, Slavic and Turkish briefs write them: a
// range of two times of day, a time or a list of times after a word for "o'clock", a range of days. Blanked
// like the dates above, only when a dotted time or day is there at all (speed).
const HOUR_MIN = String.raw`(?:[01]?\d|2[0-4])\.[0-5]\d`;
const DOTTED_TIMES = new RegExp(
  String
    .raw`(?<![\d.])${HOUR_MIN}\s*-\s*${HOUR_MIN}(?![\d]|[.,]\d)|(?<![\p{L}])(?:klo|kl|kello|kell|plkst|godz|saat|pukul|jam|ore|alle|um|om)\.?\s*${HOUR_MIN}(?:\s*[-,/]\s*${HOUR_MIN})*(?![\d]|[.,]\d)`,
  "gu",
);
// What each of the two always holds: a dot before a dash between digits, or two dotted times in a list.
const DOTTED_GATE = /\d\.\d{0,2}\s*-\s*\d|\d\.[0-5]\d\s*[,/]\s*\d{1,2}\.[0-5]\d/;
// Round 22: a range of days written day and month (or month and day) on both sides with one sign, a year before it
// or not ("01.10–31.10", "01/01–15/02", "2025.03.01–03.31"): a date range when both sides are dates read one way.
const DAY_MONTH_GATE = /\d[./]\d{1,2}\.?\s*-\s*\d/;
const DAY_MONTH_RANGE =
  /(?<![\d./])(?:(?:19|20)\d\d[./])?(\d{1,2})([./])(\d{1,2})\.?\s*-\s*(\d{1,2})\2(\d{1,2})\.?(?![\d]|[./]\d)/g;
function dayMonthOut(m: string, a: string, _sep: string, b: string, c: string, d: string): string {
  const [x, y, z, w] = [a, b, c, d].map(Number);
  if (Math.min(x, y, z, w) < 1) return m;
  const dayFirst = x <= 31 && y <= 12 && z <= 31 && w <= 12;
  const monthFirst = x <= 12 && y <= 31 && z <= 12 && w <= 31;
  return dayFirst || monthFirst ? " date " : m;
}
const DAY_RANGE = /(?<![\d.])\d{1,2}\.(?:\d{1,2}\.)?\s*-\s*\d{1,2}\.\d{1,2}\.(?:\s?\d{4}|\d{2})?(?!\d)/g;
// Round 9: a short aside in brackets between the groups of an announced number ("067 (this is the code) 123"),
// words only, dropped like the filler words. A digit inside the aside only glued to a letter ("(to je O2)").
const ASIDE = /(?<=\d)\s*[(\[](?:[^()\[\]\d]|(?<=\p{L})\d){1,40}[)\]]\s*(?=\d)/gu;

// Round 10: a number told as "it starts with 654, then the year we opened, 1998, and ends in 32": a word for the
// number or the phone right before a word for "starts", then the groups up to the one after a word for "ends" (a
// year among them on purpose), eight to thirteen digits in three groups or more. "The number of creators starts at
// 10" has words between the number word and "starts", and amounts and dates are blanked before.
const SPLIT_START = String
  .raw`(?:^|[^\p{L}])(?:number|numero|numer|nummer|numarul|nambari|namba|telefon\p{L}*|telefono|phone|mobile|movil|celular|cellulare|handy|broj)\s+(?:\p{L}+\s+)?(?:starts?|begins?|empieza|comienza|inicia|inizia|comeca|commence|beginnt|begint|zaczyna\s+sie|zacina|incepe|pocinje|alkaa|borjar|starter|begynner|begynder)\s+(?:with|by|por|con|com|per|par|mit|met|od|s|sa|cu|med|na)?`;
// Speed: a plain expression of the "starts" words' stems first, the full one only when one is there.
const SPLIT_CHEAP =
  /start|begin|empiez|comien|inici|inizi|comec|commenc|beginn|begint|zaczyn|zacin|incep|pocinj|alkaa|borja|begynn/;
const SPLIT_GATE = new RegExp(SPLIT_START, "u");
const SPLIT_START_ALL = new RegExp(SPLIT_START, "gu");
const SPLIT_END =
  /(?:^|[^\p{L}])(?:ends?|finishes|acaba|termina|terminando|finisce|finit|endet|eindigt|konczy\s+sie|na\s+koncu|konci|zavrsava|loppuu|slutar|slutter|ender|mwisho|aakhir|last)\s+(?:\p{L}+\s+)?(?=\d)/u;
// Round 14: the same told without a word for the number before "starts" when the text says a phone word ("Ring Elin:
// börja med 070, fortsätt med 123 och avsluta med 45 67", "Call Dana: it starts with 0412, …"), and the Korean and
// Japanese words for a number's front, middle and last digits ("앞자리는 010, 가운데는 1234, 끝자리는 5678").
const SPLIT_LOOSE_CHEAP =
  /start|begin|empiez|comien|inici|inizi|comec|commenc|beginn|begint|zaczyn|zacin|incep|pocinj|alkaa|borja|begynn|앞자리|最初は/;
const SPLIT_LOOSE_ALL = new RegExp(
  String
    .raw`(?:^|[^\p{L}])(?:starts?|begins?|empieza|comienza|inicia|inizia|comeca|commence|beginnt|begint|zaczyna\s+sie|zacina|incepe|pocinje|alkaa|borja|borjar|starter|begynner|begynder)\s+(?:with|by|por|con|com|per|par|mit|met|od|s|sa|cu|med|na|pa)?|앞자리\p{L}*|最初は`,
  "gu",
);
const SPLIT_END_LOOSE =
  /(?:^|[^\p{L}])(?:ends?|finishes|acaba|termina|terminando|finisce|finit|endet|eindigt|konczy\s+sie|na\s+koncu|konci|zavrsava|loppuu|slutar|slutter|ender|avsluta\p{L}*|mwisho|aakhir|last)\s+(?:\p{L}+\s+)?(?=\d)|(?:끝자리|뒷자리|마지막)\p{L}*\s*(?=\d)|最後は\s*(?=\d)/u;
function splitNumber(s: string, starts = SPLIT_START_ALL, end = SPLIT_END): boolean {
  for (const m of s.matchAll(starts)) {
    const win = s.slice(m.index, m.index + 200);
    const e = end.exec(win);
    if (!e) continue;
    const last = /^\d+(?:\s\d+)*/.exec(win.slice(e.index + e[0].length));
    const groups = win.slice(0, e.index + e[0].length + (last?.[0].length ?? 0)).match(/\d+/g) ?? [];
    const digits = groups.join("").length;
    if (groups.length >= 3 && digits >= 8 && digits <= 13) return true;
  }
  return false;
}

// Round 11: a range of two codes of the same shape joined by a word for "to" ("150-0041 から 150-0047", "2025-0601 à
// 2025-0615", "10110 bis 10270"), ascending, is a range like "10001–10099", not two numbers to dial.
const WORD_RANGE = new RegExp(
  String
    .raw`(?<![\d.\-/])(\d{2,6}(?:[\-./ ]\d{2,6}){0,2})(?:\s+(?:to|through|thru|till|until|a|al|au|bis|tot|do|ate|hasta|sampai|hingga|hadi|den|ila|tom|${
    R9(["до", "по"])
  })\s+|\s*(?:から|~|至|到|부터)\s*)(\d{2,6}(?:[\-./ ]\d{2,6}){0,2})(?![\d])`,
  "gu",
);
const WORD_RANGE_GATE = /\d\s+\p{L}{1,5}\s+\d|\d\s*(?:から|~|至|到|부터)\s*\d/u;
const sameShape = (a: string, b: string) =>
  a.replace(/\d/g, "0") === b.replace(/\d/g, "0") &&
  Number(a.replace(/\D/g, "")) < Number(b.replace(/\D/g, ""));

// Round 11: a number told across sentences after its country or area code ("Prefiks kraju to +48. Dalej wpisz 512.
// Reszta: 340 118.", "starts with area code 312. Next comes 948, and it ends in 2071."): the code standing alone,
// then up to four groups with at most four words between each and no unit after them, that together make a number
// valid in the country the code names (after an area code, in one of the product's markets).
const AREA_CODE_WORDS = [
  "area code",
  "country code",
  "dialling code",
  "dialing code",
  "prefix",
  "prefiks",
  "prefijo",
  "prefisso",
  "prefixo",
  "prefixe",
  "indicatif",
  "indicativo",
  "vorwahl",
  "landesvorwahl",
  "predvolba",
  "kierunkowy",
  "netnummer",
  "riktnummer",
  "retningsnummer",
  "landnummer",
  "landskode",
  "suuntanumero",
  "korzetszam",
  "alan kodu",
  "ulke kodu",
  "kode area",
  "kode negara",
  "ma vung",
  "codigo de area",
  "codigo de pais",
  "codice paese",
  "ddd",
  "код города",
  "код страны",
  "код країни",
  "код міста",
  "区号",
  "國碼",
  "国码",
  "市外局番",
  "国番号",
  "지역번호",
  "국가번호",
];
// Speed: a plain expression of the words' telling parts first (no "code" alone: briefs name discount codes).
const AREA_CODE_CHEAP = new RegExp(
  [
    "area",
    "country c",
    "dialing",
    "dialling",
    "prefi",
    "indicati",
    "vorwahl",
    "predvolba",
    "kierunk",
    "nummer",
  ]
    .concat([
      "landskode",
      "suuntanum",
      "korzetszam",
      "kodu",
      "kode",
      "ma vung",
      "codigo",
      "codice",
      "ddd",
      "код",
    ])
    .concat(["区号", "國碼", "国码", "市外局番", "国番号", "지역번호", "국가번호"])
    .map(fold).join("|"),
);
const AREA_CODE_GATE = new RegExp(R9(AREA_CODE_WORDS), "u");
const CODE_THEN_PLUS = /\+\s?(\d{1,3})(?=\s*[.;:,)]?\s+\p{L})/gu;
const CODE_THEN_AREA = new RegExp(
  String.raw`(?:${
    R9(AREA_CODE_WORDS)
  })\p{L}{0,4}[^\p{L}\p{N}]{0,3}(?:\p{L}+[^\p{L}\p{N}]{1,3}){0,2}(\d{2,4}|\d(?: \d){2})(?![\d]|[\s.\-]\d)`,
  "gu",
);
const NEXT_GROUP = /^(\D{0,40}?)(\d{1,5}(?:[ \-]\d{1,5})*)(?!\d)/;
function codeThenGroups(s: string, re: RegExp): boolean {
  for (const m of s.matchAll(re)) {
    const plus = re === CODE_THEN_PLUS;
    const code = m[1].replace(/ /g, "");
    let rest = s.slice(m.index + m[0].length, m.index + m[0].length + 200);
    let national = "";
    for (let groups = 1; groups <= 4; groups++) {
      const g = NEXT_GROUP.exec(rest);
      if (!g || (g[1].match(/\p{L}+/gu) ?? []).length > 4) break;
      rest = rest.slice(g[0].length);
      if (UNIT_AFTER.test(rest.slice(0, 20))) break;
      national += g[2].replace(/\D/g, "");
      if (national.length > 13) break;
      if (
        groups >= 2 &&
        (plus
          ? parsePhoneNumberFromString(`+${code}${national}`)?.isValid()
          : validSomewhere(code + national))
      ) return true;
    }
  }
  return false;
}

// Round 13: a number dictated in groups of number words between words for "then" ("zéro six, puis douze, puis
// trente-quatre", "έξι εννιά τέσσερα, μετά ένα δύο τρία, μετά …"): groups too short to make a run of number words
// alone, or a run cut by the words. Read again with the words for "then" made commas (not the words for "and": they
// join amounts), when the text says a phone word or number words were read as digits.
const THEN_WORDS_ONLY = FILLER_WORDS.filter((w) =>
  !/^(?:and|y|et|und|e|en|i|a|и|і|й|та|och|ve|ja|og|és|si|va|και|და|և|aur|in|pa|sa|så|dan|ثم|بعد|agus)$/u
    .test(
      w,
    ) &&
  !/^(?:and|y|et|und|e|en|i|a|og|och|ve|ja|es|si|va|και|და|и|і|та|aur) /u.test(w)
);
const THEN_GAP = new RegExp(
  String.raw`(?<=[\p{L}\p{N}])${FILLER_SEP}(?:(?:${alt(THEN_WORDS_ONLY)})${FILLER_SEP}|(?:${
    alt(THEN_WORDS_ONLY.filter((w) => /^[\u3000-\uffff]/.test(w)))
  }))(?=[\p{L}\p{N}])`,
  "gu",
);
// Speed: a word for "then" looked for with one expression, then the words either side of each one it finds.
// The words as a trie (one letter looked at per position instead of every word tried in turn: the plain alternation
// took 0.015 ms per 2,000 characters).
const THEN_ALL = new RegExp(
  String.raw`[\s,.;:—–\-、…،]${trie(THEN_WORDS_ONLY, "[\\s-]*", "")}(?=[\s,.;:—–\-、…،]|$)`,
  "gu",
);
const THEN_ANNOUNCES = new RegExp(
  String.raw`(?<=\d)${FILLER_SEP}(?:${
    trie(THEN_WORDS_ONLY, "[\\s-]*", "")
  })\s+(?:[\p{L}\p{M}]+\s+){0,3}[\p{L}\p{M}]+\s*:\s*(?=\d)`,
  "gu",
);
const WORD_BEFORE = /([\p{L}\p{M}\p{N}'’-]+)[\s,.;:—–\-、…،]*$/u;
const WORD_AFTER = /^[\s,.;:—–\-、…،]*([\p{L}\p{M}\p{N}'’-]+)/u;
// Round 16: how far a number word either side of a "then" is read: a compound number word is long
// ("neunhundertsiebenundachtzig" 27 letters, "kolmesataakuusikymmentäneljä" 28).
const THEN_REACH = 48;
function thenBetweenNumbers(s: string): boolean {
  for (const m of s.matchAll(THEN_ALL)) {
    const before = WORD_BEFORE.exec(s.slice(Math.max(0, m.index - THEN_REACH), m.index + 1));
    const after = WORD_AFTER.exec(s.slice(m.index + m[0].length, m.index + m[0].length + THEN_REACH));
    if (before && after && isNumberWord(before[1]) && isNumberWord(after[1])) return true;
  }
  return false;
}
const LAST_TOKEN = /[\p{L}\p{M}\p{N}'’-]+$/u;
const FIRST_TOKEN = /^[\p{L}\p{M}\p{N}'’-]+/u;

// Round 16: a digit said twice or three times ("nul zes, dubbel vijf", "double four, triple nine", "doppio uno",
// "dwa razy dwadzieścia trzy", "dos veces treinta y cuatro", "tatu mara mbili"): with a phone word, the text read
// again with the digit written out as often. Speed: a plain expression of the words first.
const TIMES_GATE =
  /doub|dubb|dopp|dobl|trip|twice|razy|veces|vezes|fois|mal\b|keer|kere|volte|mara|дважд|трижд|раза/;
const TIMES_BEFORE = new RegExp(
  String
    .raw`(?<![\p{L}])(?:(double|dubbel|doppel|doppio|doble|dobro|twice|two times|deux fois|zweimal|zwei mal|dwa razy|dos veces|duas vezes|twee keer|due volte|iki kere|дважды|два раза)|(triple|tripel|trippel|triplo|tripla|three times|trois fois|dreimal|drei mal|trzy razy|tres veces|tres vezes|drie keer|tre volte|uc kere|трижды|три раза))\s+([\p{L}\p{N}]+(?:[\s-]+[\p{L}\p{N}]+)?)`,
  "gu",
);
const TIMES_AFTER = /(?<![\p{L}])([\p{L}\p{N}]+)\s+mara\s+(mbili|tatu)(?![\p{L}])/gu;
function timesSaid(f: string): string {
  const token = (x: string) => {
    const w = x.split(/[\s-]+/);
    // One number word, or two that make one number ("dwadzieścia trzy", "treinta y" is not: the first only).
    return w.length === 2 && isNumberWord(w[0]) && isNumberWord(w[1]) ? x : isNumberWord(w[0]) ? w[0] : "";
  };
  return f.replace(TIMES_BEFORE, (m: string, _two: string, three: string, what: string) => {
    const t = token(what);
    if (!t) return m;
    const rest = what.slice(t.length);
    return `${t} ${t}${three ? ` ${t}` : ""}${rest}`;
  }).replace(TIMES_AFTER, (m: string, what: string, k: string) => {
    if (!isNumberWord(what)) return m;
    return k === "tatu" ? `${what} ${what} ${what}` : `${what} ${what}`;
  });
}

// Round 16: digits read in kana, as a number is said aloud in Japanese ("ぜろきゅうぜろ、はちななろくご、よんさんにいち"): runs
// of two readings or more, with a word for a phone or a number, read again as digits. The one-kana readings ("に",
// "ご") are particles and words too: only inside such a run.
const KANA_DIGIT: Record<string, string> = {
  ぜろ: "0",
  れい: "0",
  まる: "0",
  いち: "1",
  にい: "2",
  にー: "2",
  に: "2",
  さん: "3",
  よん: "4",
  ごう: "5",
  ごー: "5",
  ご: "5",
  ろく: "6",
  なな: "7",
  はち: "8",
  きゅう: "9",
  きゅー: "9",
};
const KANA_ONE = Object.keys(KANA_DIGIT).sort((a, b) => b.length - a.length).join("|");
const KANA_RUN = new RegExp(`(?:${KANA_ONE}){2,}`, "gu");
const KANA_READING = new RegExp(KANA_ONE, "gu");
const KANA_GATE = /ぜろ|いち|さん|よん|ろく|なな|はち|きゅう/;
// Round 18: the readings in katakana ("ゼロキューゼロ、イチニーサンヨン"), read as hiragana, and the words for getting in
// touch ("ご連絡", "お問い合わせ") as phone words; "の" closing a group ("ゼロサンの、イチニーサンヨンの").
const KATA_GATE = /ゼロ|イチ|サン|ヨン|ロク|ナナ|ハチ|キュ|レイ/;
const KATAKANA = /[\u30a1-\u30f6]/g;
// Round 19: the readings between middle dots ("ゼロ・キュウ・ゼロ、イチ・ニ・サン・ヨン") as written together, a slash closing
// a group as a comma does, and "携帯" (a mobile) a phone word.
const KANA_PHONE = /電話|でんわ|番号|連絡|問い合わせ|問合せ|携帯/;
function kanaDigits(f: string): string {
  if (KATA_GATE.test(f)) f = f.replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  if (f.includes("・")) f = f.replace(/(?<=[\u3041-\u309f])・(?=[\u3041-\u309f])/g, "");
  return f.replace(KANA_RUN, (m: string) => m.replace(KANA_READING, (r: string) => KANA_DIGIT[r])).replace(
    /(?<=\d)の?[、,/]\s*(?=\d)/g,
    " ",
  );
}

// Round 19: a number given in blocks out of order under their labels ("C = 45 67, A = 0151, B = 23", "bloc 3 = 78 90,
// bloc 1 = 06, bloc 2 = 12 34 56", "segundo bloque 612, tercero 345, primero 6, cuarto 78", "bagian kedua 1234, bagian
// pertama 0813 …"): with a phone word (or the Turkish "numara"), three blocks or more labelled one to n (a letter or a
// digit after a word for a block or before "=", or an ordinal), not already in order, put in order make a number
// some market dials (or a national one from its 0). In order they are read as written already.
const ORDINALS: Record<string, number> = {};
for (
  const [i, words] of [
    "first primo primero primer primeira premier premiere erste ersten eerste forsta ensimmainen birinci pertama kwanza unang pierwsza",
    "second secondo segundo segunda deuxieme zweite tweede andra toinen ikinci kedua pili ikalawang druga",
    "third terzo tercero tercer terceira troisieme dritte derde tredje kolmas ucuncu ketiga ikatlong trzecia",
    "fourth quarto cuarto quarta quatrieme vierte vierde fjarde neljas dorduncu keempat ikaapat czwarta",
  ].entries()
) for (const w of words.split(" ")) ORDINALS[w] = i + 1;
// Cardinals used as labels after a word for a block ("phần hai", "kipande cha tatu", "osa 2").
const BLOCK_CARDINALS: Record<string, number> = { mot: 1, hai: 2, ba: 3, bon: 4, moja: 1, tatu: 3, nne: 4 };
const BLOCK_WORDS =
  "blok|blokk|bloc|block|blocco|bloque|bloco|blokke|parte|part|parca|del|deel|osa|czesc|bagian|phan|kipande|cha|bahagi|teil|morceau|pezzo|segment";
const BLOCK_LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(${BLOCK_WORDS})\s+)?(${Object.keys(ORDINALS).join("|")}|${
    Object.keys(BLOCK_CARDINALS).join("|")
  }|[a-e]|[1-5])(?:\s+(?:${BLOCK_WORDS}))?(\s*(?:=|:)\s*|\s+(?:is|ist|est|es|e|to|on|ar|er|ni|la|adalah)\s+|\s+)(\d+(?:[ \-]\d+)*)(?![\d\p{L}])`,
  "gu",
);
// Speed: a word for a block or an ordinal with digits right after it (two words between at most), or a letter before
// "=" and digits, looked for before the labels are read.
const BLOCK_GATE = new RegExp(
  String.raw`(?:${
    trie([...BLOCK_WORDS.split("|"), ...Object.keys(ORDINALS)], "", "")
  })(?:\s+[a-z0-9]{1,10}){0,2}\s*[=:]?\s*\d|[a-e]\s?=\s?\d`,
);
function shuffledBlocks(f: string): boolean {
  const blocks: [number, string][] = [];
  for (const m of f.matchAll(BLOCK_LABEL)) {
    const [, word, label, sep, digits] = m;
    let rank = ORDINALS[label];
    if (rank === undefined) {
      if (/^[a-e]$/.test(label)) {
        if (!word && !/=/.test(sep)) continue;
        rank = label.charCodeAt(0) - 96;
      } else if (/^\d$/.test(label)) {
        if (!word) continue;
        rank = Number(label);
      } else {
        if (!word) continue;
        rank = BLOCK_CARDINALS[label];
      }
    }
    blocks.push([rank, digits.replace(/\D/g, "")]);
  }
  if (blocks.length < 3) return false;
  const ranks = blocks.map(([r]) => r);
  if (new Set(ranks).size !== ranks.length || Math.max(...ranks) !== ranks.length) return false;
  if (ranks.every((r, i) => r === i + 1)) return false;
  const d = blocks.slice().sort((a, b) => a[0] - b[0]).map(([, x]) => x).join("");
  if (d.length < 7 || d.length > 15) return false;
  return validSomewhere(d) || /^0\d{7,12}$/.test(d);
}

// Round 20: a number written with a placeholder and a legend for it ("0171 x2x 4x6x – jedes x ist eine 7", "33# 2#4
// #6#8: ogni # vale 9", "5Q1 Q2Q 3Q4 — każde Q to cyfra 0"): after a phone word, the sign or letter the legend names
// ("each", "jedes", "cada", "ogni", "elke", "każde", "каждая", "her", …) is the first digit after it wherever it stands
// next to a digit. Speed: only with a phone word and a word for "each".
const EACH_LIST = [
  ..."each|every|jede|jedes|jeder|cada|ogni|elke|iedere|kazde|kazdy|kazda|her|jokainen|iga|katrs|minden|fiecare"
    .split("|"),
  ...["κάθε", "каждая", "каждый", "каждое", "кожна", "кожен", "кожне", "כל", "كل"].map(fold),
];
// Speed: the words' first letters before the look-behind, which ran at every position (11 µs on a 2,000-character
// brief with a phone word).
const EACH_WORDS = new RegExp(
  String.raw`(?=[${[...new Set(EACH_LIST.map((w) => [...w][0]))].join("")}])(?<![\p{L}])(?:${
    EACH_LIST.join("|")
  })\s+(\S)(?![\p{L}\p{N}])[^\d]{0,30}?(\d)(?!\d)`,
  "u",
);
function placeheldDigits(f: string): string | null {
  const m = EACH_WORDS.exec(f);
  if (!m || /[\d\s]/.test(m[1])) return null;
  const e = m[1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(String.raw`(?<=\d)${e}+|${e}+(?=\d)`, "gu");
  const t = f.replace(re, (x) => m[2].repeat(x.length));
  return t === f ? null : t;
}

// Round 21: a number in Morse code ("----- -.... .---- ..--- …"): seven or more digit groups of five dots and dashes in
// a row, three of them different at least (a divider "----- -----" is one), read as the digits they stand for.
const MORSE_RUN = /(?<![.\-])[.\-]{5}(?:\s+[.\-]{5}){6,14}(?![.\-])/g;
const MORSE_DIGITS: Record<string, string> = {
  "-----": "0",
  ".----": "1",
  "..---": "2",
  "...--": "3",
  "....-": "4",
  ".....": "5",
  "-....": "6",
  "--...": "7",
  "---..": "8",
  "----.": "9",
};
const MORSE_CODE_WORD = /(?<![\p{L}])(?:c[oó]d|k[oó]d)\p{L}*/gu;
function morseDigits(f: string): string {
  return f.replace(MORSE_RUN, (m) => {
    const groups = m.split(/\s+/);
    if (new Set(groups).size < 3 || groups.some((g) => !MORSE_DIGITS[g])) return m;
    return groups.map((g) => MORSE_DIGITS[g]).join("");
  });
}

export function findPhone(text: string | Normalised): boolean {
  const n = view(text);
  const seen = { phoneWord: false };
  if (phoneIn(n, n.digits, seen)) return true;
  if (n.folded.includes("-.") || n.folded.includes(".-")) {
    // The word for the code ("código Morse", "kode Morse") is no product code word here.
    const t = morseDigits(n.folded);
    if (t !== n.folded && phoneIn(n, digitsView(t.replace(MORSE_CODE_WORD, " ")), seen)) return true;
  }
  if ((KANA_GATE.test(n.folded) || KATA_GATE.test(n.folded)) && KANA_PHONE.test(n.folded)) {
    const d = digitsView(kanaDigits(n.folded));
    if (d !== n.digits && phoneIn(n, d, seen)) return true;
  }
  if (seen.phoneWord && EACH_WORDS.test(n.folded)) {
    const t = placeheldDigits(n.folded);
    if (t) {
      const d = digitsView(t);
      if (d !== n.digits && phoneIn(n, d, seen)) return true;
    }
  }
  if (seen.phoneWord && TIMES_GATE.test(n.folded)) {
    const t = timesSaid(n.folded);
    if (t !== n.folded) {
      const d = digitsView(t);
      if (d !== n.digits && phoneIn(n, d, seen)) return true;
    }
  }
  if (
    (seen.phoneWord || n.folded.includes("numara")) && BLOCK_GATE.test(n.folded) && shuffledBlocks(n.folded)
  ) {
    return true;
  }
  // Speed: only a text that says a phone word (or a "+" code), or whose number words were read as digits (three words
  // or more make the text shorter by six characters at least), and has a "then" between two numbers.
  if (!seen.phoneWord && n.folded.length - n.digits.length < 6) return false;
  if (!thenBetweenNumbers(n.folded)) return false;
  // Only between two numbers (digits or number words): a "then" elsewhere in the text costs nothing more.
  let joined = false;
  const t = n.folded.replace(THEN_GAP, (m: string, at: number, all: string) => {
    const before = LAST_TOKEN.exec(all.slice(Math.max(0, at - THEN_REACH), at));
    const after = FIRST_TOKEN.exec(all.slice(at + m.length, at + m.length + THEN_REACH));
    if (!before || !after || !isNumberWord(before[0]) || !isNumberWord(after[0])) return m;
    joined = true;
    return ", ";
  });
  if (!joined) return false;
  // "plus" before a country code said in words ("country code plus forty-four, then …").
  const d = digitsView(t).replace(/(?<![\p{L}])plus\s+(?=\d)/gu, "+");
  if (d === n.digits) return false;
  return phoneIn(n, d, seen);
}

// Round 14: a number framed by two capital letter pairs ("BR 1198 7654 321 BR", "RR 4412 8890 123 GB"), as postal
// tracking numbers are written (two letters, the digits, the country), is a code; no number to dial is written so.
// Speed: no look-behind (it would be tried at every position); the edges are the lowercase expression's.
const FRAMED_CASED = /[A-Z]{2} ?\d[\d ]{6,16}\d ?[A-Z]{2}/;
const FRAMED = /(?<![\p{L}\p{N}+])[a-z]{2}\s?\d[\d ]{6,16}\d\s?[a-z]{2}(?![\p{L}\p{N}])/gu;

// Round 16: a vanity number after a national service code ("Bel … naar 0800-BLOEMEN", "marca el 900 SOLMAR", "Ring
// 0800 SCONES"): the word in capitals as written, a word for calling before it in the same sentence (not "call it the
// 1800 EDITION look") or the keypad named. Speed: the code and four letters looked for first.
const VANITY_NATIONAL_GATE = /(?:0800|0808|0900|800|900|1800|1300)[\s.\-]?[a-z]{4}/;
const VANITY_NATIONAL =
  /(?<![\p{L}\p{N}])(?:0800|0808|0900|800|900|1800|1300)[\s.\-]?[A-Z]{4,10}(?![\p{L}\p{N}])/gu;
const CALL_BEFORE =
  /(?:^|[^\p{L}])(?:call|ring|bel|bellen|ruf\p{L}*|an|appelez|appelle|appeler|llama|llame|llamen|llamar|marca|marque|ligue|liga|ligar|chiama|chiamate|chiamare|zadzwon\p{L}*|zavolej\p{L}*|hivj\p{L}*|soita\p{L}*|dial)(?![\p{L}])(?!\s+(?:it|this|them|that)(?![\p{L}]))[^.!?;\n]{0,50}$/u;
const KEYPAD = /teclad|keypad|tastatur|toetsenbord|clavier|tastiera/;
function vanityNational(n: Normalised): boolean {
  for (const m of n.cased.matchAll(VANITY_NATIONAL)) {
    const before = n.cased.slice(Math.max(0, m.index - 60), m.index).toLowerCase();
    if (CALL_BEFORE.test(before) || KEYPAD.test(n.folded)) return true;
  }
  return false;
}
// Round 16: a countdown or a count said in number words ("ده، نه، هشت، … یک", "දහය, නවය, අට, …, එක", "สิบ เก้า แปด …
// หนึ่ง"), read as digits "10 9 8 7 6 5 4 3 2 1": a run each of whose numbers is one less than the one before, five
// at least, down to one, with the same sign between all of them, or the digits 9 to 1 glued ("สิบ 987654321แล้ว"), is
// no number to dial. Not down to zero ("nau aath … ek shunya", "9876543210" is a number attackers write) nor grouped
// ("nove, oito-sete-seis-cinco, e por fim quatro-três-dois-um"), and the whole run only.
// Round 17: a count up from one or zero ("uno, dos, … diez"), a countdown to zero with its items apart ("девять, восемь,
// … ноль", "on, dokuz, … sıfır", ten items or fewer, not the glued "9876543210"), and a count in tens down to zero
// or ten ("zestig, vijftig, … tien, nul"), eight numbers or more for a count up or down to zero.
const COUNTDOWN_GATE =
  /9[\s,\u060c\u3001\-–]{0,3}8[\s,\u060c\u3001\-–]{0,3}7|5[\s,\u060c\u3001\-–]{1,3}4[\s,\u060c\u3001\-–]{1,3}3|1[\s,\u060c\u3001\-–]{1,3}2[\s,\u060c\u3001\-–]{1,3}3|[2-9]0[\s,\u060c\u3001\-–]{1,3}[1-8]0[\s,\u060c\u3001\-–]{1,3}[1-7]0/;
const COUNTDOWN_RUN =
  /(?<!\d)\d{1,2}(?:[\s,\u060c\u3001\-–]{1,3}\d{1,2})+(?!\d)|(?<!\d[\s.\-]?)987654321(?!\d)/g;
const COUNT_NUMBER_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:${
    ["number", "numero", "nummer", "numer", "numara", "номер", "nomor", "nambari", "numéro", "αριθμ"].map(
      fold,
    ).join("|")
  })`,
  "u",
);
const COUNT_LIST = /(?<![\p{L}\p{M}])(?:[\p{L}\p{M}'’]{1,20}, ){5}/u;
const DUTCH_COUNT = /(?<![\p{L}])tel(?= (?:[\p{L}]{1,12} ){0,3}(?:hardop|af|mee)(?![\p{L}]))/gu;
function isCount(xs: number[], wide: boolean): boolean {
  if (xs.length < 5) return false;
  const step = xs[1] - xs[0];
  for (let i = 1; i < xs.length; i++) if (xs[i] - xs[i - 1] !== step) return false;
  const last = xs[xs.length - 1];
  if (step === -1 && last === 1) return true;
  if (!wide) return false;
  if (step === -1) return last === 0 && xs.length >= 10;
  if (step === 1) return xs[0] <= 1 && last >= 9;
  return step === -10 && (last === 10 || last === 0);
}
/**
 * `wide`: round 17's counts too (up from one to nine or ten, down to zero from nine or ten, in tens), only said as a list, words
 * and commas ("uno, dos, tres, …"), in a text with no strong word for a phone or a call (the Dutch "tel … af" is
 * counting; "no" is an everyday word, a word for a number is not):
 * "nau aath saat … ek shunya", "Pe Bisi: òdo, …" stay numbers.
 */
function countdownOut(m: string, wide: boolean): string {
  if (m === "987654321") return " count ";
  const xs = (m.match(/\d+/g) ?? []).map(Number);
  if (xs.length < 5 || new Set(m.match(/\D+/g)).size !== 1) return m;
  if (isCount(xs, wide)) return " count ";
  // Round 17: a word read as a number right after the count ("… tien, nul — en laat": Dutch "en" is "and").
  return wide && isCount(xs.slice(0, -1), wide) ? ` count ${xs[xs.length - 1]}` : m;
}
// Round 16: a contract or order number with its year ("2025/348", "№ 118/2025", Persian "۱۴۰۳/۲۱۷"): no trunk zero,
// a year of the Gregorian or the Persian calendar on one side of the slash.
const YEAR_SLASH =
  /(?<![\d/])(?:(?:1[34]|19|20)\d\d\/\d{1,6}|[1-9]\d{0,5}\/(?:1[34]|19|20)\d\d)(?![\d/]|\s\d)/g;

// Round 22: a number after a prefix joined by a hyphen: the prefix as written has no capital (or its script no case),
// the number starts with a trunk zero and is grouped to dial.
function prefixedNumber(n: Normalised, before: string, run: string): boolean {
  if (!/^0[1-9]/.test(run)) return false;
  const digits = run.replace(/\D/g, "");
  const groups = run.split(/[^\d]+/).filter(Boolean);
  if (!dialShaped(run, digits, groups)) return false;
  const prefix = /(\p{L}{1,4})-$/u.exec(before)![1];
  const at = n.cased.toLowerCase().indexOf(`${prefix}-${groups[0]}`);
  if (at < 0) return false;
  const written = n.cased.slice(at, at + prefix.length);
  return !/\p{Lu}/u.test(written);
}

function phoneIn(n: Normalised, digits: string, seen: { phoneWord: boolean }): boolean {
  if (VANITY.test(n.folded)) return true;
  if (VANITY_GATE.test(n.folded) && vanityGrouped(n.cased)) return true;
  if (VANITY_NATIONAL_GATE.test(n.folded) && vanityNational(n)) return true;
  let s = digits;
  if (COUNTDOWN_GATE.test(s)) {
    const f = n.folded.replace(DUTCH_COUNT, " ");
    const wide = COUNT_LIST.test(f) && !STRONG_PHONE.test(f) && !COUNT_NUMBER_WORD.test(f);
    s = s.replace(COUNTDOWN_RUN, (m) => countdownOut(m, wide));
  }
  if (s.includes("/")) s = s.replace(YEAR_SLASH, " code ");
  if (DOTTED_GATE.test(s)) s = s.replace(DOTTED_TIMES, " time ").replace(DAY_RANGE, " date ");
  if (DAY_MONTH_GATE.test(s)) s = s.replace(DAY_MONTH_RANGE, dayMonthOut);
  if (/\.\d{4}/.test(s)) s = s.replace(COORDINATES, " place ");
  for (const re of NOT_PHONES) s = s.replace(re, " date ");
  if (SPACED_DATE_GATE.test(s)) s = s.replace(SPACED_DATE, " date ");
  s = s.replace(/[\u0080-\uffff]/.test(s) ? MONEY_SCRIPTS : MONEY, " amount ");
  // Hashtags and handles carry digits that are part of a name (#summer2027, @studio54).
  s = s.replace(/[#@][\p{L}\p{N}_.]+/gu, " tag ");
  if (FRAMED_CASED.test(n.cased)) s = s.replace(FRAMED, " code ");
  if (SPLIT_CHEAP.test(s) && SPLIT_GATE.test(s) && splitNumber(s)) return true;
  if (SPLIT_LOOSE_CHEAP.test(s) && hasPhoneWord(s) && splitNumber(s, SPLIT_LOOSE_ALL, SPLIT_END_LOOSE)) {
    return true;
  }
  if (s.includes("+") && /\+\s?\d{1,3}\D/.test(s) && codeThenGroups(s, CODE_THEN_PLUS)) return true;
  if (AREA_CODE_CHEAP.test(s) && AREA_CODE_GATE.test(s) && codeThenGroups(s, CODE_THEN_AREA)) return true;
  if (WORD_RANGE_GATE.test(s)) {
    s = s.replace(WORD_RANGE, (m: string, a: string, b: string) => sameShape(a, b) ? " range " : m);
  }
  // With a phone word around, asides, filler words and semicolons between digit groups are spacing.
  if (hasPhoneWord(s) || /\+\s?\d/.test(s)) {
    seen.phoneWord = true;
    if (/\d\s*[(\[]/.test(s)) s = s.replace(ASIDE, " ");
    // Round 9: not before a quantity with its unit ("4000 and 5000 mAh", "6000 и 7000 мАч": two amounts).
    s = s.replace(
      FILLER,
      (m: string, at: number, all: string) =>
        UNIT_AFTER.test(all.slice(at + m.length, at + m.length + 40).replace(/^\d+(?:[.,]\d+)?/, ""))
          ? m
          : " ",
    ).replace(/(?<=\d)\s*;\s*(?=\d)/g, ", ");
    // Round 14: a "then" and a few words announcing the groups after a colon ("041 – then three pairs: 23, 45, 67").
    if (s.includes(":")) s = s.replace(THEN_ANNOUNCES, ", ");
  }
  for (const m of s.matchAll(DIGIT_RUN)) {
    const start = m.index ?? 0;
    const run = m[0].replace(/[\s().\-/_*~,]+$/, "");
    const before = s.slice(Math.max(0, start - 40), start);
    const after = s.slice(start + m[0].length, start + m[0].length + 20);
    // A letter glued to the run ("sku12345678", "v1234567") makes it a code, not a number to dial.
    if (/[a-z]$/.test(before) && !/\+/.test(run)) continue;
    // Round 4: nor do letters joined to it by a hyphen ("VN-2026-114", "GL-2024-0815"), unless they are a
    // phone word ("tel-0612…").
    // Round 22: unless the letters are a prefix of the sentence's grammar, not a code's capitals, and the number is
    // written to dial with its trunk zero ("sishayele ku-082 456 7890", "התקשרו ל-054-1234567").
    if (
      /(?<![\p{L}\p{N}])\p{L}{1,4}-$/u.test(before) && !/\+/.test(run) && !STRONG_PHONE.test(before) &&
      !prefixedNumber(n, before, run)
    ) {
      continue;
    }
    if (looksLikePhone(run, before, after, s.slice(start + m[0].length, start + m[0].length + 40))) {
      return true;
    }
  }
  return false;
}

export { findAssistantWording };

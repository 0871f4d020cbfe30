/**
 * The one normalisation step in front of every detector of the text rule. People who want to slip
 * contact details or instructions past a filter write them with look-alike letters, fullwidth or
 * other-script digits, zero-width characters, HTML entities or percent escapes, letters spaced apart,
 * digits spelled out or swapped for letters; each step below undoes one of those tricks, once per
 * text, so the detectors stay patterns over plain lowercase text. `normalise` answers every view the
 * detectors read; they never look at the raw text.
 */

// Zero-width and formatting characters that render as nothing (and the soft hyphen); round 16: the keycap mark
// around a digit ("0️⃣6️⃣" is "06"); round 17: the Arabic tatweel that stretches a word ("يـاردەمـچـى").
const INVISIBLE =
  /[\u00AD\u034F\u061C\u0640\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u20E3\uFE00-\uFE0F\uFEFF]/g;

// Letters from other scripts that look like Latin ones (after NFKC and lowercasing): the confusables
// an attacker uses inside Latin words. Whole words in Cyrillic or Greek stay readable enough for the
// detectors, which only look for Latin-script contact details and lexicon entries.
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  "а": "a",
  "в": "b",
  "е": "e",
  "ё": "e",
  "к": "k",
  "м": "m",
  "н": "h",
  "о": "o",
  "р": "p",
  "с": "c",
  "т": "t",
  "у": "y",
  "х": "x",
  "ѕ": "s",
  "і": "i",
  "ї": "i",
  "ј": "j",
  "ԁ": "d",
  "ԛ": "q",
  "ԝ": "w",
  "һ": "h",
  "ɡ": "g",
  "ӏ": "l",
  "ο": "o",
  // Greek
  "α": "a",
  "β": "b",
  "ε": "e",
  "ι": "i",
  "κ": "k",
  "ν": "v",
  "ρ": "p",
  "τ": "t",
  "υ": "u",
  "χ": "x",
  "γ": "y",
  "ω": "w",
  "η": "n",
  // Latin variants NFKC leaves alone
  // Small capitals
  "ᴀ": "a",
  "ʙ": "b",
  "ᴄ": "c",
  "ᴅ": "d",
  "ᴇ": "e",
  "ꜰ": "f",
  "ɢ": "g",
  "ʜ": "h",
  "ɪ": "i",
  "ᴊ": "j",
  "ᴋ": "k",
  "ʟ": "l",
  "ᴍ": "m",
  "ɴ": "n",
  "ᴏ": "o",
  "ᴘ": "p",
  "ǫ": "q",
  "ʀ": "r",
  "ꜱ": "s",
  "ᴛ": "t",
  "ᴜ": "u",
  "ᴠ": "v",
  "ᴡ": "w",
  "ʏ": "y",
  "ᴢ": "z",
  "ı": "i",
  "ȷ": "j",
  "ɑ": "a",
  "ɩ": "i",
  "ʋ": "u",
  "ɵ": "o",
  "ø": "o",
  "ł": "l",
  // Round 17: Lisu letters shaped like Latin capitals ("ꓮꓲ" is "AI").
  "ꓐ": "b",
  "ꓑ": "p",
  "ꓓ": "d",
  "ꓔ": "t",
  "ꓖ": "g",
  "ꓗ": "k",
  "ꓙ": "j",
  "ꓚ": "c",
  "ꓜ": "z",
  "ꓝ": "f",
  "ꓟ": "m",
  "ꓠ": "n",
  "ꓡ": "l",
  "ꓢ": "s",
  "ꓣ": "r",
  "ꓦ": "v",
  "ꓧ": "h",
  "ꓪ": "w",
  "ꓫ": "x",
  "ꓬ": "y",
  "ꓮ": "a",
  "ꓰ": "e",
  "ꓲ": "i",
  "ꓳ": "o",
  "ꓴ": "u",
  "đ": "d",
  "ß": "ss",
  "æ": "ae",
  "œ": "oe",
};

// Punctuation look-alikes of '@', '.', '-', '/' and ':' that NFKC does not fold.
const PUNCT: Record<string, string> = {
  "。": ".",
  "｡": ".",
  "․": ".",
  "‧": ".",
  "∙": ".",
  "·": ".",
  "⋅": ".",
  // Round 19: the raised dot and the bullet operator of other blocks ("lumiere⸳fr", "solbaer⦁co⦁za").
  "⸳": ".",
  "⦁": ".",
  "•": ".",
  "●": ".",
  // Round 17: letters and punctuation shaped like a dot or a comma (the Latin sinological dot, Lisu tone marks and
  // punctuation, the word-separator middle dot, the runic dot): "wollstubeꞏde", "ararat-shopꓸam".
  "ꞏ": ".",
  "ꓸ": ".",
  "꓿": ".",
  "ꓹ": ",",
  "꓾": ",",
  "⸱": ".",
  "᛫": ".",
  "ⓐ": "@",
  "Ⓐ": "@",
  "⒜": "@",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "―": "-",
  "−": "-",
  "⁃": "-",
  "ー": "ー",
  "⁄": "/",
  "∕": "/",
  "／": "/",
  "：": ":",
  "〜": "~",
  "～": "~",
};

// Escapes of '@', '.', '/' and ':' as they appear when text is pasted from code or URLs.
// Percent-escaped "/" and ":" stay: "https://evil.example%2F@brand.com" is a URL whose real host hides behind them.
// Round 21: "@" and "." as code points and character codes, as people write them to dodge a filter ("jana.berg U+0040
// posteo U+002E de", "ubuhlehub chr(46) co", "Alt+64", "CHAR(46)").
const ESCAPES =
  /&#0*64;|&#x0*40;|&commat;|&#0*46;|&#x0*2e;|&period;|&#0*47;|&#x0*2f;|&sol;|&#0*58;|&#x0*3a;|&colon;|&amp;|%40|%2e|\\x40|\\u0040|\\x2e|\\u002e/gi;
// Speed: looked for from the "+" or "(" (a plain scan) back to the name before it.
const CODEPOINT_GATE = /(?<=u|chr|char|alt\s?)[+(]/i;
const CODEPOINTS =
  /\s*(?<![a-z0-9])(?:u\+0{0,2}(?:40|2e)(?![0-9a-f])|(?:chr|char)\(0*(?:64|46)\)|alt\s?\+\s?0?(?:64|46)(?![0-9]))\s*/gi;
const CLOSED_ENDING = /^[a-z]{2,6}(?:$|[^\sa-z]|\s+[^\s\p{L}\p{N}]|\s*(?:u\+|chr\(|char\(|alt\s?\+))/iu;
const ESCAPED: Record<string, string> = {
  "64": "@",
  "40": "@",
  "46": ".",
  "2e": ".",
  "47": "/",
  "2f": "/",
  "58": ":",
  "3a": ":",
};
function unescape(s: string): string {
  if (CODEPOINT_GATE.test(s)) {
    s = s.replace(CODEPOINTS, (m, at: number, all: string) => {
      // "@" keeps its spaces (the spaced address rules read "jana.berg @ posteo"); "." closes up only before an
      // ending that a comma, a dash or the end follows ("waldhof CHAR(46) de – …"), so "never U+002E in names" stays
      // prose.
      // A code in brackets glosses a sign already written ("the @ sign (U+0040)"): left alone.
      if (/[(\[]$/.test(all.slice(0, at)) && /^[)\]]/.test(all.slice(at + m.length))) return m;
      if (/(?:40|64)\)?$/.test(m.trim())) return m.replace(m.trim(), "@");
      return CLOSED_ENDING.test(all.slice(at + m.length, at + m.length + 40))
        ? "."
        : m.replace(m.trim(), ".");
    });
  }
  if (!/[&%\\]/.test(s)) return s;
  return s.replace(ESCAPES, (m) => {
    const l = m.toLowerCase();
    if (l === "&amp;") return "&";
    if (l === "&commat;") return "@";
    if (l === "&period;") return ".";
    if (l === "&sol;") return "/";
    if (l === "&colon;") return ":";
    const code = /(?:x0*|u00|%|&#0*)([0-9a-f]+);?$/.exec(l)?.[1] ?? "";
    return ESCAPED[code] ?? m;
  });
}

/** Any Unicode decimal digit becomes its ASCII digit (Arabic-Indic, Devanagari, and so on). */
function asciiDigits(s: string): string {
  return s.replace(/\p{Nd}/gu, (ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp < 128) return ch;
    // Decimal digits come in runs of ten starting at zero: count the digits before this one.
    let back = 0;
    while (back < 40 && /\p{Nd}/u.test(String.fromCodePoint(cp - back - 1))) back++;
    return String(back % 10);
  });
}

// Round 17: digits in the dingbat and enclosed forms NFKC leaves alone (➀–➉, ❶–❿, ➊–➓, ⓵–⓾, ⓫–⓴, ⓿, 🄋, 🄌), and
// the circled small "a" NFKC would make a plain letter ("martaⓐsol" is an address). Only looked for when a character
// of those blocks is there.
// Round 19: every negative circled and negative squared letter (🅐–🅩, 🅰–🆉: NFKC leaves them alone) is its capital
// ("🅛🅤🅒🅘🅐@🅢🅞🅛🅐🅡🅔.🅔🅢"); their "A" is the at-sign only between other letters than theirs.
const ENCLOSED_GATE =
  /[\u2776-\u2793\u249c\u24b6\u24d0\u24eb-\u24ff\u{1f10b}\u{1f10c}\u{1f130}\u{1f150}-\u{1f169}\u{1f170}-\u{1f189}]/u;
const ENCLOSED =
  /[\u2776-\u2793\u249c\u24b6\u24d0\u24eb-\u24ff\u{1f10b}\u{1f10c}\u{1f130}\u{1f150}-\u{1f169}\u{1f170}-\u{1f189}]/gu;
const NEGATIVE_LETTER = /[\u{1f150}-\u{1f169}\u{1f170}-\u{1f189}]/u;
const AT_HOST_AFTER = /^\s?[\p{L}\p{N}\u0300-\u036f-]+[.\ua78f\ua4f8][\p{L}\u0300-\u036f]{2}/u;
function enclosed(ch: string, at: number, all: string): string {
  const cp = ch.codePointAt(0)!;
  // Round 18: the squared and negative circled or squared "A" (🄰, 🅐, 🅰) as the circled one below.
  if (cp >= 0x1f170 && cp !== 0x1f170) return String.fromCharCode(cp - 0x1f170 + 65);
  if (cp >= 0x1f150 && cp < 0x1f170 && cp !== 0x1f150) return String.fromCharCode(cp - 0x1f150 + 65);
  if (cp >= 0x1f130) {
    if (
      NEGATIVE_LETTER.test(all.slice(Math.max(0, at - 2), at)) ||
      NEGATIVE_LETTER.test(all.slice(at + 2, at + 4))
    ) {
      return "A";
    }
    return AT_HOST_AFTER.test(all.slice(at + 2, at + 66)) ? "@" : "A";
  }
  if (cp >= 0x1f10b) return "0";
  if (cp >= 0x2776) return String((cp - 0x2776) % 10 + 1);
  if (cp === 0x24ff) return "0";
  if (cp >= 0x24f5) return String(cp - 0x24f5 + 1);
  if (cp >= 0x24eb) return String(cp - 0x24eb + 11);
  // A circled "a" is the at-sign where a host follows it ("liisⓐmetsꞏee", "juliette ⓐ provenceꓸfr"); elsewhere a
  // letter ("Nr. 7 ⓐ links", "Ⓐ-Roll").
  return AT_HOST_AFTER.test(all.slice(at + 1, at + 64)) ? "@" : ch;
}
// Round 18: dice faces (⚀–⚅, their pips one to six), Suzhou numerals (〡–〩, one to nine) and the script full stops
// (Armenian "։", Urdu "۔", Devanagari "।") written between ASCII host parts ("arevamashk։am", "dhoopjild۔pk").
const DICE_SUZHOU = /[\u2680-\u2685\u3021-\u3029]/;
const DICE_SUZHOU_ALL = /[\u2680-\u2685\u3021-\u3029]/g;
const SUZHOU_ZERO = /〇(?=〇*[\u3021-\u3029])|(?<=[\u3021-\u3029]〇*)〇/g;
// Round 19: Cherokee capitals shaped like Latin letters ("ᏚᎪᏒᎪᎻ@ᏴᎪᏦᎬᏒᎬᎥ.ᎠᎬ"), and their small forms, folded to those
// letters (NFKC leaves them alone); Armenian letters shaped like Latin ones only inside a word that also has ASCII
// letters and an "@" or a dot ("հellօ@sսոհօսse.am", "ցrսոհaսs.hr/kreatori"): Armenian text stays.
const CHEROKEE_GATE = /[\u13a0-\u13f5\uab70-\uabbf]/;
const CHEROKEE_ALL = /[\u13a0-\u13f5\uab70-\uabbf]/g;
const CHEROKEE: Record<string, string> = {
  "Ꭰ": "D",
  "Ꭱ": "R",
  "Ꭲ": "T",
  "Ꭵ": "i",
  "Ꭹ": "y",
  "Ꭺ": "A",
  "Ꭻ": "J",
  "Ꭼ": "E",
  "Ꮃ": "W",
  "Ꮇ": "M",
  "Ꮋ": "H",
  "Ꮍ": "Y",
  "Ꮐ": "G",
  "Ꮒ": "h",
  "Ꮓ": "Z",
  "Ꮟ": "b",
  "Ꮢ": "R",
  "Ꮤ": "W",
  "Ꮪ": "S",
  "Ꮶ": "K",
  "Ꮮ": "L",
  "Ꮯ": "C",
  "Ꮲ": "P",
  "Ꮩ": "V",
  "Ᏼ": "B",
};
const ARMENIAN_GATE = /[\u0531-\u0587]/;
const ARMENIAN_MIXED = /[\p{L}\p{N}.@_\-]*[\u0531-\u0587][\p{L}\p{N}.@_\-]*/gu;
const ARMENIAN_LOOKALIKE = /[օսոհցզագՕՍ]/g;
const ARMENIAN: Record<string, string> = {
  "օ": "o",
  "ս": "u",
  "ո": "n",
  "հ": "h",
  "ց": "g",
  "զ": "q",
  "ա": "w",
  "գ": "q",
  "Օ": "O",
  "Ս": "U",
};
const SCRIPT_STOP = /[\u0589\u06d4\u0964]/;
const SCRIPT_STOP_HOST =
  /(?<=[A-Za-z0-9])[\u0589\u06d4\u0964](?=[A-Za-z]{2,}(?![\p{L}\p{N}])|[A-Za-z0-9-]+[\u0589\u06d4\u0964])/gu;
// Round 17: the Ethiopic digits one to nine (፩–፱, not decimal digits to Unicode) and the Amharic word for zero glued
// before them ("ዜሮ፱፩፩ ፬፫ ፯፰ ፪፮").
const ETHIOPIC_DIGIT = /[\u1369-\u1371]/;
const ETHIOPIC_DIGITS = /[\u1369-\u1371]/g;
const ETHIOPIC_ZERO = /ዜሮ(?=[\u1369-\u1371])/g;
// Round 17: combining marks drawn over or under plain ASCII letters and signs (an underline or overline over every
// letter: "k̲a̲r̲i̲@̲f̲j̲o̲r̲d̲.̲n̲o̲", strokes through letters); marks over other scripts stay.
const MARKS_GATE = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/;
const MARKS_ON_ASCII =
  /(?<=[\x21-\x7e])[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+/g;

/**
 * Case kept, everything else folded: NFKC (fullwidth, mathematical and circled letters and digits),
 * invisibles removed, escapes decoded, other-script digits to ASCII, Latin diacritics dropped, look-alike
 * letters and punctuation mapped.
 */
function foldCased(text: string): string {
  let s = /[&%\\+(]/.test(text) ? unescape(text) : text;
  // Plain ASCII (most briefs) has nothing else to fold; each step below runs only when it has work.
  if (!/[\u0080-\uffff]/.test(s)) return s;
  if (ENCLOSED_GATE.test(s)) s = s.replace(ENCLOSED, enclosed);
  if (DICE_SUZHOU.test(s)) {
    // Round 19: the ideographic zero "〇" written among Suzhou numerals ("〡〥〨 〇〇〦〧") is their zero.
    if (s.includes("〇")) s = s.replace(SUZHOU_ZERO, "0");
    s = s.replace(DICE_SUZHOU_ALL, (ch) => {
      const cp = ch.charCodeAt(0);
      return String(cp >= 0x3021 ? cp - 0x3020 : cp - 0x267f);
    });
  }
  if (SCRIPT_STOP.test(s)) s = s.replace(SCRIPT_STOP_HOST, ".");
  if (CHEROKEE_GATE.test(s)) {
    s = s.replace(CHEROKEE_ALL, (ch) => {
      const cp = ch.charCodeAt(0);
      return CHEROKEE[cp >= 0xab70 ? String.fromCharCode(cp - 0xab70 + 0x13a0) : ch] ?? ch;
    });
  }
  if (ARMENIAN_GATE.test(s)) {
    s = s.replace(
      ARMENIAN_MIXED,
      (w) => /[A-Za-z]/.test(w) && /[@.]./.test(w) ? w.replace(ARMENIAN_LOOKALIKE, (c) => ARMENIAN[c]) : w,
    );
  }
  if (ETHIOPIC_DIGIT.test(s)) {
    s = s.replace(ETHIOPIC_ZERO, "0").replace(ETHIOPIC_DIGITS, (ch) => String(ch.charCodeAt(0) - 0x1368));
  }
  s = s.normalize("NFKC");
  if (MARKS_GATE.test(s)) s = s.replace(MARKS_ON_ASCII, "");
  if (INVISIBLE_ANY.test(s)) s = s.replace(INVISIBLE, "");
  if (/(?![0-9])\p{Nd}/u.test(s)) s = asciiDigits(s);
  // Strip Latin combining diacritics only ("é" → "e"); kana voicing marks must stay.
  if (/[\u00c0-\u024f\u1e00-\u1eff]/.test(s)) {
    s = s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");
  }
  if (MAPPED.test(s)) {
    s = s.replace(MAPPED_ALL, (ch) => {
      const lower = ch.toLowerCase();
      const mapped = LOOK_ALIKES[lower] ?? PUNCT[ch];
      return mapped === undefined ? ch : ch === lower ? mapped : mapped.toUpperCase();
    });
  }
  return /[&%\\]/.test(s) ? unescape(s) : s;
}

const INVISIBLE_ANY = new RegExp(INVISIBLE.source);
const MAPPED_CHARS = [
  ...new Set([
    ...Object.keys(LOOK_ALIKES),
    ...Object.keys(LOOK_ALIKES).map((c) => c.toUpperCase()),
    ...Object.keys(PUNCT),
  ]),
]
  .map((c) => c.replace(/[\]\\^-]/g, "\\$&")).join("");
const MAPPED = new RegExp(`[${MAPPED_CHARS}]`, "u");
const MAPPED_ALL = new RegExp(`[${MAPPED_CHARS}]`, "gu");

/** Lowercase ASCII-ish text with look-alikes, invisibles, escapes and other-script digits folded. */
export function fold(text: string): string {
  return foldCased(text).toLowerCase();
}

/**
 * Letters spaced apart: a letter or digit, one to three spacers, at least three letters in all. Speed: the
 * look-ahead for a spacer second rejects most places of a text on one ASCII test before the word-edge look-behind
 * (a Unicode class) runs (20 → 10 µs on a 2,000-character brief).
 */
export const SPACED_LETTERS =
  /(?=[^\n][ ._\-*])(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][ ._\-*]{1,3}){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

/** Letters spaced apart ("i g n o r e", "j-a-n-e", "h.e.l.l.o") joined back into words. */
export function joinSpacedLetters(s: string): string {
  return s.replace(
    SPACED_LETTERS,
    (m) => {
      const seps = m.match(/[ ._\-*]+/g) ?? [];
      // "h.e.l.l.o": dots used as spacing go; "b r a n d . c o m": a dot among spaces is a real dot.
      if (seps.every((x) => x.includes("."))) return m.replace(/[ ._\-*]+/g, "");
      // The separator used most is the spacing; another one ("i-g-n-o-r-e a-l-l", "i g n o r e   a l l") is a word break.
      const count = new Map<string, number>();
      for (const x of seps) count.set(x, (count.get(x) ?? 0) + 1);
      const spacing = [...count.entries()].sort((a, b) => b[1] - a[1])[0][0];
      return m.replace(/[ ._\-*]+/g, (x) => (x === spacing ? "" : x.includes(".") ? "." : " "));
    },
  );
}

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  "$": "s",
  "|": "i",
};

/**
 * Common digit-for-letter swaps, for wording checks only ("ign0re prev1ous", "a$$istant"): only in
 * words that mix letters and such characters, so numbers stay numbers.
 */
export function unLeet(s: string): string {
  // Whole runs of word characters, then the test for a swap inside one: a pattern that must find a
  // swapped character somewhere in a run retried from every start of a long run without one
  // ("aaaa…", 2,000 letters: 2.5 ms), so the run is taken once (linear).
  return s.replace(
    /[a-z0-9@$|]+/g,
    (w) => (/[0134578@$|]/.test(w) && /[a-z]/.test(w) ? w.replace(/[0134578@$|]/g, (c) => LEET[c]) : w),
  );
}

/** Words only, single spaces, any script: punctuation between words no longer breaks a phrase. */
export function wordsOnly(s: string): string {
  const w = /[\u0080-\uffff]/.test(s)
    ? s.replace(/[^\p{L}\p{M}\p{N}\n]+/gu, " ") // marks stay in their word (Thai, Devanagari vowel signs)
    : s.replace(/[^a-zA-Z0-9\n]+/g, " ");
  return w.replace(/ *\n[\n ]*/g, "\n").trim();
}

// ---------------------------------------------------------------------------------------------------
// Digits spelled out, in the languages of the corpus (folded: no diacritics).

const DIGIT_WORDS: Record<string, string> = Object.create(null);
const addDigits = (words: string[]) =>
  words.forEach((w, i) => w.split("|").forEach((x) => (DIGIT_WORDS[x] = String(i))));
addDigits(["zero|oh|nought", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]); // en
addDigits(["cero", "uno|un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]); // es
addDigits(["zero", "un|une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]); // fr
addDigits(["null", "eins|ein", "zwei|zwo", "drei", "vier", "funf|fuenf", "sechs", "sieben", "acht", "neun"]); // de
addDigits(["zero", "um|uma", "dois|duas", "tres", "quatro", "cinco", "seis|meia", "sete", "oito", "nove"]); // pt
addDigits(["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"]); // it
addDigits(["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"]); // nl
addDigits(["zero", "jeden", "dwa", "trzy", "cztery", "piec", "szesc", "siedem", "osiem", "dziewiec"]); // pl
addDigits([
  "shunya|sunya|shoonya|shunyo|sifar|sifr",
  "ek",
  "do",
  "teen",
  "chaar|char",
  "paanch|panch|paach",
  "chheh|chhe|che|chhah|chah|chhai|chhay",
  "saat",
  "aath|aat",
  "nau|nao",
]); // hi (round 9: the spelling variants of Hindi and Urdu written in Latin letters)
addDigits([
  "shunno|shunyo",
  "ek",
  "dui",
  "tin",
  "char",
  "panch|pach",
  "chhoy|choy",
  "sat|saat",
  "aat|aath",
  "noy",
]); // bn (Latin)
addDigits(["sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"]); // sw
addDigits(["sifir", "bir", "iki", "uc", "dort", "bes", "alti", "yedi", "sekiz", "dokuz"]); // tr
addDigits(["noll", "ett|en", "tva", "tre", "fyra", "fem", "sex", "sju", "atta", "nio"]); // sv
// Round 11: the digits of the Latin-script languages the lists above did not have (counted only inside a run of
// three number words or more, as every word here: "u", "set", "dim", "pump", "bat" are words elsewhere).
addDigits(["zero", "u|un|una", "dos|dues", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"]); // ca
addDigits(["cero", "un|unha", "dous|duas", "tres", "catro", "cinco", "seis", "sete", "oito", "nove"]); // gl
addDigits(["zero|huts", "bat", "bi", "hiru", "lau", "bost", "sei", "zazpi", "zortzi", "bederatzi"]); // eu
addDigits(["null", "uks", "kaks", "kolm", "neli", "viis", "kuus", "seitse", "kaheksa", "uheksa"]); // et
addDigits(["nulle", "viens", "divi", "tris", "cetri", "pieci", "sesi", "septini", "astoni", "devini"]); // lv
addDigits(["nulis", "vienas", "du", "trys", "keturi", "penki", "sesi", "septyni", "astuoni", "devyni"]); // lt
addDigits(["nic", "ena", "dva", "tri", "stiri", "pet", "sest", "sedem", "osem", "devet"]); // sl
addDigits(["zero", "nje", "dy", "tre", "kater", "pese", "gjashte", "shtate", "tete", "nente"]); // sq
addDigits(["nul", "een", "twee", "drie", "vier", "vyf", "ses", "sewe", "agt", "nege"]); // af
addDigits(["dim", "un", "dau|dwy", "tri", "pedwar|pedair", "pump", "chwech", "saith", "wyth", "naw"]); // cy
// Pairs in Spanish, Portuguese and Italian: "doce", "treinta y cuatro", "trinta e dois".
const TENS_WORDS: Record<string, number> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  // Round 12: the Spanish twenties are one word ("veintidós", "veintitrés").
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  dez: 10,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  sessenta: 60,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
};
const UNIT_VALUE: Record<string, number> = {
  uno: 1,
  una: 1,
  um: 1,
  dos: 2,
  dois: 2,
  duas: 2,
  tres: 3,
  cuatro: 4,
  quatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  sete: 7,
  ocho: 8,
  oito: 8,
  nueve: 9,
  nove: 9,
};
const TENS_AND = new RegExp(
  `\\b(${Object.keys(TENS_WORDS).join("|")})(?:\\s+(?:y|e)\\s+(${Object.keys(UNIT_VALUE).join("|")}))?\\b`,
  "g",
);
// A tens word only counts inside a number: next to a digit or another number word ("Say it once" stays).
const NEAR_NUMBER =
  /(?:\d|\b(?:cero|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|zero|um|dois|quatro|sete|oito|nove|due|tre|sei|sette|otto|[a-z]+(?:ce|nta|nte|ze|ci)))$/;
function romanceTens(s: string): string {
  return s.replace(TENS_AND, (m: string, tens: string, unit: string | undefined, at: number) => {
    const before = s.slice(Math.max(0, at - 14), at).replace(/[\s,;.\-]+$/, "");
    const after = s.slice(at + m.length, at + m.length + 14).replace(/^[\s,;.\-]+/, "");
    const near = NEAR_NUMBER.test(before) ||
      /^(?:\d|[a-z]+)/.test(after) && NEAR_NUMBER.test(/^[a-z]+|^\d/.exec(after)![0]);
    return unit || near ? String(TENS_WORDS[tens] + (unit ? UNIT_VALUE[unit] : 0)) : m;
  });
}

// Tens that people read phone numbers in pairs with (French and others): "douze", "trente-quatre".
const TENS: Record<string, number> = Object.assign(Object.create(null), {
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  "quatre-vingt": 80,
  "quatre-vingts": 80,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // Round 12: Catalan tens ("vint-i-dos", "trenta-quatre").
  vint: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  seixanta: 60,
  setanta: 70,
  vuitanta: 80,
  noranta: 90,
});
const NUMBER_WORD = new RegExp(
  `(?<![a-z])(?:(?:${Object.keys(TENS).sort((a, b) => b.length - a.length).join("|")})(?:-(?:et-|i-)?(?:${
    Object.keys(DIGIT_WORDS).join("|")
  }|dix|onze|douze|treize|quatorze|quinze|seize))?|${
    Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length).join("|")
  })(?![a-z])`,
  "g",
);
const NUMBER_OR_DIGITS = new RegExp(
  String.raw`${NUMBER_WORD.source}|(?<![a-z0-9.,])\d{1,4}(?![a-z0-9]|[.,]\d)`,
  "g",
);
const NEXT_BEFORE = /\d[\s,;.\-–/]{1,3}$/;
const NEXT_AFTER = /^[\s,;.\-–/]{1,3}\d/;
const nextToDigit = (s: string, start: number, end: number) =>
  NEXT_BEFORE.test(s.slice(Math.max(0, start - 4), start)) || NEXT_AFTER.test(s.slice(end, end + 4));
const GLUED = new RegExp(
  `(?<=\\d)(?:${Object.keys(DIGIT_WORDS).filter((w) => w.length >= 3).join("|")})(?![a-z])|(?<![a-z])(?:${
    Object.keys(DIGIT_WORDS).filter((w) => w.length >= 3).join("|")
  })(?=\\d)`,
  "g",
);
// Single words that are digits in one language and everyday words in another: only counted inside
// a run of at least three number words.
function numberValue(w: string): string | null {
  if (DIGIT_WORDS[w] !== undefined) return DIGIT_WORDS[w];
  if (TENS[w] !== undefined) return String(TENS[w]);
  // Round 12: the longest tens word first ("quatre-vingt-trois" is 80 + 3, not "quatre" and the rest), the rest read
  // the same way ("soixante-dix-huit" is 60 + 18).
  const parts = w.split("-").filter((p) => p !== "et" && p !== "i");
  for (let i = parts.length - 1; i >= 1; i--) {
    const head = TENS[parts.slice(0, i).join("-")];
    if (head === undefined) continue;
    const tail = numberValue(parts.slice(i).join("-"));
    if (tail !== null && Number(tail) < 20) return String(head + Number(tail));
  }
  return null;
}

// Between the number words of one run: spaces, commas, semicolons, dashes, dots, slashes, and (round 9) the comma
// and semicolon of Arabic-script, Ethiopic, Burmese and CJK text ("صفر نه یک دو، سه", "ዜሮ ዘጠኝ አንድ፣ ሁለት").
const RUN_GAP = /^[\s,;.\-–/\u060c\u061b\u1363\u1364\u104a\u3001]*$/;

/** "five five five one two three", "seis uno dos", "zéro six douze" → digits (runs of three words or more). */
export function spelledDigits(s: string): string {
  // A number word glued to digits is a digit whatever the run: "5five5 12three".
  if (/\d[a-z]|[a-z]\d/.test(s)) {
    s = s.replace(
      // Speed: a match starts where a letter run starts (from inside one, the run's start matched first), and the
      // look-behind says so: without it a 2,000-letter run was read again from each of its letters (3 ms).
      /(?<![a-z])[a-z]*\d[a-z0-9]*/g,
      (tok) => (/[a-z]{3}/.test(tok) ? tok.replace(GLUED, (m) => DIGIT_WORDS[m] ?? m) : tok),
    );
  }
  if (
    /\b(?:diez|once|doce|trece|catorce|quince|diec|veint|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|dez|doze|treze|qua?torze|vinte|trinta|quarenta|sessenta|dieci|undici|dodici|tredici|venti|trenta|quaranta|cinquanta|settanta|ottanta|novanta)/
      .test(s)
  ) {
    s = romanceTens(s);
  }
  // Round 12: French tens with "et" spaced ("quarante et un", "soixante et onze") are one number word.
  if (s.includes(" et ")) {
    s = s.replace(/\b(vingt|trente|quarante|cinquante|soixante) et (un|onze)\b/g, "$1-et-$2");
  }
  // Cheap count first: fewer than three number words cannot make a run.
  let count = 0;
  for (const w of s.split(/[^a-z]+/)) if (DIGIT_WORDS[w] !== undefined || TENS[w] !== undefined) count++;
  if (count < 3) return s;
  let words = [...s.matchAll(NUMBER_WORD)];
  if (words.length < 3) return s;
  // Round 11: written digits join a run of number words ("0 seven 9 one one, 2 three 4"), only when a number word
  // stands right next to a digit (speed: the run is read again with the digits then); a run of digits alone is left
  // as written.
  if (/\d/.test(s) && words.some((m) => nextToDigit(s, m.index!, m.index! + m[0].length))) {
    words = [...s.matchAll(NUMBER_OR_DIGITS)];
  }
  let out = "";
  let last = 0;
  let run: { start: number; end: number; digits: string[]; spelled: boolean } | null = null;
  const flush = () => {
    if (run && run.digits.length >= 3 && run.spelled) {
      out += s.slice(last, run.start) + run.digits.join(" ");
      last = run.end;
    }
    run = null;
  };
  for (const m of words) {
    const spelled = !/^\d/.test(m[0]);
    const v = spelled ? numberValue(m[0]) : m[0];
    const start = m.index!;
    if (v === null) continue;
    // Words of a run are separated by spaces, commas, dashes, dots or slashes only (round 9: and the commas and
    // semicolons of other scripts, `RUN_GAP`).
    if (run && RUN_GAP.test(s.slice(run.end, start))) {
      run.digits.push(v);
      run.end = start + m[0].length;
      run.spelled ||= spelled;
    } else {
      flush();
      run = { start, end: start + m[0].length, digits: [v], spelled };
    }
  }
  flush();
  return out + s.slice(last);
}

// ---------------------------------------------------------------------------------------------------
// Round 4: numbers spelled in the corpus's other languages and scripts, as classes (issue 17).

type NumKind = "unit" | "teen" | "ten" | "hundred" | "x100" | "x100h" | "whole";
const NUMBERS = new Map<string, { v: number; k: NumKind }>();
/** Units 0–9, then optionally teens 10–19, tens 20–90 and hundreds 100–900, one language per call. */
function addNumbers(units: string, teens = "", tens = "", hundreds = ""): void {
  const put = (list: string, k: NumKind, value: (i: number) => number) =>
    list.split(" ").filter(Boolean).forEach((alts, i) =>
      alts.split("|").forEach((w) => NUMBERS.set(fold(w), { v: value(i), k }))
    );
  put(units, "unit", (i) => i);
  put(teens, "teen", (i) => 10 + i);
  put(tens, "ten", (i) => 20 + 10 * i);
  put(hundreds, "hundred", (i) => 100 * (i + 1));
}
addNumbers(
  "ноль|нуль один|одна|одно два|две три четыре пять шесть семь восемь девять",
  "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать",
  "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто",
  "сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот",
); // ru
addNumbers(
  "нуль один|одна два|дві три чотири п'ять|пять шість сім вісім дев'ять|девять",
  "десять одинадцять дванадцять тринадцять чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять дев'ятнадцять",
  "двадцять тридцять сорок п'ятдесят шістдесят сімдесят вісімдесят дев'яносто",
  "сто двісті триста чотириста п'ятсот шістсот сімсот вісімсот дев'ятсот",
); // uk
addNumbers(
  "nula jedna|jeden|jedno dva|dve tri|tři čtyři|štyri pět|päť šest|šesť sedem|sedm osm|osem devět|deväť",
  "deset|desať jedenáct|jedenásť dvanáct|dvanásť třináct|trinásť čtrnáct|štrnásť patnáct|pätnásť šestnáct|šestnásť sedmnáct|sedemnásť osmnáct|osemnásť devatenáct|devätnásť",
  "dvacet|dvadsať třicet|tridsať čtyřicet|štyridsať padesát|päťdesiat šedesát|šesťdesiat sedmdesát|sedemdesiat osmdesát|osemdesiat devadesát|deväťdesiat",
  "sto dvěstě|dvesto třista|tristo čtyřista|štyristo pětset|päťsto šestset|šesťsto sedmset|sedemsto osmset|osemsto devětset|deväťsto",
); // cs, sk
addNumbers(
  "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
  "dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście",
  "dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt",
  "sto dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset",
); // pl
addNumbers(
  "μηδέν|μηδεν ένα|ενα|μία|μια δύο|δυο τρία|τρια τέσσερα|τεσσερα πέντε|πεντε έξι|εξι επτά|εφτά|επτα|εφτα οκτώ|οχτώ|οκτω|οχτω εννέα|εννιά|εννεα|εννια",
  "δέκα|δεκα έντεκα|εντεκα δώδεκα|δωδεκα",
  "είκοσι|εικοσι τριάντα|τριαντα σαράντα|σαραντα πενήντα|πενηντα εξήντα|εξηντα εβδομήντα|εβδομηντα ογδόντα|ογδοντα ενενήντα|ενενηντα",
); // el
addNumbers("không|khong một|mot hai ba bốn|bon năm|nam sáu|sau bảy|bay tám|tam chín|chin"); // vi
addNumbers("nol|kosong satu dua tiga empat lima enam tujuh delapan sembilan"); // id, ms
addNumbers("nulla egy kettő|ketto|két három|harom négy|negy öt|ot hat hét|het nyolc kilenc"); // hu
addNumbers("nolla yksi kaksi kolme neljä|nelja viisi kuusi seitsemän|seitseman kahdeksan yhdeksän|yhdeksan"); // fi
addNumbers("zero unu doi trei patru cinci șase|sase șapte|sapte opt nouă|noua"); // ro
addNumbers("nul|null en|et to tre fire fem seks syv|sju otte|åtte|atte ni"); // da, no
// Round 7: Dutch and German teens, tens and their compounds, unit "en"/"und" tens ("zevenenveertig" = 47,
// "sechsundfünfzig" = 56), as dictated in pairs ("nul zes – twaalf vierendertig").
addNumbers(
  "nul een twee drie vier vijf zes zeven acht negen",
  "tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien",
  "twintig dertig veertig vijftig zestig zeventig tachtig negentig",
);
addNumbers(
  "null eins zwei drei vier fünf sechs sieben acht neun",
  "zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn",
  "zwanzig dreißig|dreissig vierzig fünfzig sechzig siebzig achtzig neunzig",
);
for (
  const [units, and, tens] of [
    [
      "een twee drie vier vijf zes zeven acht negen",
      "en",
      "twintig dertig veertig vijftig zestig zeventig tachtig negentig",
    ],
    [
      "ein zwei drei vier fünf sechs sieben acht neun",
      "und",
      "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
    ],
  ]
) {
  units.split(" ").forEach((u, i) =>
    tens.split(" ").forEach((t, j) => {
      const v = { v: 20 + 10 * j + i + 1, k: "teen" as NumKind };
      NUMBERS.set(fold(`${u}${and}${t}`), v);
      if (and === "en") NUMBERS.set(fold(`${u}ën${t}`), v); // "tweeëntwintig"
      if (t === "dreißig") NUMBERS.set(fold(`${u}unddreissig`), v);
    })
  );
}
addNumbers("sero|wala isa dalawa tatlo apat lima anim pito walo siyam"); // tl
// Round 15: the digits of Yoruba (with their long forms), Somali and Uzbek, as dictated one by one.
addNumbers(
  "òdo|odo ọ̀kan|ookan|okan méjì|eeji|meji mẹ́ta|eeta ẹ̀rin|eerin àrún|aarun ẹ̀fà|eefa èje|eeje mẹ́jọ|eejo mẹ́sàn|eesan",
); // yo
addNumbers("eber kow|koow laba saddex afar shan lix toddoba sideed sagaal"); // so
addNumbers("nol bir ikki uch to'rt|toʻrt|to‘rt besh olti yetti sakkiz to'qqiz|toʻqqiz|to‘qqiz"); // uz
addNumbers("nula jedan|jedna dva tri četiri|cetiri pet šest|sest sedam osam devet"); // hr, sr
// Round 19: the digits of smaller languages as dictated one by one (a word that is already a number of another
// language keeps its value): Māori, Samoan, Tongan, Fijian, Malagasy, the short Yoruba forms, Wolof (its compounds
// "juróom-benn" … as one word), Shona, Kinyarwanda, Luganda, Sesotho, Quechua, Faroese and Breton.
const SMALL_LANGUAGE_DIGITS = [
  "kore tahi rua toru whā rima ono whitu waru iwa", // mi
  "selo tasi lua tolu fā|fa lima ono fitu valu iva", // sm
  "noa taha ua tolu fā nima ono fitu valu hiva", // to
  "saiva dua rua tolu - lima ono vitu walu ciwa", // fj
  "aotra iray|iraika roa telo efatra dimy enina fito valo sivy", // mg
  "òdo ọ̀kan èjì ẹ̀ta ẹ̀rin àrún ẹ̀fà èje ẹ̀jọ ẹ̀sán", // yo (short forms; the long ones are round 15's)
  "- - - - mẹ́rin márùn mẹ́fà méje mẹ́jọ mẹ́sàn", // yo
  "tus|neen benn ñaar ñett ñeent juróom juróombenn juróomñaar juróomñett juróomñeent", // wo
  "ziro poshi piri tatu ina shanu tanhatu nomwe sere pfumbamwe", // sn
  "zeru rimwe kabiri gatatu kane gatanu gatandatu karindwi umunani icyenda", // rw
  "zeero emu bbiri ssatu nnya ttaano mukaaga musanvu munaana mwenda", // lg
  "lefela nngwe|nnge pedi tharo nne hlano tshelela supa robedi robong", // st
  "ch'usaq|chusaq huk iskay kimsa tawa pichqa suqta qanchis pusaq isqun", // qu
  "null ein|eitt tvey|tveir trý fýra fimm seks sjey átta níggju", // fo
  "mann unan daou tri pevar pemp c'hwec'h seizh eizh nav", // br
];
for (const units of SMALL_LANGUAGE_DIGITS) {
  units.split(" ").forEach((alts, i) =>
    alts.split("|").forEach((w) => {
      if (w !== "-" && !NUMBERS.has(fold(w))) NUMBERS.set(fold(w), { v: i, k: "unit" });
    })
  );
}
// Wolof compounds and the Yoruba long forms' echo ("juróom-ñaar" 7, "márùn-ún" 5, "mẹ́sàn-án" 9) read as one word.
const SMALL_COMPOUND =
  /(?<![\p{L}])(juroom)-(?=benn|naar|nett|neent)|(?<=(?<![\p{L}])(?:marun|mesan))-(?:un|an)(?![\p{L}])/gu;
// Round 14: their teens, tens and hundreds (Latin and Cyrillic), so compounds are read as dictated ("nula devedeset
// osam, pa sto dvadeset tri" → 0 98 123), and the digits of Albanian, Hausa, Zulu and Sinhala.
addNumbers(
  "",
  "deset jedanaest dvanaest trinaest četrnaest petnaest šesnaest|šestnaest sedamnaest osamnaest devetnaest",
  "dvadeset trideset četrdeset pedeset šezdeset sedamdeset osamdeset devedeset",
  "sto dvjesto|dvesto|dvesta tristo|trista četiristo|četiristotine petsto šesto|šeststo sedamsto osamsto devetsto",
); // hr, sr, bs
addNumbers(
  "нула један|једна два|две три четири пет шест седам осам девет",
  "десет једанаест дванаест тринаест четрнаест петнаест шеснаест седамнаест осамнаест деветнаест",
  "двадесет тридесет четрдесет педесет шездесет седамдесет осамдесет деведесет",
  "сто двеста|двјеста триста четиристо петсто шестсто седамсто осамсто деветсто",
); // sr (Cyrillic), mk
addNumbers("zero një dy tre katër pesë gjashtë shtatë tetë nëntë"); // sq
addNumbers("sifili ɗaya|daya biyu uku huɗu|hudu biyar shida bakwai takwas tara"); // ha
addNumbers(
  "uziro|iziro kunye kubili kuthathu kune kuhlanu isithupha isikhombisa isishiyagalombili isishiyagalolunye",
); // zu
addNumbers("බිංදුව|බින්දුව එක දෙක තුන හතර පහ හය හත අට නවය"); // si
addNumbers("אפס אחת|אחד שתיים|שניים|שתים שלוש|שלש ארבע חמש שש שבע שמונה תשע"); // he
addNumbers("शून्य एक दो तीन चार पांच|पाँच छह|छः सात आठ नौ"); // hi (Devanagari)
addNumbers("शून्य एक दोन तीन चार पाच सहा सात आठ नऊ"); // mr
addNumbers("صفر واحد اثنان|اثنين ثلاثة أربعة|اربعة خمسة ستة سبعة ثمانية تسعة"); // ar
// Round 9: the digits of more languages, as dictated one by one.
addNumbers("صفر یک|يک دو سه چهار پنج شش هفت هشت نه"); // fa
addNumbers("صفر ایک دو تین چار پانچ چھ|چھے سات آٹھ نو"); // ur
addNumbers("শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয়"); // bn
addNumbers("பூஜ்ஜியம்|பூஜ்யம் ஒன்று|ஒண்ணு இரண்டு|ரெண்டு மூன்று நான்கு|நாலு ஐந்து|அஞ்சு ஆறு ஏழு எட்டு ஒன்பது"); // ta
addNumbers("զրո մեկ երկու երեք չորս հինգ վեց յոթ|յոթը ութ ինը|ինն"); // hy
addNumbers("ნული|ნოლი ერთი ორი სამი ოთხი ხუთი ექვსი შვიდი რვა ცხრა"); // ka
addNumbers("нөл бір екі үш төрт бес алты жеті сегіз тоғыз"); // kk
addNumbers("ዜሮ አንድ ሁለት ሶስት|ሦስት አራት አምስት ስድስት ሰባት ስምንት ዘጠኝ"); // am
// Round 8: with their units and tens, so a hundreds word starts a compound ("trescientos cuarenta y cinco").
addNumbers(
  "cero uno dos tres cuatro cinco seis siete ocho nueve",
  "diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve",
  "veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",
  "cien|ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos",
); // es hundreds (units and tens: above)
addNumbers(
  "zero um|uma dois|duas tres quatro cinco seis sete oito nove",
  "dez onze doze treze catorze|quatorze quinze dezesseis|dezasseis dezessete|dezassete dezoito dezenove|dezanove",
  "vinte trinta quarenta cinquenta sessenta setenta oitenta noventa",
  "cem|cento duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos",
); // pt hundreds
// "šest set", "čtyři sta", "dvě stě": a unit times a hundred (Czech, Slovak).
for (const w of ["set", "sta", "stě"]) NUMBERS.set(fold(w), { v: 100, k: "x100" });
// Turkish (round 5): "sıfır beş yüz otuz iki" → 0 532; "yüz" alone is a hundred, after a unit it multiplies
// ("x100h"). "on" (ten) is left out: it is an English word.
addNumbers(
  "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
  "",
  "yirmi otuz kırk elli altmış yetmiş seksen doksan",
);
NUMBERS.set(fold("yüz"), { v: 100, k: "x100h" });
addNumbers(
  "",
  "",
  "",
  "cento duecento trecento quattrocento cinquecento seicento settecento ottocento novecento",
); // it
// Round 16: numbers written as one word ("zevenentachtig" 87, "syvogfirs" 87, "fyrtiofem" 45, "hatvannégy" 64,
// "kuusikymmentäneljä" 64, "ოთხმოცდაცხრა" 89, "քսանմեկ" 21, "dreihundert" 300): each language's words for 1–99 made
// from its units, teens and tens (`below100`) and its hundreds words (kind "hundred": a number said after one adds,
// "ხუთას თხუთმეტი" 515), keys of `NUMBERS` like every other number word (about 1,000, made once at load), so the
// run rule is the same: three number words or more in a run ("achtundsiebzig Follower" stays words). A word another
// language already reads (Danish "tres" 60, Spanish and Portuguese "tres" 3) keeps its first reading. A hundreds word
// with one of them after it ("dreihundertvierundsechzig", "kolmesataakuusikymmentäneljä") is read by `wholeNumber`.
type Below100 = (n: number) => string[];
const alts = (list: string): string[][] => list.split(" ").map((a) => a.split("|").map(fold));
const setNumber = (w: string, v: number, k: NumKind) => {
  if (w && !NUMBERS.has(w)) NUMBERS.set(w, { v, k });
};
/**
 * Units 1–9, teens 10–19 and tens 20–90 (one entry each, "|" between spellings): the words for 1–99, a compound
 * made by `join(ten, unit)`; `inUnits` the units' forms inside a compound when they differ ("ein" in "einundzwanzig").
 */
function below100(
  units: string,
  teens: string,
  tens: string,
  join: (ten: string, unit: string) => string[],
  inUnits = units,
): Below100 {
  const [u, t, ten, ui] = [alts(units), alts(teens), alts(tens), alts(inUnits)];
  return (n) =>
    n < 10
      ? u[n - 1]
      : n < 20
      ? t[n - 10]
      : n % 10 === 0
      ? ten[n / 10 - 2]
      : ten[Math.floor(n / 10) - 2].flatMap((x) => ui[(n % 10) - 1].flatMap((y) => join(x, y)));
}
/** The words for 1–99 of `words` and the hundreds words (100–900, "|" between spellings). */
function addCompounds(words: Below100, hundreds = ""): void {
  for (let n = 1; n < 100; n++) {
    const k: NumKind = n < 10 ? "unit" : n >= 20 && n % 10 === 0 ? "ten" : "teen";
    for (const w of words(n)) setNumber(w, n, k);
  }
  alts(hundreds).forEach((hs, i) => hs.forEach((h) => setNumber(h, 100 * (i + 1), "hundred")));
}
const unitFirst = (and: string) => (ten: string, unit: string) => [`${unit}${and}${ten}`];
const tenFirst = (ten: string, unit: string) => [`${ten}${unit}`];
addCompounds(
  below100(
    "eins zwei drei vier fünf sechs sieben acht neun",
    "zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn",
    "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
    unitFirst("und"),
    "ein zwei drei vier fünf sechs sieben acht neun",
  ),
  "hundert|einhundert zweihundert dreihundert vierhundert fünfhundert sechshundert siebenhundert achthundert neunhundert",
); // de
addCompounds(
  below100(
    "een twee drie vier vijf zes zeven acht negen",
    "tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien",
    "twintig dertig veertig vijftig zestig zeventig tachtig negentig",
    unitFirst("en"),
  ),
  "honderd|eenhonderd tweehonderd driehonderd vierhonderd vijfhonderd zeshonderd zevenhonderd achthonderd negenhonderd",
); // nl ("tweeëntwintig" folds to "tweeentwintig")
addCompounds(
  below100(
    "een twee drie vier vyf ses sewe agt nege",
    "tien elf twaalf dertien veertien vyftien sestien sewentien agtien negentien",
    "twintig dertig veertig vyftig sestig sewentig tagtig negentig",
    unitFirst("en"), // "vier-en-sestig" is joined first (`AF_HYPHEN`)
  ),
  "honderd|eenhonderd tweehonderd driehonderd vierhonderd vyfhonderd seshonderd sewehonderd agthonderd negehonderd",
); // af
addCompounds(
  below100(
    "en|et to tre fire fem seks syv otte ni",
    "ti elleve tolv tretten fjorten femten seksten sytten atten nitten",
    "tyve tredive fyrre halvtreds tres halvfjerds firs halvfems",
    unitFirst("og"),
    "en to tre fire fem seks syv otte ni",
  ),
  "hundrede|ethundrede tohundrede trehundrede firehundrede femhundrede sekshundrede syvhundrede ottehundrede nihundrede",
); // da ("tre hundrede og fireogtres": the hundreds words apart)
addCompounds(
  below100(
    "en|ett|ei to tre fire fem seks sju|syv åtte ni",
    "ti elleve tolv tretten fjorten femten seksten sytten atten nitten",
    "tjue|tyve tretti|tredve førti femti seksti sytti åtti nitti",
    (ten, unit) => [`${ten}${unit}`, `${unit}og${ten}`],
    "en|ett to tre fire fem seks sju|syv åtte ni",
  ),
  "hundre|ethundre tohundre trehundre firehundre femhundre sekshundre sjuhundre|syvhundre åttehundre nihundre",
); // no ("tre hundre og førtifem")
addCompounds(
  below100(
    "en|ett två tre fyra fem sex sju åtta nio",
    "tio elva tolv tretton fjorton femton sexton sjutton arton|aderton nitton",
    "tjugo trettio fyrtio femtio sextio sjuttio åttio nittio",
    tenFirst,
  ),
  "hundra|etthundra tvåhundra trehundra fyrahundra femhundra sexhundra sjuhundra åttahundra niohundra",
); // sv
setNumber("noll", 0, "unit"); // sv (Danish and Norwegian "nul", "null" are above)
addCompounds(
  below100(
    "egy kettő|két három négy öt hat hét nyolc kilenc",
    "tíz tizenegy tizenkettő|tizenkét tizenhárom tizennégy tizenöt tizenhat tizenhét tizennyolc tizenkilenc",
    "húsz harminc negyven ötven hatvan hetven nyolcvan kilencven",
    (ten, unit) => [`${ten === "husz" ? "huszon" : ten}${unit}`],
  ),
  "száz|egyszáz kétszáz háromszáz négyszáz ötszáz hatszáz hétszáz nyolcszáz kilencszáz",
); // hu
addCompounds(
  below100(
    "yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
    "kymmenen yksitoista kaksitoista kolmetoista neljätoista viisitoista kuusitoista seitsemäntoista kahdeksantoista yhdeksäntoista",
    "kaksikymmentä kolmekymmentä neljäkymmentä viisikymmentä kuusikymmentä seitsemänkymmentä kahdeksankymmentä yhdeksänkymmentä",
    tenFirst,
  ),
  "sata|yksisataa kaksisataa kolmesataa neljäsataa viisisataa kuusisataa seitsemänsataa kahdeksansataa yhdeksänsataa",
); // fi
// Georgian counts in twenties: ოც 20, ორმოც 40, სამოც 60, ოთხმოც 80, then "და" and 1–19 ("ოთხმოცდაცხრამეტი" 99); a
// hundreds word cut short before the rest ("ხუთას თხუთმეტი" 515, "ორას ორმოცდაათი" 250), whole alone ("ხუთასი").
const KA_1_19 = alts(
  "ერთი ორი სამი ოთხი ხუთი ექვსი შვიდი რვა ცხრა ათი თერთმეტი თორმეტი ცამეტი თოთხმეტი თხუთმეტი თექვსმეტი ჩვიდმეტი თვრამეტი ცხრამეტი",
);
const KA_SCORES = ["ოც", "ორმოც", "სამოც", "ოთხმოც"];
addCompounds(
  (n) =>
    n < 20
      ? KA_1_19[n - 1]
      : n % 20 === 0
      ? [`${KA_SCORES[n / 20 - 1]}ი`]
      : KA_1_19[(n % 20) - 1].map((w) => `${KA_SCORES[Math.floor(n / 20) - 1]}და${w}`),
  "ას|ასი ორას|ორასი სამას|სამასი ოთხას|ოთხასი ხუთას|ხუთასი ექვსას|ექვსასი შვიდას|შვიდასი რვაას|რვაასი ცხრაას|ცხრაასი",
); // ka
addCompounds(
  below100(
    "մեկ երկու երեք չորս հինգ վեց յոթ|յոթը ութ ինը|ինն",
    "տասը|տաս տասնմեկ տասներկու տասներեք տասնչորս տասնհինգ տասնվեց տասնյոթ տասնութ տասնինը",
    "քսան երեսուն քառասուն հիսուն վաթսուն յոթանասուն ութսուն իննսուն",
    tenFirst,
    "մեկ երկու երեք չորս հինգ վեց յոթ ութ ինը",
  ),
); // hy
NUMBERS.set("հարյուր", { v: 100, k: "x100h" });
// Greek writes its compounds as words apart ("τετρακόσια πενήντα έξι"); the teens from 13 and the hundreds are one
// word each, with and without their accent (a text with a Latin accented letter loses it in `fold`).
for (
  const [list, first, step, k] of [
    [
      "δεκατρία δεκατέσσερα δεκαπέντε δεκαέξι|δεκάξι δεκαεπτά|δεκαεφτά δεκαοκτώ|δεκαοχτώ δεκαεννέα|δεκαεννιά",
      13,
      1,
      "teen",
    ],
    [
      "εκατό|εκατόν διακόσια τριακόσια τετρακόσια πεντακόσια εξακόσια επτακόσια|εφτακόσια οκτακόσια|οχτακόσια εννιακόσια|εννεακόσια",
      100,
      100,
      "hundred",
    ],
  ] as const
) {
  list.split(" ").forEach((a, i) =>
    a.split("|").forEach((w) => {
      for (const x of [w, w.normalize("NFD").replace(/\u0301/g, "")]) setNumber(fold(x), first + step * i, k);
    })
  );
}
// Round 16: a hundreds word with a number below a hundred after it, one word ("dreihundertvierundsechzig" 364,
// "driehonderdvierenzestig", "trehundrafyrtiofem", "háromszázhatvannégy", "kolmesataakuusikymmentäneljä"): kind
// "whole", a number of its own in a run. Read where a text has a hundreds stem (`HUNDRED_STEM`, one test per text),
// from the two words of `NUMBERS` it is made of (a parse, not a list: 900 words per language).
const HUNDRED_STEM = /hundert|honderd|hundra|szaz|sata/;
const HUNDRED_SPLIT = /^(\p{L}*?(?:hundert|honderd|hundra|szaz|sataa|sata))(\p{L}+)$/u;
function wholeNumber(w: string): { v: number; k: NumKind } | undefined {
  if (w.length < 7 || w.length > 60) return undefined;
  const m = HUNDRED_SPLIT.exec(w);
  if (!m) return undefined;
  const h = NUMBERS.get(m[1]);
  const r = NUMBERS.get(m[2]);
  if (
    h?.k !== "hundred" || !r || r.v < 1 || r.v > 99 || (r.k !== "unit" && r.k !== "teen" && r.k !== "ten")
  ) {
    return undefined;
  }
  return { v: h.v + r.v, k: "whole" };
}
const NUMBER_TOKEN = /[\p{L}\p{M}'’]+/gu;

/**
 * Number words of the languages above to digits, compounds read as numbers are dictated ("восемь,
 * девятьсот шестнадцать, сто двадцать три" → "8 916 123"): a hundreds word, a tens word and a unit add up
 * while each is smaller than the one before; anything else starts a new number. Only runs of three words
 * or more, separated by spaces, commas, dashes or dots, are rewritten (single words stay words: "hat", "ba").
 */
// Round 8: Italian compounds are written as one word ("centoventitré" 123, "duecentoquarantuno" 241,
// "quattrocentosessanta" 460): read as the number they spell before the runs below.
const IT_UNITS = ["", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"];
const IT_TEENS = [
  "dieci",
  "undici",
  "dodici",
  "tredici",
  "quattordici",
  "quindici",
  "sedici",
  "diciassette",
  "diciotto",
  "diciannove",
];
const IT_TENS = [
  "",
  "",
  "venti",
  "trenta",
  "quaranta",
  "cinquanta",
  "sessanta",
  "settanta",
  "ottanta",
  "novanta",
];
const IT_COMPOUND = new RegExp(
  `(?<![\\p{L}])(mille)?(?:(${IT_UNITS.slice(2).join("|")})?(cento))?(?:(${IT_TEENS.join("|")})|(${
    IT_TENS.slice(2).map((t) => `${t.slice(0, -1)}[aei]?`).join("|")
  })(${IT_UNITS.slice(1).map((u) => u.replace(/^[ao]/, "[ao]?")).join("|")})?)?(?![\\p{L}])`,
  "gu",
);
function italianCompounds(s: string): string {
  if (!/cento|venti|trent|quarant|cinquant|sessant|settant|ottant|novant/.test(s)) return s;
  return s.replace(
    IT_COMPOUND,
    (m, k?: string, h?: string, c?: string, teen?: string, ten?: string, unit?: string) => {
      // A single word that is already a number word ("cento", "venti") or a part alone stays for the runs below.
      // Round 14: "mille" before a compound ("milleduecentotrentaquattro" 1234).
      if (k && m !== k) return String(1000 + Number(italianCompounds(m.slice(k.length))));
      if (!m || (!c && !unit) || (c && !teen && !ten && !unit && !h)) return m;
      let v = c ? 100 * (h ? IT_UNITS.indexOf(h) : 1) : 0;
      if (teen) v += 10 + IT_TEENS.indexOf(teen);
      if (ten) {
        v += 10 *
          IT_TENS.findIndex((t) => t && t.slice(0, -1) === ten.replace(/[aei]$/, "").slice(0, t.length - 1));
      }
      if (unit) {
        v += IT_UNITS.findIndex((u) =>
          u && (u === unit || u.slice(1) === unit || `${unit[0]}${u.slice(1)}` === unit)
        );
      }
      return String(v);
    },
  );
}

// Round 14: Irish digits said with their particle ("a náid, a hocht, a seacht", "a haon", "a dó"): read as digits
// when one of the words only Irish has is there ("a dó" alone is no number: "do", "se" are words elsewhere).
const GA_DIGITS: Record<string, string> = {
  naid: "0",
  haon: "1",
  do: "2",
  tri: "3",
  ceathair: "4",
  cuig: "5",
  se: "6",
  seacht: "7",
  hocht: "8",
  naoi: "9",
};
const GA_CHEAP = /a (?:naid|haon|ceathair|cuig|seacht|hocht|naoi)/;
const GA_GATE = /(?<![\p{L}])a (?:naid|haon|ceathair|cuig|seacht|hocht|naoi)(?![\p{L}])/u;
const GA_DIGIT = /(?<![\p{L}])a (naid|haon|do|tri|ceathair|cuig|se|seacht|hocht|naoi)(?![\p{L}])/gu;

// Round 16: Afrikaans writes its tens with a unit as "vier-en-sestig" (64): joined into one word for `NUMBERS`.
const AF_HYPHEN =
  /(?<![\p{L}])(een|twee|drie|vier|vyf|ses|sewe|agt|nege)-en-(?=(?:twintig|dertig|veertig|vyftig|sestig|sewentig|tagtig|negentig)(?![\p{L}]))/gu;

function scriptNumbers(s: string): string {
  s = italianCompounds(s);
  if (s.includes("-en-")) s = s.replace(AF_HYPHEN, "$1en");
  if (s.includes("juroom-") || s.includes("n-un") || s.includes("n-an")) s = s.replace(SMALL_COMPOUND, "$1");
  if (GA_CHEAP.test(s) && GA_GATE.test(s)) s = s.replace(GA_DIGIT, (_m, w: string) => GA_DIGITS[w]);
  // Speed (round 5): one pass of the expression over the text; the words' places are found with indexOf
  // (only other characters stand between two words). A second pass found them again before.
  const tokens = s.match(NUMBER_TOKEN) ?? [];
  const wholes = HUNDRED_STEM.test(s);
  let count = 0;
  for (const w of tokens) if (NUMBERS.has(w) || (wholes && wholeNumber(w))) count++;
  if (count < 3) return s;
  const out: string[] = [];
  let last = 0;
  let run: { start: number; end: number; words: { v: number; k: NumKind }[] } | null = null;
  const flush = () => {
    if (run && run.words.length >= 3) {
      const nums: number[] = [];
      let cur: number | null = null;
      let slot = 4; // what the number being read can still take: 3 hundreds, 2 tens or teens, 1 units
      for (const { v, k } of run.words) {
        if ((k === "x100" || k === "x100h") && cur !== null && cur < 10) {
          cur *= 100;
          slot = 3;
          continue;
        }
        // Round 16: a compound with its hundreds ("dreihundertvierundsechzig") is a number of its own.
        const rank = k === "whole"
          ? 4
          : k === "hundred" || k === "x100h"
          ? 3
          : k === "ten" || k === "teen"
          ? 2
          : 1;
        if (cur !== null && rank < slot) {
          cur += v;
          slot = k === "teen" ? 1 : rank;
          if (k === "teen" || k === "unit") slot = 0;
        } else {
          if (cur !== null) nums.push(cur);
          cur = v;
          slot = k === "teen" || k === "unit" || k === "whole" ? 0 : rank;
        }
      }
      if (cur !== null) nums.push(cur);
      out.push(s.slice(last, run.start), nums.join(" "));
      last = run.end;
    }
    run = null;
  };
  let at = 0;
  for (const w of tokens) {
    const start = s.indexOf(w, at);
    at = start + w.length;
    const n = NUMBERS.get(w) ?? (wholes ? wholeNumber(w) : undefined);
    if (!n) {
      if (run && (w === "y" || w === "e")) continue; // judged with the next word (round 8)
      flush();
      continue;
    }
    // Round 8: "trescientos cuarenta y cinco", "duzentos e trinta e quatro": "y" / "e" join a compound.
    const gap = run ? s.slice(run.end, start) : "";
    const prev = run?.words[run.words.length - 1];
    if (
      run && (RUN_GAP.test(gap) ||
        (/^\s+(?:y|e)\s+$/.test(gap) && prev !== undefined && prev.v >= 20 && n.v < prev.v && n.v < 100))
    ) {
      run.words.push(n);
      run.end = start + w.length;
    } else {
      flush();
      run = { start, end: start + w.length, words: [n] };
    }
  }
  flush();
  return out.join("") + s.slice(last);
}

// Digits written as Chinese and Japanese numerals ("一三八 零零一三"), Korean Sino-Korean syllables
// ("공일공 일이삼사") and Thai words: only runs of three or more, so "一键", "이사", "สาม" stay words.
const FINANCIAL_DIGIT: Record<string, string> = {
  壹: "1",
  壱: "1",
  贰: "2",
  貳: "2",
  弐: "2",
  叁: "3",
  參: "3",
  参: "3",
  肆: "4",
  伍: "5",
  陆: "6",
  陸: "6",
  柒: "7",
  漆: "7",
  捌: "8",
  玖: "9",
};
const CJK_DIGIT: Record<string, string> = Object.fromEntries(
  [..."〇零一二三四五六七八九"].map((c, i) => [c, String(Math.max(0, i - 1))]).concat([["两", "2"], [
    "幺",
    "1",
  ]]),
);
CJK_DIGIT["〇"] = "0";
// Round 18: the financial (anti-forgery) numerals of Chinese and Japanese ("壹叁捌 零零壹叁", "零玖零‐壱弐参四").
for (const [c, d] of Object.entries(FINANCIAL_DIGIT)) CJK_DIGIT[c] = d;
const KO_DIGIT: Record<string, string> = {
  공: "0",
  영: "0",
  일: "1",
  이: "2",
  삼: "3",
  사: "4",
  오: "5",
  육: "6",
  칠: "7",
  팔: "8",
  구: "9",
};
const TH_DIGIT: Record<string, string> = {
  ศูนย์: "0",
  หนึ่ง: "1",
  สอง: "2",
  สาม: "3",
  สี่: "4",
  ห้า: "5",
  หก: "6",
  เจ็ด: "7",
  แปด: "8",
  เก้า: "9",
};
// Round 11: groups of them joined by the separators Japanese and Chinese write numbers with ("〇三・三四五六・七八九〇",
// "〇六ー六一二三ー四五六七", "一三九·〇〇一二"): three numerals or more in all, the separators made dashes.
const CJK_RUN =
  /[〇零一二三四五六七八九两幺壹壱贰貳弐叁參参肆伍陆陸柒漆捌玖]+(?:[・･ー‐\-.\s]{1,2}[〇零一二三四五六七八九两幺壹壱贰貳弐叁參参肆伍陆陸柒漆捌玖]+)*/gu;
const KO_RUN = /(?<![\p{L}])[공영일이삼사오육칠팔구]{3,}(?![\p{L}])/gu;
const TH_RUN = new RegExp(`(?:(?:${Object.keys(TH_DIGIT).join("|")})\\s*){3,}`, "gu");
function scriptDigits(s: string): string {
  if (/[〇零一二三四五六七八九壹壱贰貳弐叁參参肆伍陆陸柒漆捌玖]/.test(s)) {
    s = s.replace(CJK_RUN, (m) => {
      const digits = [...m].filter((c) => CJK_DIGIT[c] !== undefined);
      if (digits.length < 3) return m;
      // Each group of one or two numerals only ("一・二年生", "三・四月") is a list, not a number.
      const groups = m.split(/[・･ー‐\-.\s]+/);
      if (groups.length > 1 && groups.every((g) => [...g].length <= 2)) return m;
      return [...m].map((c) => CJK_DIGIT[c] ?? "-").join("").replace(/-+/g, "-");
    });
  }
  if (/[공영일이삼사오육칠팔구]/.test(s)) {
    s = s.replace(KO_RUN, (m) => [...m].map((c) => KO_DIGIT[c]).join(""));
  }
  if (/[\u0e00-\u0e7f]/.test(s)) {
    s = s.replace(
      TH_RUN,
      (m) =>
        m.replace(/\s+/g, "").replace(new RegExp(Object.keys(TH_DIGIT).join("|"), "gu"), (w) => TH_DIGIT[w]),
    );
  }
  return s;
}

/**
 * Letters standing for digits inside a number: "5I2-34S-6789", "555-OI23", "4I5 555 OI99". Only a
 * token that already holds at least as many digits as look-alike letters is changed, so words
 * ("solo", "is", "big") stay words.
 */
export function digitLookalikes(s: string): string {
  const map: Record<string, string> = {
    o: "0",
    i: "1",
    l: "1",
    s: "5",
    b: "8",
    z: "2",
    g: "9",
    e: "3",
    a: "4",
    t: "7",
    // Round 7: Cyrillic letters shaped like digits ("6O2-З45-б78"; "о" is already "o").
    "з": "3",
    "б": "6",
  };
  if (!/\d[oilszbgeatзб]|[oilszbgeatзб]\d/.test(s)) return s;
  s = s.replace(/(?<![a-z0-9зб])[0-9oilszbgзб]*\d[0-9oilszbgзб]*(?![a-z0-9зб])/g, (tok) => {
    const digits = (tok.match(/\d/g) ?? []).length;
    return digits >= 2 && digits >= tok.length - digits ? tok.replace(/[oilszbgзб]/g, (c) => map[c]) : tok;
  });
  // Round 4: the same swaps over a number written in short groups ("O6 l2 34 S6 7B", "6l2 E4S 67B"): three
  // groups or more of at most four characters, each with a digit, more digits than letters in all.
  return s.replace(
    /(?<![a-z0-9зб])[oilszbgeatзб]{0,2}\d[0-9oilszbgeatзб]{0,3}(?:[ .\-][oilszbgeatзб]{0,2}\d[0-9oilszbgeatзб]{0,3}){2,}(?![a-z0-9зб])/g,
    (run) => {
      const groups = run.split(/[ .\-]/);
      const digits = (run.match(/\d/g) ?? []).length;
      const letters = (run.match(/[a-zзб]/g) ?? []).length;
      if (!groups.every((g) => /\d/.test(g)) || digits <= letters) return run;
      return run.replace(/[a-zзб]/g, (c) => map[c]);
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// The views

export interface Normalised {
  /** Folded, case kept: for the few checks where case carries meaning (a capital after a full stop). */
  cased: string;
  /** Folded and lowercase. */
  folded: string;
  /** `folded` with spaced-apart letters joined (may equal `folded`). */
  joined: string;
  /** Views for the wording check: words only, with and without digit-for-letter swaps. */
  words: string[];
  /** For the phone check: number words to digits and letters inside digit runs to digits. */
  digits: string;
  /** Filled by the contact detectors (spelled "at"/"dot" undone), shared by the email and link checks. */
  contact?: string[];
}

/**
 * Round 13: a folded word that is a digit or a number in one of the languages above, or a run of CJK numerals or
 * Sino-Korean digit syllables (the phone check reads a number again across words for "then" only between these).
 */
export function isNumberWord(w: string): boolean {
  if (/^\d/.test(w) || /\d$/.test(w)) return true;
  if (NUMBERS.has(w) || numberValue(w) !== null) return true;
  // Round 16: a hundreds word with the rest ("dreihundertvierundsechzig"), an Afrikaans compound with its hyphens
  // ("vier-en-sestig").
  if (wholeNumber(w)) return true;
  if (w.includes("-en-") && NUMBERS.has(w.replace(AF_HYPHEN, "$1en"))) return true;
  // Round 14: an Italian compound ("trecentoquarantasette") and an Irish digit's word.
  if (w.length > 6 && /^\d+$/.test(italianCompounds(w))) return true;
  return /^[〇零一二三四五六七八九两幺]+$|^[공영일이삼사오육칠팔구]+$/u.test(w);
}

/** The `digits` view of a folded text (the phone check reads it again from a rewritten text, round 13). */
export function digitsView(folded: string): string {
  return digitLookalikes(spelledDigits(scriptNumbers(scriptDigits(folded))));
}

/** Every view the detectors read, computed once per text. */
export function normalise(text: string): Normalised {
  const cased = foldCased(text);
  const folded = cased.toLowerCase();
  const joined = joinSpacedLetters(folded);
  const words = new Set<string>();
  for (const base of joined === folded ? [folded] : [folded, joined]) words.add(wordsOnly(unLeet(base)));
  return {
    cased,
    folded,
    joined,
    words: [...words],
    digits: digitsView(folded),
  };
}

/**
 * Normalisation before the text rule's detectors run. People who want to slip contact details or
 * instructions past a filter write them with look-alike letters, fullwidth or other-script digits,
 * zero-width characters, spelled-out digits or letters spaced apart; each step below undoes one of
 * those tricks so the detectors can stay simple patterns over plain lowercase ASCII.
 */

// Zero-width and formatting characters that render as nothing (and the soft hyphen).
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFE00-\uFE0F\uFEFF]/g;

// Letters from other scripts that look like Latin ones (after NFKC and lowercasing).
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t",
  "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ɡ": "g",
  "ӏ": "l", "ο": "o",
  // Greek
  "α": "a", "β": "b", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
  "γ": "y", "ω": "w", "η": "n",
  // Latin variants NFKC leaves alone
  "ı": "i", "ȷ": "j", "ɑ": "a", "ɩ": "i", "ʋ": "u", "ɵ": "o", "ø": "o", "ł": "l", "đ": "d",
};

// Punctuation look-alikes of '@' and '.' that NFKC does not fold.
const PUNCT: Record<string, string> = {
  "。": ".", "｡": ".", "․": ".", "‧": ".", "∙": ".", "·": ".", "⋅": ".", "•": ".",
  "ⓐ": "@", "Ⓐ": "@", "⒜": "@",
  "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-", "−": "-", "⁃": "-",
  "⁄": "/", "∕": "/",
};

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

/** Lowercase ASCII-ish text with look-alikes, invisibles and other-script digits folded. */
export function fold(text: string): string {
  let s = text.normalize("NFKC").replace(INVISIBLE, "");
  s = asciiDigits(s).toLowerCase();
  // Strip combining marks left over from decomposition (e.g. "é" → "e" keeps words whole).
  s = s.normalize("NFKD").replace(/\p{M}/gu, "");
  let out = "";
  for (const ch of s) out += LOOK_ALIKES[ch] ?? PUNCT[ch] ?? ch;
  return out;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9",
};

/** "five five five one two three four" → "5 5 5 1 2 3 4" (only runs of three or more digit words). */
export function spelledDigits(s: string): string {
  const word = "(?:zero|one|two|three|four|five|six|seven|eight|nine|oh)";
  const run = new RegExp(`\\b${word}(?:[\\s,.\\-/]+${word}){2,}\\b`, "g");
  return s.replace(run, (m) =>
    m.replace(/[a-z]+/g, (w) => (w === "oh" ? "0" : DIGIT_WORDS[w] ?? w)).replace(/[,]/g, " ")
  );
}

/** Letters spaced apart ("i g n o r e") joined back into words. */
export function joinSpacedLetters(s: string): string {
  return s.replace(/\b(?:[a-z][ ._\-*]){2,}[a-z]\b/g, (m) => m.replace(/[ ._\-*]/g, ""));
}

/** Common digit-for-letter swaps, for wording checks only ("ign0re prev1ous"). */
export function unLeet(s: string): string {
  return s.replace(/[0134578@$|]/g, (c) => ({ "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", "$": "s", "|": "i" })[c]!);
}

/** Words only, single spaces: punctuation between words no longer breaks a phrase. */
export function wordsOnly(s: string): string {
  return s.replace(/[^a-z0-9_]+/g, " ").trim();
}

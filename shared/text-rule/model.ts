import { readFileSync } from "node:fs";
import type { Normalised } from "./normalize.ts";

/**
 * The learned second opinion on wording addressed to an assistant (issue 17, round 9). A logistic regression
 * over hashed character n-grams of the normalised text, trained on the whole corpus, the rounds' left-out
 * strings and ordinary campaign text (`train.ts`; strings addressed to an assistant against every other string). It reads what the lexicon cannot list: the stems,
 * word endings and shapes that an order to a machine shares across languages and wordings nobody wrote down.
 * The lexicon decides first; the model only adds refusals, at a threshold chosen on parts the model was not
 * trained on (README.md, "Round 9: a learned second opinion").
 *
 * Weights live in `model.bin` (one signed byte per bucket, `scale` per unit) beside `model.json` (the
 * parameters, the bias and the digest of the corpus they were trained on); `npm run train:text-rule`
 * writes both from the corpus, so a new pattern is a data change.
 */

export interface ModelParams {
  /** log2 of the number of hash buckets. */
  bits: number;
  /** Character n-gram lengths, inclusive. */
  nMin: number;
  nMax: number;
  /** Refuse at or above this probability. */
  threshold: number;
  /** Texts longer than this are scored sentence by sentence instead (an order buried in a long brief). */
  longText: number;
}

export interface ModelMeta {
  params: ModelParams;
  bias: number;
  /** A weight is `byte * scale`. */
  scale: number;
  /** sha256 of the training examples (text and label), so a stale model fails a test. */
  corpusDigest: string;
  examples: { positive: number; negative: number };
}

/** What the model reads: the folded view, whitespace collapsed, padded so word edges are n-grams. */
export function modelInput(n: Normalised): string {
  return ` ${n.folded.replace(/\s+/g, " ").trim()} `;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

// Marks of the buckets seen in the current text (a generation number per bucket, so nothing is cleared).
let seen = new Uint32Array(0);
let generation = 0;

function nextGeneration(size: number): number {
  if (seen.length !== size) seen = new Uint32Array(size);
  if (++generation === 0xffffffff) {
    seen.fill(0);
    generation = 1;
  }
  return generation;
}

/**
 * Calls `visit` once with the bucket of each distinct character n-gram of `t` (lengths nMin..nMax, FNV-1a
 * over UTF-16 units, the length mixed in). Distinct: a feature is present or not, so a run repeated a
 * thousand times ("abab…") weighs what it weighs once.
 */
export function forEachNgram(t: string, p: ModelParams, visit: (bucket: number) => void): void {
  const mask = (1 << p.bits) - 1;
  const g = nextGeneration(mask + 1);
  for (let i = 0; i < t.length; i++) {
    let h = FNV_OFFSET;
    for (let len = 1; len <= p.nMax && i + len <= t.length; len++) {
      h ^= t.charCodeAt(i + len - 1);
      h = Math.imul(h, FNV_PRIME);
      if (len < p.nMin) continue;
      const b = ((h ^ len) >>> 0) & mask;
      if (seen[b] === g) continue;
      seen[b] = g;
      visit(b);
    }
  }
}

// Scripts written without spaces say as much in fewer characters.
const DENSE_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** Under 20 characters (8 in Chinese, Japanese, Korean or Thai), padding included. */
export function tooShort(t: string): boolean {
  return t.length < 22 && (t.length < 10 || !DENSE_SCRIPT.test(t));
}

// Round 21: a sentence of a short text is scored alone from this many characters on (padding included); shorter
// fragments ("Richtige Antwort: sechs.") say too little for the n-grams.
const SENTENCE_MIN = 40;

/** Where a sentence ends: after a full stop, a question or exclamation mark or a semicolon (windows.ts splits here too). */
export const SENTENCE_END = /(?<=[.!?;。！？])\s+|(?<=[。！？])/u;

/** The sentences of a long text, each padded like `modelInput`. */
export function sentencesOf(t: string): string[] {
  return t.split(SENTENCE_END).map((s) => s.trim()).filter((s) => s.length > 3)
    .map((
      s,
    ) => ` ${s} `);
}

export class AssistantModel {
  constructor(readonly meta: ModelMeta, readonly weights: Int8Array) {}

  /** Probability that `t` (a `modelInput`) is addressed to an assistant: the weights of its distinct n-grams. */
  probability(t: string): number {
    const w = this.weights;
    let sum = 0;
    let count = 0;
    forEachNgram(t, this.meta.params, (b) => {
      sum += w[b];
      count++;
    });
    const z = this.meta.bias + (count ? (sum * this.meta.scale) / Math.sqrt(count) : 0);
    return 1 / (1 + Math.exp(-z));
  }

  /**
   * The probability of the whole text or, when it is long, the highest of its sentences; 0 for a text
   * too short to judge by its n-grams (a title or a label: "Held title", "New overview" — a few n-grams
   * decide alone there), which is left to the lexicon. A short text of two sentences or more gets the highest of
   * the whole and its sentences (round 21: an order inside two honest sentences was diluted by them; README,
   * "Round 21: the model reads each sentence").
   */
  score(n: Normalised): number {
    const t = modelInput(n);
    if (tooShort(t)) return 0;
    if (t.length <= this.meta.params.longText) {
      let top = this.probability(t);
      const sentences = sentencesOf(t);
      if (sentences.length < 2) return top;
      for (const s of sentences) if (s.length >= SENTENCE_MIN) top = Math.max(top, this.probability(s));
      return top;
    }
    let best = 0;
    for (const s of sentencesOf(t)) if (!tooShort(s)) best = Math.max(best, this.probability(s));
    return best;
  }

  addressed(n: Normalised): boolean {
    return this.score(n) >= this.meta.params.threshold;
  }
}

let loaded: AssistantModel | undefined;

/** The shipped model (`model.bin`, `model.json` beside this file), read once. */
export function assistantModel(): AssistantModel {
  if (!loaded) {
    const meta = JSON.parse(readFileSync(new URL("./model.json", import.meta.url), "utf8")) as ModelMeta;
    const bytes = readFileSync(new URL("./model.bin", import.meta.url));
    const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (weights.length !== 1 << meta.params.bits) {
      throw new Error("text rule: model.bin does not match model.json");
    }
    loaded = new AssistantModel(meta, weights);
  }
  return loaded;
}

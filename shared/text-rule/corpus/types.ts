import type { TextRule } from "../index.ts";

/**
 * One string of the text-rule corpus: what the rule must answer for it (`null`: legitimate campaign text
 * that must pass), its language (ISO 639-1; `hi` is Hindi written in Latin script, as creators type it)
 * and the attack or hard-negative family it belongs to (for the per-kind figures).
 */
export interface CorpusEntry {
  text: string;
  expect: TextRule | null;
  lang: string;
  kind: string;
}

/** `[text, lang]` pairs of one rule and family. */
export const entries = (expect: TextRule | null, kind: string, rows: [string, string][]): CorpusEntry[] =>
  rows.map(([text, lang]) => ({ text, expect, lang, kind }));

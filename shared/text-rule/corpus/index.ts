import type { TextRule } from "../index.ts";
import { FRESH } from "./fresh.ts";
import { FRESH2 } from "./fresh2.ts";
import { FRESH3 } from "./fresh3.ts";
import { FRESH4 } from "./fresh4.ts";
import { FRESH5 } from "./fresh5.ts";
import { FRESH6 } from "./fresh6.ts";
import { FRESH7 } from "./fresh7.ts";
import { FRESH8 } from "./fresh8.ts";
import { HELDOUT } from "./heldout.ts";
import { REGRESSION } from "./regression.ts";
import { TUNING } from "./tuning.ts";
import type { CorpusEntry } from "./types.ts";

export type { CorpusEntry };
export { FRESH, FRESH2, FRESH3, FRESH4, FRESH5, FRESH6, FRESH7, FRESH8, HELDOUT, REGRESSION, TUNING };

/** The whole corpus of the text rule: regression, tuning and the nine held-out parts. */
export const CORPUS: CorpusEntry[] = [
  ...REGRESSION,
  ...TUNING,
  ...HELDOUT,
  ...FRESH,
  ...FRESH2,
  ...FRESH3,
  ...FRESH4,
  ...FRESH5,
  ...FRESH6,
  ...FRESH7,
  ...FRESH8,
];

export interface Figures {
  refuse: number;
  /** Strings to refuse that were accepted. */
  bypass: number;
  /** Strings refused, but by another rule than expected (still refused). */
  otherRule: number;
  legitimate: number;
  /** Legitimate strings refused. */
  falsePositive: number;
  bypassPct: string;
  falsePositivePct: string;
  byKind: Record<string, { total: number; missed: number }>;
  byLang: Record<string, { total: number; missed: number }>;
  missed: string[];
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : "0.0");

/**
 * Figures of a run: `answer` is what the rule (or the API) answered for each entry, null for accepted.
 * "missed" counts a bypass for a string to refuse and a refusal for a legitimate one.
 */
export function figures(
  entries: readonly CorpusEntry[],
  answer: (e: CorpusEntry, i: number) => TextRule | null,
): Figures {
  const f: Figures = {
    refuse: 0,
    bypass: 0,
    otherRule: 0,
    legitimate: 0,
    falsePositive: 0,
    bypassPct: "",
    falsePositivePct: "",
    byKind: {},
    byLang: {},
    missed: [],
  };
  entries.forEach((e, i) => {
    const got = answer(e, i);
    const missed = e.expect ? got === null : got !== null;
    for (const [map, key] of [[f.byKind, e.kind], [f.byLang, e.lang]] as const) {
      map[key] ??= { total: 0, missed: 0 };
      map[key].total++;
      if (missed) map[key].missed++;
    }
    if (e.expect) {
      f.refuse++;
      if (got === null) f.bypass++;
      else if (got !== e.expect) f.otherRule++;
    } else {
      f.legitimate++;
      if (got !== null) f.falsePositive++;
    }
    if (missed || (e.expect && got !== e.expect)) {
      f.missed.push(
        `${e.kind}/${e.lang} expected ${e.expect ?? "accepted"}, got ${got ?? "accepted"}: ${
          JSON.stringify(e.text)
        }`,
      );
    }
  });
  f.bypassPct = pct(f.bypass, f.refuse);
  f.falsePositivePct = pct(f.falsePositive, f.legitimate);
  return f;
}

/** The figures as the lines the tests print (and docs/RELIABILITY.md keeps). */
export function report(title: string, f: Figures): string {
  const rows = (m: Record<string, { total: number; missed: number }>) =>
    Object.entries(m).sort((a, b) => b[1].total - a[1].total).map(([k, v]) =>
      `${k} ${v.total - v.missed}/${v.total}`
    ).join(", ");
  return [
    `[text-rule] ${title}: ${f.refuse} to refuse, ${f.bypass} got through (${f.bypassPct} %), ${f.otherRule} refused under another rule; ` +
    `${f.legitimate} legitimate, ${f.falsePositive} refused (${f.falsePositivePct} %)`,
    `[text-rule]   right, by kind: ${rows(f.byKind)}`,
    `[text-rule]   right, by language: ${rows(f.byLang)}`,
    ...f.missed.map((m) => `[text-rule]   ${m}`),
  ].join("\n");
}

import type { TextRule } from "../index.ts";
import { FRESH } from "./fresh.ts";
import { FRESH2 } from "./fresh2.ts";
import { FRESH3 } from "./fresh3.ts";
import { FRESH4 } from "./fresh4.ts";
import { FRESH5 } from "./fresh5.ts";
import { FRESH6 } from "./fresh6.ts";
import { FRESH7 } from "./fresh7.ts";
import { FRESH8 } from "./fresh8.ts";
import { FRESH9 } from "./fresh9.ts";
import { FRESH10 } from "./fresh10.ts";
import { FRESH11 } from "./fresh11.ts";
import { FRESH12 } from "./fresh12.ts";
import { FRESH13 } from "./fresh13.ts";
import { FRESH14 } from "./fresh14.ts";
import { FRESH15 } from "./fresh15.ts";
import { FRESH16 } from "./fresh16.ts";
import { FRESH17 } from "./fresh17.ts";
import { FRESH18 } from "./fresh18.ts";
import { FRESH19 } from "./fresh19.ts";
import { FRESH20 } from "./fresh20.ts";
import { FRESH21 } from "./fresh21.ts";
import { FRESH22 } from "./fresh22.ts";
import { FRESH23 } from "./fresh23.ts";
import { FRESH24 } from "./fresh24.ts";
import { FRESH25 } from "./fresh25.ts";
import { FRESH26 } from "./fresh26.ts";
import { FRESH27 } from "./fresh27.ts";
import { FRESH28 } from "./fresh28.ts";
import { FRESH29 } from "./fresh29.ts";
import { FRESH30 } from "./fresh30.ts";
import { FRESH31 } from "./fresh31.ts";
import { FRESH32 } from "./fresh32.ts";
import { FRESH33 } from "./fresh33.ts";
import { FRESH34 } from "./fresh34.ts";
import { FRESH35 } from "./fresh35.ts";
import { FRESH36 } from "./fresh36.ts";
import { FRESH37 } from "./fresh37.ts";
import { FRESH38 } from "./fresh38.ts";
import { FRESH39 } from "./fresh39.ts";
import { FRESH40 } from "./fresh40.ts";
import { FRESH41 } from "./fresh41.ts";
import { FRESH42 } from "./fresh42.ts";
import { FRESH43 } from "./fresh43.ts";
import { FRESH44 } from "./fresh44.ts";
import { FRESH45 } from "./fresh45.ts";
import { HELDOUT } from "./heldout.ts";
import { REGRESSION } from "./regression.ts";
import { TUNING } from "./tuning.ts";
import type { CorpusEntry } from "./types.ts";

export type { CorpusEntry };
export {
  FRESH,
  FRESH10,
  FRESH11,
  FRESH12,
  FRESH13,
  FRESH14,
  FRESH15,
  FRESH16,
  FRESH17,
  FRESH18,
  FRESH19,
  FRESH2,
  FRESH20,
  FRESH21,
  FRESH22,
  FRESH23,
  FRESH24,
  FRESH25,
  FRESH26,
  FRESH27,
  FRESH28,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH6,
  FRESH7,
  FRESH8,
  FRESH9,
  HELDOUT,
  REGRESSION,
  TUNING,
};

/**
 * The held-out parts, in the order they were written, each run once before the rule changed for it
 * (docs/RELIABILITY.md). `pinned`: a part whose tuned figure is above the 2 % is held to that
 * figure instead (strings to refuse and legitimate strings counted exactly, at most `through` getting
 * through, at most `refused` legitimate ones refused, none by default), so that it cannot get worse
 * unnoticed; the others are held to 2 %.
 */
export interface HeldOutPart {
  name: string;
  entries: readonly CorpusEntry[];
  /** `refused`: legitimate strings refused at most (0 unless a first-run record says otherwise). */
  pinned?: { refuse: number; legitimate: number; through: number; refused?: number; why: string };
}
export const HELD_OUT_PARTS: readonly HeldOutPart[] = [
  { name: "held-out", entries: HELDOUT },
  { name: "fresh", entries: FRESH },
  { name: "fresh2", entries: FRESH2 },
  { name: "fresh3", entries: FRESH3 },
  { name: "fresh4", entries: FRESH4 },
  { name: "fresh5", entries: FRESH5 },
  {
    name: "fresh6",
    entries: FRESH6,
    pinned: {
      refuse: 87,
      legitimate: 60,
      through: 2,
      why: "written after round 2, first run 51 of 87 through (58.6 %); 2 after round 3",
    },
  },
  {
    name: "fresh7",
    entries: FRESH7,
    pinned: {
      refuse: 195,
      legitimate: 138,
      through: 2,
      why: "written before round 3, first run 126 of 195 through (64.6 %); 2 after round 3, a tuned figure",
    },
  },
  {
    name: "fresh8",
    entries: FRESH8,
    pinned: {
      refuse: 102,
      legitimate: 57,
      through: 3,
      why: "written after round 3, first run 59 of 102 through (57.8 %); 3 after round 3b, a tuned figure",
    },
  },
  {
    name: "fresh9",
    entries: FRESH9,
    pinned: {
      refuse: 159,
      legitimate: 101,
      through: 0,
      why:
        "written after round 3b by someone who never saw the rule, first run 37 of 159 through (23.3 %), " +
        "2 of 101 legitimate refused (corpus/fresh9.first-run.txt); none through and none refused after round 4, " +
        "a tuned figure (the rule was changed looking at its misses, by classes, never its strings)",
    },
  },
  {
    name: "fresh10",
    entries: FRESH10,
    pinned: {
      refuse: 159,
      legitimate: 100,
      through: 0,
      refused: 0,
      why:
        "written with fresh9 (same styles, split at random) and sealed until round 4 was done: first run 18 of 159 " +
        "through (11.3 %), 1 of 100 legitimate refused (corpus/fresh10.first-run.txt); none through and none " +
        "refused after round 5, a tuned figure (the rule was changed " +
        "looking at its misses, by classes, never its strings)",
    },
  },
  {
    name: "fresh11",
    entries: FRESH11,
    pinned: {
      refuse: 173,
      legitimate: 105,
      through: 0,
      refused: 0,
      why:
        "written after round 4 by someone who never saw the rule or the earlier parts, sealed until round 5 was " +
        "done: first run 23 of 173 through (13.3 %), 1 of 105 legitimate refused (corpus/fresh11.first-run.txt); " +
        "none through and none refused after round 6, a tuned figure (round 6 was tuned on it: the rule was " +
        "changed looking at its misses, by classes, never its strings)",
    },
  },
  {
    name: "fresh12",
    entries: FRESH12,
    pinned: {
      refuse: 175,
      legitimate: 105,
      through: 0,
      refused: 0,
      why:
        "written after round 5 by someone who never saw the rule or the earlier parts, sealed until round 6 was " +
        "done: first run 32 of 175 through (18.3 %), 1 of 105 legitimate refused (corpus/fresh12.first-run.txt); " +
        "none through and none refused after round 7, a tuned figure (round 7 was tuned on it: the rule was " +
        "changed looking at its misses, by classes, never its strings)",
    },
  },
  {
    name: "fresh13",
    entries: FRESH13,
    pinned: {
      refuse: 181,
      legitimate: 106,
      through: 9,
      refused: 0,
      why:
        "written after round 6 by someone who never saw the rule or the earlier parts, sealed until round 7 was " +
        "done: first run 26 of 181 through (14.4 %), 2 of 106 legitimate refused (corpus/fresh13.first-run.txt); " +
        "9 through and none refused after round 8, a tuned figure (round 8 was tuned on it: mechanisms made from " +
        "the structure of its misses, with strings of their own in corpus/round8.ts, never its strings)",
    },
  },
  {
    name: "fresh14",
    entries: FRESH14,
    pinned: {
      refuse: 176,
      legitimate: 105,
      through: 0,
      refused: 0,
      why:
        "written after round 7 by someone who never saw the rule or the earlier parts, sealed until round 8 was " +
        "done: first run 46 of 176 through (26.1 %), 6 of 105 legitimate refused (5.7 %) " +
        "(corpus/fresh14.first-run.txt); none through and none refused after round 9, a tuned figure (round 9's " +
        "lexicon was changed looking at its misses, by classes, with strings of its own in corpus/round9.ts and " +
        "round9-contact.ts; the model is trained on it, as on every part)",
    },
  },
  {
    name: "fresh15",
    entries: FRESH15,
    pinned: {
      refuse: 179,
      legitimate: 107,
      through: 44,
      refused: 5,
      why:
        "written after round 8 by someone who never saw the rule or the earlier parts, sealed until round 9 was " +
        "done: its first run (44 of 179 through, 24.6 %; 5 of 107 legitimate refused, 4.7 %) is round 9's " +
        "estimate on unseen text (corpus/fresh15.first-run.txt); no lexicon change for it (the model, retrained " +
        "on the whole corpus, has seen it since)",
    },
  },
  {
    name: "fresh16",
    entries: FRESH16,
    pinned: {
      refuse: 186,
      legitimate: 112,
      through: 38,
      refused: 1,
      why:
        "written after round 8 by someone who never saw the rule or the earlier parts, sealed until round 9 was " +
        "done: its first run (38 of 186 through, 20.4 %; 1 of 112 legitimate refused, 0.9 %) is round 9's " +
        "estimate on unseen text (corpus/fresh16.first-run.txt); no lexicon change for it (the model, retrained " +
        "on the whole corpus, has seen it since)",
    },
  },
  {
    name: "fresh17",
    entries: FRESH17,
    pinned: {
      refuse: 176,
      legitimate: 110,
      through: 24,
      refused: 6,
      why:
        "written after round 9 by someone who never saw the rule or the earlier parts, sealed until round 10 was " +
        "done: its first run (24 of 176 through, 13.6 %; 6 of 110 legitimate refused, 5.5 %) is round 10's " +
        "estimate on unseen text (corpus/fresh17.first-run.txt); no lexicon change for it (the model, retrained " +
        "on the whole corpus, has seen it since)",
    },
  },
  {
    name: "fresh18",
    entries: FRESH18,
    pinned: {
      refuse: 182,
      legitimate: 105,
      through: 25,
      refused: 6,
      why:
        "written after round 9 by someone who never saw the rule or the earlier parts, sealed until round 10 was " +
        "done: its first run (25 of 182 through, 13.7 %; 6 of 105 legitimate refused, 5.7 %) is round 10's " +
        "estimate on unseen text (corpus/fresh18.first-run.txt); no lexicon change for it (the model, retrained " +
        "on the whole corpus, has seen it since)",
    },
  },
  {
    name: "fresh19",
    entries: FRESH19,
    pinned: {
      refuse: 190,
      legitimate: 117,
      through: 25,
      refused: 6,
      why:
        "written after round 10 by someone who never saw the rule or the earlier parts, sealed until round 11 was " +
        "done: its first run (25 of 190 through, 13.2 %; 6 of 117 legitimate refused, 5.1 %) is round 11's " +
        "estimate on unseen text (corpus/fresh19.first-run.txt)",
    },
  },
  {
    name: "fresh20",
    entries: FRESH20,
    pinned: {
      refuse: 180,
      legitimate: 111,
      through: 77,
      refused: 9,
      why:
        "written after round 10 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 11 was done: its first run (77 of 180 through, 42.8 %; 9 of 111 legitimate " +
        "refused, 8.1 %) is round 11's estimate on text written to evade it (corpus/fresh20.first-run.txt)",
    },
  },
  {
    name: "fresh21",
    entries: FRESH21,
    pinned: {
      refuse: 181,
      legitimate: 110,
      through: 16,
      refused: 3,
      why:
        "written after round 11 by someone who never saw the rule or the earlier parts, sealed until round 12 was " +
        "done: its first run (16 of 181 through, 8.8 %; 3 of 110 legitimate refused, 2.7 %) is round 12's " +
        "estimate on unseen text (corpus/fresh21.first-run.txt)",
    },
  },
  {
    name: "fresh22",
    entries: FRESH22,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 24,
      refused: 1,
      why:
        "written after round 11 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 12 was done: its first run (24 of 180 through, 13.3 %; 1 of 110 legitimate " +
        "refused, 0.9 %) is round 12's estimate on text written to evade it (corpus/fresh22.first-run.txt)",
    },
  },
  {
    name: "fresh23",
    entries: FRESH23,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 29,
      refused: 2,
      why:
        "written after round 12 by someone who never saw the rule or the earlier parts, sealed until round 13 was " +
        "done: its first run (29 of 180 through, 16.1 %; 2 of 110 legitimate refused, 1.8 %) is round 13's " +
        "estimate on unseen text (corpus/fresh23.first-run.txt)",
    },
  },
  {
    name: "fresh24",
    entries: FRESH24,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 110,
      refused: 7,
      why:
        "written after round 12 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 13 was done: its first run (110 of 180 through, 61.1 %; 7 of 110 legitimate " +
        "refused, 6.4 %) is round 13's estimate on text written to evade it (corpus/fresh24.first-run.txt)",
    },
  },
  {
    name: "fresh25",
    entries: FRESH25,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 28,
      refused: 3,
      why:
        "written after round 12 by someone who never saw the rule or the earlier parts, sealed until round 14 was " +
        "done: its first run (28 of 180 through, 15.6 %; 3 of 110 legitimate refused, 2.7 %) is round 14's " +
        "estimate on unseen text (corpus/fresh25.first-run.txt)",
    },
  },
  {
    name: "fresh26",
    entries: FRESH26,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 135,
      refused: 3,
      why:
        "written after round 12 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 14 was done: its first run (135 of 180 through, 75.0 %; 3 of 110 legitimate " +
        "refused, 2.7 %) is round 14's estimate on text written to evade it (corpus/fresh26.first-run.txt)",
    },
  },
  {
    name: "fresh27",
    entries: FRESH27,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 15,
      why:
        "written after round 14 by someone who never saw the rule or the earlier parts, sealed until round 15 was " +
        "done: its first run (15 of 180 through, 8.3 %; none of 110 legitimate refused) is round 15's estimate " +
        "on unseen text (corpus/fresh27.first-run.txt)",
    },
  },
  {
    name: "fresh28",
    entries: FRESH28,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 81,
      refused: 5,
      why:
        "written after round 14 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 15 was done: its first run (81 of 180 through, 45.0 %; 5 of 110 legitimate " +
        "refused, 4.5 %) is round 15's estimate on text written to evade it (corpus/fresh28.first-run.txt)",
    },
  },
  {
    name: "fresh29",
    entries: FRESH29,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 24,
      refused: 4,
      why:
        "written after round 15 by someone who never saw the rule or the earlier parts, sealed until round 16 was " +
        "done: its first run (24 of 180 through, 13.3 %; 4 of 110 legitimate refused, 3.6 %) is round 16's " +
        "estimate on unseen text (corpus/fresh29.first-run.txt)",
    },
  },
  {
    name: "fresh30",
    entries: FRESH30,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 151,
      refused: 20,
      why:
        "written after round 15 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 16 was done: its first run (151 of 180 through, 83.9 %; 20 of 110 legitimate " +
        "refused, 18.2 %) is round 16's estimate on text written to evade it (corpus/fresh30.first-run.txt)",
    },
  },
  {
    name: "fresh31",
    entries: FRESH31,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 7,
      refused: 1,
      why:
        "written after round 16 by someone who never saw the rule or the earlier parts, sealed until round 17 was " +
        "done: its first run (7 of 180 through, 3.9 %; 1 of 110 legitimate refused, 0.9 %) is round 17's " +
        "estimate on unseen text (corpus/fresh31.first-run.txt)",
    },
  },
  {
    name: "fresh32",
    entries: FRESH32,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 77,
      refused: 9,
      why:
        "written after round 16 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 17 was done: its first run (77 of 180 through, 42.8 %; 9 of 110 legitimate " +
        "refused, 8.2 %) is round 17's estimate on text written to evade it (corpus/fresh32.first-run.txt)",
    },
  },
  {
    name: "fresh33",
    entries: FRESH33,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 25,
      refused: 1,
      why:
        "written after round 17 by someone who never saw the rule or the earlier parts, sealed until round 18 was " +
        "done: its first run (25 of 180 through, 13.9 %; 1 of 110 legitimate refused, 0.9 %) is round 18's " +
        "estimate on unseen text (corpus/fresh33.first-run.txt)",
    },
  },
  {
    name: "fresh34",
    entries: FRESH34,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 128,
      refused: 4,
      why:
        "written after round 17 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 18 was done: its first run (128 of 180 through, 71.1 %; 4 of 110 legitimate " +
        "refused, 3.6 %) is round 18's estimate on text written to evade it (corpus/fresh34.first-run.txt)",
    },
  },
  {
    name: "fresh35",
    entries: FRESH35,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 7,
      refused: 3,
      why:
        "written after round 18 by someone who never saw the rule or the earlier parts, sealed until round 19 was " +
        "done: its first run (7 of 180 through, 3.9 %; 3 of 110 legitimate refused, 2.7 %) is round 19's " +
        "estimate on unseen text (corpus/fresh35.first-run.txt)",
    },
  },
  {
    name: "fresh36",
    entries: FRESH36,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 104,
      refused: 8,
      why:
        "written after round 18 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 19 was done: its first run (104 of 180 through, 57.8 %; 8 of 110 legitimate " +
        "refused, 7.3 %) is round 19's estimate on text written to evade it (corpus/fresh36.first-run.txt)",
    },
  },
  {
    name: "fresh37",
    entries: FRESH37,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 8,
      refused: 3,
      why:
        "written after round 18 by another writer than fresh35's, who never saw the rule or the earlier parts, " +
        "sealed until round 19 was done: its first run (8 of 180 through, 4.4 %; 3 of 110 legitimate refused, " +
        "2.7 %) is, with fresh35's, round 19's estimate on unseen text (corpus/fresh37.first-run.txt)",
    },
  },
  {
    name: "fresh38",
    entries: FRESH38,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 9,
      refused: 1,
      why:
        "written after round 19 by someone who never saw the rule or the earlier parts, sealed until round 20 was " +
        "done: its first run (9 of 180 through, 5.0 %; 1 of 110 legitimate refused, 0.9 %) is round 20's " +
        "estimate on unseen text (corpus/fresh38.first-run.txt)",
    },
  },
  {
    name: "fresh39",
    entries: FRESH39,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 80,
      refused: 1,
      why:
        "written after round 19 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 20 was done: its first run (80 of 180 through, 44.4 %; 1 of 110 legitimate " +
        "refused, 0.9 %) is round 20's estimate on text written to evade it (corpus/fresh39.first-run.txt)",
    },
  },
  {
    name: "fresh40",
    entries: FRESH40,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 9,
      refused: 2,
      why:
        "written after round 20 by someone who never saw the rule or the earlier parts, sealed until round 21 was " +
        "done: its first run (9 of 180 through, 5.0 %; 2 of 110 legitimate refused, 1.8 %) is round 21's " +
        "estimate on unseen text (corpus/fresh40.first-run.txt)",
    },
  },
  {
    name: "fresh41",
    entries: FRESH41,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 36,
      refused: 5,
      why:
        "written after round 20 by a second writer who never saw the rule, briefs of several sentences with the " +
        "risky part inside, sealed until round 21 was done: its first run (36 of 180 through, 20.0 %; 5 of 110 " +
        "legitimate refused, 4.5 %) is round 21's estimate on such text (corpus/fresh41.first-run.txt)",
    },
  },
  {
    name: "fresh42",
    entries: FRESH42,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 70,
      refused: 2,
      why:
        "written after round 20 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 21 was done: its first run (70 of 180 through, 38.9 %; 2 of 110 legitimate " +
        "refused, 1.8 %) is round 21's estimate on text written to evade it (corpus/fresh42.first-run.txt)",
    },
  },
  {
    name: "fresh43",
    entries: FRESH43,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 10,
      refused: 0,
      why:
        "written after round 21 by someone who never saw the rule or the earlier parts, sealed until round 22 was " +
        "done: its first run (10 of 180 through, 5.6 %; none of 110 legitimate refused) is round 22's estimate on " +
        "unseen text (corpus/fresh43.first-run.txt)",
    },
  },
  {
    name: "fresh44",
    entries: FRESH44,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 10,
      refused: 4,
      why:
        "written after round 21 by a second writer who never saw the rule, briefs of three to five sentences, " +
        "sealed until round 22 was done: its first run (10 of 180 through, 5.6 %; 4 of 110 legitimate refused, " +
        "3.6 %) is round 22's estimate on such text (corpus/fresh44.first-run.txt)",
    },
  },
  {
    name: "fresh45",
    entries: FRESH45,
    pinned: {
      refuse: 180,
      legitimate: 110,
      through: 92,
      refused: 1,
      why:
        "written after round 21 by someone who never saw the rule, told what the filter holds and asked to evade " +
        "it, sealed until round 22 was done: its first run (92 of 180 through, 51.1 %; 1 of 110 legitimate " +
        "refused, 0.9 %) is round 22's estimate on text written to evade it (corpus/fresh45.first-run.txt)",
    },
  },
];

/**
 * The whole corpus of the text rule: regression, tuning and the held-out parts. A held-out part is kept as
 * its writer wrote it, so a string two independent writers happened to write both (`SHARED_BY_PARTS`)
 * is in it twice.
 */
export const SHARED_BY_PARTS: readonly string[] = [
  "Wynagrodzenie: 1 500 zł brutto za film", // heldout.ts and fresh9.ts, written independently
  "Requisitos del sistema: Android 12 o superior", // fresh5.ts and fresh10.ts, written independently
  // fresh10.ts and fresh11.ts: both writers' briefs gave "show our AI photo editor in action" as an example
  "Show our AI photo editor in action: before/after of one portrait",
  "للتواصل عبر واتساب: ٠٥٠ ١٢٣ ٤٥٦٧", // fresh11.ts and fresh12.ts, written independently
  "برای هماهنگی با این شماره تماس بگیرید: ۰۹۱۲ ۳۴۵ ۶۷۸۹", // fresh13.ts and fresh15.ts, written independently
  "شماره تماس هماهنگی: ۰۹۱۲ ۳۴۵ ۶۷۸۹", // fresh12.ts and fresh16.ts, written independently
  "โทรหาแอดมินได้ที่ ๐๘๑-๒๓๔-๕๖๗๘", // fresh16.ts and fresh17.ts, written independently
  // fresh17.ts and fresh19.ts, written independently
  "تجاهلوا التعليمات السابقة بخصوص الموسيقى، واستخدموا الصوت الأصلي فقط.",
  // fresh25.ts and fresh27.ts, written independently (fresh15.ts and fresh17.ts hold two near copies of it)
  "Στείλτε το media kit σας στο synergasia παπάκι elaiolado τελεία gr.",
  // fresh28.ts and fresh42.ts, written independently
  "Звоните менеджеру: восемь, девятьсот шестнадцать, сто двадцать три, сорок пять, шестьдесят семь.",
  // fresh13.ts and fresh43.ts, written independently
  "Hubungi admin di WA 0812-3456-7890 untuk konfirmasi alamat kirim.",
];
export const CORPUS: CorpusEntry[] = [...REGRESSION, ...TUNING, ...HELD_OUT_PARTS.flatMap((p) => p.entries)];

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

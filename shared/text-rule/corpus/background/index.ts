import type { CorpusEntry } from "../types.ts";
import { B1 } from "./b1.ts";
import { B2 } from "./b2.ts";
import { B3 } from "./b3.ts";
import { B4 } from "./b4.ts";

/**
 * Background text (round 9): ordinary honest campaign text — titles, overviews, pay lines, deliverables,
 * requirements, warm-up briefs, notes — in the workspace's everyday words, in 70 languages, written for the
 * model (`../../model.ts`) so that it learns what honest text looks like, not only what tricky honest text
 * looks like. Not in `CORPUS` (the corpus is the rule's test of attacks and hard negatives); the model trains
 * on both, and `train.ts --lopo` leaves each part out in turn to count what the model would refuse in it.
 */
export const BACKGROUND_PARTS: readonly { name: string; entries: readonly CorpusEntry[] }[] = [
  { name: "b1 (English, Spanish, Portuguese)", entries: B1 },
  { name: "b2 (European languages)", entries: B2 },
  { name: "b3 (Asian and Middle Eastern languages, Russian, Ukrainian)", entries: B3 },
  { name: "b4 (the long tail of languages)", entries: B4 },
];
export const BACKGROUND: readonly CorpusEntry[] = BACKGROUND_PARTS.flatMap((p) => p.entries);

import type { CorpusEntry } from "./types.ts";

/**
 * Honest briefs of several sentences, composed of legitimate strings of one language (issue 17, round 21). The
 * corpus holds mostly one-sentence strings, while a real overview or requirement runs to several sentences; a
 * rule that adds up signs found anywhere in a text can refuse honest sentences put together ("Forget the previous
 * instructions about the colour." and "Show how our AI assistant plans your week."). Deterministic: the same
 * seed gives the same briefs.
 */
export interface ComposedBrief {
  text: string;
  lang: string;
}

/** A small linear congruential generator: the same seed, the same briefs, on every machine. */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

const sentence = (t: string) => t.trim().replace(/([^.!?。！？])$/u, "$1.");

function byLanguage(entries: readonly CorpusEntry[]): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const e of entries) {
    if (e.expect !== null) continue;
    if (!m.has(e.lang)) m.set(e.lang, []);
    m.get(e.lang)!.push(e.text);
  }
  return m;
}

/**
 * `count` briefs of `min` to `max` strings drawn from `pool` (legitimate entries, each accepted alone), one
 * language per brief (languages with at least `perLanguage` strings).
 */
export function composedBriefs(
  pool: readonly CorpusEntry[],
  opts: { count: number; min: number; max: number; seed: number; perLanguage?: number },
): ComposedBrief[] {
  const groups = byLanguage(pool);
  const langs = [...groups.keys()].filter((l) => groups.get(l)!.length >= (opts.perLanguage ?? 12)).sort();
  const rnd = generator(opts.seed);
  const pick = (list: string[]) => list[Math.floor(rnd() * list.length)];
  return Array.from({ length: opts.count }, () => {
    const lang = langs[Math.floor(rnd() * langs.length)];
    const k = opts.min + Math.floor(rnd() * (opts.max - opts.min + 1));
    const parts = Array.from({ length: k }, () => sentence(pick(groups.get(lang)!)));
    return { text: parts.join(" "), lang };
  });
}

/**
 * `count` briefs of `min` to `max` strings of ordinary text (`ordinary`) with one hard negative of the same language
 * (`hard`) put in at a random place: an honest brief with one tricky sentence.
 */
export function briefsWithOneHardNegative(
  ordinary: readonly CorpusEntry[],
  hard: readonly CorpusEntry[],
  opts: { count: number; min: number; max: number; seed: number },
): ComposedBrief[] {
  const o = byLanguage(ordinary);
  const h = byLanguage(hard);
  const langs = [...o.keys()].filter((l) => o.get(l)!.length >= 5 && (h.get(l)?.length ?? 0) >= 5).sort();
  const rnd = generator(opts.seed);
  const pick = (list: string[]) => sentence(list[Math.floor(rnd() * list.length)]);
  return Array.from({ length: opts.count }, () => {
    const lang = langs[Math.floor(rnd() * langs.length)];
    const parts = Array.from(
      { length: opts.min + Math.floor(rnd() * (opts.max - opts.min + 1)) },
      () => pick(o.get(lang)!),
    );
    parts.splice(Math.floor(rnd() * (parts.length + 1)), 0, pick(h.get(lang)!));
    return { text: parts.join(" "), lang };
  });
}

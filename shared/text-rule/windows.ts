import { findAssistantWording } from "./assistant.ts";
import { type AssistantModel, SENTENCE_END } from "./model.ts";
import { normalise, type Normalised } from "./normalize.ts";

/**
 * Issue 17, round 21: the wording check adds up signs found anywhere in a text, and its shapes were made on
 * strings of one or two sentences. An honest brief built of honest sentences can add up to a refusal: "Forget
 * the previous instructions about the colour: the product is pink now." is said to creators, "Show how our AI
 * assistant plans your week." shows a product, and together they read as an override with an assistant named.
 * Measured on 2,000 briefs composed of three to six legitimate strings of one language (each accepted alone),
 * 4.8 % were refused (README, "Round 21: sentence windows").
 *
 * So a text of three sentences or more that the wording check refuses as a whole is refused only when the
 * model gives the whole text at least `WINDOW_BACKUP` (a lower bar than its own refusal threshold: an order
 * spread over many short sentences, such as a fake transcript or a numbered task list, still reads as one) or
 * when two neighbouring sentences alone are refused by the wording check. A text of one or two sentences is
 * judged as a whole, as before.
 */

/** The model's probability at or above which a text refused as a whole stays refused without a window. */
export const WINDOW_BACKUP = 0.3;

/** The sentences of a text (its case-kept folded view, split where the model splits), empty ones dropped. */
export function splitSentences(text: string): string[] {
  return text.split(SENTENCE_END).map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Texts longer than this are judged whole, as before round 21: a refusal reads every pair of neighbouring sentences
 * (about 0.1 ms each on this machine), and an order at the end of a 2,000-character brief took 6–9 ms read so.
 */
export const WINDOWS_UP_TO = 1000;

/**
 * Whether a text the wording check refuses as a whole is still refused when read two neighbouring sentences at a
 * time (or on the model's word, see above). Only called after the whole text was refused, so honest text that
 * passes pays nothing.
 */
export function addressedInOneWindow(n: Normalised, model: AssistantModel | null): boolean {
  if (n.cased.length > WINDOWS_UP_TO) return true;
  const sentences = splitSentences(n.cased);
  if (sentences.length <= 2) return true;
  if (model && model.score(n) >= WINDOW_BACKUP) return true;
  for (let i = 0; i + 1 < sentences.length; i++) {
    if (findAssistantWording(normalise(`${sentences[i]} ${sentences[i + 1]}`))) return true;
  }
  return false;
}

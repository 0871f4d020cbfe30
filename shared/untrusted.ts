/**
 * Creator-written text reaches agents only inside `{ untrusted: true, text }` (spec section 1, rule 1):
 * data, never an instruction. Before wrapping, control and bidirectional-override characters are
 * stripped and the length is bounded, so nothing can hide or reorder what a person reads.
 */
export interface Untrusted {
  untrusted: true;
  text: string;
}

// C0/C1 controls except tab/newline, bidi embeddings/overrides/isolates, zero-width joiners and BOM.
// deno-lint-ignore no-control-regex -- stripping control characters is the point
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

export function normalizeCreatorText(text: string, maxLength = 2000): string {
  const clean = text.normalize("NFC").replace(HIDDEN, "").trim();
  return clean.length > maxLength ? clean.slice(0, maxLength - 1) + "…" : clean;
}

/** Names and handles: one line, no controls, short. */
export function normalizeCreatorName(text: string, maxLength = 80): string {
  return normalizeCreatorText(text.replace(/[\r\n\t]+/g, " "), maxLength).replace(/\s{2,}/g, " ");
}

export function untrusted(text: string, maxLength = 2000): Untrusted {
  return { untrusted: true, text: normalizeCreatorText(text, maxLength) };
}

export function untrustedName(text: string, maxLength = 80): Untrusted {
  return { untrusted: true, text: normalizeCreatorName(text, maxLength) };
}

export function untrustedOrNull(text: string | null | undefined, maxLength = 2000): Untrusted | null {
  return text === null || text === undefined || text === "" ? null : untrusted(text, maxLength);
}

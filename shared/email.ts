import { z } from "zod";

/** Email addresses: one rule for the brand team's tools and its ops route (shared/ops-routes.ts). */

const EMAIL = z.email();

/** Addresses are compared and stored lower-cased and trimmed. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * A practical address check: the same pattern the identity service uses for sign-in and setup codes
 * (so every member added can sign in), at most 254 characters, local part at most 64.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > 254 || !EMAIL.safeParse(email).success) return false;
  const at = email.lastIndexOf("@");
  return at > 0 && at <= 64;
}

/** An email argument: normalised, and a 400 naming it when it is not an address. */
export const emailArgument = z.string().max(320).transform((s, c) => {
  const e = normalizeEmail(s);
  if (!isValidEmail(e)) {
    c.addIssue({ code: "custom", message: "is not an email address" });
    return z.NEVER;
  }
  return e;
});

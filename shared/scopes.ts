/** The seven scopes of spec 5.2, in the order the spec lists them. */
export const SCOPES = [
  "campaigns:read",
  "creators:read",
  "plan:read",
  "campaigns:write",
  "creators:manage",
  "brand:write",
  "team:manage",
] as const;
export type Scope = (typeof SCOPES)[number];

/** Reading is on by default; acting and team viewing are off by default (spec 5.2, 5.3). */
export const READ_SCOPES: readonly Scope[] = ["campaigns:read", "creators:read", "plan:read"];

/** Which of `required` the token lacks (empty when every one is granted). */
export function missingScopes(granted: readonly string[], required: readonly Scope[]): Scope[] {
  return required.filter((s) => !granted.includes(s));
}

export const EXPIRY_CHOICES = ["30d", "90d", "1y", "never"] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

const DAY_MS = 86_400_000;
/** Absolute expiry for a choice made now; `null` means never. */
export function expiryFrom(choice: ExpiryChoice, now = Date.now()): Date | null {
  switch (choice) {
    case "30d":
      return new Date(now + 30 * DAY_MS);
    case "90d":
      return new Date(now + 90 * DAY_MS);
    case "1y":
      return new Date(now + 365 * DAY_MS);
    case "never":
      return null;
  }
}

import process from "node:process";
import { invitesPerMonth } from "./domain.ts";

/** Settings of the club service beyond the common service environment. */
export interface ClubSettings {
  /** Club invites a workspace may send per calendar month. CLUB_INVITES_PER_MONTH, default 20. */
  invitesPerMonth: number;
}

let settings: ClubSettings | undefined;

/** Read once from the environment. */
export function clubSettings(): ClubSettings {
  return settings ??= { invitesPerMonth: invitesPerMonth(process.env.CLUB_INVITES_PER_MONTH) };
}

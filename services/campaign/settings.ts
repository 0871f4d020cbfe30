import process from "node:process";
import type { ServiceEnv } from "../../shared/config.ts";
import { chatAliasDays } from "./events.ts";

/** Settings of the campaign service beyond the common service environment. */
export interface CampaignSettings {
  /** Where a person chooses a plan (`plan_required` answers `dashboardUrl`). DASHBOARD_URL, default `{CONSENT_URL}/dashboard`. */
  dashboardUrl: string;
  /** Days an old chat code keeps working after a brand rename. CHAT_ALIAS_DAYS, default 7. */
  chatAliasDays: number;
}

export function readSettings(env: ServiceEnv): CampaignSettings {
  const dashboard = (process.env.DASHBOARD_URL || `${env.consentUrl.replace(/\/+$/, "")}/dashboard`).replace(
    /\/+$/,
    "",
  );
  return { dashboardUrl: `${dashboard}/plan`, chatAliasDays: chatAliasDays(process.env) };
}

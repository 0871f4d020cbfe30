import { z } from "zod";
import {
  campaignParams,
  CONFIRM,
  CURSOR,
  isoTime,
  LIMIT,
  nextCursor,
  refusedShape,
  replayed,
  ymd,
} from "./common.ts";
import { readTool, writeTool } from "./define.ts";
import { UPLOAD_TRANSPORT_CAP_BYTES } from "./types.ts";

export const CAMPAIGN_STATUS = ["draft", "published", "paused"] as const;
export const ACTIVATION_MODES = ["auto", "manual", "off"] as const;

/** ISO 3166-1 alpha-2: the officially assigned codes (249), so "XX" or "UK" is refused by name. */
export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(
  ("AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
    "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
    "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
    "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
    "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
    "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
    "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW").split(" "),
);

export const COUNTRY_CODE = z
  .string()
  .regex(/^[A-Z]{2}$/, "must be a two-letter country code in capitals, e.g. US")
  .refine((c) => ISO_COUNTRY_CODES.has(c), "is not an ISO 3166-1 alpha-2 country code");

/** A real calendar date written YYYY-MM-DD (2027-02-30 is refused). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1970 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}
const calendarDate = ymd.refine(isCalendarDate, "is not a real calendar date");

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `at most ${max} characters`);
const textList = (max: number, items: number) => z.array(text(max)).max(items, `at most ${items} items`);

/** Spec 2.1: the writable fields of a campaign. */
export const campaignFields = {
  title: text(120),
  overview: text(2000),
  payLine: text(200),
  deliverables: textList(500, 20).min(1, "at least one deliverable"),
  requirements: textList(500, 20),
  marketCountryCodes: z.array(COUNTRY_CODE).max(250, "at most 250 countries"),
  applicationDeadline: calendarDate.nullable(),
};

export const campaignChanges = z
  .strictObject(
    {
      ...Object.fromEntries(Object.entries(campaignFields).map(([k, v]) => [k, v.optional()])),
      activationMode: z.enum(ACTIVATION_MODES).optional(),
    } as
      & {
        [K in keyof typeof campaignFields]: z.ZodOptional<(typeof campaignFields)[K]>;
      }
      & { activationMode: z.ZodOptional<z.ZodEnum<{ auto: "auto"; manual: "manual"; off: "off" }>> },
  )
  .refine((c) => Object.keys(c).length > 0, "changes must name at least one field");

const brief = z.object({
  title: z.string(),
  overview: z.string(),
  payLine: z.string().nullable(),
  deliverables: z.array(z.string()),
  requirements: z.array(z.string()),
  marketCountryCodes: z.array(z.string()),
  applicationDeadline: z.string().nullable(),
});

export const svc_list_campaigns = readTool({
  name: "svc_list_campaigns",
  title: "List campaigns",
  description:
    "The workspace's campaigns, newest first. A live campaign shows status `published`. Filter by status; page with cursor.",
  path: "/v1/campaigns",
  scopes: ["campaigns:read"],
  service: "campaign",
  query: z.strictObject({
    status: z.enum(CAMPAIGN_STATUS).optional(),
    limit: LIMIT.optional(),
    cursor: CURSOR.optional(),
  }),
  response: z.object({
    campaigns: z.array(
      z.object({
        campaignId: z.number().int(),
        brand: z.string(),
        title: z.string(),
        status: z.enum(CAMPAIGN_STATUS),
        signedCreators: z.number().int(),
        applicationDeadline: z.string().nullable(),
      }),
    ),
    nextCursor,
  }),
});

export const svc_get_campaign = readTool({
  name: "svc_get_campaign",
  title: "Get a campaign",
  description:
    "One campaign: the brief creators see, what is missing before it can go live, changes pending the team's review, the contract (name, size, when; never its bytes) and an activation summary.",
  path: "/v1/campaigns/{campaignId}",
  scopes: ["campaigns:read"],
  service: "campaign",
  params: campaignParams,
  response: z.object({
    campaignId: z.number().int(),
    brand: z.string(),
    status: z.enum(CAMPAIGN_STATUS),
    brief,
    activationMode: z.enum(ACTIVATION_MODES),
    missingBeforeLive: z.array(z.string()),
    pendingChanges: z.object({ changes: z.record(z.string(), z.unknown()), submittedAt: isoTime }).nullable(),
    publishRequest: z.object({ requestedAt: isoTime }).nullable(),
    contract: z.object({ fileName: z.string(), bytes: z.number().int(), uploadedAt: isoTime }).nullable(),
    activation: z.object({
      mode: z.enum(ACTIVATION_MODES),
      signedCreators: z.number().int(),
      activating: z.number().int(),
      activated: z.number().int(),
    }),
    joinCode: z.string(),
    chatCode: z.string(),
    /** Chat codes from before a brand rename that still reach this campaign's chat until `validUntil`. */
    previousChatCodes: z.array(z.object({ chatCode: z.string(), validUntil: isoTime })),
    createdAt: isoTime,
    updatedAt: isoTime,
  }),
});

export const svc_get_plan = readTool({
  name: "svc_get_plan",
  title: "Get plan usage",
  description:
    "How many creators the workspace's plan covers and how many are used, for this campaign's workspace. No amounts, no billing links.",
  path: "/v1/campaigns/{campaignId}/plan",
  scopes: ["plan:read"],
  service: "campaign",
  params: campaignParams,
  response: z.object({
    campaignId: z.number().int(),
    status: z.string().describe(
      "active, trialing, past_due, canceled, or none when the workspace has no plan",
    ),
    tier: z.string().nullable(),
    cap: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
    activated: z.number().int(),
    periodEndsAt: z.string().nullable(),
  }),
});

export const svc_create_campaign = writeTool({
  name: "svc_create_campaign",
  title: "Create a draft campaign",
  description:
    `Creates a draft campaign on activation mode manual; a draft reaches nobody. Text (title, overview, payLine, each deliverable and requirement) must not contain links, phone numbers, email addresses or wording addressed to an assistant: such text is refused with rule email_address, phone_number, link_not_allowed or addressed_to_assistant and the field, e.g. deliverables[2]. marketCountryCodes are ISO 3166-1 alpha-2 codes (empty: everywhere); applicationDeadline is YYYY-MM-DD. ${CONFIRM} Not safe to retry with the same key: after an error, check with svc_list_campaigns, then use a new key.`,
  method: "POST",
  path: "/v1/campaigns",
  scopes: ["campaigns:write"],
  service: "campaign",
  body: z.strictObject({
    ...campaignFields,
    payLine: campaignFields.payLine.optional(),
    applicationDeadline: campaignFields.applicationDeadline.optional(),
  }),
  response: z.union([
    z.object({
      status: z.literal("created"),
      campaignId: z.number().int(),
      campaignStatus: z.literal("draft"),
      note: z.string(),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  retrySafe: false,
  rerunAfterError: false,
});

export const svc_update_campaign = writeTool({
  name: "svc_update_campaign",
  title: "Edit a campaign",
  description:
    `Edits a campaign: a draft or paused one changes at once (applied: direct); a live one holds the changes for the team's review (applied: pending_team_review) while creators keep reading the old text. Sending activationMode needs creators:manage as well. Same text rule as create; links are allowed only to hosts the campaign's text already uses. Unknown fields in changes are a 400 naming them. ${CONFIRM}`,
  method: "PATCH",
  path: "/v1/campaigns/{campaignId}",
  scopes: ["campaigns:write"],
  service: "campaign",
  params: campaignParams,
  body: z.strictObject({ changes: campaignChanges }),
  response: z.union([
    z.object({ status: z.literal("saved"), applied: z.enum(["direct", "pending_team_review"]), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  idempotent: true,
});

export const MAX_CONTRACT_BASE64 = 4_300_000;

export const svc_upload_campaign_contract = writeTool({
  name: "svc_upload_campaign_contract",
  title: "Replace a campaign's contract",
  description:
    `Replaces the contract of a draft or paused campaign with a PDF given as standard base64 (no line breaks, no data: prefix, at most 4,300,000 characters). Refused on a live campaign (rule campaign_state), for a file that is not a PDF (not_a_pdf) or too large (too_large). Does not fill the campaign from the contract. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/contract",
  scopes: ["campaigns:write"],
  service: "campaign",
  params: campaignParams,
  body: z.strictObject({
    contractBase64: z.string().min(1, "must not be empty"),
    fileName: z.string().min(1).max(200).optional(),
  }),
  response: z.union([
    z.object({ status: z.literal("uploaded"), campaignId: z.number().int(), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: true,
  idempotent: true,
  maxBodyBytes: UPLOAD_TRANSPORT_CAP_BYTES,
});

export const svc_request_publish = writeTool({
  name: "svc_request_publish",
  title: "Ask the team to publish",
  description:
    `Asks the service's team to put a draft (or paused) campaign live; the team reviews and publishes. Answers requested, already_requested, missing_fields (with missing), plan_required (with dashboardUrl for the person to open) or nothing_to_request. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/publish-request",
  scopes: ["campaigns:write"],
  service: "campaign",
  params: campaignParams,
  response: z.object({
    status: z.enum([
      "requested",
      "already_requested",
      "missing_fields",
      "plan_required",
      "nothing_to_request",
    ]),
    campaignId: z.number().int().optional(),
    missing: z.array(z.string()).optional(),
    dashboardUrl: z.string().optional(),
    message: z.string().optional(),
    ...replayed,
  }),
  destructive: false,
  rerunAfterError: false,
});

export const svc_pause_campaign = writeTool({
  name: "svc_pause_campaign",
  title: "Pause a live campaign",
  description:
    `Pauses a live campaign (status paused); anything else answers not_paused and changes nothing. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/pause",
  scopes: ["campaigns:write"],
  service: "campaign",
  params: campaignParams,
  response: z.object({ status: z.enum(["paused", "not_paused"]), campaignId: z.number().int(), ...replayed }),
  destructive: true,
  idempotent: true,
});

export const svc_apply_managed_program = writeTool({
  name: "svc_apply_managed_program",
  title: "Apply for the managed program",
  description:
    "Applies the workspace to the managed program from this campaign; the team reviews and gets in touch. A workspace applies once: while an application is open or approved another is refused (rule already_applied).",
  method: "POST",
  path: "/v1/campaigns/{campaignId}/managed-program",
  scopes: ["campaigns:write"],
  service: "campaign",
  params: campaignParams,
  response: z.union([
    z.object({ status: z.literal("applied"), campaignId: z.number().int(), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
});

export const DASHBOARD_SECTIONS = ["overview_metrics", "analytics", "campaign_funding"] as const;

export const svc_request_dashboard_section = writeTool({
  name: "svc_request_dashboard_section",
  title: "Ask for a dashboard section",
  description:
    "Records the workspace's wish for a dashboard section (one ask per section per workspace; a repeat answers already_requested and writes nothing).",
  method: "POST",
  path: "/v1/feature-requests",
  scopes: ["campaigns:write"],
  service: "campaign",
  body: z.strictObject({ section: z.enum(DASHBOARD_SECTIONS) }),
  response: z.object({
    status: z.enum(["requested", "already_requested"]),
    section: z.enum(DASHBOARD_SECTIONS),
    message: z.string(),
    ...replayed,
  }),
  destructive: false,
  idempotent: true,
});

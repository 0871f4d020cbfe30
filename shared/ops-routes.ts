import { z } from "zod";
import { emailArgument } from "./email.ts";
import {
  CLUB_COUNTRIES,
  CLUB_ENGAGEMENT,
  CLUB_EXPERIENCE,
  CLUB_NICHES,
  CLUB_REACH,
} from "./registry/club.ts";
import { campaignParams, intId } from "./registry/common.ts";
import type { ServiceName } from "./registry/types.ts";
import { EXPIRY_CHOICES, SCOPES } from "./scopes.ts";

/**
 * The back office of ../shared/contracts/ops-api.md, declared once: each `/ops/v1` route's method,
 * path, owning service and zod schemas (path, query, body). The gateway routes by this table (after
 * checking the ops token); each service serves exactly its rows (`opsRoutes` from `opsHandlers`, typed
 * from these schemas; checked at start, shared/service-kit/ops.ts).
 */
export interface OpsRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Express-style path. */
  path: string;
  service: ServiceName;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

const text = (max: number) => z.string().max(max);
const trimmed = (max: number) => z.string().trim().min(1).max(max);
const idString = (what: string) =>
  z.string().min(1, `${what} is required`).max(200).regex(
    /^[A-Za-z0-9._:-]+$/,
    `${what} has characters an id never has`,
  );

export const PLAN_STATUSES = ["active", "trialing", "past_due", "canceled"] as const;

/** A plan as the ops API and oauth's workspace creation send it; only `status` is required (cap and used default to 0). */
export const planSchema = z.strictObject({
  status: z.enum(PLAN_STATUSES),
  tier: z.string().trim().min(1).max(60).nullable().optional(),
  cap: z.number().int().min(0).max(1_000_000).optional(),
  used: z.number().int().min(0).max(1_000_000).optional(),
  periodEndsAt: z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO 8601 time")
    .nullable()
    .optional(),
});

/** The plan a new workspace may start with (oauth hands it to the campaign service as it is). */
const workspacePlan = z
  .strictObject({
    status: z.string().min(1).max(40),
    tier: z.string().min(1).max(40).optional(),
    cap: z.number().int().min(0).max(1_000_000),
    used: z.number().int().min(0).max(1_000_000).default(0),
    periodEndsAt: z.string().datetime({ offset: true }).optional(),
  })
  .nullable();

/** Seed body: the ops contract's fields, plus `chatHandle` (optional; the creator's handle in the campaign chat). */
const seedCreatorBody = z.strictObject({
  name: z.string().trim().min(1, "is required").max(200),
  status: z.enum(["applicant", "signed", "activating", "activated"]),
  photoapp: text(100).nullable().optional(),
  videoapp: text(100).nullable().optional(),
  portfolioUrl: text(500).nullable().optional(),
  followers: z.number().int().min(0).nullable().optional(),
  tier: text(50).nullable().optional(),
  badges: z.array(text(50)).max(20).optional(),
  bio: text(5000).nullable().optional(),
  chatHandle: text(100).nullable().optional(),
  private: z
    .strictObject({
      email: text(320).nullable().optional(),
      phone: text(50).nullable().optional(),
      birthday: text(50).nullable().optional(),
      legalName: text(200).nullable().optional(),
    })
    .optional(),
  reachable: z.boolean().optional(),
  invitedFromClub: intId("invitedFromClub").nullable().optional(),
});

const clubCreatorBody = z.strictObject({
  displayName: z.string().trim().min(1, "is required").max(200),
  country: z.enum(CLUB_COUNTRIES),
  niches: z
    .array(z.enum(CLUB_NICHES))
    .min(1, "at least one niche")
    .max(CLUB_NICHES.length)
    .refine((a) => new Set(a).size === a.length, "niches repeat"),
  platforms: z.strictObject({ videoapp: z.boolean(), photoapp: z.boolean() }),
  reach: z.enum(CLUB_REACH),
  engagement: z.enum(CLUB_ENGAGEMENT),
  experience: z.enum(CLUB_EXPERIENCE),
});

const r = <R extends OpsRoute>(route: R): R => route;

/** Every ops route by name, in the order the gateway matches them. */
export const OPS = {
  create_workspace: r({
    method: "POST",
    path: "/ops/v1/workspaces",
    service: "oauth",
    body: z.strictObject({
      brand: z.string().trim().min(1).max(120),
      memberEmail: z.email().max(320),
      plan: workspacePlan.optional(),
    }),
  }),
  add_team_member: r({
    method: "POST",
    path: "/ops/v1/workspaces/:workspaceId/members",
    service: "brand-team",
    body: z.strictObject({ email: emailArgument }),
  }),
  create_setup_code: r({
    method: "POST",
    path: "/ops/v1/workspaces/:workspaceId/setup-codes",
    service: "oauth",
    body: z.strictObject({
      scopes: z.array(z.enum(SCOPES)).max(SCOPES.length),
      label: z.string().trim().min(1).max(100),
      expiry: z.enum(EXPIRY_CHOICES),
      memberEmail: z.email().max(320).optional(),
    }),
  }),
  /** The plan fields, or `{ "plan": null }` to remove it: the handler tells the two shapes apart. */
  put_plan: r({ method: "PUT", path: "/ops/v1/workspaces/:workspaceId/plan", service: "campaign" }),
  publish_campaign: r({
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/publish",
    service: "campaign",
    params: campaignParams,
  }),
  approve_pending_changes: r({
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/pending-changes/approve",
    service: "campaign",
    params: campaignParams,
  }),
  put_signing: r({
    method: "PUT",
    path: "/ops/v1/campaigns/:campaignId/signing",
    service: "campaign",
    params: campaignParams,
    body: z.strictObject({ required: z.boolean({ error: "is required: true or false" }) }),
  }),
  seed_creator: r({
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/creators",
    service: "creator",
    params: campaignParams,
    body: seedCreatorBody,
  }),
  expire_activation: r({
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/creators/:memberId/expire-activation",
    service: "creator",
    params: z.strictObject({ campaignId: intId("campaignId"), memberId: intId("memberId") }),
  }),
  add_club_creator: r({
    method: "POST",
    path: "/ops/v1/club/creators",
    service: "club",
    body: clubCreatorBody,
  }),
  add_program_proof: r({
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/program/proofs",
    service: "activation-program",
    params: campaignParams,
    body: z.strictObject({
      creatorId: idString("creatorId"),
      /** Not in the contract's table: an optional caption the creator wrote (shown wrapped untrusted). */
      caption: z.string().max(2000).optional(),
    }),
  }),
  add_program_post: r({
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/program/posts",
    service: "activation-program",
    params: campaignParams,
    body: z.strictObject({
      creatorId: idString("creatorId"),
      pendingCents: z.number().int().min(0).max(100_000_000),
      paidOut: z.boolean().optional(),
      usedInAd: z.boolean().optional(),
    }),
  }),
  add_partner_campaign: r({
    method: "POST",
    path: "/ops/v1/workspaces/:workspaceId/partner-campaigns",
    service: "activation-program",
    body: z.strictObject({
      partnerCampaignId: idString("partnerCampaignId"),
      name: trimmed(200),
      companyName: trimmed(200),
      programId: trimmed(200),
      programName: trimmed(200),
    }),
  }),
  add_knowledge_source: r({
    method: "POST",
    path: "/ops/v1/campaigns/:campaignId/knowledge-sources",
    service: "activation-program",
    params: campaignParams,
    body: z.strictObject({
      label: trimmed(200),
      kind: trimmed(40),
      link: z.url({ protocol: /^https?$/ }).max(2000).optional(),
    }),
  }),
  /**
   * Not in the ops contract: stands in for the dashboard's flow editor (mark custom steps, publish the
   * draft), so the custom_steps refusal and a published flow can be reached.
   */
  put_activation_flow: r({
    method: "PUT",
    path: "/ops/v1/campaigns/:campaignId/activation-flow",
    service: "activation-program",
    params: campaignParams,
    body: z
      .strictObject({
        customSteps: z.array(trimmed(200)).min(1).max(30).optional(),
        publish: z.boolean().optional(),
      })
      .refine((b) => b.customSteps !== undefined || b.publish !== undefined, {
        message: "send customSteps, publish or both",
      }),
  }),
  list_outbox: r({
    method: "GET",
    path: "/ops/v1/outbox",
    service: "creator",
    query: z.strictObject({
      campaignId: intId("campaignId").optional(),
      memberId: intId("memberId").optional(),
    }),
  }),
} as const;

export type OpsName = keyof typeof OPS;

/** The table as a list (the gateway's configuration and route matching). */
export const OPS_ROUTES: readonly OpsRoute[] = Object.values(OPS);

const compiled = OPS_ROUTES.map((route) => ({
  route,
  regex: new RegExp(`^${route.path.replace(/:(\w+)/g, "([^/]+)")}/?$`),
}));

export function matchOpsRoute(method: string, path: string): OpsRoute | { pathOnly: true } | undefined {
  let known = false;
  for (const c of compiled) {
    if (!c.regex.test(path)) continue;
    known = true;
    if (c.route.method === method.toUpperCase()) return c.route;
  }
  return known ? { pathOnly: true } : undefined;
}

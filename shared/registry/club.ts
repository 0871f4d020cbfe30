import { z } from "zod";
import { campaignParams, CONFIRM, CURSOR, intId, nextCursor, refusedShape, replayed } from "./common.ts";
import { readTool, writeTool } from "./define.ts";

export const CLUB_NICHES = [
  "Career",
  "College",
  "Productivity",
  "Tech / AI",
  "Finance",
  "Lifestyle",
  "Fitness",
  "Beauty",
  "Fashion",
  "Food",
  "Gaming",
  "Education",
  "Business",
  "Travel",
  "Comedy / Entertainment",
  "Parenting / Family",
  "Wellness",
  "Other",
] as const;
export const CLUB_COUNTRIES = ["US", "CA", "GB", "AU", "NZ"] as const;
export const CLUB_REACH = ["nano", "micro", "mid", "macro"] as const;
export const CLUB_EXPERIENCE = ["proven", "established", "member"] as const;
export const CLUB_ENGAGEMENT = ["high", "typical", "low"] as const;
export const CLUB_FIT = ["matched", "possible"] as const;
export const CLUB_PAGE_SIZE = 24;

/** A comma-separated list whose every item is one of `values`. */
function csv<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .min(1)
    .transform((s, ctx) => {
      const items = s.split(",").map((x) => x.trim()).filter((x) => x.length > 0);
      if (items.length === 0) {
        ctx.addIssue({ code: "custom", message: `must name at least one of ${values.join(", ")}` });
        return z.NEVER;
      }
      for (const item of items) {
        if (!(values as readonly string[]).includes(item)) {
          ctx.addIssue({ code: "custom", message: `'${item}' is not one of ${values.join(", ")}` });
          return z.NEVER;
        }
      }
      return items as T[number][];
    });
}

export const CLUB_DISPLAY_NAME = z.string().describe(
  "First name and last initial only, letters only (e.g. 'Maria L.')",
);

export const clubCard = z.object({
  memberId: z.number().int(),
  // Plain string (spec 2.4), safe by construction: letters of the first name, one initial.
  displayName: CLUB_DISPLAY_NAME,
  country: z.enum(CLUB_COUNTRIES),
  niches: z.array(z.enum(CLUB_NICHES)),
  platforms: z.object({ videoapp: z.boolean(), photoapp: z.boolean() }),
  reach: z.enum(CLUB_REACH),
  engagement: z.enum(CLUB_ENGAGEMENT),
  experience: z.enum(CLUB_EXPERIENCE),
  fit: z.enum(CLUB_FIT),
  invite: z.enum(["none", "invited", "applied"]),
});

export const svc_browse_club = readTool({
  name: "svc_browse_club",
  title: "Browse the creator club",
  description:
    `Club creators who fit a live campaign and are not on it yet, best fit first (fit, then experience, engagement, reach), 24 a page (page with after = the previous nextCursor, same filters). Filters narrow; list filters are comma-separated; there is no name search and cards carry no handle, link or contact. A campaign that is not live answers status refused with rule campaign_state. displayName is a first name and last initial only, letters only.`,
  path: "/v1/campaigns/{campaignId}/club",
  scopes: ["creators:read"],
  service: "club",
  params: campaignParams,
  query: z.strictObject({
    niche: csv(CLUB_NICHES).optional(),
    platform: z.enum(["videoapp", "photoapp"]).optional(),
    country: csv(CLUB_COUNTRIES).optional(),
    reach: csv(CLUB_REACH).optional(),
    experience: csv(CLUB_EXPERIENCE).optional(),
    engagement: csv(CLUB_ENGAGEMENT).optional(),
    fit: z.enum(CLUB_FIT).optional(),
    after: CURSOR.optional(),
  }),
  response: z.union([
    z.object({
      campaignId: z.number().int(),
      creators: z.array(clubCard),
      nextCursor,
      invitesLeft: z.number().int(),
    }),
    // The campaign is not live: a result to act on (publish it first), not an error.
    z.object({ ...refusedShape, campaignId: z.number().int() }),
  ]),
});

export const svc_invite_creators = writeTool({
  name: "svc_invite_creators",
  title: "Invite club creators",
  description:
    `Invites 1 to 10 club creators to a live campaign. Each sent invite uses one of the workspace's monthly invites and cannot be taken back; each creator is answered on its own (invited, or refused with a reason). An invited creator who applies is accepted and goes to signing. Not safe to retry with the same key. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/invites",
  scopes: ["creators:manage"],
  service: "club",
  params: campaignParams,
  body: z.strictObject({
    memberIds: z.array(intId("memberIds[]")).min(1, "at least 1 member").max(10, "at most 10 members"),
  }),
  response: z.union([
    z.object({
      invited: z.array(z.object({ memberId: z.number().int(), displayName: CLUB_DISPLAY_NAME })),
      refused: z.array(
        z.object({
          memberId: z.number().int(),
          reason: z.enum(["already_invited", "already_on_campaign", "not_in_club", "no_invites_left"]),
        }),
      ),
      invitesLeft: z.number().int(),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  openWorld: true,
  retrySafe: false,
});

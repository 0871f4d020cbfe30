import { z } from "zod";
import { invalidArgument } from "../../shared/errors.ts";
import {
  CLUB_COUNTRIES,
  CLUB_ENGAGEMENT,
  CLUB_EXPERIENCE,
  CLUB_NICHES,
  CLUB_REACH,
} from "../../shared/registry/club.ts";
import type { ExtraRoute } from "../../shared/service-kit/index.ts";
import { displayNameFrom } from "./domain.ts";
import { ClubStore } from "./store.ts";

/** Back-office routes of the ops contract owned by the club service (shared/ops-routes.ts). */

const opsCreatorBody = z.strictObject({
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

export const opsRoutes: ExtraRoute[] = [
  {
    method: "POST",
    path: "/ops/v1/club/creators",
    body: opsCreatorBody,
    handler: async ({ rt, body }) => {
      const b = body as z.infer<typeof opsCreatorBody>;
      // Only first name + last initial is ever kept: the full name typed here is not stored.
      const displayName = displayNameFrom(b.displayName);
      if (!displayName) throw invalidArgument("displayName", "has no letters");
      const memberId = await new ClubStore(rt.db).addCreator({ ...b, displayName });
      return { memberId };
    },
  },
];

import { invalidArgument } from "../../shared/errors.ts";
import { opsHandlers } from "../../shared/service-kit/index.ts";
import { displayNameFrom } from "./domain.ts";
import { ClubStore } from "./store.ts";

/** Back-office routes of the ops contract owned by the club service (shared/ops-routes.ts). */

export const opsRoutes = opsHandlers("club", {
  add_club_creator: async ({ rt, body: b }) => {
    // Only first name + last initial is ever kept: the full name typed here is not stored.
    const displayName = displayNameFrom(b.displayName);
    if (!displayName) throw invalidArgument("displayName", "has no letters");
    const memberId = await new ClubStore(rt.db).addCreator({ ...b, displayName });
    return { memberId };
  },
});

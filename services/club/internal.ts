import { z } from "zod";
import { notFound } from "../../shared/errors.ts";
import { intId } from "../../shared/registry/common.ts";
import type { ExtraRoute } from "../../shared/service-kit/index.ts";
import { ClubStore } from "./store.ts";

/** Service-to-service routes of docs/INTERNAL.md owned by the club service. */

const inviteParams = z.object({ campaignId: intId("campaignId"), clubMemberId: intId("clubMemberId") });

export const internalRoutes: ExtraRoute[] = [
  {
    method: "GET",
    path: "/internal/campaigns/:campaignId/invites/:clubMemberId",
    handler: async ({ rt, params }) => {
      const p = inviteParams.safeParse(params);
      if (!p.success) throw notFound("invite");
      const store = new ClubStore(rt.db);
      const [inv, creator] = await Promise.all([
        store.invite(p.data.campaignId, p.data.clubMemberId),
        store.creator(p.data.clubMemberId),
      ]);
      return { invited: inv !== null, displayName: creator?.displayName ?? null };
    },
  },
];

import { startService } from "../../shared/service-kit/index.ts";
import { startConsumers, startSweeper } from "./events.ts";
import { internalRoutes } from "./internal.ts";
import { opsRoutes } from "./ops.ts";
import { clubSettings } from "./settings.ts";
import { indexes, PENDING_EVENT_COLLECTIONS } from "./store.ts";
import { clubReads, creatorsOnCampaign } from "./cached-reads.ts";
import { tools } from "./tools.ts";

/** The club service: wiring only (see README.md for what it owns). */
await startService({
  name: "club",
  tools,
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  pendingEvents: PENDING_EVENT_COLLECTIONS,
  onStart: async (rt) => {
    clubReads.start(rt);
    creatorsOnCampaign.start(rt, { owner: false });
    await startConsumers(rt);
    startSweeper(rt, clubSettings().invitesPerMonth);
  },
});

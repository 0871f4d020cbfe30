import { readServiceEnv } from "../../shared/config.ts";
import { startService } from "../../shared/service-kit/index.ts";
import { startConsumers } from "./events.ts";
import { internalRoutes } from "./internal.ts";
import { campaignReads } from "./cached-reads.ts";
import { opsRoutes } from "./ops.ts";
import { readSettings } from "./settings.ts";
import { CampaignStore, indexes, PENDING_EVENT_COLLECTIONS } from "./store.ts";
import { tools } from "./tools/index.ts";

/** The campaign service: wiring only (see README.md for what it owns). */
await startService({
  name: "campaign",
  tools,
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  pendingEvents: PENDING_EVENT_COLLECTIONS,
  onStart: async (rt) => {
    campaignReads.start(rt);
    await startConsumers(rt, readSettings(readServiceEnv()).chatAliasDays);
    // Expired chat-code aliases are ignored on read; sweep them hourly so they do not pile up.
    const sweep = () =>
      void new CampaignStore(rt.db).pruneAliases(new Date()).catch((e) =>
        rt.log("warn", "alias sweep failed", { err: String(e) })
      );
    setInterval(sweep, 3_600_000);
  },
});

import { startService } from "../../shared/service-kit/index.ts";
import { creatorReads } from "./cached-reads.ts";
import { startChatWorker, startNotifier } from "./events.ts";
import { internalRoutes } from "./internal.ts";
import { opsRoutes } from "./ops.ts";
import { indexes, PENDING_EVENT_COLLECTIONS } from "./store.ts";
import { tools } from "./tools.ts";

/** The creator service: wiring only (README.md says what it owns). */
await startService({
  name: "creator",
  tools,
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  pendingEvents: PENDING_EVENT_COLLECTIONS,
  onStart: async (rt) => {
    creatorReads.start(rt);
    await startNotifier(rt);
    await startChatWorker(rt);
  },
});

import { startService } from "../../shared/service-kit/index.ts";
import { partnerIndexes } from "./adapters/partner.ts";
import { programIndexes } from "./adapters/program.ts";
import { PENDING_EVENT_COLLECTIONS } from "./events.ts";
import { internalRoutes } from "./internal.ts";
import { opsRoutes } from "./ops.ts";
import { flowIndexes } from "./store.ts";
import { tools } from "./tools/index.ts";

/** The activation-program service: wiring only (see README.md for what it owns). */
await startService({
  name: "activation-program",
  tools,
  ops: opsRoutes,
  internal: internalRoutes,
  indexes: [...flowIndexes, ...programIndexes, ...partnerIndexes],
  pendingEvents: PENDING_EVENT_COLLECTIONS,
});

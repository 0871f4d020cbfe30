import { startService } from "../../shared/service-kit/index.ts";
import { mountAssets } from "./assets.ts";
import { internalRoutes } from "./internal.ts";
import { opsRoutes } from "./ops.ts";
import { indexes, PENDING_EVENT_COLLECTIONS } from "./store.ts";
import { tools } from "./tools.ts";

/** The brand-team service: wiring only (see README.md for what it owns). */
await startService({
  name: "brand-team",
  tools,
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  pendingEvents: PENDING_EVENT_COLLECTIONS,
  mount: mountAssets,
});

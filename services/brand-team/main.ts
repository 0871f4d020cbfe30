import { startService } from "../../shared/service-kit/index.ts";
import { internalRoutes, mountAssets, opsRoutes, tools } from "./handlers.ts";
import { indexes } from "./store.ts";

/** The brand-team service: wiring only (see README.md for what it owns). */
await startService({
  name: "brand-team",
  tools,
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  mount: mountAssets,
});

import { OPS_ROUTES } from "../ops-routes.ts";
import type { ServiceName } from "../registry/types.ts";
import type { ExtraRoute } from "./pipeline.ts";

/**
 * Like the tools against the registry: the ops routes a service serves must be exactly its rows of
 * shared/ops-routes.ts (the table the gateway routes by). A row without a handler, or a handler for a
 * route that is not in the table (the gateway would never reach it), stops the service at start.
 */
export function assertOpsRoutes(def: { name: ServiceName; ops?: ExtraRoute[] }): void {
  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  const owned = OPS_ROUTES.filter((r) => r.service === def.name).map(key);
  const served = (def.ops ?? []).map(key);
  const missing = owned.filter((k) => !served.includes(k));
  const extra = served.filter((k) => !owned.includes(k));
  if (missing.length || extra.length) {
    throw new Error(
      `${def.name}: ops routes do not match shared/ops-routes.ts (missing: ${
        missing.join(", ") || "-"
      }; not in the table: ${extra.join(", ") || "-"})`,
    );
  }
}

import type { z } from "zod";
import { OPS, OPS_ROUTES, type OpsName, type OpsRoute } from "../ops-routes.ts";
import type { ServiceName } from "../registry/types.ts";
import type { ExtraRoute, RouteContext } from "./pipeline.ts";

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

type Infer<T, Otherwise> = T extends z.ZodType ? z.infer<T> : Otherwise;

/** The context of an ops route's handler, typed from its row's schemas. */
export type OpsContext<R> = RouteContext<
  R extends { params: infer P } ? Infer<P, Record<string, string>> : Record<string, string>,
  R extends { query: infer Q } ? Infer<Q, unknown> : unknown,
  R extends { body: infer B } ? Infer<B, unknown> : unknown
>;

type OpsOf<S extends ServiceName> = {
  [K in OpsName as (typeof OPS)[K]["service"] extends S ? K : never]: (typeof OPS)[K];
};

/**
 * A service's ops routes: one handler per row of shared/ops-routes.ts it owns, by name, each typed
 * from the row's schemas (a missing one does not type-check; the start-up check says so too).
 */
export function opsHandlers<S extends ServiceName>(
  _service: S,
  handlers: { [K in keyof OpsOf<S>]: (ctx: OpsContext<OpsOf<S>[K]>) => Promise<unknown> },
): ExtraRoute[] {
  return Object.entries(handlers as Record<string, ExtraRoute["handler"]>).map(([name, handler]) => {
    const row: OpsRoute = OPS[name as OpsName];
    return {
      method: row.method,
      path: row.path,
      params: row.params,
      query: row.query,
      body: row.body,
      handler,
    };
  });
}

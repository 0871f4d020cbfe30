import type { ServiceName } from "./registry/types.ts";

/**
 * The back office of ../shared/contracts/ops-api.md: which service owns each `/ops/v1` route. The
 * gateway routes by this table (after checking the ops token); each service implements its rows as
 * `ops` routes of its ServiceDefinition with exactly these paths.
 */
export interface OpsRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Express-style path. */
  path: string;
  service: ServiceName;
}

export const OPS_ROUTES: readonly OpsRoute[] = [
  { method: "POST", path: "/ops/v1/workspaces", service: "oauth" },
  { method: "POST", path: "/ops/v1/workspaces/:workspaceId/members", service: "brand-team" },
  { method: "POST", path: "/ops/v1/workspaces/:workspaceId/setup-codes", service: "oauth" },
  { method: "PUT", path: "/ops/v1/workspaces/:workspaceId/plan", service: "campaign" },
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/publish", service: "campaign" },
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/pending-changes/approve", service: "campaign" },
  { method: "PUT", path: "/ops/v1/campaigns/:campaignId/signing", service: "campaign" },
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/creators", service: "creator" },
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/creators/:memberId/expire-activation", service: "creator" },
  { method: "POST", path: "/ops/v1/club/creators", service: "club" },
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/program/proofs", service: "activation-program" },
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/program/posts", service: "activation-program" },
  { method: "POST", path: "/ops/v1/workspaces/:workspaceId/partner-campaigns", service: "activation-program" },
  { method: "POST", path: "/ops/v1/campaigns/:campaignId/knowledge-sources", service: "activation-program" },
  // Not in the ops contract: stands in for the dashboard's flow editor (mark custom steps, publish the
  // draft), so the custom_steps refusal and a published flow can be reached.
  { method: "PUT", path: "/ops/v1/campaigns/:campaignId/activation-flow", service: "activation-program" },
  { method: "GET", path: "/ops/v1/outbox", service: "creator" },
];

const compiled = OPS_ROUTES.map((r) => ({
  route: r,
  regex: new RegExp(`^${r.path.replace(/:(\w+)/g, "([^/]+)")}/?$`),
}));

export function matchOpsRoute(method: string, path: string): OpsRoute | { pathOnly: true } | undefined {
  let known = false;
  for (const c of compiled) {
    if (!c.regex.test(path)) continue;
    known = true;
    if (c.route.method === method.toUpperCase()) return c.route;
  }
  return known ? { pathOnly: true } : undefined;
}

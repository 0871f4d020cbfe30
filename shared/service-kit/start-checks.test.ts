import { describe, expect, it } from "vitest";
import { OPS_ROUTES } from "../ops-routes.ts";
import { toolsOf } from "../registry/index.ts";
import { assertHandlers } from "./app.ts";
import { assertOpsRoutes } from "./ops.ts";
import type { ExtraRoute } from "./pipeline.ts";

/** A service whose tables do not match the registry or the ops table refuses to start. */

const handler = () => Promise.resolve({});
const opsOf = (service: string): ExtraRoute[] =>
  OPS_ROUTES.filter((r) => r.service === service).map((r) => ({ method: r.method, path: r.path, handler }));

describe("start-up checks", () => {
  it("tools: every owned registry tool needs a handler, and no handler for another's tool", () => {
    const all = Object.fromEntries(toolsOf("club").map((t) => [t.name, handler]));
    expect(() => assertHandlers({ name: "club", tools: all })).not.toThrow();
    const { svc_browse_club: _, ...missing } = all;
    expect(() => assertHandlers({ name: "club", tools: missing })).toThrow(/missing: svc_browse_club/);
    expect(() => assertHandlers({ name: "club", tools: { ...all, svc_get_campaign: handler } })).toThrow(
      /not owned: svc_get_campaign/,
    );
  });

  it("ops: exactly the service's rows of shared/ops-routes.ts", () => {
    expect(() => assertOpsRoutes({ name: "campaign", ops: opsOf("campaign") })).not.toThrow();
    expect(() => assertOpsRoutes({ name: "campaign", ops: opsOf("campaign").slice(1) })).toThrow(/missing: /);
    const stray: ExtraRoute = { method: "POST", path: "/ops/v1/campaigns/:campaignId/nothing", handler };
    expect(() => assertOpsRoutes({ name: "campaign", ops: [...opsOf("campaign"), stray] })).toThrow(
      /not in the table: POST \/ops\/v1\/campaigns\/:campaignId\/nothing/,
    );
    expect(() => assertOpsRoutes({ name: "club", ops: [] })).toThrow(
      /missing: POST \/ops\/v1\/club\/creators/,
    );
  });
});

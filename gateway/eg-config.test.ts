import { describe, expect, it } from "vitest";
import { OPS_ROUTES } from "../shared/ops-routes.ts";
import { expressPath, TOOLS } from "../shared/registry/index.ts";
import { buildGatewayConfig } from "./eg-config.ts";

const urls = Object.fromEntries(
  ["oauth", "campaign", "creator", "activation-program", "club", "brand-team", "mcp"].map((
    s,
    i,
  ) => [s, `http://127.0.0.1:${9000 + i}`]),
);

describe("express-gateway config derived from the registry", () => {
  it("routes every tool and ops route to its owner, guard first, then the proxy", () => {
    const cfg = buildGatewayConfig({ port: 8080, serviceUrls: urls, upstreamTimeoutMs: 1000 });
    for (const tool of TOOLS) {
      const eps = cfg.apiEndpoints[tool.service];
      expect(
        eps.some((e) => e.paths.includes(expressPath(tool)) && e.methods?.includes(tool.method)),
        tool.name,
      ).toBe(true);
    }
    for (const r of OPS_ROUTES) {
      expect(cfg.apiEndpoints[r.service].some((e) => e.paths.includes(r.path))).toBe(true);
    }
    const pipe = cfg.pipelines.campaign as { policies: Record<string, unknown>[] };
    expect(Object.keys(pipe.policies[0])[0]).toBe("ccw-guard");
    expect(Object.keys(pipe.policies[1])[0]).toBe("proxy");
    // The catch-all is last, so it only sees what nothing else matched.
    expect(Object.keys(cfg.apiEndpoints).at(-1)).toBe("fallback");
  });

  it("exposes no route of a service that is not running", () => {
    const { club: _club, ...rest } = urls;
    const cfg = buildGatewayConfig({ port: 8080, serviceUrls: rest, upstreamTimeoutMs: 1000 });
    expect(cfg.apiEndpoints.club).toBeUndefined();
    expect(cfg.pipelines.club).toBeUndefined();
  });

  it("spreads a service with replicas over all of them, round-robin", () => {
    const cfg = buildGatewayConfig({
      port: 8080,
      serviceUrls: { ...urls, campaign: ["http://127.0.0.1:9101", "http://127.0.0.1:9102"] },
      upstreamTimeoutMs: 1000,
    });
    expect(cfg.serviceEndpoints.campaign).toEqual({
      urls: ["http://127.0.0.1:9101", "http://127.0.0.1:9102"],
    });
    expect(cfg.serviceEndpoints.creator).toEqual({ url: urls.creator });
    const proxy =
      (cfg.pipelines.campaign as { policies: Record<string, [{ action: { strategy: string } }]>[] })
        .policies[1].proxy;
    expect(proxy[0].action.strategy).toBe("round-robin");
  });
});

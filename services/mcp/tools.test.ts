import { describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../../shared/registry/index.ts";
import { READ_SCOPES, SCOPES } from "../../shared/scopes.ts";
import { argumentSchema, inputSchemaOf, mcpToolDef, outputSchemaOf, restRequest, toolsFor } from "./tools.ts";

describe("MCP tools from the registry", () => {
  it("every scope: all MCP tools in registry order, svc_whoami first, no setup exchange", () => {
    const names = toolsFor(SCOPES).map((t) => t.name);
    expect(names).toEqual(MCP_TOOLS.map((t) => t.name));
    expect(names[0]).toBe("svc_whoami");
    expect(names).not.toContain("svc_setup_exchange");
  });

  it("read scopes: only tools whose every scope is granted", () => {
    const tools = toolsFor(READ_SCOPES);
    for (const t of tools) expect(t.annotations.readOnlyHint).toBe(true);
    expect(tools.map((t) => t.name)).toContain("svc_list_campaigns");
    expect(tools.map((t) => t.name)).not.toContain("svc_list_team");
    expect(toolsFor([]).map((t) => t.name)).toEqual(MCP_TOOLS.filter((t) => t.scopes.length === 0).map((t) => t.name));
  });

  it("input schemas are objects; writes require a described idempotencyKey; path params are required", () => {
    for (const def of MCP_TOOLS) {
      const s = inputSchemaOf(def) as any;
      expect(s.type).toBe("object");
      expect(s.$schema).toBeUndefined();
      if (def.kind === "write") {
        expect(s.required).toContain("idempotencyKey");
        expect(s.properties.idempotencyKey.description).toMatch(/fresh key/);
      }
      for (const p of Object.keys(def.params.shape)) expect(s.required).toContain(p);
    }
  });

  it("output schemas are objects (unions wrapped), without additionalProperties:false", () => {
    for (const def of MCP_TOOLS) {
      const s = outputSchemaOf(def) as any;
      if (!s) continue;
      expect(s.type).toBe("object");
      expect(JSON.stringify(s)).not.toContain('"additionalProperties":false');
    }
    const update = outputSchemaOf(mcpToolDef("svc_update_campaign")!) as any;
    expect(update.anyOf.length).toBeGreaterThan(1);
  });

  it("builds the REST request: path params substituted, query for reads, body for writes", () => {
    expect(restRequest(mcpToolDef("svc_get_campaign")!, { campaignId: 42 })).toEqual({ method: "GET", path: "/v1/campaigns/42" });
    expect(restRequest(mcpToolDef("svc_list_campaigns")!, { status: "draft", limit: 5 })).toEqual({ method: "GET", path: "/v1/campaigns?status=draft&limit=5" });
    expect(restRequest(mcpToolDef("svc_update_campaign")!, { campaignId: 7, idempotencyKey: "abcdefgh", changes: { title: "T" } })).toEqual({
      method: "PATCH",
      path: "/v1/campaigns/7",
      body: { idempotencyKey: "abcdefgh", changes: { title: "T" } },
    });
    expect(restRequest(mcpToolDef("svc_get_campaign")!, { campaignId: "../x" }).path).toBe("/v1/campaigns/..%2Fx");
  });

  it("the merged argument schema accepts what REST accepts", () => {
    const s = argumentSchema(mcpToolDef("svc_create_campaign")!);
    expect(s.safeParse({ idempotencyKey: "key-123456", title: "t", overview: "o", deliverables: ["d"], requirements: [], marketCountryCodes: [] }).success).toBe(true);
    expect(s.safeParse({ title: "t" }).success).toBe(false);
  });
});

describe("arguments a tool does not take", () => {
  it("names an unknown argument, __proto__ included, as REST would", async () => {
    const { unknownArgument } = await import("./tools.ts");
    const { getTool } = await import("../../shared/registry/index.ts");
    const pause = getTool("svc_pause_campaign")!;
    const raw = JSON.parse('{"campaignId":1,"idempotencyKey":"k-12345678","__proto__":"x"}');
    expect(unknownArgument(pause, Object.keys(raw))).toBe("__proto__");
    expect(unknownArgument(pause, ["campaignId", "idempotencyKey"])).toBeUndefined();
    expect(unknownArgument(getTool("svc_list_campaigns")!, ["status", "idempotencyKey"])).toBe("idempotencyKey");
  });

  it("refuses a read whose query cannot fit in a URL, naming the longest argument", async () => {
    const { restRequest, MAX_URL_LENGTH } = await import("./tools.ts");
    const { getTool } = await import("../../shared/registry/index.ts");
    const r = restRequest(getTool("svc_list_campaigns")!, { status: "y".repeat(MAX_URL_LENGTH), limit: 5 });
    expect(r.error?.error).toMatchObject({ code: "invalid_request", argument: "status" });
    expect(restRequest(getTool("svc_list_campaigns")!, { status: "draft" }).error).toBeUndefined();
  });
});

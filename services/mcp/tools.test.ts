import { describe, expect, it } from "vitest";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
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
    expect(toolsFor([]).map((t) => t.name)).toEqual(
      MCP_TOOLS.filter((t) => t.scopes.length === 0).map((t) => t.name),
    );
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

  it("output schemas: one object at the top (no anyOf/oneOf/allOf), no additionalProperties:false, no empty {} anywhere", () => {
    /** Every sub-schema of a JSON Schema, with where it is. */
    const walk = (node: unknown, where: string, visit: (s: any, where: string) => void): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`, visit));
      if (node === null || typeof node !== "object") return;
      visit(node, where);
      for (const [k, v] of Object.entries(node)) {
        if (k === "enum" || k === "const" || k === "required" || k === "default" || k === "examples") {
          continue;
        }
        if (k === "properties" || k === "$defs" || k === "patternProperties") {
          for (const [n, s] of Object.entries(v as object)) walk(s, `${where}.${k}.${n}`, visit);
        } else walk(v, `${where}.${k}`, visit);
      }
    };
    for (const def of MCP_TOOLS) {
      const s = outputSchemaOf(def) as any;
      expect(s, `${def.name} has an output schema`).toBeDefined();
      expect(s.type, def.name).toBe("object");
      for (const k of ["anyOf", "oneOf", "allOf"]) {
        expect(s[k], `${def.name}: top-level ${k}`).toBeUndefined();
      }
      walk(s, def.name, (node, where) => {
        expect(Object.keys(node).length, `${where} is an empty {} schema`).toBeGreaterThan(0);
        expect(node.additionalProperties, `${where}`).not.toBe(false);
      });
    }
    const update = outputSchemaOf(mcpToolDef("svc_update_campaign")!) as any;
    expect(update.properties.status.enum).toEqual(["saved", "refused", "in_progress"]);
    expect(update.required).toEqual(["status"]);
    expect(update.properties.applied.enum).toEqual(["direct", "pending_team_review"]);
    expect((outputSchemaOf(mcpToolDef("svc_create_campaign")!) as any).properties.status.enum).toEqual([
      "created",
      "refused",
      "in_progress",
      "failed",
    ]);
  });

  it("every answer a write can give (own, replayed, refused, in_progress, failed) validates against its output schema; errors do not", () => {
    const ajv = new AjvJsonSchemaValidator();
    for (const def of MCP_TOOLS.filter((t) => t.kind === "write")) {
      const valid = ajv.getValidator(outputSchemaOf(def) as any);
      const ok = (body: unknown) => valid(body).valid;
      expect(ok({ status: "refused", rule: "link_not_allowed", field: "overview", message: "m" }), def.name)
        .toBe(true);
      expect(ok({ status: "refused", rule: "too_large", message: "m", replayed: true }), def.name).toBe(true);
      expect(ok({ status: "in_progress", message: "m" }), def.name).toBe(true);
      expect(ok({ status: "failed", message: "m" }), def.name).toBe(!def.rerunAfterError);
      expect(ok({ status: "no_such_status" }), def.name).toBe(false);
    }
    // The registry's zod response admits the same answers (REST and MCP return the same JSON).
    const publish = mcpToolDef("svc_request_publish")!;
    expect(publish.response.safeParse({ status: "failed", message: "m" }).success).toBe(true);
    expect(mcpToolDef("svc_pause_campaign")!.response.safeParse({ status: "failed", message: "m" }).success)
      .toBe(false);
    expect(
      mcpToolDef("svc_pause_campaign")!.response.safeParse({ status: "in_progress", message: "m" }).success,
    ).toBe(true);
  });

  it("builds the REST request: path params substituted, query for reads, body for writes", () => {
    expect(restRequest(mcpToolDef("svc_get_campaign")!, { campaignId: 42 })).toEqual({
      method: "GET",
      path: "/v1/campaigns/42",
    });
    expect(restRequest(mcpToolDef("svc_list_campaigns")!, { status: "draft", limit: 5 })).toEqual({
      method: "GET",
      path: "/v1/campaigns?status=draft&limit=5",
    });
    expect(
      restRequest(mcpToolDef("svc_update_campaign")!, {
        campaignId: 7,
        idempotencyKey: "abcdefgh",
        changes: { title: "T" },
      }),
    ).toEqual({
      method: "PATCH",
      path: "/v1/campaigns/7",
      body: { idempotencyKey: "abcdefgh", changes: { title: "T" } },
    });
  });

  it("builds a path only from arguments the params schema accepts: anything else is the 400 naming it", () => {
    const get = mcpToolDef("svc_get_campaign")!;
    const argumentOf = (tool: string, args: Record<string, unknown>) =>
      restRequest(mcpToolDef(tool)!, args).error?.error;
    expect(argumentOf("svc_get_campaign", {})).toMatchObject({
      code: "invalid_request",
      argument: "campaignId",
      message: "campaignId: is required",
    });
    for (
      const bad of [
        "../x",
        "..",
        "%2e%2e",
        "a/b",
        "0x10",
        "1e3",
        "5.0",
        " 5",
        "+5",
        "05",
        "0",
        ["5"],
        null,
        true,
        5.5,
        -1,
      ]
    ) {
      expect(argumentOf("svc_get_campaign", { campaignId: bad }), JSON.stringify(bad)).toMatchObject({
        code: "invalid_request",
        argument: "campaignId",
      });
    }
    expect(restRequest(get, { campaignId: "5" })).toEqual({ method: "GET", path: "/v1/campaigns/5" });
    for (const bad of ["..", ".", "%2e%2e", "a/b", "", "a b"]) {
      expect(
        argumentOf("svc_review_program_proof", {
          campaignId: 1,
          proofId: bad,
          idempotencyKey: "k-12345678",
          decision: "approve",
        }),
        bad,
      )
        .toMatchObject({ code: "invalid_request", argument: "proofId" });
    }
    expect(argumentOf("svc_get_creator", { campaignId: 1 })).toMatchObject({ argument: "memberId" });
    // Query arguments of a read are checked the same way before they go into the query string.
    for (const bad of [["5"], "0x10", "1e3", 0, 101, "05"]) {
      expect(argumentOf("svc_list_campaigns", { limit: bad }), JSON.stringify(bad)).toMatchObject({
        code: "invalid_request",
        argument: "limit",
      });
    }
    expect(argumentOf("svc_list_actions", { campaignId: "0x3f7" })).toMatchObject({ argument: "campaignId" });
  });

  it("the merged argument schema accepts what REST accepts", () => {
    const s = argumentSchema(mcpToolDef("svc_create_campaign")!);
    expect(
      s.safeParse({
        idempotencyKey: "key-123456",
        title: "t",
        overview: "o",
        deliverables: ["d"],
        requirements: [],
        marketCountryCodes: [],
      }).success,
    ).toBe(true);
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
    expect(unknownArgument(getTool("svc_list_campaigns")!, ["status", "idempotencyKey"])).toBe(
      "idempotencyKey",
    );
  });

  it("refuses a read whose query cannot fit in a URL, naming the longest argument", async () => {
    const { restRequest, MAX_URL_LENGTH } = await import("./tools.ts");
    const { getTool } = await import("../../shared/registry/index.ts");
    const r = restRequest(getTool("svc_list_campaigns")!, { status: "y".repeat(MAX_URL_LENGTH), limit: 5 });
    expect(r.error?.error).toMatchObject({ code: "invalid_request", argument: "status" });
    expect(restRequest(getTool("svc_list_campaigns")!, { status: "draft" }).error).toBeUndefined();
  });
});

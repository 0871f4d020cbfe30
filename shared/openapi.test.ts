import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "./openapi.ts";
import { TOOLS } from "./registry/index.ts";

describe("the OpenAPI document stays valid", () => {
  const doc = buildOpenApi("https://api.example.com") as any;
  const ajv = new (Ajv2020 as any)({ strict: false, allErrors: false });

  it("every schema in it compiles as JSON Schema 2020-12 (OpenAPI 3.1's dialect)", () => {
    let compiled = 0;
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        const schemas = [
          ...op.parameters.map((p: any) => p.schema),
          ...(op.requestBody ? [op.requestBody.content["application/json"].schema] : []),
          ...Object.values<any>(op.responses).map((r) => r.content["application/json"].schema),
        ];
        for (const s of schemas) {
          expect(() => ajv.compile(s), `${method} ${path}`).not.toThrow();
          compiled++;
        }
      }
    }
    expect(compiled).toBeGreaterThan(TOOLS.length * 2);
  });

  it("path parameters are the template's, required; ids are integers; answers admit in_progress and refused", () => {
    for (const tool of TOOLS) {
      const op = doc.paths[tool.path][tool.method.toLowerCase()];
      const inPath = op.parameters.filter((p: any) => p.in === "path");
      expect(inPath.map((p: any) => p.name).sort(), tool.name).toEqual(
        [...tool.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(),
      );
      for (const p of inPath) {
        expect(p.required).toBe(true);
        if (p.name === "campaignId" || p.name === "memberId") expect(p.schema.type).toBe("integer");
      }
    }
    const pause = ajv.compile(
      doc.paths["/v1/campaigns/{campaignId}/pause"].post.responses["200"].content["application/json"].schema,
    );
    expect(pause({ status: "paused", campaignId: 1 })).toBe(true);
    expect(pause({ status: "in_progress", message: "m" })).toBe(true);
    expect(pause({ status: "refused", rule: "r", message: "m" })).toBe(true);
    expect(pause({ status: "failed", message: "m" })).toBe(false);
    expect(
      doc.paths["/v1/campaigns"].get.responses.default.content["application/json"].schema.properties.error
        .properties.code.enum,
    ).not.toContain("method_not_allowed");
  });
});

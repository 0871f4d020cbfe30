import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY } from "./registry/common.ts";
import { TOOLS } from "./registry/index.ts";
import { buildOpenApi } from "./openapi.ts";

/** The examples on /docs are valid requests: each passes the tool's own zod schemas. */
describe("OpenAPI examples", () => {
  const doc = buildOpenApi("http://127.0.0.1:8080") as any;
  for (const tool of TOOLS) {
    const op = doc.paths[tool.path][tool.method.toLowerCase()];
    it(`${tool.name}: path parameter examples and the body example pass the tool's schemas`, () => {
      const params = Object.fromEntries(
        op.parameters.filter((p: any) => p.in === "path").map((p: any) => [p.name, p.example]),
      );
      const p = tool.params.safeParse(params);
      expect(p.success, `${JSON.stringify(params)}: ${p.error?.message}`).toBe(true);
      if (tool.kind !== "write") return;
      const example = op.requestBody.content["application/json"].example;
      const { idempotencyKey, ...rest } = example;
      const b = tool.body.safeParse(rest);
      expect(b.success, `${JSON.stringify(rest)}: ${b.error?.message}`).toBe(true);
      if (tool.auth === "token") expect(IDEMPOTENCY_KEY.safeParse(idempotencyKey).success).toBe(true);
    });
  }
});

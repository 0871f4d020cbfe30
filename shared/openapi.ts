import { z } from "zod";
import { TOOLS } from "./registry/index.ts";
import type { ToolDef } from "./registry/types.ts";
import { IDEMPOTENCY_KEY } from "./registry/common.ts";
import { ERROR_STATUS } from "./errors.ts";
import { exampleOf } from "./openapi-examples.ts";

/** The OpenAPI 3.1 document, derived from the registry (served by the gateway at GET /v1/openapi.json). */
function schemaOf(t: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const s = z.toJSONSchema(t, { io, unrepresentable: "any" }) as Record<string, unknown>;
  delete s.$schema;
  return s;
}

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", enum: Object.keys(ERROR_STATUS) },
        message: { type: "string" },
        argument: { type: "string" },
      },
    },
  },
};

/** The tool's description, then what a reader of /docs needs besides: the scopes and the MCP twin. */
function describeTool(tool: ToolDef): string {
  const scopes = tool.auth === "none"
    ? "No token: this call is how a token is obtained."
    : tool.scopes.length
    ? `Scopes: ${tool.scopes.map((s) => `\`${s}\``).join(", ")} (every one required).`
    : "Scopes: none beyond a valid token.";
  const mcp = tool.mcp ? ` MCP tool: \`${tool.name}\` at \`/mcp\`.` : "";
  return `${tool.description}\n\n${scopes}${mcp}`;
}

function operation(tool: ToolDef) {
  const params: unknown[] = [];
  const pathSchema = schemaOf(tool.params, "input") as { properties?: Record<string, unknown> };
  for (const [name, schema] of Object.entries(pathSchema.properties ?? {})) {
    params.push({
      name,
      in: "path",
      required: true,
      schema,
      example: exampleOf(schema as Record<string, unknown>, name),
    });
  }
  const querySchema = schemaOf(tool.query, "input") as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  for (const [name, schema] of Object.entries(querySchema.properties ?? {})) {
    params.push({ name, in: "query", required: querySchema.required?.includes(name) ?? false, schema });
  }
  const op: Record<string, unknown> = {
    operationId: tool.name,
    summary: tool.title,
    description: describeTool(tool),
    tags: [tool.service],
    parameters: params,
    security: tool.auth === "none" ? [] : [{ bearer: tool.scopes }],
    "x-scopes": tool.scopes,
    "x-annotations": tool.annotations,
    "x-retry-safe": tool.retrySafe,
    responses: {
      "200": {
        description: "OK",
        content: { "application/json": { schema: schemaOf(tool.response, "output") } },
      },
      default: { description: "Error", content: { "application/json": { schema: errorSchema } } },
    },
  };
  if (tool.kind === "write") {
    const body = schemaOf(tool.body, "input") as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    if (tool.auth === "token") {
      body.properties = { ...(body.properties ?? {}), idempotencyKey: schemaOf(IDEMPOTENCY_KEY, "input") };
      params.push({
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: schemaOf(IDEMPOTENCY_KEY, "input"),
        description: "May carry the key instead of, or as well as, the body field (same value).",
      });
    }
    // An example body (shown on /docs), with the idempotency key a token-authenticated write needs.
    const example = exampleOf({
      ...body,
      required: [...(body.required ?? []), ...(tool.auth === "token" ? ["idempotencyKey"] : [])],
    });
    op.requestBody = { required: true, content: { "application/json": { schema: body, example } } };
  }
  return op;
}

export function buildOpenApi(baseUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const tool of TOOLS) {
    paths[tool.path] ??= {};
    paths[tool.path][tool.method.toLowerCase()] = operation(tool);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Creator Campaign Workspace API",
      version: "1.0.0",
      description: "REST twin of the MCP tools at /mcp. Every write needs an idempotency key.",
    },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "svc_live_ token" } },
    },
    paths,
  };
}

import { z } from "zod";
import { MCP_TOOLS } from "../../shared/registry/index.ts";
import type { ToolDef } from "../../shared/registry/types.ts";
import { IDEMPOTENCY_KEY } from "../../shared/registry/common.ts";

/**
 * MCP tool descriptions derived from the registry (the only place a tool is described): input schema
 * = params + query + body merged into one object (plus `idempotencyKey` for writes), output schema =
 * the response schema, annotations, title and description as the registry has them.
 */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown> & { type: "object" };
  outputSchema?: Record<string, unknown> & { type: "object" };
  annotations: ToolDef["annotations"] & { title: string };
}

const KEY_DESCRIPTION =
  "Idempotency key (8 to 128 characters from letters, digits, '.', '_', ':', '-'). Use a fresh key for every new action; reuse a key only to retry the same call after a network error or timeout, so the action never runs twice.";

type Json = Record<string, unknown>;

/** Removes `$schema` at the top and `additionalProperties: false` everywhere (answers may grow fields). */
function loosen(node: unknown, top = true): unknown {
  if (Array.isArray(node)) return node.map((n) => loosen(n, false));
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (top && k === "$schema") continue;
    if (k === "additionalProperties" && v === false) continue;
    out[k] = loosen(v, false);
  }
  return out;
}

/** The merged argument schema of a tool (what tools/call's `arguments` must look like). */
export function argumentSchema(tool: ToolDef): z.ZodObject<any> {
  const shape: Record<string, z.ZodType> = { ...tool.params.shape, ...tool.query.shape, ...tool.body.shape };
  if (tool.kind === "write") shape.idempotencyKey = IDEMPOTENCY_KEY.describe(KEY_DESCRIPTION);
  return z.object(shape);
}

export function inputSchemaOf(tool: ToolDef): McpTool["inputSchema"] {
  const js = z.toJSONSchema(argumentSchema(tool), { io: "input", unrepresentable: "any" }) as Json;
  delete js.$schema;
  return { ...js, type: "object" } as McpTool["inputSchema"];
}

/**
 * MCP requires an output schema of type object. A response that is a union of objects (e.g. `saved`
 * or `refused`) becomes `{ type: "object", anyOf: [...] }`; anything that is not an object answer is
 * left without an output schema.
 */
export function outputSchemaOf(tool: ToolDef): McpTool["outputSchema"] | undefined {
  let js: Json;
  try {
    js = loosen(z.toJSONSchema(tool.response, { io: "output", unrepresentable: "any" })) as Json;
  } catch {
    return undefined;
  }
  if (js.type === "object") return js as McpTool["outputSchema"];
  const branches = (js.anyOf ?? js.oneOf) as Json[] | undefined;
  if (Array.isArray(branches) && branches.length > 0 && branches.every((b) => b.type === "object")) {
    const { anyOf: _a, oneOf: _o, ...rest } = js;
    return { ...rest, type: "object", anyOf: branches } as McpTool["outputSchema"];
  }
  return undefined;
}

function describe(tool: ToolDef): McpTool {
  const out: McpTool = {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: inputSchemaOf(tool),
    annotations: { title: tool.title, ...tool.annotations },
  };
  const os = outputSchemaOf(tool);
  if (os) out.outputSchema = os;
  return out;
}

const DESCRIBED: readonly { def: ToolDef; mcp: McpTool }[] = MCP_TOOLS.map((def) => ({ def, mcp: describe(def) }));

/** Tools a token with these scopes may use, in registry order (svc_whoami first). */
export function toolsFor(scopes: readonly string[]): McpTool[] {
  return DESCRIBED.filter(({ def }) => def.scopes.every((s) => scopes.includes(s))).map(({ mcp }) => mcp);
}

export function mcpToolDef(name: string): ToolDef | undefined {
  return DESCRIBED.find(({ def }) => def.name === name)?.def;
}

export interface RestRequest {
  method: string;
  /** Path and query string. */
  path: string;
  body?: Json;
  /** Set when the request cannot be made: the 400 body to answer instead. */
  error?: ReturnType<typeof invalidArgumentBody>;
}

/**
 * Builds the REST request of a tool call: path parameters substituted, the remaining arguments as the
 * query string (reads) or the JSON body (writes). Validation is left to the REST endpoint, so the
 * tool answers exactly what REST answers (an invalid argument is the same 400 invalid_request).
 */
/**
 * The first argument the tool does not take (REST answers such a field 400 naming it), from the raw
 * JSON-RPC arguments: JSON.parse keeps "__proto__" as an own key, where later copies would drop it.
 */
export function unknownArgument(tool: ToolDef, rawKeys: readonly string[]): string | undefined {
  const known = new Set([...Object.keys(tool.params.shape), ...Object.keys(tool.query.shape), ...Object.keys(tool.body.shape)]);
  if (tool.kind === "write") known.add("idempotencyKey");
  return rawKeys.find((k) => !known.has(k));
}

/** Longest path + query the gateway is sent; past it the inner request could not be read (431). */
export const MAX_URL_LENGTH = 8000;

/** A 400 body naming the argument, as REST would answer it. */
export function invalidArgumentBody(argument: string, problem: string) {
  return { error: { code: "invalid_request", message: `${argument}: ${problem}`, argument } };
}

export function restRequest(tool: ToolDef, args: Json | undefined): RestRequest {
  const rest: Json = { ...(args ?? {}) };
  const path = tool.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = rest[name];
    delete rest[name];
    return encodeURIComponent(v === undefined || v === null ? "" : String(v));
  });
  if (tool.kind === "read") {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) {
      if (v === undefined || v === null) continue;
      qs.set(k, Array.isArray(v) ? v.join(",") : String(v));
    }
    const q = qs.toString();
    const full = q ? `${path}?${q}` : path;
    if (full.length > MAX_URL_LENGTH) {
      const longest = [...qs.keys()].sort((a, b) => (qs.get(b)?.length ?? 0) - (qs.get(a)?.length ?? 0))[0] ?? "path";
      return { method: tool.method, path: full, error: invalidArgumentBody(longest, "too long") };
    }
    return { method: tool.method, path: full };
  }
  return { method: tool.method, path, body: rest };
}

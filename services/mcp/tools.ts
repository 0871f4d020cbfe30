import { z } from "zod";
import { MCP_TOOLS } from "../../shared/registry/index.ts";
import type { ToolDef } from "../../shared/registry/types.ts";
import { IDEMPOTENCY_KEY } from "../../shared/registry/common.ts";
import type { ErrorBody } from "../../shared/errors.ts";
import { zodToApiError } from "../../shared/service-kit/validation.ts";

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
export function argumentSchema(tool: ToolDef): z.ZodObject<z.ZodRawShape> {
  const shape: Record<string, z.ZodType> = { ...tool.params.shape, ...tool.query.shape, ...tool.body.shape };
  if (tool.kind === "write") shape.idempotencyKey = IDEMPOTENCY_KEY.describe(KEY_DESCRIPTION);
  return z.object(shape);
}

export function inputSchemaOf(tool: ToolDef): McpTool["inputSchema"] {
  const js = z.toJSONSchema(argumentSchema(tool), { io: "input", unrepresentable: "any" }) as Json;
  delete js.$schema;
  return { ...js, type: "object" } as McpTool["inputSchema"];
}

/** Distinct schemas (by their JSON). */
function distinct(schemas: Json[]): Json[] {
  const seen = new Map<string, Json>();
  for (const s of schemas) seen.set(JSON.stringify(s), s);
  return [...seen.values()];
}

/** One schema for a property that several answers carry: string constants and enums join in one enum. */
function mergeProperty(schemas: Json[]): Json {
  const d = distinct(schemas);
  if (d.length === 1) return d[0];
  const values = (
    s: Json,
  ):
    | unknown[]
    | undefined => (s.const !== undefined ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined);
  if (d.every((s) => s.type === "string" && values(s))) {
    const description = d.map((s) => s.description).find((x) => typeof x === "string");
    return {
      type: "string",
      enum: [...new Set(d.flatMap((s) => values(s)!))],
      ...(description ? { description } : {}),
    };
  }
  return { anyOf: d };
}

/**
 * One object schema for a union of object answers: every property of any answer, optional unless
 * every answer has it; a property the answers type differently is merged (a `status` becomes one
 * enum of every status the tool answers).
 */
export function mergeObjectBranches(branches: Json[]): Json {
  const props = new Map<string, Json[]>();
  const requiredIn = new Map<string, number>();
  for (const b of branches) {
    for (const [k, v] of Object.entries((b.properties ?? {}) as Record<string, Json>)) {
      props.set(k, [...(props.get(k) ?? []), v]);
    }
    for (const r of (b.required ?? []) as string[]) requiredIn.set(r, (requiredIn.get(r) ?? 0) + 1);
  }
  const properties = Object.fromEntries([...props].map(([k, vs]) => [k, mergeProperty(vs)]));
  const required = [...props.keys()].filter((k) => requiredIn.get(k) === branches.length);
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}

/** Any JSON value, said without an empty `{}` schema (some clients refuse those). */
export const ANY_JSON: Json = { type: ["string", "number", "boolean", "object", "array", "null"] };

const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions"]);
const SCHEMA_VALUES = new Set([
  "items",
  "additionalProperties",
  "propertyNames",
  "not",
  "contains",
  "if",
  "then",
  "else",
  "unevaluatedProperties",
  "unevaluatedItems",
]);
const SCHEMA_LISTS = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
/** Keywords that say nothing about the value itself. */
const ANNOTATIONS = new Set([
  "description",
  "title",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
]);

/** Every sub-schema that admits anything unsaid (`{}`, z.unknown(), a record of unknown) says ANY_JSON. */
function noEmptySchemas(schema: unknown): unknown {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const entries = Object.entries(schema as Json);
  if (entries.every(([k]) => ANNOTATIONS.has(k))) return { ...ANY_JSON, ...(schema as Json) };
  const out: Json = {};
  for (const [k, v] of entries) {
    if (SCHEMA_MAPS.has(k) && v && typeof v === "object") {
      out[k] = Object.fromEntries(Object.entries(v as Json).map(([n, s]) => [n, noEmptySchemas(s)]));
    } else if (SCHEMA_VALUES.has(k)) out[k] = Array.isArray(v) ? v.map(noEmptySchemas) : noEmptySchemas(v);
    else if (SCHEMA_LISTS.has(k) && Array.isArray(v)) out[k] = v.map(noEmptySchemas);
    else out[k] = v;
  }
  return out;
}

/**
 * MCP requires an output schema of type object, and clients read it best as one object at the top:
 * a tool whose answers are a union of objects (`saved` | `refused` | `in_progress`...) gets them
 * merged into one object whose properties are optional unless every answer has them, with `status`
 * an enum of every status. No empty `{}` anywhere. A tool without object answers has no output schema.
 */
export function outputSchemaOf(tool: ToolDef): McpTool["outputSchema"] | undefined {
  let js: Json;
  try {
    js = loosen(z.toJSONSchema(tool.response, { io: "output", unrepresentable: "any" })) as Json;
  } catch {
    return undefined;
  }
  const { anyOf, oneOf, ...rest } = js;
  const branches = (anyOf ?? oneOf) as Json[] | undefined;
  if (Array.isArray(branches)) {
    if (branches.length === 0 || !branches.every((b) => b.type === "object")) return undefined;
    js = { ...rest, ...mergeObjectBranches(branches) };
  }
  if (js.type !== "object") return undefined;
  return noEmptySchemas(js) as McpTool["outputSchema"];
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

const DESCRIBED: readonly { def: ToolDef; mcp: McpTool }[] = MCP_TOOLS.map((def) => ({
  def,
  mcp: describe(def),
}));

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
  error?: ErrorBody;
}

/**
 * The first argument the tool does not take (REST answers such a field 400 naming it), from the raw
 * JSON-RPC arguments: JSON.parse keeps "__proto__" as an own key, where later copies would drop it.
 */
export function unknownArgument(tool: ToolDef, rawKeys: readonly string[]): string | undefined {
  const known = new Set([
    ...Object.keys(tool.params.shape),
    ...Object.keys(tool.query.shape),
    ...Object.keys(tool.body.shape),
  ]);
  if (tool.kind === "write") known.add("idempotencyKey");
  return rawKeys.find((k) => !known.has(k));
}

/** Longest path + query the gateway is sent; past it the inner request could not be read (431). */
export const MAX_URL_LENGTH = 8000;

/** A 400 body naming the argument, as REST would answer it. */
export function invalidArgumentBody(argument: string, problem: string): ErrorBody {
  return { error: { code: "invalid_request", message: `${argument}: ${problem}`, argument } };
}

/** The arguments of `names` that were given (undefined left out), for one of the tool's schemas. */
function pick(args: Json, names: string[]): Json {
  return Object.fromEntries(names.filter((n) => args[n] !== undefined).map((n) => [n, args[n]]));
}

/**
 * Builds the REST request of a tool call. The path is built only from arguments the registry's
 * params schema accepts (a missing, `..`, `a/b` or `0x10` path argument is the 400 naming it, as
 * REST answers it, and never reaches another route); a read's query arguments are checked with the
 * registry's query schema the same way before they go into the query string. A write's other
 * arguments are its JSON body, validated by the REST endpoint, so the tool answers exactly what REST
 * answers.
 */
export function restRequest(tool: ToolDef, args: Json | undefined): RestRequest {
  const given: Json = { ...(args ?? {}) };
  const paramNames = Object.keys(tool.params.shape);
  const params = tool.params.safeParse(pick(given, paramNames));
  if (!params.success) {
    return { method: tool.method, path: tool.path, error: zodToApiError(params.error, "path").toBody() };
  }
  const path = tool.path.replace(
    /\{(\w+)\}/g,
    (_m, name: string) => encodeURIComponent(String((params.data as Json)[name])),
  );
  for (const n of paramNames) delete given[n];
  if (tool.kind === "read") {
    const queryNames = Object.keys(tool.query.shape);
    const query = tool.query.safeParse(pick(given, queryNames));
    if (!query.success) {
      return { method: tool.method, path, error: zodToApiError(query.error, "query").toBody() };
    }
    // The arguments as given (each one a string or number the schema accepts), not the parsed values:
    // REST parses them again, defaults included.
    const qs = new URLSearchParams();
    for (const n of queryNames) if (given[n] !== undefined) qs.set(n, String(given[n]));
    const q = qs.toString();
    const full = q ? `${path}?${q}` : path;
    if (full.length > MAX_URL_LENGTH) {
      const longest = [...qs.keys()].sort((a, b) => (qs.get(b)?.length ?? 0) - (qs.get(a)?.length ?? 0))[0] ??
        "path";
      return { method: tool.method, path: full, error: invalidArgumentBody(longest, "too long") };
    }
    return { method: tool.method, path: full };
  }
  return { method: tool.method, path, body: given };
}

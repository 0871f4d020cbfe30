import type { z } from "zod";
import type { Scope } from "../scopes.ts";

/** The processes behind the gateway that own tools (spec notes/ownership.md). */
export const SERVICES = ["oauth", "campaign", "creator", "activation-program", "club", "brand-team"] as const;
export type ServiceName = (typeof SERVICES)[number];

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** MCP tool annotations (MCP spec "ToolAnnotations"). */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** A tool's path, query or body schema: a zod object (the MCP SDK's input shape). */
export type AnyObject = z.ZodObject;

/**
 * One tool, described once. The gateway's route table, every service's request validation, the MCP
 * tool list and the OpenAPI document are all derived from these records; nothing else may restate a
 * tool's path, method, scope or schema.
 */
export interface ToolDef<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends AnyObject = AnyObject,
> {
  name: string;
  title: string;
  /** What an agent needs to know to use the tool well, including any confirmation it must ask. */
  description: string;
  method: HttpMethod;
  /** Path template with `{param}` placeholders, e.g. `/v1/campaigns/{campaignId}`. */
  path: string;
  /** Every scope listed is required. */
  scopes: readonly Scope[];
  /** `none`: no bearer token (the setup exchange). */
  auth: "token" | "none";
  service: ServiceName;
  kind: "read" | "write";
  params: P;
  query: Q;
  /** Body fields besides `idempotencyKey`. */
  body: B;
  response: z.ZodType;
  annotations: ToolAnnotations;
  /** Spec 4.3: is it safe to retry with the same idempotency key after a network error. */
  retrySafe: boolean;
  /** Spec 4.3: after an unexpected server error, does the same key run the action again. */
  rerunAfterError: boolean;
  /** Largest accepted JSON body in bytes (the gateway refuses larger with 413 JSON). */
  maxBodyBytes: number;
  /** Offered as an MCP tool (the setup exchange is REST only). */
  mcp: boolean;
}

export const SMALL_BODY_BYTES = 64 * 1024;

/**
 * Transport cap of the two upload tools (contract, logo). Well above their spec limits (4,300,000 and
 * 2,796,204 base64 characters), so an oversized file is answered as the spec's `refused too_large`
 * and the dashboard's own 4 MB PDFs (5.6 MB as base64) get that refusal, not a 413; only a body
 * beyond this cap is `413 payload_too_large`. The gateway and the services read it per tool
 * (`maxBodyBytes`), the MCP server for its whole request.
 */
export const UPLOAD_TRANSPORT_CAP_BYTES = 16 * 1024 * 1024;

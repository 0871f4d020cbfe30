import { z } from "zod";
import { noBody, noParams, noQuery, readAnnotations, writeAnnotations, writeAnswers } from "./common.ts";
import { SMALL_BODY_BYTES, type ToolDef } from "./types.ts";

type ReadInput = Omit<ToolDef, "kind" | "method" | "params" | "query" | "body" | "annotations" | "retrySafe" | "rerunAfterError" | "maxBodyBytes" | "mcp" | "auth"> & {
  params?: ToolDef["params"];
  query?: ToolDef["query"];
  auth?: ToolDef["auth"];
};

export function readTool(def: ReadInput): ToolDef {
  return {
    ...def,
    kind: "read",
    method: "GET",
    auth: def.auth ?? "token",
    params: def.params ?? noParams,
    query: def.query ?? noQuery,
    body: noBody,
    annotations: readAnnotations,
    retrySafe: true,
    rerunAfterError: true,
    maxBodyBytes: 0,
    mcp: true,
  };
}

type WriteInput = Omit<ToolDef, "kind" | "params" | "query" | "body" | "annotations" | "retrySafe" | "rerunAfterError" | "maxBodyBytes" | "mcp" | "auth"> & {
  params?: ToolDef["params"];
  body?: ToolDef["body"];
  destructive: boolean;
  /** Same arguments twice leave the same state (MCP idempotentHint, not the key-based replay). */
  idempotent?: boolean;
  /** Reaches people or systems outside the workspace (creators, the program platform). */
  openWorld?: boolean;
  retrySafe?: boolean;
  rerunAfterError?: boolean;
  maxBodyBytes?: number;
};

export function writeTool(def: WriteInput): ToolDef {
  const { destructive, idempotent, openWorld, ...rest } = def;
  return {
    ...rest,
    kind: "write",
    auth: "token",
    params: def.params ?? noParams,
    query: noQuery,
    body: def.body ?? noBody,
    // Its own answers plus refused, in_progress and (when it does not re-run) failed: spec 4.3, 7.2.
    response: writeAnswers(def.response, { rerunAfterError: def.rerunAfterError ?? true }),
    annotations: writeAnnotations({ destructive, idempotent, openWorld }),
    retrySafe: def.retrySafe ?? true,
    rerunAfterError: def.rerunAfterError ?? true,
    maxBodyBytes: def.maxBodyBytes ?? SMALL_BODY_BYTES,
    mcp: true,
  };
}

export { z };

import { z } from "zod";
import { noBody, noParams, noQuery, readAnnotations, writeAnnotations, writeAnswers } from "./common.ts";
import { type AnyObject, SMALL_BODY_BYTES, type ToolDef } from "./types.ts";

type ReadInput<P, Q> =
  & Omit<
    ToolDef,
    | "kind"
    | "method"
    | "params"
    | "query"
    | "body"
    | "annotations"
    | "retrySafe"
    | "rerunAfterError"
    | "maxBodyBytes"
    | "mcp"
    | "auth"
  >
  & {
    params?: P;
    query?: Q;
    auth?: ToolDef["auth"];
  };

/** A read tool; its schemas' types are kept, so its handler is typed from them (service-kit/tools.ts). */
export function readTool<P extends AnyObject = typeof noParams, Q extends AnyObject = typeof noQuery>(
  def: ReadInput<P, Q>,
): ToolDef<P, Q, typeof noBody> {
  return {
    ...def,
    kind: "read",
    method: "GET",
    auth: def.auth ?? "token",
    params: def.params ?? (noParams as AnyObject as P),
    query: def.query ?? (noQuery as AnyObject as Q),
    body: noBody,
    annotations: readAnnotations,
    retrySafe: true,
    rerunAfterError: true,
    maxBodyBytes: 0,
    mcp: true,
  };
}

type WriteInput<P, B> =
  & Omit<
    ToolDef,
    | "kind"
    | "params"
    | "query"
    | "body"
    | "annotations"
    | "retrySafe"
    | "rerunAfterError"
    | "maxBodyBytes"
    | "mcp"
    | "auth"
  >
  & {
    params?: P;
    body?: B;
    destructive: boolean;
    /** Same arguments twice leave the same state (MCP idempotentHint, not the key-based replay). */
    idempotent?: boolean;
    /** Reaches people or systems outside the workspace (creators, the program platform). */
    openWorld?: boolean;
    retrySafe?: boolean;
    rerunAfterError?: boolean;
    maxBodyBytes?: number;
  };

/** A write tool; its schemas' types are kept, so its handler is typed from them (service-kit/tools.ts). */
export function writeTool<P extends AnyObject = typeof noParams, B extends AnyObject = typeof noBody>(
  def: WriteInput<P, B>,
): ToolDef<P, typeof noQuery, B> {
  const { destructive, idempotent, openWorld, ...rest } = def;
  return {
    ...rest,
    kind: "write",
    auth: "token",
    params: def.params ?? (noParams as AnyObject as P),
    query: noQuery,
    body: def.body ?? (noBody as AnyObject as B),
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

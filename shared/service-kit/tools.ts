import type { z } from "zod";
import type { ToolDef } from "../registry/types.ts";
import type { ToolContext, ToolHandler } from "./pipeline.ts";

/**
 * Handlers typed from the registry (the way the MCP SDK types `registerTool` callbacks): a tool's
 * context carries `z.infer` of its own path, query and body schemas, so a handler reads
 * `ctx.params.campaignId` as the number the registry parsed, with no cast.
 */
export type ContextOf<T extends ToolDef> = ToolContext<
  z.infer<T["params"]>,
  z.infer<T["query"]>,
  z.infer<T["body"]>
>;

/** A handler of one registry tool. */
export type HandlerOf<T extends ToolDef> = (ctx: ContextOf<T>) => Promise<Record<string, unknown>>;

type ToolsIn<M> = { [K in keyof M as M[K] extends ToolDef ? K : never]: M[K] };

/** One handler per tool of a registry module, each typed from that tool's schemas. */
export type HandlersFor<M> = {
  [K in keyof ToolsIn<M>]: ToolsIn<M>[K] extends ToolDef ? HandlerOf<ToolsIn<M>[K]>
    : never;
};

/**
 * A service's tool table from its registry module (`shared/registry/<service>.ts`): every tool the
 * module declares needs a handler (a missing one does not type-check; the kit checks the names again
 * at start against the service's tools).
 */
export function defineTools<M>(_registry: M, handlers: HandlersFor<M>): Record<string, ToolHandler> {
  return handlers as Record<string, ToolHandler>;
}

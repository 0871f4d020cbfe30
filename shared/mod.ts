/** Public surface of the shared package. Services import from here or from the named modules. */
export * from "./errors.ts";
export * from "./refused.ts";
export * from "./scopes.ts";
export * from "./untrusted.ts";
export * from "./identity.ts";
export * from "./cursor.ts";
export * from "./log.ts";
export * from "./events.ts";
export * from "./ops-routes.ts";
export * from "./campaign-lookup.ts";
export { TOOLS, MCP_TOOLS, getTool, toolsOf, matchRoute, expressPath } from "./registry/index.ts";
export type { ToolDef, ServiceName, HttpMethod } from "./registry/index.ts";

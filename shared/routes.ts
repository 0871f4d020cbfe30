import type { ServiceName } from "./registry/types.ts";

/**
 * Routes the gateway passes through that are not registry tools: OAuth, well-known documents,
 * sign-in/consent/agents pages, the MCP endpoint and public assets. Matched by prefix, in order.
 * `auth: "none"` means the gateway does not check a bearer (the service itself decides).
 */
export interface PassthroughRoute {
  prefix: string;
  service: ServiceName | "mcp";
  auth: "none" | "token";
}

export const PASSTHROUGH_ROUTES: readonly PassthroughRoute[] = [
  { prefix: "/mcp", service: "mcp", auth: "token" },
  { prefix: "/.well-known/", service: "oauth", auth: "none" },
  { prefix: "/oauth/", service: "oauth", auth: "none" },
  { prefix: "/partner/", service: "oauth", auth: "none" },
  { prefix: "/agents", service: "oauth", auth: "none" },
  { prefix: "/assets/logos/", service: "brand-team", auth: "none" },
];

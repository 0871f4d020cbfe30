import { type ServiceName, UPLOAD_TRANSPORT_CAP_BYTES } from "./registry/types.ts";

/** The largest `/mcp` body: an upload tool's at its transport cap plus the JSON-RPC envelope. */
export const MCP_MAX_BODY_BYTES = UPLOAD_TRANSPORT_CAP_BYTES + 64 * 1024;

/**
 * Routes the gateway passes through that are not registry tools: OAuth, well-known documents,
 * sign-in/consent/agents pages, the MCP endpoint and public assets. Matched by prefix, in order.
 * `auth: "none"` means the gateway does not check a bearer (the service itself decides).
 */
export interface PassthroughRoute {
  prefix: string;
  service: ServiceName | "mcp";
  auth: "none" | "token";
  /**
   * A declared body over this is refused by the gateway (413) before anything reaches the service, so
   * the service never answers early with a body left unread on a connection the gateway reuses.
   */
  maxBodyBytes?: number;
}

export const PASSTHROUGH_ROUTES: readonly PassthroughRoute[] = [
  { prefix: "/mcp", service: "mcp", auth: "token", maxBodyBytes: MCP_MAX_BODY_BYTES },
  { prefix: "/.well-known/", service: "oauth", auth: "none" },
  { prefix: "/oauth/", service: "oauth", auth: "none" },
  { prefix: "/partner/", service: "oauth", auth: "none" },
  { prefix: "/agents", service: "oauth", auth: "none" },
  { prefix: "/assets/logos/", service: "brand-team", auth: "none" },
];

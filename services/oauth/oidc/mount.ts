import type express from "express";
import type { Runtime } from "../../../shared/service-kit/index.ts";

/**
 * Mounts the OAuth 2.1 authorization server, the well-known documents and the sign-in, consent and
 * agents pages (issue 9). Until that lands nothing is mounted, so the gateway's passthrough routes to
 * these prefixes answer this service's JSON 404.
 */
export function mountOAuth(_app: express.Express, _rt: Runtime): void {}

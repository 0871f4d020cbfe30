import type { ExtraRoute } from "../../shared/service-kit/index.ts";

/** Service-to-service routes owned by the activation-program service: none (docs/INTERNAL.md). */
export const internalRoutes: ExtraRoute[] = [];

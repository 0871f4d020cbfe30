import process from "node:process";
import { consume } from "../../shared/nats.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { DEFAULT_TOKEN_CACHE_TTL_MS, TokenInvalidator } from "../../shared/token-invalidation.ts";
import { IdentityStore, useInvalidator } from "./store.ts";

/**
 * What the identity service publishes and consumes. Publishes `ccw.token.revoked` (audit, from the
 * store's revoke/orphan through the outbox) and the core-NATS token invalidations (before a revoke or
 * removal is answered); consumes every other service's action history (`ccw.actions.recorded`) and
 * brand renames (the workspace's name).
 */
export async function startEvents(rt: Runtime): Promise<void> {
  const ttl = Number(process.env.TOKEN_CACHE_TTL_MS || DEFAULT_TOKEN_CACHE_TTL_MS);
  useInvalidator(new TokenInvalidator(rt.nc, rt.env.dbPrefix, ttl).start());
  const store = new IdentityStore(rt.db);
  await consume(rt.nc, rt.db, "oauth-actions", ["ccw.actions.recorded"], async (e) => {
    await store.insertActions(e.entries);
  }, rt.log);
  await consume(rt.nc, rt.db, "oauth-brand-renamed", ["ccw.brand.renamed"], async (e) => {
    await store.renameWorkspace(e.workspaceId, e.newName);
  }, rt.log);
}

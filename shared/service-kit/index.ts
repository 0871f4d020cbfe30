/**
 * The service kit, the one import of a service's main.ts and handlers:
 * - runtime.ts: MongoDB, NATS, the outbox, metrics, calls to other services (`Runtime`);
 * - pipeline.ts: a request as named steps (answer → action record → identity → scopes → validation →
 *   idempotency → handler), each tested alone (pipeline.test.ts);
 * - tools.ts: `defineTools`, handlers typed from the registry's zod schemas;
 * - app.ts: the express app (health, metrics, routes) and the start-up check of the tool table;
 * - ops.ts: `opsHandlers` (ops routes typed from shared/ops-routes.ts) and their start-up check;
 * - lifecycle.ts: `startService`, listen, the pending-event sweeper and graceful shutdown;
 * - pending-events.ts: events written inside the changed document, copied to the outbox, swept;
 * - action-recorder.ts: the action history off the request path; internal-client.ts: signed calls.
 */
export type { ActionEntry } from "./action-recorder.ts";
export type { ServiceDefinition } from "./app.ts";
export { startService } from "./lifecycle.ts";
export { type OpsContext, opsHandlers } from "./ops.ts";
export {
  flushAfterWrite,
  flushPending,
  HIDE_PENDING,
  type PendingEvent,
  pendingEvent,
  type PendingRelay,
  withPending,
  type WithPendingEvents,
} from "./pending-events.ts";
export {
  type ExtraRoute,
  parseWith,
  route,
  type RouteContext,
  type ToolContext,
  type ToolHandler,
} from "./pipeline.ts";
export type { Runtime } from "./runtime.ts";
export { type ContextOf, defineTools, type HandlerOf } from "./tools.ts";
export { zodToApiError } from "./validation.ts";

import { ApiError } from "./errors.ts";
import type { PendingEvent } from "./service-kit/pending-events.ts";

/**
 * Versioned read-modify-write, the one way a service changes a document it reads first. The store
 * has no multi-document transactions, so: read the current document, let a pure `decide` answer the
 * next one (or null: no change) and a result, and `write` it only if nobody changed the document
 * since (compare-and-set on its `version`); when another write got there first, read and decide again.
 *
 * - `read` answers the current document (it may throw, e.g. 404 for one the caller may not see);
 * - `decide` may also answer `events`: the change's pending events (service-kit/pending-events.ts),
 *   decided with it from the same read so their ids match the version written;
 * - `write(current, next, events)` writes the change and its events in ONE document write (they are
 *   lost or kept together) and answers false when the version moved (lost the race); the caller
 *   flushes the answered `events` after it;
 * - `first`: a document the caller already read, used for the first attempt;
 * - after `attempts` lost races the caller gets 503 `service_unavailable` ("try again").
 */
export async function versionedUpdate<D, N, R>(opts: {
  read: () => Promise<D>;
  decide: (current: D) => { next: N | null; result: R; events?: PendingEvent[] };
  write: (current: D, next: N, events: PendingEvent[]) => Promise<boolean>;
  first?: D;
  attempts?: number;
  /** Pause before attempt `n` (1-based), to spread a burst of writers; none by default. */
  pauseMs?: (attempt: number) => number;
  /** The 503 message when every attempt lost. */
  busy?: string;
}): Promise<{ result: R; current: D; next: N | null; events: PendingEvent[] }> {
  const attempts = opts.attempts ?? 10;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0 && opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs!(attempt)));
    const current = attempt === 0 && opts.first !== undefined ? opts.first : await opts.read();
    const { next, result, events = [] } = opts.decide(current);
    if (next === null) return { result, current, next: null, events: [] };
    if (await opts.write(current, next, events)) return { result, current, next, events };
  }
  throw new ApiError(
    "service_unavailable",
    opts.busy ?? "The record is being changed by other requests; try again.",
  );
}

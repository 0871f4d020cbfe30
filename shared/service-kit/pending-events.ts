import type { Collection, Db, Document } from "mongodb";
import { type EventPayload, EVENTS, type Subject } from "../events.ts";
import type { Logger } from "../log.ts";
import type { IndexSpec } from "../mongo.ts";
import type { Outbox } from "../nats.ts";
import { outgoingTraceparent } from "../observability/index.ts";

/**
 * Pending events: the one way a service emits an event about data it changes. The store has no
 * multi-document transactions, so an event rides in the `pending` array of the document it is about,
 * in the SAME single-document write as the change (`withPending` in the update, or `pending` in an
 * inserted document). Then:
 * 1. right after the write, `flushAfterWrite` copies the document's pending events into the outbox
 *    (`Outbox.add` with the event's deterministic id, so copying twice makes one record) and pulls them;
 * 2. if the process stops before that, the sweeper (started by the kit for every collection in
 *    `ServiceDefinition.pendingEvents`) finds the document by its `pending.id` index and finishes it.
 * A crash anywhere therefore neither loses an event nor sends it twice. Readers never return `pending`:
 * full-document reads use `HIDE_PENDING` as their projection.
 */

export interface PendingEvent {
  /** The outbox id: deterministic for the effect (the dedup key). */
  id: string;
  subject: Subject;
  payload: unknown;
  /** The trace of the request that made the event, so a copy by the sweeper still carries it. */
  traceparent?: string;
}

/** A document that may carry pending events. */
export interface WithPendingEvents {
  pending?: PendingEvent[];
}

/** The projection of every full-document read of a collection carrying pending events. */
export const HIDE_PENDING = { pending: 0 } as const;

/**
 * An event to write with a change. The payload is checked here, before the write, so a bad payload
 * fails the request instead of sitting in a document where every copy would fail again.
 */
export function pendingEvent<S extends Subject>(
  subject: S,
  payload: EventPayload<S>,
  id: string,
): PendingEvent {
  EVENTS[subject].parse(payload);
  const traceparent = outgoingTraceparent();
  return traceparent ? { id, subject, payload, traceparent } : { id, subject, payload };
}

/** The update fragment adding `events` to the document in the same write (nothing when there are none). */
export function withPending(
  events: readonly PendingEvent[],
): { $push?: { pending: { $each: PendingEvent[] } } } {
  return events.length ? { $push: { pending: { $each: [...events] } } } : {};
}

/** Index making "documents with pending events" cheap to find (the sweeper's query). */
export function pendingIndex(collection: string): IndexSpec {
  return { collection, key: { "pending.id": 1 } };
}

/** Ids are strings, so this range is exactly "has a pending event" and walks the `pending.id` index. */
const HAS_PENDING = { "pending.id": { $gt: "" } };

// Collections of any document shape: only `_id` and `pending` are touched here.
// deno-lint-ignore no-explicit-any
type AnyCollection = Collection<any>;

/** Copies a document's pending events into the outbox in order, then removes exactly those from it. */
export async function flushPending(outbox: Outbox, coll: AnyCollection, _id: unknown): Promise<number> {
  const doc = await coll.findOne({ _id }, { projection: { pending: 1 } }) as WithPendingEvents | null;
  const pending = doc?.pending ?? [];
  if (!pending.length) return 0;
  for (const e of pending) await outbox.add(e.subject, e.payload as never, e.id, e.traceparent);
  await coll.updateOne(
    { _id },
    { $pull: { pending: { id: { $in: pending.map((e) => e.id) } } } } as Document,
  );
  return pending.length;
}

/** What flushing needs of the runtime (the Runtime has both). */
export interface PendingRelay {
  outbox: Outbox;
  log: Logger;
}

/**
 * The flush right after a write. A failure only logs: the events are safe in the document and the
 * sweeper copies them later, so the write's caller still gets its answer.
 */
export async function flushAfterWrite(relay: PendingRelay, coll: AnyCollection, _id: unknown): Promise<void> {
  await flushPending(relay.outbox, coll, _id).catch((e) =>
    relay.log("warn", "pending events left for the sweeper", {
      collection: coll.collectionName,
      id: String(_id),
      err: String(e),
    })
  );
}

/** One pass over the collections: finishes up to `limit` documents each; answers how many events it copied. */
export async function sweepPending(
  outbox: Outbox,
  db: Db,
  collections: readonly string[],
  log: Logger,
  limit = 100,
): Promise<number> {
  let copied = 0;
  for (const name of collections) {
    const coll = db.collection(name);
    const docs = await coll.find(HAS_PENDING, { projection: { _id: 1 } }).limit(limit).toArray();
    for (const d of docs) {
      try {
        copied += await flushPending(outbox, coll, d._id);
      } catch (e) {
        // One document that cannot be copied now does not hold up the others.
        log("warn", "pending sweep of a document failed; will retry", {
          collection: name,
          id: String(d._id),
          err: String(e),
        });
      }
    }
  }
  return copied;
}

/** Every `intervalMs`, finishes copying pending events a stopped process left behind. */
export function startPendingSweeper(
  relay: PendingRelay & { db: Db },
  collections: readonly string[],
  intervalMs = 3000,
): { stop: () => void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = async () => {
    try {
      const copied = await sweepPending(relay.outbox, relay.db, collections, relay.log);
      // Mostly a write whose own flush has not run yet; a stopped process's leftovers show up here too.
      if (copied) relay.log("debug", "sweeper copied pending events", { copied });
    } catch (e) {
      relay.log("warn", "pending sweep failed; will retry", { err: String(e) });
    }
    if (!stopped) timer = setTimeout(loop, intervalMs);
  };
  timer = setTimeout(loop, intervalMs);
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

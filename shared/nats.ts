import { connect, headers, type NatsConnection } from "@nats-io/transport-node";
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  type JetStreamClient,
  jetstreamManager,
} from "@nats-io/jetstream";
import type { Collection, Db } from "mongodb";
import { type EventPayload, EVENTS, STREAM, STREAM_SUBJECTS, type Subject } from "./events.ts";
import type { Logger } from "./log.ts";
import { isDuplicateKey } from "./mongo.ts";
import {
  childContext,
  outgoingTraceparent,
  parseTraceparent,
  processMetrics,
  runWithTrace,
  TRACEPARENT_HEADER,
} from "./observability/index.ts";

/**
 * NATS for side effects. Writes never publish directly: they add an outbox record in their own
 * MongoDB (beside the data they changed), and the relay publishes it to JetStream with the record id as
 * message id. A write that succeeded therefore keeps its side effect while NATS is down, and a
 * re-publish after a crash is dropped by JetStream's duplicate window and by the consumers' own
 * processed-message records.
 */
/**
 * One NATS server may carry several deployments at once (a demo beside test stacks), all on the one
 * stream. Each deployment has a namespace (its DB_PREFIX): every publish carries it in a header and in
 * the message id (so JetStream's duplicate window never drops one deployment's event for another's),
 * durable consumers carry it in their name, and a consumer acks and skips another namespace's events.
 */
export const NAMESPACE_HEADER = "Ccw-Ns";
let namespace = "ccw";
export function setEventNamespace(ns: string): void {
  namespace = ns;
}
const nsToken = () => namespace.replace(/[^A-Za-z0-9_-]/g, "_");

export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return await connect({
    servers: url,
    name,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
}

export async function ensureStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(STREAM);
  } catch {
    try {
      await jsm.streams.add({
        name: STREAM,
        subjects: STREAM_SUBJECTS,
        duplicate_window: 10 * 60 * 1_000_000_000,
      });
    } catch (e) {
      // Another service created it at the same moment.
      await jsm.streams.info(STREAM).catch(() => {
        throw e;
      });
    }
  }
}

interface OutboxRecord {
  _id: string;
  subject: Subject;
  payload: unknown;
  createdAt: Date;
  /**
   * Order of addition in this process (epoch ms with a sub-millisecond counter): records added in the
   * same millisecond (a publish's `published` then `changed`) go out in the order they were added.
   */
  n?: number;
  sentAt: Date | null;
  /** W3C trace context of the request that added it (carried to the consumer as a NATS header). */
  traceparent?: string;
}

let lastOrder = 0;
/** Strictly increasing in this process, close to the epoch time in ms. */
function nextOrder(): number {
  lastOrder = Math.max(lastOrder + 0.001, Date.now());
  return lastOrder;
}

export class Outbox {
  private readonly coll: Collection<OutboxRecord>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private stopped = false;
  private kick = false;

  constructor(db: Db, private readonly js: () => JetStreamClient | undefined, private readonly log: Logger) {
    this.coll = db.collection<OutboxRecord>("outbox");
  }

  static indexes = [
    { collection: "outbox", key: { sentAt: 1, createdAt: 1 } as Record<string, 1 | -1> },
    { collection: "outbox", key: { sentAt: 1, n: 1 } as Record<string, 1 | -1> },
    {
      collection: "outbox",
      key: { sentAt: 1 } as Record<string, 1 | -1>,
      expireAfterSeconds: 7 * 86400,
      partialFilterExpression: { sentAt: { $type: "date" } },
    },
  ];

  /**
   * Records an event to publish. `id` must be deterministic for the effect (it is the dedup key).
   * `traceparent`: the trace the event belongs to, when it is added outside that trace's context (a
   * pending event copied by the sweeper); by default the current one.
   */
  async add<S extends Subject>(
    subject: S,
    payload: EventPayload<S>,
    id: string,
    traceparent: string | undefined = outgoingTraceparent(),
  ): Promise<void> {
    EVENTS[subject].parse(payload);
    try {
      await this.coll.insertOne({
        _id: id,
        subject,
        payload,
        createdAt: new Date(),
        n: nextOrder(),
        sentAt: null,
        ...(traceparent ? { traceparent } : {}),
      });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
    this.poke();
  }

  /** Starts the relay loop. */
  start(intervalMs = 500): void {
    const loop = async () => {
      if (this.stopped) return;
      await this.flush().catch((e) =>
        this.log("warn", "outbox relay failed; will retry", { err: String(e) })
      );
      if (!this.stopped) this.timer = setTimeout(loop, this.kick ? 0 : intervalMs);
      this.kick = false;
    };
    this.timer = setTimeout(loop, 0);
  }

  poke(): void {
    this.kick = true;
    if (!this.running && this.timer) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.start(), 0);
    }
  }

  async flush(): Promise<number> {
    const js = this.js();
    if (!js || this.running) return 0;
    this.running = true;
    const sentIds: string[] = [];
    try {
      const batch = await this.coll.find({ sentAt: null }).sort({ n: 1, createdAt: 1 }).limit(200).toArray();
      for (const rec of batch) {
        const h = headers();
        h.set(NAMESPACE_HEADER, namespace);
        if (rec.traceparent) h.set(TRACEPARENT_HEADER, rec.traceparent);
        await js.publish(rec.subject, JSON.stringify(rec.payload), {
          msgID: `${namespace}:${rec._id}`,
          headers: h,
          timeout: 2000,
        });
        sentIds.push(rec._id);
        processMetrics().outboxPublished.inc({ service: processMetrics().service });
      }
    } finally {
      // One write marks the published prefix of the batch (also when a later publish failed). Should it
      // fail, those records are published again: JetStream drops the repeats by their message ids.
      try {
        if (sentIds.length) {
          await this.coll.updateMany({ _id: { $in: sentIds } }, { $set: { sentAt: new Date() } });
        }
      } finally {
        this.running = false;
      }
    }
    return sentIds.length;
  }

  async backlog(): Promise<number> {
    return await this.coll.countDocuments({ sentAt: null });
  }

  /** Backlog and the oldest unsent record's time, for the outbox lag gauges. */
  async lag(): Promise<{ backlog: number; oldest: Date | null }> {
    const [backlog, oldest] = await Promise.all([
      this.backlog(),
      this.coll.findOne({ sentAt: null }, { sort: { createdAt: 1 }, projection: { createdAt: 1 } }),
    ]);
    return { backlog, oldest: oldest?.createdAt ?? null };
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}

/**
 * Publishes an event straight to JetStream, namespaced like the outbox's. Only for records that live in
 * memory until published (the action history): a change to data always goes through the outbox.
 */
export async function publishDirect<S extends Subject>(
  js: JetStreamClient,
  subject: S,
  payload: EventPayload<S>,
  id: string,
): Promise<void> {
  const h = headers();
  h.set(NAMESPACE_HEADER, namespace);
  const tp = outgoingTraceparent();
  if (tp) h.set(TRACEPARENT_HEADER, tp);
  await js.publish(subject, JSON.stringify(payload), {
    msgID: `${namespace}:${id}`,
    headers: h,
    timeout: 2000,
  });
}

export type EventHandler<S extends Subject> = (
  payload: EventPayload<S>,
  meta: { msgId: string; subject: S },
) => Promise<void>;

/**
 * A durable JetStream consumer whose handler runs at most once per message id: the id is recorded in
 * `processed` (unique) after the handler succeeds; a redelivered id is acked and skipped. Handlers
 * must themselves be idempotent for the window between their effect and that record.
 */
export async function consume<S extends Subject>(
  nc: NatsConnection,
  db: Db,
  durable: string,
  subjects: S[],
  handler: EventHandler<S>,
  log: Logger,
): Promise<{ stop: () => void }> {
  // NATS 2.9 (Debian's) has no multi-subject filter: one durable consumer per subject, per namespace.
  const named = (s: string) => {
    const name = `${durable}-${s.replace(/[.>*]/g, "_")}`;
    return name.includes(`-${nsToken()}`) ? name : `${name}-${nsToken()}`;
  };
  const stops = await Promise.all(subjects.map((s) => consumeOne(nc, db, named(s), s, handler, log)));
  return { stop: () => stops.forEach((x) => x.stop()) };
}

async function consumeOne<S extends Subject>(
  nc: NatsConnection,
  db: Db,
  durable: string,
  subject: S,
  handler: EventHandler<S>,
  log: Logger,
): Promise<{ stop: () => void }> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.consumers.info(STREAM, durable);
  } catch {
    await jsm.consumers.add(STREAM, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      // A new durable starts a minute back, not at the stream's (shared) beginning: this deployment's
      // services subscribe at boot, before anything of theirs is published.
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: new Date(Date.now() - 60_000).toISOString(),
      filter_subject: subject,
      ack_wait: 30 * 1_000_000_000,
      max_deliver: -1,
    }).catch(async (e) => {
      // Two replicas creating the same durable at once: the other one won.
      await jsm.consumers.info(STREAM, durable).catch(() => {
        throw e;
      });
    });
  }
  const processed = db.collection<{ _id: string; at: Date }>("processed_events");
  const js = jetstream(nc);
  let stopped = false;
  const run = async () => {
    while (!stopped) {
      try {
        const consumer = await js.consumers.get(STREAM, durable);
        const messages = await consumer.consume({ max_messages: 100 });
        for await (const m of messages) {
          if (stopped) break;
          if ((m.headers?.get(NAMESPACE_HEADER) || "ccw") !== namespace) {
            m.ack(); // another deployment's event
            continue;
          }
          const msgId = m.headers?.get("Nats-Msg-Id") || `${m.info.stream}:${m.seq}`;
          const key = `${durable}:${msgId}`;
          try {
            if (await processed.findOne({ _id: key })) {
              m.ack();
              continue;
            }
            const payload = EVENTS[subject].parse(m.json()) as EventPayload<S>;
            await runWithTrace(
              childContext(m.headers?.get(TRACEPARENT_HEADER)),
              () => handler(payload, { msgId, subject }),
            );
            processMetrics().eventsConsumed.inc({
              service: processMetrics().service,
              subject,
              outcome: "handled",
            });
            await processed.insertOne({ _id: key, at: new Date() }).catch((e) => {
              if (!isDuplicateKey(e)) throw e;
            });
            m.ack();
          } catch (e) {
            processMetrics().eventsConsumed.inc({
              service: processMetrics().service,
              subject,
              outcome: "failed",
            });
            log("warn", "event handler failed; redelivering", {
              durable,
              subject: m.subject,
              err: String(e),
              traceId: parseTraceparent(m.headers?.get(TRACEPARENT_HEADER))?.traceId,
            });
            m.nak(1000);
          }
        }
      } catch (e) {
        if (stopped || nc.isClosed() || nc.isDraining()) break;
        log("warn", "consumer interrupted; resuming", { durable, err: String(e) });
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  void run();
  return { stop: () => (stopped = true) };
}

export const processedIndexes = [
  {
    collection: "processed_events",
    key: { at: 1 } as Record<string, 1 | -1>,
    expireAfterSeconds: 14 * 86400,
  },
];

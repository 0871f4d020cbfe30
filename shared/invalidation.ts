import { createInbox, type NatsConnection, type Subscription } from "@nats-io/transport-node";
import type { Logger } from "./log.ts";

/**
 * Acknowledged cache invalidation over core NATS (docs/ARCHITECTURE.md, "Token cache" and
 * "Projections"): the owner of some data lets processes that cache it keep answers for at most a TTL,
 * and before it answers a change it tells every holder and waits for each one's acknowledgement — or,
 * when one does not answer in time or NATS cannot carry the message, it waits out the TTL, after which
 * no holder can still have the old answer. Holders announce themselves on a presence subject, cache
 * nothing while their NATS connection is down, and empty their cache when it comes back.
 *
 * Subjects, per deployment namespace `<ns>` and topic (`tokens`; the read caches' in shared/read-cache.ts):
 *   ccwctl.<ns>.<topic>                 { keys }  with a reply subject; holders acknowledge { id }
 *   ccwctl.<ns>.<topic>.holders         { id }    each holder, every PRESENCE_INTERVAL_MS
 *   ccwctl.<ns>.<topic>.holders.ping    ""        the owner at start: holders announce at once
 * Core subjects, not JetStream (outside `ccw.>`): these messages are only useful now.
 */
const token = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, "_");
export const invalidationSubject = (ns: string, topic: string) => `ccwctl.${token(ns)}.${topic}`;
export const presenceSubject = (ns: string, topic: string) => `ccwctl.${token(ns)}.${topic}.holders`;
export const presencePingSubject = (ns: string, topic: string) => `ccwctl.${token(ns)}.${topic}.holders.ping`;

export const PRESENCE_INTERVAL_MS = 2000;
export const PRESENCE_ALIVE_MS = 3 * PRESENCE_INTERVAL_MS;

export interface InvalidationOutcome {
  acks: number;
  /** Holders known to be alive that did not acknowledge in time. */
  missing: number;
  /** How the caller was made safe: every known holder acknowledged, or the cache TTL was waited out. */
  settled: "acknowledged" | "waited_ttl";
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const decode = (data: Uint8Array) => JSON.parse(new TextDecoder().decode(data));

/**
 * The owner's side: knows the live holders and invalidates keys on all of them. Acknowledgements come
 * back on one long-lived reply subscription (`<inbox>.<call>`), so an invalidation is a single publish:
 * no subscribe, ping or unsubscribe per call (they were most of its cost on a write's path).
 */
export class AckedInvalidator {
  private readonly seen = new Map<string, number>();
  private sub: Subscription | undefined;
  private replies: Subscription | undefined;
  private readonly inbox = createInbox();
  private readonly waiting = new Map<string, (holder: string) => void>();
  private calls = 0;
  private readonly startedAt = Date.now();

  constructor(
    private readonly nc: NatsConnection | undefined,
    private readonly namespace: string,
    private readonly topic: string,
    private readonly cacheTtlMs: number,
    private readonly ackTimeoutMs = 1000,
  ) {}

  /** Listens to presence and asks the holders already running to announce themselves now. */
  start(): this {
    if (!this.nc) return this;
    this.sub = this.nc.subscribe(presenceSubject(this.namespace, this.topic), {
      callback: (err, m) => {
        if (err) return;
        try {
          const p = decode(m.data) as { id?: unknown };
          if (typeof p.id === "string") this.seen.set(p.id, Date.now());
        } catch {
          // not ours
        }
      },
    });
    this.listenForAcks(this.nc);
    this.nc.publish(presencePingSubject(this.namespace, this.topic), "");
    return this;
  }

  stop(): void {
    this.sub?.unsubscribe();
    this.replies?.unsubscribe();
    this.replies = undefined;
  }

  private listenForAcks(nc: NatsConnection): void {
    if (this.replies && !this.replies.isClosed()) return;
    const prefix = `${this.inbox}.`;
    this.replies = nc.subscribe(`${prefix}*`, {
      callback: (err, m) => {
        if (err) return;
        try {
          const p = decode(m.data) as { id?: unknown };
          if (typeof p.id !== "string") return;
          this.seen.set(p.id, Date.now());
          this.waiting.get(m.subject.slice(prefix.length))?.(p.id);
        } catch {
          // not ours
        }
      },
    });
  }

  private alive(now = Date.now()): string[] {
    for (const [id, at] of this.seen) if (now - at > PRESENCE_ALIVE_MS) this.seen.delete(id);
    return [...this.seen.keys()];
  }

  async invalidate(keys: readonly string[]): Promise<InvalidationOutcome> {
    const t0 = Date.now();
    if (keys.length === 0) return { acks: 0, missing: 0, settled: "acknowledged", ms: 0 };
    const nc = this.nc;
    const waitTtl = async (acks: number, missing: number): Promise<InvalidationOutcome> => {
      const left = this.cacheTtlMs - (Date.now() - t0);
      if (left > 0) await sleep(left);
      return { acks, missing, settled: "waited_ttl", ms: Date.now() - t0 };
    };
    if (!nc || nc.isClosed() || nc.isDraining()) return await waitTtl(0, this.alive().length);
    // Just started: the holders' answers to the ping may not all be in yet.
    const knowsAll = Date.now() - this.startedAt > this.ackTimeoutMs;
    const expected = new Set(this.alive());
    const acked = new Set<string>();
    const call = (++this.calls).toString(36);
    let done!: () => void;
    const allIn = new Promise<void>((r) => (done = r));
    this.waiting.set(call, (holder) => {
      acked.add(holder);
      if ([...expected].every((id) => acked.has(id))) done();
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      this.listenForAcks(nc);
      nc.publish(invalidationSubject(this.namespace, this.topic), JSON.stringify({ keys }), {
        reply: `${this.inbox}.${call}`,
      });
      if (expected.size === 0) done();
      // A publish that never reaches the server gets no acknowledgement: the timeout below covers it.
      await Promise.race([allIn, new Promise((r) => (timer = setTimeout(r, this.ackTimeoutMs)))]);
    } catch {
      return await waitTtl(acked.size, expected.size);
    } finally {
      clearTimeout(timer);
      this.waiting.delete(call);
    }
    const missing = [...expected].filter((id) => !acked.has(id)).length;
    if (missing > 0 || !knowsAll) return await waitTtl(acked.size, missing);
    return { acks: acked.size, missing: 0, settled: "acknowledged", ms: Date.now() - t0 };
  }
}

/** What a holder's cache must offer. */
export interface InvalidatableCache {
  enabled: boolean;
  invalidate(keys: readonly string[]): unknown;
  clear(): void;
}

/**
 * The holder's side: answers invalidations (acknowledging with this process's id), announces itself,
 * and turns the cache on only while the connection is up and subscribed.
 */
export function attachInvalidation(
  nc: NatsConnection,
  namespace: string,
  topic: string,
  cache: InvalidatableCache,
  log: Logger,
  onChange: (enabled: boolean) => void = () => {},
): { id: string; stop: () => void } {
  const id = `${topic}-${crypto.randomUUID().slice(0, 8)}`;
  const presence = JSON.stringify({ id });
  const announce = () => {
    if (!nc.isClosed()) nc.publish(presenceSubject(namespace, topic), presence);
  };
  const setEnabled = (on: boolean, why: string) => {
    if (cache.enabled === on) return;
    cache.clear();
    cache.enabled = on;
    onChange(on);
    log(on ? "info" : "warn", on ? `${topic} cache on` : `${topic} cache off: every lookup asks the owner`, {
      why,
      holder: id,
    });
  };
  const inv = nc.subscribe(invalidationSubject(namespace, topic), {
    callback: (err, m) => {
      if (err) return;
      try {
        const body = decode(m.data) as { keys?: unknown };
        cache.invalidate(
          Array.isArray(body.keys) ? body.keys.filter((k): k is string => typeof k === "string") : [],
        );
      } catch {
        // A malformed invalidation still empties the cache: never keep an answer we were told about.
        cache.clear();
      }
      if (m.reply) m.respond(presence);
    },
  });
  const ping = nc.subscribe(presencePingSubject(namespace, topic), { callback: () => announce() });
  const timer = setInterval(announce, PRESENCE_INTERVAL_MS);
  (async () => {
    for await (const s of nc.status()) {
      if (s.type === "disconnect" || s.type === "staleConnection" || s.type === "close") {
        setEnabled(false, s.type);
      } else if (s.type === "slowConsumer") cache.clear();
      else if (s.type === "reconnect") {
        announce();
        setEnabled(true, "reconnected");
      }
    }
  })().catch(() => setEnabled(false, "status stream ended"));
  // Subscriptions reach the server with the next flush; only then can invalidations arrive.
  nc.flush().then(() => {
    announce();
    setEnabled(true, "subscribed");
  }, () => setEnabled(false, "flush failed"));
  nc.closed().then(() => setEnabled(false, "closed"));
  return {
    id,
    stop: () => {
      clearInterval(timer);
      inv.unsubscribe();
      ping.unsubscribe();
      cache.enabled = false;
    },
  };
}

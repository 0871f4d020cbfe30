import { createInbox, type NatsConnection, type Subscription } from "@nats-io/transport-node";

/**
 * Token invalidation between oauth and every gateway replica (docs/ARCHITECTURE.md, "Token cache").
 *
 * Gateways cache introspection answers for at most TOKEN_CACHE_TTL_MS. When a token stops working
 * before its expiry (revoked on the agents page, replaced by a re-authorizing client, or its member
 * removed), oauth sends an invalidation on a core NATS subject and, BEFORE it answers the revoke or the
 * removal, waits until every gateway replica it knows of has acknowledged it; when one does not (or NATS
 * is down), it waits out the cache TTL instead, after which no replica can still hold the old answer.
 * Gateways announce themselves on a presence subject; a gateway caches nothing while its NATS connection
 * is down and empties its cache when it comes back. Core subjects, not JetStream: these messages are
 * only useful now. Outside `ccw.>` so the event stream never stores them.
 */
const ns = (namespace: string) => namespace.replace(/[^A-Za-z0-9_-]/g, "_");
export const invalidationSubject = (namespace: string) => `ccwctl.${ns(namespace)}.tokens`;
export const presenceSubject = (namespace: string) => `ccwctl.${ns(namespace)}.gateways`;
export const presencePingSubject = (namespace: string) => `ccwctl.${ns(namespace)}.gateways.ping`;

/** How often a gateway announces itself, and how long oauth counts it as alive after the last time. */
export const PRESENCE_INTERVAL_MS = 2000;
export const PRESENCE_ALIVE_MS = 3 * PRESENCE_INTERVAL_MS;
export const DEFAULT_TOKEN_CACHE_TTL_MS = 2000;

export interface Invalidation {
  /** Token ids (never hashes or raw tokens) whose cached answers must go. */
  tokenIds: string[];
}
export interface PresenceMessage {
  id: string;
}

export interface InvalidationOutcome {
  acks: number;
  /** Replicas known to be alive that did not acknowledge in time. */
  missing: number;
  /** How the caller was made safe: every known replica acknowledged, or the cache TTL was waited out. */
  settled: "acknowledged" | "waited_ttl";
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** oauth's side: knows the live gateway replicas and invalidates tokens on all of them. */
export class TokenInvalidator {
  private readonly seen = new Map<string, number>();
  private sub: Subscription | undefined;
  private readonly startedAt = Date.now();

  constructor(
    private readonly nc: NatsConnection | undefined,
    private readonly namespace: string,
    private readonly cacheTtlMs: number,
    private readonly ackTimeoutMs = 1000,
  ) {}

  /** Listens to presence and asks the replicas already running to announce themselves now. */
  start(): this {
    if (!this.nc) return this;
    this.sub = this.nc.subscribe(presenceSubject(this.namespace), {
      callback: (err, m) => {
        if (err) return;
        try {
          const p = JSON.parse(new TextDecoder().decode(m.data)) as PresenceMessage;
          if (typeof p.id === "string") this.seen.set(p.id, Date.now());
        } catch {
          // not ours
        }
      },
    });
    this.nc.publish(presencePingSubject(this.namespace), "");
    return this;
  }

  stop(): void {
    this.sub?.unsubscribe();
  }

  private alive(now = Date.now()): string[] {
    for (const [id, at] of this.seen) if (now - at > PRESENCE_ALIVE_MS) this.seen.delete(id);
    return [...this.seen.keys()];
  }

  async invalidate(tokenIds: string[]): Promise<InvalidationOutcome> {
    const t0 = Date.now();
    if (tokenIds.length === 0) return { acks: 0, missing: 0, settled: "acknowledged", ms: 0 };
    const nc = this.nc;
    const waitTtl = async (acks: number, missing: number): Promise<InvalidationOutcome> => {
      const left = this.cacheTtlMs - (Date.now() - t0);
      if (left > 0) await sleep(left);
      return { acks, missing, settled: "waited_ttl", ms: Date.now() - t0 };
    };
    if (!nc || nc.isClosed() || nc.isDraining()) return await waitTtl(0, this.alive().length);
    // Just started: the replicas' answers to the ping may not all be in yet.
    const knowsAll = Date.now() - this.startedAt > this.ackTimeoutMs;
    const expected = new Set(this.alive());
    const acked = new Set<string>();
    const inbox = createInbox();
    let done!: () => void;
    const allIn = new Promise<void>((r) => (done = r));
    const sub = nc.subscribe(inbox, {
      callback: (err, m) => {
        if (err) return;
        try {
          const p = JSON.parse(new TextDecoder().decode(m.data)) as PresenceMessage;
          acked.add(p.id);
          this.seen.set(p.id, Date.now());
        } catch {
          return;
        }
        if ([...expected].every((id) => acked.has(id))) done();
      },
    });
    try {
      nc.publish(invalidationSubject(this.namespace), JSON.stringify({ tokenIds } satisfies Invalidation), {
        reply: inbox,
      });
      await nc.flush();
    } catch {
      sub.unsubscribe();
      return await waitTtl(acked.size, expected.size);
    }
    if (expected.size === 0) done();
    await Promise.race([allIn, sleep(this.ackTimeoutMs)]);
    sub.unsubscribe();
    const missing = [...expected].filter((id) => !acked.has(id)).length;
    if (missing > 0 || !knowsAll) return await waitTtl(acked.size, missing);
    return { acks: acked.size, missing: 0, settled: "acknowledged", ms: Date.now() - t0 };
  }
}

import { parse } from "node:url";
import { type ServiceUrls, urlsOf } from "../shared/config.ts";
import type { Logger } from "../shared/log.ts";

/**
 * Replicas that are down get no traffic. express-gateway's round-robin sends every n-th request to
 * each replica whatever its state, so a dead replica would answer 502 for its share until it came
 * back. The gateway probes each replica of a service that has several (`GET /healthz`, every
 * `intervalMs`) and its round-robin skips the ones that failed their last probe (all down: plain
 * round-robin, so the answer is still an honest 502). A replica killed mid-load costs at most one
 * probe interval of 502s, none of them an acknowledged write: a refused connection or a failing
 * status takes it out at once. A probe that only timed out does not: a replica busy enough to answer
 * its health slowly is still serving, and taking it out would pile its share onto the others; it
 * leaves the rotation after `SLOW_PROBES_TO_EJECT` slow probes in a row.
 */
export const SLOW_PROBES_TO_EJECT = 3;
export class ReplicaHealth {
  private readonly down = new Set<string>();
  private readonly slow = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly serviceUrls: ServiceUrls,
    private readonly log: Logger,
    private readonly intervalMs = 500,
  ) {}

  isDown(url: string): boolean {
    return this.down.has(url.replace(/\/$/, ""));
  }

  start(): this {
    if (this.replicated().length === 0) return this;
    this.timer = setInterval(() => void this.probeOnce(), this.intervalMs);
    (this.timer as { unref?: () => void }).unref?.();
    return this;
  }

  private replicated(): (readonly [string, string])[] {
    return Object.keys(this.serviceUrls).flatMap((s) => {
      const urls = urlsOf(this.serviceUrls, s);
      return urls.length > 1 ? urls.map((u) => [s, u] as const) : [];
    });
  }

  /** One probe of every replica (the timer's tick; tests call it directly). */
  async probeOnce(): Promise<void> {
    await Promise.all(
      this.replicated().map(async ([service, url]) => {
        const outcome = await fetch(`${url}/healthz`, {
          signal: AbortSignal.timeout(Math.max(200, this.intervalMs - 50)),
        })
          .then(
            async (r) => (await r.body?.cancel(), r.ok ? "ok" : "failed"),
            (e) => ((e as { name?: string })?.name === "TimeoutError" ? "slow" : "failed"),
          );
        const key = url.replace(/\/$/, "");
        const slowInARow = outcome === "slow" ? (this.slow.get(key) ?? 0) + 1 : 0;
        this.slow.set(key, slowInARow);
        if (outcome === "ok" && this.down.delete(key)) {
          this.log("info", "replica back in rotation", { service, url });
        }
        const out = outcome === "failed" || slowInARow >= SLOW_PROBES_TO_EJECT;
        if (out && !this.down.has(key)) {
          this.down.add(key);
          this.log("warn", "replica out of rotation: its /healthz does not answer", {
            service,
            url,
            outcome,
          });
        }
      }),
    );
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

/** express-gateway's round-robin strategy, skipping replicas that are down (same constructor and method). */
export function healthAwareRoundRobin(health: ReplicaHealth) {
  return class HealthAwareRoundRobin {
    private i = 0;
    constructor(private readonly proxyOptions: { target?: object }, private readonly endpoints: string[]) {}
    nextTarget() {
      let target = this.endpoints[this.i++ % this.endpoints.length];
      for (let tries = 1; tries < this.endpoints.length && health.isDown(target); tries++) {
        target = this.endpoints[this.i++ % this.endpoints.length];
      }
      return Object.assign({}, this.proxyOptions.target, parse(target));
    }
  };
}

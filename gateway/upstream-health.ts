import { parse } from "node:url";
import { type ServiceUrls, urlsOf } from "../shared/config.ts";
import type { Logger } from "../shared/log.ts";

/**
 * Replicas that are down get no traffic. express-gateway's round-robin sends every n-th request to
 * each replica whatever its state, so a dead replica would answer 502 for its share until it came
 * back. The gateway probes each replica of a service that has several (`GET /healthz`, every
 * `intervalMs`) and its round-robin skips the ones that failed their last probe (all down: plain
 * round-robin, so the answer is still an honest 502). A replica killed mid-load costs at most one
 * probe interval of 502s, none of them an acknowledged write.
 */
export class ReplicaHealth {
  private readonly down = new Set<string>();
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
    const replicated = Object.keys(this.serviceUrls).flatMap((s) => {
      const urls = urlsOf(this.serviceUrls, s);
      return urls.length > 1 ? urls.map((u) => [s, u] as const) : [];
    });
    if (replicated.length === 0) return this;
    const probe = async () => {
      await Promise.all(replicated.map(async ([service, url]) => {
        const ok = await fetch(`${url}/healthz`, {
          signal: AbortSignal.timeout(Math.max(200, this.intervalMs - 50)),
        })
          .then(async (r) => (await r.body?.cancel(), r.ok), () => false);
        const key = url.replace(/\/$/, "");
        if (ok && this.down.delete(key)) this.log("info", "replica back in rotation", { service, url });
        if (!ok && !this.down.has(key)) {
          this.down.add(key);
          this.log("warn", "replica out of rotation: its /healthz does not answer", { service, url });
        }
      }));
    };
    this.timer = setInterval(() => void probe(), this.intervalMs);
    (this.timer as { unref?: () => void }).unref?.();
    return this;
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

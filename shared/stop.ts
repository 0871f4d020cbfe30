import process from "node:process";

export interface Stoppable {
  close(): unknown;
  closeIdleConnections?(): void;
  closeAllConnections?(): void;
}

/**
 * Graceful stop on SIGINT/SIGTERM, the one way every process stops (services and the gateway): refuse
 * new connections, let in-flight requests finish (bounded by SHUTDOWN_GRACE_MS, under the launcher's 5 s
 * and Kubernetes' 30 s), then `after` (drain buffers, close NATS and MongoDB) and exit 0.
 */
export function stopGracefully(o: {
  servers: readonly (Stoppable | undefined)[];
  inflight: () => number;
  log?: (graceMs: number) => void;
  before?: () => void;
  after?: () => Promise<void>;
}): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 3000);
    o.log?.(graceMs);
    setTimeout(() => process.exit(0), graceMs + 1500).unref?.();
    o.before?.();
    for (const s of o.servers) {
      s?.close();
      s?.closeIdleConnections?.();
    }
    const deadline = Date.now() + graceMs;
    while (o.inflight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const s of o.servers) s?.closeAllConnections?.();
    await o.after?.().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// Embedded MongoDB-wire-compatible store for development, tests and single-machine demos.
// Works under Node and Deno (only node:net, node:fs, node:path and node:crypto are used).
import { MongoServer } from "./server.ts";
import { Persistence } from "./storage/persistence.ts";
import { Store } from "./storage/store.ts";

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  /** Listen address, default 127.0.0.1. */
  host?: string;
  /** Directory for snapshot + journal; undefined keeps everything in memory. */
  dataDir?: string;
  /** Replica-set name: hello answers as a one-node replica set primary and writes become retryable. */
  replSet?: string;
  /** Interval of the TTL sweep in ms (default 60000, like mongod). */
  ttlSweepMs?: number;
  /** Log sink; default prints only warnings/errors to stderr. */
  log?: (line: string) => void;
  /** "group" (default): concurrent writes share fsyncs. "always": one fsync per write command. */
  fsync?: "always" | "group";
  /** Journal size that triggers a snapshot + journal rotation (default 64 MiB). */
  compactBytes?: number;
}

export interface EmbeddedMongo {
  /** mongodb://HOST:PORT/ (+ ?replicaSet=NAME&directConnection=true with replSet). */
  url: string;
  port: number;
  close(): Promise<void>;
}

function defaultLog(line: string): void {
  if (/^(WARNING|ERROR)/.test(line)) console.error(`[embedded-mongo] ${line}`);
}

export async function startEmbeddedMongo(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const log = opts.log ?? defaultLog;
  const host = opts.host ?? "127.0.0.1";
  const store = new Store();
  const persistence = opts.dataDir
    ? Persistence.open(opts.dataDir, store, {
      fsync: opts.fsync ?? "group",
      compactBytes: opts.compactBytes ?? 64 * 1024 * 1024,
      log,
    })
    : undefined;
  const server = new MongoServer(store, {
    host,
    port: opts.port ?? 0,
    replSet: opts.replSet,
    ttlSweepMs: opts.ttlSweepMs ?? 60_000,
    log,
  });
  let port: number;
  try {
    port = await server.listen();
  } catch (e) {
    await persistence?.close();
    throw e;
  }
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const query = opts.replSet ? `?replicaSet=${encodeURIComponent(opts.replSet)}&directConnection=true` : "";
  let closing: Promise<void> | undefined;
  return {
    url: `mongodb://${urlHost}:${port}/${query}`,
    port,
    close: () => (closing ??= (async () => {
      await server.close();
      await persistence?.close();
    })()),
  };
}

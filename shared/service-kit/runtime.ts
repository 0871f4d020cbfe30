import type { Db, MongoClient } from "mongodb";
import type { NatsConnection } from "@nats-io/transport-node";
import { jetstream, type JetStreamClient } from "@nats-io/jetstream";
import type { ServiceEnv } from "../config.ts";
import { decodeCursor, encodeCursor } from "../cursor.ts";
import { idempotencyDb, idempotencyIndexes } from "../idempotency/index.ts";
import { createLogger, type Logger } from "../log.ts";
import { connectMongo, ensureIndexes, type IndexSpec, serviceDb } from "../mongo.ts";
import {
  connectNats,
  ensureStream,
  Outbox,
  processedIndexes,
  publishDirect,
  setEventNamespace,
} from "../nats.ts";
import { outboxGauges, processMetrics, traced } from "../observability/index.ts";
import type { ServiceName } from "../registry/types.ts";
import type { ActionSink } from "./action-recorder.ts";
import { type CallOptions, callService } from "./internal-client.ts";

/**
 * The runtime of a service process: MongoDB (its own database plus the shared idempotency one), NATS
 * JetStream, the outbox relay, metrics, the signed client for other services and the cursor signer.
 * Built once at start (lifecycle.ts); handlers reach it as `ctx.rt`.
 */
export interface Runtime {
  name: ServiceName;
  env: ServiceEnv;
  mongo: MongoClient;
  db: Db;
  nc: NatsConnection;
  js: JetStreamClient;
  outbox: Outbox;
  log: Logger;
  /** Calls another service's /internal or /ops route with a signed service identity. */
  call: <T = unknown>(
    service: ServiceName,
    method: string,
    path: string,
    body?: unknown,
    opts?: CallOptions,
  ) => Promise<T>;
  cursors: {
    encode: (workspaceId: string, list: string, position: unknown) => string;
    decode: <T>(workspaceId: string, list: string, cursor: string, argument?: string) => T;
  };
}

/** Connects MongoDB and NATS, ensures the indexes and the stream, and makes the outbox (not started). */
export async function createRuntime(
  name: ServiceName,
  env: ServiceEnv,
  indexes: IndexSpec[] = [],
): Promise<Runtime> {
  const log = traced(createLogger(name));
  setEventNamespace(env.dbPrefix);
  const mongo = await connectMongo(env.mongoUrl);
  const db = serviceDb(mongo, env.dbPrefix, name);
  await ensureIndexes(db, [...Outbox.indexes, ...processedIndexes, ...indexes]);
  await ensureIndexes(idempotencyDb(mongo, env.dbPrefix), idempotencyIndexes);
  const nc = await connectNats(env.natsUrl, name);
  await ensureStream(nc);
  const js = jetstream(nc);
  const outbox = new Outbox(db, () => js, log);
  processMetrics().service = name;
  outboxGauges(processMetrics().registry, name, () => outbox.lag());
  return {
    name,
    env,
    mongo,
    db,
    nc,
    js,
    outbox,
    log,
    call: (service, method, path, body, opts) => callService(env, name, service, method, path, body, opts),
    cursors: {
      encode: (ws, list, pos) => encodeCursor(env.internalSecret, ws, list, pos),
      decode: (ws, list, cursor, argument) => decodeCursor(env.internalSecret, ws, list, cursor, argument),
    },
  };
}

/**
 * The default action sink: one JetStream message per batch (oauth inserts it in bulk); while NATS cannot
 * take it, the batch goes to oauth's `/internal/actions` directly.
 */
export function publishedActions(rt: Runtime): ActionSink {
  const instance = crypto.randomUUID().slice(0, 12);
  let seq = 0;
  return async (entries) => {
    const id = `actions:${rt.name}:${instance}:${++seq}`;
    try {
      await publishDirect(rt.js, "ccw.actions.recorded", { entries }, id);
    } catch (e) {
      rt.log("warn", "action batch not published; sending it to oauth directly", {
        err: String(e),
        entries: entries.length,
      });
      await rt.call("oauth", "POST", "/internal/actions", { entries }, { timeoutMs: 3000, retries: 1 });
    }
  };
}

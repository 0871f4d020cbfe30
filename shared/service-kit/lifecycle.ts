import process from "node:process";
import { readServiceEnv } from "../config.ts";
import { ActionRecorder } from "./action-recorder.ts";
import { inflightRequests, serviceApp, type ServiceDefinition } from "./app.ts";
import { assertOpsRoutes } from "./ops.ts";
import { pendingIndex, startPendingSweeper } from "./pending-events.ts";
import { createRuntime, publishedActions, type Runtime } from "./runtime.ts";
import { stopGracefully } from "../stop.ts";

/**
 * Starts a service process: checks its tables against the registry and the ops routes, builds the
 * runtime, the app, the consumers, the outbox relay and the pending-event sweeper, listens; stops
 * cleanly on SIGINT/SIGTERM.
 */
export async function startService(def: ServiceDefinition): Promise<Runtime> {
  assertOpsRoutes(def);
  const env = readServiceEnv();
  const pendingEvents = def.pendingEvents ?? [];
  const rt = await createRuntime(def.name, env, [...(def.indexes ?? []), ...pendingEvents.map(pendingIndex)]);
  const recorder = new ActionRecorder((def.actionSink ?? publishedActions)(rt), rt.log);
  const app = await serviceApp(def, rt, recorder);
  if (def.onStart) await def.onStart(rt);
  rt.outbox.start();
  const sweeper = startPendingSweeper(rt, pendingEvents);
  // LISTEN_HOST: 0.0.0.0 in a container (deploy/); loopback when the launcher runs everything here.
  const server = app.listen(env.port, process.env.LISTEN_HOST || "127.0.0.1", () => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : env.port;
    rt.log("info", "listening", { port });
  });
  server.keepAliveTimeout = 65_000;
  stopGracefully({
    servers: [server],
    inflight: inflightRequests,
    log: (graceMs) => rt.log("info", "stopping", { inflight: inflightRequests(), graceMs }),
    before: () => {
      sweeper.stop();
      rt.outbox.stop();
    },
    after: async () => {
      await recorder.drain();
      await Promise.allSettled([rt.nc.drain(), rt.mongo.close()]);
    },
  });
  return rt;
}

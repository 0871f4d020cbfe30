import process from "node:process";
import { readServiceEnv } from "../config.ts";
import { ActionRecorder } from "./action-recorder.ts";
import { inflightRequests, serviceApp, type ServiceDefinition } from "./app.ts";
import { assertOpsRoutes } from "./ops.ts";
import { createRuntime, publishedActions, type Runtime } from "./runtime.ts";

/**
 * Starts a service process: checks its tables against the registry and the ops routes, builds the
 * runtime, the app, the consumers, listens; stops cleanly on SIGINT/SIGTERM.
 */
export async function startService(def: ServiceDefinition): Promise<Runtime> {
  assertOpsRoutes(def);
  const env = readServiceEnv();
  const rt = await createRuntime(def.name, env, def.indexes);
  const recorder = new ActionRecorder((def.actionSink ?? publishedActions)(rt), rt.log);
  const app = await serviceApp(def, rt, recorder);
  if (def.onStart) await def.onStart(rt);
  rt.outbox.start();
  // LISTEN_HOST: 0.0.0.0 in a container (deploy/); loopback when the launcher runs everything here.
  const server = app.listen(env.port, process.env.LISTEN_HOST || "127.0.0.1", () => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : env.port;
    rt.log("info", "listening", { port });
  });
  server.keepAliveTimeout = 65_000;
  // Graceful stop: refuse new connections, let in-flight requests finish (bounded by
  // SHUTDOWN_GRACE_MS, under the launcher's 5 s and Kubernetes' 30 s), then drain NATS and close.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 3000);
    rt.log("info", "stopping", { inflight: inflightRequests(), graceMs });
    setTimeout(() => process.exit(0), graceMs + 1500).unref?.();
    rt.outbox.stop();
    server.close();
    server.closeIdleConnections?.();
    const deadline = Date.now() + graceMs;
    while (inflightRequests() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    server.closeAllConnections?.();
    await recorder.drain();
    await Promise.allSettled([rt.nc.drain(), rt.mongo.close()]);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return rt;
}

import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServiceUrls } from "../shared/config.ts";
import { checkHealth } from "./health.ts";

/**
 * /healthz split (issue 16 item 6). The ops contract: `GET /healthz` on the gateway answers 200 only
 * when every service is up and reachable through it, 503 until then, "with a JSON body naming each
 * service and its state". Reading kept: the public port keeps the 200/503 semantics with only
 * `{"status":"up"|"down"}` (an outsider learns nothing about the services behind it); the body naming
 * each service and its state is served at `GET /healthz` on the internal METRICS_PORT listener (beside
 * /metrics, reachable only inside the deployment).
 */
export function publicHealth(h: { status: number }): { status: "up" | "down" } {
  return { status: h.status === 200 ? "up" : "down" };
}

/** `GET /healthz` with details, for the internal listener; false when the request is something else. */
export function internalHealth(
  serviceUrls: ServiceUrls,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (req.method !== "GET" || req.url?.split("?")[0] !== "/healthz") return false;
  void checkHealth(serviceUrls).then((h) => {
    res.statusCode = h.status;
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.setHeader("cache-control", "no-store");
    res.end(JSON.stringify(h.body));
  });
  return true;
}

import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../../../shared/errors.ts";
import { REQUEST_ID_HEADER } from "../../../shared/identity.ts";
import type { Logger } from "../../../shared/log.ts";
import { sendError } from "../guard/index.ts";

/**
 * The gateway's last error handler (issue 16 item 5), appended to express-gateway's app after its
 * pipelines: an error the framework raises itself (an undecodable path, a router or proxy error) answers
 * the JSON error shape (OAuth's format under /oauth/) instead of express' HTML page with the stack.
 */
export function jsonErrorHandler(log: Logger) {
  return (
    err: unknown,
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    _next: unknown,
  ): void => {
    const requestId = (req.headers[REQUEST_ID_HEADER] as string) || randomUUID();
    const e0 = (typeof err === "object" && err !== null ? err : {}) as {
      status?: unknown;
      statusCode?: unknown;
      message?: unknown;
    };
    const status = Number(e0.status ?? e0.statusCode);
    const decode = err instanceof URIError || (status === 400 && /decode/i.test(String(e0.message)));
    const e = decode
      ? new ApiError("invalid_request", "The request path could not be decoded.")
      : status >= 400 && status < 500
      ? new ApiError(status === 404 ? "not_found" : "invalid_request", "The request could not be processed.")
      : new ApiError("internal_error", `Unexpected gateway error (request ${requestId}).`);
    log(e.status >= 500 ? "error" : "info", "framework error answered as JSON", {
      requestId,
      status: e.status,
      err: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    });
    const path = (req.originalUrl ?? req.url ?? "").split("?")[0];
    if (path.startsWith("/oauth/") && !res.headersSent) {
      res.statusCode = e.status;
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.setHeader("cache-control", "no-store");
      res.setHeader(REQUEST_ID_HEADER, requestId);
      res.end(
        JSON.stringify({
          error: e.status >= 500 ? "server_error" : "invalid_request",
          error_description: e.message,
        }),
      );
      return;
    }
    sendError(res, e, requestId);
  };
}

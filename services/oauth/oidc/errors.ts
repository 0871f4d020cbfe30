import type { NextFunction, Request, Response } from "express";
import { ApiError, type ErrorCode } from "../../../shared/errors.ts";
import type { Logger } from "../../../shared/log.ts";

/**
 * The last error handler of the oauth service's own routes (issue 16 item 5): a body-parser or framework
 * error never reaches express' default handler (an HTML page with the stack, install paths and runtime).
 * Under `/oauth/` it answers OAuth's format (`{"error","error_description"}`, RFC 6749 5.2); everywhere
 * else the API's JSON error shape. The cause is logged (message only), never shown.
 */
export function classify(
  error: unknown,
): { status: number; code: ErrorCode; oauth: string; message: string } {
  // body-parser's and express' errors carry these fields (untyped).
  const err = (typeof error === "object" && error !== null ? error : {}) as {
    type?: unknown;
    limit?: unknown;
    status?: unknown;
    statusCode?: unknown;
    message?: unknown;
  };
  const type = typeof err.type === "string" ? err.type : "";
  if (type === "entity.too.large") {
    const limit = Number(err.limit);
    return {
      status: 413,
      code: "payload_too_large",
      oauth: "invalid_request",
      message: `The body is larger than ${Number.isFinite(limit) ? `${limit} bytes` : "this route accepts"}.`,
    };
  }
  if (type === "entity.parse.failed") {
    return {
      status: 400,
      code: "invalid_request",
      oauth: "invalid_request",
      message: "The body could not be parsed.",
    };
  }
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return {
      status: 415,
      code: "unsupported_media_type",
      oauth: "invalid_request",
      message: "The body's encoding or charset is not supported.",
    };
  }
  if (type === "request.aborted" || type === "request.size.invalid" || type === "stream.encoding.set") {
    return {
      status: 400,
      code: "invalid_request",
      oauth: "invalid_request",
      message: "The body did not arrive whole.",
    };
  }
  if (err instanceof URIError) {
    return {
      status: 400,
      code: "invalid_request",
      oauth: "invalid_request",
      message: "The request URL could not be decoded.",
    };
  }
  const status = Number(err?.status ?? err?.statusCode);
  if (status >= 400 && status < 500) {
    return {
      status,
      code: status === 404 ? "not_found" : "invalid_request",
      oauth: "invalid_request",
      message: "The request could not be processed.",
    };
  }
  return { status: 500, code: "internal_error", oauth: "server_error", message: "Unexpected error." };
}

export function jsonErrors(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const c = classify(err);
    const requestId = String(req.headers["x-request-id"] ?? "");
    log(c.status >= 500 ? "error" : "info", "request refused before a handler", {
      path: req.path,
      status: c.status,
      err: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      requestId,
    });
    if (res.headersSent) {
      res.end();
      return;
    }
    const message = requestId ? `${c.message} (request ${requestId})` : c.message;
    res.status(c.status);
    res.setHeader("cache-control", "no-store");
    // The body was not (fully) read: the unread bytes would poison a reused keep-alive socket.
    res.setHeader("connection", "close");
    if (req.path.startsWith("/oauth/") || req.path === "/oauth") {
      res.json({ error: c.oauth, error_description: message });
    } else res.json(new ApiError(c.code, message).toBody());
  };
}

/**
 * The one typed error registry of the public API (spec 7.1). Every service throws `ApiError`; the
 * service kit and the gateway render it as `{ error: { code, message } }` with the code's status.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  missing_token: 401,
  invalid_token: 401,
  token_revoked: 401,
  token_expired: 401,
  token_orphaned: 401,
  insufficient_scope: 403,
  wrong_principal: 403,
  not_found: 404,
  idempotency_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  gateway_timeout: 504,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; argument?: string };
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** For invalid_request: the argument the message names (path, query or body field). */
  readonly argument?: string;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { argument?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.argument = opts.argument;
    this.headers = opts.headers ?? {};
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: { code: this.code, message: this.message } };
    if (this.argument !== undefined) body.error.argument = this.argument;
    return body;
  }
}

/** 400 that names the offending argument, as spec 7.1 requires. */
export function invalidArgument(argument: string, problem: string): ApiError {
  return new ApiError("invalid_request", `${argument}: ${problem}`, { argument });
}

export function notFound(what = "resource"): ApiError {
  return new ApiError("not_found", `No such ${what} for this workspace.`);
}

/** An error as an HTTP answer; `unexpected` (a 500) is for the caller to log with its stack. */
export interface RenderedError {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody;
  unexpected: boolean;
}

/**
 * The one error renderer: an ApiError answers its code's status, headers and `{ error: { code,
 * message, argument? } }`; anything else is a 500 `internal_error` naming the request id (no detail).
 */
export function renderError(e: unknown, requestId: string): RenderedError {
  if (e instanceof ApiError) {
    return { status: e.status, headers: e.headers, body: e.toBody(), unexpected: false };
  }
  return {
    status: 500,
    headers: {},
    body: { error: { code: "internal_error", message: `Unexpected server error (request ${requestId}).` } },
    unexpected: true,
  };
}

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

  constructor(code: ErrorCode, message: string, opts: { argument?: string; headers?: Record<string, string> } = {}) {
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

export function errorBody(code: ErrorCode, message: string, argument?: string): ErrorBody {
  return new ApiError(code, message, { argument }).toBody();
}

/** 400 that names the offending argument, as spec 7.1 requires. */
export function invalidArgument(argument: string, problem: string): ApiError {
  return new ApiError("invalid_request", `${argument}: ${problem}`, { argument });
}

export function notFound(what = "resource"): ApiError {
  return new ApiError("not_found", `No such ${what} for this workspace.`);
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

import { nextUrl, type ServiceEnv } from "../config.ts";
import { ApiError, type ErrorBody } from "../errors.ts";
import { IDENTITY_HEADER, signIdentity } from "../identity.ts";
import { traceHeaders } from "../observability/trace.ts";

export interface CallOptions {
  timeoutMs?: number;
  retries?: number;
  requestId?: string;
}

/** Service-to-service call with a signed `service` identity; errors come back as ApiError. */
export async function callService<T>(
  env: ServiceEnv,
  caller: string,
  service: string,
  method: string,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<T> {
  const base = nextUrl(env.serviceUrls, service);
  if (!base) throw new ApiError("service_unavailable", `Service ${service} is not configured.`);
  const attempts = (opts.retries ?? 0) + 1;
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const res = await fetch(base + path, {
        method,
        headers: {
          "content-type": "application/json",
          ...traceHeaders(),
          [IDENTITY_HEADER]: signIdentity({
            kind: "service",
            caller,
            requestId: opts.requestId ?? crypto.randomUUID(),
          }, env.internalSecret),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      const json = await res.json().catch(() => ({}));
      if (!res.ok) {
        const err = (json as Partial<ErrorBody> | null)?.error;
        if (res.status < 500 && err?.code) {
          throw new ApiError(err.code, err.message, { argument: err.argument });
        }
        throw new ApiError("bad_gateway", `${service} answered ${res.status}`);
      }
      return json as T;
    } catch (e) {
      last = e;
      if (e instanceof ApiError && e.status < 500) throw e;
    }
  }
  throw last instanceof ApiError
    ? last
    : new ApiError("service_unavailable", `${service} is unreachable: ${String(last)}`);
}

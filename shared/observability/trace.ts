import { AsyncLocalStorage } from "node:async_hooks";

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): `traceparent: 00-<trace id>-<parent id>-<flags>`.
 * The gateway starts (or continues) a trace, every hop makes its own span id, and the context travels
 * gateway → service (HTTP header) → outbox record → NATS message header → consumer. The current context
 * lives in an AsyncLocalStorage so the outbox and the logger can read it without being handed it.
 */
export const TRACEPARENT_HEADER = "traceparent";

export interface TraceContext {
  traceId: string;
  spanId: string;
  flags: string;
}

const TP = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

function hex(bytes: number): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  let s = "";
  for (const x of b) s += x.toString(16).padStart(2, "0");
  return s;
}

export const newTraceId = (): string => hex(16);
export const newSpanId = (): string => hex(8);

/** Parses a traceparent header; null when absent or invalid (all-zero ids, version ff, bad shape). */
export function parseTraceparent(h: string | string[] | null | undefined): TraceContext | null {
  if (Array.isArray(h)) h = h[0];
  if (typeof h !== "string") return null;
  const m = TP.exec(h.trim().toLowerCase());
  if (!m) return null;
  const [, version, traceId, spanId, flags, rest] = m;
  if (version === "ff" || (version === "00" && rest)) return null;
  if (/^0+$/.test(traceId) || /^0+$/.test(spanId)) return null;
  return { traceId, spanId, flags };
}

export const formatTraceparent = (c: TraceContext): string => `00-${c.traceId}-${c.spanId}-${c.flags}`;

/** This hop's context: the caller's trace id (or a new trace) with a fresh span id. */
export function childContext(parent: string | string[] | null | undefined | TraceContext): TraceContext {
  const p = typeof parent === "object" && parent !== null && !Array.isArray(parent)
    ? parent
    : parseTraceparent(parent);
  return { traceId: p?.traceId ?? newTraceId(), spanId: newSpanId(), flags: p?.flags ?? "01" };
}

const store = new AsyncLocalStorage<TraceContext>();

export function runWithTrace<T>(ctx: TraceContext, fn: () => T): T {
  return store.run(ctx, fn);
}

export function currentTrace(): TraceContext | undefined {
  return store.getStore();
}

/** The traceparent to send on an outgoing call or message (a new span under the current one), if any. */
export function outgoingTraceparent(): string | undefined {
  const c = store.getStore();
  return c ? formatTraceparent({ ...c, spanId: newSpanId() }) : undefined;
}

/** Headers to add to an outgoing HTTP call: `{ traceparent }` inside a trace, else nothing. */
export function traceHeaders(): Record<string, string> {
  const tp = outgoingTraceparent();
  return tp ? { [TRACEPARENT_HEADER]: tp } : {};
}

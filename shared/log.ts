/**
 * Structured JSON logs, one line each, with the request id when there is one. Secrets never reach a
 * line: values of keys that look secret are replaced, and bearer tokens, setup codes and
 * `svc_live_` strings are masked wherever they appear.
 */
const SECRET_KEY = /token|secret|authorization|password|setupcode|cookie|code_verifier/i;
const SECRET_VALUE = /(svc_live_)[A-Za-z0-9_-]+|(Bearer\s+)[^\s"]+/g;

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(SECRET_VALUE, (_m, a, b) => `${a ?? b}[redacted]`);
  if (value === null || typeof value !== "object" || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
  }
  return out;
}

export type Level = "debug" | "info" | "warn" | "error";

export interface Logger {
  (level: Level, msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(service: string, base: Record<string, unknown> = {}): Logger {
  const quiet =
    (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.LOG_LEVEL ===
      "silent";
  const fn = ((level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (quiet && level !== "error") return;
    const line = JSON.stringify(
      redact({ t: new Date().toISOString(), level, service, msg, ...base, ...fields }),
    );
    if (level === "error" || level === "warn") console.error(line);
    else console.log(line);
  }) as Logger;
  fn.child = (fields) => createLogger(service, { ...base, ...fields });
  return fn;
}

// Shared helpers for the k6 scenarios (k6 runtime: ES modules, k6/http; not Node, not Deno).
// Environment: BASE_URL (the gateway), TOKEN (an API token svc_live_… with the scopes the scenario
// needs; keep it in the environment, never in a file), CAMPAIGN_ID (a live campaign of that token's
// workspace, for the reads), optional DRAFT_IDS (comma-separated draft campaign ids, for updates),
// PROFILE (`full`, the default: production load and latency thresholds; `smoke`: ~10 s at a low rate,
// thresholds on errors and checks only). scripts/loadtest-k6.mjs sets all of them.
import http from "k6/http";
import { check, fail } from "k6";

export const BASE_URL = (__ENV.BASE_URL || "http://127.0.0.1:8080").replace(/\/+$/, "");
export const TOKEN = __ENV.TOKEN || "";
export const CAMPAIGN_ID = Number(__ENV.CAMPAIGN_ID || "0");
export const DRAFT_IDS = (__ENV.DRAFT_IDS || "").split(",").filter(Boolean).map(Number);

export const PROFILE = __ENV.PROFILE === "smoke" ? "smoke" : "full";
/** Length of a smoke run (the k6 duration string), ~10 s unless SMOKE_DURATION says otherwise. */
export const SMOKE_DURATION = __ENV.SMOKE_DURATION || "10s";

/**
 * The suite's options for the profile: `full` as written, `smoke` with its own scenario and only the
 * thresholds on errors, checks and the suite's own correctness counters (never a latency threshold).
 */
export function profileOptions(full, smoke) {
  if (PROFILE === "full") return full;
  const keep = {};
  for (const [metric, rules] of Object.entries(full.thresholds || {})) {
    if (metric.startsWith("http_req_duration") || metric.endsWith("_ms")) continue; // latency: full only
    keep[metric] = rules;
  }
  return { scenarios: smoke.scenarios, thresholds: { ...keep, ...(smoke.thresholds || {}) } };
}

export function requireEnv(names) {
  for (const n of names) if (!__ENV[n]) fail(`set ${n} (see loadtest/README.md)`);
}

export const auth = () => ({ authorization: `Bearer ${TOKEN}` });
export const jsonHeaders = () => ({ ...auth(), "content-type": "application/json" });

/** An idempotency key unique across VUs and iterations (8-128 of [A-Za-z0-9._:-]). */
export function freshKey(prefix) {
  return `${prefix}-${__VU}-${__ITER}-${Date.now().toString(36)}-${
    Math.floor(Math.random() * 1e9).toString(36)
  }`;
}

export function get(path, name) {
  return http.get(`${BASE_URL}${path}`, { headers: auth(), tags: { name } });
}

/** A JSON write; `expected` lists the statuses that are the right answer (default 2xx/3xx), e.g. [409]. */
export function send(method, path, body, name, expected) {
  const params = { headers: jsonHeaders(), tags: { name } };
  if (expected) params.responseCallback = http.expectedStatuses(...expected);
  return http.request(method, `${BASE_URL}${path}`, JSON.stringify(body), params);
}

export function json(res) {
  try {
    return res.json();
  } catch (_e) {
    return undefined;
  }
}

/** Checks a 200 with a JSON body; names the check after the request's tag. */
export function ok200(res, name, extra) {
  return check(res, {
    [`${name}: 200`]: (r) => r.status === 200,
    [`${name}: JSON`]: (r) => String(r.headers["Content-Type"] || "").startsWith("application/json"),
    ...(extra || {}),
  });
}

/** JSON-RPC over POST /mcp (Streamable HTTP, stateless: no session, JSON answers). */
let rpcId = 0;
export function mcp(method, params, name) {
  const res = http.post(`${BASE_URL}/mcp`, JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }), {
    headers: {
      ...jsonHeaders(),
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
    },
    tags: { name: name || `mcp ${method}` },
  });
  return res;
}

export const createBody = (key) => ({
  idempotencyKey: key,
  title: "k6 campaign",
  overview: "Short videos about the fall line.",
  deliverables: ["One 30-60s video"],
  requirements: [],
  marketCountryCodes: ["US"],
});

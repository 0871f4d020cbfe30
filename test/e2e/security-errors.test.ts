import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { getTool } from "../../shared/registry/index.ts";
import { baseUrl, newWorkspace, opsToken, type Workspace } from "./harness.ts";
import { errorAnswers, leaks, probe, scanErrorAnswersAfterAll } from "./oauth-helpers.ts";

/**
 * Security suite, error answers (issue 16 item 5): malformed, oversized, wrongly encoded bodies and
 * undecodable paths on every kind of route answer the JSON error shape (OAuth's format under /oauth/),
 * never an HTML page with a stack trace, install paths or the runtime's name.
 */
scanErrorAnswersAfterAll();
let ws: Workspace;
beforeAll(async () => {
  ws = await newWorkspace();
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSONH = { "content-type": "application/json" };

interface Case {
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** `oauth`: {"error","error_description"}; `api`: {"error":{"code","message"}}; `jsonrpc`: a JSON-RPC error. */
  shape: "oauth" | "api" | "jsonrpc";
  status: number | number[];
  auth?: "token" | "ops";
}

const big = (n: number) => "a=" + "x".repeat(n);
const CASES: Case[] = [
  {
    what: "register: malformed JSON",
    method: "POST",
    path: "/oauth/register",
    headers: JSONH,
    body: '{"redirect_uris": [',
    shape: "oauth",
    status: 400,
  },
  {
    what: "register: 40 KiB body",
    method: "POST",
    path: "/oauth/register",
    headers: JSONH,
    body: JSON.stringify({ client_name: "x".repeat(40_000) }),
    shape: "oauth",
    status: 413,
  },
  {
    what: "register: unknown charset",
    method: "POST",
    path: "/oauth/register",
    headers: { "content-type": "application/json; charset=ebcdic" },
    body: "{}",
    shape: "oauth",
    status: 415,
  },
  {
    what: "register: gzip garbage",
    method: "POST",
    path: "/oauth/register",
    headers: { ...JSONH, "content-encoding": "gzip" },
    body: "not gzip at all",
    shape: "oauth",
    status: [400, 415],
  },
  {
    what: "token: 20 KiB form",
    method: "POST",
    path: "/oauth/token",
    headers: FORM,
    body: big(20_000),
    shape: "oauth",
    status: 413,
  },
  {
    what: "token: unknown charset",
    method: "POST",
    path: "/oauth/token",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=klingon" },
    body: "a=b",
    shape: "oauth",
    status: 415,
  },
  {
    what: "authorize POST: 20 KiB form",
    method: "POST",
    path: "/oauth/authorize",
    headers: FORM,
    body: big(20_000),
    shape: "oauth",
    status: 413,
  },
  {
    what: "sign-in: 20 KiB form",
    method: "POST",
    path: "/partner/sign-in",
    headers: FORM,
    body: big(20_000),
    shape: "api",
    status: 413,
  },
  {
    what: "sign-in: unknown charset",
    method: "POST",
    path: "/partner/sign-in",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=klingon" },
    body: "a=b",
    shape: "api",
    status: 415,
  },
  {
    what: "sign-in: deflate garbage",
    method: "POST",
    path: "/partner/sign-in",
    headers: { ...FORM, "content-encoding": "deflate" },
    body: "zzzz",
    shape: "api",
    status: [400, 415],
  },
  {
    what: "sign-in: gzip bomb-ish (1 MiB inflated)",
    method: "POST",
    path: "/partner/sign-in",
    headers: { ...FORM, "content-encoding": "gzip" },
    body: gzipSync(Buffer.from(big(1_000_000))),
    shape: "api",
    status: [413, 415],
  },
  {
    what: "consent: 20 KiB form",
    method: "POST",
    path: "/partner/connect?uid=x",
    headers: FORM,
    body: big(20_000),
    shape: "api",
    status: 413,
  },
  {
    what: "agents: 20 KiB form",
    method: "POST",
    path: "/agents/tokens",
    headers: FORM,
    body: big(20_000),
    shape: "api",
    status: 413,
  },
  {
    what: "agents revoke: unknown charset",
    method: "POST",
    path: "/agents/revoke",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=klingon" },
    body: "a=b",
    shape: "api",
    status: 415,
  },
  {
    what: "setup exchange: malformed JSON",
    method: "POST",
    path: "/v1/setup/exchange",
    headers: JSONH,
    body: "{nope",
    shape: "api",
    status: 400,
  },
  {
    what: "tool: malformed JSON",
    method: "POST",
    path: getTool("svc_create_campaign")?.path ?? "/v1/campaigns",
    headers: JSONH,
    body: "{nope",
    shape: "api",
    status: 400,
    auth: "token",
  },
  {
    what: "tool: gzip garbage",
    method: "POST",
    path: getTool("svc_create_campaign")?.path ?? "/v1/campaigns",
    headers: { ...JSONH, "content-encoding": "gzip" },
    body: "xx",
    shape: "api",
    status: [400, 415],
    auth: "token",
  },
  {
    what: "ops: malformed JSON",
    method: "POST",
    path: "/ops/v1/workspaces",
    headers: JSONH,
    body: "{nope",
    shape: "api",
    status: 400,
    auth: "ops",
  },
  {
    what: "mcp: malformed JSON",
    method: "POST",
    path: "/mcp",
    headers: { ...JSONH, accept: "application/json, text/event-stream" },
    body: "{nope",
    shape: "jsonrpc",
    status: [400],
    auth: "token",
  },
  {
    what: "path: bad percent-encoding under /v1",
    method: "GET",
    path: "/v1/campaigns/%E0%A4%A",
    shape: "api",
    status: [400, 404],
    auth: "token",
  },
  {
    what: "path: bad percent-encoding under /partner",
    method: "GET",
    path: "/partner/%E0%A4%A",
    shape: "api",
    status: [400, 404],
  },
  {
    what: "path: bad percent-encoding under /oauth",
    method: "GET",
    path: "/oauth/%E0%A4%A",
    shape: "oauth",
    status: [400, 404],
  },
  {
    what: "path: bad percent-encoding under /ops",
    method: "GET",
    path: "/ops/v1/workspaces/%E0%A4%A/plan",
    shape: "api",
    status: [400, 404, 405],
    auth: "ops",
  },
  { what: "path: unknown route", method: "GET", path: "/nope/%00", shape: "api", status: 404 },
];

describe("security: error answers show no internals", () => {
  it.each(CASES)("$what → JSON error, nothing internal", async (c) => {
    const headers: Record<string, string> = { ...(c.headers ?? {}) };
    if (c.auth === "token") headers.authorization = `Bearer ${ws.token}`;
    if (c.auth === "ops") headers.authorization = `Bearer ${opsToken()}`;
    const r = await probe(c.what, baseUrl() + c.path, {
      method: c.method,
      headers,
      body: c.body as BodyInit | undefined,
    });
    expect([c.status].flat(), `${r.status} ${r.text.slice(0, 300)}`).toContain(r.status);
    expect(r.headers.get("content-type") ?? "").toMatch(/application\/json/);
    if (c.shape === "oauth") {
      expect(typeof r.json?.error, r.text).toBe("string");
      expect(typeof r.json?.error_description).toBe("string");
    } else if (c.shape === "jsonrpc") {
      expect(r.json).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
    } else {
      expect(typeof r.json?.error?.code, r.text).toBe("string");
      expect(typeof r.json?.error?.message).toBe("string");
    }
    expect(leaks(r.text), r.text.slice(0, 400)).toEqual([]);
  });
});

// Kept last in this file: it scans what every probe above (and in this worker) collected.
describe("security: the error scan", () => {
  it("no error answer of the security probes shows a path, a stack frame or the runtime", () => {
    expect(errorAnswers.length).toBeGreaterThanOrEqual(CASES.length);
    const bad = errorAnswers.filter((a) =>
      leaks(a.text).length || /x-powered-by/i.test([...a.headers.keys()].join(" "))
    );
    expect(bad.map((a) => `${a.what} (${a.status}): ${a.text.slice(0, 200)}`)).toEqual([]);
  });
});

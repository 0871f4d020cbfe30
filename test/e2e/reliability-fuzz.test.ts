import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveKey } from "../../shared/idempotency/index.ts";
import { MCP_TOOLS, type ToolDef, TOOLS } from "../../shared/registry/index.ts";
import { zodToApiError } from "../../shared/service-kit/validation.ts";
import { baseUrl, key, liveCampaign, newWorkspace, type Workspace } from "./harness.ts";
import {
  expectCleanJson,
  type Fixtures,
  leaks,
  makeFixtures,
  moreTokens,
  newWorkspaceR,
  NIGHTLY,
  pool,
  rcall,
  rhttp,
  stats,
  toolPath,
  validArgs,
} from "./reliability-helpers.ts";

/**
 * Bad input (issue 11): property-based fuzzing generated from the registry's zod schemas. Every case
 * starts from arguments the registry accepts and changes one thing at one place of the tool's path,
 * query or body (wrong type, missing, extra field, huge or odd unicode string, bad cursor, bad path
 * id, bad idempotency key). The registry's own schema, parsed locally, says what the service must
 * answer: a 400 naming exactly the argument the schema names first (or 413 for a body over the tool's
 * limit, 404 for a path no route has); inputs the schema accepts are sent only where they can change
 * nothing but new drafts (reads, creates, ids of no campaign). Never a 5xx, never a partial write.
 *
 * CI: at least 10,000 cases sent, with a fixed seed. Nightly (RELIABILITY_NIGHTLY=1): 60,000 with a random seed
 * (printed, so a failure can be replayed with RELIABILITY_SEED).
 */

const CASES = Number(process.env.RELIABILITY_FUZZ_CASES ?? (NIGHTLY ? 60_000 : 10_000));
const SEED = Number(process.env.RELIABILITY_SEED ?? (NIGHTLY ? Date.now() % 2 ** 31 : 20261122));
const WORKSPACES = Math.max(5, Math.ceil(CASES / 2000));
const IN_FLIGHT = 16;

type Loc = "params" | "query" | "body" | "key";
interface Case {
  tool: ToolDef;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** undefined: a fresh valid key; "__missing__": none. */
  key?: unknown;
  desc: string;
}

const MISSING = Symbol("missing");

// ---- value pools ----

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "\u202Egnp.exe",
  "a\u200Bb",
  "😀".repeat(40),
  "Z̷̧̛a̸̡l̶g̷o̵",
  "İstanbul ǅ ß ﬃ",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "<script>alert(1)</script>",
  "'; DROP TABLE campaigns; --",
  '{"$gt":""}',
  "$where",
  "__proto__",
  "../../etc/passwd",
  "%00",
  "\\u0000",
  "a".repeat(121),
  "é".repeat(2001),
];

const jsonLeaf = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e21,
    2 ** 53 + 2,
    -0,
    "",
    "x",
    [],
    {},
    ...ODD_STRINGS,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: jsonLeaf },
  { weight: 1, arbitrary: fc.integer({ min: 120, max: 6000 }).map((n) => "ü".repeat(n)) },
  { weight: 1, arbitrary: fc.array(jsonLeaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { minLength: 21, maxLength: 300 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), jsonLeaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(0).map(() => "y".repeat(70_000)) },
);
const BAD_IDS = [
  "abc",
  "0",
  "-5",
  "1.5",
  "1e3",
  "9007199254740993",
  " 1",
  "１２",
  "0x10",
  "null",
  "a b",
  "a/b",
  "%",
  "é",
  "x".repeat(201),
  "🙂",
  "1;2",
  "$ne",
];
const pathValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...BAD_IDS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 0 }) },
  // Well-formed ids of no campaign of this workspace (the big range holds no campaign at all).
  { weight: 2, arbitrary: fc.integer({ min: 1_000_000_000, max: Number.MAX_SAFE_INTEGER }) },
);
const cursorValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.base64String({ minLength: 4, maxLength: 200 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 60 }),
  fc.tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 44 })).map(([a, b]) =>
    `${a}.${b}`
  ),
  fc.constantFrom("x".repeat(2001), "eyJwIjoxfQ.AAAA", "null", "-1", ""),
);
const extraKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "$set", "id", "workspaceId", "campaign_id"),
  fc.string({ minLength: 1, maxLength: 12 }),
);
const badKey = fc.oneof(
  fc.constantFrom<unknown>(
    "__missing__",
    "",
    "short",
    "x".repeat(129),
    "has space here",
    "ключ-ключ-ключ",
    null,
    12345678,
    true,
    [],
    {},
  ),
  fc.string({ unit: "binary", maxLength: 140 }),
);

// ---- paths inside a tool's arguments, from its schemas ----

type ZodAny = any;
function unwrap(s: ZodAny): ZodAny {
  let cur = s;
  for (let i = 0; i < 10; i++) {
    const t = cur?._zod?.def?.type;
    if (t === "optional" || t === "nullable" || t === "default" || t === "prefault" || t === "readonly") {
      cur = cur._zod.def.innerType;
    } else if (t === "pipe") cur = cur._zod.def.in;
    else break;
  }
  return cur;
}

/** Every path (with its schema) inside a value the schema describes, objects first. */
function pathsOf(
  schema: ZodAny,
  value: unknown,
  prefix: (string | number)[] = [],
  depth = 0,
): { path: (string | number)[]; schema: ZodAny; object: boolean }[] {
  const s = unwrap(schema);
  const t = s?._zod?.def?.type;
  const out: { path: (string | number)[]; schema: ZodAny; object: boolean }[] = [];
  if (t === "object") {
    out.push({ path: prefix, schema: s, object: true });
    if (depth < 3) {
      for (const [k, sub] of Object.entries(s.shape as Record<string, ZodAny>)) {
        out.push(...pathsOf(sub, (value as any)?.[k], [...prefix, k], depth + 1));
      }
    }
  } else if (t === "array") {
    out.push({ path: prefix, schema: s, object: false });
    if (Array.isArray(value) && depth < 3) {
      value.forEach((v, i) => out.push(...pathsOf(s._zod.def.element, v, [...prefix, i], depth + 1)));
    }
  } else {
    out.push({ path: prefix, schema: s, object: false });
  }
  return out;
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v));
}
function setAt(root: any, path: (string | number)[], v: unknown): void {
  let cur = root;
  for (let i = 0; i < path.length - 1; i++) {
    if (cur[path[i]] === null || typeof cur[path[i]] !== "object") cur[path[i]] = {};
    cur = cur[path[i]];
  }
  const last = path[path.length - 1];
  if (v === MISSING) {
    if (Array.isArray(cur) && typeof last === "number") cur.splice(last, 1);
    else delete cur[last];
  } else Object.defineProperty(cur, last, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Values that are wrong in a way the schema's own type suggests (near misses), besides anyValue. */
function nearMiss(schema: ZodAny): fc.Arbitrary<unknown> {
  const s = unwrap(schema);
  const t = s?._zod?.def?.type;
  if (t === "enum") {
    const opts: string[] = s.options;
    return fc.constantFrom(
      ...opts.flatMap((o) => [o.toUpperCase(), ` ${o}`, `${o}s`, o.slice(0, -1)]),
      opts.join(","),
    );
  }
  if (t === "number") return fc.constantFrom(-1, 0, 0.5, 101, 601, 721, 1e6, "1", "ten");
  if (t === "string") {
    return fc.constantFrom(5, "", " ", "\t\n", "x".repeat(121), "x".repeat(1001), "x".repeat(2001), ["x"]);
  }
  if (t === "array") return fc.constantFrom([], [null], [""], Array(31).fill(1), Array(251).fill("US"), "US");
  if (t === "boolean") return fc.constantFrom("true", 1, 0, null);
  return anyValue;
}

function caseArb(tool: ToolDef, fx: () => Fixtures): fc.Arbitrary<Case> {
  const base = validArgs(tool, fx());
  const choices: fc.Arbitrary<Case>[] = [];
  const mk = (loc: Loc, path: (string | number)[], v: unknown, what: string): Case => {
    const a = { params: { ...base.params }, query: { ...base.query }, body: clone(base.body) };
    if (loc === "key") return { tool, ...a, key: v, desc: `key=${short(v)}` };
    setAt(a[loc], path, v);
    return { tool, ...a, desc: `${loc}.${path.join(".")} ${what} ${short(v)}` };
  };
  for (const k of Object.keys(tool.params.shape)) {
    choices.push(pathValue.map((v) => mk("params", [k], v, "=")));
    choices.push(fc.constant(0).map(() => mk("params", [k], "", "empty")));
  }
  if (tool.kind === "read") {
    const shape = tool.query.shape as Record<string, ZodAny>;
    for (const [k, sub] of Object.entries(shape)) {
      const v = k === "cursor" || k === "after"
        ? fc.oneof(cursorValue, anyValue)
        : fc.oneof(nearMiss(sub), anyValue, fc.constantFrom(...ODD_STRINGS));
      choices.push(v.map((x) => mk("query", [k], typeof x === "object" ? JSON.stringify(x) : x, "=")));
    }
    choices.push(
      fc.tuple(extraKey, fc.string({ maxLength: 10 })).map(([k, v]) => mk("query", [k], v, "extra")),
    );
  } else {
    choices.push(badKey.map((k) => mk("key", [], k, "")));
    for (const p of pathsOf(tool.body, base.body)) {
      if (p.object) {
        choices.push(fc.tuple(extraKey, jsonLeaf).map(([k, v]) => mk("body", [...p.path, k], v, "extra")));
        if (p.path.length > 0) choices.push(anyValue.map((v) => mk("body", p.path, v, "=")));
      } else {
        choices.push(fc.oneof(nearMiss(p.schema), anyValue).map((v) => mk("body", p.path, v, "=")));
        choices.push(fc.constant(0).map(() => mk("body", p.path, MISSING, "missing")));
      }
    }
    // The whole body not an object.
    choices.push(
      fc.constantFrom<unknown>([], "text", 5, null, [{}]).map((v) => ({
        tool,
        ...base,
        body: v as any,
        desc: `body=${short(v)}`,
      })),
    );
  }
  return fc.oneof(...choices);
}

function short(v: unknown): string {
  if (v === MISSING) return "(missing)";
  const s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 40)}…(${s.length})` : s;
}

// ---- what the registry says the answer must be ----

type Expect = { status: 400; argument: string } | { status: 404 | 413 } | { status: "valid" } | {
  status: "other_route";
};

const wellFormed = (s: string) => ((s as any).toWellFormed ? (s as any).toWellFormed() : s);

function expected(c: Case): Expect {
  const tool = c.tool;
  const params = Object.fromEntries(Object.entries(c.params).map(([k, v]) => [k, wellFormed(String(v))]));
  // An empty segment is another path (`/v1/campaigns/` is the list): some other route or none answers.
  if (Object.values(params).some((v) => v === "" || v === "." || v === "..")) {
    return { status: "other_route" };
  }
  if (tool.kind === "write" && c.body !== null && typeof c.body === "object" && !Array.isArray(c.body)) {
    const full: Record<string, unknown> = { ...c.body };
    if (c.key === undefined) full.idempotencyKey = "fresh-key-000000";
    else if (c.key !== "__missing__") full.idempotencyKey = c.key;
    if (Buffer.byteLength(JSON.stringify(full)) > tool.maxBodyBytes) return { status: 413 };
  }
  const p = tool.params.safeParse(params);
  if (!p.success) return { status: 400, argument: zodToApiError(p.error, "path").argument! };
  if (tool.kind === "read") {
    const q = tool.query.safeParse(
      Object.fromEntries(new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)]))),
    );
    if (!q.success) return { status: 400, argument: zodToApiError(q.error, "query").argument! };
    return { status: "valid" };
  }
  const raw = JSON.parse(JSON.stringify(c.body) ?? "null");
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { status: 400, argument: "body" };
  try {
    resolveKey(
      c.key === undefined ? "fresh-key-000000" : c.key === "__missing__" ? undefined : wellFormedDeep(c.key),
      undefined,
    );
  } catch {
    return { status: 400, argument: "idempotencyKey" };
  }
  const b = tool.body.safeParse(raw);
  if (!b.success) return { status: 400, argument: zodToApiError(b.error, "body").argument! };
  return { status: "valid" };
}
function wellFormedDeep(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v) ?? "null");
}

// ---- the run ----

interface Ctx {
  ws: Workspace;
  fx: Fixtures;
  tokens: string[];
  before: Record<string, unknown>;
  campaignIds: number[];
  created: Set<number>;
}
const ctxs: Ctx[] = [];
const figures = {
  cases: 0,
  mcpCases: 0,
  urlTooLong: 0,
  byStatus: {} as Record<string, number>,
  expected400: 0,
  sentValid: 0,
  createdByFuzz: 0,
  ms: 0,
  reqPerSec: 0,
};

async function snapshot(c: Ctx): Promise<Record<string, unknown>> {
  const t = c.tokens[0];
  const get = async (tool: string, a: any = {}) => {
    const r = await rcall(t, tool, a);
    expect(r.status, `${tool}: ${r.text}`).toBe(200);
    return r.body;
  };
  const cid = { params: { campaignId: c.fx.campaignId } };
  return {
    me: await get("svc_whoami"),
    campaign: await get("svc_get_campaign", cid),
    activation: await get("svc_get_activation", cid),
    knowledge: await get("svc_get_knowledge_sources", cid),
    partner: await get("svc_list_partner_campaigns", cid),
    applicants: await get("svc_list_applicants", { ...cid, query: { limit: 100 } }),
    team: await get("svc_list_team"),
    plan: await get("svc_get_plan", cid),
  };
}
async function allCampaignIds(token: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (;;) {
    const r = await rcall(token, "svc_list_campaigns", {
      query: { limit: 100, ...(cursor ? { cursor } : {}) },
    });
    expect(r.status, r.text).toBe(200);
    ids.push(...r.body.campaigns.map((x: any) => x.campaignId));
    if (!r.body.nextCursor) return ids;
    cursor = r.body.nextCursor;
  }
}

beforeAll(async () => {
  for (let i = 0; i < WORKSPACES; i++) {
    const ws = await newWorkspaceR(`Fuzz brand ${i}`);
    const fx = await makeFixtures(ws, liveCampaign);
    const tokens = [ws.token, ...(await moreTokens(ws.workspaceId, 9))];
    const c: Ctx = { ws, fx, tokens, before: {}, campaignIds: [], created: new Set() };
    c.before = await snapshot(c);
    c.campaignIds = await allCampaignIds(ws.token);
    ctxs.push(c);
  }
}, 300_000);

afterAll(() => {
  console.log(`[reliability] fuzz figures: ${JSON.stringify(figures)}`);
});

describe("fuzzing every tool from the registry's schemas", () => {
  it(`${CASES} generated cases: a 400 naming the argument (or 404/413) and never a 5xx`, async () => {
    const tools = MCP_TOOLS;
    // Every tool an agent can call (each one a token takes) is fuzzed.
    expect(tools.map((t) => t.name).sort()).toEqual(
      TOOLS.filter((t) => t.auth === "token").map((t) => t.name).sort(),
    );
    // One arbitrary per (workspace, tool): the valid base points at that workspace's fixtures.
    // About 6% of generated cases are valid writes on real data, which are not sent: generate more.
    const perTool = Math.ceil(CASES / 0.92 / tools.length);
    const cases: { c: Case; w: number }[] = [];
    tools.forEach((tool, ti) => {
      const w = ti % ctxs.length;
      const sample = fc.sample(caseArb(tool, () => ctxs[w].fx), { numRuns: perTool, seed: SEED + ti });
      for (const c of sample) cases.push({ c, w });
    });
    // Interleave tools so each token's share is spread over the run.
    const order = fc.sample(
      fc.shuffledSubarray(cases.map((_, i) => i), { minLength: cases.length, maxLength: cases.length }),
      { numRuns: 1, seed: SEED },
    )[0];
    const tokenUse = ctxs.map(() => 0);
    const failures: string[] = [];
    const t0 = Date.now();
    console.log(
      `[reliability] fuzz: ${cases.length} cases, seed ${SEED}, ${ctxs.length} workspaces, ${IN_FLIGHT} in flight`,
    );
    await pool(order, IN_FLIGHT, async (idx) => {
      const { c, w } = cases[idx];
      const ctx = ctxs[w];
      const exp = expected(c);
      const ownCampaign = String(c.params.campaignId) === String(ctx.fx.campaignId);
      // A valid write on real data would change it: sent only when it creates a draft or points at no campaign.
      if (
        exp.status === "valid" && c.tool.kind === "write" && c.tool.name !== "svc_create_campaign" &&
        (ownCampaign || !("campaignId" in c.params))
      ) return;
      const token = ctx.tokens[tokenUse[w]++ % ctx.tokens.length];
      figures.cases++;
      let r;
      try {
        r = await rcall(token, c.tool.name, {
          params: c.params,
          query: c.query,
          body: c.body,
          key: c.key === "__missing__" ? null : c.key,
        });
      } catch (e) {
        failures.push(`${c.tool.name} ${c.desc}: no answer (${String(e)})`);
        return;
      }
      figures.byStatus[r.status] = (figures.byStatus[r.status] ?? 0) + 1;
      const where = `${c.tool.name} ${c.desc} → ${r.status} ${r.text.slice(0, 160)}`;
      if (r.status >= 500) return void failures.push(`5xx: ${where}`);
      // Node's own limit on the request line and headers (16 KB): an empty 431, allowed by design.
      if (r.status === 431 && toolPath(c.tool, c.params, c.query).length > 8000) {
        return void (figures.urlTooLong++);
      }
      if (typeof r.body !== "object" || r.body === null) return void failures.push(`not JSON: ${where}`);
      if (r.status === 429) return void failures.push(`rate limited (test budget): ${where}`);
      if (exp.status === 400) {
        figures.expected400++;
        const arg = r.body?.error?.argument;
        const msg: string = r.body?.error?.message ?? "";
        if (r.status !== 400 || r.body?.error?.code !== "invalid_request") {
          return void failures.push(
            `expected 400 naming ${exp.argument}: ${where}`,
          );
        }
        if (arg !== exp.argument && !msg.startsWith(`${exp.argument}:`)) {
          return void failures.push(
            `400 names ${arg ?? msg.slice(0, 40)} instead of ${exp.argument}: ${where}`,
          );
        }
      } else if (exp.status === "other_route") {
        if (c.tool.kind === "write" && r.status !== 404) failures.push(`expected 404 (no route): ${where}`);
      } else if (exp.status === 404 || exp.status === 413) {
        if (r.status !== exp.status) return void failures.push(`expected ${exp.status}: ${where}`);
      } else {
        figures.sentValid++;
        if (r.status === 400) {
          // A handler-level refusal of a schema-valid value (e.g. a cursor it did not sign) still names it.
          if (!r.body?.error?.argument && !/^[\w.[\]]+: /.test(r.body?.error?.message ?? "")) {
            failures.push(
              `400 without an argument: ${where}`,
            );
          }
        } else if (![200, 404].includes(r.status)) failures.push(`unexpected ${r.status}: ${where}`);
        // A 200 answers the registry's response schema, whatever odd input led to it.
        if (r.status === 200) {
          const shape = c.tool.response.safeParse(r.body);
          if (!shape.success) {
            failures.push(
              `answer off the registry schema (${shape.error.issues[0]?.path.join(".")}: ${
                shape.error.issues[0]?.message
              }): ${where}`,
            );
          }
        }
        if (c.tool.name === "svc_create_campaign" && r.status === 200 && r.body.status === "created") {
          ctx.created.add(r.body.campaignId);
          figures.createdByFuzz++;
        }
        if ("campaignId" in c.params && !ownCampaign && r.status === 200 && c.tool.kind === "write") {
          failures
            .push(`write on a campaign of no workspace answered 200: ${where}`);
        }
      }
    });
    figures.ms = Date.now() - t0;
    figures.reqPerSec = Math.round((figures.cases / figures.ms) * 1000);
    expect(figures.cases, "cases actually sent").toBeGreaterThanOrEqual(CASES);
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
  }, NIGHTLY ? 3_600_000 : 600_000);

  it("no partial write: every workspace is as it was, except the drafts the fuzz created", async () => {
    for (const c of ctxs) {
      const after = await snapshot(c);
      expect(after).toEqual(c.before);
      const ids = await allCampaignIds(c.ws.token);
      expect(new Set(ids)).toEqual(new Set([...c.campaignIds, ...c.created]));
    }
  }, 120_000);
});

// ---- the same cases through MCP tools/call ----

const MCP_CASES = Number(process.env.RELIABILITY_MCP_CASES ?? (NIGHTLY ? 5000 : 800));

describe("fuzzing every tool through MCP tools/call", () => {
  it(
    `${MCP_CASES} generated cases: an error result for what the registry refuses, never a 5xx or an internal error`,
    async () => {
      const perTool = Math.ceil(MCP_CASES / 0.55 / MCP_TOOLS.length);
      const cases: { c: Case; w: number }[] = [];
      MCP_TOOLS.forEach((tool, ti) => {
        const w = ti % ctxs.length;
        for (
          const c of fc.sample(caseArb(tool, () => ctxs[w].fx), { numRuns: perTool, seed: SEED + 1000 + ti })
        ) cases.push({ c, w });
      });
      const failures: string[] = [];
      let sent = 0;
      let turn = 0;
      const byOutcome: Record<string, number> = {};
      await pool(cases, 8, async ({ c, w }) => {
        if (sent >= MCP_CASES) return;
        const ctx = ctxs[w];
        const exp = expected(c);
        if (exp.status === "other_route") return; // an empty path id is a REST matter
        const ownCampaign = String(c.params.campaignId) === String(ctx.fx.campaignId);
        if (
          exp.status === "valid" && c.tool.kind === "write" && c.tool.name !== "svc_create_campaign" &&
          (ownCampaign || !("campaignId" in c.params))
        ) return;
        if (c.body === null || typeof c.body !== "object" || Array.isArray(c.body)) return; // arguments are one object in MCP
        const args: Record<string, unknown> = { ...c.params, ...c.query, ...c.body };
        // Found #3 and #4 (docs/RELIABILITY.md) are fixed: __proto__ and too-long read arguments are
        // fuzzed like any other and must come back as invalid_request naming the argument.
        if (c.tool.kind === "write") {
          if (c.key === undefined) args.idempotencyKey = key("mcpfuzz");
          else if (c.key !== "__missing__") args.idempotencyKey = c.key;
        }
        sent++;
        const token = ctx.tokens[turn++ % ctx.tokens.length];
        const r = await rhttp("POST", "/mcp", {
          token,
          headers: { accept: "application/json, text/event-stream" },
          body: {
            jsonrpc: "2.0",
            id: sent,
            method: "tools/call",
            params: { name: c.tool.name, arguments: args },
          },
        }).catch((e) => ({ status: 0, body: undefined, text: String(e) }) as any);
        const where = `${c.tool.name} ${c.desc} → ${r.status} ${String(r.text).slice(0, 200)}`;
        if (r.status >= 500 || r.status === 0) return void failures.push(`5xx or no answer: ${where}`);
        if (r.status === 413) return void (byOutcome["413"] = (byOutcome["413"] ?? 0) + 1);
        if (r.status !== 200 || typeof r.body !== "object") {
          return void failures.push(`not a JSON-RPC answer: ${where}`);
        }
        const rpcError = r.body.error;
        const result = r.body.result;
        if (rpcError) {
          byOutcome[`rpc ${rpcError.code}`] = (byOutcome[`rpc ${rpcError.code}`] ?? 0) + 1;
          if (rpcError.code !== -32602) failures.push(`JSON-RPC error ${rpcError.code}: ${where}`);
          else if (exp.status === "valid") {
            failures.push(`valid arguments refused as invalid params: ${where}`);
          }
          return;
        }
        const text: string = result?.content?.[0]?.text ?? "";
        let inner: any;
        try {
          inner = JSON.parse(text);
        } catch {
          inner = undefined;
        }
        const code = inner?.error?.code;
        byOutcome[result?.isError ? `isError ${code ?? inner?.status ?? "text"}` : "ok"] =
          (byOutcome[result?.isError ? `isError ${code ?? inner?.status ?? "text"}` : "ok"] ?? 0) + 1;
        if (["internal_error", "bad_gateway", "gateway_timeout", "service_unavailable"].includes(code)) {
          return void failures.push(`inner ${code}: ${where}`);
        }
        if ((exp.status === 400 || exp.status === 404) && !result?.isError) {
          return void failures.push(`expected an error result: ${where}`);
        }
        if (exp.status === 400 && code === "invalid_request") {
          // The MCP argument schema may name a problem first that REST would name second: it must name one of the tool's arguments.
          const named: string = inner.error.argument ?? String(inner.error.message).split(":")[0];
          const top = named.split(/[.[]/)[0];
          if (
            !Object.hasOwn(args, named) &&
            !(top in c.tool.params.shape || top in c.tool.query.shape || top in c.tool.body.shape ||
              top === "idempotencyKey" || top === "body" ||
              !(top in { ...c.tool.params.shape, ...c.tool.query.shape, ...c.tool.body.shape }) &&
                Object.hasOwn(args, top))
          ) {
            failures.push(`error names ${named}, not an argument: ${where}`);
          }
        }
      });
      console.log(`[reliability] mcp fuzz: ${sent} cases, ${JSON.stringify(byOutcome)}`);
      figures.mcpCases = sent;
      expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(MCP_CASES);
    },
    NIGHTLY ? 1_800_000 : 300_000,
  );
});

describe("MCP argument bugs found and fixed (docs/RELIABILITY.md, found #3 and #4)", () => {
  const mcp = (token: string, name: string, args: string) =>
    rhttp("POST", "/mcp", {
      token,
      headers: { accept: "application/json, text/event-stream", "content-type": "application/json" },
      rawBody:
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${name}","arguments":${args}}}`,
    });

  // BUG #3: REST refuses an unknown field `__proto__` (400 naming it); through MCP the argument
  // vanishes and the write runs. Unskip once services/mcp refuses it.
  it("an argument named __proto__ is refused through MCP as it is through REST", async () => {
    const c = ctxs[0];
    const rest = await rcall(c.tokens[0], "svc_pause_campaign", {
      params: { campaignId: c.fx.campaignId },
      body: JSON.parse('{"__proto__":"x"}'),
    });
    expect(rest.status).toBe(400);
    const r = await mcp(
      c.tokens[0],
      "svc_pause_campaign",
      `{"campaignId":${c.fx.campaignId},"idempotencyKey":"${key("proto")}","__proto__":"x"}`,
    );
    expect(r.body.result.isError).toBe(true);
    expect(r.body.result.content[0].text).toContain("__proto__");
  });

  // BUG #4: a read whose arguments make a URL longer than the gateway's 16 KB header limit answers
  // isError gateway_timeout "did not complete; retry with the same idempotencyKey" (a retry cannot help);
  // it should be an invalid_request naming the argument. Unskip once services/mcp says so.
  it("a read argument too long for a URL is refused naming it through MCP", async () => {
    const c = ctxs[0];
    const r = await mcp(c.tokens[0], "svc_list_campaigns", `{"status":"${"y".repeat(70_000)}"}`);
    expect(r.body.result.isError).toBe(true);
    const inner = JSON.parse(r.body.result.content[0].text);
    expect(inner.error.code).toBe("invalid_request");
    expect(inner.error.message).toContain("status");
  });
});

// ---- transport-level bad input ----

/** Sends raw bytes and reads the answer's status line and body; fails on a hang. */
function raw(
  request: string | Buffer,
  timeoutMs = 10_000,
): Promise<{ status: number; head: string; body: string }> {
  const u = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const sock = net.connect({ host: u.hostname, port: Number(u.port) });
    let data = Buffer.alloc(0);
    const timer = setTimeout(() => {
      sock.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms`));
    }, timeoutMs);
    sock.on("connect", () => sock.write(request));
    sock.on("data", (d: Buffer) => {
      data = Buffer.concat([data, d]);
      const text = data.toString("latin1");
      const i = text.indexOf("\r\n\r\n");
      if (i < 0) return;
      const head = text.slice(0, i);
      const len = /content-length:\s*(\d+)/i.exec(head);
      const chunked = /transfer-encoding:\s*chunked/i.test(head);
      const body = text.slice(i + 4);
      if (
        (len && Buffer.byteLength(body, "latin1") >= Number(len[1])) ||
        (chunked && body.endsWith("0\r\n\r\n")) || (!len && !chunked && /connection: close/i.test(head))
      ) finish();
    });
    const finish = () => {
      clearTimeout(timer);
      const text = data.toString("utf8");
      const i = text.indexOf("\r\n\r\n");
      sock.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        head: text.slice(0, i),
        body: text.slice(i + 4),
      });
    };
    sock.on("end", finish);
    sock.on("close", finish);
    sock.on("error", (e) => (data.length ? finish() : reject(e)));
  });
}

describe("malformed requests get clean JSON errors", () => {
  // Spread over every token of the fuzz workspaces (300 requests a minute each).
  let all: string[] = [];
  let turn = 0;
  const next = () => all[turn++ % all.length];
  let cid: number;
  beforeAll(async () => {
    all = ctxs.length ? ctxs.flatMap((c) => c.tokens) : [(await newWorkspace()).token];
    cid = ctxs[0]?.fx.campaignId ?? 1;
  });

  it("malformed JSON in every shape, on every write tool", async () => {
    const bodies = [
      "{",
      "[",
      "nul",
      '{"a":}',
      "{'a':1}",
      "\uFEFF{}",
      '{"a":1,}',
      "[".repeat(5000) + "]".repeat(5000),
      '{"a":' + "[".repeat(100_000),
      "1e999",
      '"\\ud800"',
      '{"title":"\\u0000"}',
      "\u0000",
      '{"a":1}{"b":2}',
    ];
    const writes = MCP_TOOLS.filter((t) => t.kind === "write");
    let n = 0;
    for (const tool of writes) {
      const path = toolPath(tool, { campaignId: cid, memberId: 1, proofId: "p1", postId: "p1" });
      for (const b of bodies) {
        const r = await rhttp(tool.method, path, {
          token: next(),
          rawBody: b,
          headers: { "content-type": "application/json" },
        });
        n++;
        expect(r.status, `${tool.name} ${b.slice(0, 20)}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
        expect([400, 413], `${tool.name} ${b.slice(0, 20)}: ${r.text.slice(0, 200)}`).toContain(r.status);
        expectCleanJson(r, `${tool.name} ${b.slice(0, 20)}`);
      }
    }
    figures.byStatus.malformedJson = n;
  }, 240_000);

  it("wrong content types, oversize and chunked bodies", async () => {
    const path = "/v1/campaigns";
    const good = JSON.stringify({
      idempotencyKey: "ctype-key-0001",
      title: "t",
      overview: "o",
      deliverables: ["d"],
      requirements: [],
      marketCountryCodes: [],
    });
    for (
      const ct of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "image/png",
        "",
        "application/json; charset=utf-16",
        "application/json; charset=latin1",
      ]
    ) {
      const r = await rhttp("POST", path, {
        token: next(),
        rawBody: ct.startsWith("application/x-www") ? "title=a&overview=b" : good,
        headers: ct ? { "content-type": ct } : {},
      });
      expect(r.status, `${ct}: ${r.text}`).toBeLessThan(500);
      expectCleanJson(r, ct);
    }
    // Over the tool's limit, with and without a content-length.
    const big = JSON.stringify({ idempotencyKey: "big-key-00001", title: "x".repeat(300_000) });
    const a = await rhttp("POST", path, {
      token: next(),
      rawBody: big,
      headers: { "content-type": "application/json" },
    });
    expect(a.status).toBe(413);
    expectCleanJson(a, "oversize");
    const u = new URL(baseUrl());
    const chunks = Array.from({ length: 40 }, () => "x".repeat(8192));
    const chunkedBody = `{"idempotencyKey":"chunk-key-0001","title":"${chunks.join("")}"}`;
    const req =
      `POST ${path} HTTP/1.1\r\nHost: ${u.host}\r\nAuthorization: Bearer ${next()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
      `${Buffer.byteLength(chunkedBody).toString(16)}\r\n${chunkedBody}\r\n0\r\n\r\n`;
    const c = await raw(req);
    expect(c.status, c.head).toBe(413);
    expect(JSON.parse(c.body.replace(/^[0-9a-f]+\r\n/, "").replace(/\r\n0\r\n\r\n$/, "")).error.code).toBe(
      "payload_too_large",
    );
  }, 120_000);

  it("header floods: huge headers answer 431, many headers still answer JSON; nothing hangs", async () => {
    const u = new URL(baseUrl());
    const line = (extra: string) =>
      `GET /v1/me HTTP/1.1\r\nHost: ${u.host}\r\nAuthorization: Bearer ${next()}\r\n${extra}Connection: close\r\n\r\n`;
    const huge = await raw(line(`X-Big: ${"a".repeat(100_000)}\r\n`));
    expect(huge.status).toBe(431);
    const cookie = await raw(line(`Cookie: ${"c=1; ".repeat(20_000)}\r\n`));
    expect(cookie.status).toBe(431);
    const many = await raw(line(Array.from({ length: 3000 }, (_, i) => `X-H${i}: ${i}\r\n`).join("")));
    // 3,000 short headers are over the 16 KB header limit (Deno's node:http answers 431 from about 2,000
    // such lines, and 200 at 1,400): one answer, not either.
    expect(many.status).toBe(431);
    const fewer = await raw(line(Array.from({ length: 500 }, (_, i) => `X-H${i}: ${i}\r\n`).join("")));
    expect(fewer.status).toBe(200);
    expect(JSON.parse(fewer.body).workspace).toBeDefined();
    const longAuth = await raw(
      `GET /v1/me HTTP/1.1\r\nHost: ${u.host}\r\nAuthorization: Bearer ${
        "z".repeat(12_000)
      }\r\nConnection: close\r\n\r\n`,
    );
    expect(longAuth.status).toBe(401);
    expect(JSON.parse(longAuth.body).error.code).toBe("invalid_token");
    const longPath = await rhttp("GET", `/v1/campaigns/${"9".repeat(5000)}`, { token: next() });
    expect(longPath.status).toBe(400);
    expectCleanJson(longPath, "long path");
    const longQuery = await rhttp("GET", `/v1/campaigns?status=${"x".repeat(6000)}`, { token: next() });
    expect(longQuery.status).toBe(400);
    // The server still answers afterwards.
    expect((await rhttp("GET", "/v1/me", { token: next() })).status).toBe(200);
  }, 120_000);

  it("no private field or leak in any answer of this file", () => {
    expect(leaks).toEqual([]);
    console.log(
      `[reliability] fuzz file: ${stats.responses} answers, ${stats.resent} resent after a closed kept-alive socket, scanned`,
    );
  });
});

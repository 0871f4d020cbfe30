import { spawn } from "node:child_process";
import { appendFileSync, openSync } from "node:fs";
import { join } from "node:path";
import { expect, inject } from "vitest";
import { getTool, type ToolDef } from "../../shared/registry/index.ts";
import { type Scope, SCOPES } from "../../shared/scopes.ts";
import { baseUrl, key, opsToken, warmupTemplate } from "./harness.ts";

/**
 * Shared pieces of the reliability suites (issue 11, docs/RELIABILITY.md): a recording HTTP client
 * (every answer is scanned for private creator fields), a registry-driven tool caller that can send
 * any raw argument, process restarts for fault tests, a concurrency pool and valid arguments per tool.
 */

export const ROOT = join(import.meta.dirname ?? ".", "..", "..");
export const NIGHTLY = !!process.env.RELIABILITY_NIGHTLY;

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
  ms: number;
}

/** Strings that must never appear in any answer (seeded private fields, raw tokens in errors, ...). */
const needles = new Set<string>();
export const leaks: { needle: string; where: string }[] = [];
export const stats = { responses: 0, resent: 0 };
export function forbidInAnswers(...values: string[]): void {
  for (const v of values) if (v) needles.add(v.toLowerCase());
}
function scan(text: string, where: string): void {
  stats.responses++;
  if (needles.size === 0 || !text) return;
  const low = text.toLowerCase();
  for (const n of needles) if (low.includes(n)) leaks.push({ needle: n, where });
}

/**
 * Private creator fields every fixture seeds (ops contract: kept, never returned by the public API).
 * Their markers are forbidden in every answer of every reliability file.
 */
export const PRIVATE = (i: number | string) => ({
  email: `privmark${i}@hidden-mail.test`,
  phone: `+1 555 013 ${String(i).padStart(4, "1")}`,
  birthday: "1911-11-11",
  legalName: `Legalname Privmark${i}`,
});
forbidInAnswers("privmark", "1911-11-11", "+1 555 013 ", "hidden-mail.test");

export async function rhttp<T = any>(
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    rawBody?: string;
    base?: string;
    timeoutMs?: number;
  } = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const t0 = Date.now();
  const send = () =>
    fetch((opts.base ?? baseUrl()) + path, {
      method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
  let res: Response;
  try {
    res = await send();
  } catch (e: any) {
    // A kept-alive socket the server closed as it was reused (an idle-timeout race on a loaded machine):
    // send the same request once more, as spec 4.3 tells clients to (writes carry their key).
    if (!["UND_ERR_SOCKET", "ECONNRESET"].includes(e?.cause?.code)) throw e;
    stats.resent++;
    res = await send();
  }
  const text = await res.text();
  const ms = Date.now() - t0;
  scan(text, `${method} ${path}`);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text, ms };
}

export const rops = <T = any>(method: string, path: string, body?: unknown, base?: string, token?: string) =>
  rhttp<T>(method, path, { token: token ?? opsToken(), body, base });

export interface CallArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** undefined: a fresh key; null: no key at all; anything else is sent as `idempotencyKey` as is. */
  key?: unknown;
  base?: string;
  headers?: Record<string, string>;
}

/** The path of a tool with raw argument values (encoded), from the registry. */
export function toolPath(
  tool: ToolDef,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  let path = tool.path.replace(
    /\{(\w+)\}/g,
    (_m, name: string) => encodeURIComponent(String(params[name] ?? "")),
  );
  const qs = new URLSearchParams(
    Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
  ).toString();
  if (qs) path += `?${qs}`;
  return path;
}

/** Calls a tool by registry name with raw arguments (any JSON body, any key). */
export async function rcall<T = any>(token: string, toolName: string, a: CallArgs = {}): Promise<Res<T>> {
  const tool = getTool(toolName);
  if (!tool) throw new Error(`no tool ${toolName}`);
  const path = toolPath(tool, a.params, a.query);
  let body: unknown = tool.method === "GET" ? undefined : a.body === undefined ? {} : a.body;
  if (
    tool.kind === "write" && tool.auth === "token" && body && typeof body === "object" && !Array.isArray(body)
  ) {
    body = { ...(body as object) };
    if (a.key === undefined) (body as any).idempotencyKey = key(toolName.slice(4, 12));
    else if (a.key !== null) (body as any).idempotencyKey = a.key;
  }
  return await rhttp<T>(tool.method, path, { token, body, base: a.base, headers: a.headers });
}

/** Runs `fn` over `items` with at most `concurrency` in flight; results in input order. */
export async function pool<I, O>(
  items: readonly I[],
  concurrency: number,
  fn: (item: I, i: number) => Promise<O>,
): Promise<O[]> {
  const out: O[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A setup code exchanged for a token, against any stack. */
export async function tokenOn(
  base: string,
  ops: string,
  workspaceId: string,
  scopes: readonly Scope[],
  label = "reliability",
): Promise<string> {
  const code = await rops(
    "POST",
    `/ops/v1/workspaces/${workspaceId}/setup-codes`,
    { scopes, label, expiry: "30d" },
    base,
    ops,
  );
  if (code.status !== 200) throw new Error(`setup-codes: ${code.status} ${code.text}`);
  const ex = await exchange(code.body.setupCode, base);
  return ex.body.token;
}

/** The setup exchange, waiting out its per-IP minute limit (120 a minute) when a long suite hits it. */
export async function exchange(setupCode: string, base?: string): Promise<Res> {
  for (let i = 0;; i++) {
    const ex = await rhttp("POST", "/v1/setup/exchange", { body: { setupCode }, base });
    if (ex.status === 200) return ex;
    if (ex.status !== 429 || i > 5) throw new Error(`exchange: ${ex.status} ${ex.text}`);
    await sleep(1000 * Number(ex.headers.get("retry-after") ?? "5"));
  }
}

/** n extra all-scope tokens for a workspace (it may hold 10 active tokens in all). */
export async function moreTokens(workspaceId: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(await tokenOn(baseUrl(), opsToken(), workspaceId, SCOPES, `reliability ${i}`));
  }
  return out;
}

/** Like the harness's newWorkspace, but its token exchange waits out the per-IP limit (long nightly runs). */
export async function newWorkspaceR(
  brand = `Brand ${key("b")}`,
): Promise<{ workspaceId: string; memberId: number; memberEmail: string; brand: string; token: string }> {
  const memberEmail = `owner-${key("m")}@example.com`.toLowerCase();
  const plan = { status: "active", tier: "growth", cap: 50, used: 3, periodEndsAt: "2027-01-01T00:00:00Z" };
  const ws = await rops("POST", "/ops/v1/workspaces", { brand, memberEmail, plan });
  if (ws.status !== 200) throw new Error(`workspaces: ${ws.status} ${ws.text}`);
  const token = await tokenOn(baseUrl(), opsToken(), ws.body.workspaceId, SCOPES, "e2e agent");
  return { workspaceId: ws.body.workspaceId, memberId: ws.body.memberId, memberEmail, brand, token };
}

// ---- processes (fault tests) ----

export interface ProcSpec {
  pid: number;
  cmd: string;
  args: string[];
  env: Record<string, string>;
  log: string;
}

/** Current pid of each stack process this file restarted (inject("processes") holds the first ones). */
const current = new Map<string, number>();
export function pidOf(name: string): number {
  return current.get(name) ?? inject("processes")[name].pid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function killHard(name: string): Promise<void> {
  const pid = pidOf(name);
  process.kill(pid, "SIGKILL");
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(50);
}

export async function stopGracefully(name: string): Promise<void> {
  const pid = pidOf(name);
  process.kill(pid, "SIGTERM");
  for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(50);
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
}

/** Starts a stack process again with the same cmd/args/env; the global teardown stops it by pid file. */
export function restart(name: string): number {
  const spec = inject("processes")[name] as ProcSpec;
  const out = openSync(spec.log, "a");
  const child = spawn(spec.cmd, spec.args, {
    cwd: ROOT,
    env: { ...process.env, ...spec.env },
    stdio: ["ignore", out, out],
    detached: true,
  });
  child.unref();
  appendFileSync(join(inject("dataDir"), "restarted.pids"), `${child.pid}\n`);
  current.set(name, child.pid!);
  return child.pid!;
}

export async function waitHealthy(base = baseUrl(), timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (r.status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${base} not healthy in ${timeoutMs} ms`);
    await sleep(200);
  }
}

// ---- valid arguments per tool (the base every mutation starts from) ----

export interface Fixtures {
  campaignId: number;
  memberId: number;
  proofId: string;
  postId: string;
  creatorId: string;
  partnerCampaignId: string;
  source: string;
  clubMemberIds: number[];
  otherMemberId: number;
}

export { warmupTemplate };

export const PDF_BASE64 = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n").toString(
  "base64",
);
export const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Arguments the registry accepts for each tool, over the given fixtures. */
export function validArgs(
  tool: ToolDef,
  f: Fixtures,
): { params: Record<string, unknown>; query: Record<string, unknown>; body: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  for (const k of Object.keys(tool.params.shape)) {
    params[k] = k === "campaignId"
      ? f.campaignId
      : k === "memberId"
      ? f.memberId
      : k === "proofId"
      ? f.proofId
      : f.postId;
  }
  const bodies: Record<string, Record<string, unknown>> = {
    svc_create_campaign: {
      title: "Fuzz base",
      overview: "Videos",
      deliverables: ["One video"],
      requirements: [],
      marketCountryCodes: ["US"],
    },
    svc_update_campaign: { changes: { title: "Edited title" } },
    svc_upload_campaign_contract: { contractBase64: PDF_BASE64, fileName: "c.pdf" },
    svc_decide_applicant: { decision: "accept" },
    svc_update_brand: { brandColor: "#112233" },
    svc_rename_brand: { name: "Renamed brand" },
    svc_add_team_member: { email: `added-${Date.now()}@example.com` },
    svc_remove_team_member: { email: "nobody-here@example.com" },
    svc_review_program_proof: { decision: "reject", message: "Please show the whole screen." },
    svc_send_program_message: { creatorId: f.creatorId, message: "Hello" },
    svc_save_warmup_template: { template: warmupTemplate() },
    svc_remove_knowledge_source: { source: f.source },
    svc_choose_partner_campaign: { partnerCampaignId: f.partnerCampaignId },
    svc_open_group_chat: { memberIds: [f.memberId, f.otherMemberId] },
    svc_invite_creators: { memberIds: f.clubMemberIds.slice(0, 1) },
    svc_request_dashboard_section: { section: "analytics" },
  };
  const body = tool.kind === "write" ? bodies[tool.name] ?? {} : {};
  return { params, query: {}, body };
}

/** Asserts an answer is one of ours: JSON, and an error has our shape. */
export function expectCleanJson(r: Res, what: string): void {
  expect(r.headers.get("content-type") ?? "", `${what}: content-type`).toMatch(/json/);
  expect(typeof r.body, `${what}: ${r.text.slice(0, 200)}`).toBe("object");
  if (r.status >= 400) {
    expect(typeof r.body?.error?.code, `${what}: error shape ${r.text.slice(0, 200)}`).toBe("string");
    expect(typeof r.body?.error?.message, `${what}: error shape`).toBe("string");
  }
}

// ---- fixtures: a workspace with one of everything a tool can point at ----

let clubIds: number[] | undefined;
/** Two club creators (the club is shared by every workspace). */
export async function clubCreators(): Promise<number[]> {
  if (clubIds) return clubIds;
  const ids: number[] = [];
  for (const displayName of ["Rel Fuzz", "Rel Matrix"]) {
    const r = await rops("POST", "/ops/v1/club/creators", {
      displayName,
      country: "US",
      niches: ["Tech / AI"],
      platforms: { videoapp: true, photoapp: false },
      reach: "micro",
      engagement: "high",
      experience: "proven",
    });
    if (r.status !== 200) throw new Error(`club creator: ${r.text}`);
    ids.push(r.body.memberId);
  }
  clubIds = ids;
  return ids;
}

/**
 * A live campaign with a signed creator, an applicant, a proof, a post, a knowledge source and a
 * partner campaign, for `validArgs`. `privateOf` is the private object seeded with each creator.
 */
export async function makeFixtures(
  ws: { workspaceId: string; token: string },
  liveCampaign: (token: string) => Promise<number>,
  privateOf: (label: string) => Record<string, string> | undefined = (label) =>
    PRIVATE(label.replace(/\W/g, "").toLowerCase()),
): Promise<Fixtures & { applicantId: number }> {
  const campaignId = await liveCampaign(ws.token);
  const seed = async (name: string, status: string) => {
    const r = await rops("POST", `/ops/v1/campaigns/${campaignId}/creators`, {
      name,
      status,
      videoapp: "@" + name.replace(/\W/g, ""),
      followers: 1200,
      private: privateOf(name),
    });
    if (r.status !== 200) throw new Error(`seed creator: ${r.text}`);
    return r.body.memberId as number;
  };
  const memberId = await seed("Sig Ned", "signed");
  const otherMemberId = await seed("Act Ive", "activating");
  const applicantId = await seed("App Licant", "applicant");
  const proof = await rops("POST", `/ops/v1/campaigns/${campaignId}/program/proofs`, {
    creatorId: String(memberId),
  });
  const post = await rops("POST", `/ops/v1/campaigns/${campaignId}/program/posts`, {
    creatorId: String(memberId),
    pendingCents: 1500,
  });
  const ks = await rops("POST", `/ops/v1/campaigns/${campaignId}/knowledge-sources`, {
    label: "Guide",
    kind: "document",
  });
  const partnerCampaignId = `pc-${key("p")}`;
  const pc = await rops("POST", `/ops/v1/workspaces/${ws.workspaceId}/partner-campaigns`, {
    partnerCampaignId,
    name: "Partner one",
    companyName: "Partner Co",
    programId: "prog-1",
    programName: "Program one",
  });
  for (const r of [proof, post, ks, pc]) if (r.status !== 200) throw new Error(`fixture: ${r.text}`);
  return {
    campaignId,
    memberId,
    otherMemberId,
    applicantId,
    proofId: proof.body.proofId,
    postId: post.body.postId,
    creatorId: String(memberId),
    partnerCampaignId,
    source: "Guide",
    clubMemberIds: await clubCreators(),
  };
}

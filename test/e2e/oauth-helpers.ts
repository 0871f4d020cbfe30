import { createHash, randomBytes } from "node:crypto";
import { afterAll, expect } from "vitest";

/**
 * A scripted person for the OAuth pages: a cookie jar, redirects followed by hand, and the sign-in and
 * consent forms of the form contract (ops-api.md) filled in with plain fetch. Used by the OAuth and MCP
 * end-to-end tests (the Chromium test drives the same pages with a real browser).
 */
export class Browser {
  jar = new Map<string, string>();
  /** `rewrite`: send requests for one origin to another (e.g. the gateway's to one replica directly). */
  constructor(
    readonly base: string,
    readonly headers: Record<string, string> = {},
    readonly rewrite?: { from: string; to: string },
  ) {}

  private store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (gone || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, url: string, body?: URLSearchParams): Promise<Response> {
    let abs = new URL(url, this.base).toString();
    if (this.rewrite && abs.startsWith(this.rewrite.from)) {
      abs = this.rewrite.to + abs.slice(this.rewrite.from.length);
    }
    const headers: Record<string, string> = { ...this.headers, cookie: this.cookieHeader() };
    if (body) headers["content-type"] = "application/x-www-form-urlencoded";
    const res = await fetch(abs, { method, headers, body: body?.toString(), redirect: "manual" });
    this.store(res);
    return res;
  }
}

export interface ConsentChoice {
  email: string;
  /** Scopes to tick (default: leave the page's defaults). */
  scopes?: string[];
  expiry?: "30d" | "90d" | "1y" | "never";
  workspaceId?: string;
  decision?: "approve" | "deny";
}

export function hiddenInputs(html: string, formId: string): Record<string, string> {
  const form = new RegExp(`<form[^>]*id="${formId}"[\\s\\S]*?</form>`).exec(html)?.[0];
  if (!form) throw new Error(`no form #${formId} in page: ${html.slice(0, 400)}`);
  const out: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    out[m[1]] = m[2].replace(/&amp;/g, "&");
  }
  return out;
}

export function formAction(html: string, formId: string): string {
  const tag = new RegExp(`<form[^>]*id="${formId}"[^>]*>`).exec(html)?.[0] ?? "";
  return (/action="([^"]*)"/.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&");
}

export function tickedScopes(html: string): string[] {
  return [...html.matchAll(/<input type="checkbox" name="scope" value="([^"]+)"( checked)?>/g)].filter((m) =>
    m[2]
  ).map((m) => m[1]);
}

export function offeredScopes(html: string): string[] {
  return [...html.matchAll(/<input type="checkbox" name="scope" value="([^"]+)"/g)].map((m) => m[1]);
}

export interface FlowResult {
  /** The final redirect to the client (its redirect_uri with code/state/iss or an error). */
  location: URL;
  /** The consent page's HTML as shown. */
  consentHtml: string;
}

/**
 * Opens an authorization URL as a person would: follows redirects, signs in on the sign-in form,
 * answers the consent form, and stops at the redirect back to `redirectUri`.
 */
export async function authorizeAsPerson(
  browser: Browser,
  authorizationUrl: string,
  redirectUri: string,
  choice: ConsentChoice,
): Promise<FlowResult> {
  let url = authorizationUrl;
  let method = "GET";
  let body: URLSearchParams | undefined;
  let consentHtml = "";
  for (let hop = 0; hop < 20; hop++) {
    const res = await browser.request(method, url, body);
    if ((globalThis as any).DEBUG_FLOW) console.log(method, url, res.status, res.headers.get("location"));
    method = "GET";
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      const loc = res.headers.get("location")!;
      await res.body?.cancel();
      const abs = new URL(loc, browser.base);
      if (loc.startsWith(redirectUri)) return { location: new URL(loc), consentHtml };
      url = abs.toString();
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) {
      const text = html.replace(/<head>[\s\S]*?<\/head>/, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
      throw new Error(`${res.status} at ${url}: ${text.slice(0, 500)}`);
    }
    if (html.includes('id="sign-in"')) {
      const hidden = hiddenInputs(html, "sign-in");
      body = new URLSearchParams({ ...hidden, email: choice.email });
      method = "POST";
      url = formAction(html, "sign-in") || url;
      continue;
    }
    if (html.includes('id="consent"')) {
      consentHtml = html;
      const hidden = hiddenInputs(html, "consent");
      const ws = choice.workspaceId ?? /<option value="([^"]+)"/.exec(html)?.[1] ?? "";
      body = new URLSearchParams({
        ...hidden,
        workspace: ws,
        expiry: choice.expiry ?? "30d",
        decision: choice.decision ?? "approve",
      });
      for (const s of choice.scopes ?? tickedScopes(html)) body.append("scope", s);
      method = "POST";
      url = new URL(formAction(html, "consent") || url, url).toString();
      continue;
    }
    throw new Error(`unexpected page at ${url}: ${html.slice(0, 500)}`);
  }
  throw new Error("too many redirects");
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

// ---- Security suite helpers (test/e2e/security-*.test.ts) ----

/** A service's own port (as the launcher started it) and its environment. */
export function serviceOf(
  processes: Record<string, { env: Record<string, string> }>,
  name: string,
): { url: string; env: Record<string, string> } {
  const p = processes[name];
  if (!p) throw new Error(`no process ${name}`);
  return { url: `http://127.0.0.1:${p.env.SERVICE_PORT}`, env: p.env };
}

/**
 * Every answer a security probe got that was an error (status >= 400), kept so one test can scan them
 * all for internals: no file paths, stack frames or runtime names in any error a client sees.
 */
export const errorAnswers: { what: string; status: number; headers: Headers; text: string }[] = [];

export async function probe(
  what: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string; json: any }> {
  const res = await fetch(url, { redirect: "manual", ...init });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (res.status >= 400) errorAnswers.push({ what, status: res.status, headers: res.headers, text });
  return { status: res.status, headers: res.headers, text, json };
}

/** What an error answer must never show: install paths, stack frames, runtime or framework names. */
export const INTERNALS = [
  /file:\/\//,
  /node_modules/,
  /\bat [\w.<>]+ \(/,
  /\n\s+at /,
  /\bat (async )?[\w.]+ \(?(\/|file:)/,
  /\bDeno\b/,
  /express-gateway/,
  /\/work\//,
  /\/home\//,
];

export function leaks(text: string): string[] {
  return INTERNALS.filter((re) => re.test(text)).map(String);
}

/**
 * Registers, for the calling test file, a last check over every error answer its probes collected: none
 * shows a file path, a stack frame or the runtime (each security-*.test.ts file calls this once).
 */
export function scanErrorAnswersAfterAll(): void {
  afterAll(() => {
    const bad = errorAnswers.filter((a) => leaks(a.text).length || a.headers.has("x-powered-by"));
    expect(
      bad.map((a) => `${a.what} (${a.status}): ${a.text.slice(0, 200)}`),
      "error answers showing internals",
    ).toEqual([]);
  });
}

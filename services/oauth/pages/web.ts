import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import type { Db } from "mongodb";
import type { IndexSpec } from "../../../shared/mongo.ts";

/**
 * What the sign-in, consent and agents pages share: the person's web session (cookie `ccw_web`,
 * HttpOnly, SameSite=Lax, Secure when the base URL is https; only its hash is stored), a CSRF token
 * per session checked on every form post, security headers (no framing, no caching) and HTML escaping.
 */
export const SESSION_COOKIE = "ccw_web";
const SESSION_TTL_MS = 12 * 3600_000;

export interface WebSession {
  _id: string;
  email: string | null;
  csrf: string;
  createdAt: Date;
  expiresAt: Date;
  /** A one-time message for the next sign-in page (a development sign-in that signed no one in). */
  notice?: string;
}

export const webIndexes: IndexSpec[] = [{
  collection: "web_sessions",
  key: { expiresAt: 1 },
  expireAfterSeconds: 0,
}];

function hash(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

export function cookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i < 1) continue;
    const k = part.slice(0, i).trim();
    try {
      out[k] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      // ignore a malformed cookie
    }
  }
  return out;
}

export class Sessions {
  constructor(private db: Db, private secure: boolean) {}

  private get coll() {
    return this.db.collection<WebSession>("web_sessions");
  }

  async get(req: Request): Promise<WebSession | null> {
    const raw = cookies(req)[SESSION_COOKIE];
    if (!raw || !/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return null;
    const s = await this.coll.findOne({ _id: hash(raw) });
    if (!s || s.expiresAt.getTime() <= Date.now()) return null;
    return s;
  }

  private async create(res: Response, email: string | null, notice?: string): Promise<WebSession> {
    const raw = randomBytes(32).toString("base64url");
    const now = Date.now();
    const s: WebSession = {
      _id: hash(raw),
      email,
      csrf: randomBytes(24).toString("base64url"),
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
      ...(notice ? { notice } : {}),
    };
    await this.coll.insertOne(s);
    res.append(
      "Set-Cookie",
      `${SESSION_COOKIE}=${raw}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${
        this.secure ? "; Secure" : ""
      }`,
    );
    return s;
  }

  /** The current session, or a new anonymous one (it carries the CSRF token of the sign-in form). */
  async ensure(req: Request, res: Response): Promise<WebSession> {
    return (await this.get(req)) ?? (await this.create(res, null));
  }

  /** Signs a person in: the old session is dropped and a new id issued (no session fixation). */
  async signIn(req: Request, res: Response, email: string): Promise<WebSession> {
    const old = await this.get(req);
    if (old) await this.coll.deleteOne({ _id: old._id });
    return await this.create(res, email.toLowerCase());
  }

  /** Drops the current session for a new anonymous one (same cookie change as a sign-in). */
  async renew(req: Request, res: Response, notice?: string): Promise<WebSession> {
    const old = await this.get(req);
    if (old) await this.coll.deleteOne({ _id: old._id });
    return await this.create(res, null, notice);
  }

  /** The session's one-time notice, removed once read. */
  async takeNotice(s: WebSession): Promise<string> {
    const notice = s.notice ?? "";
    if (notice) await this.coll.updateOne({ _id: s._id }, { $unset: { notice: "" } });
    return notice;
  }

  async signOut(req: Request, res: Response): Promise<void> {
    const old = await this.get(req);
    if (old) await this.coll.deleteOne({ _id: old._id });
    res.append(
      "Set-Cookie",
      `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${this.secure ? "; Secure" : ""}`,
    );
  }
}

export function csrfOk(session: WebSession | null, given: unknown): boolean {
  if (!session || typeof given !== "string") return false;
  const a = Buffer.from(session.csrf);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function esc(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** Headers of every page: no framing, no caching, no referrer, a tight CSP (no scripts at all). */
export function pageHeaders(res: Response): void {
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  );
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Content-Type-Options", "nosniff");
}

const STYLE = `
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f;line-height:1.45}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}
fieldset{border:1px solid #ccd;border-radius:.5rem;margin:1rem 0;padding:.75rem 1rem}
legend{font-weight:600}label{display:block;margin:.3rem 0}
.muted{color:#5b5b66;font-size:.9rem}.err{background:#fde8e8;border:1px solid #e0a0a0;padding:.6rem .8rem;border-radius:.4rem}
.ok{background:#e8f6ec;border:1px solid #9fd3ad;padding:.6rem .8rem;border-radius:.4rem}
td.scopes code{white-space:nowrap;display:inline-block}
code,.token{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
table{border-collapse:collapse;width:100%;font-size:.92rem}td,th{border-bottom:1px solid #e3e3ea;padding:.4rem;text-align:left;vertical-align:top}
button{font-size:1rem;padding:.45rem 1rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #888;background:#f4f4f8;cursor:pointer}
button.primary{background:#2b4acb;color:#fff;border-color:#2b4acb}
input[type=text],input[type=email],select{font-size:1rem;padding:.35rem;min-width:18rem}
`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${
    esc(title)
  }</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function sendPage(
  res: Response,
  status: number,
  title: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  pageHeaders(res);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.status(status).type("html").send(layout(title, body));
}

/** A `next` target after sign-in: only our own pages, never another origin. */
export function safeNext(value: unknown): string {
  if (typeof value !== "string") return "/agents";
  if (!/^\/(partner\/connect|agents)(\?[A-Za-z0-9_\-=&%.]*)?$/.test(value)) return "/agents";
  return value;
}

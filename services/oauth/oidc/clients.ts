import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

/**
 * Client metadata as real MCP clients send it, made acceptable for a public authorization-code client
 * instead of rejected: the refresh grant, a `scope`, secret-based auth methods and key material are
 * dropped; custom-scheme redirect URIs make the client `native` (where oidc-provider accepts them and
 * http loopback), otherwise `web`.
 */
export function normaliseClientMetadata(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  out.grant_types = ["authorization_code"];
  out.response_types = ["code"];
  out.token_endpoint_auth_method = "none";
  for (const k of ["scope", "client_secret", "client_secret_expires_at", "jwks", "jwks_uri", "token_endpoint_auth_signing_alg", "default_max_age", "require_auth_time"]) {
    delete out[k];
  }
  const uris = Array.isArray(out.redirect_uris) ? out.redirect_uris.filter((u): u is string => typeof u === "string") : [];
  const custom = uris.some((u) => {
    try {
      return !["http:", "https:"].includes(new URL(u).protocol);
    } catch {
      return false;
    }
  });
  out.application_type = custom ? "native" : "web";
  if (typeof out.client_name !== "string" || !out.client_name.trim()) delete out.client_name;
  else out.client_name = out.client_name.trim().slice(0, 100);
  return out;
}

/** Loopback, private, link-local, shared, multicast and reserved ranges: never fetched. */
export function isPrivateAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) {
    const [a, b] = ip.split(".").map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19)) ||
      a >= 224;
  }
  if (v === 6) {
    const s = ip.toLowerCase();
    if (s === "::1" || s === "::") return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(s);
    if (mapped) return isPrivateAddress(mapped[1]);
    return /^(fc|fd|fe8|fe9|fea|feb|ff|64:ff9b|2001:db8|100::)/.test(s);
  }
  return true;
}

function isLoopback(ip: string): boolean {
  return ip === "::1" || /^127\./.test(ip);
}

const MAX_DOCUMENT_BYTES = 5 * 1024;

/**
 * The provider's outgoing fetch (client ID metadata documents): https only (http loopback in
 * development), every resolved address public (loopback allowed in development), no redirects, 2.5 s,
 * at most 5 KiB. A fetched client document is normalised like a registration body.
 */
export async function safeFetch(url: string | URL, init: RequestInit & { dispatcher?: unknown }, o: { development: boolean }): Promise<Response> {
  const u = new URL(String(url));
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (!addresses.length) throw new Error("host does not resolve");
  const devLoopback = o.development && addresses.every(isLoopback);
  if (u.protocol !== "https:" && !(devLoopback && u.protocol === "http:")) throw new Error("only https URLs are fetched");
  if (!devLoopback && addresses.some(isPrivateAddress)) throw new Error("host resolves to a private address");
  const { dispatcher: _d, ...rest } = init;
  const res = await fetch(u, { ...rest, redirect: "manual", signal: rest.signal ?? AbortSignal.timeout(2500) });
  const len = Number(res.headers.get("content-length") ?? "0");
  if (len > MAX_DOCUMENT_BYTES) throw new Error("document too large");
  const buf = new Uint8Array(await res.arrayBuffer());
  if (buf.byteLength > MAX_DOCUMENT_BYTES) throw new Error("document too large");
  let text = new TextDecoder().decode(buf);
  try {
    const doc = JSON.parse(text);
    if (doc && typeof doc === "object" && !Array.isArray(doc) && typeof doc.client_id === "string") {
      text = JSON.stringify(normaliseClientMetadata(doc));
    }
  } catch {
    // not JSON: the provider reports it
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(text, { status: res.status, headers });
}

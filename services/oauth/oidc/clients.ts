import type { LookupFunction } from "node:net";
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/i;

/** Redirect URIs that are plain http to a host that is not loopback (RFC 8252 7.3 allows only those). */
export function insecureRedirectUris(uris: unknown): string[] {
  if (!Array.isArray(uris)) return [];
  return uris.filter((u): u is string => {
    if (typeof u !== "string") return false;
    try {
      const url = new URL(u);
      return url.protocol === "http:" && !LOOPBACK_HOST.test(url.hostname);
    } catch {
      return false;
    }
  });
}

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
  for (
    const k of [
      "scope",
      "client_secret",
      "client_secret_expires_at",
      "jwks",
      "jwks_uri",
      "token_endpoint_auth_signing_alg",
      "default_max_age",
      "require_auth_time",
    ]
  ) {
    delete out[k];
  }
  const uris = Array.isArray(out.redirect_uris)
    ? out.redirect_uris.filter((u): u is string => typeof u === "string")
    : [];
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

export type AddressVerdict = { ok: true } | { ok: false; range: string };

/** The IPv4 address an IPv6 transition form carries, "refuse" for forms we do not unwrap, else null. */
function embeddedIPv4(v6: ipaddr.IPv6, range: string): ipaddr.IPv4 | "refuse" | null {
  const p = v6.parts;
  const last32 = () => ipaddr.IPv4.parse(`${p[6] >> 8}.${p[6] & 255}.${p[7] >> 8}.${p[7] & 255}`);
  if (range === "ipv4Mapped") return v6.toIPv4Address(); // ::ffff:a.b.c.d
  if (range === "rfc6145") return last32(); // ::ffff:0:a.b.c.d (SIIT)
  if (range === "rfc6052") return p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 ? last32() : "refuse"; // NAT64 64:ff9b::/96; the local-use /48 never
  if (range === "6to4") return ipaddr.IPv4.parse(`${p[1] >> 8}.${p[1] & 255}.${p[2] >> 8}.${p[2] & 255}`); // 2002:AABB:CCDD::
  if (range === "teredo") return "refuse"; // 2001::/32: the client address is obfuscated; never a document host
  if (p.slice(0, 6).every((x) => x === 0) && range !== "unspecified" && range !== "loopback") return last32(); // IPv4-compatible ::a.b.c.d
  return null;
}

/**
 * Whether a client document may be fetched from this address, decided with ipaddr.js: only ordinary
 * public unicast. Loopback, private (10/8, 172.16/12, 192.168/16), shared (100.64/10), link-local
 * (169.254/16, fe80::/10), unique-local (fc00::/7), unspecified (0.0.0.0/8, ::), multicast, broadcast,
 * benchmarking, documentation and every other reserved range are refused; an IPv4 address inside an
 * IPv6 transition form (mapped, compatible, SIIT, NAT64 /96, 6to4) is judged as that IPv4 address;
 * Teredo and the local-use NAT64 prefix are refused. Unparseable input is refused.
 */
export function addressVerdict(ip: string): AddressVerdict {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  } catch {
    return { ok: false, range: "not an address" };
  }
  const range = addr.range();
  if (addr.kind() === "ipv6") {
    const inner = embeddedIPv4(addr as ipaddr.IPv6, range);
    if (inner === "refuse") return { ok: false, range };
    if (inner) {
      const v = addressVerdict(inner.toString());
      return v.ok
        ? v
        : { ok: false, range: `${range === "unicast" ? "ipv4Compatible" : range} of ${v.range}` };
    }
  }
  return range === "unicast" ? { ok: true } : { ok: false, range };
}

/** Loopback, private, link-local, shared, multicast and reserved ranges: never fetched. */
export function isPrivateAddress(ip: string): boolean {
  return !addressVerdict(ip).ok;
}

function isLoopback(ip: string): boolean {
  try {
    return ipaddr.parse(ip).range() === "loopback"; // 127/8 and ::1 only, not their transition forms
  } catch {
    return false;
  }
}

export const MAX_DOCUMENT_BYTES = 5 * 1024;
export const FETCH_TIMEOUT_MS = 2500;

export interface FetchPolicy {
  /** BASE_URL is http loopback: documents on loopback (127/8, ::1) may be fetched, also over http. */
  development: boolean;
  /** Name resolution (default: the system resolver, every address); called once per fetch. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
  timeoutMs?: number;
  maxBytes?: number;
}

const systemResolve = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family }));

/**
 * The provider's outgoing fetch (client ID metadata documents), replacing oidc-provider's own SSRF
 * protection (an undici dispatcher hook, which cannot be set up under Deno: it logs "failed to setup SSRF
 * protection"). The host is resolved **once**; every address it resolves to must pass `addressVerdict`
 * (loopback also passes in development); the connection then goes to that very address (a `lookup` that
 * answers the checked address, so no second resolution and no DNS-rebinding window), with the URL's
 * host for TLS verification and `Host`. https only (http loopback in development), no credentials in the
 * URL, no redirects, at most `timeoutMs` (2.5 s) in all and `maxBytes` (5 KiB). A fetched client
 * document is normalised like a registration body.
 */
export async function safeFetch(
  url: string | URL,
  init: RequestInit & { dispatcher?: unknown },
  o: FetchPolicy,
): Promise<Response> {
  const u = new URL(String(url));
  if (u.username || u.password) throw new Error("credentials in the URL are not fetched");
  if (u.protocol !== "https:" && u.protocol !== "http:") throw new Error("only https URLs are fetched");
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await (o.resolve ?? systemResolve)(host);
  if (!addresses.length) throw new Error("host does not resolve");
  const devLoopback = o.development && addresses.every((a) => isLoopback(a.address));
  if (u.protocol !== "https:" && !devLoopback) throw new Error("only https URLs are fetched");
  if (!devLoopback) {
    for (const a of addresses) {
      const v = addressVerdict(a.address);
      if (!v.ok) throw new Error(`host resolves to a private or special-use address (${v.range})`);
    }
  }
  const pinned = addresses[0];
  const timeoutMs = o.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = o.maxBytes ?? MAX_DOCUMENT_BYTES;
  const headers: Record<string, string> = {};
  new Headers(init.headers as HeadersInit | undefined).forEach((v, k) => {
    if (k !== "accept-encoding" && k !== "host") headers[k] = v;
  });
  const { status, resHeaders, body } = await new Promise<
    { status: number; resHeaders: Headers; body: Uint8Array }
  >((resolve, reject) => {
    const mod = u.protocol === "https:" ? https : http;
    const req = mod.request({
      protocol: u.protocol,
      hostname: u.hostname.startsWith("[") ? host : u.hostname,
      port: u.port || (u.protocol === "https:" ? 443 : 80),
      path: `${u.pathname}${u.search}`,
      method: (init.method ?? "GET").toUpperCase(),
      headers,
      agent: false,
      ...(literal ? {} : { servername: host }),
      // The checked address, and only it: no second resolution between the check and the connection.
      lookup: ((_h: string, opts: { all?: boolean }, cb: (...a: unknown[]) => void) =>
        opts?.all
          ? cb(null, [{ address: pinned.address, family: pinned.family }])
          : cb(null, pinned.address, pinned.family)) as unknown as LookupFunction,
    }, (res) => {
      if (res.headers["content-encoding"] && res.headers["content-encoding"] !== "identity") {
        req.destroy(new Error("encoded documents are not accepted"));
        return;
      }
      if (Number(res.headers["content-length"] ?? "0") > maxBytes) {
        req.destroy(new Error("document too large"));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) {
          req.destroy(new Error("document too large"));
        } else chunks.push(c);
      });
      res.on("end", () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (v !== undefined) {
            h.set(k, Array.isArray(v) ? v.join(", ") : String(v));
          }
        }
        resolve({
          status: res.statusCode ?? 502,
          resHeaders: h,
          body: new Uint8Array(Buffer.concat(chunks)),
        });
      });
      res.on("error", reject);
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const signal = init.signal;
    const onAbort = () => req.destroy(new Error("aborted"));
    signal?.addEventListener?.("abort", onAbort, { once: true });
    req.on("error", (e) => reject(e));
    req.on("close", () => {
      clearTimeout(timer);
      signal?.removeEventListener?.("abort", onAbort);
    });
    req.end();
  });
  let text = new TextDecoder().decode(body);
  try {
    const doc = JSON.parse(text);
    if (doc && typeof doc === "object" && !Array.isArray(doc) && typeof doc.client_id === "string") {
      text = JSON.stringify(normaliseClientMetadata(doc));
    }
  } catch {
    // not JSON: the provider reports it
  }
  resHeaders.delete("content-length");
  resHeaders.delete("content-encoding");
  resHeaders.delete("transfer-encoding");
  // A redirect is answered as is: the provider does not follow it (it sees a non-200 answer).
  return new Response(status === 204 || status === 304 ? null : text, { status, headers: resHeaders });
}

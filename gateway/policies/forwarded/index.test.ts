import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { applyForwarded, clientAddress, isTrustedProxy, parseTrustedProxies } from "./index.ts";

const req = (peer: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;
const FORGED = {
  "x-forwarded-for": "1.2.3.4",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  "x-forwarded-port": "443",
  forwarded: "for=1.2.3.4;host=evil.example;proto=https",
  "x-real-ip": "1.2.3.4",
};

describe("proxy headers only from trusted proxies", () => {
  it("no TRUSTED_PROXIES: every forwarded header a client sent is dropped; the client is the peer", () => {
    const r = req("203.0.113.9", { ...FORGED, host: "api.example.com" });
    expect(applyForwarded(r, [])).toBe("203.0.113.9");
    for (const h of Object.keys(FORGED)) expect(r.headers[h], h).toBeUndefined();
    expect(r.headers.host).toBe("api.example.com");
    expect(clientAddress(r)).toBe("203.0.113.9");
  });

  it("a peer outside the trusted ranges is treated the same", () => {
    const ranges = parseTrustedProxies("10.0.0.0/8, 192.168.1.5");
    const r = req("::ffff:172.16.0.1", FORGED);
    expect(applyForwarded(r, ranges)).toBe("172.16.0.1");
    expect(r.headers["x-forwarded-host"]).toBeUndefined();
  });

  it("a trusted peer: the rightmost address that is not a trusted proxy is the client; its proto/host are kept", () => {
    const ranges = parseTrustedProxies("10.0.0.0/8,192.168.1.5,fd00::/8");
    const r = req("10.1.1.1", {
      "x-forwarded-for": "6.6.6.6, 198.51.100.7, 192.168.1.5",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "api.example.com",
      forwarded: "for=6.6.6.6",
    });
    expect(applyForwarded(r, ranges)).toBe("198.51.100.7");
    expect(r.headers["x-forwarded-for"]).toBe("198.51.100.7");
    expect(r.headers["x-forwarded-proto"]).toBe("https");
    expect(r.headers["x-forwarded-host"]).toBe("api.example.com");
    expect(r.headers.forwarded).toBeUndefined();
    // Only trusted hops: the leftmost is the client; no header at all: the peer.
    expect(applyForwarded(req("10.1.1.1", { "x-forwarded-for": "10.2.2.2, 10.3.3.3" }), ranges)).toBe(
      "10.2.2.2",
    );
    expect(applyForwarded(req("fd00::1", {}), ranges)).toBe("fd00::1");
    // Garbage entries are skipped.
    expect(applyForwarded(req("10.1.1.1", { "x-forwarded-for": "not-an-ip, 198.51.100.8" }), ranges)).toBe(
      "198.51.100.8",
    );
  });

  it("ranges: IPv4, IPv6, mapped peers; a bad entry is refused at start", () => {
    const ranges = parseTrustedProxies("127.0.0.1,2001:db8::/32");
    expect(isTrustedProxy("::ffff:127.0.0.1", ranges)).toBe(true);
    expect(isTrustedProxy("2001:db8::5", ranges)).toBe(true);
    expect(isTrustedProxy("127.0.0.2", ranges)).toBe(false);
    expect(() => parseTrustedProxies("10.0.0.0/8,evil")).toThrow(/TRUSTED_PROXIES: "evil"/);
  });
});

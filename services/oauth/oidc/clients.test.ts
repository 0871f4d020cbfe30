import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressVerdict, isPrivateAddress, normaliseClientMetadata, safeFetch } from "./clients.ts";
import { offeredScopes } from "../pages/consent.ts";
import { safeNext } from "../pages/web.ts";

describe("client metadata normalisation", () => {
  it("makes a public authorization-code client of what MCP clients send", () => {
    const out = normaliseClientMetadata({
      client_name: "  Cursor ",
      redirect_uris: ["cursor://anysphere.cursor-retrieval/oauth/callback", "http://127.0.0.1:3334/cb"],
      grant_types: ["authorization_code", "refresh_token"],
      scope: "campaigns:read offline_access",
      token_endpoint_auth_method: "client_secret_post",
      jwks_uri: "https://example.com/jwks",
    });
    expect(out).toMatchObject({
      client_name: "Cursor",
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
      application_type: "native",
    });
    expect(out.scope).toBeUndefined();
    expect(out.jwks_uri).toBeUndefined();
    expect(normaliseClientMetadata({ redirect_uris: ["https://app.example.com/cb"] }).application_type).toBe(
      "web",
    );
  });
});

/** Literals in every range the issue lists (and more), with the range the verdict must name. */
const REFUSED: [string, RegExp][] = [
  ["127.0.0.1", /loopback/],
  ["127.255.0.9", /loopback/],
  ["10.0.0.1", /private/],
  ["172.16.5.4", /private/],
  ["192.168.1.1", /private/],
  ["169.254.169.254", /linkLocal/],
  ["100.64.0.1", /carrierGradeNat/],
  ["0.0.0.0", /unspecified/],
  ["0.1.2.3", /unspecified/],
  ["224.0.0.1", /multicast/],
  ["255.255.255.255", /broadcast/],
  ["192.0.2.1", /reserved/],
  ["198.18.0.1", /reserved|benchmarking/],
  ["240.0.0.1", /reserved/],
  ["::1", /loopback/],
  ["::", /unspecified/],
  ["fe80::1", /linkLocal/],
  ["fe80::1%eth0", /linkLocal/],
  ["fc00::1", /uniqueLocal/],
  ["fd12:3456::1", /uniqueLocal/],
  ["ff02::1", /multicast/],
  ["2001:db8::1", /reserved/],
  ["100::1", /discard/],
  // IPv4-mapped (the probe's `[::ffff:127.0.0.1]`), in both spellings
  ["::ffff:127.0.0.1", /ipv4Mapped of loopback/],
  ["::ffff:7f00:1", /ipv4Mapped of loopback/],
  ["::ffff:a00:1", /ipv4Mapped of private/],
  ["::ffff:169.254.169.254", /ipv4Mapped of linkLocal/],
  // IPv4-compatible (deprecated ::a.b.c.d)
  ["::7f00:1", /ipv4Compatible of loopback/],
  ["::a9fe:a9fe", /ipv4Compatible of linkLocal/],
  ["::10.0.0.1", /(ipv4Compatible|ipv4Mapped) of private/], // ipaddr.js reads this spelling as mapped
  // SIIT, NAT64 (well-known /96 and the local-use /48), 6to4, Teredo
  ["::ffff:0:a00:1", /rfc6145 of private/],
  ["64:ff9b::7f00:1", /rfc6052 of loopback/],
  ["64:ff9b::a9fe:a9fe", /rfc6052 of linkLocal/],
  ["64:ff9b:1::808:808", /rfc6052/],
  ["2002:7f00:1::", /6to4 of loopback/],
  ["2002:c0a8:101::1", /6to4 of private/],
  ["2001::1", /teredo/],
  ["not-an-ip", /not an address/],
];
const ALLOWED = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "2606:4700:4700::1111",
  "::ffff:8.8.8.8",
  "64:ff9b::808:808",
  "2002:808:808::1",
];

describe("address checks for client ID metadata documents (ipaddr.js)", () => {
  it.each(REFUSED)("%s is refused (%s)", (ip, range) => {
    const v = addressVerdict(ip);
    expect(v.ok).toBe(false);
    expect(v.ok ? "" : v.range).toMatch(range);
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each(ALLOWED)("%s (public unicast, also inside a transition form) is allowed", (ip) => {
    expect(addressVerdict(ip)).toEqual({ ok: true });
  });

  it("refuses http, credentials and private hosts outside development, before any connection", async () => {
    await expect(safeFetch("http://93.184.216.34/client.json", {}, { development: false })).rejects.toThrow(
      /https/,
    );
    await expect(safeFetch("https://user:pw@93.184.216.34/client.json", {}, { development: false })).rejects
      .toThrow(/credentials/);
    await expect(safeFetch("https://127.0.0.1/client.json", {}, { development: false })).rejects.toThrow(
      /private/,
    );
    await expect(safeFetch("https://10.1.2.3/client.json", {}, { development: true })).rejects.toThrow(
      /private/,
    );
    // Development admits plain loopback only, never a transition form of it.
    await expect(safeFetch("https://[::ffff:127.0.0.1]/client.json", {}, { development: true })).rejects
      .toThrow(/ipv4Mapped of loopback/);
  });

  it.each([
    ["https://2130706433/x.json", /loopback/], // decimal
    ["https://0177.0.0.1/x.json", /loopback/], // octal
    ["https://0x7f.1/x.json", /loopback/], // hex, short form
    ["https://127.1/x.json", /loopback/],
    ["https://0/x.json", /unspecified/],
    ["https://[::ffff:127.0.0.1]:8443/x.json", /ipv4Mapped of loopback/],
    ["https://[::ffff:a00:1]/x.json", /ipv4Mapped of private/],
    ["https://[::7f00:1]/x.json", /ipv4Compatible of loopback/],
    ["https://[64:ff9b::a9fe:a9fe]/x.json", /rfc6052 of linkLocal/],
    ["https://[2002:a9fe:a9fe::]/x.json", /6to4 of linkLocal/],
  ])("the literal host of %s is refused (%s)", async (url, range) => {
    await expect(safeFetch(url, {}, { development: false })).rejects.toThrow(range);
  });

  it.each([
    ["metadata.attacker.example", ["169.254.169.254"], /linkLocal/],
    ["intranet.attacker.example", ["10.20.30.40"], /private/],
    ["mapped.attacker.example", ["::ffff:192.168.0.1"], /ipv4Mapped of private/],
    ["nat64.attacker.example", ["64:ff9b::a00:1"], /rfc6052 of private/],
    ["ula.attacker.example", ["fd00::5"], /uniqueLocal/],
    ["zero.attacker.example", ["0.0.0.0"], /unspecified/],
    // One private address among public ones is enough to refuse the name.
    ["mixed.attacker.example", ["93.184.216.34", "127.0.0.1"], /loopback/],
  ])("a name (%s) resolving to %j is refused (%s)", async (host, addresses, range) => {
    const resolve = async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    await expect(safeFetch(`https://${host}/x.json`, {}, { development: false, resolve })).rejects.toThrow(
      range,
    );
  });
});

describe("the fetch goes to the address that was checked (no second lookup), within size and time", () => {
  let server: Server;
  let port = 0;
  const seen: { host?: string; path?: string }[] = [];
  let answer: (res: import("node:http").ServerResponse) => void = (res) => res.end("{}");

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ host: req.headers.host, path: req.url });
      answer(res);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it("resolves once and connects to that address, whatever the name would resolve to later (DNS rebinding)", async () => {
    let calls = 0;
    // First answer loopback (allowed in development), then a private address: only the first is used.
    const resolve = async () => [{ address: calls++ === 0 ? "127.0.0.1" : "10.9.9.9", family: 4 }];
    answer = (res) =>
      res.setHeader("content-type", "application/json").end(
        JSON.stringify({ client_id: "x", client_name: " Tool ", scope: "a b" }),
      );
    const r = await safeFetch(`http://rebind.test:${port}/doc.json`, {
      headers: { accept: "application/json" },
    }, { development: true, resolve });
    expect(calls).toBe(1);
    expect(seen.at(-1)).toEqual({ host: `rebind.test:${port}`, path: "/doc.json" });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({
      client_id: "x",
      client_name: "Tool",
      token_endpoint_auth_method: "none",
    });
  });

  it("a document over 5 KiB is refused, announced or not", async () => {
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    answer = (res) => res.end("x".repeat(6 * 1024));
    await expect(safeFetch(`http://big.test:${port}/doc.json`, {}, { development: true, resolve })).rejects
      .toThrow(/too large/);
    answer = (res) => {
      res.setHeader("transfer-encoding", "chunked");
      for (let i = 0; i < 8; i++) res.write("y".repeat(1024));
      res.end();
    };
    await expect(safeFetch(`http://chunked.test:${port}/doc.json`, {}, { development: true, resolve }))
      .rejects.toThrow(/too large/);
  });

  it("a server that never answers is given up on; a redirect is not followed", async () => {
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    answer = () => {}; // never answers
    await expect(
      safeFetch(`http://slow.test:${port}/doc.json`, {}, { development: true, resolve, timeoutMs: 300 }),
    ).rejects.toThrow(/no answer within 300 ms/);
    const before = seen.length;
    answer = (res) => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    const r = await safeFetch(`http://redirect.test:${port}/doc.json`, {}, { development: true, resolve });
    expect(r.status).toBe(302);
    expect(seen.length).toBe(before + 1);
  });
});

describe("consent offers", () => {
  it("no scope of ours asked: the three read scopes, ticked", () => {
    expect(offeredScopes(undefined)).toEqual([
      { scope: "campaigns:read", ticked: true },
      { scope: "creators:read", ticked: true },
      { scope: "plan:read", ticked: true },
    ]);
    expect(offeredScopes("openid offline_access")).toHaveLength(3);
  });
  it("action scopes only when asked, unticked; order of the spec", () => {
    expect(offeredScopes("team:manage campaigns:read")).toEqual([
      { scope: "campaigns:read", ticked: true },
      { scope: "team:manage", ticked: false },
    ]);
  });
});

describe("sign-in next target", () => {
  it("only our own pages", () => {
    expect(safeNext("/partner/connect?uid=abc_D-1")).toBe("/partner/connect?uid=abc_D-1");
    expect(safeNext("/agents?workspace=ws_1")).toBe("/agents?workspace=ws_1");
    expect(safeNext("https://evil.example/")).toBe("/agents");
    expect(safeNext("//evil.example/partner/connect")).toBe("/agents");
    expect(safeNext(undefined)).toBe("/agents");
  });
});

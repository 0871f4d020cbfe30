import { describe, expect, it } from "vitest";
import { isPrivateAddress, normaliseClientMetadata, safeFetch } from "./clients.ts";
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
    expect(normaliseClientMetadata({ redirect_uris: ["https://app.example.com/cb"] }).application_type).toBe("web");
  });
});

describe("address checks for client ID metadata documents", () => {
  it("private, loopback, link-local and reserved addresses are refused", () => {
    for (const ip of ["10.0.0.1", "127.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1", "224.0.0.1"]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("refuses http and private hosts outside development", async () => {
    await expect(safeFetch("http://93.184.216.34/client.json", {}, { development: false })).rejects.toThrow(/https/);
    await expect(safeFetch("https://127.0.0.1/client.json", {}, { development: false })).rejects.toThrow(/private/);
    await expect(safeFetch("https://10.1.2.3/client.json", {}, { development: true })).rejects.toThrow(/private/);
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

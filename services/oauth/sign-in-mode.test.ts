import { describe, expect, it } from "vitest";
import { isLoopbackUrl, signInMode, StartupRefusal } from "./sign-in-mode.ts";

const IDP = {
  oidcIssuer: "https://login.example.com/realms/ccw",
  oidcClientId: "ccw",
  oidcClientSecret: "s3cret",
};

describe("sign-in mode: secure by default or the oauth service does not start", () => {
  it("loopback base URLs", () => {
    for (
      const u of ["http://127.0.0.1:8080", "http://localhost:3000", "http://[::1]:8080", "https://127.3.2.1"]
    ) expect(isLoopbackUrl(u), u).toBe(true);
    for (
      const u of [
        "https://api.example.com",
        "http://10.0.0.5:8080",
        "http://0.0.0.0:8080",
        "http://127.0.0.1.nip.io",
        "http://localhost.evil.example",
        "/",
      ]
    ) {
      expect(isLoopbackUrl(u), u).toBe(false);
    }
  });

  it("an identity provider wins, even with DEV_SIGN_IN", () => {
    expect(signInMode({ baseUrl: "https://api.example.com", ...IDP })).toEqual({
      kind: "idp",
      idp: { issuer: IDP.oidcIssuer, clientId: "ccw", clientSecret: "s3cret" },
    });
    expect(signInMode({ baseUrl: "http://127.0.0.1:8080", ...IDP, devSignIn: "true" }).kind).toBe("idp");
  });

  it("the development sign-in only when DEV_SIGN_IN is on and BASE_URL is loopback", () => {
    expect(signInMode({ baseUrl: "http://127.0.0.1:8080", devSignIn: "true" })).toEqual({
      kind: "development",
    });
    expect(signInMode({ baseUrl: "http://127.0.0.1:8080" })).toEqual({ kind: "none" });
    expect(signInMode({ baseUrl: "http://127.0.0.1:8080", devSignIn: "false" })).toEqual({ kind: "none" });
    expect(() => signInMode({ baseUrl: "https://api.example.com", devSignIn: "true" })).toThrow(
      /DEV_SIGN_IN .*not a loopback/,
    );
  });

  it("a non-loopback BASE_URL without an identity provider refuses, naming the settings", () => {
    const f = () => signInMode({ baseUrl: "https://api.example.com" });
    expect(f).toThrow(StartupRefusal);
    expect(f).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/);
  });

  it("a half-configured or non-https provider refuses", () => {
    expect(() =>
      signInMode({ baseUrl: "https://api.example.com", oidcIssuer: IDP.oidcIssuer, oidcClientId: "ccw" })
    ).toThrow(/OIDC_CLIENT_SECRET missing/);
    expect(() => signInMode({ baseUrl: "http://127.0.0.1:1", oidcClientSecret: "x" })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID missing/,
    );
    expect(() =>
      signInMode({ baseUrl: "https://api.example.com", ...IDP, oidcIssuer: "http://login.example.com" })
    ).toThrow(/https/);
  });
});

import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./harness.ts";
import { probe, scanErrorAnswersAfterAll } from "./oauth-helpers.ts";

/**
 * Security suite, proxy headers (issue 16 item 4): client-sent `X-Forwarded-*`, `Forwarded` and `Host`
 * never shape what the server says about itself. The OAuth metadata is built from BASE_URL and carries
 * Cache-Control; the protected-resource metadata likewise.
 */
scanErrorAnswersAfterAll();
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const u = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request(
      { host: u.hostname, port: u.port, path, method: "GET", headers, setHost: false },
      (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const FORGED = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  "x-forwarded-port": "443",
  forwarded: "for=6.6.6.6;host=evil.example;proto=https",
};

const urlsIn = (o: unknown): string[] => JSON.stringify(o).match(/https?:\/\/[^"]+/g) ?? [];

describe("security: proxy headers only from trusted proxies", () => {
  it.each(["/.well-known/oauth-authorization-server", "/.well-known/openid-configuration"])(
    "%s: every URL from BASE_URL whatever Host/X-Forwarded-* say, with Cache-Control",
    async (path) => {
      const r = await rawGet(path, FORGED);
      expect(r.status).toBe(200);
      const meta = JSON.parse(r.body);
      expect(meta.issuer).toBe(baseUrl());
      expect(meta.token_endpoint).toBe(`${baseUrl()}/oauth/token`);
      const urls = urlsIn(meta);
      expect(urls.length).toBeGreaterThan(3);
      for (const u of urls) expect(u.startsWith(baseUrl()), u).toBe(true);
      expect(r.body).not.toContain("evil.example");
      expect(String(r.headers["cache-control"])).toMatch(/max-age=\d+/);
    },
  );

  it("the protected-resource metadata too", async () => {
    const r = await rawGet("/.well-known/oauth-protected-resource/mcp", FORGED);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({
      resource: `${baseUrl()}/mcp`,
      authorization_servers: [baseUrl()],
    });
    expect(String(r.headers["cache-control"])).toMatch(/max-age/);
  });

  it("an authorization redirect to the consent page does not follow a forged host", async () => {
    const r = await rawGet(
      `/oauth/authorize?client_id=nope&response_type=code&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&state=s`,
      FORGED,
    );
    expect(r.body).not.toContain("evil.example");
    expect(String(r.headers.location ?? "")).not.toContain("evil.example");
  });

  it("the 401 challenge of /mcp names BASE_URL's resource metadata", async () => {
    const r = await probe("mcp challenge", `${baseUrl()}/mcp`, {
      method: "POST",
      headers: { "x-forwarded-host": "evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(r.status).toBe(401);
    expect(r.headers.get("www-authenticate")).toContain(
      `${baseUrl()}/.well-known/oauth-protected-resource/mcp`,
    );
  });
});

import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOLS } from "../../shared/registry/index.ts";
import { baseUrl, http } from "./harness.ts";

/**
 * The API reference page (issue 19 item 3): GET /docs renders /v1/openapi.json with Scalar's standalone
 * bundle, served by the gateway itself under a same-origin-only CSP. In headless Chromium every tool
 * is shown and no request leaves the gateway's origin.
 */
const CHROMIUM = "/usr/bin/chromium";
const HAVE_CHROMIUM = existsSync(CHROMIUM);
if (!HAVE_CHROMIUM) {
  console.warn(
    `docs-page.test.ts: browser part SKIPPED — ${CHROMIUM} is absent (apt-get install -y chromium)`,
  );
}

describe("GET /docs over HTTP", () => {
  it("is an HTML page with a strict same-origin CSP that loads the bundle and its init script from the gateway", async () => {
    const r = await http("GET", "/docs");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/html");
    const csp = r.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/); // no outside host is allowed anything
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    const scripts = [...r.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    expect(r.text).not.toMatch(/<script>/); // nothing inline
    for (const src of scripts) {
      expect(src.startsWith("/docs/")).toBe(true);
      const s = await fetch(baseUrl() + src);
      expect(s.status, src).toBe(200);
      expect(s.headers.get("content-type"), src).toContain("javascript");
    }
    const init = await fetch(baseUrl() + scripts[1]).then((x) => x.text());
    expect(init).toContain('"url": "/v1/openapi.json"');
    expect(init).toContain('"withDefaultFonts": false');
  });

  it("answers the bundle's ETag with 304 and other methods with the JSON 404", async () => {
    const page = await http("GET", "/docs");
    const src = [...page.text.matchAll(/<script src="([^"]+)"/g)][0][1];
    const first = await fetch(baseUrl() + src);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"scalar-\d+\.\d+\.\d+"$/);
    await first.arrayBuffer();
    const again = await fetch(baseUrl() + src, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const post = await http("POST", "/docs", { body: {} });
    expect(post.status).toBe(404);
    expect(post.body.error.code).toBe("not_found");
  });

  it("renders a document that carries every tool's description, scopes and examples", async () => {
    const doc = (await http("GET", "/v1/openapi.json")).body;
    for (const tool of TOOLS) {
      const op = doc.paths[tool.path]?.[tool.method.toLowerCase()];
      expect(op, tool.name).toBeDefined();
      expect(op.operationId).toBe(tool.name);
      expect(op.description.startsWith(tool.description), tool.name).toBe(true);
      for (const scope of tool.scopes) expect(op.description, tool.name).toContain(`\`${scope}\``);
      expect(op["x-scopes"]).toEqual(tool.scopes);
      if (tool.auth === "token") expect(op.security).toEqual([{ bearer: tool.scopes }]);
      if (tool.kind === "write") {
        expect(op.requestBody.content["application/json"].example, tool.name).toBeDefined();
      }
      for (const p of op.parameters.filter((x: any) => x.in === "path")) {
        expect(p.example, `${tool.name} ${p.name}`).toBeDefined();
      }
    }
  });
});

describe.skipIf(!HAVE_CHROMIUM)("GET /docs in headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    "shows every tool, and every request the page makes stays on the gateway's origin with no CSP violation",
    async () => {
      const page = await browser.newPage();
      const origin = new URL(baseUrl()).origin;
      const requests: string[] = [];
      const problems: string[] = [];
      page.on("request", (req) => requests.push(req.url()));
      page.on("console", (m) => {
        if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) {
          problems.push(m.text());
        }
      });
      page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
      const res = await page.goto(`${baseUrl()}/docs`, { waitUntil: "load" });
      expect(res?.status()).toBe(200);
      // Every tool's title appears once rendered (sidebar and operation headings).
      await page.waitForFunction((n) => document.body.innerText.includes(n), TOOLS[0].title, {
        timeout: 30_000,
      });
      const text = await page.evaluate(() => document.body.innerText);
      const missing = TOOLS.filter((t) => !text.includes(t.title)).map((t) => `${t.name} (${t.title})`);
      expect(missing, "tools not shown on /docs").toEqual([]);
      expect(text).toContain("Creator Campaign Workspace API");
      // Each operation, opened from the sidebar, shows its description and the scopes it needs.
      const notRendered: string[] = [];
      for (const tool of TOOLS) {
        await page.getByText(tool.title, { exact: true }).first().click();
        const start = tool.description.split(/[`*_[\]]/)[0].slice(0, 40);
        const scopes = tool.auth === "none"
          ? "No token"
          : tool.scopes.length
          ? `Scopes: ${tool.scopes.join(", ")} (every one required)`
          : "Scopes: none beyond a valid token";
        const shown = await page.waitForFunction(
          ([a, b]) => document.body.innerText.includes(a) && document.body.innerText.includes(b),
          [start, scopes],
          { timeout: 10_000 },
        )
          .then(() => true, () => false);
        if (!shown) notRendered.push(`${tool.name}: "${start}" / "${scopes}"`);
      }
      expect(notRendered, "operations whose description or scopes are not shown").toEqual([]);
      const outside = requests.filter((u) =>
        !u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:")
      );
      expect(outside, "requests leaving the gateway's origin").toEqual([]);
      expect(requests.some((u) => u.endsWith("/v1/openapi.json"))).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    },
    240_000,
  );
});

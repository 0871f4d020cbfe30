import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, http, newWorkspace } from "./harness.ts";
import { pkcePair } from "./oauth-helpers.ts";

/**
 * The sign-in, consent and agents pages in headless Chromium (Debian's chromium + playwright-core):
 * sign in, tick, approve, see the token on the agents page, create one, revoke one, and the next call
 * with the revoked token answers 401 token_revoked.
 */
const CHROMIUM = "/usr/bin/chromium";
const HAVE_CHROMIUM = existsSync(CHROMIUM);
if (!HAVE_CHROMIUM) {
  console.warn(`pages.test.ts: SKIPPED — ${CHROMIUM} is absent (apt-get install -y chromium)`);
}

/** The client's redirect URI: a real listener (Playwright does not intercept redirected requests). */
let REDIRECT = "";
let app: Server | undefined;

describe.skipIf(!HAVE_CHROMIUM)("pages in headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    app = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<p>back at the app</p>")
    );
    await new Promise<void>((r) => app!.listen(0, "127.0.0.1", () => r()));
    const addr = app.address();
    REDIRECT = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}/callback`;
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
    app?.close();
  });

  it("sign in, tick, approve, see the token on the agents page, create one, revoke one", async () => {
    const ws = await newWorkspace();
    const reg = await http("POST", "/oauth/register", {
      body: { client_name: "Pages App", redirect_uris: [REDIRECT] },
    });
    expect(reg.status).toBe(201);
    const { verifier, challenge } = pkcePair();
    const auth = new URL(baseUrl() + "/oauth/authorize");
    for (
      const [k, v] of Object.entries({
        response_type: "code",
        client_id: reg.body.client_id,
        redirect_uri: REDIRECT,
        code_challenge: challenge,
        code_challenge_method: "S256",
        state: "page-state",
        resource: baseUrl() + "/mcp",
        scope: "campaigns:read creators:read plan:read campaigns:write",
      })
    ) auth.searchParams.set(k, v);

    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(auth.toString());
    await page.waitForSelector("form#sign-in");
    await page.fill("form#sign-in input[name=email]", ws.memberEmail);
    await Promise.all([page.waitForSelector("form#consent"), page.click("form#sign-in button[type=submit]")]);

    // Consent: client name and redirect URI shown; read scopes ticked, the asked action scope unticked.
    const text = await page.textContent("body");
    expect(text).toContain("Pages App");
    expect(text).toContain(REDIRECT);
    expect(await page.isChecked("input[name=scope][value='campaigns:read']")).toBe(true);
    expect(await page.isChecked("input[name=scope][value='campaigns:write']")).toBe(false);
    expect(await page.locator("input[name=scope][value='team:manage']").count()).toBe(0);
    await page.selectOption("select[name=workspace]", ws.workspaceId);
    await page.check("input[name=scope][value='campaigns:write']");
    await page.uncheck("input[name=scope][value='creators:read']");
    await page.check("input[name=expiry][value='90d']");
    await page.click("button[name=decision][value=approve]");
    await page.waitForURL((u) => u.toString().startsWith(REDIRECT), { timeout: 10_000 }).catch(async (e) => {
      throw new Error(
        `not back at the app: ${page.url()} ${(await page.textContent("body"))?.slice(0, 600)} (${e})`,
      );
    });
    const back = new URL(page.url());
    expect(back.searchParams.get("state")).toBe("page-state");
    expect(back.searchParams.get("iss")).toBe(baseUrl());
    const token = await http("POST", "/oauth/token", {
      rawBody: new URLSearchParams({
        grant_type: "authorization_code",
        code: back.searchParams.get("code")!,
        redirect_uri: REDIRECT,
        client_id: reg.body.client_id,
        code_verifier: verifier,
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(token.status).toBe(200);
    expect(token.body.scope).toBe("campaigns:read plan:read campaigns:write");
    const oauthToken: string = token.body.access_token;
    expect((await http("GET", "/v1/me", { token: oauthToken })).status).toBe(200);

    // The agents page lists the sign-in connection.
    await page.goto(baseUrl() + "/agents");
    const row = page.locator("#tokens tr", { hasText: "Pages App (OAuth)" });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator(".scopes").textContent()).toContain("campaigns:write");
    expect(await row.locator(".kind").textContent()).toBe("sign-in connection");
    expect(await row.locator(".last-used").textContent()).not.toBe("never used"); // /v1/me just used it
    expect(await page.getAttribute("html", "lang")).toBe("en");

    // Create a token on the page: shown once, and it works.
    await page.fill("form#create-token input[name=label]", "Laptop agent");
    await page.check("form#create-token input[name=expiry][value='1y']");
    await Promise.all([
      page.waitForSelector("#new-token"),
      page.click("form#create-token button[type=submit]"),
    ]);
    const created = (await page.textContent("#new-token"))!.trim();
    expect(created).toMatch(/^svc_live_[A-Za-z0-9_-]{43}$/);
    const me = await http("GET", "/v1/me", { token: created });
    expect(me.body).toMatchObject({
      label: "Laptop agent",
      scopes: ["campaigns:read", "creators:read", "plan:read"],
    });
    await page.goto(baseUrl() + "/agents");
    expect(await page.textContent("body")).not.toContain(created);

    // Revoke the OAuth connection: immediate.
    await Promise.all([
      page.waitForSelector("p.ok[role=status]"),
      page.locator("#tokens tr", { hasText: "Pages App (OAuth)" }).locator("button", { hasText: "Revoke" })
        .click(),
    ]);
    const after = await http("GET", "/v1/me", { token: oauthToken });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("token_revoked");
    expect((await http("GET", "/v1/me", { token: created })).status).toBe(200);
    await page.screenshot({
      path: `${process.env.PAGES_SCREENSHOT_DIR ?? "/tmp"}/ccw-agents-page.png`,
      fullPage: true,
    });
    await context.close();
  });

  it("deny in the browser sends the person back with error=access_denied", async () => {
    const ws = await newWorkspace();
    const reg = await http("POST", "/oauth/register", {
      body: { client_name: "Denied App", redirect_uris: [REDIRECT] },
    });
    const auth = new URL(baseUrl() + "/oauth/authorize");
    for (
      const [k, v] of Object.entries({
        response_type: "code",
        client_id: reg.body.client_id,
        redirect_uri: REDIRECT,
        code_challenge: pkcePair().challenge,
        code_challenge_method: "S256",
        state: "deny-state",
      })
    ) auth.searchParams.set(k, v);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(auth.toString());
    await page.fill("form#sign-in input[name=email]", ws.memberEmail);
    await Promise.all([page.waitForSelector("form#consent"), page.click("form#sign-in button[type=submit]")]);
    await Promise.all([
      page.waitForURL((u) => u.toString().startsWith(REDIRECT)),
      page.click("button[name=decision][value=deny]"),
    ]);
    const back = new URL(page.url());
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("deny-state");
    await context.close();
  });
});

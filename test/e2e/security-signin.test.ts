import { spawn } from "node:child_process";
import { join } from "node:path";
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { IDENTITY_HEADER, signIdentity } from "../../shared/identity.ts";
import { baseUrl, key, newWorkspace } from "./harness.ts";
import { Browser, hiddenInputs, probe, scanErrorAnswersAfterAll, serviceOf } from "./oauth-helpers.ts";

/**
 * Security suite, sign-in (issue 16 item 1): no password-free sign-in in a deployment, sign-in rate
 * limited per client address and per email, the same answer for members and non-members.
 */
scanErrorAnswersAfterAll();
const ROOT = join(import.meta.dirname ?? ".", "..", "..");
const oauth = () => serviceOf(inject("processes"), "oauth");

/** Runs the oauth service as the launcher does, with other settings; resolves with its exit and output. */
function startOauth(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const spec = inject("processes").oauth;
  return new Promise((resolve) => {
    const child = spawn(spec.cmd, spec.args, {
      cwd: ROOT,
      env: { ...process.env, ...spec.env, SERVICE_PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

/** A request to the oauth service as the gateway forwards it for a client at `ip`. */
function asClient(ip: string, headers: Record<string, string> = {}): Record<string, string> {
  return {
    ...headers,
    [IDENTITY_HEADER]: signIdentity(
      { kind: "public", requestId: key("rq"), ip },
      oauth().env.INTERNAL_SECRET,
    ),
  };
}

async function signInPage(
  base: string,
  headers: Record<string, string>,
): Promise<{ cookie: string; csrf: string }> {
  const page = await fetch(`${base}/partner/sign-in`, { headers });
  const cookie = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { cookie, csrf: hiddenInputs(await page.text(), "sign-in").csrf };
}

describe("security: sign-in", () => {
  it("the test stack (loopback BASE_URL, no OIDC_*) runs the development sign-in because the launcher switched it on", () => {
    expect(oauth().env.DEV_SIGN_IN).toBe("true");
    expect(new URL(baseUrl()).hostname).toBe("127.0.0.1");
  });

  it.each([
    ["a non-loopback BASE_URL without an identity provider", {
      BASE_URL: "https://api.example.com",
      CONSENT_URL: "https://api.example.com",
      DEV_SIGN_IN: "",
    }, /no identity provider is configured/],
    ["DEV_SIGN_IN on a non-loopback BASE_URL", {
      BASE_URL: "https://api.example.com",
      CONSENT_URL: "https://api.example.com",
      DEV_SIGN_IN: "true",
    }, /DEV_SIGN_IN is set but BASE_URL/],
    ["a half-configured identity provider", {
      OIDC_ISSUER: "https://login.example.com",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
    }, /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET missing/],
  ])("the oauth service refuses to start with %s, saying what to set", async (_what, env, message) => {
    const r = await startOauth(env);
    expect(r.code).toBe(78);
    expect(r.out).toMatch(message);
    expect(r.out).toMatch(/refusing to start/);
  }, 90_000);

  it("a member and a non-member get the same answer to the sign-in post (303 to next, a new session cookie)", async () => {
    const ws = await newWorkspace();
    const answers = [];
    for (const email of [ws.memberEmail, `nobody-${key("n")}@example.com`]) {
      const b = new Browser(baseUrl());
      const page = await b.request("GET", "/partner/sign-in?next=%2Fagents");
      const hidden = hiddenInputs(await page.text(), "sign-in");
      const r = await probe("sign-in post", `${baseUrl()}/partner/sign-in`, {
        method: "POST",
        headers: { cookie: b.cookieHeader(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...hidden, email }).toString(),
      });
      answers.push({
        status: r.status,
        location: r.headers.get("location"),
        cookies: r.headers.getSetCookie().map((c) => c.replace(/^ccw_web=[^;]+/, "ccw_web=…")),
        body: r.text,
      });
    }
    expect(answers[0].status).toBe(303);
    expect(answers[0].location).toBe("/agents");
    expect(answers[1]).toEqual(answers[0]);
  });

  it("sign-in attempts are limited per client address: 30 a minute, then 429 with Retry-After (the probe's 70 wrong addresses)", async () => {
    const { url } = oauth();
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const { cookie, csrf } = await signInPage(url, asClient(ip));
    const statuses: number[] = [];
    // Windows are clock minutes: at most 30 in this minute and 30 in the next before a refusal.
    for (let i = 0; i < 62; i++) {
      const r = await probe("sign-in flood", `${url}/partner/sign-in`, {
        method: "POST",
        headers: asClient(ip, { cookie, "content-type": "application/x-www-form-urlencoded" }),
        body: new URLSearchParams({ csrf, email: `wrong-${i}-${key("w")}@example.com` }).toString(),
      });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(r.text).toContain("Too many sign-in attempts");
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length - 1).toBeGreaterThanOrEqual(1);
    expect(statuses.length - 1).toBeLessThanOrEqual(60);
    // Another address is not affected.
    const other = await signInPage(url, asClient("198.51.100.3"));
    expect(other.csrf).toBeTruthy();
  });

  it("sign-in attempts are limited per email whatever address they come from: 10 a minute", async () => {
    const { url } = oauth();
    const ws = await newWorkspace();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const ip = `203.0.113.${i + 10}`; // a new address every time
      const { cookie, csrf } = await signInPage(url, asClient(ip));
      const r = await probe("sign-in per email", `${url}/partner/sign-in`, {
        method: "POST",
        headers: asClient(ip, { cookie, "content-type": "application/x-www-form-urlencoded" }),
        body: new URLSearchParams({ csrf, email: ws.memberEmail }).toString(),
      });
      statuses.push(r.status);
      if (r.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 303)).toBe(true);
    expect(statuses.length - 1).toBeLessThanOrEqual(20); // 10 a clock minute (a minute may turn meanwhile)
  });
});

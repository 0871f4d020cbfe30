// The "browser" an MCP client opens for OAuth sign-in, for the agent set-up tests: a scripted person
// who follows the authorization URL, signs in on the sign-in form (CCW_AGENT_EMAIL), approves the
// consent form with the scopes it ticks by default (or CCW_AGENT_SCOPES, comma-separated), and lets the
// final redirect reach the client's loopback callback, as a real browser would. Form contract:
// ../shared/contracts/ops-api.md ("Sign-in and consent pages"); test/e2e/oauth-helpers.ts does the same
// inside a test process. Appends one JSON line per step to CCW_AGENT_LOG.
//
//   BROWSER=/path/to/wrapper mcp-remote http://127.0.0.1:8080/mcp   (the wrapper runs: node agent-browser.mjs URL)
import { appendFileSync } from "node:fs";

const url = process.argv[2];
const email = process.env.CCW_AGENT_EMAIL;
const logFile = process.env.CCW_AGENT_LOG;
const log = (entry) =>
  logFile && appendFileSync(logFile, JSON.stringify({ at: new Date().toISOString(), ...entry }) + "\n");

const jar = new Map();
function store(res) {
  for (const c of res.headers.getSetCookie()) {
    const [pair, ...attrs] = c.split(";");
    const i = pair.indexOf("=");
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    if (value === "" || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
    else jar.set(name, value);
  }
}
const hidden = (form) =>
  Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((
      m,
    ) => [m[1], m[2].replace(/&amp;/g, "&")]),
  );
const formOf = (html, id) => new RegExp(`<form[^>]*id="${id}"[\\s\\S]*?</form>`).exec(html)?.[0];
const actionOf = (form) =>
  (/action="([^"]*)"/.exec(/<form[^>]*>/.exec(form)?.[0] ?? "")?.[1] ?? "").replace(/&amp;/g, "&");

async function main() {
  if (!url || !email) throw new Error("usage: CCW_AGENT_EMAIL=… agent-browser.mjs <authorization URL>");
  log({ step: "open", url });
  const authOrigin = new URL(url).origin;
  let next = url;
  let method = "GET";
  let body;
  for (let hop = 0; hop < 20; hop++) {
    const target = new URL(next);
    if (!/^https?:$/.test(target.protocol)) {
      // A private-use scheme (RFC 8252, e.g. cursor://…): the OS hands it to the app; here it is logged
      // for the test, which plays the app.
      log({
        step: "callback",
        url: `${target.protocol}//${target.host}${target.pathname}`,
        scheme: target.protocol,
        code: target.searchParams.get("code"),
        state: target.searchParams.get("state"),
        hasCode: target.searchParams.has("code"),
        error: target.searchParams.get("error"),
      });
      return;
    }
    if (target.origin !== authOrigin) {
      // The redirect back to the client (its loopback callback): deliver it like a browser.
      const res = await fetch(target, { redirect: "follow" });
      log({
        step: "callback",
        url: `${target.origin}${target.pathname}`,
        status: res.status,
        hasCode: target.searchParams.has("code"),
        error: target.searchParams.get("error"),
      });
      await res.body?.cancel();
      return;
    }
    const headers = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
    if (body) headers["content-type"] = "application/x-www-form-urlencoded";
    const res = await fetch(target, { method, headers, body: body?.toString(), redirect: "manual" });
    store(res);
    method = "GET";
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      next = new URL(res.headers.get("location"), target).toString();
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) {
      throw new Error(`${res.status} at ${target.pathname}: ${html.replace(/<[^>]+>/g, " ").slice(0, 300)}`);
    }
    const signIn = formOf(html, "sign-in");
    const consent = formOf(html, "consent");
    if (signIn) {
      log({ step: "sign-in" });
      body = new URLSearchParams({ ...hidden(signIn), email });
    } else if (consent) {
      const ticked = [...consent.matchAll(/<input type="checkbox" name="scope" value="([^"]+)"( checked)?>/g)]
        .filter((m) => m[2]).map((m) => m[1]);
      const scopes = process.env.CCW_AGENT_SCOPES ? process.env.CCW_AGENT_SCOPES.split(",") : ticked;
      const workspace = /<option value="([^"]+)"/.exec(consent)?.[1] ??
        /name="workspace" value="([^"]+)"/.exec(consent)?.[1] ?? "";
      log({ step: "consent", scopes, workspace });
      body = new URLSearchParams({ ...hidden(consent), workspace, expiry: "30d", decision: "approve" });
      for (const s of scopes) body.append("scope", s);
    } else {
      throw new Error(`unexpected page at ${target.pathname}: ${html.slice(0, 300)}`);
    }
    method = "POST";
    next = new URL(actionOf(signIn ?? consent) || target.toString(), target).toString();
  }
  throw new Error("too many redirects");
}

main().catch((e) => {
  log({ step: "error", message: String(e?.message ?? e) });
  process.exit(1);
});

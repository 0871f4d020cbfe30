import express, { type Express, type Request, type Response } from "express";
import type { Outbox } from "../../../shared/nats.ts";
import {
  EXPIRY_CHOICES,
  type ExpiryChoice,
  READ_SCOPES,
  type Scope,
  SCOPES,
} from "../../../shared/scopes.ts";
import { type TokenDoc, tokenRecord, tokenState } from "../domain.ts";
import { IdentityStore } from "../store.ts";
import type { PagesContext } from "./sign-in.ts";
import { csrfOk, esc, sendPage, type WebSession } from "./web.ts";

/**
 * The agents page at /agents (spec 5.1 "Revoke: in the workspace settings, agents page"): a signed-in
 * team member sees the workspace's tokens (label, scopes, expiry, kind, last used), creates one (shown
 * once) and revokes one (immediately). Every form carries the session's CSRF token.
 */
export interface AgentsContext extends PagesContext {
  /** Where a revocation's event goes (PagesContext has the log). */
  outbox: Outbox;
}

const EXPIRY_TEXT: Record<ExpiryChoice, string> = {
  "30d": "30 days",
  "90d": "90 days",
  "1y": "1 year",
  never: "Never",
};
const fmt = (
  d: Date | null | undefined,
) => (d ? d.toISOString().replace(/\.\d+Z$/, "Z").replace("T", " ") : "");

interface View {
  session: WebSession;
  workspaces: { workspaceId: string; name: string }[];
  workspaceId: string;
  tokens: TokenDoc[];
  created?: { raw: string; label: string };
  notice?: string;
  error?: string;
}

function tokenRows(v: View, wsName: string): string {
  if (!v.tokens.length) return `<p class="muted">No tokens yet.</p>`;
  const rows = v.tokens.map((t) => {
    const rec = tokenRecord(t, wsName);
    const state = tokenState(t);
    const revoke = state === "active"
      ? `<form method="post" action="/agents/revoke" class="revoke"><input type="hidden" name="csrf" value="${
        esc(v.session.csrf)
      }"><input type="hidden" name="workspace" value="${
        esc(v.workspaceId)
      }"><input type="hidden" name="token" value="${esc(t._id)}"><button type="submit" name="revoke" value="${
        esc(t._id)
      }">Revoke</button></form>`
      : "";
    return `<tr data-token-id="${esc(t._id)}" data-state="${esc(state)}"><td class="label">${
      esc(rec.label)
    }</td><td class="scopes">${
      rec.scopes.map((s) => `<code>${esc(s)}</code>`).join(" ")
    }</td><td class="expires">${t.expiresAt ? esc(fmt(t.expiresAt)) : "Never"}</td><td class="kind">${
      t.kind === "oauth" ? "sign-in connection" : "API token"
    }</td><td class="last-used">${
      t.lastUsedAt ? esc(fmt(t.lastUsedAt)) : "never used"
    }</td><td class="state">${esc(state.replace("token_", ""))}</td><td>${revoke}</td></tr>`;
  });
  return `<table id="tokens"><thead><tr><th>Label</th><th>Scopes</th><th>Expires</th><th>Kind</th><th>Last used</th><th>State</th><th></th></tr></thead><tbody>${
    rows.join("")
  }</tbody></table>`;
}

function agentsBody(v: View): string {
  const ws = v.workspaces.find((w) => w.workspaceId === v.workspaceId)!;
  const switcher = v.workspaces.length > 1
    ? `<form method="get" action="/agents"><label>Workspace <select name="workspace">${
      v.workspaces.map((w) =>
        `<option value="${esc(w.workspaceId)}"${w.workspaceId === v.workspaceId ? " selected" : ""}>${
          esc(w.name)
        }</option>`
      ).join("")
    }</select></label> <button type="submit">Show</button></form>`
    : "";
  const scopeBoxes = SCOPES.map((s) =>
    `<label><input type="checkbox" name="scope" value="${s}"${
      READ_SCOPES.includes(s) ? " checked" : ""
    }> <code>${s}</code></label>`
  ).join("\n");
  const expiryRadios = EXPIRY_CHOICES.map((e) =>
    `<label><input type="radio" name="expiry" value="${e}"${e === "30d" ? " checked" : ""}> ${
      EXPIRY_TEXT[e]
    }</label>`
  )
    .join("\n");
  return `<h1>Agents — ${esc(ws.name)}</h1>
<form method="post" action="/partner/sign-out" class="muted"><input type="hidden" name="csrf" value="${
    esc(v.session.csrf)
  }">Signed in as ${esc(v.session.email)}. <button type="submit">Sign out</button></form>
${switcher}
${v.error ? `<p class="err" role="alert">${esc(v.error)}</p>` : ""}
${v.notice ? `<p class="ok" role="status">${esc(v.notice)}</p>` : ""}
${
    v.created
      ? `<div class="ok" id="created"><p>New token <strong>${
        esc(v.created.label)
      }</strong>. Copy it now: it is shown only this once. Keep it as a secret (e.g. the environment variable <code>SERVICE_TOKEN</code>).</p><p><code class="token" id="new-token">${
        esc(v.created.raw)
      }</code></p></div>`
      : ""
  }
<h2>Tokens</h2>
${tokenRows(v, ws.name)}
<h2>Create a token</h2>
<form id="create-token" method="post" action="/agents/tokens">
  <input type="hidden" name="csrf" value="${esc(v.session.csrf)}">
  <input type="hidden" name="workspace" value="${esc(v.workspaceId)}">
  <label>Label <input type="text" name="label" maxlength="100" required placeholder="e.g. Claude on my laptop"></label>
  <fieldset><legend>Permissions</legend>
${scopeBoxes}
  </fieldset>
  <fieldset><legend>Expires after</legend>
${expiryRadios}
  </fieldset>
  <p><button type="submit" class="primary">Create token</button></p>
</form>`;
}

export function mountAgents(app: Express, ctx: AgentsContext): void {
  const form = express.urlencoded({ extended: false, limit: "16kb" });

  async function signedIn(req: Request, res: Response): Promise<WebSession | null> {
    const s = await ctx.sessions.get(req);
    if (!s?.email) {
      const ws = typeof req.query.workspace === "string"
        ? `?workspace=${encodeURIComponent(req.query.workspace)}`
        : "";
      res.redirect(303, `/partner/sign-in?next=${encodeURIComponent(`/agents${ws}`)}`);
      return null;
    }
    return s;
  }

  async function render(
    res: Response,
    status: number,
    session: WebSession,
    wanted: unknown,
    extra: Partial<View> = {},
  ) {
    const workspaces = await new IdentityStore(ctx.db).workspacesOf(session.email!);
    if (!workspaces.length) {
      return sendPage(
        res,
        403,
        "Agents",
        `<h1>No workspace</h1><p>${esc(session.email)} is not a team member of any workspace.</p>`,
      );
    }
    const workspaceId = workspaces.find((w) => w.workspaceId === wanted)?.workspaceId ??
      workspaces[0].workspaceId;
    const tokens = await new IdentityStore(ctx.db).tokensOf(workspaceId, 100);
    // Active tokens first, then the ones that stopped (most recent first).
    tokens.sort((a, b) => Number(tokenState(a) !== "active") - Number(tokenState(b) !== "active"));
    sendPage(res, status, "Agents", agentsBody({ session, workspaces, workspaceId, tokens, ...extra }));
  }

  app.get("/agents", async (req: Request, res: Response) => {
    const s = await signedIn(req, res);
    if (!s) return;
    await render(
      res,
      200,
      s,
      req.query.workspace,
      req.query.revoked === "1" ? { notice: "Token revoked. It stopped working immediately." } : {},
    );
  });

  app.post("/agents/tokens", form, async (req: Request, res: Response) => {
    const s = await signedIn(req, res);
    if (!s) return;
    const body = (req.body ?? {}) as Record<string, string | string[]>;
    const one = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? "") : String(v ?? ""));
    const wsId = one(body.workspace);
    if (!csrfOk(s, one(body.csrf))) {
      return await render(res, 403, s, wsId, { error: "The form expired. Please try again." });
    }
    const workspaces = await new IdentityStore(ctx.db).workspacesOf(s.email!);
    const ws = workspaces.find((w) => w.workspaceId === wsId);
    if (!ws) return await render(res, 403, s, wsId, { error: "That workspace is not yours." });
    const label = one(body.label).trim();
    const ticked = ([] as string[]).concat((body.scope as string[] | string | undefined) ?? []);
    const scopes = SCOPES.filter((x) => ticked.includes(x)) as Scope[];
    const expiry = one(body.expiry);
    if (!label || label.length > 100) {
      return await render(res, 400, s, wsId, { error: "Give the token a label (up to 100 characters)." });
    }
    if (ticked.some((x) => !(SCOPES as readonly string[]).includes(x)) || !scopes.length) {
      return await render(res, 400, s, wsId, { error: "Tick at least one permission." });
    }
    if (!(EXPIRY_CHOICES as readonly string[]).includes(expiry)) {
      return await render(res, 400, s, wsId, { error: "Pick an expiry." });
    }
    const member = await new IdentityStore(ctx.db).memberByEmail(ws.workspaceId, s.email!);
    if (!member) {
      return await render(res, 403, s, wsId, { error: "You are no longer a member of that workspace." });
    }
    try {
      const { raw, doc } = await new IdentityStore(ctx.db).mintToken({
        workspaceId: ws.workspaceId,
        memberId: member.memberId,
        label,
        scopes,
        expiry: expiry as ExpiryChoice,
        kind: "api",
      });
      ctx.log("info", "token created on the agents page", { workspaceId: ws.workspaceId, tokenId: doc._id });
      await render(res, 200, s, wsId, { created: { raw, label } });
    } catch (e) {
      await render(res, 400, s, wsId, {
        error: e instanceof Error ? e.message : "The token could not be created.",
      });
    }
  });

  app.post("/agents/revoke", form, async (req: Request, res: Response) => {
    const s = await signedIn(req, res);
    if (!s) return;
    const body = (req.body ?? {}) as Record<string, string>;
    const wsId = String(body.workspace ?? "");
    if (!csrfOk(s, body.csrf)) {
      return await render(res, 403, s, wsId, { error: "The form expired. Please try again." });
    }
    const workspaces = await new IdentityStore(ctx.db).workspacesOf(s.email!);
    if (!workspaces.some((w) => w.workspaceId === wsId)) {
      return await render(res, 403, s, wsId, { error: "That workspace is not yours." });
    }
    const done = await new IdentityStore(ctx.db).revokeToken(ctx, wsId, String(body.token ?? ""));
    if (!done) return await render(res, 404, s, wsId, { error: "No such active token." });
    ctx.log("info", "token revoked on the agents page", { workspaceId: wsId, tokenId: body.token });
    res.redirect(303, `/agents?workspace=${encodeURIComponent(wsId)}&revoked=1`);
  });
}

import express, { type Express, type Request, type Response } from "express";
import {
  EXPIRY_CHOICES,
  type ExpiryChoice,
  READ_SCOPES,
  type Scope,
  SCOPES,
} from "../../../shared/scopes.ts";
import { MAX_ACTIVE_TOKENS } from "../domain.ts";
import { type ConnectionRoom, IdentityStore } from "../store.ts";
import { type ConsentDoc, consents } from "../oidc/consents.ts";
import type { InteractionDetails, OidcClient, OidcProvider } from "../oidc/types.ts";
import type { PagesContext } from "./sign-in.ts";
import { csrfOk, esc, sendPage, type WebSession } from "./web.ts";

/**
 * The consent page at {CONSENT_URL}/partner/connect?uid=... (spec 5.3; form contract of ops-api.md):
 * `<form id="consent" method="post">` with `workspace`, `scope` checkboxes, `expiry` radios and the
 * approve/deny buttons. Shows the client's name and redirect URI. Asking for no scope offers the three
 * read scopes ticked; action scopes are offered only when asked for and start unticked.
 */
export interface ConsentContext extends PagesContext {
  provider: OidcProvider;
  resource: string;
}

const SCOPE_TEXT: Record<Scope, string> = {
  "campaigns:read": "Read campaigns, briefs, publish state and activation flows",
  "creators:read": "Read creators who signed on to your campaigns; browse club creators",
  "plan:read": "Read how many creators your plan covers and how many are used",
  "campaigns:write": "Create and edit campaigns, upload contracts, request publish, pause",
  "creators:manage": "Activate, offboard and restore creators; decide applicants; program and club actions",
  "brand:write": "Change the logo, dashboard color and brand name",
  "team:manage": "See, add and remove dashboard email addresses",
};
const EXPIRY_TEXT: Record<ExpiryChoice, string> = {
  "30d": "30 days",
  "90d": "90 days",
  "1y": "1 year",
  never: "Indefinitely",
};

export interface Offered {
  scope: Scope;
  ticked: boolean;
}

/** What the page offers for a requested `scope` parameter. */
export function offeredScopes(requested: string | undefined): Offered[] {
  const asked = new Set(String(requested ?? "").split(/\s+/).filter(Boolean));
  const ours = SCOPES.filter((s) => asked.has(s));
  if (!ours.length) return READ_SCOPES.map((scope) => ({ scope, ticked: true }));
  return ours.map((scope) => ({ scope, ticked: READ_SCOPES.includes(scope) }));
}

function isReadScope(s: Scope): boolean {
  return READ_SCOPES.includes(s);
}

interface View {
  csrf: string;
  uid: string;
  clientName: string;
  redirectUri: string;
  email: string;
  workspaces: { workspaceId: string; name: string }[];
  offered: Offered[];
  selectedWorkspace?: string;
  ticked?: Set<string>;
  expiry?: string;
  error?: string;
  /** Per workspace, where this connection stands against the token limit (said before approving). */
  rooms: Map<string, ConnectionRoom>;
}

/** What the page says, before the person decides, about a workspace at its token limit. */
export function limitNotice(room: ConnectionRoom, workspaceName: string, clientName: string): string | null {
  if (room.kind === "full") {
    return `${
      esc(workspaceName)
    } already has ${MAX_ACTIVE_TOKENS} active tokens (sign-in connections included). Revoke one on the <a href="/agents">agents page</a> first; if you allow now, you are sent back to ${
      esc(clientName)
    } without a connection.`;
  }
  if (room.kind === "replaces") {
    return `${
      esc(workspaceName)
    } is at its limit of ${MAX_ACTIVE_TOKENS} active tokens. Allowing replaces the oldest token ${
      esc(clientName)
    } holds for you there (connected ${
      esc(room.token.createdAt.toISOString().slice(0, 10))
    }); that token stops working at once. Other tokens can be revoked on the <a href="/agents">agents page</a>.`;
  }
  return null;
}

/** The OAuth error the client gets back when the workspace is full (RFC 6749 4.1.2.1): never a dead end. */
export const LIMIT_ERROR_DESCRIPTION =
  `The workspace already has ${MAX_ACTIVE_TOKENS} active tokens (sign-in connections included). Revoke one on the agents page, then connect again.`;

async function roomsOf(
  db: ConsentContext["db"],
  workspaces: { workspaceId: string; memberId: number }[],
  clientId: string,
): Promise<Map<string, ConnectionRoom>> {
  const rooms = new Map<string, ConnectionRoom>();
  for (const w of workspaces) {
    rooms.set(
      w.workspaceId,
      await new IdentityStore(db).roomForConnection(w.workspaceId, w.memberId, clientId),
    );
  }
  return rooms;
}

function consentBody(v: View): string {
  const wsOptions = v.workspaces
    .map((w) =>
      `<option value="${esc(w.workspaceId)}"${w.workspaceId === v.selectedWorkspace ? " selected" : ""}>${
        esc(w.name)
      }</option>`
    )
    .join("");
  const scopeRows = v.offered
    .map((o) => {
      const checked = v.ticked ? v.ticked.has(o.scope) : o.ticked;
      const kind = isReadScope(o.scope) ? "read" : "action";
      return `<label><input type="checkbox" name="scope" value="${esc(o.scope)}"${
        checked ? " checked" : ""
      }> <code>${esc(o.scope)}</code> <span class="muted">(${kind}) ${
        esc(SCOPE_TEXT[o.scope])
      }</span></label>`;
    })
    .join("\n");
  const expiry = v.expiry ?? "30d";
  const notices = v.workspaces
    .map((w) => limitNotice(v.rooms.get(w.workspaceId) ?? { kind: "room" }, w.name, v.clientName))
    .filter((n): n is string => n !== null)
    .map((n) => `<p class="err" role="status">${n}</p>`)
    .join("\n");
  const expiryRows = EXPIRY_CHOICES.map((e) =>
    `<label><input type="radio" name="expiry" value="${e}"${e === expiry ? " checked" : ""}> ${
      esc(EXPIRY_TEXT[e])
    }</label>`
  ).join("\n");
  return `<h1>Connect ${esc(v.clientName)}</h1>
${v.error ? `<p class="err" role="alert">${esc(v.error)}</p>` : ""}
<p><strong id="client-name">${esc(v.clientName)}</strong> wants to use your workspace through the API.</p>
<p class="muted">After you decide, you are sent back to <code id="redirect-uri">${
    esc(v.redirectUri)
  }</code>. Signed in as ${esc(v.email)}.</p>
<form id="consent" method="post" action="/partner/connect?uid=${encodeURIComponent(v.uid)}">
  <input type="hidden" name="csrf" value="${esc(v.csrf)}">
  <input type="hidden" name="uid" value="${esc(v.uid)}">
  <fieldset><legend>Workspace</legend>
    <label>Workspace <select name="workspace">${wsOptions}</select></label>
${notices}
  </fieldset>
  <fieldset><legend>Permissions</legend>
${scopeRows}
  <p class="muted">Only what is ticked is granted. Actions are off unless you tick them; an agent must still ask you before acting.</p>
  </fieldset>
  <fieldset><legend>Expires after</legend>
${expiryRows}
  </fieldset>
  <p><button type="submit" name="decision" value="approve" class="primary">Allow</button>
  <button type="submit" name="decision" value="deny">Deny</button></p>
</form>`;
}

function expiredPage(res: Response): void {
  sendPage(
    res,
    400,
    "Request expired",
    `<h1>This request has expired</h1><p>The sign-in request is no longer valid (it expired, was already answered, or was opened in another browser). Start the connection again from your app.</p>`,
  );
}

export function mountConsent(app: Express, ctx: ConsentContext): void {
  const form = express.urlencoded({ extended: false, limit: "16kb" });

  async function load(
    req: Request,
    res: Response,
  ): Promise<{ session: WebSession; details: InteractionDetails; client: OidcClient } | null> {
    const session = await ctx.sessions.get(req);
    if (!session?.email) {
      const here = `/partner/connect${req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : ""}`;
      res.redirect(303, `/partner/sign-in?next=${encodeURIComponent(here)}`);
      return null;
    }
    let details: InteractionDetails;
    try {
      details = await ctx.provider.interactionDetails(req, res);
    } catch {
      expiredPage(res);
      return null;
    }
    const client = await ctx.provider.Client.find(String(details.params.client_id ?? ""));
    if (!client) {
      expiredPage(res);
      return null;
    }
    return { session, details, client };
  }

  const appName = (client: OidcClient): string => {
    if (typeof client.clientName === "string" && client.clientName.trim()) {
      return client.clientName.trim().slice(0, 100);
    }
    // A client ID metadata document without a name: its host; a registered client without one: generic.
    return /^https:\/\//.test(client.clientId) ? new URL(client.clientId).host : "MCP client";
  };

  app.get("/partner/connect", async (req: Request, res: Response) => {
    const l = await load(req, res);
    if (!l) return;
    const workspaces = await new IdentityStore(ctx.db).workspacesOf(l.session.email!);
    if (!workspaces.length) {
      await ctx.sessions.signOut(req, res);
      return res.redirect(
        303,
        `/partner/sign-in?next=${encodeURIComponent(`/partner/connect?uid=${l.details.uid}`)}`,
      );
    }
    sendPage(
      res,
      200,
      `Connect ${appName(l.client)}`,
      consentBody({
        csrf: l.session.csrf,
        uid: l.details.uid,
        clientName: appName(l.client),
        redirectUri: String(l.details.params.redirect_uri ?? ""),
        email: l.session.email!,
        workspaces,
        offered: offeredScopes(
          typeof l.details.params.scope === "string" ? l.details.params.scope : undefined,
        ),
        rooms: await roomsOf(ctx.db, workspaces, l.client.clientId),
      }),
    );
  });

  app.post("/partner/connect", form, async (req: Request, res: Response) => {
    const l = await load(req, res);
    if (!l) return;
    const body = (req.body ?? {}) as Record<string, string | string[]>;
    const first = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? "") : String(v ?? ""));
    const workspaces = await new IdentityStore(ctx.db).workspacesOf(l.session.email!);
    const offered = offeredScopes(
      typeof l.details.params.scope === "string" ? l.details.params.scope : undefined,
    );
    const tickedList = ([] as string[]).concat((body.scope as string[] | string | undefined) ?? []);
    const view: View = {
      csrf: l.session.csrf,
      uid: l.details.uid,
      clientName: appName(l.client),
      redirectUri: String(l.details.params.redirect_uri ?? ""),
      email: l.session.email!,
      workspaces,
      offered,
      selectedWorkspace: first(body.workspace),
      ticked: new Set(tickedList),
      expiry: first(body.expiry),
      rooms: await roomsOf(ctx.db, workspaces, l.client.clientId),
    };
    const again = (status: number, error: string) =>
      sendPage(res, status, `Connect ${view.clientName}`, consentBody({ ...view, error }));
    if (!csrfOk(l.session, first(body.csrf))) return again(403, "The form expired. Please decide again.");

    const decision = first(body.decision);
    if (decision === "deny") {
      const url = await ctx.provider.interactionResult(req, res, {
        error: "access_denied",
        error_description: "The person denied the request.",
      }, { mergeWithLastSubmission: false });
      return res.redirect(303, url);
    }
    if (decision !== "approve") return again(400, "Choose Allow or Deny.");

    const ws = workspaces.find((w) => w.workspaceId === view.selectedWorkspace);
    if (!ws) return again(400, "Pick one of your workspaces.");
    const offeredNames = new Set<string>(offered.map((o) => o.scope));
    if (tickedList.some((s) => !offeredNames.has(s))) {
      return again(400, "Only the permissions shown can be granted.");
    }
    const granted = SCOPES.filter((s) => tickedList.includes(s));
    if (!granted.length) return again(400, "Tick at least one permission, or deny the request.");
    if (!(EXPIRY_CHOICES as readonly string[]).includes(view.expiry!)) {
      return again(400, "Pick when the connection expires.");
    }
    if (view.rooms.get(ws.workspaceId)?.kind === "full") {
      // The page said so; approving anyway returns to the client with an OAuth error, so the client
      // stops waiting (RFC 6749 4.1.2.1) instead of meeting a page it never sees.
      const url = await ctx.provider.interactionResult(req, res, {
        error: "access_denied",
        error_description: LIMIT_ERROR_DESCRIPTION,
      }, { mergeWithLastSubmission: false });
      ctx.log("info", "consent refused: workspace at its token limit", {
        clientId: l.client.clientId,
        workspaceId: ws.workspaceId,
      });
      return res.redirect(303, url);
    }

    // The grant covers exactly what was ticked; every other requested scope is rejected, or the
    // provider would ask for consent again.
    const { provider, resource } = ctx;
    const grant = new provider.Grant({ accountId: l.session.email!, clientId: l.client.clientId });
    if (String(l.details.params.scope ?? "").split(/\s+/).includes("openid")) grant.addOIDCScope("openid");
    // The prompt's details describe only the first prompt (login, for a person not yet signed in to
    // the provider), so the requested scopes come from the request itself.
    const requested = String(l.details.params.scope ?? "").split(/\s+/).filter((s) =>
      (SCOPES as readonly string[]).includes(s)
    );
    grant.addResourceScope(resource, granted.join(" "));
    const rejected = requested.filter((s) => !granted.includes(s as Scope));
    if (rejected.length) grant.rejectResourceScope(resource, rejected.join(" "));
    const grantId: string = await grant.save();
    const doc: ConsentDoc = {
      _id: grantId,
      workspaceId: ws.workspaceId,
      memberId: ws.memberId,
      email: l.session.email!,
      clientId: l.client.clientId,
      app: view.clientName,
      scopes: granted,
      expiry: view.expiry as ExpiryChoice,
      tokenId: null,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
    };
    await consents(ctx.db).insertOne(doc);
    const url = await provider.interactionResult(req, res, {
      login: { accountId: l.session.email },
      consent: { grantId },
    }, { mergeWithLastSubmission: false });
    ctx.log("info", "consent approved", {
      clientId: l.client.clientId,
      workspaceId: ws.workspaceId,
      scopes: granted,
      expiry: view.expiry,
    });
    res.redirect(303, url);
  });
}

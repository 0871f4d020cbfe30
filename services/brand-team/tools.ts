import { invalidArgument } from "../../shared/errors.ts";
import { refused } from "../../shared/refused.ts";
import { type ContextOf, defineTools, flushAfterWrite } from "../../shared/service-kit/index.ts";
import { versionedUpdate } from "../../shared/versioned.ts";
import * as registry from "../../shared/registry/brand-team.ts";
import { checkCampaignText } from "../../shared/text-rule/index.ts";
import { ADDED_NOTE, COLOR_UNCHANGED_NOTE, decideAdd, decideRemove, isBrandColor } from "./domain.ts";
import { tellIdentityAdded, workspaceOf } from "./common.ts";
import { brandRenamed, memberRemoved } from "./events.ts";
import { takeLogo } from "./logo.ts";
import { BrandTeamStore } from "./store.ts";

/** Thin handlers: decide with domain.ts/logo.ts, write with store.ts, tell others with events.ts. */

const updateBrand = async (ctx: ContextOf<typeof registry.svc_update_brand>) => {
  const { rt, workspaceId } = ctx;
  const body = ctx.body;
  const hasColor = body.brandColor !== undefined;
  const hasLogo = body.logoBase64 !== undefined;
  if (!hasColor && !hasLogo) {
    return { ...refused("nothing_to_save", "Send logoBase64, brandColor, or both; nothing was changed.") };
  }
  // Everything is checked before anything is saved.
  if (hasColor && !isBrandColor(body.brandColor)) {
    return {
      ...refused(
        "rejected",
        "brandColor must be '#' plus six hex digits (e.g. #1A2B3C), or null to clear it. Nothing was changed.",
        "brandColor",
      ),
    };
  }
  const store = new BrandTeamStore(rt.db);
  await workspaceOf(store, workspaceId);
  let logo: Extract<ReturnType<typeof takeLogo>, { ok: true }> | undefined;
  if (hasLogo) {
    const r = takeLogo(body.logoBase64!);
    if (!r.ok && r.rule === "not_base64") throw invalidArgument("logoBase64", r.message);
    if (!r.ok) return { ...refused(r.rule, `${r.message} Nothing was changed.`, "logoBase64") };
    logo = r;
  }
  const out: Record<string, unknown> = { status: "saved" };
  const notes: string[] = [];
  if (logo) {
    await store.saveLogo(workspaceId, logo.file, logo.contentType, logo.bytes);
    out.logoUrl = `${rt.env.baseUrl}/assets/logos/${workspaceId}/${logo.file}`;
    if (logo.removed.length) {
      notes.push(`The SVG was cleaned before saving (removed: ${logo.removed.join(", ")}).`);
    }
  }
  await store.setBrand(workspaceId, {
    ...(logo ? { logoFile: logo.file } : {}),
    ...(hasColor ? { brandColor: body.brandColor ?? null } : {}),
  });
  if (logo) await store.pruneLogos(workspaceId);
  if (hasColor) out.brandColor = body.brandColor ?? null;
  else notes.unshift(COLOR_UNCHANGED_NOTE);
  if (notes.length) out.note = notes.join(" ");
  return out;
};

const renameBrand = async (ctx: ContextOf<typeof registry.svc_rename_brand>) => {
  const { rt, workspaceId } = ctx;
  const name = ctx.body.name;
  const violation = checkCampaignText({ name }, []);
  if (violation) return { ...refused(violation.rule, violation.message, "name") };
  const store = new BrandTeamStore(rt.db);
  const { events } = await versionedUpdate({
    read: () => workspaceOf(store, workspaceId),
    decide: (ws) =>
      ws.brand === name ? { next: null, result: null } : {
        next: name,
        result: null,
        events: [brandRenamed(workspaceId, ws.brand, name, (ws.nameVersion ?? 0) + 1)],
      },
    write: (ws, next, events) => store.renameIfVersion(ws, next, events),
    busy: "The brand is being renamed by another request; try again.",
  });
  if (events.length) await flushAfterWrite(rt, store.workspaces, workspaceId);
  return { status: "saved", name };
};

const listTeam = async (ctx: ContextOf<typeof registry.svc_list_team>) => {
  const store = new BrandTeamStore(ctx.rt.db);
  const members = await store.membersOf(ctx.workspaceId);
  return {
    members: members.map((m) => ({
      email: m.email,
      addedAt: m.addedAt.toISOString(),
      isYou: m.memberId === ctx.identity.memberId,
    })),
  };
};

const addMember = async (ctx: ContextOf<typeof registry.svc_add_team_member>) => {
  const { rt, workspaceId } = ctx;
  const store = new BrandTeamStore(rt.db);
  await workspaceOf(store, workspaceId);
  const d = decideAdd(ctx.body.email, await store.membersOf(workspaceId));
  if (!d.ok) return { ...refused(d.rule, d.message, "email") };
  const m = await store.insertMember(workspaceId, d.email);
  if (!m) return { ...refused("already_member", `${d.email} already has dashboard access.`, "email") };
  await tellIdentityAdded(rt, store, m);
  return {
    status: "added",
    member: { email: m.email, addedAt: m.addedAt.toISOString(), isYou: false },
    note: ADDED_NOTE,
  };
};

const removeMember = async (ctx: ContextOf<typeof registry.svc_remove_team_member>) => {
  const { rt, workspaceId } = ctx;
  const store = new BrandTeamStore(rt.db);
  await workspaceOf(store, workspaceId);
  const members = await store.membersOf(workspaceId);
  const d = decideRemove(ctx.body.email, members, ctx.identity.memberId);
  if (!d.ok) return { ...refused(d.rule, d.message, "email") };
  // The count guard makes "never the last member" hold under concurrent removals.
  if (!(await store.reserveRemoval(workspaceId))) {
    return { ...refused("last_member", "The last team member cannot be removed.", "email") };
  }
  const target = members.find((m) => m.memberId === d.memberId)!;
  try {
    // Tokens stop first: once this answers, the removed person's next request is refused.
    await rt.call("oauth", "POST", "/internal/members/remove", {
      workspaceId,
      memberId: target.memberId,
      email: target.email,
    }, { retries: 2 });
  } catch (e) {
    await store.cancelRemoval(workspaceId);
    throw e;
  }
  await store.deleteMember(target);
  // The member's document is gone, so the team it left (the workspace document) carries the event.
  await store.addWorkspaceEvents(workspaceId, [memberRemoved(workspaceId, target.memberId, target.email)]);
  await flushAfterWrite(rt, store.workspaces, workspaceId);
  return { status: "removed", email: target.email };
};

export const tools = defineTools(registry, {
  svc_update_brand: updateBrand,
  svc_rename_brand: renameBrand,
  svc_list_team: listTeam,
  svc_add_team_member: addMember,
  svc_remove_team_member: removeMember,
});

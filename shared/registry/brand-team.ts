import { z } from "zod";
import { CONFIRM, isoTime, refusedShape, replayed } from "./common.ts";
import { readTool, writeTool } from "./define.ts";
import { UPLOAD_TRANSPORT_CAP_BYTES } from "./types.ts";

export const MAX_LOGO_BASE64 = 2_796_204;

export const teamMember = z.object({ email: z.string(), addedAt: isoTime, isYou: z.boolean() });

export const svc_update_brand = writeTool({
  name: "svc_update_brand",
  title: "Change the brand's logo or color",
  description:
    `Changes the brand's logo (PNG, JPEG, WebP or SVG as standard base64 with no line breaks and no data: prefix, at most 2,796,204 characters = 2 MB; the type is read from the bytes; an SVG is cleaned of scripts, event handlers and outside references) and/or dashboard color ('#' plus six hex digits, or null to clear). A logo alone leaves the color unchanged; the color is never derived from the logo. Does not change the brand name. Refusals: rejected (color), not_a_logo, too_large, nothing_to_save. ${CONFIRM}`,
  method: "PATCH",
  path: "/v1/brand",
  scopes: ["brand:write"],
  service: "brand-team",
  body: z.strictObject({
    logoBase64: z.string().min(1).optional(),
    brandColor: z.string().nullable().optional(),
  }),
  response: z.union([
    z.object({
      status: z.literal("saved"),
      logoUrl: z.string().optional(),
      brandColor: z.string().nullable().optional(),
      note: z.string().optional(),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  idempotent: true,
  maxBodyBytes: UPLOAD_TRANSPORT_CAP_BYTES,
});

export const svc_rename_brand = writeTool({
  name: "svc_rename_brand",
  title: "Rename the brand",
  description:
    `Renames the brand and every campaign that carried the old name, with its join code and chat code; the old chat code keeps working for a few days. ${CONFIRM}`,
  method: "PATCH",
  path: "/v1/brand/name",
  scopes: ["brand:write"],
  service: "brand-team",
  body: z.strictObject({
    name: z.string().trim().min(1, "1 to 120 characters").max(120, "1 to 120 characters"),
  }),
  response: z.union([
    z.object({ status: z.literal("saved"), name: z.string(), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  idempotent: true,
});

export const svc_list_team = readTool({
  name: "svc_list_team",
  title: "List dashboard team members",
  description:
    "The email addresses with dashboard access, when each was added, and which one is the person behind this token.",
  path: "/v1/team",
  scopes: ["team:manage"],
  service: "brand-team",
  response: z.object({ members: z.array(teamMember) }),
});

export const svc_add_team_member = writeTool({
  name: "svc_add_team_member",
  title: "Give dashboard access",
  description:
    `Gives full dashboard access (including connecting their own AI tools) to an email address; the person signs in with the identity-provider account on that address and nobody is emailed. ${CONFIRM}`,
  method: "POST",
  path: "/v1/team",
  scopes: ["team:manage"],
  service: "brand-team",
  body: z.strictObject({ email: z.string().max(320) }),
  response: z.union([
    z.object({ status: z.literal("added"), member: teamMember, note: z.string(), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  idempotent: true,
});

export const svc_remove_team_member = writeTool({
  name: "svc_remove_team_member",
  title: "Remove dashboard access",
  description:
    `Removes an email address from the dashboard and stops every agent token that person made, at once. You cannot remove yourself or the last member (refused self_removal / last_member; also invalid_email, not_a_member). ${CONFIRM}`,
  method: "DELETE",
  path: "/v1/team",
  scopes: ["team:manage"],
  service: "brand-team",
  body: z.strictObject({ email: z.string().max(320) }),
  response: z.union([
    z.object({ status: z.literal("removed"), email: z.string(), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: true,
  idempotent: true,
});

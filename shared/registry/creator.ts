import { z } from "zod";
import {
  campaignParams,
  CONFIRM,
  CREATOR_TEXT_NOTE,
  creatorParams,
  CURSOR,
  intId,
  isoTime,
  LIMIT,
  nextCursor,
  refusedShape,
  replayed,
  untrustedText,
} from "./common.ts";
import { readTool, writeTool } from "./define.ts";

export const CREATOR_STATUS = ["applicant", "signed", "activating", "activated", "offboarded"] as const;

/** Spec 2.3: exactly these fields (`followers` in the list only). */
export const creatorObject = z.object({
  memberId: z.number().int(),
  name: untrustedText,
  photoapp: untrustedText.nullable(),
  photoappUrl: z.string().nullable(),
  videoapp: untrustedText.nullable(),
  videoappUrl: z.string().nullable(),
  portfolioUrl: untrustedText.nullable(),
  followers: z.number().int().nullable().optional(),
  tier: z.string().nullable(),
  badges: z.array(z.string()),
  status: z.enum(CREATOR_STATUS),
  appliedAt: z.string().nullable(),
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  activation: z
    .object({
      state: z.string().describe("none, queued, in_progress, expired, activated"),
      updatedAt: z.string().nullable(),
    })
    .describe("Where the creator is in the activation walk"),
  chatHandle: untrustedText.nullable(),
});

export const svc_list_applicants = readTool({
  name: "svc_list_applicants",
  title: "List creators on a campaign",
  description:
    `Creators who signed on to one of the workspace's campaigns or are in activation, newest first, with follower counts. Applicants who have not signed on, and declined creators, never appear: the person names an applicant's memberId to svc_decide_applicant. Filter by status (signed, activating, activated, offboarded). ${CREATOR_TEXT_NOTE}`,
  path: "/v1/campaigns/{campaignId}/applicants",
  scopes: ["creators:read"],
  service: "creator",
  params: campaignParams,
  query: z.strictObject({
    status: z.enum(["signed", "activating", "activated", "offboarded"]).optional(),
    limit: LIMIT.optional(),
    cursor: CURSOR.optional(),
  }),
  response: z.object({ campaignId: z.number().int(), creators: z.array(creatorObject), nextCursor }),
});

export const svc_get_creator = readTool({
  name: "svc_get_creator",
  title: "Get a creator",
  description:
    `One creator on one of the workspace's campaigns (signed on or in activation). ${CREATOR_TEXT_NOTE}`,
  path: "/v1/campaigns/{campaignId}/creators/{memberId}",
  scopes: ["creators:read"],
  service: "creator",
  params: creatorParams,
  response: creatorObject.omit({ followers: true }),
});

const creatorAction = (status: string) =>
  z.object({
    status: z.literal(status),
    campaignId: z.number().int(),
    memberId: z.number().int(),
    ...replayed,
  });

export const svc_decide_applicant = writeTool({
  name: "svc_decide_applicant",
  title: "Accept or decline an applicant",
  description:
    `Accepts or declines an applicant, named by the memberId the person gives (applicants are not listed until they sign on). The creator is messaged either way and the decision cannot be undone; a repeat answers already_decided. Accept answers outcome activated, or signing_requested when the campaign requires creators to sign its contract. ${CONFIRM} ${CREATOR_TEXT_NOTE}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/applicants/{memberId}/decision",
  scopes: ["creators:manage"],
  service: "creator",
  params: creatorParams,
  body: z.strictObject({ decision: z.enum(["accept", "decline"]) }),
  response: z.object({
    status: z.enum(["decided", "already_decided"]),
    decision: z.enum(["accept", "decline"]),
    outcome: z.enum(["activated", "signing_requested", "declined", "already_decided"]),
    creator: z.object({ memberId: z.number().int(), name: untrustedText }),
    ...replayed,
  }),
  destructive: true,
  idempotent: true,
  openWorld: true,
});

export const svc_activate_creator = writeTool({
  name: "svc_activate_creator",
  title: "Start a creator on activation steps",
  description:
    `Queues a signed creator for the activation steps when the campaign's activation mode is manual; the service texts the creator. Answers queued, already_queued, not_manual, not_signed, not_on_campaign or no_conversation. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/creators/{memberId}/activate",
  scopes: ["creators:manage"],
  service: "creator",
  params: creatorParams,
  response: z.object({
    status: z.enum([
      "queued",
      "already_queued",
      "not_manual",
      "not_signed",
      "not_on_campaign",
      "no_conversation",
    ]),
    campaignId: z.number().int(),
    memberId: z.number().int(),
    ...replayed,
  }),
  destructive: false,
  idempotent: true,
  openWorld: true,
});

export const svc_offboard_creator = writeTool({
  name: "svc_offboard_creator",
  title: "Offboard a creator",
  description:
    `Takes a creator off the campaign (status offboarded); svc_restore_creator brings them back. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/creators/{memberId}/offboard",
  scopes: ["creators:manage"],
  service: "creator",
  params: creatorParams,
  response: z.union([creatorAction("offboarded"), z.object({ ...refusedShape, ...replayed })]),
  destructive: true,
  idempotent: true,
});

export const svc_restore_creator = writeTool({
  name: "svc_restore_creator",
  title: "Restore an offboarded creator",
  description: "Puts an offboarded creator back on the campaign (status restored).",
  method: "DELETE",
  path: "/v1/campaigns/{campaignId}/creators/{memberId}/offboard",
  scopes: ["creators:manage"],
  service: "creator",
  params: creatorParams,
  response: z.union([creatorAction("restored"), z.object({ ...refusedShape, ...replayed })]),
  destructive: false,
  idempotent: true,
});

export const svc_mark_creator_activated = writeTool({
  name: "svc_mark_creator_activated",
  title: "Mark an expired activation as activated",
  description:
    `Counts a creator whose activation walk expired as activated. Only expired walks; irreversible; nothing is sent to the creator. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/creators/{memberId}/activated",
  scopes: ["creators:manage"],
  service: "creator",
  params: creatorParams,
  response: z.union([creatorAction("activated"), z.object({ ...refusedShape, ...replayed })]),
  destructive: true,
  idempotent: true,
});

export const svc_open_group_chat = writeTool({
  name: "svc_open_group_chat",
  title: "Open a group text chat",
  description:
    "Opens a group text chat in the campaign's own chat with 2 to 30 creators on the campaign. Creators who cannot be reached yet are left out and counted in leftOut; the chat is set up within a couple of minutes (status queued).",
  method: "POST",
  path: "/v1/campaigns/{campaignId}/group-chat",
  scopes: ["creators:manage"],
  service: "creator",
  params: campaignParams,
  body: z.strictObject({
    memberIds: z.array(intId("memberIds[]")).min(2, "at least 2 members").max(30, "at most 30 members"),
  }),
  response: z.union([
    z.object({
      status: z.literal("queued"),
      queued: z.number().int(),
      leftOut: z.number().int(),
      message: z.string(),
      chatId: z.string(),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  openWorld: true,
});

export { isoTime };

import { z } from "zod";
import {
  campaignParams,
  CONFIRM,
  CREATOR_TEXT_NOTE,
  refusedShape,
  replayed,
  stringId,
  untrustedText,
  ymd,
} from "./common.ts";
import { readTool, writeTool } from "./define.ts";
import { ACTIVATION_MODES } from "./campaign.ts";

const proofParams = z.strictObject({
  campaignId: campaignParams.shape.campaignId,
  proofId: stringId("proofId"),
});
const postParams = z.strictObject({
  campaignId: campaignParams.shape.campaignId,
  postId: stringId("postId"),
});

export const svc_get_activation = readTool({
  name: "svc_get_activation",
  title: "Get a campaign's activation flow",
  description:
    `The campaign's activation flow: flow status, join code, link, step titles, mode and, with creators:read, the creators and where each one is. ${CREATOR_TEXT_NOTE}`,
  path: "/v1/campaigns/{campaignId}/activation",
  scopes: ["campaigns:read"],
  service: "activation-program",
  params: campaignParams,
  response: z.object({
    campaignId: z.number().int(),
    flowStatus: z.enum(["none", "draft", "published"]),
    builtFrom: z.enum(["none", "template", "custom"]).describe(
      "How the flow's steps were made; a custom-steps flow takes no warm-up template",
    ),
    unpublishedChanges: z.boolean().describe(
      "The draft changed since the flow was published; creators see the published flow",
    ),
    joinCode: z.string(),
    link: z.string().describe("{base_url}/join/{joinCode}: the link creators open to join"),
    mode: z.enum(ACTIVATION_MODES),
    steps: z.array(z.object({ position: z.number().int(), title: z.string() })),
    creators: z
      .array(
        z.object({
          memberId: z.number().int(),
          name: untrustedText,
          step: z
            .string()
            .describe(
              "Where the creator is: signed, activation_steps, proof_in_review, proof_sent_back, activation_expired, activated, offboarded",
            ),
          state: z.string(),
          program: z.object({
            creatorId: z.string().describe(
              "The creator's id on the program platform (svc_send_program_message)",
            ),
            proofs: z.array(
              z.object({
                proofId: z.string(),
                status: z.enum(["waiting", "approved", "rejected"]),
                caption: untrustedText.nullable(),
              }),
            ),
            posts: z.array(
              z.object({
                postId: z.string(),
                status: z.enum(["counting", "excluded"]),
                pendingCents: z.number().int(),
              }),
            ),
          }),
        }),
      )
      .optional()
      .describe("Left out without creators:read"),
  }),
});

const post = z.strictObject({
  brief: z.string().trim().min(1).max(1000),
  minSeconds: z.number().int().min(1).max(600),
  maxSeconds: z.number().int().min(1).max(600),
  exampleUrl: z.url({ protocol: /^https?$/ }).max(500).nullable().optional(),
  dueHours: z.number().int().min(1).max(720),
});

/** Spec 2.9, with bounds of our choosing (docs/TOOLS.md). */
export const warmupTemplate = z
  .strictObject({
    managerName: z.string().trim().min(1).max(80),
    chatChannelName: z.string().trim().min(1).max(80),
    platforms: z.array(z.enum(["videoapp", "photoapp"])).min(1).max(2),
    username: z.strictObject({
      startsWith: z.string().max(30).default(""),
      contains: z.string().max(30).default(""),
      endsWith: z.string().max(30).default(""),
    }),
    usernameExamples: z.string().max(300).default(""),
    programUrl: z.url({ protocol: /^https$/ }).max(500),
    programId: z.string().trim().min(1).max(100),
    routine: z.strictObject({ instructions: z.string().trim().min(1).max(4000) }),
    posts: z.array(post).length(2, "exactly two warm-up posts"),
    review: z.strictObject({
      account: z.boolean(),
      routine: z.boolean(),
      post1: z.boolean(),
      post2: z.boolean(),
    }),
    readyBy: z.union([
      z.strictObject({ days: z.number().int().min(1).max(90) }),
      z.strictObject({ date: ymd }),
    ]),
    firstPost: z.union([
      z.strictObject({ daysAfterReady: z.number().int().min(0).max(90) }),
      z.strictObject({ date: ymd }),
    ]),
  })
  .superRefine((t, ctx) => {
    t.posts.forEach((p, i) => {
      if (p.minSeconds > p.maxSeconds) {
        ctx.addIssue({
          code: "custom",
          path: ["posts", i, "minSeconds"],
          message: "must not exceed maxSeconds",
        });
      }
    });
  });

export const svc_save_warmup_template = writeTool({
  name: "svc_save_warmup_template",
  title: "Save the warm-up template",
  description:
    `Saves the activation warm-up template and its compiled steps (answers saved and the number of steps). Nothing reaches creators until the flow is published on the dashboard. Refused for a campaign built from custom steps. ${CONFIRM}`,
  method: "PATCH",
  path: "/v1/campaigns/{campaignId}/warmup/template",
  scopes: ["campaigns:write"],
  service: "activation-program",
  params: campaignParams,
  body: z.strictObject({ template: warmupTemplate }),
  response: z.union([
    z.object({ saved: z.literal(true), steps: z.number().int(), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  idempotent: true,
});

const knowledgeSource = z.object({
  label: z.string(),
  kind: z.string(),
  position: z.number().int(),
  link: z.string().nullable().optional(),
});

export const svc_get_knowledge_sources = readTool({
  name: "svc_get_knowledge_sources",
  title: "List knowledge sources",
  description:
    "The knowledge sources of the campaign's activation flow draft, each with label, kind and position.",
  path: "/v1/campaigns/{campaignId}/activation/knowledge",
  scopes: ["campaigns:read"],
  service: "activation-program",
  params: campaignParams,
  response: z.object({ campaignId: z.number().int(), sources: z.array(knowledgeSource) }),
});

export const svc_remove_knowledge_source = writeTool({
  name: "svc_remove_knowledge_source",
  title: "Remove a knowledge source",
  description:
    `Removes a knowledge source from the activation flow draft, named by its label or link exactly as listed. Steps stay as they are; the change takes effect once the flow is published. ${CONFIRM}`,
  method: "DELETE",
  path: "/v1/campaigns/{campaignId}/activation/knowledge",
  scopes: ["campaigns:write"],
  service: "activation-program",
  params: campaignParams,
  body: z.strictObject({ source: z.string().min(1).max(2000) }),
  response: z.union([
    z.object({
      status: z.literal("removed"),
      source: knowledgeSource,
      sources: z.number().int(),
      note: z.string(),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: true,
  idempotent: true,
});

export const svc_list_partner_campaigns = readTool({
  name: "svc_list_partner_campaigns",
  title: "List partner campaigns",
  description:
    "Campaigns on the workspace's connected partner account, to pick one for svc_choose_partner_campaign (connected is false and the list empty when no partner account is connected).",
  path: "/v1/campaigns/{campaignId}/activation/partner/campaigns",
  scopes: ["campaigns:read"],
  service: "activation-program",
  params: campaignParams,
  response: z.object({
    campaignId: z.number().int(),
    connected: z.boolean(),
    chosenPartnerCampaignId: z.string().nullable().describe(
      "The partner campaign this campaign's activation uses, if one was chosen",
    ),
    partnerCampaigns: z.array(
      z.object({
        partnerCampaignId: z.string(),
        name: z.string(),
        companyName: z.string(),
        programId: z.string(),
        programName: z.string(),
      }),
    ),
  }),
});

export const svc_choose_partner_campaign = writeTool({
  name: "svc_choose_partner_campaign",
  title: "Choose the partner campaign",
  description:
    `Links this campaign's activation to a campaign of the connected partner account; the id must be on that account's list now. ${CONFIRM}`,
  method: "PATCH",
  path: "/v1/campaigns/{campaignId}/activation/partner",
  scopes: ["campaigns:write"],
  service: "activation-program",
  params: campaignParams,
  body: z.strictObject({ partnerCampaignId: z.string().min(1).max(200) }),
  response: z.union([
    z.object({
      status: z.literal("chosen"),
      partnerCampaignId: z.string(),
      connected: z.boolean(),
      companyName: z.string(),
      programId: z.string(),
      programName: z.string(),
      connectionStatus: z.string(),
      lastError: z.string().nullable(),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  idempotent: true,
  openWorld: true,
});

export const svc_review_program_proof = writeTool({
  name: "svc_review_program_proof",
  title: "Review an onboarding proof",
  description:
    `Approves a proof waiting in the campaign's program (status approved), or rejects it with a message (required, up to 1,000 characters) that goes back to the creator. Not safe to retry with the same key. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/activation/program/proofs/{proofId}/review",
  scopes: ["creators:manage"],
  service: "activation-program",
  params: proofParams,
  body: z
    .strictObject({
      decision: z.enum(["approve", "reject"]),
      message: z.string().trim().min(1).max(1000).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.decision === "reject" && !b.message) {
        ctx.addIssue({ code: "custom", path: ["message"], message: "is required to reject" });
      }
    }),
  response: z.union([
    z.object({
      status: z.enum(["approved", "rejected"]),
      proofId: z.string(),
      creatorId: z.string(),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: true,
  openWorld: true,
  retrySafe: false,
});

export const svc_send_program_message = writeTool({
  name: "svc_send_program_message",
  title: "Message a creator in the program",
  description:
    `Sends a message to a creator through the creator-program platform, which notifies them. Sent once however often retried with the same key. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/activation/program/messages",
  scopes: ["creators:manage"],
  service: "activation-program",
  params: campaignParams,
  body: z.strictObject({
    creatorId: z.string().min(1).max(200),
    message: z.string().trim().min(1).max(1000),
  }),
  response: z.union([
    z.object({ status: z.literal("sent"), creatorId: z.string(), conversationId: z.string(), ...replayed }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: false,
  openWorld: true,
});

export const svc_exclude_program_post = writeTool({
  name: "svc_exclude_program_post",
  title: "Exclude a post from pay",
  description:
    `Permanently stops a video (with its cross-posts) counting for pay and analytics; pending pay is removed and the creator is not told. Refused when its pay already reached the creator or a paid ad uses it. Not safe to retry with the same key. ${CONFIRM}`,
  method: "POST",
  path: "/v1/campaigns/{campaignId}/activation/program/posts/{postId}/exclude",
  scopes: ["creators:manage"],
  service: "activation-program",
  params: postParams,
  response: z.union([
    z.object({
      status: z.literal("excluded"),
      postId: z.string(),
      pendingCentsRemoved: z.number().int(),
      creatorNotified: z.literal(false),
      ...replayed,
    }),
    z.object({ ...refusedShape, ...replayed }),
  ]),
  destructive: true,
  openWorld: true,
  retrySafe: false,
});

import { z } from "zod";
import { actionEntrySchema } from "./service-kit/action-recorder.ts";

/**
 * Typed NATS subjects and payloads. Every event travels on the JetStream stream `CCW` (subjects
 * `ccw.>`), published from a service's transactional outbox with the outbox record's id as the
 * message id, so JetStream's duplicate window drops a re-publish and consumers dedupe by it too.
 */
export const STREAM = "CCW";
export const STREAM_SUBJECTS = ["ccw.>"];

export const EVENTS = {
  "ccw.campaign.published": z.object({
    workspaceId: z.string(),
    campaignId: z.number(),
    brand: z.string(),
    title: z.string(),
    activationMode: z.string(),
  }),
  "ccw.campaign.paused": z.object({ workspaceId: z.string(), campaignId: z.number() }),
  "ccw.campaign.changed": z.object({
    workspaceId: z.string(),
    campaignId: z.number(),
    status: z.string(),
    activationMode: z.string(),
    brand: z.string(),
    title: z.string(),
    joinCode: z.string(),
    chatCode: z.string(),
  }),
  "ccw.brand.renamed": z.object({ workspaceId: z.string(), oldName: z.string(), newName: z.string() }),
  "ccw.team.member_added": z.object({ workspaceId: z.string(), memberId: z.number(), email: z.string() }),
  "ccw.team.member_removed": z.object({ workspaceId: z.string(), memberId: z.number(), email: z.string() }),
  "ccw.token.revoked": z.object({ workspaceId: z.string(), tokenId: z.string(), reason: z.string() }),
  /** A message, text, invite or notice to a creator; the creator service's notifier delivers it. */
  "ccw.creator.message": z.object({
    messageId: z.string(),
    workspaceId: z.string(),
    campaignId: z.number(),
    memberId: z.number(),
    kind: z.string(),
    text: z.string(),
  }),
  "ccw.creator.chat_requested": z.object({
    workspaceId: z.string(),
    campaignId: z.number(),
    chatId: z.string(),
    memberIds: z.array(z.number()),
  }),
  /** A campaign's creator counts after a change (creator → campaign's projection); `seq` orders them per campaign. */
  "ccw.creator.counts_changed": z.object({
    workspaceId: z.string(),
    campaignId: z.number(),
    signed: z.number(),
    activating: z.number(),
    activated: z.number(),
    seq: z.number(),
  }),
  "ccw.creator.applied": z.object({
    workspaceId: z.string(),
    campaignId: z.number(),
    memberId: z.number(),
    clubMemberId: z.number().nullable(),
  }),
  "ccw.club.invite_sent": z.object({
    workspaceId: z.string(),
    campaignId: z.number(),
    clubMemberId: z.number(),
  }),
  /** A batch of action-history entries (svc_list_actions), published straight from memory, inserted by oauth. */
  "ccw.actions.recorded": z.object({ entries: z.array(actionEntrySchema).min(1) }),
} as const;

export type Subject = keyof typeof EVENTS;
export type EventPayload<S extends Subject> = z.infer<(typeof EVENTS)[S]>;

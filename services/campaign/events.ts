import { ApiError } from "../../shared/errors.ts";
import { consume } from "../../shared/nats.ts";
import {
  flushAfterWrite,
  type PendingEvent,
  pendingEvent,
  type Runtime,
} from "../../shared/service-kit/index.ts";
import { type CampaignDoc, rename, reportedStatus } from "./domain.ts";
import { CampaignStore } from "./store.ts";
import { versionedUpdate } from "../../shared/versioned.ts";

/**
 * NATS side of the campaign service. A change's events ride in the campaign document's write
 * (service-kit/pending-events.ts) with ids derived from the campaign's version after the write, so
 * each state change is one message however often a handler is retried, and a later change of the
 * same kind is a new message.
 *
 * One NATS server may carry several deployments (test stacks beside a demo, each with its own
 * DB_PREFIX, one shared stream): message ids and durable names carry the prefix, so JetStream's
 * duplicate window never drops our message for another deployment's same id and no deployment takes
 * another's messages; a rename for a workspace this deployment does not know changes nothing.
 */

/** Message id of this deployment for an effect. */
const eventId = (rt: Runtime, id: string) => `${rt.env.dbPrefix}:${id}`;

/** `ccw.campaign.changed` of the campaign as saved (`c.version` is the version written). */
export function changedEvent(rt: Runtime, c: CampaignDoc): PendingEvent {
  return pendingEvent(
    "ccw.campaign.changed",
    {
      workspaceId: c.workspaceId,
      campaignId: c._id,
      status: reportedStatus(c.state),
      activationMode: c.activationMode,
      brand: c.brand,
      title: c.title,
      joinCode: c.joinCode,
      chatCode: c.chatCode,
    },
    eventId(rt, `changed:${c._id}:v${c.version}`),
  );
}

/** A team publish: `published`, then `changed` (consumers see them in this order). */
export function publishedEvents(rt: Runtime, c: CampaignDoc): PendingEvent[] {
  return [
    pendingEvent(
      "ccw.campaign.published",
      {
        workspaceId: c.workspaceId,
        campaignId: c._id,
        brand: c.brand,
        title: c.title,
        activationMode: c.activationMode,
      },
      eventId(rt, `published:${c._id}:v${c.version}`),
    ),
    changedEvent(rt, c),
  ];
}

/** A pause: `paused`, then `changed`. */
export function pausedEvents(rt: Runtime, c: CampaignDoc): PendingEvent[] {
  return [
    pendingEvent(
      "ccw.campaign.paused",
      { workspaceId: c.workspaceId, campaignId: c._id },
      eventId(rt, `paused:${c._id}:v${c.version}`),
    ),
    changedEvent(rt, c),
  ];
}

/** How long an old chat code keeps reaching the campaign's chat after a rename (CHAT_ALIAS_DAYS, default 7). */
export function chatAliasDays(env: Record<string, string | undefined>): number {
  const n = Number(env.CHAT_ALIAS_DAYS ?? "7");
  return Number.isFinite(n) && n >= 0 ? n : 7;
}

/**
 * Brand renamed (from brand-team): every campaign of the workspace that carried the old name gets the
 * new name with new join and chat codes; its old chat code becomes an alias for `aliasDays`. Safe to
 * run twice: a campaign already renamed no longer carries the old name.
 */
export async function handleBrandRenamed(
  rt: Runtime,
  e: { workspaceId: string; oldName: string; newName: string },
  aliasDays: number,
  now = new Date(),
): Promise<number> {
  const store = new CampaignStore(rt.db);
  if (!(await store.getWorkspace(e.workspaceId))) return 0; // another deployment's workspace
  await store.setWorkspaceBrand(e.workspaceId, e.newName);
  let renamed = 0;
  for (const found of await store.campaignsCarrying(e.workspaceId, e.oldName)) {
    const r = await versionedUpdate({
      read: () => store.getCampaign(found._id),
      decide: (c: CampaignDoc | null) => {
        const next = c && rename(c, e.oldName, e.newName, now);
        return {
          next,
          result: null,
          events: next ? [changedEvent(rt, { ...next, version: c!.version + 1 })] : [],
        };
      },
      write: async (c, next, events) => {
        if (!c) return false;
        // The alias first: if the process stops here, the retry renames and nobody lost the chat.
        if (next.chatCode !== c.chatCode) {
          await store.addAlias({
            _id: c.chatCode,
            campaignId: c._id,
            workspaceId: c.workspaceId,
            validUntil: new Date(now.getTime() + aliasDays * 86_400_000),
          });
        }
        return await store.saveIfVersion(next, c.version, events);
      },
      first: found,
      attempts: 5,
    }).catch((err) => {
      if (err instanceof ApiError && err.code === "service_unavailable") return null; // given up, as before: the next rename event retries
      throw err;
    });
    if (r?.next && r.current) {
      await flushAfterWrite(rt, store.campaigns, found._id);
      renamed++;
    }
  }
  rt.log("info", "brand renamed", { workspaceId: e.workspaceId, campaigns: renamed });
  return renamed;
}

export async function startConsumers(rt: Runtime, aliasDays: number): Promise<void> {
  // The creator counts projection, when the creator service's synchronous push did not get through.
  await consume(rt.nc, rt.db, "campaign-creator-counts", ["ccw.creator.counts_changed"], async (e) => {
    await new CampaignStore(rt.db).setCreatorCounts(e.campaignId, {
      signed: e.signed,
      activating: e.activating,
      activated: e.activated,
      seq: e.seq,
    });
  }, rt.log);
  const durable = "campaign-brand-renamed"; // consume() adds the deployment namespace
  await consume(rt.nc, rt.db, durable, ["ccw.brand.renamed"], async (payload) => {
    await handleBrandRenamed(rt, payload, aliasDays);
  }, rt.log);
}

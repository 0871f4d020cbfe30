import { ObjectId, type Db } from "mongodb";
import type { ActionEntry } from "../../../shared/service-kit/index.ts";

/** The token's action history (svc_list_actions): one record per tool call, inserted in batches (shared/service-kit/action-recorder.ts). */
export interface ActionDoc {
  _id: ObjectId;
  workspaceId: string;
  tokenId: string;
  tool: string;
  campaignId: number | null;
  outcome: string;
  httpStatus: number;
  via: "rest" | "mcp";
  requestId: string;
  at: Date;
}

export const actionIndexes = [
  { collection: "actions", key: { tokenId: 1, _id: -1 } as Record<string, 1 | -1> },
  { collection: "actions", key: { tokenId: 1, campaignId: 1, _id: -1 } as Record<string, 1 | -1> },
  // Kept a year; the history is for people to see what their agents did.
  { collection: "actions", key: { at: 1 } as Record<string, 1 | -1>, expireAfterSeconds: 365 * 86400 },
];

/**
 * Inserts a batch of entries in one bulk write. Each keeps the id it was given when the call ended, so
 * a batch delivered twice (a redelivery, a retry after a timeout) inserts each entry once.
 */
export async function insertActions(db: Db, entries: readonly ActionEntry[]): Promise<void> {
  if (entries.length === 0) return;
  try {
    await db.collection<ActionDoc>("actions").insertMany(entries.map(toDoc), { ordered: false });
  } catch (e) {
    const errs = (e as { writeErrors?: { code?: number }[] | { code?: number } }).writeErrors;
    const list = Array.isArray(errs) ? errs : errs ? [errs] : [];
    if (list.length === 0 || list.some((w) => w.code !== 11000)) throw e;
  }
}

function toDoc(e: ActionEntry): ActionDoc {
  return {
    _id: new ObjectId(e.id),
    workspaceId: e.workspaceId,
    tokenId: e.tokenId,
    tool: e.tool,
    campaignId: e.campaignId,
    outcome: e.outcome,
    httpStatus: e.httpStatus,
    via: e.via,
    requestId: e.requestId,
    at: new Date(e.at),
  };
}

export async function listActions(db: Db, tokenId: string, campaignId: number | undefined, limit: number, before: string | undefined) {
  const filter: Record<string, unknown> = { tokenId };
  if (campaignId !== undefined) filter.campaignId = campaignId;
  if (before) filter._id = { $lt: new ObjectId(before) };
  const docs = await db.collection<ActionDoc>("actions").find(filter).sort({ _id: -1 }).limit(limit + 1).toArray();
  const page = docs.slice(0, limit);
  return {
    actions: page.map((d) => ({ tool: d.tool, campaignId: d.campaignId, outcome: d.outcome, httpStatus: d.httpStatus, at: d.at.toISOString() })),
    last: docs.length > limit ? page[page.length - 1]._id.toHexString() : null,
  };
}

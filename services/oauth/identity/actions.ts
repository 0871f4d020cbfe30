import { ObjectId, type Db } from "mongodb";
import type { ActionEntry } from "../../../shared/service-kit/index.ts";

/** The token's action history (svc_list_actions): one record per tool call, written before the caller is answered. */
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

export async function recordAction(db: Db, e: ActionEntry): Promise<void> {
  await db.collection<ActionDoc>("actions").insertOne({
    _id: new ObjectId(),
    workspaceId: e.workspaceId,
    tokenId: e.tokenId,
    tool: e.tool,
    campaignId: e.campaignId,
    outcome: e.outcome,
    httpStatus: e.httpStatus,
    via: e.via,
    requestId: e.requestId,
    at: new Date(e.at),
  });
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

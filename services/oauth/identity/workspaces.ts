import { randomBytes } from "node:crypto";
import type { Db } from "mongodb";
import { notFound } from "../../../shared/errors.ts";

/**
 * Workspaces and the projection of their members that sign-in and token checks need. Members are owned
 * by brand-team; it tells this service synchronously (POST /internal/members, /internal/members/remove)
 * before it answers, so a removed member's tokens stop on the very next request.
 */
export interface WorkspaceDoc {
  _id: string;
  name: string;
  createdAt: Date;
}

export interface MemberDoc {
  _id: string; // `${workspaceId}:${memberId}`
  workspaceId: string;
  memberId: number;
  email: string;
  active: boolean;
  addedAt: Date;
  removedAt: Date | null;
}

export const workspaceIndexes = [
  { collection: "members", key: { email: 1, active: 1 } as Record<string, 1 | -1> },
  { collection: "members", key: { workspaceId: 1, active: 1 } as Record<string, 1 | -1> },
];

export function newWorkspaceId(): string {
  return `ws_${randomBytes(9).toString("base64url")}`;
}

export async function getWorkspace(db: Db, workspaceId: string): Promise<WorkspaceDoc> {
  const ws = await db.collection<WorkspaceDoc>("workspaces").findOne({ _id: workspaceId });
  if (!ws) throw notFound("workspace");
  return ws;
}

export async function upsertMember(db: Db, workspaceId: string, memberId: number, email: string): Promise<void> {
  await db.collection<MemberDoc>("members").updateOne(
    { _id: `${workspaceId}:${memberId}` },
    { $set: { workspaceId, memberId, email: email.toLowerCase(), active: true, removedAt: null }, $setOnInsert: { addedAt: new Date() } },
    { upsert: true },
  );
}

export async function removeMember(db: Db, workspaceId: string, memberId: number): Promise<void> {
  await db.collection<MemberDoc>("members").updateOne({ _id: `${workspaceId}:${memberId}` }, { $set: { active: false, removedAt: new Date() } });
}

export async function memberByEmail(db: Db, workspaceId: string, email: string): Promise<MemberDoc | null> {
  return await db.collection<MemberDoc>("members").findOne({ workspaceId, email: email.toLowerCase(), active: true });
}

export async function isActiveMember(db: Db, workspaceId: string, memberId: number): Promise<boolean> {
  return (await db.collection<MemberDoc>("members").countDocuments({ _id: `${workspaceId}:${memberId}`, active: true })) === 1;
}

/** Workspaces a person (by email) belongs to, for sign-in and consent. */
export async function workspacesOf(db: Db, email: string): Promise<{ workspaceId: string; memberId: number; name: string }[]> {
  const members = await db.collection<MemberDoc>("members").find({ email: email.toLowerCase(), active: true }).toArray();
  const out = [];
  for (const m of members) {
    const ws = await db.collection<WorkspaceDoc>("workspaces").findOne({ _id: m.workspaceId });
    if (ws) out.push({ workspaceId: ws._id, memberId: m.memberId, name: ws.name });
  }
  return out;
}

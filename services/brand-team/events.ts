import { type PendingEvent, pendingEvent } from "../../shared/service-kit/index.ts";

/**
 * Events of brand-team. Each rides in the document its write changes (service-kit/pending-events.ts)
 * and is flushed after the write; ids are deterministic per effect, so a retried write never
 * publishes twice.
 */
export function brandRenamed(
  workspaceId: string,
  oldName: string,
  newName: string,
  version: number,
): PendingEvent {
  return pendingEvent(
    "ccw.brand.renamed",
    { workspaceId, oldName, newName },
    `brand.renamed:${workspaceId}:${version}`,
  );
}

export function memberAdded(workspaceId: string, memberId: number, email: string): PendingEvent {
  return pendingEvent(
    "ccw.team.member_added",
    { workspaceId, memberId, email },
    `team.member_added:${workspaceId}:${memberId}`,
  );
}

export function memberRemoved(workspaceId: string, memberId: number, email: string): PendingEvent {
  return pendingEvent(
    "ccw.team.member_removed",
    { workspaceId, memberId, email },
    `team.member_removed:${workspaceId}:${memberId}`,
  );
}

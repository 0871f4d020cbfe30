import type { Runtime } from "../../shared/service-kit/index.ts";

/**
 * Events of brand-team, always through the outbox (recorded beside the change, published later).
 * Ids are deterministic per effect, so a retried write never publishes twice.
 */
export async function brandRenamed(
  rt: Runtime,
  workspaceId: string,
  oldName: string,
  newName: string,
  version: number,
): Promise<void> {
  await rt.outbox.add(
    "ccw.brand.renamed",
    { workspaceId, oldName, newName },
    `brand.renamed:${workspaceId}:${version}`,
  );
}

export async function memberAdded(
  rt: Runtime,
  workspaceId: string,
  memberId: number,
  email: string,
): Promise<void> {
  await rt.outbox.add(
    "ccw.team.member_added",
    { workspaceId, memberId, email },
    `team.member_added:${workspaceId}:${memberId}`,
  );
}

export async function memberRemoved(
  rt: Runtime,
  workspaceId: string,
  memberId: number,
  email: string,
): Promise<void> {
  await rt.outbox.add(
    "ccw.team.member_removed",
    { workspaceId, memberId, email },
    `team.member_removed:${workspaceId}:${memberId}`,
  );
}

import { notFound } from "../../shared/errors.ts";
import { flushAfterWrite, type Runtime } from "../../shared/service-kit/index.ts";
import { memberAdded } from "./events.ts";
import type { BrandTeamStore, MemberDoc } from "./store.ts";

/** What the tools and the ops routes of the brand-team service share. */

export async function workspaceOf(store: BrandTeamStore, workspaceId: string) {
  const ws = await store.workspace(workspaceId);
  if (!ws) throw notFound("workspace");
  return ws;
}

/** The identity service learns of a member before anyone is told it worked (docs/INTERNAL.md). */
export async function tellIdentityAdded(rt: Runtime, store: BrandTeamStore, m: MemberDoc): Promise<void> {
  try {
    await rt.call("oauth", "POST", "/internal/members", {
      workspaceId: m.workspaceId,
      memberId: m.memberId,
      email: m.email,
    }, { retries: 2 });
  } catch (e) {
    await store.undoInsert(m);
    throw e;
  }
  // Only now may the member be announced, so the event is not in the insert: this write adds it to the
  // member's document (no other document changes here).
  await store.addMemberEvents(m._id, [memberAdded(m.workspaceId, m.memberId, m.email)]);
  await flushAfterWrite(rt, store.members, m._id);
}

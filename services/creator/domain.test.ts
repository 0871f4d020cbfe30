import { describe, expect, it } from "vitest";
import {
  activate,
  type CampaignView,
  chatNotice,
  type CreatorState,
  decide,
  expireActivation,
  isListed,
  isOnCampaign,
  isVisible,
  markActivated,
  offboard,
  planGroupChat,
  restore,
  seedState,
  storedStatus,
} from "./domain.ts";

const NOW = "2026-11-22T03:00:00.000Z";
const LATER = "2026-11-22T04:00:00.000Z";
const M = 200001;

const campaign = (o: Partial<CampaignView> = {}): CampaignView => ({
  campaignId: 7,
  title: "Spring launch",
  brand: "Acme",
  signingRequired: false,
  activationMode: "manual",
  ...o,
});

const seed = (
  status: "applicant" | "signed" | "activating" | "activated",
  o: { reachable?: boolean; invited?: boolean; c?: CampaignView } = {},
) => seedState(status, o.reachable ?? true, o.invited ?? false, o.c ?? campaign(), M, NOW);

const applicant = (): CreatorState => seed("applicant").next;
const signed = (reachable = true): CreatorState => seed("signed", { reachable }).next;

describe("seedState", () => {
  it("maps each seed status to a public status", () => {
    expect(storedStatus(seed("applicant").next)).toBe("applicant");
    expect(storedStatus(seed("signed").next)).toBe("signed");
    expect(storedStatus(seed("activating").next)).toBe("activating");
    expect(storedStatus(seed("activated").next)).toBe("activated");
    for (const s of ["applicant", "signed", "activating", "activated"] as const) {
      expect(seed(s).messages).toEqual([]);
    }
  });

  it("accepts a club-invited applicant at once and sends them to signing, even without a contract", () => {
    const r = seed("applicant", { invited: true });
    expect(r.next.stage).toBe("accepted");
    expect(r.next.decision).toBe("accept");
    expect(storedStatus(r.next)).toBe("applicant");
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]).toMatchObject({ id: `creator:decision:7:${M}`, kind: "decision" });
    expect(r.messages[0].text).toMatch(/sign/);
  });
});

describe("visibility", () => {
  it("lists applicants but shows only signed or activating creators one by one", () => {
    expect(isListed(applicant())).toBe(true);
    expect(isVisible(applicant())).toBe(false);
    expect(isVisible(seed("applicant", { invited: true }).next)).toBe(false);
    expect(isVisible(signed())).toBe(true);
    expect(isVisible(seed("activating").next)).toBe(true);
  });

  it("never lists or shows a declined creator", () => {
    const r = decide(applicant(), "decline", campaign(), M, LATER);
    if (r.status !== "decided") throw new Error("expected decided");
    expect(storedStatus(r.next)).toBe("hidden");
    expect(isListed(r.next)).toBe(false);
    expect(isVisible(r.next)).toBe(false);
  });
});

describe("decide", () => {
  it("accept without a contract: outcome activated, status signed, one message", () => {
    const r = decide(applicant(), "accept", campaign(), M, LATER);
    expect(r).toMatchObject({ status: "decided", decision: "accept", outcome: "activated" });
    if (r.status !== "decided") throw new Error("expected decided");
    expect(r.next).toMatchObject({ stage: "signed", signedAt: LATER, decidedAt: LATER });
    expect(storedStatus(r.next)).toBe("signed");
    expect(r.messages.map((m) => m.id)).toEqual([`creator:decision:7:${M}`]);
  });

  it("accept where the team requires signing: outcome signing_requested, still an applicant until signed", () => {
    const r = decide(applicant(), "accept", campaign({ signingRequired: true }), M, LATER);
    expect(r).toMatchObject({ status: "decided", outcome: "signing_requested" });
    if (r.status !== "decided") throw new Error("expected decided");
    expect(r.next.stage).toBe("accepted");
    expect(r.next.signedAt).toBeNull();
    expect(storedStatus(r.next)).toBe("applicant");
    expect(r.messages).toHaveLength(1);
  });

  it("accept on an auto campaign walks the creator into activation with a second text", () => {
    const r = decide(applicant(), "accept", campaign({ activationMode: "auto" }), M, LATER);
    if (r.status !== "decided") throw new Error("expected decided");
    expect(storedStatus(r.next)).toBe("activating");
    expect(r.messages.map((m) => m.kind)).toEqual(["decision", "activation"]);
  });

  it("decline: told they were not picked", () => {
    const r = decide(applicant(), "decline", campaign(), M, LATER);
    expect(r).toMatchObject({ status: "decided", decision: "decline", outcome: "declined" });
    if (r.status !== "decided") throw new Error("expected decided");
    expect(r.messages[0].text).toMatch(/not picked/);
  });

  it("a repeat answers already_decided with the decision taken, and sends nothing", () => {
    const accepted = decide(applicant(), "accept", campaign({ signingRequired: true }), M, LATER);
    const declined = decide(applicant(), "decline", campaign(), M, LATER);
    if (accepted.status !== "decided" || declined.status !== "decided") throw new Error("expected decided");
    expect(decide(accepted.next, "decline", campaign(), M, LATER)).toEqual({
      status: "already_decided",
      decision: "accept",
      outcome: "already_decided",
    });
    expect(decide(declined.next, "accept", campaign(), M, LATER)).toEqual({
      status: "already_decided",
      decision: "decline",
      outcome: "already_decided",
    });
    expect(decide(signed(), "accept", campaign(), M, LATER)).toMatchObject({
      status: "already_decided",
      decision: "accept",
    });
  });
});

describe("activate", () => {
  it("queues a signed, reachable creator on a manual campaign and texts them", () => {
    const r = activate(signed(), campaign(), M, LATER);
    expect(r.status).toBe("queued");
    if (r.status !== "queued") throw new Error("expected queued");
    expect(r.next.activation).toEqual({ state: "queued", updatedAt: LATER, round: 1 });
    expect(storedStatus(r.next)).toBe("activating");
    expect(r.messages).toEqual([
      expect.objectContaining({ id: `creator:activation:7:${M}:1`, kind: "activation" }),
    ]);
    expect(activate(r.next, campaign(), M, LATER)).toEqual({ status: "already_queued" });
  });

  it("answers each refusal status", () => {
    expect(activate(signed(), campaign({ activationMode: "auto" }), M, LATER)).toEqual({
      status: "not_manual",
    });
    expect(activate(signed(), campaign({ activationMode: "off" }), M, LATER)).toEqual({
      status: "not_manual",
    });
    expect(activate(applicant(), campaign(), M, LATER)).toEqual({ status: "not_signed" });
    expect(activate(seed("applicant", { invited: true }).next, campaign(), M, LATER)).toEqual({
      status: "not_signed",
    });
    expect(activate(signed(false), campaign(), M, LATER)).toEqual({ status: "no_conversation" });
    const off = offboard(signed());
    if (!("next" in off) || !off.next) throw new Error("expected offboarded");
    expect(activate(off.next, campaign(), M, LATER)).toEqual({ status: "not_on_campaign" });
    expect(activate(seed("activating").next, campaign(), M, LATER)).toEqual({ status: "already_queued" });
  });

  it("an expired walk can be queued again with a new text id", () => {
    const q = activate(signed(), campaign(), M, NOW);
    if (q.status !== "queued") throw new Error("expected queued");
    const ex = expireActivation(q.next, LATER);
    if (!ex.ok || !ex.next) throw new Error("expected expired");
    const again = activate(ex.next, campaign(), M, LATER);
    if (again.status !== "queued") throw new Error("expected queued");
    expect(again.messages[0].id).toBe(`creator:activation:7:${M}:2`);
  });
});

describe("offboard and restore", () => {
  it("offboards and restores to the earlier status", () => {
    const start = seed("activating").next;
    const off = offboard(start);
    if (!("next" in off) || !off.next) throw new Error("expected change");
    expect(storedStatus(off.next)).toBe("offboarded");
    expect(isVisible(off.next)).toBe(true);
    expect(offboard(off.next)).toEqual({ status: "offboarded", next: null });
    const back = restore(off.next);
    if (!("next" in back) || !back.next) throw new Error("expected change");
    expect(storedStatus(back.next)).toBe("activating");
  });

  it("offboards an applicant too (still not visible), and restores them to applicant", () => {
    const off = offboard(applicant());
    if (!("next" in off) || !off.next) throw new Error("expected change");
    expect(off.next.offboarded).toBe(true);
    expect(isVisible(off.next)).toBe(false);
    expect(isOnCampaign(off.next)).toBe(false);
    const back = restore(off.next);
    if (!("next" in back) || !back.next) throw new Error("expected change");
    expect(storedStatus(back.next)).toBe("applicant");
  });

  it("refuses to restore someone not offboarded", () => {
    expect(restore(signed())).toMatchObject({ status: "refused", rule: "not_offboarded" });
  });
});

describe("markActivated", () => {
  it("only an expired walk becomes activated, once", () => {
    const ex = expireActivation(seed("activating").next, LATER);
    if (!ex.ok || !ex.next) throw new Error("expected expired");
    expect(storedStatus(ex.next)).toBe("activating");
    const r = markActivated(ex.next, LATER);
    if (!("next" in r) || !r.next) throw new Error("expected activated");
    expect(storedStatus(r.next)).toBe("activated");
    expect(markActivated(r.next, LATER)).toMatchObject({ status: "refused", rule: "already_activated" });
  });

  it("refuses anything not expired", () => {
    expect(markActivated(signed(), LATER)).toMatchObject({ status: "refused", rule: "not_expired" });
    expect(markActivated(seed("activating").next, LATER)).toMatchObject({
      status: "refused",
      rule: "not_expired",
    });
    expect(markActivated(applicant(), LATER)).toMatchObject({ status: "refused", rule: "not_expired" });
  });
});

describe("expireActivation", () => {
  it("expires queued or running walks only", () => {
    expect(expireActivation(signed(), LATER)).toMatchObject({ ok: false });
    expect(expireActivation(applicant(), LATER)).toMatchObject({ ok: false });
    expect(expireActivation(seed("activated").next, LATER)).toMatchObject({ ok: false });
    const ex = expireActivation(seed("activating").next, LATER);
    expect(ex).toMatchObject({ ok: true });
    if (!ex.ok || !ex.next) throw new Error("expected expired");
    expect(expireActivation(ex.next, LATER)).toEqual({ ok: true, next: null });
  });
});

describe("planGroupChat", () => {
  const found = new Map<number, CreatorState>([
    [1, applicant()],
    [2, signed()],
    [3, signed(false)],
    [4, seed("activating").next],
  ]);

  it("queues reachable members and counts the unreachable ones", () => {
    expect(planGroupChat([1, 2, 3, 4], found)).toEqual({
      status: "queued",
      memberIds: [1, 2, 4],
      leftOut: 1,
    });
  });

  it("refuses members not on the campaign, naming them", () => {
    const declined = decide(applicant(), "decline", campaign(), M, LATER);
    if (declined.status !== "decided") throw new Error("expected decided");
    const withDeclined = new Map(found).set(5, declined.next);
    const r = planGroupChat([1, 5, 99], withDeclined);
    expect(r).toMatchObject({ status: "refused", rule: "not_on_campaign", field: "memberIds" });
    if (r.status !== "refused") throw new Error("expected refused");
    expect(r.message).toContain("5, 99");
  });

  it("refuses when nobody can be reached", () => {
    const m = new Map<number, CreatorState>([[1, signed(false)], [2, signed(false)]]);
    expect(planGroupChat([1, 2], m)).toMatchObject({ status: "refused", rule: "no_reachable_members" });
  });
});

describe("chatNotice", () => {
  it("names the campaign and its chat code", () => {
    expect(chatNotice({ brand: "Acme", title: "Spring", chatCode: "acme-x7k2m-chat" })).toBe(
      'Acme added you to a group chat for "Spring" in the campaign\'s chat (acme-x7k2m-chat).',
    );
  });
});

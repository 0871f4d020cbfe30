import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { svc_create_campaign, svc_update_campaign } from "../../shared/registry/campaign.ts";
import {
  approvePending,
  brandSlug,
  type CampaignDoc,
  checkContract,
  codesFor,
  contractFileName,
  detail,
  facts,
  listItem,
  MAX_CONTRACT_BASE64_CHARS,
  missingBeforeLive,
  pause,
  type Plan,
  planView,
  publishRequestOutcome,
  randomSuffix,
  rename,
  SUFFIX_ALPHABET,
  teamPublish,
  update,
} from "./domain.ts";

const T0 = new Date("2026-11-01T10:00:00Z");
const T1 = new Date("2026-11-02T10:00:00Z");
const PLAN: Plan = {
  status: "active",
  tier: "growth",
  cap: 50,
  used: 3,
  periodEndsAt: "2027-01-01T00:00:00.000Z",
};

function draft(over: Partial<CampaignDoc> = {}): CampaignDoc {
  return {
    _id: 1001,
    workspaceId: "ws1",
    brand: "Acme",
    title: "Spring launch",
    overview: "Short videos about our spring line.",
    payLine: "$150 per approved video",
    deliverables: ["One 30-60s video"],
    requirements: ["US based"],
    marketCountryCodes: ["US"],
    applicationDeadline: "2027-03-01",
    state: "draft",
    activationMode: "manual",
    codeSuffix: "7K3QX",
    ...codesFor("Acme", "7K3QX"),
    pendingChanges: null,
    publishRequest: null,
    contract: null,
    publishedAt: null,
    pausedAt: null,
    createdAt: T0,
    updatedAt: T0,
    version: 1,
    ...over,
  };
}

const requested = (c: CampaignDoc) => ({ ...c, publishRequest: { requestedAt: T0 } });

describe("missing before live", () => {
  it("is empty for a complete campaign", () => {
    expect(missingBeforeLive(draft())).toEqual([]);
  });
  it("needs a pay line and at least one requirement; markets may be empty (everywhere)", () => {
    expect(missingBeforeLive(draft({ payLine: null, requirements: [], marketCountryCodes: [] }))).toEqual([
      "payLine",
      "requirements",
    ]);
  });
  it("does not need a contract or a deadline", () => {
    expect(missingBeforeLive(draft({ contract: null, applicationDeadline: null }))).toEqual([]);
  });
});

describe("publish request (spec 7.2)", () => {
  it("requested for a complete draft with a plan", () => {
    expect(publishRequestOutcome(draft(), PLAN)).toEqual({ status: "requested" });
  });
  it("already_requested when one is with the team", () => {
    expect(publishRequestOutcome(requested(draft()), PLAN)).toEqual({ status: "already_requested" });
  });
  it("missing_fields lists what is missing, before the plan is looked at", () => {
    expect(publishRequestOutcome(draft({ payLine: null }), null)).toEqual({
      status: "missing_fields",
      missing: ["payLine"],
    });
  });
  it("plan_required without a plan or with a canceled one; past_due and trialing still count", () => {
    expect(publishRequestOutcome(draft(), null)).toEqual({ status: "plan_required" });
    expect(publishRequestOutcome(draft(), { ...PLAN, status: "canceled" })).toEqual({
      status: "plan_required",
    });
    expect(publishRequestOutcome(draft(), { ...PLAN, status: "past_due" })).toEqual({ status: "requested" });
    expect(publishRequestOutcome(draft(), { ...PLAN, status: "trialing" })).toEqual({ status: "requested" });
  });
  it("nothing_to_request for a live campaign; a paused one can ask again", () => {
    expect(publishRequestOutcome(draft({ state: "live" }), PLAN)).toEqual({ status: "nothing_to_request" });
    expect(publishRequestOutcome(draft({ state: "paused" }), PLAN)).toEqual({ status: "requested" });
  });
});

describe("state machine", () => {
  it("draft and paused take changes at once", () => {
    for (const state of ["draft", "paused"] as const) {
      const { next, applied } = update(draft({ state }), {
        title: "New",
        marketCountryCodes: ["US", "US", "GB"],
      }, T1);
      expect(applied).toBe("direct");
      expect(next.title).toBe("New");
      expect(next.marketCountryCodes).toEqual(["US", "GB"]);
      expect(next.state).toBe(state);
      expect(next.pendingChanges).toBeNull();
    }
  });

  it("live holds changes for the team, merged with earlier pending ones; the brief stays", () => {
    const live = draft({ state: "live" });
    const a = update(live, { title: "New title", marketCountryCodes: ["CA", "CA"] }, T1);
    expect(a.applied).toBe("pending_team_review");
    expect(a.next.title).toBe("Spring launch");
    const b = update(a.next, { overview: "New overview", title: "Newer title" }, T1);
    expect(b.next.pendingChanges).toEqual({
      changes: { title: "Newer title", overview: "New overview", marketCountryCodes: ["CA"] },
      submittedAt: T1,
    });
    const approved = approvePending(b.next, T1)!;
    expect(approved.title).toBe("Newer title");
    expect(approved.overview).toBe("New overview");
    expect(approved.marketCountryCodes).toEqual(["CA"]);
    expect(approved.pendingChanges).toBeNull();
    expect(approved.state).toBe("live");
  });

  it("approve needs a live campaign with pending changes", () => {
    expect(approvePending(draft(), T1)).toBeNull();
    expect(approvePending(draft({ state: "live" }), T1)).toBeNull();
  });

  it("the team publishes only a requested draft or paused campaign, clearing the request", () => {
    expect(teamPublish(draft(), T1)).toEqual({ ok: false, reason: "no_publish_request" });
    const r = teamPublish(requested(draft()), T1);
    expect(r.ok && r.changed && r.next.state).toBe("live");
    expect(r.ok && r.next.publishRequest).toBeNull();
    expect(r.ok && r.next.publishedAt).toEqual(T1);
    const again = teamPublish(draft({ state: "live" }), T1);
    expect(again).toMatchObject({ ok: true, changed: false });
    expect(teamPublish(requested(draft({ requirements: [] })), T1)).toEqual({
      ok: false,
      reason: "missing_fields",
      missing: ["requirements"],
    });
  });

  it("pause: only live pauses, and pending changes apply on pause", () => {
    expect(pause(draft(), T1)).toBeNull();
    expect(pause(draft({ state: "paused" }), T1)).toBeNull();
    const live = update(draft({ state: "live" }), { title: "Held" }, T1).next;
    const paused = pause(live, T1)!;
    expect(paused.state).toBe("paused");
    expect(paused.title).toBe("Held");
    expect(paused.pendingChanges).toBeNull();
  });

  it("a paused campaign goes live again through a new request and the team's publish", () => {
    const paused = pause(draft({ state: "live" }), T1)!;
    expect(teamPublish(paused, T1)).toEqual({ ok: false, reason: "no_publish_request" });
    expect(publishRequestOutcome(paused, PLAN)).toEqual({ status: "requested" });
    const r = teamPublish(requested(paused), T1);
    expect(r.ok && r.next.state).toBe("live");
  });

  it("reports live as published everywhere", () => {
    const live = draft({ state: "live" });
    expect(listItem(live, { signed: 1, activating: 2, activated: 3 }).status).toBe("published");
    expect(detail(live, { signed: 1, activating: 2, activated: 3 }, []).status).toBe("published");
    expect(facts(live).status).toBe("published");
  });
});

describe("codes and rename", () => {
  it("slugs brand names to capitals and digits", () => {
    expect(brandSlug("Café Olé & Co.")).toBe("CAFEOLECO");
    expect(brandSlug("!!!")).toBe("BRAND");
    expect(brandSlug("A very long brand name indeed")).toHaveLength(12);
  });
  it("builds join and chat codes from the slug and the suffix", () => {
    expect(codesFor("Acme", "7K3QX")).toEqual({ joinCode: "ACME-7K3QX", chatCode: "acme-7k3qx-chat" });
    const s = randomSuffix();
    expect(s).toHaveLength(5);
    expect([...s].every((ch) => SUFFIX_ALPHABET.includes(ch))).toBe(true);
  });
  it("renames only campaigns that carried the old name, keeping the suffix", () => {
    const c = draft();
    const next = rename(c, "Acme", "Zenith Labs", T1)!;
    expect(next).toMatchObject({
      brand: "Zenith Labs",
      joinCode: "ZENITHLABS-7K3QX",
      chatCode: "zenithlabs-7k3qx-chat",
      codeSuffix: "7K3QX",
    });
    expect(rename(c, "Other", "Zenith", T1)).toBeNull();
    expect(rename(c, "Acme", "Acme", T1)).toBeNull();
  });
});

describe("contract check", () => {
  const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n").toString("base64");
  it("accepts a PDF on a draft or paused campaign", () => {
    for (const state of ["draft", "paused"] as const) {
      const r = checkContract(state, pdf);
      expect(r.ok).toBe(true);
    }
  });
  it("refuses on a live campaign with campaign_state and the locked message", () => {
    const r = checkContract("live", pdf);
    expect(r).toMatchObject({ ok: false, kind: "refused", rule: "campaign_state" });
    expect(!r.ok && r.kind === "refused" && r.message).toMatch(/locked.*paused/);
  });
  it("refuses too_large over 4,300,000 characters and not_a_pdf by the bytes", () => {
    expect(checkContract("draft", "A".repeat(MAX_CONTRACT_BASE64_CHARS + 4))).toMatchObject({
      rule: "too_large",
    });
    // Over the limit is too_large whatever else is wrong with it (line breaks, a data: prefix).
    expect(checkContract("draft", `data:application/pdf;base64,${"A\n".repeat(MAX_CONTRACT_BASE64_CHARS)}`))
      .toMatchObject({ rule: "too_large" });
    expect(checkContract("draft", Buffer.from("PK\u0003\u0004zip").toString("base64"))).toMatchObject({
      rule: "not_a_pdf",
    });
    expect(checkContract("draft", "")).toMatchObject({ rule: "not_a_pdf" });
  });
  it("answers invalid for a data: prefix, line breaks, base64url or stray characters", () => {
    for (
      const bad of [
        `data:application/pdf;base64,${pdf}`,
        `${pdf.slice(0, 8)}\n${pdf.slice(8)}`,
        "JVBERi0x-_",
        "JVBE*i0x",
        "JVBERi0",
      ]
    ) {
      expect(checkContract("draft", bad)).toMatchObject({ ok: false, kind: "invalid" });
    }
  });
  it("keeps file names safe", () => {
    expect(contractFileName(undefined, 7)).toBe("contract-7.pdf");
    expect(contractFileName("../../etc/passwd", 7)).toBe("passwd.pdf");
    expect(contractFileName("Terms.PDF", 7)).toBe("Terms.PDF");
  });
});

describe("plan view", () => {
  it("never shows amounts or links, and says none without a plan", () => {
    expect(planView(5, PLAN, 2)).toEqual({
      campaignId: 5,
      status: "active",
      tier: "growth",
      cap: 50,
      used: 3,
      remaining: 47,
      activated: 2,
      periodEndsAt: PLAN.periodEndsAt,
    });
    expect(planView(5, null, 0)).toEqual({
      campaignId: 5,
      status: "none",
      tier: null,
      cap: 0,
      used: 0,
      remaining: 0,
      activated: 0,
      periodEndsAt: null,
    });
    expect(planView(5, { ...PLAN, used: 60 }, 0).remaining).toBe(0);
  });
});

describe("registry schemas of the campaign tools", () => {
  const body = {
    title: "t",
    overview: "o",
    deliverables: ["d"],
    requirements: [],
    marketCountryCodes: ["US", "GB"],
  };
  it("takes real ISO codes and real dates, naming the bad item", () => {
    expect(svc_create_campaign.body.safeParse(body).success).toBe(true);
    const bad = svc_create_campaign.body.safeParse({ ...body, marketCountryCodes: ["US", "XX"] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].path).toEqual(["marketCountryCodes", 1]);
    expect(svc_create_campaign.body.safeParse({ ...body, marketCountryCodes: ["UK"] }).success).toBe(false);
    expect(svc_create_campaign.body.safeParse({ ...body, applicationDeadline: "2027-02-30" }).success).toBe(
      false,
    );
    expect(svc_create_campaign.body.safeParse({ ...body, applicationDeadline: "2028-02-29" }).success).toBe(
      true,
    );
    expect(svc_create_campaign.body.safeParse({ ...body, activationMode: "auto" }).success).toBe(false);
  });
  it("refuses unknown and empty changes", () => {
    const unknown = svc_update_campaign.body.safeParse({ changes: { title: "x", budget: 5 } });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0].code).toBe("unrecognized_keys");
    expect(svc_update_campaign.body.safeParse({ changes: {} }).success).toBe(false);
    expect(
      svc_update_campaign.body.safeParse({ changes: { applicationDeadline: null, activationMode: "off" } })
        .success,
    ).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import {
  call as rawCall,
  createCampaign,
  eventually,
  key,
  liveCampaign,
  newWorkspace,
  ops,
  setupToken,
  type Workspace,
} from "./harness.ts";
import { getTool } from "../../shared/registry/index.ts";

/** Every 200 answer of these tests must match the tool's registry response schema. */
async function call(token: string, tool: string, args: Parameters<typeof rawCall>[2] = {}) {
  const r = await rawCall(token, tool, args);
  if (r.status === 200) {
    const parsed = getTool(tool)!.response.safeParse(r.body);
    expect(
      parsed.success,
      `${tool} answer off its schema: ${r.text.slice(0, 300)} ${parsed.error?.message ?? ""}`,
    ).toBe(true);
  }
  return r;
}

/**
 * The club service through the gateway: the back-office seeding, browsing (cards, fit, ranking,
 * filters, paging across several pages), invites (every refusal reason, the monthly allowance under
 * concurrency, the outbox message, replays), and the internal invite lookup as the creator service
 * uses it.
 */

const COUNTRIES = ["US", "CA", "GB", "AU", "NZ"] as const;
const REACH = ["nano", "micro", "mid", "macro"] as const;
const ENGAGEMENT = ["high", "typical", "low"] as const;
const EXPERIENCE = ["proven", "established", "member"] as const;
const NICHES = ["Career", "Tech / AI", "Fitness", "Food", "Gaming", "Parenting / Family"] as const;
const CARD_FIELDS = [
  "country",
  "displayName",
  "engagement",
  "experience",
  "fit",
  "invite",
  "memberId",
  "niches",
  "platforms",
  "reach",
];

interface Seeded {
  memberId: number;
  country: string;
  reach: string;
  engagement: string;
  experience: string;
  niches: string[];
  platforms: { videoapp: boolean; photoapp: boolean };
}

const RANK = {
  fit: { matched: 0, possible: 1 },
  experience: { proven: 0, established: 1, member: 2 },
  engagement: { high: 0, typical: 1, low: 2 },
  reach: { macro: 0, mid: 1, micro: 2, nano: 3 },
} as const;
const rankOf = (
  c: any,
) => [
  RANK.fit[c.fit as "matched"],
  RANK.experience[c.experience as "proven"],
  RANK.engagement[c.engagement as "high"],
  RANK.reach[c.reach as "macro"],
  c.memberId,
];
function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

async function seedClub(n: number, offset = 0): Promise<Seeded[]> {
  const out: Seeded[] = [];
  for (let i = offset; i < offset + n; i++) {
    const c = {
      displayName: `Person${i} Lastname${i}`,
      country: COUNTRIES[i % 5],
      niches: [NICHES[i % NICHES.length], NICHES[(i + 2) % NICHES.length]],
      platforms: { videoapp: i % 3 !== 0, photoapp: i % 2 === 0 },
      reach: REACH[i % 4],
      engagement: ENGAGEMENT[(i >> 1) % 3],
      experience: EXPERIENCE[(i >> 2) % 3],
    };
    const r = await ops("POST", "/ops/v1/club/creators", c);
    expect(r.status, r.text).toBe(200);
    expect(r.body.memberId).toBeGreaterThan(500000);
    out.push({ memberId: r.body.memberId, ...c });
  }
  return out;
}

/** Every page of a browse, following nextCursor. */
async function browseAll(token: string, campaignId: number, query: Record<string, string> = {}) {
  const pages: any[][] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const r = await call(token, "svc_browse_club", {
      params: { campaignId },
      query: { ...query, ...(after ? { after } : {}) },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.campaignId).toBe(campaignId);
    pages.push(r.body.creators);
    if (r.body.nextCursor === null) return { pages, last: r.body };
    after = r.body.nextCursor;
  }
  throw new Error("paging never ended");
}

let ws: Workspace;
let live: number;
let club: Seeded[];

beforeAll(async () => {
  ws = await newWorkspace();
  live = await liveCampaign(ws.token, { marketCountryCodes: ["US", "CA"] });
  club = await seedClub(62);
});

describe("ops: club creators", () => {
  it("keeps only the first name and last initial", async () => {
    const r = await ops("POST", "/ops/v1/club/creators", {
      displayName: "Maria de la Cruz",
      country: "US",
      niches: ["Fitness"],
      platforms: { videoapp: true, photoapp: true },
      reach: "mid",
      engagement: "high",
      experience: "proven",
    });
    expect(r.status, r.text).toBe(200);
    const { pages } = await browseAll(ws.token, live, {
      country: "US",
      reach: "mid",
      experience: "proven",
      engagement: "high",
    });
    const card = pages.flat().find((c) => c.memberId === r.body.memberId);
    expect(card.displayName).toBe("Maria C.");
  });

  it("refuses a card with a missing or invalid field, naming it", async () => {
    const good = {
      displayName: "A B",
      country: "US",
      niches: ["Food"],
      platforms: { videoapp: true, photoapp: false },
      reach: "nano",
      engagement: "low",
      experience: "member",
    };
    const missing = await ops("POST", "/ops/v1/club/creators", { ...good, reach: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe("invalid_request");
    expect(missing.body.error.message).toMatch(/reach/);
    const badCountry = await ops("POST", "/ops/v1/club/creators", { ...good, country: "DE" });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.error.message).toMatch(/country/);
    const badNiche = await ops("POST", "/ops/v1/club/creators", { ...good, niches: ["Cooking"] });
    expect(badNiche.status).toBe(400);
    expect(badNiche.body.error.message).toMatch(/niches/);
    const extra = await ops("POST", "/ops/v1/club/creators", { ...good, handle: "@x" });
    expect(extra.status).toBe(400);
  });

  it("needs the ops token", async () => {
    const r = await call(ws.token, "svc_whoami");
    expect(r.status).toBe(200);
    const noOps = await fetch(`${(await import("./harness.ts")).baseUrl()}/ops/v1/club/creators`, {
      method: "POST",
      headers: { authorization: `Bearer ${ws.token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(noOps.status).toBe(401);
  });
});

describe("svc_browse_club", () => {
  it("pages through every card once, 24 a page, best fit first", async () => {
    const { pages } = await browseAll(ws.token, live);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const p of pages.slice(0, -1)) expect(p).toHaveLength(24);
    expect(pages[pages.length - 1].length).toBeGreaterThan(0);
    expect(pages[pages.length - 1].length).toBeLessThanOrEqual(24);
    const all = pages.flat();
    const ids = all.map((c) => c.memberId);
    expect(new Set(ids).size).toBe(ids.length); // no card twice
    for (const s of club) expect(ids).toContain(s.memberId); // none skipped
    for (let i = 1; i < all.length; i++) {
      expect(before(rankOf(all[i - 1]), rankOf(all[i])), `order at ${i}`).toBe(true);
    }
    // A second walk gives the same sequence (stable ranking).
    const again = (await browseAll(ws.token, live)).pages.flat().map((c) => c.memberId);
    expect(again).toEqual(ids);
  });

  it("cards carry exactly the fields of 2.4 and the documented fit", async () => {
    const { pages, last } = await browseAll(ws.token, live);
    expect(last.invitesLeft).toBeTypeOf("number");
    for (const card of pages.flat()) {
      expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
      expect(typeof card.displayName).toBe("string");
      expect(card.displayName).toMatch(/^\p{L}+( \p{L}\.)?$/u);
      expect(Object.keys(card.platforms).sort()).toEqual(["photoapp", "videoapp"]);
    }
    const byId = new Map(pages.flat().map((c) => [c.memberId, c]));
    for (const s of club) {
      const card = byId.get(s.memberId);
      expect(card.country).toBe(s.country);
      expect(card.reach).toBe(s.reach);
      const matched = ["US", "CA"].includes(s.country) && (s.platforms.videoapp || s.platforms.photoapp) &&
        s.engagement !== "low";
      expect(card.fit, `fit of ${JSON.stringify(s)}`).toBe(matched ? "matched" : "possible");
      expect(card.invite).toBe("none");
      expect(JSON.stringify(card)).not.toMatch(/Lastname/);
    }
  });

  it("filters narrow: lists match any value, every filter holds on every card", async () => {
    const cases: [Record<string, string>, (c: any) => boolean][] = [
      [{ country: "GB,AU" }, (c) => ["GB", "AU"].includes(c.country)],
      [{ niche: "Tech / AI,Food" }, (c) => c.niches.some((n: string) => ["Tech / AI", "Food"].includes(n))],
      [{ platform: "photoapp" }, (c) => c.platforms.photoapp],
      [{ reach: "macro,mid" }, (c) => ["macro", "mid"].includes(c.reach)],
      [{ experience: "proven" }, (c) => c.experience === "proven"],
      [{ engagement: "low" }, (c) => c.engagement === "low"],
      [{ fit: "matched" }, (c) => c.fit === "matched"],
      [{ fit: "possible", country: "US" }, (c) => c.fit === "possible" && c.country === "US"],
    ];
    const everything = (await browseAll(ws.token, live)).pages.flat();
    for (const [query, holds] of cases) {
      const cards = (await browseAll(ws.token, live, query)).pages.flat();
      expect(cards.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const c of cards) expect(holds(c), `${JSON.stringify(query)} ${JSON.stringify(c)}`).toBe(true);
      // Nothing that holds is missing.
      expect(cards.map((c) => c.memberId).sort()).toEqual(
        everything.filter(holds).map((c) => c.memberId).sort(),
      );
    }
  });

  it("an invalid parameter answers 400 naming it", async () => {
    const bad: [Record<string, string>, string][] = [
      [{ niche: "Cooking" }, "niche"],
      [{ country: "US,DE" }, "country"],
      [{ platform: "tiktok" }, "platform"],
      [{ reach: "huge" }, "reach"],
      [{ experience: "expert" }, "experience"],
      [{ engagement: "viral" }, "engagement"],
      [{ fit: "great" }, "fit"],
      [{ name: "Maria" }, "name"],
      [{ after: "not-a-cursor" }, "after"],
    ];
    for (const [query, name] of bad) {
      const r = await call(ws.token, "svc_browse_club", { params: { campaignId: live }, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
      expect(r.body.error.message).toContain(name);
    }
  });

  it("a cursor works only for its own campaign, filters and workspace", async () => {
    const first = await call(ws.token, "svc_browse_club", { params: { campaignId: live } });
    const cursor = first.body.nextCursor as string;
    expect(cursor).toBeTypeOf("string");
    const otherFilters = await call(ws.token, "svc_browse_club", {
      params: { campaignId: live },
      query: { country: "US", after: cursor },
    });
    expect(otherFilters.status).toBe(400);
    expect(otherFilters.body.error.message).toContain("after");
    const other = await liveCampaign(ws.token, { marketCountryCodes: [] });
    const otherCampaign = await call(ws.token, "svc_browse_club", {
      params: { campaignId: other },
      query: { after: cursor },
    });
    expect(otherCampaign.status).toBe(400);
    const tampered = cursor.slice(0, -2) + (cursor.endsWith("AA") ? "BB" : "AA");
    const t = await call(ws.token, "svc_browse_club", {
      params: { campaignId: live },
      query: { after: tampered },
    });
    expect(t.status).toBe(400);
    // An empty market reaches everywhere: every card of the other campaign passing the engagement/platform rule is matched.
    const all = (await browseAll(ws.token, other)).pages.flat();
    for (const c of all) {
      if (c.engagement !== "low" && (c.platforms.videoapp || c.platforms.photoapp)) {
        expect(c.fit).toBe("matched");
      }
    }
  });

  it("a campaign that is not live answers refused campaign_state; another workspace's is 404", async () => {
    const draft = await createCampaign(ws.token);
    const r = await call(ws.token, "svc_browse_club", { params: { campaignId: draft } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "refused", rule: "campaign_state", campaignId: draft });
    const paused = await liveCampaign(ws.token);
    // Browsed while live, so the club service holds the campaign's facts: the pause must still hold on
    // the very next call (the campaign service drops them before it answers the pause).
    const open = await call(ws.token, "svc_browse_club", { params: { campaignId: paused } });
    expect(open.body.creators, open.text).toBeDefined();
    expect((await call(ws.token, "svc_pause_campaign", { params: { campaignId: paused } })).body.status).toBe(
      "paused",
    );
    const p = await call(ws.token, "svc_browse_club", { params: { campaignId: paused } });
    expect(p.body).toMatchObject({ status: "refused", rule: "campaign_state" });

    const stranger = await newWorkspace();
    const x = await call(stranger.token, "svc_browse_club", { params: { campaignId: live } });
    expect(x.status).toBe(404);
    expect(x.body.error.code).toBe("not_found");
    const missing = await call(ws.token, "svc_browse_club", { params: { campaignId: 99999999 } });
    expect(missing.status).toBe(404);
  });

  it("needs creators:read", async () => {
    const t = await setupToken(ws.workspaceId, ["campaigns:read"]);
    const r = await call(t, "svc_browse_club", { params: { campaignId: live } });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("insufficient_scope");
  });
});

describe("svc_invite_creators", () => {
  it("invites, answers each creator on its own, shows the state, and messages the creator once", async () => {
    const w = await newWorkspace();
    const c = await liveCampaign(w.token, { marketCountryCodes: ["US"] });
    const [a, b, d] = club.slice(0, 3).map((x) => x.memberId);
    const k = key("invite");
    const r = await call(w.token, "svc_invite_creators", {
      params: { campaignId: c },
      body: { memberIds: [a, b, 999999, a] },
      key: k,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.invited).toEqual([
      { memberId: a, displayName: "Person L." },
      { memberId: b, displayName: "Person L." },
    ]);
    expect(r.body.refused).toEqual([{ memberId: 999999, reason: "not_in_club" }]);
    expect(r.body.invitesLeft).toBe(18);

    // Same key, same request: the stored answer, nothing sent twice.
    const replay = await call(w.token, "svc_invite_creators", {
      params: { campaignId: c },
      body: { memberIds: [a, b, 999999, a] },
      key: k,
    });
    expect(replay.body).toMatchObject({ replayed: true, invitesLeft: 18 });

    const again = await call(w.token, "svc_invite_creators", {
      params: { campaignId: c },
      body: { memberIds: [a, d] },
    });
    expect(again.body.invited.map((x: any) => x.memberId)).toEqual([d]);
    expect(again.body.refused).toEqual([{ memberId: a, reason: "already_invited" }]);
    expect(again.body.invitesLeft).toBe(17);

    const cards = (await browseAll(w.token, c)).pages.flat();
    const state = new Map(cards.map((x) => [x.memberId, x.invite]));
    expect(state.get(a)).toBe("invited");
    expect(state.get(d)).toBe("invited");
    expect(state.get(club[5].memberId)).toBe("none");

    await eventually(async () => {
      const o = await ops("GET", `/ops/v1/outbox?campaignId=${c}&memberId=${a}`);
      expect(o.status, o.text).toBe(200);
      expect(o.body.messages.map((m: any) => m.kind)).toEqual(["club_invite"]);
      expect(o.body.messages[0].memberId).toBe(a);
    });
    // Internal lookup (as the creator service asks it), seen through its effect: an invited applicant is accepted.
    const applicant = await ops("POST", `/ops/v1/campaigns/${c}/creators`, {
      name: "Person0 Lastname0",
      status: "applicant",
      invitedFromClub: a,
    });
    expect(applicant.status, applicant.text).toBe(200);
    const decide = await call(w.token, "svc_decide_applicant", {
      params: { campaignId: c, memberId: applicant.body.memberId },
      body: { decision: "decline" },
    });
    expect(decide.body.status).toBe("already_decided");
    // Applied, so on the campaign: no longer listed for it (spec 4.2, "not on it yet").
    const after = (await browseAll(w.token, c)).pages.flat();
    expect(after.find((x) => x.memberId === a)).toBeUndefined();
  });

  it("a creator on the campaign is refused already_on_campaign and left out of browsing", async () => {
    const w = await newWorkspace();
    const c = await liveCampaign(w.token);
    const target = club[7].memberId;
    const seeded = await ops("POST", `/ops/v1/campaigns/${c}/creators`, {
      name: "Person7 Lastname7",
      status: "signed",
      invitedFromClub: target,
    });
    expect(seeded.status, seeded.text).toBe(200);
    const r = await call(w.token, "svc_invite_creators", {
      params: { campaignId: c },
      body: { memberIds: [target] },
    });
    expect(r.body).toMatchObject({
      invited: [],
      refused: [{ memberId: target, reason: "already_on_campaign" }],
      invitesLeft: 20,
    });
    const ids = (await browseAll(w.token, c)).pages.flat().map((x) => x.memberId);
    expect(ids).not.toContain(target);
    expect(ids).toContain(club[8].memberId);
  });

  it("the monthly allowance holds under concurrent calls and then refuses no_invites_left", async () => {
    const w = await newWorkspace();
    const c = await liveCampaign(w.token);
    const batches = [club.slice(10, 20), club.slice(20, 30), club.slice(30, 40)].map((b) =>
      b.map((x) => x.memberId)
    );
    const results = await Promise.all(
      batches.map((ids) =>
        call(w.token, "svc_invite_creators", { params: { campaignId: c }, body: { memberIds: ids } })
      ),
    );
    for (const r of results) expect(r.status, r.text).toBe(200);
    const invited = results.flatMap((r) => r.body.invited);
    const refused = results.flatMap((r) => r.body.refused);
    expect(invited).toHaveLength(20);
    expect(refused).toHaveLength(10);
    for (const x of refused) expect(x.reason).toBe("no_invites_left");
    const more = await call(w.token, "svc_invite_creators", {
      params: { campaignId: c },
      body: { memberIds: [club[41].memberId] },
    });
    expect(more.body).toMatchObject({
      invited: [],
      refused: [{ memberId: club[41].memberId, reason: "no_invites_left" }],
      invitesLeft: 0,
    });
    const browse = await call(w.token, "svc_browse_club", { params: { campaignId: c } });
    expect(browse.body.invitesLeft).toBe(0);
    // The allowance is per workspace: another workspace still has its own.
    const other = await newWorkspace();
    const oc = await liveCampaign(other.token);
    const o = await call(other.token, "svc_invite_creators", {
      params: { campaignId: oc },
      body: { memberIds: [club[41].memberId] },
    });
    expect(o.body.invitesLeft).toBe(19);
  });

  it("refuses a campaign that is not live, a bad body, another workspace and a missing scope", async () => {
    const w = await newWorkspace();
    const draft = await createCampaign(w.token);
    const r = await call(w.token, "svc_invite_creators", {
      params: { campaignId: draft },
      body: { memberIds: [club[0].memberId] },
    });
    expect(r.body).toMatchObject({ status: "refused", rule: "campaign_state" });
    const live2 = await liveCampaign(w.token);
    for (
      const body of [
        { memberIds: [] },
        { memberIds: Array.from({ length: 11 }, (_, i) => club[i].memberId) },
        { memberIds: ["x"] },
        {},
      ]
    ) {
      const b = await call(w.token, "svc_invite_creators", { params: { campaignId: live2 }, body });
      expect(b.status, JSON.stringify(body)).toBe(400);
      expect(b.body.error.message).toMatch(/memberIds/);
    }
    const noKey = await call(w.token, "svc_invite_creators", {
      params: { campaignId: live2 },
      body: { memberIds: [club[0].memberId] },
      key: null,
    });
    expect(noKey.status).toBe(400);
    const x = await call(ws.token, "svc_invite_creators", {
      params: { campaignId: live2 },
      body: { memberIds: [club[0].memberId] },
    });
    expect(x.status).toBe(404);
    const reader = await setupToken(w.workspaceId, ["creators:read"]);
    const s = await call(reader, "svc_invite_creators", {
      params: { campaignId: live2 },
      body: { memberIds: [club[0].memberId] },
    });
    expect(s.status).toBe(403);
    // Nothing was spent by any of these.
    const browse = await call(w.token, "svc_browse_club", { params: { campaignId: live2 } });
    expect(browse.body.invitesLeft).toBe(20);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, createCampaign, key, liveCampaign, newWorkspace, type Workspace } from "./harness.ts";
import { CORPUS, CREATOR_STRINGS, type Entry, KNOWN_ESCAPES } from "./reliability-corpus.ts";
import {
  leaks,
  moreTokens,
  pool,
  PRIVATE,
  rcall,
  rhttp,
  rops,
  stats,
  warmupTemplate,
} from "./reliability-helpers.ts";

/**
 * Agent safety (issue 11): an injection corpus of 220+ strings against every place an agent writes
 * campaign text (create, update, brand name, warm-up template) → refused with the right rule and
 * field; every creator-written string comes back only inside { untrusted: true, text }; no private
 * creator field in any answer of this file; pages and /mcp send safe headers.
 */

let ws: Workspace;
let tokens: string[] = [];
let turn = 0;
const tok = () => tokens[turn++ % tokens.length];
const figures = {
  corpus: CORPUS.length,
  textWrites: 0,
  refusedRight: 0,
  creatorsSeeded: 0,
  clubCreatorsSeeded: 0,
  creatorReads: 0,
  wrappedSeen: 0,
  headerChecks: 0,
};

beforeAll(async () => {
  ws = await newWorkspace({ brand: "Safety Brand" });
  tokens = [ws.token, ...(await moreTokens(ws.workspaceId, 9))];
}, 120_000);

afterAll(() => console.log(`[reliability] agent-safety figures: ${JSON.stringify(figures)}`));

describe("the campaign text rule refuses every corpus string with the right rule and field", () => {
  const CREATE_FIELDS = ["title", "overview", "payLine", "deliverables", "requirements"] as const;
  const base = {
    title: "Clean title",
    overview: "Short videos about our spring line.",
    payLine: "$150 per video",
    deliverables: ["One video"],
    requirements: ["US based"],
    marketCountryCodes: ["US"],
  };
  const place = (
    field: (typeof CREATE_FIELDS)[number],
    text: string,
  ): { patch: Record<string, unknown>; expected: string } =>
    field === "deliverables"
      ? { patch: { deliverables: ["One video", text] }, expected: "deliverables[1]" }
      : field === "requirements"
      ? { patch: { requirements: [text] }, expected: "requirements[0]" }
      : { patch: { [field]: text }, expected: field };

  const wrong: string[] = [];
  const check = (
    what: string,
    e: Entry,
    expectedField: string,
    r: { status: number; body: any; text: string },
  ) => {
    figures.textWrites++;
    const field: string = r.body?.field ?? "";
    if (
      r.status !== 200 || r.body?.status !== "refused" || r.body?.rule !== e.rule ||
      (field !== expectedField && field !== `changes.${expectedField}`)
    ) {
      wrong.push(
        `${what} ${JSON.stringify(e.text)} (${e.rule} in ${expectedField}) → ${r.status} ${
          r.text.slice(0, 160)
        }`,
      );
    } else figures.refusedRight++;
  };

  it(`${CORPUS.length} strings on create, update, brand name and warm-up template`, async () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(200);
    const listBefore = await rcall(tok(), "svc_list_campaigns", { query: { limit: 100 } });
    const target = await createCampaign(tok());
    const templateCampaign = await createCampaign(tok());
    const detailBefore = await rcall(tok(), "svc_get_campaign", { params: { campaignId: target } });
    const activationBefore = await rcall(tok(), "svc_get_activation", {
      params: { campaignId: templateCampaign },
    });
    const TEMPLATE_FIELDS: [string, (t: any, v: string) => void][] = [
      ["template.managerName", (t, v) => (t.managerName = v)],
      ["template.chatChannelName", (t, v) => (t.chatChannelName = v)],
      ["template.routine.instructions", (t, v) => (t.routine.instructions = v)],
      ["template.posts[0].brief", (t, v) => (t.posts[0].brief = v)],
      ["template.posts[1].brief", (t, v) => (t.posts[1].brief = v)],
    ];
    await pool(CORPUS, 8, async (e, i) => {
      const cf = CREATE_FIELDS[i % CREATE_FIELDS.length];
      const c = place(cf, e.text);
      check(
        "create",
        e,
        c.expected,
        await rcall(tok(), "svc_create_campaign", { body: { ...base, ...c.patch } }),
      );
      const uf = CREATE_FIELDS[(i + 2) % CREATE_FIELDS.length];
      const u = place(uf, e.text);
      check(
        "update",
        e,
        u.expected,
        await rcall(tok(), "svc_update_campaign", {
          params: { campaignId: target },
          body: { changes: u.patch },
        }),
      );
      check("rename", e, "name", await rcall(tok(), "svc_rename_brand", { body: { name: e.text } }));
      const [tf, set] = TEMPLATE_FIELDS[i % TEMPLATE_FIELDS.length];
      const t = warmupTemplate();
      set(t, e.text);
      check(
        "warm-up template",
        e,
        tf,
        await rcall(tok(), "svc_save_warmup_template", {
          params: { campaignId: templateCampaign },
          body: { template: t },
        }),
      );
    });
    expect(wrong.slice(0, 40), `${wrong.length} not refused right`).toEqual([]);
    // Nothing was written: no new campaign, the target unchanged, the brand name and template as before.
    const listAfter = await rcall(tok(), "svc_list_campaigns", { query: { limit: 100 } });
    expect(listAfter.body.campaigns.map((c: any) => c.campaignId).sort()).toEqual(
      [...listBefore.body.campaigns.map((c: any) => c.campaignId), target, templateCampaign].sort(),
    );
    expect((await rcall(tok(), "svc_get_campaign", { params: { campaignId: target } })).body).toEqual(
      detailBefore.body,
    );
    expect((await rcall(tok(), "svc_get_activation", { params: { campaignId: templateCampaign } })).body)
      .toEqual(activationBefore.body);
    expect((await rcall(tok(), "svc_whoami")).body.workspace.name).toBe("Safety Brand");
  }, 300_000);

  // BUG (docs/RELIABILITY.md, found #1): shared/text-rule/detectors.ts lets these through. Unskip once fixed.
  it(`former escapes of the text rule (${KNOWN_ESCAPES.length}): refused on create`, async () => {
    for (const e of KNOWN_ESCAPES) {
      const r = await rcall(tok(), "svc_create_campaign", { body: { ...base, overview: e.text } });
      expect(r.body, e.text).toMatchObject({ status: "refused", rule: e.rule, field: "overview" });
    }
  });
});

// ---- creator-written text is only ever returned wrapped ----

const MARK = /Zq\d+[a-z]/g;

/** Every string in an answer: markers inside { untrusted: true, text } are fine, anywhere else a breach. */
function walk(v: unknown, path: string, wrapped: Set<string>, breaches: string[], where: string): void {
  if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`, wrapped, breaches, where));
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (o.untrusted === true && typeof o.text === "string") {
      for (const m of o.text.match(MARK) ?? []) wrapped.add(m);
      for (const [k, x] of Object.entries(o)) {
        if (k !== "text" && k !== "untrusted") walk(x, `${path}.${k}`, wrapped, breaches, where);
      }
      return;
    }
    for (const [k, x] of Object.entries(o)) {
      for (const m of k.match(MARK) ?? []) breaches.push(`${where}: key ${path}.${k} (${m})`);
      walk(x, `${path}.${k}`, wrapped, breaches, where);
    }
    return;
  }
  if (typeof v === "string") {
    for (const m of v.match(MARK) ?? []) {
      breaches.push(`${where}: ${path} = ${JSON.stringify(v.slice(0, 80))} (${m})`);
    }
  }
}

describe("creator-written text comes back only inside { untrusted: true }", () => {
  it("names, handles and bios on every read that shows them, and the applicant decision", async () => {
    const cid = await liveCampaign(tok());
    const strings = CREATOR_STRINGS;
    const n = Math.ceil(strings.length / 4);
    const seeded: { memberId: number; i: number; status: string; name: string }[] = [];
    await pool(Array.from({ length: n }, (_, i) => i), 6, async (i) => {
      const s = (k: number) => strings[(i * 4 + k) % strings.length];
      const status = ["signed", "activating", "applicant", "activated"][i % 4];
      const body = {
        name: `Zq${i}n ${s(0)}`,
        status,
        photoapp: `Zq${i}p ${s(1)}`.slice(0, 100),
        videoapp: `Zq${i}v ${s(2)}`.slice(0, 100),
        chatHandle: `Zq${i}h ${s(3)}`.slice(0, 100),
        bio: `Zq${i}b ${s(0)} ${s(1)} ${s(2)}`,
        portfolioUrl: `Zq${i}u https://portfolio.example/${i}`,
        badges: ["Top creator"],
        followers: 1000 + i,
        private: PRIVATE(1000 + i),
      };
      const r = await rops("POST", `/ops/v1/campaigns/${cid}/creators`, body);
      expect(r.status, r.text).toBe(200);
      seeded.push({ memberId: r.body.memberId, i, status, name: body.name });
    });
    figures.creatorsSeeded = seeded.length;
    const wrapped = new Set<string>();
    const breaches: string[] = [];
    const read = async (what: string, r: { status: number; body: unknown; text: string }) => {
      expect(r.status, `${what}: ${r.text.slice(0, 200)}`).toBe(200);
      figures.creatorReads++;
      walk(r.body, "", wrapped, breaches, what);
    };
    // Every page of the applicants list, with and without a status filter.
    // Applicants who have not signed on are not listed (spec 1), so there is no applicant filter.
    for (const status of [undefined, "signed", "activating", "activated"]) {
      let cursor: string | undefined;
      for (let page = 0; page < 20; page++) {
        const r = await rcall(tok(), "svc_list_applicants", {
          params: { campaignId: cid },
          query: { limit: 25, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
        });
        await read(`list_applicants ${status ?? ""}`, r);
        cursor = r.body.nextCursor ?? undefined;
        if (!cursor) break;
      }
    }
    await pool(seeded, 6, async (c) => {
      const r = await rcall(tok(), "svc_get_creator", { params: { campaignId: cid, memberId: c.memberId } });
      if (c.status === "applicant") expect(r.status).toBe(404);
      else await read(`get_creator ${c.memberId}`, r);
    });
    await read("get_activation", await rcall(tok(), "svc_get_activation", { params: { campaignId: cid } }));
    // The decision answers the applicant's name.
    for (const c of seeded.filter((x) => x.status === "applicant")) {
      const r = await rcall(tok(), "svc_decide_applicant", {
        params: { campaignId: cid, memberId: c.memberId },
        body: { decision: c.i % 8 === 2 ? "accept" : "decline" },
      });
      await read(`decide_applicant ${c.memberId}`, r);
      expect(r.body.creator.name.untrusted).toBe(true);
      expect(r.body.creator.name.text).toContain(`Zq${c.i}n`);
    }
    // Reads after the decisions (accepted applicants may now show elsewhere).
    await read(
      "list_applicants after",
      await rcall(tok(), "svc_list_applicants", { params: { campaignId: cid }, query: { limit: 100 } }),
    );
    await read(
      "get_activation after",
      await rcall(tok(), "svc_get_activation", { params: { campaignId: cid } }),
    );
    figures.wrappedSeen = wrapped.size;
    expect(breaches.slice(0, 30), `${breaches.length} creator strings outside an untrusted wrapper`).toEqual(
      [],
    );
    // Every name and handle was shown (wrapped) by some read; an applicant only by name, in the decision.
    const missing = seeded.flatMap((c) =>
      (c.status === "applicant" ? ["n"] : ["n", "p", "v", "h"]).map((k) => `Zq${c.i}${k}`)
    ).filter((m) => !wrapped.has(m));
    expect(missing, "creator strings no read showed").toEqual([]);
  }, 240_000);

  // Spec 2.4 types a card's displayName as a string: instead of wrapping it, the club makes it safe by
  // construction (letters of the first name, one initial), so none of the hostile text gets through.
  it("club cards and invites carry display names as letters only: first name and one initial", async () => {
    const cid = await liveCampaign(tok());
    const ids: number[] = [];
    const names = CREATOR_STRINGS.filter((_, i) => i % 11 === 0);
    for (const [i, s] of names.entries()) {
      const r = await rops("POST", "/ops/v1/club/creators", {
        displayName: `Zq${900 + i}k ${s}`,
        country: "NZ",
        niches: ["Parenting / Family"],
        platforms: { videoapp: false, photoapp: true },
        reach: "macro",
        engagement: "low",
        experience: "member",
      });
      if (r.status === 400) continue; // a name with no letters is refused by the back office
      expect(r.status, r.text).toBe(200);
      ids.push(r.body.memberId);
    }
    figures.clubCreatorsSeeded = ids.length;
    expect(ids.length).toBeGreaterThan(10);
    const wrapped = new Set<string>();
    const breaches: string[] = [];
    const seen = new Set<number>();
    const shown: unknown[] = [];
    let after: string | undefined;
    // Page until every seeded creator was shown (or the pages end): other creators of this stack may match the
    // same filters, so counting every card seen could stop a page early.
    for (let page = 0; page < 60 && ids.some((id) => !seen.has(id)); page++) {
      const r = await rcall(tok(), "svc_browse_club", {
        params: { campaignId: cid },
        query: {
          country: "NZ",
          niche: "Parenting / Family",
          reach: "macro",
          engagement: "low",
          experience: "member",
          ...(after ? { after } : {}),
        },
      });
      expect(r.status, r.text).toBe(200);
      walk(r.body, "", wrapped, breaches, "browse_club");
      for (const c of r.body.creators) {
        seen.add(c.memberId);
        if (ids.includes(c.memberId)) shown.push(c.displayName);
      }
      after = r.body.nextCursor ?? undefined;
      if (!after) break;
    }
    expect(ids.filter((id) => !seen.has(id)), "club creators the browse never showed").toEqual([]);
    const inv = await rcall(tok(), "svc_invite_creators", {
      params: { campaignId: cid },
      body: { memberIds: ids.slice(0, 3) },
    });
    expect(inv.status, inv.text).toBe(200);
    walk(inv.body, "", wrapped, breaches, "invite_creators");
    expect(inv.body.invited.length).toBeGreaterThan(0);
    expect(breaches).toEqual([]);
    shown.push(...inv.body.invited.map((x: { displayName: unknown }) => x.displayName));
    // Every seeded name starts "Zq<digits>k ...": only its letters "Zq" and one initial remain.
    for (const name of shown) expect(name).toMatch(/^Zq( \p{L}\.)?$/u);
    expect(shown.length).toBeGreaterThanOrEqual(ids.length);
  }, 120_000);
});

describe("security headers on pages and /mcp", () => {
  async function follow(path: string, headers: Record<string, string> = {}) {
    let r = await rhttp("GET", path, { headers });
    const chain = [r];
    for (let i = 0; i < 5 && r.status >= 300 && r.status < 400 && r.headers.get("location"); i++) {
      const loc = new URL(r.headers.get("location")!, baseUrl());
      if (loc.origin !== new URL(baseUrl()).origin) break;
      r = await rhttp("GET", loc.pathname + loc.search, { headers });
      chain.push(r);
    }
    return chain;
  }

  it("pages forbid framing and send no wildcard CORS; /mcp and the API send no wildcard CORS", async () => {
    const evil = { origin: "https://evil.example" };
    for (
      const path of [
        "/partner/connect",
        "/agents",
        "/partner/sign-in",
        `/oauth/authorize?client_id=x&response_type=code&state=${key("s")}`,
      ]
    ) {
      for (const r of await follow(path, evil)) {
        figures.headerChecks++;
        expect(r.status, `${path}: ${r.status}`).toBeLessThan(500);
        expect(r.headers.get("access-control-allow-origin"), path).not.toBe("*");
        expect(r.headers.get("access-control-allow-origin"), path).not.toBe(evil.origin);
        if ((r.headers.get("content-type") ?? "").includes("text/html")) {
          const xfo = (r.headers.get("x-frame-options") ?? "").toUpperCase();
          const csp = r.headers.get("content-security-policy") ?? "";
          expect(xfo === "DENY" || /frame-ancestors\s+'none'/.test(csp), `${path}: XFO ${xfo}, CSP ${csp}`)
            .toBe(true);
        }
      }
    }
    const pre = await rhttp("OPTIONS", "/mcp", {
      headers: {
        ...evil,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    const mcp = await rhttp("POST", "/mcp", {
      token: ws.token,
      headers: { ...evil, accept: "application/json, text/event-stream" },
      body: { jsonrpc: "2.0", id: 1, method: "ping" },
    });
    const api = await rhttp("GET", "/v1/me", { token: ws.token, headers: evil });
    for (const [what, r] of [["OPTIONS /mcp", pre], ["POST /mcp", mcp], ["GET /v1/me", api]] as const) {
      figures.headerChecks++;
      expect(r.status, `${what}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
      const acao = r.headers.get("access-control-allow-origin");
      expect(acao, what).not.toBe("*");
      expect(acao, `${what} reflects any origin`).not.toBe(evil.origin);
    }
  });

  it("no private creator field in any answer of this file", () => {
    expect(stats.responses).toBeGreaterThan(1000);
    expect(leaks).toEqual([]);
    console.log(
      `[reliability] agent-safety file: ${stats.responses} answers, ${stats.resent} resent after a closed kept-alive socket, scanned for private fields`,
    );
  });
});

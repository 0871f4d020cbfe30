import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { svc_browse_club } from "../../shared/registry/club.ts";
import {
  type ClubCreator,
  compareKeys,
  displayNameFrom,
  filtersToQuery,
  fitOf,
  invitesPerMonth,
  isRankKey,
  listName,
  matchesFilters,
  MAX_FIRST_NAME,
  monthKey,
  pageOf,
  precheckInvite,
  rankKey,
  uniqueInOrder,
} from "./domain.ts";

const base: ClubCreator = {
  memberId: 500001,
  displayName: "Maria L.",
  country: "US",
  niches: ["Fitness"],
  platforms: { videoapp: true, photoapp: false },
  reach: "micro",
  engagement: "typical",
  experience: "established",
};
const mk = (o: Partial<ClubCreator>): ClubCreator => ({ ...base, ...o });

describe("fit rule", () => {
  it("matches in-market creators who post and engage", () => {
    expect(fitOf(base, { marketCountryCodes: ["US", "CA"] })).toBe("matched");
  });
  it("an empty market reaches everywhere", () => {
    expect(fitOf(mk({ country: "NZ" }), { marketCountryCodes: [] })).toBe("matched");
  });
  it("out of market, no platform or low engagement is only possible", () => {
    expect(fitOf(mk({ country: "GB" }), { marketCountryCodes: ["US"] })).toBe("possible");
    expect(fitOf(mk({ platforms: { videoapp: false, photoapp: false } }), { marketCountryCodes: [] })).toBe(
      "possible",
    );
    expect(fitOf(mk({ engagement: "low" }), { marketCountryCodes: ["US"] })).toBe("possible");
  });
});

describe("ranking", () => {
  it("orders by fit, then experience, engagement, reach, then memberId", () => {
    const a = rankKey(mk({ memberId: 9, experience: "member" }), "matched");
    const b = rankKey(mk({ memberId: 1, experience: "proven" }), "possible");
    expect(compareKeys(a, b)).toBeLessThan(0); // fit first
    const c = rankKey(mk({ memberId: 9, experience: "proven", engagement: "low" }), "matched");
    const d = rankKey(mk({ memberId: 1, experience: "established", engagement: "high" }), "matched");
    expect(compareKeys(c, d)).toBeLessThan(0); // experience before engagement
    const e = rankKey(mk({ memberId: 9, engagement: "high", reach: "nano" }), "matched");
    const f = rankKey(mk({ memberId: 1, engagement: "typical", reach: "macro" }), "matched");
    expect(compareKeys(e, f)).toBeLessThan(0); // engagement before reach
    const g = rankKey(mk({ memberId: 9, reach: "macro" }), "matched");
    const h = rankKey(mk({ memberId: 1, reach: "mid" }), "matched");
    expect(compareKeys(g, h)).toBeLessThan(0); // bigger reach first
    expect(compareKeys(rankKey(mk({ memberId: 1 }), "matched"), rankKey(mk({ memberId: 2 }), "matched")))
      .toBeLessThan(0);
  });
  it("recognises only well-formed cursor positions", () => {
    expect(isRankKey([0, 1, 2, 3, 500001])).toBe(true);
    expect(isRankKey([0, 1, 2, 3])).toBe(false);
    expect(isRankKey([0, 1, 2, 3, "x"])).toBe(false);
    expect(isRankKey({})).toBe(false);
  });
});

const creatorArb = fc.record({
  memberId: fc.integer({ min: 500001, max: 500400 }),
  displayName: fc.constant("A B."),
  country: fc.constantFrom("US", "CA", "GB", "AU", "NZ"),
  niches: fc.subarray(["Career", "Tech / AI", "Fitness", "Food"], { minLength: 1 }),
  platforms: fc.record({ videoapp: fc.boolean(), photoapp: fc.boolean() }),
  reach: fc.constantFrom("nano", "micro", "mid", "macro"),
  engagement: fc.constantFrom("high", "typical", "low"),
  experience: fc.constantFrom("proven", "established", "member"),
}) as fc.Arbitrary<ClubCreator>;

describe("paging", () => {
  it("walks every card exactly once, in ranking order, 24 a page", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(creatorArb, { selector: (c) => c.memberId, maxLength: 120 }),
        fc.array(fc.constantFrom("US", "GB", "NZ"), { maxLength: 2 }),
        (creators, market) => {
          const entries = creators.map((c) => ({
            item: c.memberId,
            key: rankKey(c, fitOf(c, { marketCountryCodes: market })),
          }));
          const seen: number[] = [];
          let after = null;
          let pages = 0;
          for (;;) {
            const p = pageOf(entries, after);
            pages++;
            if (p.next) expect(p.items).toHaveLength(24);
            else expect(p.items.length).toBeLessThanOrEqual(24);
            seen.push(...p.items.map((i) => i.item));
            if (!p.next) break;
            after = p.next;
          }
          expect(seen).toHaveLength(creators.length);
          expect(new Set(seen).size).toBe(creators.length);
          expect(pages).toBe(Math.max(1, Math.ceil(creators.length / 24)));
          const sorted = [...entries].sort((a, b) => compareKeys(a.key, b.key)).map((e) => e.item);
          expect(seen).toEqual(sorted);
        },
      ),
    );
  });
  it("an exact multiple of 24 ends with nextCursor null on the last full page", () => {
    const entries = Array.from(
      { length: 48 },
      (_, i) => ({ item: i, key: rankKey(mk({ memberId: 500001 + i }), "matched") }),
    );
    const first = pageOf(entries, null);
    expect(first.next).not.toBeNull();
    const second = pageOf(entries, first.next);
    expect(second.items).toHaveLength(24);
    expect(second.next).toBeNull();
  });
});

describe("filters", () => {
  it("lists match any of their values; platform must be true", () => {
    expect(matchesFilters(base, { niche: ["Food", "Fitness"] })).toBe(true);
    expect(matchesFilters(base, { niche: ["Food"] })).toBe(false);
    expect(matchesFilters(base, { platform: "photoapp" })).toBe(false);
    expect(
      matchesFilters(base, {
        country: ["US"],
        reach: ["micro"],
        experience: ["established"],
        engagement: ["typical"],
      }),
    ).toBe(true);
    expect(matchesFilters(base, { engagement: ["high"] })).toBe(false);
  });
  it("builds the same narrowing as a MongoDB query", () => {
    expect(filtersToQuery({ niche: ["Food"], platform: "videoapp", country: ["US"] })).toEqual({
      niches: { $in: ["Food"] },
      "platforms.videoapp": true,
      country: { $in: ["US"] },
    });
    expect(filtersToQuery({})).toEqual({});
  });
  it("binds cursors to the campaign and the filter set, not to their order", () => {
    expect(listName(1, { country: ["US", "CA"] })).toBe(listName(1, { country: ["CA", "US"] }));
    expect(listName(1, { country: ["US"] })).not.toBe(listName(1, { country: ["CA"] }));
    expect(listName(1, {})).not.toBe(listName(2, {}));
    expect(listName(1, { fit: "matched" })).not.toBe(listName(1, {}));
  });
  it("the registry refuses unknown values, naming them", () => {
    const q = svc_browse_club.query;
    expect(q.safeParse({ niche: "Tech / AI,Food" }).success).toBe(true);
    expect(q.safeParse({ niche: "Cooking" }).success).toBe(false);
    expect(q.safeParse({ country: "US,DE" }).success).toBe(false);
    expect(q.safeParse({ country: "," }).success).toBe(false);
    expect(q.safeParse({ platform: "tiktok" }).success).toBe(false);
    expect(q.safeParse({ fit: "great" }).success).toBe(false);
    expect(q.safeParse({ name: "Maria" }).success).toBe(false);
    const r = q.safeParse({ reach: "huge" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(["reach"]);
  });
});

describe("display names", () => {
  it("keeps the first name and the last initial only", () => {
    expect(displayNameFrom("Maria Lopez")).toBe("Maria L.");
    expect(displayNameFrom("  maria   de la cruz ")).toBe("maria C.");
    expect(displayNameFrom("Maria L.")).toBe("Maria L.");
    expect(displayNameFrom("Prince")).toBe("Prince");
    expect(displayNameFrom("Zoë Østergaard")).toBe("Zoë Ø.");
    expect(displayNameFrom("Ann\u202Eevil Smith")).toBe("Annevil S.");
    expect(displayNameFrom("   ")).toBe("");
  });

  it("letters only, one initial, bounded: safe by construction and idempotent", () => {
    expect(displayNameFrom("Zoë-Ann  O'Brien")).toBe("Zoë O.");
    expect(displayNameFrom("Person0 Lastname0")).toBe("Person L.");
    expect(displayNameFrom("42 https://evil.example/x Smith")).toBe("https S.");
    expect(displayNameFrom("@handle")).toBe("handle");
    expect(displayNameFrom("straße ßmith")).toBe("straße S.");
    expect(displayNameFrom("A".repeat(100) + " B")).toBe("A".repeat(MAX_FIRST_NAME) + " B.");
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: "binary" }), (raw) => {
        const once = displayNameFrom(raw);
        expect(once).toMatch(/^(\p{L}[\p{L}\p{M}]*( \p{L}\.)?)?$/u);
        expect([...once.split(" ")[0]].length).toBeLessThanOrEqual(MAX_FIRST_NAME);
        expect(displayNameFrom(once)).toBe(once);
      }),
    );
  });
});

describe("invites", () => {
  it("months are UTC calendar months", () => {
    expect(monthKey(new Date("2026-11-30T23:59:59Z"))).toBe("2026-11");
    expect(monthKey(new Date("2026-12-01T00:00:00Z"))).toBe("2026-12");
  });
  it("the allowance is configurable, default 20", () => {
    expect(invitesPerMonth(undefined)).toBe(20);
    expect(invitesPerMonth("5")).toBe(5);
    expect(invitesPerMonth("0")).toBe(0);
    expect(invitesPerMonth("-1")).toBe(20);
    expect(invitesPerMonth("lots")).toBe(20);
  });
  it("answers each creator with the first reason that applies", () => {
    const known = new Set([1, 2, 3]);
    expect(precheckInvite(9, known, new Set(), new Set())).toBe("not_in_club");
    expect(precheckInvite(1, known, new Set([1]), new Set([1]))).toBe("already_on_campaign");
    expect(precheckInvite(2, known, new Set(), new Set([2]))).toBe("already_invited");
    expect(precheckInvite(3, known, new Set(), new Set())).toBeNull();
    expect(uniqueInOrder([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });
});

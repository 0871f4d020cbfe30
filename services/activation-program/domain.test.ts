import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  conversationIdFor,
  emptyFlow,
  exclusionRefusal,
  flowStatus,
  joinLink,
  type KnowledgeSource,
  listSources,
  memberIdOfCreator,
  removeSource,
  reviewProof,
  whereIs,
} from "./domain.ts";

const src = (label: string, link: string | null = null, kind = "doc"): KnowledgeSource => ({
  label,
  kind,
  link,
});

describe("flow status", () => {
  it("none without a flow or with nothing built", () => {
    expect(flowStatus(null)).toBe("none");
    expect(flowStatus(emptyFlow(1, "w"))).toBe("none");
  });
  it("draft once anything is built, published once published", () => {
    expect(flowStatus({ ...emptyFlow(1, "w"), knowledge: [src("FAQ")] })).toBe("draft");
    expect(
      flowStatus({ ...emptyFlow(1, "w"), builtFrom: "template", steps: [{ kind: "account", title: "a" }] }),
    ).toBe("draft");
    expect(flowStatus({ ...emptyFlow(1, "w"), builtFrom: "custom", publishedAt: new Date() })).toBe(
      "published",
    );
  });
});

describe("knowledge sources", () => {
  const list = [
    src("Brand FAQ", "https://brand.example.com/faq"),
    src("Tone guide"),
    src("Product sheet", "https://brand.example.com/p"),
  ];

  it("positions are 1..n in list order", () => {
    expect(listSources(list).map((s) => [s.label, s.position])).toEqual([
      ["Brand FAQ", 1],
      ["Tone guide", 2],
      ["Product sheet", 3],
    ]);
  });

  it("removes by label, and the rest renumber", () => {
    const r = removeSource(list, "Tone guide");
    if ("notListed" in r) throw new Error("expected a removal");
    expect(r.removed).toEqual({ label: "Tone guide", kind: "doc", link: null, position: 2 });
    expect(listSources(r.remaining).map((s) => [s.label, s.position])).toEqual([["Brand FAQ", 1], [
      "Product sheet",
      2,
    ]]);
  });

  it("removes by link exactly as listed", () => {
    const r = removeSource(list, "https://brand.example.com/p");
    expect("removed" in r && r.removed.label).toBe("Product sheet");
  });

  it("matching is exact: case, spaces and near links do not match", () => {
    for (const s of ["tone guide", "Tone guide ", " Tone guide", "https://brand.example.com/faq/", "Brand"]) {
      expect(removeSource(list, s)).toEqual({ notListed: true });
    }
  });

  it("any sequence of removals keeps positions 1..n without gaps (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(10)),
        (labels, picks) => {
          let k = labels.map((l) => src(l));
          for (const p of picks) {
            if (k.length === 0) break;
            const r = removeSource(k, k[p % k.length].label);
            if ("notListed" in r) throw new Error("listed label not found");
            k = r.remaining;
          }
          expect(listSources(k).map((s) => s.position)).toEqual(k.map((_, i) => i + 1));
        },
      ),
    );
  });
});

describe("where a creator is", () => {
  const none = { proofsWaiting: 0, proofsRejected: 0, proofsApproved: 0 };
  it("campaign status first, then the program, then the walk", () => {
    expect(
      whereIs({ memberId: 1, status: "offboarded", activationState: null }, { ...none, proofsWaiting: 1 }),
    ).toBe("offboarded");
    expect(whereIs({ memberId: 1, status: "activated", activationState: null }, none)).toBe("activated");
    expect(whereIs({ memberId: 1, status: "activating", activationState: "expired" }, none)).toBe(
      "activation_expired",
    );
    expect(
      whereIs({ memberId: 1, status: "activating", activationState: "walking" }, {
        ...none,
        proofsWaiting: 1,
      }),
    ).toBe("proof_in_review");
    expect(
      whereIs({ memberId: 1, status: "activating", activationState: "walking" }, {
        ...none,
        proofsRejected: 1,
      }),
    ).toBe("proof_sent_back");
    expect(
      whereIs({ memberId: 1, status: "activating", activationState: "walking" }, {
        ...none,
        proofsRejected: 1,
        proofsApproved: 1,
      }),
    ).toBe("activation_steps");
    expect(whereIs({ memberId: 1, status: "signed", activationState: "queued" }, none)).toBe(
      "activation_steps",
    );
    expect(whereIs({ memberId: 1, status: "signed", activationState: "none" }, none)).toBe("signed");
    expect(whereIs({ memberId: 1, status: "signed", activationState: null }, none)).toBe("signed");
  });
});

describe("proof review", () => {
  it("only a waiting proof is decided, and the decision is final", () => {
    expect(reviewProof("waiting", "approve")).toEqual({ next: "approved" });
    expect(reviewProof("waiting", "reject")).toEqual({ next: "rejected" });
    expect(reviewProof("approved", "reject")).toEqual({ notWaiting: "approved" });
    expect(reviewProof("rejected", "approve")).toEqual({ notWaiting: "rejected" });
  });
});

describe("post exclusion", () => {
  const post = { excluded: false, paidOut: false, usedInAd: false, pendingCents: 1200 };
  it("allowed on a counting post, refused with the rule otherwise", () => {
    expect(exclusionRefusal(post)).toBeNull();
    expect(exclusionRefusal({ ...post, paidOut: true })).toBe("paid_out");
    expect(exclusionRefusal({ ...post, usedInAd: true })).toBe("used_in_ad");
    expect(exclusionRefusal({ ...post, excluded: true, paidOut: true })).toBe("already_excluded");
  });
});

describe("ids and links", () => {
  it("a numeric creator id is a member id; anything else is not", () => {
    expect(memberIdOfCreator("200001")).toBe(200001);
    for (const s of ["0", "007", "abc", "12a", "-5", "1e5", "99999999999999999"]) {
      expect(memberIdOfCreator(s)).toBeNull();
    }
  });
  it("one conversation per campaign and creator", () => {
    expect(conversationIdFor(12, "200001")).toBe("conv_12_200001");
  });
  it("the join link is the base URL's /join/<code>", () => {
    expect(joinLink("https://api.example.com/", "SPRING-24")).toBe("https://api.example.com/join/SPRING-24");
    expect(joinLink("http://127.0.0.1:8080", "a b")).toBe("http://127.0.0.1:8080/join/a%20b");
  });
});

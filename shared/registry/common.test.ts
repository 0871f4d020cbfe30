import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intId, LIMIT, stringId } from "./common.ts";

describe("integers are decimal integers (issue 15 item 11)", () => {
  const id = z.strictObject({ campaignId: intId("campaignId") });
  it("takes a JSON integer or a decimal string; refuses every other spelling", () => {
    expect(id.parse({ campaignId: 5 })).toEqual({ campaignId: 5 });
    expect(id.parse({ campaignId: "1015" })).toEqual({ campaignId: 1015 });
    for (
      const bad of [
        "0x3f7",
        "0x10",
        "1e3",
        "5.0",
        " 5",
        "5 ",
        "+5",
        "-5",
        "05",
        "0",
        "",
        "5a",
        ["5"],
        5.5,
        0,
        -1,
        null,
        true,
        "9007199254740993",
      ]
    ) {
      const r = id.safeParse({ campaignId: bad });
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error!.issues[0].path).toEqual(["campaignId"]);
    }
    expect(id.safeParse({}).error!.issues[0].message).toBe("is required");
  });
  it("limit: 1 to 100 in decimal digits, 25 when left out", () => {
    expect(LIMIT.parse(undefined)).toBe(25);
    expect(LIMIT.parse("100")).toBe(100);
    expect(LIMIT.parse(1)).toBe(1);
    for (const bad of ["0", "101", "1e2", "0x10", "05", "5.0", ["5"], 0, 101]) {
      expect(LIMIT.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it("says integer in JSON Schema, both directions", () => {
    for (const io of ["input", "output"] as const) {
      const js = z.toJSONSchema(id, { io }) as any;
      expect(js.properties.campaignId).toMatchObject({ type: "integer", minimum: 1 });
      expect(js.required).toEqual(["campaignId"]);
      expect((z.toJSONSchema(z.object({ limit: LIMIT }), { io }) as any).properties.limit).toMatchObject({
        type: "integer",
        minimum: 1,
        maximum: 100,
      });
    }
  });
  it("a string id is never a dot segment", () => {
    const s = stringId("proofId");
    expect(s.parse("pr_1.a")).toBe("pr_1.a");
    for (const bad of [".", "..", "...", "a/b", "%2e%2e", ""]) {
      expect(s.safeParse(bad).success, bad).toBe(false);
    }
  });
});

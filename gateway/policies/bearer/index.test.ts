import { describe, expect, it } from "vitest";
import { parseBearer } from "../bearer/index.ts";

describe("parseBearer", () => {
  it("tells missing from malformed and wrong-prefix tokens", () => {
    expect(parseBearer(undefined)).toMatchObject({ ok: false, code: "missing_token" });
    expect(parseBearer("")).toMatchObject({ ok: false, code: "missing_token" });
    expect(parseBearer("Basic abc")).toMatchObject({ ok: false, code: "invalid_token" });
    expect(parseBearer("Bearer svc_test_" + "a".repeat(43))).toMatchObject({
      ok: false,
      code: "invalid_token",
    });
    expect(parseBearer("Bearer svc_live_" + "a".repeat(42))).toMatchObject({
      ok: false,
      code: "invalid_token",
    });
    expect(parseBearer("Bearer svc_live_" + "a".repeat(43))).toMatchObject({ ok: true });
  });
});

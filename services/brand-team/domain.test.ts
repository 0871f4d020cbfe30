import { describe, expect, it } from "vitest";
import { MAX_LOGO_BASE64 } from "../../shared/registry/brand-team.ts";
import { decideAdd, decideRemove, isBrandColor, isValidEmail, normalizeEmail } from "./domain.ts";
import { isStandardBase64, sniff, takeLogo } from "./logo.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(8),
]);
const b64 = (b: Buffer | string) => Buffer.from(b).toString("base64");

describe("logo sniffing", () => {
  it("reads the type from the bytes", () => {
    expect(sniff(PNG)).toBe("png");
    expect(sniff(JPEG)).toBe("jpeg");
    expect(sniff(WEBP)).toBe("webp");
    expect(sniff(Buffer.from('<?xml version="1.0"?>\n<!-- x --><svg xmlns="http://www.w3.org/2000/svg"/>')))
      .toBe("svg");
    expect(sniff(Buffer.from("\uFEFF  <svg>"))).toBe("svg");
  });
  it("refuses other files whatever they claim", () => {
    expect(sniff(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(sniff(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniff(Buffer.from("<html><svg></svg></html>"))).toBeNull();
    expect(sniff(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniff(Buffer.from([0xff, 0xfe, 0x00]))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });
  it("accepts standard base64 only", () => {
    expect(isStandardBase64(b64(PNG))).toBe(true);
    expect(isStandardBase64(`data:image/png;base64,${b64(PNG)}`)).toBe(false);
    expect(isStandardBase64(b64(PNG).slice(0, 8) + "\n" + b64(PNG).slice(8))).toBe(false);
    expect(isStandardBase64("ab-_")).toBe(false);
    expect(isStandardBase64("abc")).toBe(false);
    expect(isStandardBase64("")).toBe(false);
  });
  it("takes a logo: size first, then base64, type and sanitising", () => {
    expect(takeLogo("A".repeat(MAX_LOGO_BASE64 + 4))).toMatchObject({ ok: false, rule: "too_large" });
    expect(takeLogo(`data:image/png;base64,${b64(PNG)}`)).toMatchObject({ ok: false, rule: "not_base64" });
    expect(takeLogo(b64("%PDF-1.4 hello"))).toMatchObject({ ok: false, rule: "not_a_logo" });
    expect(takeLogo(b64("<svg><text>&evil;</text></svg>"))).toMatchObject({ ok: false, rule: "not_a_logo" });
    const png = takeLogo(b64(PNG));
    expect(png).toMatchObject({ ok: true, kind: "png", contentType: "image/png" });
    if (png.ok) expect(png.file).toMatch(/^[0-9a-f]{24}\.png$/);
    const svg = takeLogo(
      b64('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>x()</script><rect/></svg>'),
    );
    expect(svg.ok).toBe(true);
    if (svg.ok) {
      expect(svg.contentType).toBe("image/svg+xml");
      expect(new TextDecoder().decode(svg.bytes)).not.toMatch(/script|onload/);
      expect(svg.removed.length).toBe(2);
    }
  });
});

describe("brand color", () => {
  it("is # plus six hex digits, or null", () => {
    expect(isBrandColor("#1a2B3c")).toBe(true);
    expect(isBrandColor(null)).toBe(true);
    for (const bad of ["#fff", "1a2b3c", "#1a2b3g", "#1a2b3c4", "red", "", " #1a2b3c", 123]) {
      expect(isBrandColor(bad)).toBe(false);
    }
  });
});

describe("email addresses", () => {
  it("are lower-cased and trimmed", () => {
    expect(normalizeEmail("  Ana.Lee@Example.COM ")).toBe("ana.lee@example.com");
  });
  it("accepts ordinary addresses and refuses the rest", () => {
    for (const good of ["a@b.co", "first.last+tag@sub.example.com", "o'neil@example.ie"]) {
      expect(isValidEmail(good)).toBe(true);
    }
    for (
      const bad of [
        "",
        "plain",
        "@example.com",
        "a@",
        "a@b",
        "a b@example.com",
        "a@@example.com",
        "a..b@example.com",
        ".a@example.com",
        "a@example..com",
        `${"x".repeat(65)}@example.com`,
        `a@${"x".repeat(250)}.com`,
      ]
    ) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe("team rules", () => {
  const team = [
    { email: "owner@example.com", memberId: 1001 },
    { email: "second@example.com", memberId: 1002 },
  ];
  it("adds new addresses only", () => {
    expect(decideAdd(" New@Example.com", team)).toEqual({ ok: true, email: "new@example.com" });
    expect(decideAdd("Owner@example.com", team)).toMatchObject({ ok: false, rule: "already_member" });
    expect(decideAdd("not-an-email", team)).toMatchObject({ ok: false, rule: "invalid_email" });
  });
  it("removes with the checks in order", () => {
    expect(decideRemove("nope", team, 1001)).toMatchObject({ ok: false, rule: "invalid_email" });
    expect(decideRemove("ghost@example.com", team, 1001)).toMatchObject({ ok: false, rule: "not_a_member" });
    expect(decideRemove("OWNER@example.com", team, 1001)).toMatchObject({ ok: false, rule: "self_removal" });
    expect(decideRemove("second@example.com", team, 1001)).toEqual({
      ok: true,
      email: "second@example.com",
      memberId: 1002,
    });
    expect(decideRemove("owner@example.com", [team[0]], 9999)).toMatchObject({
      ok: false,
      rule: "last_member",
    });
    expect(decideRemove("owner@example.com", [team[0]], 1001)).toMatchObject({
      ok: false,
      rule: "last_member",
    });
  });
});

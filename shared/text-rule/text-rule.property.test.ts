import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkText } from "./index.ts";

/**
 * Generated inputs beside the fixed corpus: phone numbers and addresses written many ways are always
 * refused, and the everyday numbers of a brief (prices, dates, follower counts, hashtags) always pass.
 */

const FULLWIDTH = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCodePoint(0xff10 + Number(d)));
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const word = fc.stringMatching(/^[a-z]{3,10}$/);

describe("text rule, generated", () => {
  it("refuses 10-digit phone numbers however they are grouped and written", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(digit, { minLength: 9, maxLength: 9 }),
        fc.constantFrom(" ", "-", ".", "", " - ", "/"),
        fc.constantFrom("", "+1 ", "Call ", "text me on ", "WhatsApp: "),
        fc.boolean(),
        fc.boolean(),
        (first, rest, sep, prefix, wide, parens) => {
          const d = `${first}${rest.join("")}`;
          const area = parens ? `(${d.slice(0, 3)})` : d.slice(0, 3);
          let text = `${prefix}${area}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
          if (wide) text = FULLWIDTH(text);
          expect(checkText(text, []), text).toBe("phone_number");
        },
      ),
      { numRuns: 400, seed: 17_001 },
    );
  });

  it("refuses email addresses, plain or spelled out", () => {
    fc.assert(
      fc.property(
        word,
        word,
        fc.constantFrom("com", "net", "org", "io", "co"),
        fc.integer({ min: 0, max: 5 }),
        (local, domain, tld, style) => {
          const text = [
            `${local}@${domain}.${tld}`,
            `${local} [at] ${domain} [dot] ${tld}`,
            `${local} at ${domain} dot ${tld}`,
            `${local}(at)${domain}(dot)${tld}`,
            `${local} @ ${domain} . ${tld}`,
            `write to ${local}＠${domain}．${tld}`,
          ][style];
          // "apply at brand dot com" reads as a sentence pointing at a site: refused as a link, not an address.
          if (style === 2 && checkText(text, []) === "link_not_allowed") {
            expect(
              /^(?:shop|apply|visit|page|profile|link|links|bio|find|look|buy|order|available|online|live|sign|join|register|book|here|there|now|only)$/
                .test(local),
              text,
            ).toBe(true);
          } else expect(checkText(text, []), text).toBe("email_address");
        },
      ),
      { numRuns: 300, seed: 17_002 },
    );
  });

  it("refuses links to hosts the campaign does not use, allows the ones it does", () => {
    fc.assert(
      fc.property(
        word,
        fc.constantFrom("com", "net", "org", "io", "shop"),
        fc.constantFrom("https://", "http://", "www.", ""),
        word,
        (name, tld, scheme, path) => {
          const text = `Details on ${scheme}${name}.${tld}/${path}`;
          expect(checkText(text, []), text).toBe("link_not_allowed");
          expect(checkText(text, [`${name}.${tld}`]), text).toBeNull();
        },
      ),
      { numRuns: 300, seed: 17_003 },
    );
  });

  it("accepts prices, dates, follower counts and hashtags", () => {
    const date = fc.date({
      min: new Date("2020-01-01T00:00:00Z"),
      max: new Date("2035-12-31T00:00:00Z"),
      noInvalidDate: true,
    }).map((d) => d.toISOString().slice(0, 10));
    const price = fc.integer({ min: 1, max: 9_999_999 }).map((n) =>
      `$${n.toLocaleString("en-US")} per video`
    );
    const followers = fc.integer({ min: 1, max: 50_000_000 }).map((n) => `${n} followers`);
    const followersK = fc.integer({ min: 1, max: 999 }).map((n) => `${n}k followers minimum`);
    const range = fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 })).map((
      [a, b],
    ) => `${Math.min(a, b)}-${Math.max(a, b) + 1} followers`);
    const hashtag = fc.tuple(word, fc.integer({ min: 2020, max: 2035 })).map(([w, y]) => `#${w}${y} #ad`);
    const dates = fc.tuple(date, date).map(([a, b]) => `Post between ${a} and ${b}`);
    fc.assert(
      fc.property(fc.oneof(date, price, followers, followersK, range, hashtag, dates), (text) => {
        expect(checkText(text, []), text).toBeNull();
      }),
      { numRuns: 600, seed: 17_004 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { sanitizeSvg, unsafeValue } from "./svg.ts";

const ok = (src: string) => {
  const r = sanitizeSvg(src);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
};

/** What must never survive, whatever the markup around it. */
function assertInert(svg: string) {
  const lower = svg.toLowerCase();
  expect(lower).not.toMatch(/<script/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:/);
  expect(lower).not.toMatch(/foreignobject/);
  expect(lower).not.toMatch(/href="(?!#|data:image\/(png|jpeg|gif|webp);base64,)/);
  expect(lower).not.toMatch(/url\((?!#|'#|"#)/);
  expect(lower).not.toMatch(/<!doctype|<!entity/);
}

describe("SVG sanitiser keeps ordinary logos", () => {
  it("keeps shapes, gradients, text and local references", () => {
    const src = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: some editor -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
  <style>.a { fill: url(#g); } g > rect { stroke: #000 }</style>
  <rect class="a" width="10" height="10" fill="url(#g)"/>
  <use xlink:href="#g"/>
  <text x="1" y="9">Tom &amp; Jerry &#169;</text>
</svg>`;
    const r = ok(src);
    expect(r.removed).toEqual([]);
    expect(r.svg).toContain('<rect class="a" width="10" height="10" fill="url(#g)"/>');
    expect(r.svg).toContain('<use xlink:href="#g"/>');
    expect(r.svg).toContain("Tom &amp; Jerry ©");
    expect(r.svg).toContain("g &gt; rect");
    expect(r.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    assertInert(r.svg);
  });
  it("keeps an inline raster image", () => {
    const r = ok(
      `<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>`,
    );
    expect(r.svg).toContain("data:image/png;base64,iVBORw0KGgo=");
    expect(r.removed).toEqual([]);
  });
  it("drops editor metadata quietly", () => {
    const r = ok(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1"><metadata><x/></metadata><path d="M0 0"/></svg>`,
    );
    expect(r.removed).toEqual([]);
    expect(r.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><path d="M0 0"/></svg>',
    );
  });
});

describe("SVG sanitiser removes active content", () => {
  const corpus: [string, string][] = [
    ["script element", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>`],
    [
      "script in CDATA",
      `<svg xmlns="http://www.w3.org/2000/svg"><script><![CDATA[alert(1)]]></script></svg>`,
    ],
    [
      "namespaced script",
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`,
    ],
    ["onload on root", `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>`],
    ["upper-case handler", `<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK="alert(1)"/></svg>`],
    [
      "handler with entities",
      `<svg xmlns="http://www.w3.org/2000/svg"><rect onmouseover="&#97;lert(1)"/></svg>`,
    ],
    [
      "foreignObject",
      `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject></svg>`,
    ],
    [
      "javascript link",
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect/></a></svg>`,
    ],
    [
      "entity-encoded javascript href",
      `<svg xmlns="http://www.w3.org/2000/svg"><a href="&#x6A;avascript:alert(1)"><text>x</text></a></svg>`,
    ],
    [
      "external use",
      `<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#x"/></svg>`,
    ],
    [
      "external image",
      `<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/track.png"/></svg>`,
    ],
    [
      "svg data image",
      `<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`,
    ],
    [
      "protocol-relative href",
      `<svg xmlns="http://www.w3.org/2000/svg"><use href="//evil.example/x.svg#a"/></svg>`,
    ],
    [
      "external url() in attribute",
      `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/p.svg#g)"/></svg>`,
    ],
    [
      "external url() in style attribute",
      `<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url( 'http://evil.example/x' )"/></svg>`,
    ],
    [
      "css @import",
      `<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style><rect/></svg>`,
    ],
    [
      "css escape obfuscation",
      `<svg xmlns="http://www.w3.org/2000/svg"><style>rect { background: u\\rl(https://evil.example) }</style></svg>`,
    ],
    [
      "css expression",
      `<svg xmlns="http://www.w3.org/2000/svg"><rect style="width: expression(alert(1))"/></svg>`,
    ],
    [
      "set animation rewriting href",
      `<svg xmlns="http://www.w3.org/2000/svg"><a href="#x"><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>`,
    ],
    [
      "animate values",
      `<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="href" values="javascript:alert(1)"/></svg>`,
    ],
    [
      "feImage external",
      `<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feImage href="https://evil.example/x.png"/></filter></svg>`,
    ],
    ["iframe", `<svg xmlns="http://www.w3.org/2000/svg"><iframe src="https://evil.example"/></svg>`],
    ["xhtml namespace swap", `<svg xmlns="http://www.w3.org/1999/xhtml"><style>x{}</style></svg>`],
  ];
  for (const [name, src] of corpus) {
    it(name, () => {
      const r = sanitizeSvg(src);
      if (r.ok) {
        assertInert(r.svg);
        expect(r.svg).not.toContain("evil.example");
        if (name !== "xhtml namespace swap") expect(r.removed.length).toBeGreaterThan(0);
        expect(r.svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      }
    });
  }
  it("keeps the children of an unwrapped link", () => {
    const r = ok(
      `<svg xmlns="http://www.w3.org/2000/svg"><a href="https://brand.example"><rect id="r"/></a></svg>`,
    );
    expect(r.svg).toContain('<rect id="r"/>');
    expect(r.svg).not.toContain("brand.example");
  });
});

describe("SVG sanitiser refuses what it cannot read safely", () => {
  const refusals: [string, string][] = [
    [
      "entity declarations (billion laughs)",
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`,
    ],
    [
      "external entity",
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>`,
    ],
    ["undefined entity", `<svg xmlns="http://www.w3.org/2000/svg"><text>&nbsp;</text></svg>`],
    ["bare ampersand", `<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>`],
    ["not svg root", `<html><svg/></html>`],
    ["no root", `just text`],
    ["unclosed element", `<svg xmlns="http://www.w3.org/2000/svg"><g></svg>`],
    ["mismatched close", `<svg xmlns="http://www.w3.org/2000/svg"><g></rect></svg>`],
    ["unquoted attribute", `<svg xmlns="http://www.w3.org/2000/svg"><rect width=10/></svg>`],
    ["two roots", `<svg xmlns="http://www.w3.org/2000/svg"></svg><svg></svg>`],
    ["text after root", `<svg xmlns="http://www.w3.org/2000/svg"></svg>junk`],
    ["duplicate attribute", `<svg xmlns="http://www.w3.org/2000/svg"><rect a="1" a="2"/></svg>`],
    ["too deep", `<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(300)}${"</g>".repeat(300)}</svg>`],
  ];
  for (const [name, src] of refusals) {
    it(name, () => {
      expect(sanitizeSvg(src).ok).toBe(false);
    });
  }
});

describe("unsafe values", () => {
  it("allows local references only", () => {
    expect(unsafeValue("url(#a)")).toBeNull();
    expect(unsafeValue("url('#a') url(\"#b\")")).toBeNull();
    expect(unsafeValue("url(a.svg#a)")).not.toBeNull();
    expect(unsafeValue("JaVa\nScRiPt:alert(1)")).not.toBeNull();
    expect(unsafeValue("data:text/html,x")).not.toBeNull();
    expect(unsafeValue("#1a2b3c")).toBeNull();
  });
});

/**
 * SVG logo sanitiser. A logo is served publicly from our own origin, so an SVG must never run code or
 * fetch anything: the file is re-tokenised and re-serialised from an allowlist, never passed through.
 *
 * - Kept: drawing, text, gradient, clip/mask, filter (no feImage) and `style` elements, with plain
 *   attributes; `a` is unwrapped (its children stay, the link goes).
 * - Removed with their whole subtree: `script`, `foreignObject`, animation (`set`, `animate*`, which
 *   can rewrite an href), `iframe`, `feImage`, editor metadata and every other element not listed.
 * - Removed attributes: event handlers (`on*`), any href/xlink:href that is not a local `#id`
 *   (an `image` may also carry an inline raster `data:image/png|jpeg|gif|webp;base64,`), any value
 *   with `javascript:`/`vbscript:`/`data:`, a `url(...)` that is not `url(#id)`, `expression(` or
 *   `@import`; prefixed attributes other than `xmlns:*`, `xml:*`, `xlink:title`.
 * - A `style` element whose CSS has an external `url(`, `@import`, `expression(` or a script URL is removed.
 * - Refused outright: DTD internal subsets / entity declarations (entity expansion, XXE), undefined
 *   entities, malformed markup, no `<svg>` root, nesting deeper than 256.
 * Comments, processing instructions and a plain DOCTYPE are dropped.
 */
export type SvgResult = { ok: true; svg: string; removed: string[] } | { ok: false; reason: string };

const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "style",
  "image",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);
/** Removed silently: editor and document metadata, not a safety matter. */
const QUIET = new Set(["metadata", "sodipodi:namedview", "inkscape:perspective"]);
const UNWRAP = new Set(["a"]);
const MAX_DEPTH = 256;
const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

const NAME = /^[A-Za-z_][\w.:-]*/;
const LOCAL_REF = /^#[\w.:-]+$/;
const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

class Refuse extends Error {}

function decodeEntities(s: string): string {
  return s.replace(/&([^;&\s]*);?/g, (m, body: string) => {
    if (!m.endsWith(";")) throw new Refuse("a bare '&' (XML needs &amp;)");
    if (body === "amp") return "&";
    if (body === "lt") return "<";
    if (body === "gt") return ">";
    if (body === "quot") return '"';
    if (body === "apos") return "'";
    const num = /^#x([0-9a-fA-F]{1,6})$/.exec(body) ?? /^#([0-9]{1,7})$/.exec(body);
    if (num) {
      const cp = parseInt(num[1], body.startsWith("#x") ? 16 : 10);
      if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        throw new Refuse("an invalid character reference");
      }
      return String.fromCodePoint(cp);
    }
    throw new Refuse(`an undefined entity &${body};`);
  });
}

const escText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escAttr = (s: string) => escText(s).replace(/"/g, "&quot;");

/** Script URLs and outside references in CSS or attribute values (after entity decoding). */
export function unsafeValue(value: string): string | null {
  // deno-lint-ignore no-control-regex
  const squashed = value.replace(/[\s\u0000-\u001f\\]+/g, "").toLowerCase();
  if (/(java|vb)script:/.test(squashed)) return "script URL";
  if (squashed.includes("expression(")) return "CSS expression";
  if (squashed.includes("@import")) return "CSS @import";
  if (squashed.includes("-moz-binding") || squashed.includes("behavior:")) return "CSS binding";
  const urls = squashed.match(/url\(([^)]*)\)?/g) ?? [];
  for (const u of urls) {
    const inner = u.replace(/^url\(/, "").replace(/\)$/, "").replace(/^['"]|['"]$/g, "");
    if (!LOCAL_REF.test(inner)) return "external url()";
  }
  if (squashed.includes("data:")) return "data: URL";
  return null;
}

function keepAttr(element: string, name: string, value: string): { keep: boolean; why?: string } {
  const lower = name.toLowerCase();
  if (lower.startsWith("on")) return { keep: false, why: `event handler ${name}` };
  if (lower === "href" || lower === "xlink:href") {
    const v = value.trim();
    if (LOCAL_REF.test(v)) return { keep: true };
    if (element === "image" && RASTER_DATA.test(v)) return { keep: true };
    return { keep: false, why: `external reference ${name}` };
  }
  // Namespaces are pinned: an SVG re-declared as XHTML would parse its elements as HTML.
  if (lower === "xmlns") return { keep: value === SVG_NS };
  if (lower === "xmlns:xlink") return { keep: value === XLINK_NS };
  if (lower.startsWith("xmlns:")) return { keep: false };
  if (name.includes(":") && !lower.startsWith("xml:") && lower !== "xlink:title") return { keep: false };
  const bad = unsafeValue(value);
  if (bad) return { keep: false, why: `${bad} in ${name}` };
  return { keep: true };
}

interface Frame {
  name: string;
  /** keep: written out; unwrap: children only; drop: nothing under it. */
  mode: "keep" | "unwrap" | "drop";
  /** For style elements: the CSS text, checked when the element closes. */
  css?: string;
  start?: number;
}

export function sanitizeSvg(input: string): SvgResult {
  try {
    return run(input.replace(/^\uFEFF/, ""));
  } catch (e) {
    if (e instanceof Refuse) return { ok: false, reason: e.message };
    throw e;
  }
}

function run(src: string): SvgResult {
  const out: string[] = [];
  const removed = new Set<string>();
  const stack: Frame[] = [];
  let sawRoot = false;
  let rootClosed = false;
  let i = 0;
  const dropping = () => stack.some((f) => f.mode === "drop");

  while (i < src.length) {
    if (src.startsWith("<!--", i)) {
      const end = src.indexOf("-->", i + 4);
      if (end < 0) throw new Refuse("an unclosed comment");
      i = end + 3;
      continue;
    }
    if (src.startsWith("<![CDATA[", i)) {
      const end = src.indexOf("]]>", i + 9);
      if (end < 0) throw new Refuse("an unclosed CDATA section");
      text(src.slice(i + 9, end), true);
      i = end + 3;
      continue;
    }
    if (src.startsWith("<!", i)) {
      const end = src.indexOf(">", i);
      if (end < 0) throw new Refuse("an unclosed declaration");
      const decl = src.slice(i, end + 1);
      if (!/^<!DOCTYPE\s/i.test(decl) || decl.includes("[") || sawRoot) {
        throw new Refuse("DTD declarations (entities) are not accepted");
      }
      i = end + 1;
      continue;
    }
    if (src.startsWith("<?", i)) {
      const end = src.indexOf("?>", i + 2);
      if (end < 0) throw new Refuse("an unclosed processing instruction");
      i = end + 2;
      continue;
    }
    if (src.startsWith("</", i)) {
      const m = NAME.exec(src.slice(i + 2, i + 2 + 200));
      if (!m) throw new Refuse("a malformed closing tag");
      let j = i + 2 + m[0].length;
      while (j < src.length && /\s/.test(src[j])) j++;
      if (src[j] !== ">") throw new Refuse("a malformed closing tag");
      const top = stack.pop();
      if (!top || top.name !== m[0]) throw new Refuse(`a closing tag </${m[0]}> that does not match`);
      close(top);
      i = j + 1;
      continue;
    }
    if (src[i] === "<") {
      i = openTag(i);
      continue;
    }
    const next = src.indexOf("<", i);
    const end = next < 0 ? src.length : next;
    text(decodeEntities(src.slice(i, end)), false);
    i = end;
  }
  if (!sawRoot) throw new Refuse("no <svg> root element");
  if (stack.length) throw new Refuse(`an unclosed <${stack[stack.length - 1].name}>`);
  return { ok: true, svg: out.join(""), removed: [...removed] };

  function text(t: string, _cdata: boolean) {
    if (stack.length === 0) {
      if (t.trim() !== "") throw new Refuse("text outside the <svg> element");
      return;
    }
    if (dropping()) return;
    const top = stack[stack.length - 1];
    if (top.css !== undefined) top.css += t;
    out.push(escText(t));
  }

  function close(f: Frame) {
    if (f.mode === "keep") {
      if (f.css !== undefined) {
        const bad = unsafeValue(f.css);
        if (bad) {
          out.length = f.start!;
          removed.add(`style element (${bad})`);
          if (stack.length === 0) rootClosed = true;
          return;
        }
      }
      out.push(`</${f.name}>`);
    }
    if (stack.length === 0) rootClosed = true;
  }

  function openTag(start: number): number {
    const m = NAME.exec(src.slice(start + 1, start + 1 + 200));
    if (!m) throw new Refuse("a malformed tag");
    const name = m[0];
    let j = start + 1 + name.length;
    const attrs: [string, string][] = [];
    let selfClosing = false;
    for (;;) {
      const ws = j;
      while (j < src.length && /\s/.test(src[j])) j++;
      if (j >= src.length) throw new Refuse("an unclosed tag");
      if (src.startsWith("/>", j)) {
        selfClosing = true;
        j += 2;
        break;
      }
      if (src[j] === ">") {
        j += 1;
        break;
      }
      if (j === ws) throw new Refuse("attributes without space between them");
      const an = NAME.exec(src.slice(j, j + 200));
      if (!an) throw new Refuse("a malformed attribute");
      j += an[0].length;
      while (j < src.length && /\s/.test(src[j])) j++;
      if (src[j] !== "=") throw new Refuse(`attribute ${an[0]} without a value`);
      j++;
      while (j < src.length && /\s/.test(src[j])) j++;
      const q = src[j];
      if (q !== '"' && q !== "'") throw new Refuse(`attribute ${an[0]} without quotes`);
      const end = src.indexOf(q, j + 1);
      if (end < 0) throw new Refuse("an unclosed attribute value");
      const raw = src.slice(j + 1, end);
      if (raw.includes("<")) throw new Refuse("'<' inside an attribute value");
      if (attrs.some(([n]) => n === an[0])) throw new Refuse(`attribute ${an[0]} twice`);
      attrs.push([an[0], decodeEntities(raw)]);
      j = end + 1;
    }

    if (stack.length === 0) {
      if (sawRoot || rootClosed) throw new Refuse("more than one root element");
      if (name !== "svg") throw new Refuse("the root element is not <svg>");
      sawRoot = true;
    }
    if (stack.length >= MAX_DEPTH) throw new Refuse("elements nested too deeply");

    let mode: Frame["mode"];
    if (dropping()) mode = "drop";
    else if (ELEMENTS.has(name)) mode = "keep";
    else if (UNWRAP.has(name)) {
      mode = "unwrap";
      removed.add(`link <${name}>`);
    } else {
      mode = "drop";
      if (!QUIET.has(name)) removed.add(`<${name}>`);
    }

    const frame: Frame = { name, mode };
    if (mode === "keep") {
      frame.start = out.length;
      let tag = `<${name}`;
      if (stack.length === 0) {
        tag += ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`;
        for (let k = attrs.length - 1; k >= 0; k--) {
          if (attrs[k][0] === "xmlns" || attrs[k][0] === "xmlns:xlink") attrs.splice(k, 1);
        }
      }
      for (const [an, av] of attrs) {
        const k = keepAttr(name, an, av);
        if (!k.keep) {
          if (k.why) removed.add(k.why);
          continue;
        }
        tag += ` ${an}="${escAttr(av)}"`;
      }
      out.push(selfClosing ? `${tag}/>` : `${tag}>`);
      if (name === "style") frame.css = "";
    }
    if (selfClosing) {
      if (stack.length === 0) rootClosed = true;
    } else {
      stack.push(frame);
    }
    return j;
  }
}

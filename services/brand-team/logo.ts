import { createHash } from "node:crypto";
import { MAX_LOGO_BASE64 } from "../../shared/registry/brand-team.ts";
import { sanitizeSvg } from "./svg.ts";

/**
 * Logo intake (spec 4.3 rule 3): standard base64 within 2,796,204 characters, the type read from the
 * bytes (never from a name or a declared type), an SVG sanitised (svg.ts). Pure: no I/O.
 */
export type LogoKind = "png" | "jpeg" | "webp" | "svg";

export const CONTENT_TYPES: Record<LogoKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};
export const EXTENSIONS: Record<LogoKind, string> = { png: "png", jpeg: "jpg", webp: "webp", svg: "svg" };

/** Standard alphabet, padded, no line breaks, no `data:` prefix. */
export function isStandardBase64(s: string): boolean {
  return s.length > 0 && s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s);
}

const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)\s*)*<svg[\s>/]/;

/** The file type by its magic bytes; SVG by being UTF-8 text whose first element is <svg>. */
export function sniff(bytes: Uint8Array): LogoKind | null {
  const at = (i: number, ...b: number[]) => b.every((x, k) => bytes[i + k] === x);
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (bytes.length >= 4 && at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (bytes.length >= 16 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return SVG_START.test(text.replace(/^\uFEFF/, "")) ? "svg" : null;
}

export type LogoIntake =
  | { ok: true; kind: LogoKind; bytes: Uint8Array; file: string; contentType: string; removed: string[] }
  | { ok: false; rule: "too_large" | "not_a_logo" | "not_base64"; message: string };

export function takeLogo(base64: string): LogoIntake {
  if (base64.length > MAX_LOGO_BASE64) {
    return {
      ok: false,
      rule: "too_large",
      message:
        `The logo is ${base64.length} base64 characters; at most ${MAX_LOGO_BASE64} (2 MB) are accepted.`,
    };
  }
  if (!isStandardBase64(base64)) {
    return {
      ok: false,
      rule: "not_base64",
      message: "must be the file as standard base64: no line breaks, no data: prefix, padded with '='",
    };
  }
  let bytes: Uint8Array = new Uint8Array(Buffer.from(base64, "base64"));
  const kind = sniff(bytes);
  if (!kind) {
    return {
      ok: false,
      rule: "not_a_logo",
      message: "The file is not a PNG, JPEG, WebP or SVG image (the type is read from its bytes).",
    };
  }
  let removed: string[] = [];
  if (kind === "svg") {
    const r = sanitizeSvg(new TextDecoder().decode(bytes));
    if (!r.ok) {
      return {
        ok: false,
        rule: "not_a_logo",
        message: `The SVG cannot be accepted safely: it has ${r.reason}.`,
      };
    }
    bytes = new TextEncoder().encode(r.svg);
    removed = r.removed;
  }
  const file = `${createHash("sha256").update(bytes).digest("hex").slice(0, 24)}.${EXTENSIONS[kind]}`;
  return { ok: true, kind, bytes, file, contentType: CONTENT_TYPES[kind], removed };
}

/** Asset file names this service gives out (anything else is not looked up). */
export const LOGO_FILE = /^[0-9a-f]{24}\.(png|jpg|webp|svg)$/;

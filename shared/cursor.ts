import { createHmac, timingSafeEqual } from "node:crypto";
import { invalidArgument } from "./errors.ts";

/**
 * Opaque page cursors: the position plus the workspace, signed. A cursor altered, or taken to another
 * workspace or list, fails verification and answers 400 naming the argument.
 */
export function encodeCursor(secret: string, workspaceId: string, list: string, position: unknown): string {
  const payload = Buffer.from(JSON.stringify({ w: workspaceId, l: list, p: position })).toString("base64url");
  const sig = createHmac("sha256", secret).update(`cursor:${payload}`).digest("base64url").slice(0, 22);
  return `${payload}.${sig}`;
}

export function decodeCursor<T>(
  secret: string,
  workspaceId: string,
  list: string,
  cursor: string,
  argument = "cursor",
): T {
  const dot = cursor.lastIndexOf(".");
  const payload = dot > 0 ? cursor.slice(0, dot) : "";
  const sig = Buffer.from(dot > 0 ? cursor.slice(dot + 1) : "");
  const expected = Buffer.from(
    createHmac("sha256", secret).update(`cursor:${payload}`).digest("base64url").slice(0, 22),
  );
  if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) {
    throw invalidArgument(argument, "not a cursor this list gave out");
  }
  const decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  if (decoded.w !== workspaceId || decoded.l !== list) {
    throw invalidArgument(argument, "not a cursor this list gave out");
  }
  return decoded.p as T;
}

// What a command handler gets to work with.
import type { CursorRegistry } from "../cursors.ts";
import { fail } from "../errors.ts";
import type { Collection } from "../storage/collection.ts";
import type { Store } from "../storage/store.ts";
import { validateCollectionName } from "../storage/store.ts";
import type { Doc } from "../values.ts";

export interface ServerInfo {
  host: string;
  port: number;
  replSet?: string;
  startedAt: Date;
  log: (line: string) => void;
  /** Currently open client connections. */
  connections: () => number;
  totalConnections: () => number;
}

export interface CmdCtx {
  store: Store;
  cursors: CursorRegistry;
  server: ServerInfo;
  db: string;
  cmd: Doc;
  /** Command name as sent (first key of the command document). */
  name: string;
  connectionId: number;
  /** Hex of lsid.id when the command carries a session (computed on demand: it is rarely needed). */
  lsid: () => string | undefined;
}

/** Handlers are synchronous on purpose: a command's effects must be committed in the same tick. */
export type Handler = (ctx: CmdCtx) => Doc;

/** The collection name argument of a command (`{find: "users"}` -> "users"). */
export function collName(ctx: CmdCtx): string {
  return validateCollectionName(ctx.db, ctx.cmd[ctx.name]);
}

export function existingColl(ctx: CmdCtx): Collection | undefined {
  return ctx.store.coll(ctx.db, collName(ctx));
}

export function requireDoc(v: unknown, field: string, cmd: string): Doc {
  if (v === undefined || v === null) return {};
  if (typeof v !== "object" || Array.isArray(v)) {
    fail(
      14,
      `BSON field '${cmd}.${field}' is the wrong type '${
        Array.isArray(v) ? "array" : typeof v
      }', expected type 'object'`,
    );
  }
  return v as Doc;
}

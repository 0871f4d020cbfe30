// Routes a command document to its handler and shapes the reply: ok:1 on success, mongod-style
// `{ok:0, errmsg, code, codeName}` on failure. Also enforces the session rules: transactions are
// refused, txnNumber is only accepted in replica-set mode, where it makes writes retryable.
import { Long } from "bson";
import { CommandError, fail, toCommandError } from "../errors.ts";
import type { RetryableWrites } from "../sessions.ts";
import { type Doc, isPlainObject } from "../values.ts";
import { adminCommands } from "./admin.ts";
import { aggregateCommands } from "./aggregate.ts";
import type { CmdCtx, Handler } from "./context.ts";
import { ddlCommands } from "./ddl.ts";
import { readCommands } from "./read.ts";
import { writeCommands } from "./write.ts";

const HANDLERS: Record<string, Handler> = {
  ...adminCommands,
  ...ddlCommands,
  ...readCommands,
  ...aggregateCommands,
  ...writeCommands,
};
const LOWER = new Map(Object.keys(HANDLERS).map((k) => [k.toLowerCase(), HANDLERS[k]]));
const RETRYABLE = new Set(["insert", "update", "delete", "findAndModify", "findandmodify"]);

/** Command names that are not the first key (legacy options wrapper etc.) never happen with OP_MSG. */
export function commandName(cmd: Doc): string {
  for (const k in cmd) return k;
  return "";
}

function lsidHex(cmd: Doc): string | undefined {
  const lsid = cmd.lsid;
  if (!isPlainObject(lsid)) return undefined;
  const id = lsid.id as { toString?: (enc: string) => string } | undefined;
  return typeof id?.toString === "function" ? id.toString("hex") : undefined;
}

/**
 * Runs one command. Returns the reply directly when nothing needs to become durable (reads, in-memory
 * stores), so the hot read path never allocates promises; otherwise a promise resolved after fsync.
 */
export function dispatch(ctx: Omit<CmdCtx, "name" | "lsid">, retry: RetryableWrites): Doc | Promise<Doc> {
  const name = commandName(ctx.cmd);
  let hex: string | undefined | null = null;
  const lsid = () => (hex === null ? (hex = lsidHex(ctx.cmd)) : hex);
  const full: CmdCtx = { ...ctx, name, lsid };
  let reply: Doc;
  try {
    reply = run(full, retry);
    reply.ok = 1;
  } catch (e) {
    const ce = toCommandError(e);
    reply = { ok: 0, errmsg: ce.message, code: ce.code, codeName: ce.codeName, ...ce.extra };
  }
  // Whatever the handler changed (even when it failed half-way) is made durable before replying.
  // commit() is called in the same tick as the handler so no other command's effects can mix in.
  let durable: Promise<void> | undefined;
  try {
    durable = ctx.store.commit();
  } catch (e) {
    durable = Promise.reject(e);
  }
  if (!durable) return reply;
  return durable.then(() => reply, (e: Error) => {
    ctx.server.log(`ERROR: journal write failed: ${e.message}`);
    return { ok: 0, errmsg: `journal write failed: ${e.message}`, code: 1, codeName: "InternalError" };
  });
}

function run(ctx: CmdCtx, retry: RetryableWrites): Doc {
  const handler = HANDLERS[ctx.name] ?? LOWER.get(ctx.name.toLowerCase());
  if (!handler) throw new CommandError(59, `no such command: '${ctx.name}'`);
  const { cmd } = ctx;
  if (cmd.startTransaction !== undefined || cmd.autocommit !== undefined) {
    if (!ctx.server.replSet) {
      fail(20, "Transaction numbers are only allowed on a replica set member or mongos");
    }
    // Not code 20: the driver rewrites IllegalOperation into a misleading "retryable writes" message.
    fail(
      263,
      "Multi-document transactions are not supported by embedded-mongo; use single-document atomic operations",
    );
  }
  if (cmd.txnNumber === undefined) return handler(ctx);
  if (!ctx.server.replSet) fail(20, "Transaction numbers are only allowed on a replica set member or mongos");
  if (!RETRYABLE.has(ctx.name)) {
    fail(
      50768,
      `txnNumber may only be provided for multi-document transactions and retryable write commands. txnNumber found for command ${ctx.name}`,
    );
  }
  const session = ctx.lsid();
  if (!session) fail(50768, "Transaction number requires a session ID to also be specified");
  const txn = cmd.txnNumber instanceof Long ? cmd.txnNumber.toBigInt() : BigInt(Number(cmd.txnNumber));
  const key = session;
  const previous = retry.lookup(key, txn);
  if (previous === "old") {
    fail(
      225,
      `Retryable write with txnNumber ${txn} is prohibited on session ${session} because a newer retryable write with txnNumber is in progress`,
    );
  }
  if (previous) return { ...previous };
  const reply = handler(ctx);
  retry.remember(key, txn, { ...reply, ok: 1 });
  return reply;
}

// insert / update / delete / findAndModify. Per-statement failures of insert/update/delete become
// `writeErrors` in an ok:1 reply (ordered batches stop at the first one); findAndModify fails the
// whole command (ok:0) like mongod.
import { ObjectId } from "bson";
import { fail, toCommandError } from "../errors.ts";
import { compileFilter } from "../query/matcher.ts";
import { findRecs } from "../query/plan.ts";
import { compileProjection } from "../query/projection.ts";
import { parseSort } from "../query/sort.ts";
import type { Collection } from "../storage/collection.ts";
import { buildUpsertDoc, prepareUpdate } from "../update/execute.ts";
import { type Doc, isPlainObject, num, truthy } from "../values.ts";
import { type CmdCtx, collName, type Handler } from "./context.ts";

function writeError(index: number, e: unknown): Doc {
  const ce = toCommandError(e);
  return { index, code: ce.code, codeName: ce.codeName, errmsg: ce.message, ...ce.extra };
}

function statements(ctx: CmdCtx, field: string): Doc[] {
  const v = ctx.cmd[field];
  if (!Array.isArray(v)) fail(9, `BSON field '${ctx.name}.${field}' is missing but a required field`);
  return v as Doc[];
}

function withId(doc: Doc): Doc {
  if (!isPlainObject(doc)) fail(2, "document to insert must be an object");
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  if (Array.isArray(doc._id)) fail(2, "can't use an array for _id");
  if (doc._id instanceof RegExp) fail(2, "can't use a regex for _id");
  // mongod stores _id as the first field (the driver appends a generated one at the end).
  if (Object.keys(doc)[0] !== "_id") {
    const { _id, ...rest } = doc;
    return { _id, ...rest };
  }
  return doc;
}

function insert(ctx: CmdCtx): Doc {
  const docs = statements(ctx, "documents");
  const ordered = ctx.cmd.ordered !== false;
  const c = ctx.store.ensureColl(ctx.db, collName(ctx));
  const errors: Doc[] = [];
  let n = 0;
  for (let i = 0; i < docs.length; i++) {
    try {
      ctx.store.insert(c, withId(docs[i]));
      n++;
    } catch (e) {
      errors.push(writeError(i, e));
      if (ordered) break;
    }
  }
  return errors.length ? { n, writeErrors: errors } : { n };
}

interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  before?: Doc;
  after?: Doc;
}

/** Applies one update statement; shared by `update` and `findAndModify`. */
function updateOne(
  ctx: CmdCtx,
  c: Collection,
  stmt: Doc,
  opts: { multi: boolean; sort?: unknown },
): UpdateOutcome {
  const q = (stmt.q ?? {}) as Doc;
  // Compiled only if the update needs it (positional `$`): most updates never do.
  let compiled: ((d: Doc) => boolean) | undefined;
  const filterPred = (d: Doc) => (compiled ??= compileFilter(q))(d);
  const prepared = prepareUpdate(stmt.u, filterPred, stmt.arrayFilters);
  if (opts.multi && prepared.kind === "replacement") {
    fail(9, "multi update is not supported for replacement-style update");
  }
  const recs = findRecs(c, q, { limit: opts.multi ? 0 : 1, sort: parseSort(opts.sort) });
  const out: UpdateOutcome = { matched: recs.length, modified: 0 };
  for (const rec of recs) {
    const next = prepared.apply(rec.doc, false);
    out.before ??= rec.doc;
    if (next) {
      ctx.store.replace(c, next);
      out.modified++;
      out.after ??= next;
    } else {
      out.after ??= rec.doc;
    }
  }
  if (recs.length === 0 && truthy(stmt.upsert)) {
    const doc = buildUpsertDoc(q, prepared, stmt.u);
    ctx.store.insert(c, doc);
    out.upsertedId = doc._id;
    out.after = doc;
  }
  return out;
}

function update(ctx: CmdCtx): Doc {
  const stmts = statements(ctx, "updates");
  const ordered = ctx.cmd.ordered !== false;
  const c = ctx.store.ensureColl(ctx.db, collName(ctx));
  const errors: Doc[] = [];
  const upserted: Doc[] = [];
  let n = 0, nModified = 0;
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i];
    try {
      const r = updateOne(ctx, c, s, { multi: truthy(s.multi), sort: s.sort });
      n += r.matched;
      nModified += r.modified;
      if (r.upsertedId !== undefined) {
        n++;
        upserted.push({ index: i, _id: r.upsertedId });
      }
    } catch (e) {
      errors.push(writeError(i, e));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  if (errors.length) reply.writeErrors = errors;
  return reply;
}

function del(ctx: CmdCtx): Doc {
  const stmts = statements(ctx, "deletes");
  const ordered = ctx.cmd.ordered !== false;
  const c = ctx.store.coll(ctx.db, collName(ctx));
  const errors: Doc[] = [];
  let n = 0;
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i];
    try {
      const limit = num(s.limit, 0);
      if (limit !== 0 && limit !== 1) {
        fail(9, "The limit field in delete objects must be 0 or 1. Got " + limit);
      }
      if (!c) continue;
      const recs = findRecs(c, (s.q ?? {}) as Doc, { limit, sort: parseSort(s.sort) });
      for (const rec of recs) if (ctx.store.remove(c, rec.doc._id)) n++;
    } catch (e) {
      errors.push(writeError(i, e));
      if (ordered) break;
    }
  }
  return errors.length ? { n, writeErrors: errors } : { n };
}

function findAndModify(ctx: CmdCtx): Doc {
  const cmd = ctx.cmd;
  const name = collName(ctx);
  const query = (cmd.query ?? {}) as Doc;
  const remove = truthy(cmd.remove);
  const hasUpdate = cmd.update !== undefined;
  if (remove && hasUpdate) fail(9, "Cannot specify both an update and remove=true");
  if (!remove && !hasUpdate) fail(9, "Either an update or remove=true must be specified");
  if (remove && truthy(cmd.upsert)) fail(9, "Cannot specify both upsert=true and remove=true");
  if (remove && truthy(cmd.new)) {
    fail(9, "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");
  }
  const project = compileProjection(cmd.fields, query);
  const sort = parseSort(cmd.sort);

  if (remove) {
    const c = ctx.store.coll(ctx.db, name);
    const rec = c ? findRecs(c, query, { limit: 1, sort })[0] : undefined;
    if (!c || !rec) return { lastErrorObject: { n: 0 }, value: null };
    ctx.store.remove(c, rec.doc._id);
    return { lastErrorObject: { n: 1 }, value: project(rec.doc) };
  }
  const c = ctx.store.ensureColl(ctx.db, name);
  const r = updateOne(
    ctx,
    c,
    { q: query, u: cmd.update, upsert: cmd.upsert, arrayFilters: cmd.arrayFilters },
    { multi: false, sort: cmd.sort },
  );
  if (r.upsertedId !== undefined) {
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: r.upsertedId },
      value: truthy(cmd.new) ? project(r.after!) : null,
    };
  }
  if (r.matched === 0) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: project(truthy(cmd.new) ? r.after! : r.before!),
  };
}

export const writeCommands: Record<string, Handler> = {
  insert,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
};

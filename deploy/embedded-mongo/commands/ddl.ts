// Collections and indexes: create, drop, dropDatabase, listCollections, renameCollection, collMod,
// createIndexes, listIndexes, dropIndexes, dbStats/collStats.
import { BSON } from "bson";
import { fail } from "../errors.ts";
import { compileFilter } from "../query/matcher.ts";
import type { Collection } from "../storage/collection.ts";
import { defaultIndexName, type IndexSpec } from "../storage/indexes.ts";
import { bsonEquals, type Doc, isNumeric, isPlainObject, num, toPlain } from "../values.ts";
import { type CmdCtx, collName, existingColl, type Handler } from "./context.ts";

const COLLECTION_OPTIONS = [
  "capped",
  "size",
  "max",
  "validator",
  "validationLevel",
  "validationAction",
  "collation",
  "expireAfterSeconds",
  "timeseries",
  "clusteredIndex",
  "changeStreamPreAndPostImages",
  "storageEngine",
  "indexOptionDefaults",
  "viewOn",
  "pipeline",
  "comment",
];

function create(ctx: CmdCtx): Doc {
  const name = collName(ctx);
  if (ctx.cmd.viewOn !== undefined) fail(166, "views are not supported by embedded-mongo");
  const opts: Doc = {};
  for (const k of COLLECTION_OPTIONS) if (ctx.cmd[k] !== undefined && k !== "comment") opts[k] = ctx.cmd[k];
  const existing = ctx.store.coll(ctx.db, name);
  if (existing) {
    // mongod 7 accepts re-creating with identical options and refuses anything else.
    if (!bsonEquals(existing.options, opts)) fail(48, `Collection ${ctx.db}.${name} already exists.`);
    return {};
  }
  ctx.store.createCollection(ctx.db, name, opts);
  return {};
}

function drop(ctx: CmdCtx): Doc {
  const name = collName(ctx);
  ctx.store.dropCollection(ctx.db, name);
  return { ns: `${ctx.db}.${name}`, nIndexesWas: 1 };
}

function dropDatabase(ctx: CmdCtx): Doc {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db };
}

function collectionInfo(c: Collection): Doc {
  return {
    name: c.name,
    type: "collection",
    options: c.options,
    info: { readOnly: false, uuid: c.uuid },
    idIndex: { v: 2, key: { _id: 1 }, name: "_id_" },
  };
}

function listCollections(ctx: CmdCtx): Doc {
  const colls = [...(ctx.store.dbs.get(ctx.db)?.values() ?? [])];
  let infos = colls.map(collectionInfo);
  const filter = ctx.cmd.filter as Doc | undefined;
  if (filter && Object.keys(filter).length) {
    const pred = compileFilter(filter);
    infos = infos.filter((i) => pred(toPlain(i) as Doc));
  }
  if (ctx.cmd.nameOnly) infos = infos.map((i) => ({ name: i.name, type: i.type }));
  const cursor = (ctx.cmd.cursor ?? {}) as Doc;
  return ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, infos, {
    batchSize: num(cursor.batchSize, 0) || undefined,
  });
}

function renameCollection(ctx: CmdCtx): Doc {
  const from = String(ctx.cmd.renameCollection ?? "");
  const to = String(ctx.cmd.to ?? "");
  const [fdb, ...fr] = from.split(".");
  const [tdb, ...tr] = to.split(".");
  const fname = fr.join("."), tname = tr.join(".");
  if (!ctx.store.coll(fdb, fname)) fail(26, "source namespace does not exist");
  if (ctx.store.coll(tdb, tname)) {
    if (!ctx.cmd.dropTarget) fail(48, "target namespace exists");
    ctx.store.dropCollection(tdb, tname);
  }
  ctx.store.renameCollection(fdb, fname, tdb, tname);
  return {};
}

function collMod(ctx: CmdCtx): Doc {
  const c = existingColl(ctx);
  if (!c) fail(26, `ns does not exist: ${ctx.db}.${ctx.cmd.collMod}`);
  const index = ctx.cmd.index as Doc | undefined;
  if (index) {
    const ix = c.indexes.find((
      i,
    ) => (index.name !== undefined ? i.name === index.name : bsonEquals(i.spec.key, index.keyPattern)));
    if (!ix) fail(27, "cannot find index");
    const before = ix.spec.expireAfterSeconds;
    if (index.expireAfterSeconds !== undefined) {
      // Recorded as drop + create so journal replay reproduces the new spec.
      const spec = { ...ix.spec, expireAfterSeconds: index.expireAfterSeconds };
      ctx.store.dropIndex(c, ix.name);
      ctx.store.createIndex(c, spec);
      return { expireAfterSeconds_old: before, expireAfterSeconds_new: index.expireAfterSeconds };
    }
  }
  return {};
}

function validateIndexSpec(spec: unknown): IndexSpec {
  if (!isPlainObject(spec)) fail(9, "createIndexes.indexes entries must be objects");
  const key = spec.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) fail(67, "Index keys cannot be empty.");
  for (const [k, v] of Object.entries(key)) {
    const ok = (isNumeric(v) && num(v) !== 0) || ["text", "2dsphere", "2d", "hashed"].includes(v as string);
    if (!ok) fail(67, `Values in the index key pattern can't be 0 or non-numeric: ${k}`);
  }
  const name = typeof spec.name === "string" ? spec.name : defaultIndexName(key);
  const out: IndexSpec = { v: 2, key, name };
  for (
    const opt of [
      "unique",
      "sparse",
      "partialFilterExpression",
      "expireAfterSeconds",
      "collation",
      "hidden",
      "weights",
      "default_language",
      "2dsphereIndexVersion",
    ]
  ) {
    if (spec[opt] !== undefined) out[opt] = spec[opt];
  }
  if (out.partialFilterExpression !== undefined && !isPlainObject(out.partialFilterExpression)) {
    fail(2, "partialFilterExpression must be an object");
  }
  if (out.expireAfterSeconds !== undefined) {
    if (!isNumeric(out.expireAfterSeconds) || num(out.expireAfterSeconds) < 0) {
      fail(2, "TTL index 'expireAfterSeconds' option must be numeric and non-negative");
    }
    if (Object.keys(key).length !== 1) {
      fail(67, "TTL indexes are single-field indexes, compound indexes do not support TTL.");
    }
  }
  return out;
}

const SPEC_COMPARE = ["unique", "sparse", "partialFilterExpression", "expireAfterSeconds"];

function createIndexes(ctx: CmdCtx): Doc {
  const name = collName(ctx);
  const specs = ctx.cmd.indexes;
  if (!Array.isArray(specs) || specs.length === 0) fail(2, "Must specify at least one index to create");
  const validated = specs.map(validateIndexSpec);
  const existed = !!ctx.store.coll(ctx.db, name);
  const c = ctx.store.ensureColl(ctx.db, name);
  const before = c.indexes.length;
  for (const spec of validated) {
    const sameName = c.index(spec.name);
    const sameKey = c.indexes.find((i) =>
      bsonEquals(i.spec.key, spec.key) &&
      bsonEquals(i.spec.partialFilterExpression, spec.partialFilterExpression)
    );
    const sameOpts = (i: { spec: IndexSpec }) => SPEC_COMPARE.every((o) => bsonEquals(i.spec[o], spec[o]));
    if (sameName) {
      if (sameKey === sameName && sameOpts(sameName)) continue;
      if (sameKey === sameName) {
        fail(
          85,
          `An existing index has the same name as the requested index but different options. Requested index: ${spec.name}`,
        );
      }
      fail(
        86,
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Requested index: ${spec.name}, existing index key: ${
          JSON.stringify(BSON.EJSON.serialize(sameName.spec.key))
        }`,
      );
    }
    if (sameKey) fail(85, `Index already exists with a different name: ${sameKey.name}`);
    ctx.store.createIndex(c, spec);
  }
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: c.indexes.length,
    createdCollectionAutomatically: !existed,
  };
  if (before === c.indexes.length) reply.note = "all indexes already exist";
  return reply;
}

function listIndexes(ctx: CmdCtx): Doc {
  const c = existingColl(ctx);
  if (!c) fail(26, `ns does not exist: ${ctx.db}.${ctx.cmd.listIndexes}`);
  const cursor = (ctx.cmd.cursor ?? {}) as Doc;
  return ctx.cursors.open(`${ctx.db}.$cmd.listIndexes.${c.name}`, c.indexes.map((i) => ({ ...i.spec })), {
    batchSize: num(cursor.batchSize, 0) || undefined,
  });
}

function dropIndexes(ctx: CmdCtx): Doc {
  const c = existingColl(ctx);
  if (!c) fail(26, `ns not found ${ctx.db}.${ctx.cmd[ctx.name]}`);
  const before = c.indexes.length;
  const which = ctx.cmd.index;
  const names: string[] = [];
  if (which === "*") names.push(...c.indexes.filter((i) => i.name !== "_id_").map((i) => i.name));
  else if (typeof which === "string") names.push(which);
  else if (Array.isArray(which)) names.push(...(which as string[]));
  else if (isPlainObject(which)) {
    const ix = c.indexes.find((i) => bsonEquals(i.spec.key, which));
    if (!ix) fail(27, `can't find index with key: ${JSON.stringify(BSON.EJSON.serialize(which))}`);
    names.push(ix.name);
  } else fail(2, "dropIndexes: index must be a string, array or object");
  for (const n of names) ctx.store.dropIndex(c, n);
  return { nIndexesWas: before };
}

function stats(colls: Collection[]): Doc {
  let size = 0, count = 0, indexes = 0;
  for (const c of colls) {
    count += c.docs.size;
    indexes += c.indexes.length;
    for (const r of c.docs.values()) size += BSON.calculateObjectSize(r.doc);
  }
  return {
    size,
    count,
    avgObjSize: count ? size / count : 0,
    storageSize: size,
    nindexes: indexes,
    totalIndexSize: 0,
    indexSizes: {},
  };
}

export const ddlCommands: Record<string, Handler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  renameCollection,
  collMod,
  createIndexes,
  listIndexes,
  dropIndexes,
  dbStats: (ctx) => ({
    db: ctx.db,
    collections: ctx.store.dbs.get(ctx.db)?.size ?? 0,
    ...stats([...(ctx.store.dbs.get(ctx.db)?.values() ?? [])]),
  }),
  collStats: (ctx) => {
    const c = existingColl(ctx);
    return { ns: `${ctx.db}.${ctx.cmd.collStats}`, ...stats(c ? [c] : []) };
  },
};

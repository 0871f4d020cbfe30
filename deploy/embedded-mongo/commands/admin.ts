// Handshake, diagnostics and session commands.
import { Long, ObjectId } from "bson";
import { fail } from "../errors.ts";
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from "../wire.ts";
import { BSON } from "bson";
import type { CmdCtx, Handler } from "./context.ts";
import type { Doc } from "../values.ts";

export const VERSION = "7.0.0";
const ELECTION_ID = new ObjectId("7fffffff0000000000000001");

function hello(ctx: CmdCtx): Doc {
  const { server } = ctx;
  const legacy = ctx.name !== "hello";
  const reply: Doc = {
    helloOk: true,
    [legacy ? "ismaster" : "isWritablePrimary"]: true,
    // Deliberately no topologyVersion (would switch the driver to streaming monitoring) and no
    // compression (we never negotiate it).
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
  };
  if (server.replSet) {
    const me = `${server.host}:${server.port}`;
    Object.assign(reply, {
      setName: server.replSet,
      setVersion: 1,
      secondary: false,
      hosts: [me],
      primary: me,
      me,
      electionId: ELECTION_ID,
      lastWrite: { lastWriteDate: new Date(), majorityWriteDate: new Date() },
    });
  }
  return reply;
}

function buildInfo(): Doc {
  return {
    version: VERSION,
    gitVersion: "embedded-mongo",
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ["embedded"],
    javascriptEngine: "none",
    modules: [],
    openssl: { running: "disabled" },
  };
}

function listDatabases(ctx: CmdCtx): Doc {
  const dbs = [...ctx.store.dbs.entries()].map(([name, colls]) => {
    let size = 0;
    for (const c of colls.values()) for (const r of c.docs.values()) size += BSON.calculateObjectSize(r.doc);
    return { name, sizeOnDisk: size, empty: size === 0 };
  });
  if (ctx.cmd.nameOnly) return { databases: dbs.map((d) => ({ name: d.name })) };
  return { databases: dbs, totalSize: dbs.reduce((a, d) => a + d.sizeOnDisk, 0), totalSizeMb: 0 };
}

function serverStatus(ctx: CmdCtx): Doc {
  const { server } = ctx;
  const uptime = (Date.now() - server.startedAt.getTime()) / 1000;
  return {
    host: `${server.host}:${server.port}`,
    version: VERSION,
    process: "embedded-mongo",
    pid: Long.fromNumber(0),
    uptime: Math.floor(uptime),
    uptimeMillis: Long.fromNumber(Math.floor(uptime * 1000)),
    localTime: new Date(),
    connections: { current: server.connections(), available: 1000, totalCreated: server.totalConnections() },
    metrics: { cursor: { open: { total: ctx.cursors.size } } },
  };
}

function getParameter(ctx: CmdCtx): Doc {
  const params: Doc = {
    featureCompatibilityVersion: { version: "7.0" },
    maxBSONDepth: 100,
    cursorTimeoutMillis: Long.fromNumber(ctx.cursors.timeoutMs),
    transactionLifetimeLimitSeconds: 60,
  };
  if (ctx.cmd.getParameter === "*") return params;
  const out: Doc = {};
  for (const k of Object.keys(ctx.cmd)) if (k in params) out[k] = params[k];
  return out;
}

function endSessions(ctx: CmdCtx): Doc {
  const list = (ctx.cmd.endSessions ?? []) as Doc[];
  for (const s of list) {
    const id = (s?.id as { toString?: (enc: string) => string } | undefined)?.toString?.("hex");
    if (id) ctx.cursors.killSession(id);
  }
  return {};
}

function noTransactions(): Doc {
  fail(251, "Multi-document transactions are not supported by embedded-mongo (no transaction in progress)");
}

export const adminCommands: Record<string, Handler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({}),
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  listDatabases,
  serverStatus,
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: "embedded-mongo", cpuAddrSize: 64, numCores: 1 },
    os: {},
    extra: {},
  }),
  whatsmyuri: () => ({ you: "127.0.0.1:0" }),
  getCmdLineOpts: () => ({ argv: ["embedded-mongo"], parsed: {} }),
  getLog: () => ({ totalLinesWritten: 0, log: [] }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  endSessions,
  killSessions: () => ({}),
  killAllSessions: (ctx) => {
    ctx.cursors.killAll();
    return {};
  },
  killAllSessionsByPattern: (ctx) => {
    ctx.cursors.killAll();
    return {};
  },
  refreshSessions: () => ({}),
  startSession: () => fail(115, "startSession is not supported; the driver manages sessions client-side"),
  commitTransaction: noTransactions,
  abortTransaction: noTransactions,
  getFreeMonitoringStatus: () => ({ state: "disabled" }),
  logout: () => ({}),
  setFeatureCompatibilityVersion: () => ({}),
  fsync: () => ({ numFiles: 1 }),
  getLastError: () => ({ n: 0, err: null }),
};

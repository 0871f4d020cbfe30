// Server-side cost per command, without driver or sockets: CPU microseconds spent deserializing a
// command, executing it and encoding the reply. Complements bench.ts (which includes the driver).
//   node_modules/deno/deno run -A deploy/embedded-mongo/bench-server.ts
// Env: ONLY=id|email|update|insert, N=<ops>, DURABLE=1 (journal in a temp dir: includes journaling).
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import process from "node:process";
import { Persistence } from "./storage/persistence.ts";
import { BSON, ObjectId } from "bson";
import { dispatch } from "./commands/dispatch.ts";
import { CursorRegistry } from "./cursors.ts";
import { RetryableWrites } from "./sessions.ts";
import { Store } from "./storage/store.ts";
import { deserialize } from "./values.ts";
import { encodeOpMsg } from "./wire.ts";

const store = new Store();
if (process.env.DURABLE) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emongo-bench-server-"));
  Persistence.open(dir, store, { fsync: "group", compactBytes: 1 << 30, log: () => {} });
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
}
const cursors = new CursorRegistry();
const retry = new RetryableWrites();
const server = {
  host: "h",
  port: 1,
  startedAt: new Date(),
  log: () => {},
  connections: () => 0,
  totalConnections: () => 0,
};
const ids: ObjectId[] = [];
const lsid = { id: new BSON.UUID().toBinary() };
async function run(cmd: object) {
  const bytes = BSON.serialize({ ...cmd, lsid, $db: "bench" });
  const c = deserialize(bytes);
  const reply = await dispatch({ store, cursors, server, db: "bench", cmd: c, connectionId: 1 }, retry);
  encodeOpMsg(1, reply);
  return reply;
}
await run({ createIndexes: "users", indexes: [{ key: { email: 1 }, name: "email_1", unique: true }] });
for (let i = 0; i < 10000; i++) {
  const _id = new ObjectId();
  ids.push(_id);
  await run({
    insert: "users",
    documents: [{ _id, email: `user${i}@example.com`, name: `User ${i}`, visits: 0, tags: ["a", "b"] }],
  });
}
async function time(name: string, f: (i: number) => object) {
  const n = Number(process.env.N ?? 20000);
  for (let i = 0; i < n; i++) await run(f(i)); // warm-up: JIT, cached document bytes
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await run(f(i));
  const u = process.cpuUsage(t);
  const us = (u.user + u.system) / n;
  console.log(name, us.toFixed(1), "us/op");
}
const pick = (i: number) => (i * 7919) % 10000;
if (!process.env.ONLY || process.env.ONLY === "id") {
  await time(
    "find _id",
    (i) => ({ find: "users", filter: { _id: ids[pick(i)] }, limit: 1, singleBatch: true }),
  );
}
if (!process.env.ONLY || process.env.ONLY === "email") {
  await time(
    "find email",
    (i) => ({ find: "users", filter: { email: `user${pick(i)}@example.com` }, limit: 1, singleBatch: true }),
  );
}
if (!process.env.ONLY || process.env.ONLY === "update") {
  await time(
    "update inc",
    (i) => ({
      update: "users",
      updates: [{ q: { _id: ids[pick(i)] }, u: { $inc: { visits: 1 } } }],
      ordered: true,
    }),
  );
}
let k = 0;
if (!process.env.ONLY || process.env.ONLY === "insert") {
  await time(
    "insert",
    () => ({
      insert: "users",
      documents: [{ _id: new ObjectId(), email: `new${k++}@x`, name: "New", visits: 0 }],
    }),
  );
}

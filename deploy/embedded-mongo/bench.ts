// Throughput benchmark (a script, not a test): an in-process durable store (dataDir, group commit)
// driven by the official driver. Prints a markdown table of ops/s.
//   node_modules/deno/deno run -A deploy/embedded-mongo/bench.ts
// Env: BENCH_SECONDS (default 3) per cell, BENCH_FSYNC=always|group, BENCH_ONLY=<name substring>,
// BENCH_CONCURRENCY=1,16, BENCH_PING=1 (adds a ping row: the driver + wire floor),
// BENCH_TARGET=cli (store in its own process: the Deno CLI, as services run it; the driver then
// gets its own core), BENCH_URL=mongodb://... (any running server, e.g. a real mongod).
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { spawn } from "node:child_process";
import * as readline from "node:readline";
import process from "node:process";
import { MongoClient, ObjectId } from "mongodb";
import { startEmbeddedMongo } from "./mod.ts";
import { journalStats } from "./storage/journal.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SEED = 10_000;
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? "1,16").split(",").map(Number);

interface Op {
  name: string;
  run: (i: number) => Promise<unknown>;
}

interface Result {
  /** Wall-clock operations per second. */
  wall: number;
  /** Operations per CPU-second of this process (driver + store): what one otherwise idle core gives. */
  perCpu: number;
}

async function measure(op: Op, concurrency: number): Promise<Result> {
  const start = performance.now();
  const end = start + SECONDS * 1000;
  const cpu0 = process.cpuUsage();
  let done = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
    let i = w;
    // Check the clock every 8 operations: performance.now() is not free under Deno.
    while ((i - w) % (8 * concurrency) !== 0 || performance.now() < end) {
      await op.run(i);
      i += concurrency;
      done++;
    }
  }));
  const cpu = process.cpuUsage(cpu0);
  const wallS = (performance.now() - start) / 1000;
  return { wall: done / wallS, perCpu: done / ((cpu.user + cpu.system) / 1e6) };
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

interface Target {
  url: string;
  label: string;
  close(): Promise<void>;
}

async function startTarget(dir: string): Promise<Target> {
  const fsync = (process.env.BENCH_FSYNC as "always" | "group") ?? "group";
  if (process.env.BENCH_URL) {
    return { url: process.env.BENCH_URL, label: "external server", close: async () => {} };
  }
  if (process.env.BENCH_TARGET === "cli") {
    const here = path.dirname(new URL(import.meta.url).pathname);
    const deno = path.resolve(here, "../../node_modules/deno/deno");
    const child = spawn(deno, [
      "run",
      "-A",
      path.join(here, "main.ts"),
      "--port",
      "0",
      "--data-dir",
      dir,
      "--fsync",
      fsync,
    ], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const line: string = await new Promise((resolve) =>
      readline.createInterface({ input: child.stdout! }).once("line", resolve)
    );
    return {
      url: line.split(" ").pop()!,
      label: "store in its own process (Deno CLI, durable)",
      close: async () => {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      },
    };
  }
  const mongo = await startEmbeddedMongo({ dataDir: dir, fsync });
  return { url: mongo.url, label: "in-process store (durable)", close: () => mongo.close() };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emongo-bench-"));
  const mongo = await startTarget(dir);
  const client = await new MongoClient(mongo.url, { maxPoolSize: 16 }).connect();
  try {
    const c = client.db("bench").collection("users");
    await c.drop().catch(() => undefined);
    await c.createIndex({ email: 1 }, { unique: true });
    const ids: ObjectId[] = [];
    for (let i = 0; i < SEED; i += 1000) {
      const batch = Array.from({ length: 1000 }, (_, j) => {
        const _id = new ObjectId();
        ids.push(_id);
        return { _id, email: `user${i + j}@example.com`, name: `User ${i + j}`, visits: 0, tags: ["a", "b"] };
      });
      await c.insertMany(batch);
    }
    let inserted = 0;
    const pick = (i: number) => (i * 7919) % SEED;
    const ops: Op[] = [
      ...(process.env.BENCH_PING
        ? [{ name: "ping (driver + wire floor)", run: () => client.db("bench").command({ ping: 1 }) }]
        : []),
      {
        name: "insertOne (durable)",
        run: () => c.insertOne({ email: `new${inserted++}@example.com`, name: "New", visits: 0 }),
      },
      { name: "findOne by _id", run: (i) => c.findOne({ _id: ids[pick(i)] }) },
      { name: "findOne by indexed field", run: (i) => c.findOne({ email: `user${pick(i)}@example.com` }) },
      {
        name: "updateOne $inc (durable)",
        run: (i) => c.updateOne({ _id: ids[pick(i)] }, { $inc: { visits: 1 } }),
      },
    ];
    const rows: string[] = [];
    const notes: string[] = [];
    const only = process.env.BENCH_ONLY; // substring filter, e.g. "indexed" (handy for profiling)
    for (const op of ops.filter((o) => !only || o.name.includes(only))) {
      const cells: string[] = [];
      for (const n of CONCURRENCY) {
        const before = { ...journalStats };
        const r = await measure(op, n);
        cells.push(fmt(r.wall), fmt(r.perCpu));
        const recs = journalStats.records - before.records, syncs = journalStats.fsyncs - before.fsyncs;
        if (syncs > 0) {
          notes.push(`${op.name}, ${n} client(s): ${(recs / syncs).toFixed(1)} journal records per fsync`);
        }
      }
      rows.push(`| ${op.name} | ${cells.join(" | ")} |`);
    }
    const runtime = typeof (globalThis as { Deno?: unknown }).Deno !== "undefined"
      ? "Deno"
      : `Node ${process.version}`;
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `\n${mongo.label}; ${runtime}, ${os.cpus().length} cores, load average ${load}, ${SECONDS}s per cell, fsync=${
        process.env.BENCH_FSYNC ?? "group"
      }\n`,
    );
    const heads = CONCURRENCY.flatMap((
      n,
    ) => [`${n} client${n > 1 ? "s" : ""} ops/s`, `${n} client${n > 1 ? "s" : ""} ops/CPU-s`]);
    console.log(`| operation | ${heads.join(" | ")} |`);
    console.log(`|---|${heads.map(() => "---:").join("|")}|`);
    for (const r of rows) console.log(r);
    console.log(`\n${notes.map((n) => `- ${n}`).join("\n")}`);
  } finally {
    await client.close();
    await mongo.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();

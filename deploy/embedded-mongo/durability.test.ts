// Durability: the CLI (run by Deno, exactly as the project launcher runs it) is killed with SIGKILL
// and restarted on the same data directory; every acknowledged write must be there. Also covers a
// torn journal tail, journal compaction, clean SIGTERM shutdown, and hostile input on one socket.
import { type ChildProcess, spawn } from "node:child_process";
import * as fs from "node:fs";
import * as net from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import * as readline from "node:readline";
import { fileURLToPath } from "node:url";
import { MongoClient } from "mongodb";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedMongo } from "./mod.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../..");
const DENO = path.join(ROOT, "node_modules/deno/deno");
const MAIN = path.join(HERE, "main.ts");
const SPAWN_TIMEOUT_MS = 60_000;

interface Running {
  url: string;
  proc: ChildProcess;
  stderr: () => string;
}

const children = new Set<ChildProcess>();
const dirs: string[] = [];

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tmpDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "emongo-durability-"));
  dirs.push(d);
  return d;
}

/** Starts the CLI and resolves with the URL from its single "listening" line. */
function startCli(dataDir: string, extra: string[] = []): Promise<Running> {
  const proc = spawn(
    DENO,
    [
      "run",
      "--allow-net",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      "--allow-sys",
      MAIN,
      "--port",
      "0",
      "--data-dir",
      dataDir,
      ...extra,
    ],
    { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] },
  );
  children.add(proc);
  proc.on("exit", () => children.delete(proc));
  let err = "";
  proc.stderr!.on("data", (b) => (err += b.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start; stderr: ${err}`)), SPAWN_TIMEOUT_MS);
    const lines = readline.createInterface({ input: proc.stdout! });
    lines.once("line", (line) => {
      clearTimeout(timer);
      const m = /^embedded-mongo listening (mongodb:\/\/\S+)$/.exec(line);
      if (!m) reject(new Error(`unexpected first line: ${line}`));
      else resolve({ url: m[1], proc, stderr: () => err });
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited early with ${code}; stderr: ${err}`));
    });
  });
}

function exited(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((r) => proc.once("exit", (code) => r(code)));
}

async function kill9(r: Running): Promise<void> {
  r.proc.kill("SIGKILL");
  await exited(r.proc);
}

async function withClient<T>(url: string, fn: (c: MongoClient) => Promise<T>): Promise<T> {
  const client = await new MongoClient(url, { maxPoolSize: 16 }).connect();
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

const N = 500;

async function writeWorkload(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const c = client.db("dur").collection("docs");
    await c.createIndex({ key: 1 }, { unique: true });
    // Half sequential, half from 16 concurrent writers (exercises group commit).
    for (let i = 0; i < N / 2; i++) await c.insertOne({ _id: i as never, key: `k${i}`, n: 0 });
    const next = { i: N / 2 };
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (next.i < N) {
        const i = next.i++;
        await c.insertOne({ _id: i as never, key: `k${i}`, n: 0 });
      }
    }));
    await c.updateMany({ _id: { $lt: 100 } as never }, { $inc: { n: 1 } });
    await c.deleteOne({ _id: 499 as never });
    await c.insertOne({ _id: 499 as never, key: "k499", n: 7 });
  });
}

async function verifyWorkload(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const c = client.db("dur").collection("docs");
    const docs = await c.find({}, { sort: { _id: 1 } }).toArray();
    expect(docs).toHaveLength(N);
    docs.forEach((d, i) => {
      expect(d._id).toBe(i);
      expect(d.key).toBe(`k${i}`);
      expect(d.n).toBe(i < 100 ? 1 : i === 499 ? 7 : 0);
    });
    const indexes = await c.listIndexes().toArray();
    expect(indexes.find((ix) => ix.name === "key_1")).toMatchObject({ unique: true });
    await expect(c.insertOne({ key: "k1" })).rejects.toMatchObject({ code: 11000 });
  });
}

describe("durability of the Deno CLI", () => {
  it("acknowledged writes survive kill -9", async () => {
    const dir = tmpDir();
    const first = await startCli(dir);
    await writeWorkload(first.url);
    await kill9(first);
    const second = await startCli(dir);
    await verifyWorkload(second.url);
    await kill9(second);
  }, 120_000);

  it("a torn journal tail is truncated with a warning; earlier records survive", async () => {
    const dir = tmpDir();
    const first = await startCli(dir);
    await writeWorkload(first.url);
    await kill9(first);
    const journal = fs.readdirSync(dir).find((f) => /^journal-\d+\.log$/.test(f))!;
    const file = path.join(dir, journal);
    const goodSize = fs.statSync(file).size;
    // A half-written record: a header promising 1000 bytes followed by only a few of them ...
    const half = new Uint8Array(8 + 10);
    new DataView(half.buffer).setUint32(0, 1000, true);
    fs.appendFileSync(file, half);
    const second = await startCli(dir);
    expect(second.stderr()).toMatch(/WARNING: journal journal-\d+\.log: partial record/);
    await verifyWorkload(second.url);
    // ... and new writes after the repair are durable too.
    await withClient(second.url, (c) => c.db("dur").collection("after").insertOne({ ok: true }));
    await kill9(second);
    expect(fs.statSync(file).size).toBeGreaterThan(goodSize);

    // Plain garbage (bad checksum) at the tail is handled the same way.
    fs.appendFileSync(file, new TextEncoder().encode("garbage garbage garbage garbage"));
    const third = await startCli(dir);
    expect(third.stderr()).toMatch(
      /WARNING: journal journal-\d+\.log: (checksum mismatch|bad record length)/,
    );
    await verifyWorkload(third.url);
    await withClient(
      third.url,
      async (c) => expect(await c.db("dur").collection("after").countDocuments()).toBe(1),
    );
    await kill9(third);
  }, 180_000);

  it("survives kill -9 across journal compactions (snapshot + rotation)", async () => {
    const dir = tmpDir();
    const first = await startCli(dir, ["--compact-bytes", "20000"]);
    await writeWorkload(first.url);
    await kill9(first);
    expect(fs.existsSync(path.join(dir, "snapshot.bson"))).toBe(true);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith("journal-")).length).toBe(1);
    const second = await startCli(dir, ["--compact-bytes", "20000"]);
    await verifyWorkload(second.url);
    await kill9(second);
  }, 120_000);

  it("stops cleanly on SIGTERM and SIGINT", async () => {
    const dir = tmpDir();
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const r = await startCli(dir);
      await withClient(r.url, (c) => c.db("dur").collection("sig").insertOne({ signal }));
      r.proc.kill(signal);
      expect(await exited(r.proc)).toBe(0);
    }
    const r = await startCli(dir);
    await withClient(
      r.url,
      async (c) => expect(await c.db("dur").collection("sig").countDocuments()).toBe(2),
    );
    await kill9(r);
  }, 120_000);
});

describe("hostile input", () => {
  /** Opens a raw socket, sends bytes, resolves when the server closes it. */
  function sendRaw(port: number, bytes: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      const s = net.connect(port, "127.0.0.1", () => s.write(bytes));
      s.on("error", () => undefined);
      s.on("close", () => resolve());
      setTimeout(() => reject(new Error("server did not close the malformed connection")), 10_000);
    });
  }

  function header(length: number, opCode: number): Uint8Array {
    const b = new Uint8Array(length < 16 ? 16 : Math.min(length, 64));
    const dv = new DataView(b.buffer);
    dv.setInt32(0, length, true);
    dv.setInt32(4, 1, true);
    dv.setInt32(12, opCode, true);
    return b;
  }

  it("malformed frames close only the offending socket; other clients keep working", async () => {
    const logs: string[] = [];
    const mongo = await startEmbeddedMongo({ log: (l) => logs.push(l) });
    const client = await new MongoClient(mongo.url).connect();
    try {
      const c = client.db("hostile").collection("c");
      await c.insertOne({ before: true });

      // OP_MSG whose body claims more bytes than the frame has.
      const badBson = header(32, 2013);
      new DataView(badBson.buffer).setInt32(21, 500, true);
      await sendRaw(mongo.port, badBson.subarray(0, 32));
      // OP_MSG with an unknown section kind.
      const badKind = header(26, 2013);
      badKind[20] = 7;
      await sendRaw(mongo.port, badKind.subarray(0, 26));
      // Garbage BSON content inside a well-sized document.
      const garbage = header(31, 2013);
      new DataView(garbage.buffer).setInt32(21, 10, true);
      garbage.set([0x7f, 0x61, 0, 1, 2], 25);
      garbage[30] = 0;
      await sendRaw(mongo.port, garbage.subarray(0, 31));
      // Length over maxMessageSizeBytes, and a nonsense negative length.
      await sendRaw(mongo.port, header(60_000_000, 2013).subarray(0, 16));
      await sendRaw(mongo.port, header(-5, 2013).subarray(0, 16));
      // Unsupported opcode.
      await sendRaw(mongo.port, header(16, 9999).subarray(0, 16));

      expect(await c.countDocuments()).toBe(1);
      await c.insertOne({ after: true });
      expect(await c.countDocuments()).toBe(2);
      expect(logs.filter((l) => l.startsWith("closing connection")).length).toBe(6);
      expect(logs.some((l) => /outside 16\.\.48000000/.test(l))).toBe(true);
    } finally {
      await client.close();
      await mongo.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, MongoClient } from "mongodb";
import { type EmbeddedMongo, startEmbeddedMongo } from "../../deploy/embedded-mongo/mod.ts";
import { ApiError } from "../errors.ts";
import { getTool } from "../registry/index.ts";
import { canonicalJson, fingerprint, IdempotencyStore, resolveKey } from "./index.ts";

// The store runs against the real driver and the embedded store (or MONGO_URL): the spec 4.3 table.
let store: EmbeddedMongo | undefined;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  const url = process.env.MONGO_URL ?? (store = await startEmbeddedMongo({ port: 0 })).url;
  client = new MongoClient(url);
  await client.connect();
  db = client.db(`idem_test_${Date.now()}`);
});
afterAll(async () => {
  await db.dropDatabase().catch(() => undefined);
  await client.close();
  await store?.close();
});

const create = getTool("svc_create_campaign")!; // not re-run after an error
const pause = getTool("svc_pause_campaign")!; // re-run after an error

describe("resolveKey", () => {
  it("takes the body field or the header, and refuses disagreement and bad keys naming idempotencyKey", () => {
    expect(resolveKey("abcdefgh", undefined)).toBe("abcdefgh");
    expect(resolveKey(undefined, "abc:def-1")).toBe("abc:def-1");
    expect(resolveKey("same-key-1", "same-key-1")).toBe("same-key-1");
    for (
      const [b, h] of [
        ["key-one-1", "key-two-2"],
        [undefined, undefined],
        ["short", undefined],
        ["has space!", undefined],
        [12345678, undefined],
        ["x".repeat(129), undefined],
      ] as const
    ) {
      try {
        resolveKey(b, h as string | undefined);
        expect.unreachable();
      } catch (e) {
        expect((e as ApiError).code).toBe("invalid_request");
        expect((e as ApiError).argument).toBe("idempotencyKey");
      }
    }
  });
  it("fingerprints canonical JSON: key order does not matter, values do", () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(fingerprint("t", { x: 1 }, { a: 1, b: 2 })).toBe(fingerprint("t", { x: 1 }, { b: 2, a: 1 }));
    expect(fingerprint("t", { x: 1 }, { a: 1 })).not.toBe(fingerprint("t", { x: 2 }, { a: 1 }));
  });
});

describe("IdempotencyStore", () => {
  it("runs once, replays with replayed: true, and refuses another request with the same key", async () => {
    const idem = new IdempotencyStore(db);
    let runs = 0;
    const act = async () => ({ httpStatus: 200, body: { status: "created", n: ++runs } });
    const a = await idem.run(create, "ws1", "key-00001", "fp1", act);
    const b = await idem.run(create, "ws1", "key-00001", "fp1", act);
    expect(a.body).toEqual({ status: "created", n: 1 });
    expect(b.body).toEqual({ status: "created", n: 1, replayed: true });
    expect(runs).toBe(1);
    await expect(idem.run(create, "ws1", "key-00001", "fp2", act)).rejects.toMatchObject({
      code: "idempotency_conflict",
      status: 409,
    });
    await expect(idem.run(pause, "ws1", "key-00001", "fp1", act)).rejects.toMatchObject({
      code: "idempotency_conflict",
    });
    // Keys are per workspace.
    expect((await idem.run(create, "ws2", "key-00001", "fp1", act)).body).toEqual({
      status: "created",
      n: 2,
    });
  });

  it("lets 50 concurrent duplicates run the action once; the others answer in_progress or the replay", async () => {
    const idem = new IdempotencyStore(db);
    let runs = 0;
    const act = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 50));
      return { httpStatus: 200, body: { status: "saved" } };
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => idem.run(pause, "ws1", "key-concurrent", "fp", act)),
    );
    expect(runs).toBe(1);
    for (const r of results) expect(["saved", "in_progress"]).toContain(r.body.status);
    expect(results.filter((r) => r.body.status === "saved" && !r.body.replayed)).toHaveLength(1);
  });

  it("after an unexpected error: re-runs retry-safe tools, answers `failed` for create and publish-request", async () => {
    const idem = new IdempotencyStore(db);
    const boom = async (): Promise<never> => {
      throw new Error("disk on fire");
    };
    await expect(idem.run(create, "ws1", "key-fail-create", "fp", boom)).rejects.toThrow("disk on fire");
    const again = await idem.run(
      create,
      "ws1",
      "key-fail-create",
      "fp",
      async () => ({ httpStatus: 200, body: { status: "created" } }),
    );
    expect(again.body.status).toBe("failed");

    await expect(idem.run(pause, "ws1", "key-fail-pause", "fp", boom)).rejects.toThrow();
    const rerun = await idem.run(
      pause,
      "ws1",
      "key-fail-pause",
      "fp",
      async () => ({ httpStatus: 200, body: { status: "paused" } }),
    );
    expect(rerun.body).toEqual({ status: "paused" });
    const replay = await idem.run(
      pause,
      "ws1",
      "key-fail-pause",
      "fp",
      async () => ({ httpStatus: 200, body: { status: "other" } }),
    );
    expect(replay.body).toEqual({ status: "paused", replayed: true });
  });

  it("releases the key when the action refuses with a client error (nothing ran)", async () => {
    const idem = new IdempotencyStore(db);
    await expect(idem.run(pause, "ws1", "key-404-first", "fp", async () => {
      throw new ApiError("not_found", "no such campaign");
    })).rejects.toMatchObject({ code: "not_found" });
    const r = await idem.run(
      pause,
      "ws1",
      "key-404-first",
      "fp-other",
      async () => ({ httpStatus: 200, body: { status: "paused" } }),
    );
    expect(r.body).toEqual({ status: "paused" });
  });

  it("answers in_progress for a key whose first call never finished", async () => {
    const idem = new IdempotencyStore(db);
    let release!: () => void;
    const first = idem.run(
      pause,
      "ws1",
      "key-hanging",
      "fp",
      () => new Promise((r) => (release = () => r({ httpStatus: 200, body: { status: "paused" } }))),
    );
    await new Promise((r) => setTimeout(r, 50));
    const second = await idem.run(
      pause,
      "ws1",
      "key-hanging",
      "fp",
      async () => ({ httpStatus: 200, body: { status: "x" } }),
    );
    expect(second.body.status).toBe("in_progress");
    release();
    await first;
  });
});

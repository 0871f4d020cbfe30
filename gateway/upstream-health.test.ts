import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReplicaHealth, SLOW_PROBES_TO_EJECT } from "./upstream-health.ts";

/**
 * Which replicas leave the rotation, probed one tick at a time (no timers): a dead one at once, a
 * busy one (its /healthz slower than the probe's timeout) only after SLOW_PROBES_TO_EJECT slow
 * probes in a row, and each comes back on its first good answer.
 */
let delayMs = 0;
let server: Server;
let live = "";
let dead = "";

beforeAll(async () => {
  server = createServer((_req, res) => {
    setTimeout(() => res.end("ok"), delayMs);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  live = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nobody listens on: bind one, note it, close it.
  const gone = createServer();
  await new Promise<void>((r) => gone.listen(0, "127.0.0.1", r));
  dead = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
  await new Promise<void>((r) => gone.close(() => r()));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const quiet = () => {};

describe("ReplicaHealth", () => {
  it("takes a replica whose connection is refused out at once, and leaves an answering one in", async () => {
    const h = new ReplicaHealth({ campaign: [live, dead] }, quiet, 650);
    delayMs = 0;
    await h.probeOnce();
    expect(h.isDown(dead)).toBe(true);
    expect(h.isDown(live)).toBe(false);
  });

  it(`keeps a slow replica in rotation until ${SLOW_PROBES_TO_EJECT} slow probes in a row`, async () => {
    // interval 650 ms: the probe's timeout is 600 ms; the replica answers after 1,500 ms.
    const h = new ReplicaHealth({ campaign: [live, dead] }, quiet, 650);
    delayMs = 1500;
    for (let i = 1; i < SLOW_PROBES_TO_EJECT; i++) {
      await h.probeOnce();
      expect(h.isDown(live), `after ${i} slow probe(s)`).toBe(false);
    }
    await h.probeOnce();
    expect(h.isDown(live)).toBe(true);
    delayMs = 0;
    await h.probeOnce();
    expect(h.isDown(live)).toBe(false);
  });

  it("a good answer in between starts the count again", async () => {
    const h = new ReplicaHealth({ campaign: [live, dead] }, quiet, 650);
    for (let i = 0; i < 3 * SLOW_PROBES_TO_EJECT; i++) {
      delayMs = i % SLOW_PROBES_TO_EJECT === SLOW_PROBES_TO_EJECT - 1 ? 0 : 1500;
      await h.probeOnce();
      expect(h.isDown(live), `probe ${i}`).toBe(false);
    }
  });
});

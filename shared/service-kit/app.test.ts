import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Identity, IDENTITY_HEADER, signIdentity } from "../identity.ts";
import type { Logger } from "../log.ts";
import * as club from "../registry/club.ts";
import type { ActionEntry, ActionRecorder } from "./action-recorder.ts";
import { serviceApp } from "./app.ts";
import type { Runtime } from "./runtime.ts";
import { defineTools } from "./tools.ts";

/**
 * The express app of a service in process (no stack, no store): its routes come from the registry,
 * a tool answers through the pipeline, and what express itself refuses (no route, bad JSON, too large)
 * answers the same JSON error shape.
 */

const SECRET = "app-test-secret";
const log: Logger = Object.assign(() => {}, { child: () => log }) as unknown as Logger;
const noCollection = { collection: () => ({}) };
const rt = {
  name: "club",
  env: { internalSecret: SECRET, dbPrefix: "t" },
  mongo: { db: () => noCollection },
  db: noCollection,
  log,
} as unknown as Runtime;
const recorded: ActionEntry[] = [];
const recorder = { record: (e: ActionEntry) => void recorded.push(e) } as unknown as ActionRecorder;

const tools = defineTools(club, {
  svc_browse_club: (ctx) =>
    Promise.resolve({ campaignId: ctx.params.campaignId, niche: ctx.query.niche ?? null }),
  svc_invite_creators: () => Promise.reject(new Error("not reached in these tests")),
});

let server: Server;
let base = "";
const token = signIdentity(
  { kind: "token", workspaceId: "ws1", tokenId: "tok1", scopes: ["campaigns:read", "creators:read"] } as Omit<
    Identity,
    "iat"
  >,
  SECRET,
);

beforeAll(async () => {
  const app = await serviceApp({ name: "club", tools }, rt, recorder);
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

describe("a service's express app", () => {
  it("routes a registry tool to its handler with parsed arguments, and records the call", async () => {
    const r = await fetch(`${base}/v1/campaigns/1001/club?niche=Beauty,Food`, {
      headers: { [IDENTITY_HEADER]: token },
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ campaignId: 1001, niche: ["Beauty", "Food"] });
    expect(recorded.at(-1)).toMatchObject({
      tool: "svc_browse_club",
      campaignId: 1001,
      outcome: "ok",
      httpStatus: 200,
    });
  });

  it("answers 401 JSON without the gateway's signed identity", async () => {
    const r = await fetch(`${base}/v1/campaigns/1001/club`);
    expect(r.status).toBe(401);
    expect((await r.json()).error.code).toBe("invalid_token");
  });

  it("answers 404 JSON for a route it does not have", async () => {
    const r = await fetch(`${base}/v1/nothing`);
    expect(r.status).toBe(404);
    expect((await r.json()).error.code).toBe("not_found");
  });

  it("answers 400 naming the body for JSON that does not parse, and 413 for a body over the tool's limit", async () => {
    const bad = await fetch(`${base}/v1/campaigns/1001/invites`, {
      method: "POST",
      headers: { [IDENTITY_HEADER]: token, "content-type": "application/json" },
      body: "{",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: "invalid_request", argument: "body" });
    const big = await fetch(`${base}/v1/campaigns/1001/invites`, {
      method: "POST",
      headers: { [IDENTITY_HEADER]: token, "content-type": "application/json" },
      body: JSON.stringify({ memberIds: [1], pad: "x".repeat(club.svc_invite_creators.maxBodyBytes) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
  });
});

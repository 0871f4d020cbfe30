import { describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import type { IdempotentOutcome } from "../idempotency/index.ts";
import { type Identity, IDENTITY_HEADER, signIdentity } from "../identity.ts";
import type { Logger } from "../log.ts";
import { getTool } from "../registry/index.ts";
import type { ToolDef } from "../registry/types.ts";
import { z } from "zod";
import type { ActionEntry } from "./action-recorder.ts";
import {
  actionRecord,
  answer,
  compose,
  handler,
  idempotency,
  identity,
  outcomeOf,
  ROUTE_STEPS,
  type RouteCall,
  routeValidation,
  runTool,
  scopes,
  TOOL_STEPS,
  type ToolCall,
  type ToolContext,
  validation,
} from "./pipeline.ts";
import type { Runtime } from "./runtime.ts";

/** Each step of the request pipeline alone, in process: no stack, no express, no store. */

const SECRET = "test-secret-for-the-pipeline";
const logged: { level: string; msg: string }[] = [];
const log: Logger = Object.assign((level: string, msg: string) => void logged.push({ level, msg }), {
  child: () => log,
}) as unknown as Logger;
const rt = { name: "campaign", env: { internalSecret: SECRET }, log } as unknown as Runtime;

const tool = (name: string): ToolDef => getTool(name)!;
const tokenIdentity = (scopes: string[]): Omit<Identity, "iat"> =>
  ({ kind: "token", workspaceId: "ws1", tokenId: "tok1", memberId: 7, scopes, via: "rest" }) as Omit<
    Identity,
    "iat"
  >;

function call(over: Partial<ToolCall> & { tool: ToolDef }): ToolCall & { recorded: ActionEntry[] } {
  const recorded: ActionEntry[] = [];
  return {
    rt,
    handler: () => Promise.resolve({ ok: true }),
    idem: { run: (_t, _w, _k, _f, action) => action() },
    recorder: { record: (e: ActionEntry) => void recorded.push(e) },
    request: { headers: {}, params: {}, query: {}, body: undefined },
    requestId: "req-1",
    log,
    params: {},
    query: {},
    body: undefined,
    campaignId: null,
    recorded,
    ...over,
  };
}

const next = () => Promise.resolve();
const thrown = async (p: Promise<unknown>) => await p.then(() => undefined, (e) => e);

describe("the steps", () => {
  it("are, top to bottom: answer, action record, identity, scopes, validation, idempotency, handler", () => {
    expect(TOOL_STEPS.map((s) => s.name)).toEqual([
      "answer",
      "actionRecord",
      "identity",
      "scopes",
      "validation",
      "idempotency",
      "handler",
    ]);
    expect(ROUTE_STEPS.map((s) => s.name)).toEqual([
      "answer",
      "routeIdentity",
      "routeValidation",
      "routeHandler",
    ]);
  });
});

describe("compose", () => {
  it("runs the steps in order, each one's next being the rest", async () => {
    const seen: string[] = [];
    const step = (name: string) => async (_c: unknown, n: () => Promise<void>) => {
      seen.push(`${name}:in`);
      await n();
      seen.push(`${name}:out`);
    };
    await compose([step("a"), step("b"), step("c")])({});
    expect(seen).toEqual(["a:in", "b:in", "c:in", "c:out", "b:out", "a:out"]);
  });
});

describe("answer", () => {
  it("answers the result", async () => {
    const c = call({ tool: tool("svc_list_campaigns") });
    await answer(c, () => {
      c.result = { httpStatus: 200, body: { campaigns: [] } };
      return Promise.resolve();
    });
    expect(c.answer).toEqual({ status: 200, headers: {}, body: { campaigns: [] } });
  });

  it("renders an ApiError with its status, headers and argument", async () => {
    const c = call({ tool: tool("svc_list_campaigns") });
    await answer(
      c,
      () => Promise.reject(new ApiError("rate_limited", "slow down", { headers: { "retry-after": "3" } })),
    );
    expect(c.answer).toEqual({
      status: 429,
      headers: { "retry-after": "3" },
      body: { error: { code: "rate_limited", message: "slow down" } },
    });
  });

  it("answers an unexpected error as 500 naming the request only, and logs it", async () => {
    logged.length = 0;
    const c = call({ tool: tool("svc_list_campaigns") });
    await answer(c, () => Promise.reject(new Error("secret detail")));
    expect(c.answer?.status).toBe(500);
    expect(JSON.stringify(c.answer?.body)).not.toContain("secret detail");
    expect((c.answer?.body as { error: { message: string } }).error.message).toContain("req-1");
    expect(logged.some((l) => l.level === "error")).toBe(true);
  });
});

describe("identity", () => {
  it("refuses a request without a signed identity (401) and does not go on", async () => {
    let went = false;
    const e = await thrown(
      identity(call({ tool: tool("svc_list_campaigns") }), () => Promise.resolve(void (went = true))),
    );
    expect(e).toMatchObject({ code: "invalid_token", status: 401 });
    expect(went).toBe(false);
  });

  it("refuses another kind of caller (an ops identity on a tool)", async () => {
    const headers = { [IDENTITY_HEADER]: signIdentity({ kind: "ops" } as Identity, SECRET) };
    const e = await thrown(
      identity(
        call({
          tool: tool("svc_list_campaigns"),
          request: { headers, params: {}, query: {}, body: undefined },
        }),
        next,
      ),
    );
    expect(e).toMatchObject({ code: "wrong_principal", status: 403 });
  });

  it("takes a token identity with its workspace and scopes", async () => {
    const headers = { [IDENTITY_HEADER]: signIdentity(tokenIdentity(["campaigns:read"]), SECRET) };
    const c = call({
      tool: tool("svc_list_campaigns"),
      request: { headers, params: {}, query: {}, body: undefined },
    });
    await identity(c, next);
    expect(c.identity).toMatchObject({ kind: "token", workspaceId: "ws1", scopes: ["campaigns:read"] });
  });
});

describe("scopes", () => {
  it("answers 403 naming every missing scope", async () => {
    const c = call({
      tool: tool("svc_update_campaign"),
      identity: tokenIdentity(["campaigns:read"]) as Identity,
    });
    const e = await thrown(scopes(c, next));
    expect(e).toMatchObject({ code: "insufficient_scope", status: 403 });
    expect((e as Error).message).toContain("campaigns:write");
  });

  it("goes on when every scope is granted", async () => {
    let went = false;
    const c = call({
      tool: tool("svc_update_campaign"),
      identity: tokenIdentity(["campaigns:write"]) as Identity,
    });
    await scopes(c, () => Promise.resolve(void (went = true)));
    expect(went).toBe(true);
  });
});

describe("validation", () => {
  const write = tool("svc_pause_campaign");
  const req = (params: Record<string, string>, body: unknown, headers = {}) => ({
    headers,
    params,
    query: {},
    body,
  });

  it("names the path argument that does not parse", async () => {
    const e = await thrown(
      validation(
        call({ tool: write, request: req({ campaignId: "abc" }, { idempotencyKey: "key-00001" }) }),
        next,
      ),
    );
    expect(e).toMatchObject({ code: "invalid_request", argument: "campaignId" });
  });

  it("requires an idempotency key on a write", async () => {
    const e = await thrown(validation(call({ tool: write, request: req({ campaignId: "1001" }, {}) }), next));
    expect(e).toMatchObject({ code: "invalid_request", argument: "idempotencyKey" });
  });

  it("refuses a body that is not an object", async () => {
    const e = await thrown(
      validation(call({ tool: write, request: req({ campaignId: "1001" }, [1, 2]) }), next),
    );
    expect(e).toMatchObject({ code: "invalid_request", argument: "body" });
  });

  it("takes the key out of the body, parses the rest and fingerprints it", async () => {
    const c = call({ tool: write, request: req({ campaignId: "1001" }, { idempotencyKey: "key-00001" }) });
    await validation(c, next);
    expect(c.params).toEqual({ campaignId: 1001 });
    expect(c.campaignId).toBe(1001);
    expect(c.idempotencyKey).toBe("key-00001");
    expect(c.body).toEqual({});
    expect(c.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes the key from the header too, and refuses the two when they differ", async () => {
    const c = call({
      tool: write,
      request: req({ campaignId: "1001" }, {}, { "idempotency-key": "key-00002" }),
    });
    await validation(c, next);
    expect(c.idempotencyKey).toBe("key-00002");
    const e = await thrown(
      validation(
        call({
          tool: write,
          request: req({ campaignId: "1001" }, { idempotencyKey: "key-00001" }, {
            "idempotency-key": "key-00002",
          }),
        }),
        next,
      ),
    );
    expect(e).toMatchObject({ argument: "idempotencyKey" });
  });
});

describe("idempotency", () => {
  it("runs a keyed write through the store and answers what it answers", async () => {
    const runs: string[] = [];
    const replay: IdempotentOutcome = { httpStatus: 200, body: { status: "paused", replayed: true } };
    const c = call({
      tool: tool("svc_pause_campaign"),
      identity: tokenIdentity([]) as Identity,
      idempotencyKey: "key-00001",
      fingerprint: "f",
      idem: { run: (_t, ws, key) => (runs.push(`${ws}:${key}`), Promise.resolve(replay)) },
    });
    let handled = false;
    await idempotency(c, () => Promise.resolve(void (handled = true)));
    expect(runs).toEqual(["ws1:key-00001"]);
    expect(handled).toBe(false);
    expect(c.result).toEqual(replay);
  });

  it("lets a read straight through", async () => {
    let handled = false;
    await idempotency(
      call({ tool: tool("svc_list_campaigns") }),
      () => Promise.resolve(void (handled = true)),
    );
    expect(handled).toBe(true);
  });
});

describe("handler", () => {
  it("gets the validated arguments, the workspace and the scope check; its answer is the 200 body", async () => {
    let seen: ToolContext<unknown, unknown, unknown> | undefined;
    const c = call({
      tool: tool("svc_pause_campaign"),
      identity: tokenIdentity(["campaigns:write"]) as Identity,
      params: { campaignId: 1001 },
      body: {},
      idempotencyKey: "key-00001",
      handler: (ctx) => Promise.resolve((seen = ctx, { status: "paused" })),
    });
    await handler(c, next);
    expect(c.result).toEqual({ httpStatus: 200, body: { status: "paused" } });
    expect(seen?.workspaceId).toBe("ws1");
    expect(seen?.params).toEqual({ campaignId: 1001 });
    expect(seen?.idempotencyKey).toBe("key-00001");
    expect(seen?.hasScope("campaigns:write")).toBe(true);
    expect(seen?.hasScope("team:manage")).toBe(false);
  });
});

describe("action record", () => {
  it("records a write with the status it ended with", async () => {
    const c = call({
      tool: tool("svc_pause_campaign"),
      identity: tokenIdentity([]) as Identity,
      campaignId: 1001,
    });
    await actionRecord(
      c,
      () => Promise.resolve(void (c.result = { httpStatus: 200, body: { status: "not_paused" } })),
    );
    expect(c.recorded).toHaveLength(1);
    expect(c.recorded[0]).toMatchObject({
      workspaceId: "ws1",
      tokenId: "tok1",
      tool: "svc_pause_campaign",
      campaignId: 1001,
      outcome: "not_paused",
      httpStatus: 200,
    });
  });

  it("records a refused call with its error code, and keeps the error for the answer", async () => {
    const c = call({ tool: tool("svc_list_campaigns"), identity: tokenIdentity([]) as Identity });
    await actionRecord(c, () => Promise.reject(new ApiError("not_found", "no")));
    expect(c.recorded[0]).toMatchObject({ outcome: "not_found", httpStatus: 404 });
    expect(c.error).toBeInstanceOf(ApiError);
  });

  it("records nothing without a token identity (it never got past identity)", async () => {
    const c = call({ tool: tool("svc_list_campaigns") });
    await actionRecord(c, () => Promise.reject(new ApiError("invalid_token", "no")));
    expect(c.recorded).toHaveLength(0);
  });

  it("a read's status field is data, not its outcome", () => {
    expect(
      outcomeOf({ tool: tool("svc_list_campaigns"), result: { httpStatus: 200, body: { status: "draft" } } })
        .outcome,
    ).toBe("ok");
  });
});

describe("the whole tool pipeline", () => {
  it("a call without a scope is answered 403 and recorded", async () => {
    const headers = { [IDENTITY_HEADER]: signIdentity(tokenIdentity(["campaigns:read"]), SECRET) };
    let handled = false;
    const c = call({
      tool: tool("svc_pause_campaign"),
      request: { headers, params: { campaignId: "1001" }, query: {}, body: { idempotencyKey: "key-00001" } },
      handler: () => Promise.resolve((handled = true, {})),
    });
    await runTool(c);
    expect(c.answer?.status).toBe(403);
    expect(handled).toBe(false);
    expect(c.recorded[0]).toMatchObject({ outcome: "insufficient_scope", httpStatus: 403 });
  });
});

describe("route validation", () => {
  it("parses an ops route's path and body with its schemas", async () => {
    const c = {
      rt,
      route: {
        method: "POST",
        path: "/ops/v1/x/:campaignId",
        params: z.strictObject({ campaignId: z.coerce.number().int() }),
        body: z.strictObject({ name: z.string() }),
        handler: () => Promise.resolve({}),
      },
      kind: "ops",
      request: { headers: {}, params: { campaignId: "12" }, query: {}, body: { name: 3 } },
      requestId: "r",
      log,
    } as RouteCall;
    const e = await thrown(routeValidation(c, next));
    expect(e).toMatchObject({ code: "invalid_request", argument: "name" });
    c.request.body = { name: "n" };
    await routeValidation(c, next);
    expect(c.params).toEqual({ campaignId: 12 });
    expect(c.body).toEqual({ name: "n" });
  });
});

import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../shared/errors.ts";
import {
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  signIdentity,
  verifyIdentity,
} from "../../../shared/identity.ts";
import { getTool } from "../../../shared/registry/index.ts";
import { SCOPES } from "../../../shared/scopes.ts";
import { MCP_MAX_BODY_BYTES } from "../../../shared/routes.ts";
import type { Introspection } from "../bearer/index.ts";
import type { LimitResult, WindowLimiter } from "../rate-limit/index.ts";
import {
  bodySizeStep,
  credentialsStep,
  type GuardCtx,
  type GuardDeps,
  identityStep,
  limitsStep,
  MCP_HEADER,
  type Req,
  requestIdStep,
  routeStep,
  scopesStep,
} from "./steps.ts";

const SECRET = "s".repeat(43);
const TOKEN = `svc_live_${"a".repeat(43)}`;
const silent = Object.assign(() => {}, { child: () => silent }) as any;

function fakeReq(method: string, url: string, headers: Record<string, string> = {}): Req {
  return {
    method,
    url,
    originalUrl: url,
    headers: { ...headers },
    socket: { remoteAddress: "127.0.0.9" },
  } as unknown as Req;
}
function fakeRes(): ServerResponse & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return { headers, setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v) } as unknown as
    & ServerResponse
    & { headers: Record<string, string> };
}
function deps(
  over: Partial<GuardDeps> & { answer?: Introspection; hits?: string[]; allow?: boolean } = {},
): GuardDeps {
  const hits = over.hits ?? [];
  const limiter = {
    hit: async (key: string, limit: number): Promise<LimitResult> => {
      hits.push(key);
      return { allowed: over.allow ?? true, count: 1, limit, retryAfter: 42 };
    },
  } as unknown as WindowLimiter;
  return {
    internalSecret: SECRET,
    opsToken: "ops_secret",
    baseUrl: "https://api.example",
    ratePerMinute: 600,
    setupExchangePerMinute: 120,
    upstreamTimeoutMs: 1000,
    limiter,
    introspect: async () =>
      over.answer ??
        { active: true, workspaceId: "ws_1", tokenId: "tok_1", memberId: 7, scopes: [...SCOPES] },
    log: silent,
    ...over,
  };
}
const ctxFor = (d: GuardDeps, req: Req) => requestIdStep(d, req, fakeRes());
const refusal = async (f: () => unknown): Promise<ApiError> => {
  try {
    await f();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("not refused");
};

describe("guard steps", () => {
  it("requestId: keeps a well-formed id, replaces a bad one, strips identity headers; trusts only a signed MCP proof", () => {
    const d = deps();
    const res = fakeRes();
    const ok = requestIdStep(
      d,
      fakeReq("GET", "/v1/me", {
        [REQUEST_ID_HEADER]: "abc-1",
        [IDENTITY_HEADER]: "forged",
        [MCP_HEADER]: "forged",
      }),
      res,
    );
    expect(ok.requestId).toBe("abc-1");
    expect(res.headers[REQUEST_ID_HEADER]).toBe("abc-1");
    expect(ok.req.headers[IDENTITY_HEADER]).toBeUndefined();
    expect(ok.mcp).toBeUndefined();
    expect(ctxFor(d, fakeReq("GET", "/v1/me", { [REQUEST_ID_HEADER]: "bad id!" })).requestId).not.toBe(
      "bad id!",
    );
    const proof = signIdentity(
      { kind: "service", caller: "mcp", requestId: "r", via: "mcp", call: 1 },
      SECRET,
    );
    expect(ctxFor(d, fakeReq("GET", "/v1/me", { [MCP_HEADER]: proof })).mcp?.call).toBe(1);
  });

  it("route: a tool, an ops path, a passthrough prefix; anything else 404, a wrong method too", async () => {
    const d = deps();
    const tool = ctxFor(d, fakeReq("GET", "/v1/campaigns/1001"));
    routeStep(tool);
    expect(tool.route).toMatchObject({ kind: "tool", tool: { name: "svc_get_campaign" } });
    expect(tool.label).toBe("svc_get_campaign");
    const mcp = ctxFor(d, fakeReq("POST", "/mcp"));
    routeStep(mcp);
    expect(mcp.route?.kind).toBe("passthrough");
    for (const [m, p] of [["GET", "/v1/nope"], ["PUT", "/v1/campaigns"]]) {
      expect((await refusal(() => routeStep(ctxFor(d, fakeReq(m, p))))).code).toBe("not_found");
    }
  });

  it("credentials: the ops token in constant time; 401 codes with the right challenge; a token identity", async () => {
    const run = async (d: GuardDeps, req: Req) => {
      const ctx = ctxFor(d, req);
      routeStep(ctx);
      await credentialsStep(d, ctx);
      return ctx;
    };
    expect(
      (await refusal(() =>
        run(deps(), fakeReq("POST", "/ops/v1/workspaces", { authorization: "Bearer wrong" }))
      )).code,
    ).toBe("invalid_token");
    expect(
      (await run(deps(), fakeReq("POST", "/ops/v1/workspaces", { authorization: "Bearer ops_secret" })))
        .identity?.kind,
    ).toBe("ops");
    const missing = await refusal(() => run(deps(), fakeReq("GET", "/v1/me")));
    expect(missing.code).toBe("missing_token");
    expect(missing.headers["www-authenticate"]).toBe('Bearer realm="api"');
    const mcp = await refusal(() => run(deps(), fakeReq("POST", "/mcp")));
    expect(mcp.headers["www-authenticate"]).toBe(
      'Bearer resource_metadata="https://api.example/.well-known/oauth-protected-resource/mcp", scope="campaigns:read creators:read plan:read"',
    );
    const revoked = await refusal(() =>
      run(
        deps({ answer: { active: false, code: "token_revoked" } }),
        fakeReq("GET", "/v1/me", { authorization: `Bearer ${TOKEN}` }),
      )
    );
    expect([revoked.status, revoked.code]).toEqual([401, "token_revoked"]);
    const ok = await run(deps(), fakeReq("GET", "/v1/me", { authorization: `Bearer ${TOKEN}` }));
    expect(ok.identity).toMatchObject({
      kind: "token",
      workspaceId: "ws_1",
      tokenId: "tok_1",
      via: "rest",
      ip: "127.0.0.9",
    });
    const pub = await run(deps(), fakeReq("POST", "/v1/setup/exchange"));
    expect(pub.identity?.kind).toBe("public");
  });

  it("scopes: 403 naming the scope the tool needs", async () => {
    const d = deps({
      answer: { active: true, workspaceId: "ws_1", tokenId: "t", scopes: ["campaigns:read"] },
    });
    const ctx = ctxFor(d, fakeReq("POST", "/v1/campaigns", { authorization: `Bearer ${TOKEN}` }));
    routeStep(ctx);
    await credentialsStep(d, ctx);
    const e = await refusal(() => scopesStep(ctx));
    expect([e.status, e.code]).toEqual([403, "insufficient_scope"]);
    expect(e.message).toContain("campaigns:write");
    expect(e.headers["www-authenticate"]).toBe('Bearer error="insufficient_scope", scope="campaigns:write"');
  });

  it("limits: per token; the first tools/call of an /mcp request is already paid; per address for the setup exchange", async () => {
    const hits: string[] = [];
    const d = deps({ hits });
    const ctx = (req: Req) => {
      const c = ctxFor(d, req);
      routeStep(c);
      return c;
    };
    const rest = ctx(fakeReq("GET", "/v1/me", { authorization: `Bearer ${TOKEN}` }));
    await credentialsStep(d, rest);
    await limitsStep(d, rest);
    for (const call of [0, 1]) {
      const proof = signIdentity(
        { kind: "service", caller: "mcp", requestId: "r", via: "mcp", call },
        SECRET,
      );
      const c = ctx(fakeReq("GET", "/v1/me", { authorization: `Bearer ${TOKEN}`, [MCP_HEADER]: proof }));
      await credentialsStep(d, c);
      await limitsStep(d, c);
    }
    const setup = ctx(fakeReq("POST", "/v1/setup/exchange"));
    await credentialsStep(d, setup);
    await limitsStep(d, setup);
    expect(hits).toEqual(["tok:tok_1", "tok:tok_1", "ip:svc_setup_exchange:127.0.0.9"]);
    const full = deps({ allow: false });
    const c = ctxFor(full, fakeReq("GET", "/v1/me", { authorization: `Bearer ${TOKEN}` }));
    routeStep(c);
    await credentialsStep(full, c);
    const e = await refusal(() => limitsStep(full, c));
    expect([e.status, e.code, e.headers["retry-after"]]).toEqual([429, "rate_limited", "42"]);
  });

  it("body size: a declared body over the tool's limit is 413 before it is read", async () => {
    const d = deps();
    const tool = getTool("svc_create_campaign")!;
    const c = ctxFor(
      d,
      fakeReq("POST", "/v1/campaigns", { "content-length": String(tool.maxBodyBytes + 10_000) }),
    );
    routeStep(c);
    expect((await refusal(() => bodySizeStep(c))).code).toBe("payload_too_large");
  });

  it("body size: a declared /mcp body over its cap is 413 at the gateway, one at the cap goes on", async () => {
    const d = deps();
    const over = ctxFor(
      d,
      fakeReq("POST", "/mcp", {
        authorization: `Bearer ${TOKEN}`,
        "content-length": String(MCP_MAX_BODY_BYTES + 1),
      }),
    );
    routeStep(over);
    expect((await refusal(() => bodySizeStep(over))).code).toBe("payload_too_large");
    const at = ctxFor(
      d,
      fakeReq("POST", "/mcp", {
        authorization: `Bearer ${TOKEN}`,
        "content-length": String(MCP_MAX_BODY_BYTES),
      }),
    );
    routeStep(at);
    expect(() => bodySizeStep(at)).not.toThrow();
  });

  it("identity: signs what the steps decided, verifiable by the services", async () => {
    const d = deps();
    const c = ctxFor(d, fakeReq("GET", "/v1/me", { authorization: `Bearer ${TOKEN}` }));
    routeStep(c);
    await credentialsStep(d, c);
    identityStep(d, c as GuardCtx);
    const v = verifyIdentity(c.req.headers[IDENTITY_HEADER] as string, SECRET);
    expect(v.ok && v.identity).toMatchObject({ kind: "token", tokenId: "tok_1", scopes: [...SCOPES] });
  });
});

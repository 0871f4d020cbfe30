import type { IncomingHttpHeaders } from "node:http";
import { ObjectId } from "mongodb";
import type { z } from "zod";
import { ApiError, invalidArgument, renderError } from "../errors.ts";
import {
  fingerprint,
  IDEMPOTENCY_HEADER,
  type IdempotencyStore,
  type IdempotentOutcome,
  resolveKey,
} from "../idempotency/index.ts";
import { type Identity, IDENTITY_HEADER, REQUEST_ID_HEADER, verifyIdentity } from "../identity.ts";
import type { Logger } from "../log.ts";
import { processMetrics } from "../observability/index.ts";
import type { ToolDef } from "../registry/types.ts";
import { missingScopes, type Scope } from "../scopes.ts";
import type { ActionRecorder } from "./action-recorder.ts";
import type { Runtime } from "./runtime.ts";
import { zodToApiError } from "./validation.ts";

/**
 * A request to a service as a list of named steps, read top to bottom:
 *
 *   answer → action record → identity → scopes → validation → idempotency → handler
 *
 * Each step is `(call, next) => Promise<void>`: it does its one thing to the call, then runs the rest
 * (`next`). `answer` and `actionRecord` wrap the rest: the answer is rendered, and the call recorded,
 * after the handler ran or a step threw. No step knows express: the app (app.ts) turns an express
 * request into a call and writes `call.answer`, so each step is tested by calling it (pipeline.test.ts).
 */

/** The identity a tool handler sees: a token's, with its workspace and scopes. */
export type ToolIdentity = Identity & { workspaceId: string; scopes: Scope[] };

/** What a handler gets: validated params, query and body, typed from the tool's schemas (tools.ts). */
export interface ToolContext<
  P = Record<string, unknown>,
  Q = Record<string, unknown>,
  B = Record<string, unknown>,
> {
  rt: Runtime;
  tool: ToolDef;
  identity: ToolIdentity;
  workspaceId: string;
  params: P;
  query: Q;
  body: B;
  requestId: string;
  log: Logger;
  hasScope: (scope: Scope) => boolean;
  /** A write's idempotency key (undefined for reads): for keying a side effect outside our store. */
  idempotencyKey?: string;
}

/**
 * What a table of handlers holds: each tool's own context type (`defineTools`, tools.ts, and `route()`
 * type each one from its schemas). `never` in the slots: any typed handler fits the table, and the
 * pipeline hands each the values its own schemas parsed (one `as never` where it calls it).
 */
type Untyped = never;

/** A handler returns the 200 body (or throws ApiError). */
export type ToolHandler = (ctx: ToolContext<Untyped, Untyped, Untyped>) => Promise<Record<string, unknown>>;

/** The HTTP answer a pipeline ends with. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** The request as the steps see it (no express). */
export interface RequestIn {
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

interface CallBase {
  rt: Runtime;
  request: RequestIn;
  requestId: string;
  log: Logger;
  identity?: Identity;
  result?: IdempotentOutcome;
  error?: unknown;
  answer?: Answer;
}

/** What a tool call carries from step to step. */
export interface ToolCall extends CallBase {
  tool: ToolDef;
  handler: ToolHandler;
  idem: Pick<IdempotencyStore, "run">;
  recorder: Pick<ActionRecorder, "record">;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  idempotencyKey?: string;
  fingerprint?: string;
  campaignId: number | null;
}

export type Step<C> = (call: C, next: () => Promise<void>) => Promise<void>;

/** Runs the steps in order; each one's `next` is the rest. */
export function compose<C>(steps: readonly Step<C>[]): (call: C) => Promise<void> {
  return (call) => {
    const run = (
      i: number,
    ): Promise<void> => (i < steps.length ? steps[i](call, () => run(i + 1)) : Promise.resolve());
    return run(0);
  };
}

/** The caller's request id when it is a sane one, else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const v = headers[REQUEST_ID_HEADER];
  return typeof v === "string" && /^[A-Za-z0-9._:-]{1,100}$/.test(v) ? v : crypto.randomUUID();
}

/** Parses with a zod schema; a failure becomes 400 invalid_request naming the argument. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw zodToApiError(r.error, where);
  return r.data;
}

/** The signed identity the gateway (or a service) sent, of the kind this route is for. */
export function verifiedIdentity(
  rt: Runtime,
  headers: IncomingHttpHeaders,
  kind: Identity["kind"],
  path: string,
): Identity {
  const v = verifyIdentity(headers[IDENTITY_HEADER] as string | undefined, rt.env.internalSecret);
  if (!v.ok) {
    rt.log("warn", "refused a request without a valid signed identity", { reason: v.reason, path });
    throw new ApiError("invalid_token", "This service is reached through the gateway only.");
  }
  if (v.identity.kind !== kind) {
    throw new ApiError("wrong_principal", "This route is not for this kind of caller.");
  }
  return v.identity;
}

/** The HTTP status and outcome of a finished call (the action record's and the metrics' view). */
export function outcomeOf(
  call: Pick<ToolCall, "tool" | "result" | "error">,
): { httpStatus: number; outcome: string } {
  if (call.error !== undefined) {
    const e = call.error;
    return e instanceof ApiError
      ? { httpStatus: e.status, outcome: e.code }
      : { httpStatus: 500, outcome: "internal_error" };
  }
  const r = call.result ?? { httpStatus: 200, body: {} };
  // A write's `status` says how it ended (created, refused, ...); a read's `status` is data.
  const outcome = call.tool.kind === "write" && typeof r.body.status === "string" ? r.body.status : "ok";
  return { httpStatus: r.httpStatus, outcome };
}

// ---------------------------------------------------------------------------------------------------
// The steps

/** answer: renders the result, or the error a later step threw (one renderer: shared/errors.ts). */
export async function answer<C extends CallBase>(call: C, next: () => Promise<void>): Promise<void> {
  try {
    await next();
  } catch (e) {
    call.error = e;
  }
  if (call.error !== undefined) {
    const r = renderError(call.error, call.requestId);
    if (r.unexpected) {
      const e = call.error;
      call.log("error", "unexpected error", {
        requestId: call.requestId,
        err: e instanceof Error ? e.stack ?? e.message : String(e),
      });
    }
    call.answer = { status: r.status, headers: r.headers, body: r.body };
    return;
  }
  const result = call.result ?? { httpStatus: 200, body: {} };
  call.answer = { status: result.httpStatus, headers: {}, body: result.body };
}

/**
 * action record: after the call, whatever it ended as, one entry of the workspace's action history
 * (svc_list_actions), buffered and sent in batches (action-recorder.ts). Only token calls are recorded.
 */
export async function actionRecord(call: ToolCall, next: () => Promise<void>): Promise<void> {
  try {
    await next();
  } catch (e) {
    call.error = e;
  }
  const identity = call.identity;
  if (identity?.kind !== "token" || !identity.workspaceId || !identity.tokenId) return;
  const { httpStatus, outcome } = outcomeOf(call);
  call.recorder.record({
    id: new ObjectId().toHexString(),
    workspaceId: identity.workspaceId,
    tokenId: identity.tokenId,
    tool: call.tool.name,
    campaignId: call.campaignId,
    outcome,
    httpStatus,
    via: identity.via ?? "rest",
    requestId: call.requestId,
    at: new Date().toISOString(),
  });
}

/** identity: the gateway's signed identity; a token's must carry its workspace and scopes. */
export async function identity(call: ToolCall, next: () => Promise<void>): Promise<void> {
  const kind = call.tool.auth === "none" ? "public" : "token";
  const id = verifiedIdentity(call.rt, call.request.headers, kind, call.tool.path);
  if (kind === "token" && (!id.workspaceId || !id.scopes)) {
    throw new ApiError("invalid_token", "Identity without a workspace.");
  }
  call.identity = id;
  await next();
}

/** scopes: every scope the tool needs (the registry's), or 403 naming what is missing. */
export async function scopes(call: ToolCall, next: () => Promise<void>): Promise<void> {
  if (call.tool.auth !== "none") {
    const lacking = missingScopes(call.identity?.scopes ?? [], call.tool.scopes);
    if (lacking.length) {
      throw new ApiError(
        "insufficient_scope",
        `This token lacks the scope ${lacking.join(", ")} that ${call.tool.name} needs.`,
      );
    }
  }
  await next();
}

function campaignIdOf(params: Record<string, unknown>, query: Record<string, unknown>): number | null {
  const v = params.campaignId ?? query.campaignId;
  return typeof v === "number" ? v : null;
}

/**
 * validation: path, query and body against the tool's zod schemas (400 naming the argument). A write's
 * body must be an object; its `idempotencyKey` (or the header) is taken out and checked here too, and
 * the request's fingerprint made for the idempotency step.
 */
export async function validation(call: ToolCall, next: () => Promise<void>): Promise<void> {
  const { tool, request } = call;
  const raw = request.body === undefined ? {} : request.body;
  if (tool.auth === "none") {
    call.body = parseWith(tool.body, raw, "body");
    return await next();
  }
  call.params = parseWith(tool.params, request.params, "path");
  call.query = parseWith(tool.query, { ...request.query }, "query");
  call.campaignId = campaignIdOf(call.params, call.query);
  if (tool.kind === "write") {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
      throw invalidArgument("body", "must be a JSON object");
    }
    const { idempotencyKey, ...rest } = raw as Record<string, unknown>;
    call.idempotencyKey = resolveKey(
      idempotencyKey,
      request.headers[IDEMPOTENCY_HEADER] as string | undefined,
    );
    call.body = parseWith(tool.body, rest, "body");
    call.fingerprint = fingerprint(tool.name, call.params, rest);
  } else {
    call.body = {};
  }
  await next();
}

/** idempotency: a write runs once per (workspace, key); a repeat answers the first result (spec 4.3). */
export async function idempotency(call: ToolCall, next: () => Promise<void>): Promise<void> {
  if (call.idempotencyKey === undefined || call.fingerprint === undefined) return await next();
  call.result = await call.idem.run(
    call.tool,
    call.identity!.workspaceId!,
    call.idempotencyKey,
    call.fingerprint,
    async () => {
      await next();
      return call.result!;
    },
  );
  if (call.result.body.replayed === true) {
    processMetrics().idempotencyReplays.inc({ service: call.rt.name, tool: call.tool.name });
  }
}

/** handler: the service's own code, with a context typed from the tool's schemas. */
export async function handler(call: ToolCall, _next: () => Promise<void>): Promise<void> {
  const id = call.identity as ToolIdentity;
  const granted = id.scopes ?? [];
  const ctx: ToolContext<unknown, unknown, unknown> = {
    rt: call.rt,
    tool: call.tool,
    identity: id,
    workspaceId: call.tool.auth === "none" ? "" : id.workspaceId,
    params: call.tool.auth === "none" ? {} : call.params,
    query: call.tool.auth === "none" ? {} : call.query,
    body: call.body,
    requestId: call.requestId,
    log: call.log,
    hasScope: (s) => granted.includes(s),
    idempotencyKey: call.idempotencyKey,
  };
  call.result = { httpStatus: 200, body: await call.handler(ctx as never) };
}

/** The steps of every tool call, in order. */
export const TOOL_STEPS: readonly Step<ToolCall>[] = [
  answer,
  actionRecord,
  identity,
  scopes,
  validation,
  idempotency,
  handler,
];

export const runTool = compose(TOOL_STEPS);

// ---------------------------------------------------------------------------------------------------
// Ops and internal routes: answer → identity (ops or service) → validation → handler

/** What an ops or internal route's handler gets. */
export interface RouteContext<P = Record<string, string>, Q = unknown, B = unknown> {
  rt: Runtime;
  identity: Identity;
  params: P;
  query: Q;
  body: B;
  requestId: string;
  log: Logger;
}

export interface ExtraRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Express path, e.g. `/ops/v1/campaigns/:campaignId/publish` or `/internal/campaigns/:campaignId`. */
  path: string;
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Each route's own context type: `route()` types one from its schemas. */
  handler: (ctx: RouteContext<Untyped, Untyped, Untyped>) => Promise<unknown>;
}

/** An ops or internal route whose handler is typed from its schemas. */
export function route<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  r: {
    method: ExtraRoute["method"];
    path: string;
    params?: P;
    query?: Q;
    body?: B;
    handler: (
      ctx: RouteContext<
        P extends z.ZodType ? z.infer<P> : Record<string, string>,
        Q extends z.ZodType ? z.infer<Q> : unknown,
        B extends z.ZodType ? z.infer<B> : unknown
      >,
    ) => Promise<unknown>;
  },
): ExtraRoute {
  return r;
}

export interface RouteCall extends CallBase {
  route: ExtraRoute;
  kind: Identity["kind"];
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** identity of an ops (ops token) or internal (service) route. */
export async function routeIdentity(call: RouteCall, next: () => Promise<void>): Promise<void> {
  call.identity = verifiedIdentity(call.rt, call.request.headers, call.kind, call.route.path);
  await next();
}

/** validation of an ops or internal route: its path, query and body schemas, when it has them. */
export async function routeValidation(call: RouteCall, next: () => Promise<void>): Promise<void> {
  const { route: r, request } = call;
  call.params = r.params ? parseWith(r.params, request.params, "path") : request.params;
  call.query = r.query ? parseWith(r.query, { ...request.query }, "query") : request.query;
  call.body = r.body ? parseWith(r.body, request.body ?? {}, "body") : request.body;
  await next();
}

/** handler of an ops or internal route; its answer is the 200 body (`{}` when it returns nothing). */
export async function routeHandler(call: RouteCall, _next: () => Promise<void>): Promise<void> {
  const ctx: RouteContext<unknown, unknown, unknown> = {
    rt: call.rt,
    identity: call.identity!,
    params: call.params,
    query: call.query,
    body: call.body,
    requestId: call.requestId,
    log: call.log,
  };
  const out = await call.route.handler(ctx as never);
  call.result = { httpStatus: 200, body: (out ?? {}) as Record<string, unknown> };
}

export const ROUTE_STEPS: readonly Step<RouteCall>[] = [answer, routeIdentity, routeValidation, routeHandler];

export const runRoute = compose(ROUTE_STEPS);

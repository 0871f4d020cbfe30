import { z } from "zod";
import { SCOPES } from "../scopes.ts";
import { CURSOR, intId, isoTime, LIMIT, nextCursor } from "./common.ts";
import { readTool } from "./define.ts";
import { SMALL_BODY_BYTES, type ToolDef } from "./types.ts";

const workspace = z.object({ id: z.string(), name: z.string() });
const tokenRecord = {
  workspace,
  label: z.string(),
  scopes: z.array(z.enum(SCOPES)),
  expiresAt: z.string().nullable().describe("ISO 8601 UTC; null means never"),
};

export const svc_whoami = readTool({
  name: "svc_whoami",
  title: "Who am I",
  description:
    "Call this first. Returns the workspace this token speaks for, the token's label, its scopes and when it expires (null: never). Use the scopes to know which tools you may call.",
  path: "/v1/me",
  scopes: [],
  service: "oauth",
  response: z.object(tokenRecord),
});

export const svc_list_actions = readTool({
  name: "svc_list_actions",
  title: "List this token's actions",
  description:
    "What this token has done: each tool call (REST or MCP) with the tool, the campaign, how it ended and when, newest first. Filter by campaignId; page with cursor.",
  path: "/v1/actions",
  scopes: [],
  service: "oauth",
  query: z.strictObject({
    campaignId: intId("campaignId").optional(),
    limit: LIMIT.optional(),
    cursor: CURSOR.optional(),
  }),
  response: z.object({
    actions: z.array(
      z.object({
        tool: z.string(),
        campaignId: z.number().int().nullable(),
        outcome: z.string().describe("The result status (e.g. created, refused) or the error code"),
        httpStatus: z.number().int(),
        at: isoTime,
      }),
    ),
    nextCursor,
  }),
});

/** Not an MCP tool: a person's setup code becomes the agent's token (ops contract). */
export const svc_setup_exchange = {
  ...readTool({
    name: "svc_setup_exchange",
    title: "Exchange a setup code",
    description:
      "Exchange a one-time setup code for an API token. No Authorization header. The token is shown once: keep it in the SERVICE_TOKEN environment variable, never in files, command lines, commits or replies.",
    path: "/v1/setup/exchange",
    scopes: [],
    service: "oauth",
    response: z.object({ token: z.string(), ...tokenRecord }),
  }),
  kind: "write",
  method: "POST",
  auth: "none",
  body: z.strictObject({ setupCode: z.string().min(1).max(200) }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  retrySafe: false,
  rerunAfterError: false,
  maxBodyBytes: SMALL_BODY_BYTES,
  mcp: false,
} satisfies ToolDef;

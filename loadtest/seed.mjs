// One seeder for every load script (run.mjs, bench.mjs, replica-kill.mjs, scripts/loadtest-k6.mjs):
// a workspace on an active plan, tokens with the scopes asked for, a live campaign with applicants,
// club cards and drafts. Tool paths and scopes come from the stack's own /v1/openapi.json (derived
// from the registry), never restated here; ops paths are the ops contract's.

/** A client for one stack: JSON in and out, a clear error on anything but 200. */
export function client(baseUrl, opsToken) {
  return async (method, path, body, token = opsToken) => {
    const r = await fetch(baseUrl + path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
}

/** The tools of a stack by name, from its OpenAPI document: method, path template, scopes. */
export async function toolsOf(baseUrl) {
  const doc = await fetch(`${baseUrl}/v1/openapi.json`).then((r) => r.json());
  const tools = {};
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      tools[op.operationId] = { method: method.toUpperCase(), path, scopes: op["x-scopes"] ?? [] };
    }
  }
  return tools;
}

/** A tool's path with its parameters filled in. */
export function pathOf(tool, params = {}) {
  return tool.path.replace(/\{(\w+)\}/g, (_m, k) => encodeURIComponent(String(params[k])));
}

const CLUB = {
  niches: ["Career", "Tech / AI", "Fitness", "Food", "Gaming"],
  reach: ["nano", "micro", "mid", "macro"],
  engagement: ["high", "typical", "low"],
  experience: ["proven", "established", "member"],
};

/**
 * Seeds a stack. `tokens`: label → scopes (each token its own rate window); `drafts`: label → how many
 * draft campaigns (one per connection or VU that edits: concurrent edits of one campaign answer 503).
 */
export async function seedStack(
  baseUrl,
  opsToken,
  { name = "Load", tokens = {}, applicants = 10, club = 10, drafts = {} } = {},
) {
  const req = client(baseUrl, opsToken);
  const tools = await toolsOf(baseUrl);
  const call = (toolName, params, body, token) => {
    const t = tools[toolName];
    if (!t) throw new Error(`the stack's OpenAPI document has no ${toolName}`);
    return req(t.method, pathOf(t, params), body, token);
  };
  const stamp = Date.now().toString(36);
  const ws = await req("POST", "/ops/v1/workspaces", {
    brand: `${name} ${stamp}`,
    memberEmail: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${stamp}@example.com`,
    plan: { status: "active", tier: "growth", cap: 1000000, used: 0, periodEndsAt: "2099-12-31T00:00:00Z" },
  });
  const tokenFor = async (label, scopes) => {
    const { setupCode } = await req("POST", `/ops/v1/workspaces/${ws.workspaceId}/setup-codes`, {
      scopes,
      label,
      expiry: "30d",
    });
    return (await call("svc_setup_exchange", {}, { setupCode }, null)).token;
  };
  const seedToken = await tokenFor("seed", [
    ...new Set(["svc_create_campaign", "svc_request_publish"].flatMap((t) => tools[t].scopes)),
  ]);
  const made = {};
  for (const [label, scopes] of Object.entries(tokens)) made[label] = await tokenFor(label, scopes);
  const campaign = async (title) =>
    (await call("svc_create_campaign", {}, {
      idempotencyKey: `seed-${title.replace(/[^A-Za-z0-9]+/g, "-")}-${stamp}`,
      title,
      overview: "Short videos about the fall line.",
      payLine: "$150 per video",
      deliverables: ["One 30-60s video"],
      requirements: ["US based"],
      marketCountryCodes: ["US"],
    }, seedToken)).campaignId;
  const campaignId = await campaign(`${name} live`);
  await call("svc_request_publish", { campaignId }, { idempotencyKey: `seed-pub-${stamp}` }, seedToken);
  await req("POST", `/ops/v1/campaigns/${campaignId}/publish`);
  for (let i = 0; i < applicants; i++) {
    await req("POST", `/ops/v1/campaigns/${campaignId}/creators`, {
      name: `Applicant ${i}`,
      status: "applicant",
      videoapp: `@a${i}`,
      followers: 1000 + i,
      bio: "I make videos.",
    });
  }
  for (let i = 0; i < club; i++) {
    await req("POST", "/ops/v1/club/creators", {
      displayName: "Club Person",
      country: "US",
      niches: [CLUB.niches[i % CLUB.niches.length]],
      platforms: { videoapp: true, photoapp: i % 2 === 0 },
      reach: CLUB.reach[i % 4],
      engagement: CLUB.engagement[i % 3],
      experience: CLUB.experience[i % 3],
    });
  }
  const draftIds = {};
  for (const [label, n] of Object.entries(drafts)) {
    draftIds[label] = [];
    for (let i = 0; i < n; i++) draftIds[label].push(await campaign(`${name} ${label} draft ${i}`));
  }
  return { workspaceId: ws.workspaceId, campaignId, tokens: made, draftIds, tools };
}

import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { getTool } from "../../shared/registry/index.ts";
import { call, eventually, http, key, liveCampaign, newWorkspace, ops, serviceDb } from "./harness.ts";

/** Metrics and trace context on the real stack (issue 10): what an SRE scrapes and follows. */
const serviceUrl = (service: string): string =>
  JSON.parse(inject("processes").gateway.env.SERVICE_URLS)[service];

async function scrape(service: string): Promise<string> {
  const r = await fetch(`${serviceUrl(service)}/metrics`);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toContain("text/plain");
  return await r.text();
}

function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

describe("GET /metrics on a service", () => {
  it("shows per-tool counts and latency by status, idempotency replays and the outbox gauges", async () => {
    const ws = await newWorkspace();
    await call(ws.token, "svc_list_campaigns");
    await call(ws.token, "svc_list_campaigns");
    const missing = await call(ws.token, "svc_get_campaign", { params: { campaignId: 987654 } });
    expect(missing.status).toBe(404);
    const k = key("obs");
    const first = await call(ws.token, "svc_create_campaign", {
      key: k,
      body: {
        title: "Obs",
        overview: "o",
        deliverables: ["v"],
        requirements: [],
        marketCountryCodes: ["US"],
      },
    });
    const again = await call(ws.token, "svc_create_campaign", {
      key: k,
      body: {
        title: "Obs",
        overview: "o",
        deliverables: ["v"],
        requirements: [],
        marketCountryCodes: ["US"],
      },
    });
    expect(first.status).toBe(200);
    expect(again.body.replayed).toBe(true);

    const text = await scrape("campaign");
    expect(text).toContain("# TYPE ccw_tool_requests_total counter");
    expect(value(text, 'ccw_tool_requests_total{service="campaign",tool="svc_list_campaigns",status="200"}'))
      .toBeGreaterThanOrEqual(2);
    expect(value(text, 'ccw_tool_requests_total{service="campaign",tool="svc_get_campaign",status="404"}'))
      .toBeGreaterThanOrEqual(1);
    expect(
      value(
        text,
        'ccw_tool_request_duration_seconds_count{service="campaign",tool="svc_list_campaigns",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(
      /ccw_tool_request_duration_seconds_bucket\{service="campaign",tool="svc_list_campaigns",status="200",le="\+Inf"\} \d+/,
    );
    expect(value(text, 'ccw_idempotency_replays_total{service="campaign",tool="svc_create_campaign"}'))
      .toBeGreaterThanOrEqual(1);
    // The outbox gauges: an edit of the draft puts a ccw.campaign.changed record in the outbox; the relay
    // publishes it, after which nothing is waiting and the lag is back to 0 (a stuck relay fails here).
    const edit = await call(ws.token, "svc_update_campaign", {
      key: key("obs-edit"),
      params: { campaignId: first.body.campaignId },
      body: { changes: { title: "Obs 2" } },
    });
    expect(edit.body.applied).toBe("direct");
    await eventually(async () => {
      const now = await scrape("campaign");
      expect(value(now, 'ccw_outbox_backlog{service="campaign"}')).toBe(0);
      expect(value(now, 'ccw_outbox_lag_seconds{service="campaign"}')).toBe(0);
    });
    // The action history calls campaign makes to oauth show up there as internal routes.
    expect(
      value(await scrape("oauth"), 'ccw_http_requests_total{service="oauth",kind="internal",status="200"}'),
    ).toBeGreaterThan(0);
  });

  it("is not routed by the gateway", async () => {
    const r = await http("GET", "/metrics");
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
  });
});

describe("W3C trace context", () => {
  it("carries the caller's trace id from the gateway through the service into the outbox record that becomes the NATS message", async () => {
    const ws = await newWorkspace();
    const id = await liveCampaign(ws.token);
    const traceId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) =>
      b.toString(16).padStart(2, "0")
    ).join("");
    const tool = getTool("svc_pause_campaign")!;
    const r = await http(tool.method, tool.path.replace("{campaignId}", String(id)), {
      token: ws.token,
      body: { idempotencyKey: key("pause") },
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(r.status).toBe(200);
    const { db, close } = await serviceDb("campaign");
    try {
      const rec = await db.collection("outbox").findOne({
        subject: "ccw.campaign.paused",
        "payload.campaignId": id,
      });
      expect(rec?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
      expect(rec?.traceparent).not.toContain("00f067aa0ba902b7"); // a span of its own
    } finally {
      await close();
    }
  });

  it("starts a trace at the gateway when the caller sent none", async () => {
    const ws = await newWorkspace();
    const id = await liveCampaign(ws.token);
    const r = await call(ws.token, "svc_pause_campaign", { params: { campaignId: id } });
    expect(r.status).toBe(200);
    const { db, close } = await serviceDb("campaign");
    try {
      const rec = await db.collection("outbox").findOne({
        subject: "ccw.campaign.paused",
        "payload.campaignId": id,
      });
      expect(rec?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    } finally {
      await close();
    }
  });

  it("reaches the NATS consumer: the creator notifier's log line for the message carries the caller's trace id", async () => {
    const ws = await newWorkspace();
    const campaignId = await liveCampaign(ws.token);
    const seeded = await ops("POST", `/ops/v1/campaigns/${campaignId}/creators`, {
      name: "Trace Applicant",
      status: "applicant",
    });
    expect(seeded.status, seeded.text).toBe(200);
    const memberId = seeded.body.memberId;
    const traceId = [...crypto.getRandomValues(new Uint8Array(16))].map((b) =>
      b.toString(16).padStart(2, "0")
    ).join("");
    const tool = getTool("svc_decide_applicant")!;
    const r = await http(
      tool.method,
      tool.path.replace("{campaignId}", String(campaignId)).replace("{memberId}", String(memberId)),
      {
        token: ws.token,
        body: { idempotencyKey: key("decide"), decision: "accept" },
        headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` },
      },
    );
    expect(r.status, r.text).toBe(200);
    // gateway → creator service (handler) → outbox record → JetStream header → creator notifier (consumer) → log.
    const logFile = inject("processes").creator.log;
    const line = await eventually(async () => {
      const found = readFileSync(logFile, "utf8").split("\n").find((l) =>
        l.includes('"message delivered"') && l.includes(traceId)
      );
      if (!found) throw new Error("no delivered line with the trace id yet");
      return JSON.parse(found);
    });
    expect(line).toMatchObject({ service: "creator", msg: "message delivered", traceId });
    expect(line.spanId).toMatch(/^[0-9a-f]{16}$/);
  });
});

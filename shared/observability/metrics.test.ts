import { describe, expect, it } from "vitest";
import {
  childContext,
  currentTrace,
  formatTraceparent,
  outgoingTraceparent,
  parseTraceparent,
  runWithTrace,
  traced,
} from "./index.ts";
import { Registry } from "./metrics.ts";

describe("metrics registry", () => {
  it("renders counters, gauges and cumulative histograms in the Prometheus text format", async () => {
    const r = new Registry();
    const c = r.counter("ccw_tool_requests_total", "Tool calls.", ["service", "tool", "status"]);
    c.inc({ service: "campaign", tool: "svc_list_campaigns", status: 200 });
    c.inc({ service: "campaign", tool: "svc_list_campaigns", status: 200 }, 2);
    c.inc({ service: "campaign", tool: "svc_get_campaign", status: 404 });
    const h = r.histogram("ccw_tool_request_duration_seconds", "Latency.", ["tool"], [0.01, 0.1, 1]);
    h.observe({ tool: "a" }, 0.005);
    h.observe({ tool: "a" }, 0.05);
    h.observe({ tool: "a" }, 0.1); // on a bound: le="0.1"
    h.observe({ tool: "a" }, 3);
    r.gauge("ccw_outbox_backlog", "Backlog.", ["service"], (g) => g.set({ service: "club" }, 7));
    const text = await r.render();
    expect(text).toContain("# TYPE ccw_tool_requests_total counter");
    expect(text).toContain(
      'ccw_tool_requests_total{service="campaign",tool="svc_list_campaigns",status="200"} 3',
    );
    expect(text).toContain(
      'ccw_tool_requests_total{service="campaign",tool="svc_get_campaign",status="404"} 1',
    );
    expect(text).toContain("# TYPE ccw_tool_request_duration_seconds histogram");
    expect(text).toContain('ccw_tool_request_duration_seconds_bucket{tool="a",le="0.01"} 1');
    expect(text).toContain('ccw_tool_request_duration_seconds_bucket{tool="a",le="0.1"} 3');
    expect(text).toContain('ccw_tool_request_duration_seconds_bucket{tool="a",le="1"} 3');
    expect(text).toContain('ccw_tool_request_duration_seconds_bucket{tool="a",le="+Inf"} 4');
    expect(text).toContain('ccw_tool_request_duration_seconds_count{tool="a"} 4');
    expect(text).toMatch(/ccw_tool_request_duration_seconds_sum\{tool="a"\} 3\.15/);
    expect(text).toContain('ccw_outbox_backlog{service="club"} 7');
    expect(text.endsWith("\n")).toBe(true);
  });

  it("escapes label values, refuses bad names and a second registration of another shape", async () => {
    const r = new Registry();
    r.counter("x_total", "X.", ["v"]).inc({ v: 'a"b\\c\nd' });
    expect(await r.render()).toContain('x_total{v="a\\"b\\\\c\\nd"} 1');
    expect(() => r.counter("bad-name", "no")).toThrow();
    expect(() => r.histogram("h", "h", ["le"])).toThrow();
    expect(r.counter("x_total", "X.", ["v"])).toBe(r.get("x_total"));
    expect(() => r.gauge("x_total", "X.", ["v"])).toThrow();
    expect(() => r.counter("y_total", "Y.").inc(undefined, -1)).toThrow();
  });

  it("leaves out a gauge whose collector fails and keeps the rest", async () => {
    const r = new Registry();
    r.gauge("broken", "B.", [], () => {
      throw new Error("db down");
    });
    r.counter("ok_total", "OK.").inc();
    const text = await r.render();
    expect(text).not.toContain("broken");
    expect(text).toContain("ok_total 1");
  });
});

describe("trace context", () => {
  it("parses and formats W3C traceparent, refusing invalid ones", () => {
    const tp = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    expect(parseTraceparent(tp)).toEqual({
      traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
      spanId: "00f067aa0ba902b7",
      flags: "01",
    });
    expect(formatTraceparent(parseTraceparent(tp)!)).toBe(tp);
    expect(parseTraceparent("00-00000000000000000000000000000000-00f067aa0ba902b7-01")).toBeNull();
    expect(parseTraceparent("ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")).toBeNull();
    expect(parseTraceparent("00-xyz")).toBeNull();
    expect(parseTraceparent(undefined)).toBeNull();
  });

  it("keeps the trace id across hops with a new span id, and starts a trace when none came", () => {
    const parent = parseTraceparent("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")!;
    const child = childContext(formatTraceparent(parent));
    expect(child.traceId).toBe(parent.traceId);
    expect(child.spanId).not.toBe(parent.spanId);
    const fresh = childContext(undefined);
    expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.spanId).toMatch(/^[0-9a-f]{16}$/);
  });

  it("carries the context through awaits and into log lines", async () => {
    const lines: Record<string, unknown>[] = [];
    const base = ((_l: string, msg: string, f?: Record<string, unknown>) => lines.push({ msg, ...f })) as any;
    base.child = () => base;
    const log = traced(base);
    const ctx = childContext(undefined);
    expect(outgoingTraceparent()).toBeUndefined();
    await runWithTrace(ctx, async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(currentTrace()?.traceId).toBe(ctx.traceId);
      expect(parseTraceparent(outgoingTraceparent())?.traceId).toBe(ctx.traceId);
      log.child({ a: 1 })("info", "inside");
    });
    log("info", "outside");
    expect(lines[0]).toMatchObject({ msg: "inside", traceId: ctx.traceId });
    expect(lines[1].traceId).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { Registry } from "./metrics.ts";
import { processCollectors } from "./process.ts";

const sample = (text: string, series: string) =>
  Number(text.split("\n").find((l) => l.startsWith(`${series} `))?.split(" ")[1]);

describe("process collectors", () => {
  it("serve CPU seconds as a counter that only grows, and memory as gauges, labelled with the service", async () => {
    const r = new Registry();
    let name = "unknown";
    processCollectors(r, () => name);
    name = "campaign";
    const first = await r.render();
    expect(first).toContain("# TYPE process_cpu_seconds_total counter");
    expect(first).toContain("# TYPE process_resident_memory_bytes gauge");
    const cpu1 = sample(first, 'process_cpu_seconds_total{service="campaign"}');
    expect(cpu1).toBeGreaterThan(0);
    expect(sample(first, 'process_resident_memory_bytes{service="campaign"}')).toBeGreaterThan(1024 * 1024);
    expect(sample(first, 'process_heap_used_bytes{service="campaign"}')).toBeGreaterThan(0);
    expect(sample(first, 'process_start_time_seconds{service="campaign"}')).toBeLessThanOrEqual(
      Date.now() / 1000,
    );
    let x = 0;
    for (let i = 0; i < 2_000_000; i++) x += Math.sqrt(i); // burn a little CPU
    expect(x).toBeGreaterThan(0);
    const cpu2 = sample(await r.render(), 'process_cpu_seconds_total{service="campaign"}');
    expect(cpu2).toBeGreaterThan(cpu1);
  });
});

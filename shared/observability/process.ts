import process from "node:process";
import type { Registry } from "./metrics.ts";

/**
 * The process's own CPU and memory, computed on each scrape (the Prometheus client conventions'
 * names, plus a `service` label like every ccw series): what the SRE dashboard's "process" row and
 * the scaling decisions read.
 */
export function processCollectors(registry: Registry, service: () => string): void {
  const cpu = registry.counter(
    "process_cpu_seconds_total",
    "Total user and system CPU time spent, in seconds.",
    ["service"],
  );
  const render = cpu.lines.bind(cpu);
  cpu.lines = () => {
    const u = process.cpuUsage();
    const total = (u.user + u.system) / 1e6;
    const labels = { service: service() };
    const delta = total - cpu.get(labels);
    if (delta > 0) cpu.inc(labels, delta);
    return render();
  };
  registry.gauge("process_resident_memory_bytes", "Resident memory size, in bytes.", ["service"], (g) => {
    g.set({ service: service() }, process.memoryUsage().rss);
  });
  registry.gauge("process_heap_used_bytes", "JavaScript heap in use, in bytes.", ["service"], (g) => {
    g.set({ service: service() }, process.memoryUsage().heapUsed);
  });
  const started = Date.now() / 1000 - process.uptime();
  registry.gauge(
    "process_start_time_seconds",
    "Start time of the process since the Unix epoch, in seconds.",
    ["service"],
    (g) => {
      g.set({ service: service() }, Math.floor(started)); // never later than now
    },
  );
}

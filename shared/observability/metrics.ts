/**
 * A small Prometheus registry (text exposition format 0.0.4): counters, gauges (set, or computed on
 * scrape) and histograms, each with fixed label names. Kept dependency-free and cheap on the hot path:
 * one Map lookup by the joined label values per observation.
 */
export type Labels = Record<string, string | number>;

const escapeLabel = (v: string) => v.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
const fmt = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? "+Inf" : n < 0 ? "-Inf" : "NaN");
const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

abstract class Metric {
  constructor(readonly name: string, readonly help: string, readonly labelNames: readonly string[]) {
    if (!NAME.test(name)) throw new Error(`invalid metric name ${name}`);
    for (const l of labelNames) {
      if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(l) || l.startsWith("__")) throw new Error(`invalid label ${l}`);
    }
  }
  abstract readonly type: "counter" | "gauge" | "histogram";
  protected key(labels: Labels = {}): string {
    if (this.labelNames.length === 0) return "";
    let k = "";
    for (let i = 0; i < this.labelNames.length; i++) {
      const v = labels[this.labelNames[i]];
      k += (i ? "\u0000" : "") + (v === undefined ? "" : String(v));
    }
    return k;
  }
  protected labelText(key: string, extra?: [string, string]): string {
    const parts: string[] = [];
    if (this.labelNames.length) {
      const values = key.split("\u0000");
      this.labelNames.forEach((n, i) => parts.push(`${n}="${escapeLabel(values[i] ?? "")}"`));
    }
    if (extra) parts.push(`${extra[0]}="${escapeLabel(extra[1])}"`);
    return parts.length ? `{${parts.join(",")}}` : "";
  }
  abstract lines(): Promise<string[]> | string[];
  header(): string[] {
    return [
      `# HELP ${this.name} ${this.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`,
      `# TYPE ${this.name} ${this.type}`,
    ];
  }
}

export class Counter extends Metric {
  readonly type = "counter" as const;
  private readonly values = new Map<string, number>();
  inc(labels?: Labels, by = 1): void {
    if (by < 0) throw new Error("a counter only goes up");
    const k = this.key(labels);
    this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  get(labels?: Labels): number {
    return this.values.get(this.key(labels)) ?? 0;
  }
  lines(): string[] {
    return [...this.values].map(([k, v]) => `${this.name}${this.labelText(k)} ${fmt(v)}`);
  }
}

export class Gauge extends Metric {
  readonly type = "gauge" as const;
  private readonly values = new Map<string, number>();
  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly collect?: (g: Gauge) => void | Promise<void>,
  ) {
    super(name, help, labelNames);
  }
  set(labels: Labels | undefined, value: number): void {
    this.values.set(this.key(labels), value);
  }
  inc(labels?: Labels, by = 1): void {
    const k = this.key(labels);
    this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  dec(labels?: Labels, by = 1): void {
    this.inc(labels, -by);
  }
  get(labels?: Labels): number {
    return this.values.get(this.key(labels)) ?? 0;
  }
  async lines(): Promise<string[]> {
    if (this.collect) await this.collect(this);
    return [...this.values].map(([k, v]) => `${this.name}${this.labelText(k)} ${fmt(v)}`);
  }
}

/** Latency buckets in seconds: 1 ms to 10 s. */
export const LATENCY_BUCKETS = [
  0.001,
  0.0025,
  0.005,
  0.01,
  0.015,
  0.025,
  0.05,
  0.1,
  0.25,
  0.5,
  1,
  2.5,
  5,
  10,
];

export class Histogram extends Metric {
  readonly type = "histogram" as const;
  private readonly series = new Map<string, { counts: number[]; sum: number; count: number }>();
  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    readonly buckets: readonly number[] = LATENCY_BUCKETS,
  ) {
    super(name, help, labelNames);
    if (labelNames.includes("le")) throw new Error("le is reserved");
    for (let i = 1; i < buckets.length; i++) {
      if (buckets[i] <= buckets[i - 1]) throw new Error("buckets must increase");
    }
  }
  observe(labels: Labels | undefined, value: number): void {
    const k = this.key(labels);
    let s = this.series.get(k);
    if (!s) this.series.set(k, s = { counts: new Array(this.buckets.length).fill(0), sum: 0, count: 0 });
    // Counts per bucket (not cumulative) here; cumulated when rendered.
    let i = 0;
    while (i < this.buckets.length && value > this.buckets[i]) i++;
    if (i < this.buckets.length) s.counts[i]++;
    s.sum += value;
    s.count++;
  }
  /** Starts a timer; the returned function observes the elapsed seconds with the labels given then. */
  startTimer(): (labels?: Labels) => number {
    const t0 = performance.now();
    return (labels) => {
      const s = (performance.now() - t0) / 1000;
      this.observe(labels, s);
      return s;
    };
  }
  count(labels?: Labels): number {
    return this.series.get(this.key(labels))?.count ?? 0;
  }
  lines(): string[] {
    const out: string[] = [];
    for (const [k, s] of this.series) {
      let cum = 0;
      this.buckets.forEach((b, i) => {
        cum += s.counts[i];
        out.push(`${this.name}_bucket${this.labelText(k, ["le", fmt(b)])} ${cum}`);
      });
      out.push(`${this.name}_bucket${this.labelText(k, ["le", "+Inf"])} ${s.count}`);
      out.push(`${this.name}_sum${this.labelText(k)} ${fmt(s.sum)}`);
      out.push(`${this.name}_count${this.labelText(k)} ${s.count}`);
    }
    return out;
  }
}

export class Registry {
  private readonly metrics = new Map<string, Metric>();
  readonly contentType = "text/plain; version=0.0.4; charset=utf-8";

  private add<M extends Metric>(m: M): M {
    const had = this.metrics.get(m.name);
    if (had) {
      if (had.type !== m.type || had.labelNames.join() !== m.labelNames.join()) {
        throw new Error(`metric ${m.name} registered twice differently`);
      }
      return had as M;
    }
    this.metrics.set(m.name, m);
    return m;
  }
  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.add(new Counter(name, help, labelNames));
  }
  gauge(
    name: string,
    help: string,
    labelNames: readonly string[] = [],
    collect?: (g: Gauge) => void | Promise<void>,
  ): Gauge {
    return this.add(new Gauge(name, help, labelNames, collect));
  }
  histogram(
    name: string,
    help: string,
    labelNames: readonly string[] = [],
    buckets?: readonly number[],
  ): Histogram {
    return this.add(new Histogram(name, help, labelNames, buckets));
  }
  get(name: string): Metric | undefined {
    return this.metrics.get(name);
  }
  /** The exposition text; a gauge whose collector fails is left out of this scrape, not the others. */
  async render(): Promise<string> {
    const out: string[] = [];
    for (const m of this.metrics.values()) {
      let lines: string[];
      try {
        lines = await m.lines();
      } catch {
        continue;
      }
      out.push(...m.header(), ...lines);
    }
    return out.join("\n") + "\n";
  }
}

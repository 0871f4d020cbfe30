import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
// @ts-ignore -- plain ESM script shared with `npm run loadtest:k6`
import { findK6 } from "../../scripts/loadtest-k6.mjs";

/**
 * The k6 smoke profile in `npm test`'s path (issue 19): `npm run loadtest:k6 -- smoke` against this
 * run's stack (BASE_URL + OPS_TOKEN), every suite ~10 s at a low rate, thresholds on errors and checks.
 * Without a k6 binary (K6_BIN, `k6` on PATH, ../shared/tools/k6) the test says so and is skipped.
 */
const k6 = findK6();
if (!k6) {
  console.warn("k6 binary not found (K6_BIN, `k6` on PATH, ../shared/tools/k6): the k6 smoke run is skipped");
}

const reportsDir = mkdtempSync(join(tmpdir(), "ccw-k6-reports-"));
afterAll(() => rmSync(reportsDir, { recursive: true, force: true }));

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((res) => {
    const child = spawn(process.execPath, ["scripts/loadtest-k6.mjs", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => res({ code: code ?? 1, out }));
  });
}

describe.skipIf(!k6)(`k6 smoke (${k6?.version ?? "no k6"})`, () => {
  it(
    "runs every suite against the stack, every threshold passes, and leaves an HTML report and a JSON summary per suite",
    async () => {
      const limit = inject("processes").gateway.env.RATE_LIMIT_PER_MINUTE;
      const { code, out } = await runCli(["smoke"], {
        BASE_URL: inject("baseUrl"),
        OPS_TOKEN: inject("opsToken"),
        LIMIT: limit,
        K6_BIN: k6.bin,
        K6_REPORTS_DIR: reportsDir,
      });
      expect(code, out.slice(-4000)).toBe(0);
      const combined = readdirSync(reportsDir).filter((f) => /-smoke\.json$/.test(f));
      expect(combined).toHaveLength(1);
      const report = JSON.parse(readFileSync(join(reportsDir, combined[0]), "utf8"));
      expect(report).toMatchObject({ profile: "smoke", pass: true });
      expect(report.suites.map((s: any) => s.suite)).toEqual(["browse", "writes", "mcp", "spike"]);
      for (const s of report.suites) {
        expect(s.pass, `${s.suite}: ${JSON.stringify(s.thresholds)}`).toBe(true);
        expect(s.requests, s.suite).toBeGreaterThan(10);
        // smoke keeps no latency threshold, only errors, checks and the suites' own counters
        expect(
          Object.keys(s.thresholds).filter((t) => t.startsWith("http_req_duration") || /_ms:/.test(t)),
          s.suite,
        ).toEqual([]);
        expect(
          Object.keys(s.thresholds).some((t) =>
            t.startsWith("checks:") || t.startsWith("ccw_unclean_answers:")
          ),
          s.suite,
        ).toBe(true);
        for (const f of [s.html, s.summary]) {
          const path = join(process.cwd(), f);
          expect(existsSync(path), f).toBe(true);
          expect(statSync(path).size, f).toBeGreaterThan(1000);
        }
        expect(readFileSync(join(process.cwd(), s.html), "utf8")).toMatch(/^<!DOCTYPE html>/i);
      }
      // the spike met the stack's real window: refusals happened, every answer was a 200 or a clean 429
      const spike = report.suites.find((s: any) => s.suite === "spike");
      expect(spike.limit).toBe(Number(limit));
      expect(spike.thresholds["ccw_refused_429: count>0"]).toBe("passed");
      expect(spike.thresholds["ccw_unclean_answers: rate==0"]).toBe("passed");
    },
    300_000,
  );

  it("refuses an unknown suite name before running anything", async () => {
    const { code, out } = await runCli(["smoke", "brwose"], {
      BASE_URL: inject("baseUrl"),
      OPS_TOKEN: inject("opsToken"),
      K6_REPORTS_DIR: reportsDir,
    });
    expect(code).toBe(2);
    expect(out).toContain("unknown suite brwose");
  });
});

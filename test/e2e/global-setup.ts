import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-ignore -- plain ESM launcher shared with `npm start`
import { freePort, startStack } from "../../scripts/stack.mjs";

/** Boots the real stack once per run on free ports, with its own data dir and database prefix. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "ccw-e2e-"));
  const port = await freePort();
  const stack = await startStack({
    port,
    dataDir,
    dbPrefix: `e2e${Date.now().toString(36)}`,
    quiet: true,
    // Every test file makes workspaces (a setup exchange each) on this one stack and from one address:
    // the per-address exchange limit is tested on stacks of its own (security-gateway), not here.
    env: { RATE_LIMIT_PER_MINUTE: "300", SETUP_EXCHANGE_PER_MINUTE: "100000", LOG_LEVEL: "info" },
  });
  project.provide("baseUrl", stack.baseUrl);
  project.provide("opsToken", stack.opsToken);
  project.provide("dataDir", dataDir);
  // For fault tests: how each process was started, so a test can kill one and start it again.
  project.provide(
    "processes",
    Object.fromEntries(stack.children.map((c: any) => [c.name, { pid: c.pid, ...c.spec }])),
  );
  return async () => {
    await stack.stop();
    // Processes a fault test restarted are not the launcher's children: stop them by pid file.
    for (const pid of restartedPids(dataDir)) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (!process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}

function restartedPids(dataDir: string): number[] {
  const f = join(dataDir, "restarted.pids");
  return existsSync(f) ? readFileSync(f, "utf8").split("\n").filter(Boolean).map(Number) : [];
}

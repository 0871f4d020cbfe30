// `npm test`: type-check, format check, lint, unit tests, then end-to-end tests through the real gateway. Ends with
// the plain line `N passed, N failed, N skipped` (from vitest's JSON report).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DENO, ROOT } from "./stack.mjs";

const run = (label, cmd, args) => {
  console.log(`\n== ${label}`);
  return spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: process.env }).status ?? 1;
};
const must = (label, cmd, args) => {
  if (run(label, cmd, args) !== 0) {
    console.error(`${label} failed`);
    process.exit(1);
  }
};
must("type-check (deno check)", process.execPath, ["scripts/deno.mjs", "check"]);
must("format (deno fmt --check)", DENO, ["fmt", "--check"]);
must("lint (deno lint)", DENO, ["lint"]);
const report = join(mkdtempSync(join(tmpdir(), "ccw-test-")), "vitest.json");
const status = run(
  "tests (vitest: unit, then e2e on the real stack)",
  join(ROOT, "node_modules", ".bin", "vitest"),
  [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8"));
  console.log(
    `\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${
      r.numPendingTests + (r.numTodoTests ?? 0)
    } skipped`,
  );
}
process.exit(status);

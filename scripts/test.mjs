// `npm test`: type-check, lint, unit tests, then end-to-end tests through the real gateway.
import { spawnSync } from "node:child_process";
import { DENO, ROOT } from "./stack.mjs";

const run = (label, cmd, args) => {
  console.log(`\n== ${label}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`${label} failed`);
    process.exit(r.status ?? 1);
  }
};
run("type-check (deno check)", process.execPath, ["scripts/deno.mjs", "check"]);
run("lint (deno lint)", DENO, ["lint"]);
run("tests (vitest: unit, then e2e on the real stack)", join(ROOT, "node_modules", ".bin", "vitest"), ["run", ...process.argv.slice(2)]);

function join(...p) {
  return p.join("/");
}

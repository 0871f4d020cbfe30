// Runs the project's pinned Deno (node_modules/deno/deno) with the given arguments, e.g. `check`, `lint`.
// `check` alone type-checks every entry point: the gateway in a program of its own, because
// express-gateway ships express 4 typings that clash with the services' express 5 typings when both
// are in one program.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { DENO, ROOT } from "./stack.mjs";

const args = process.argv.slice(2);
const run = (a) => spawnSync(DENO, a, { cwd: ROOT, stdio: "inherit" }).status ?? 1;
if (args[0] === "check" && args.length === 1) {
  const services = ["oauth", "brand-team", "campaign", "creator", "activation-program", "club", "mcp"].map((
    s,
  ) => `services/${s}/main.ts`);
  const groups = [
    ["gateway/main.ts"],
    ["shared/mod.ts", "deploy/embedded-mongo/main.ts", ...services].filter((t) => existsSync(`${ROOT}/${t}`)),
  ];
  for (const g of groups) {
    const status = run(["check", ...g]);
    if (status !== 0) process.exit(status);
  }
  process.exit(0);
}
process.exit(run(args));

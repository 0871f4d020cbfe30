// `npm start` and `npm test` install what is missing first (dependencies from the lockfile), so a new
// user types no other command.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./stack.mjs";

const marker = join(ROOT, "node_modules", ".package-lock.json");
const stale = !existsSync(marker) ||
  statSync(marker).mtimeMs < statSync(join(ROOT, "package-lock.json")).mtimeMs ||
  !existsSync(join(ROOT, "node_modules", "deno", "deno"));
if (stale) {
  console.log("Installing dependencies from the lockfile (npm ci)...");
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: ROOT, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

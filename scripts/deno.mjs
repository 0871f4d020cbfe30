// Runs the project's pinned Deno (node_modules/deno/deno) with the given arguments, e.g. `check`, `lint`.
import { spawnSync } from "node:child_process";
import { DENO, ROOT } from "./stack.mjs";

const args = process.argv.slice(2);
const targets = ["shared/mod.ts", "gateway/main.ts", ...["oauth", "brand-team", "campaign", "creator", "activation-program", "club", "mcp"].map((s) => `services/${s}/main.ts`)];
const { existsSync } = await import("node:fs");
const full = args[0] === "check" && args.length === 1 ? ["check", ...targets.filter((t) => existsSync(`${ROOT}/${t}`))] : args;
const r = spawnSync(DENO, full, { cwd: ROOT, stdio: "inherit" });
process.exit(r.status ?? 1);

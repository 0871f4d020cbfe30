// Tiny runner for bench.ts / bench-server.ts under Node (which cannot run TypeScript directly on
// Node 20): bundles the script with rolldown (already a dependency of vite) into a temp file,
// leaving npm packages external, and runs it.
//   node deploy/embedded-mongo/bench-node.mjs [bench.ts|bench-server.ts]
import { mkdtempSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "rolldown";

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, process.argv[2] ?? "bench.ts");
const out = mkdtempSync(join(here, ".bench-"));
try {
  await build({
    input: entry,
    platform: "node",
    // Keep packages external so they resolve from node_modules exactly as in production.
    external: (id) => !id.startsWith(".") && !id.startsWith("/"),
    output: { file: join(out, "bench.mjs"), format: "esm" },
    logLevel: "silent",
  });
  await import(pathToFileURL(join(out, "bench.mjs")).href);
} finally {
  rmSync(out, { recursive: true, force: true });
}

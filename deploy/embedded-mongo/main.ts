// CLI: deno run --allow-net --allow-read --allow-write --allow-env --allow-sys \
//        deploy/embedded-mongo/main.ts --port 27017 --data-dir .data/mongo [--repl-set rs0]
// Prints exactly one line `embedded-mongo listening <url>` on stdout once ready (launchers parse it);
// all diagnostics go to stderr. Stops cleanly on SIGINT/SIGTERM.
import process from "node:process";
import { startEmbeddedMongo } from "./mod.ts";

interface CliArgs {
  port: number;
  host?: string;
  dataDir?: string;
  replSet?: string;
  ttlSweepMs?: number;
  fsync?: "always" | "group";
  compactBytes?: number;
}

function usage(msg: string): never {
  process.stderr.write(
    `${msg}\nusage: main.ts [--port N] [--host H] [--data-dir DIR] [--repl-set NAME] [--ttl-sweep-ms N] [--fsync always|group] [--compact-bytes N]\n`,
  );
  process.exit(2);
}

function parseArgs(argv: string[]): CliArgs {
  const out: CliArgs = { port: 27017 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i] ?? usage(`missing value for ${flag}`);
    switch (flag) {
      case "--port":
        out.port = Number(value());
        if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) usage("invalid --port");
        break;
      case "--host":
        out.host = value();
        break;
      case "--data-dir":
      case "--dbpath":
        out.dataDir = value();
        break;
      case "--repl-set":
      case "--replSet":
        out.replSet = value();
        break;
      case "--ttl-sweep-ms":
        out.ttlSweepMs = Number(value());
        break;
      case "--compact-bytes":
        out.compactBytes = Number(value());
        if (!(out.compactBytes > 0)) usage("invalid --compact-bytes");
        break;
      case "--fsync": {
        const v = value();
        if (v !== "always" && v !== "group") usage("--fsync must be always or group");
        out.fsync = v;
        break;
      }
      case "--help":
      case "-h":
        usage("embedded MongoDB-wire-compatible store");
        break;
      default:
        usage(`unknown argument ${argv[i]}`);
    }
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const verbose = process.env.EMBEDDED_MONGO_VERBOSE === "1";
  const log = (line: string) => {
    if (verbose || /^(WARNING|ERROR|closing|compacted|replayed)/.test(line)) {
      process.stderr.write(`[embedded-mongo] ${line}\n`);
    }
  };
  const mongo = await startEmbeddedMongo({ ...args, log });
  process.stdout.write(`embedded-mongo listening ${mongo.url}\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`received ${signal}, shutting down`);
    await mongo.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((e) => {
  process.stderr.write(`[embedded-mongo] ERROR: failed to start: ${e?.stack ?? e}\n`);
  process.exit(1);
});

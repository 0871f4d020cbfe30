// Boots the whole stack on one machine: NATS (reused or started), the embedded MongoDB-wire store
// (unless MONGO_URL is set), every service as its own Deno process, and the gateway. Used by
// `npm start` (scripts/start.mjs) and by the end-to-end tests (test/e2e/global-setup.ts).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DENO = join(ROOT, "node_modules", "deno", "deno");
const SERVICES = ["oauth", "brand-team", "campaign", "creator", "activation-program", "club", "mcp"];

export function freePort() {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.unref();
    s.on("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

function canListen(port) {
  return new Promise((res) => {
    const s = net.createServer();
    s.unref();
    s.once("error", () => res(false));
    s.listen(port, "127.0.0.1", () => s.close(() => res(true)));
  });
}

/** A free port P such that P+1 … P+n-1 are free too (for gateway replicas on PORT+1, …). */
export async function freePortRun(n) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const p = await freePort();
    let ok = true;
    for (let i = 1; i < n && ok; i++) ok = await canListen(p + i);
    if (ok) return p;
  }
  throw new Error(`no run of ${n} free ports found`);
}

function tcpAnswers(host, port, timeoutMs = 1000) {
  return new Promise((res) => {
    const sock = net.connect({ host, port });
    const done = (ok) => {
      sock.destroy();
      res(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.on("connect", () => done(true));
    sock.on("error", () => done(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * REPLICAS, e.g. "gateway=2,campaign=2": how many processes of each component to run (default 1).
 * Extra gateway replicas listen on PORT+1, PORT+2, …; extra service replicas sit behind the gateway,
 * which spreads calls over them round-robin (so do service-to-service calls).
 */
export function parseReplicas(spec) {
  const out = {};
  for (const part of String(spec ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z-]+)=(\d+)$/.exec(part);
    if (!m || ![...SERVICES, "gateway"].includes(m[1]) || Number(m[2]) < 1 || Number(m[2]) > 16) {
      throw new Error(
        `REPLICAS: "${part}" is not <component>=<1..16> (components: gateway, ${SERVICES.join(", ")})`,
      );
    }
    out[m[1]] = Number(m[2]);
  }
  return out;
}

/** 127.0.0.0/8, localhost or [::1]: the only hosts where the development sign-in may run. */
export function isLoopbackUrl(url) {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  } catch {
    return false;
  }
}

/** Secrets kept in DATA_DIR so a restart keeps tokens' cursors and the ops token. */
function loadSecrets(dataDir, envOpsToken) {
  const file = join(dataDir, "secrets.json");
  const s = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  let generatedOps = false;
  if (!s.internalSecret) s.internalSecret = randomBytes(32).toString("base64url");
  if (!s.opsToken) {
    s.opsToken = `ops_${randomBytes(24).toString("base64url")}`;
    generatedOps = true;
  }
  writeFileSync(file, JSON.stringify(s), { mode: 0o600 });
  return {
    internalSecret: s.internalSecret,
    opsToken: envOpsToken || s.opsToken,
    generatedOps: !envOpsToken && generatedOps,
  };
}

/**
 * Starts everything. Options (all optional): port, dataDir, mongoUrl, natsUrl, opsToken, dbPrefix,
 * env (extra environment for services), quiet.
 */
export async function startStack(opts = {}) {
  const dataDir = resolve(opts.dataDir ?? process.env.DATA_DIR ?? join(ROOT, ".data"));
  mkdirSync(join(dataDir, "logs"), { recursive: true });
  const port = Number(opts.port ?? process.env.PORT ?? 8080);
  const baseUrl = opts.baseUrl ?? process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
  const children = [];
  const say = (m) => opts.quiet || console.log(m);
  const spawnLogged = (name, cmd, args, env) => {
    const out = openSync(join(dataDir, "logs", `${name}.log`), "a");
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", out, out],
      detached: false,
    });
    child.name = name;
    child.spec = { cmd, args, env, log: join(dataDir, "logs", `${name}.log`) };
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const c of [...children].reverse()) if (c.exitCode === null) c.kill("SIGTERM");
    const deadline = Date.now() + 5000;
    while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) {
      await sleep(50);
    }
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  };
  try {
    // NATS: reuse one that answers, else start nats-server with JetStream.
    const natsUrl = opts.natsUrl ?? process.env.NATS_URL ?? "nats://127.0.0.1:4222";
    const nu = new URL(natsUrl.replace(/^nats:/, "http:"));
    if (!(await tcpAnswers(nu.hostname, Number(nu.port || 4222)))) {
      const bin = ["nats-server", "/usr/sbin/nats-server", "/usr/bin/nats-server"].find((b) =>
        spawnSync(b, ["--version"]).status === 0
      );
      if (!bin) {
        throw new Error(
          `Nothing answers at ${natsUrl} and no nats-server binary is on PATH. Install it (Debian: apt-get install nats-server) or set NATS_URL.`,
        );
      }
      mkdirSync(join(dataDir, "nats"), { recursive: true });
      spawnLogged("nats", bin, [
        "-a",
        nu.hostname,
        "-p",
        String(nu.port || 4222),
        "-js",
        "-sd",
        join(dataDir, "nats"),
      ], {});
      for (let i = 0; i < 100 && !(await tcpAnswers(nu.hostname, Number(nu.port || 4222))); i++) {
        await sleep(100);
      }
      say(`started nats-server on ${natsUrl}`);
    }
    // MongoDB: MONGO_URL, or the embedded store with its data in DATA_DIR.
    let mongoUrl = opts.mongoUrl ?? process.env.MONGO_URL;
    if (!mongoUrl) {
      const mongoDir = join(dataDir, "mongo");
      mkdirSync(mongoDir, { recursive: true });
      const storePort = opts.storePort ?? (await freePort());
      const child = spawnLogged("embedded-mongo", DENO, [
        "run",
        "--allow-net=127.0.0.1",
        `--allow-read=${ROOT},${mongoDir}`,
        `--allow-write=${mongoDir}`,
        "--allow-env",
        "--allow-sys",
        "deploy/embedded-mongo/main.ts",
        "--port",
        String(storePort),
        "--data-dir",
        mongoDir,
      ], {});
      for (let i = 0; i < 300 && !(await tcpAnswers("127.0.0.1", storePort)); i++) {
        if (child.exitCode !== null) {
          throw new Error(
            `embedded store exited (${child.exitCode}); see ${join(dataDir, "logs", "embedded-mongo.log")}`,
          );
        }
        await sleep(100);
      }
      mongoUrl = `mongodb://127.0.0.1:${storePort}/`;
    }
    const secrets = loadSecrets(dataDir, opts.opsToken ?? process.env.OPS_TOKEN);
    const only = (opts.services ?? process.env.CCW_SERVICES)?.split?.(",") ?? opts.services;
    const present = SERVICES.filter((s) =>
      existsSync(join(ROOT, "services", s, "main.ts")) && (!only || only.includes(s))
    );
    const replicas = parseReplicas(opts.replicas ?? process.env.REPLICAS);
    const count = (s) => replicas[s] ?? 1;
    const ports = {};
    for (const s of present) {
      ports[s] = [];
      for (let i = 0; i < count(s); i++) ports[s].push(await freePort());
    }
    // One URL per service, or the list of its replicas' URLs (shared/config.ts ServiceUrls).
    const serviceUrls = Object.fromEntries(present.map((s) => {
      const urls = ports[s].map((p) => `http://127.0.0.1:${p}`);
      return [s, urls.length === 1 ? urls[0] : urls];
    }));
    // Sign-in (services/oauth/sign-in-mode.ts): the password-free development sign-in only on a loopback
    // BASE_URL with no identity provider configured, and only because the launcher switches it on here.
    const envOf = (k) => opts.env?.[k] ?? process.env[k];
    const idpConfigured = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"].some((k) => envOf(k));
    const devSignIn = envOf("DEV_SIGN_IN") ?? (!idpConfigured && isLoopbackUrl(baseUrl) ? "true" : "");
    const common = {
      DEV_SIGN_IN: devSignIn,
      MONGO_URL: mongoUrl,
      NATS_URL: natsUrl,
      BASE_URL: baseUrl,
      CONSENT_URL: opts.consentUrl ?? process.env.CONSENT_URL ?? baseUrl,
      INTERNAL_SECRET: secrets.internalSecret,
      SERVICE_URLS: JSON.stringify(serviceUrls),
      DB_PREFIX: opts.dbPrefix ?? process.env.DB_PREFIX ?? "ccw",
      GATEWAY_URL: `http://127.0.0.1:${port}`,
      ...(opts.env ?? {}),
    };
    // CCW_CPU_PROF=campaign,gateway: V8 CPU profiles (with a Markdown report) of those processes,
    // written to DATA_DIR/profiles when they exit.
    const profiled = (process.env.CCW_CPU_PROF ?? "").split(",").filter(Boolean);
    const prof = (
      name,
    ) => (profiled.includes(name) ? ["--cpu-prof-dir", join(dataDir, "profiles"), "--cpu-prof-md"] : []);
    for (const s of present) {
      ports[s].forEach((p, i) => {
        const name = i === 0 ? s : `${s}-${i + 1}`;
        spawnLogged(name, DENO, [
          "run",
          ...prof(s),
          "--allow-net",
          "--allow-env",
          `--allow-read`,
          "--allow-sys",
          `services/${s}/main.ts`,
        ], { ...common, SERVICE_PORT: String(p) });
      });
    }
    const gatewayPorts = Array.from({ length: count("gateway") }, (_, i) => port + i);
    gatewayPorts.forEach((gwPort, i) => {
      const gwDir = join(dataDir, i === 0 ? "gateway" : `gateway-${i + 1}`);
      mkdirSync(gwDir, { recursive: true });
      spawnLogged(i === 0 ? "gateway" : `gateway-${i + 1}`, DENO, [
        "run",
        ...prof("gateway"),
        "--allow-net",
        "--allow-env",
        "--allow-read",
        `--allow-write=${gwDir}`,
        "--allow-sys",
        "--unsafe-proto",
        "gateway/main.ts",
      ], {
        ...common,
        PORT: String(gwPort),
        OPS_TOKEN: secrets.opsToken,
        DATA_DIR: gwDir,
        RATE_LIMIT_PER_MINUTE: opts.env?.RATE_LIMIT_PER_MINUTE ?? process.env.RATE_LIMIT_PER_MINUTE ?? "600",
      });
    });
    // Wait for /healthz on every gateway replica (every service up and reachable through it).
    const deadline = Date.now() + (opts.bootTimeoutMs ?? 120_000);
    for (const gwPort of gatewayPorts) {
      let last = "";
      for (;;) {
        const dead = children.find((c) => c.exitCode !== null);
        if (dead) {
          throw new Error(
            `${dead.name} exited with ${dead.exitCode}; see ${join(dataDir, "logs", `${dead.name}.log`)}`,
          );
        }
        try {
          const r = await fetch(`http://127.0.0.1:${gwPort}/healthz`, { signal: AbortSignal.timeout(2000) });
          last = await r.text();
          if (r.status === 200) break;
        } catch (e) {
          last = String(e);
        }
        if (Date.now() > deadline) throw new Error(`stack not healthy in time: ${last}`);
        await sleep(250);
      }
    }
    const signIn = idpConfigured ? "idp" : /^(1|true|yes|on)$/i.test(devSignIn) ? "development" : "none";
    const gatewayUrls = gatewayPorts.map((p) => `http://127.0.0.1:${p}`);
    return {
      baseUrl,
      port,
      gatewayUrls,
      replicas,
      signIn,
      opsToken: secrets.opsToken,
      generatedOps: secrets.generatedOps,
      mongoUrl,
      natsUrl,
      dataDir,
      serviceUrls,
      children,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

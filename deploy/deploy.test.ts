import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { SERVICES } from "../shared/registry/types.ts";
import { signInMode } from "../services/oauth/sign-in-mode.ts";
import { CALLERS, COMPONENTS, denoFlags, renderDeploy } from "./generate.ts";

/**
 * No container engine runs here, so nothing is built: this checks that every service of the registry,
 * the gateway and MCP have an image, a compose entry and Kubernetes manifests, that every YAML/JSON
 * file parses, that the env names are the launcher contract's, and that the network policy allows
 * exactly the service-to-service calls the code makes.
 */
const ROOT = resolve(import.meta.dirname ?? ".", "..");
const DEPLOY = join(ROOT, "deploy");

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (p === join(DEPLOY, "embedded-mongo")) continue; // another engineer's, no YAML there
    if (statSync(p).isDirectory()) filesUnder(p, out);
    else out.push(p);
  }
  return out;
}

const compose = parse(readFileSync(join(DEPLOY, "compose.yaml"), "utf8"));
const k8sDocs = readdirSync(join(DEPLOY, "k8s"))
  .filter((f) => f.endsWith(".yaml"))
  .flatMap((f) =>
    parseAllDocuments(readFileSync(join(DEPLOY, "k8s", f), "utf8")).map((d) => ({ file: f, doc: d.toJS() }))
  );
const find = (kind: string, name: string) =>
  k8sDocs.find((d) => d.doc?.kind === kind && d.doc?.metadata?.name === name)?.doc;

describe("deploy/ covers every process", () => {
  it("lists the registry's services plus gateway and mcp", () => {
    expect(COMPONENTS).toEqual(expect.arrayContaining([...SERVICES, "gateway", "mcp"]));
    expect(COMPONENTS).toHaveLength(SERVICES.length + 2);
  });

  it("has the committed files exactly as deploy/generate.ts renders them", () => {
    for (const [path, text] of Object.entries(renderDeploy())) {
      expect(existsSync(join(ROOT, path)), `${path} is missing: run deploy/generate.ts`).toBe(true);
      expect(readFileSync(join(ROOT, path), "utf8"), `${path} differs from the generator`).toBe(text);
    }
  });

  it.each(COMPONENTS)(
    "%s: image on the Deno base, non-root, narrow permissions, health check on /healthz",
    (c) => {
      const file = join(DEPLOY, "docker", `${c}.Dockerfile`);
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, "utf8");
      expect(text).toMatch(/^FROM denoland\/deno:debian-2\.9\.5$/m);
      expect(text).toMatch(/^USER deno$/m);
      expect(text).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/healthz/m);
      const entry = /^ENTRYPOINT (\[.*\])$/m.exec(text);
      const argv = JSON.parse(entry![1]) as string[];
      expect(argv.slice(0, 2)).toEqual(["deno", "run"]);
      expect(argv.at(-1)).toBe(c === "gateway" ? "gateway/main.ts" : `services/${c}/main.ts`);
      expect(existsSync(join(ROOT, argv.at(-1)!))).toBe(true);
      expect(argv[2]).toBe("--no-lock");
      const flags = argv.slice(3, -1);
      expect(flags).toEqual(denoFlags(c));
      expect(flags).not.toContain("-A");
      expect(flags.some((f) => /^--allow-(all|run|ffi)/.test(f))).toBe(false);
      expect(flags.filter((f) => f.startsWith("--allow-write"))).toEqual(
        c === "gateway" ? ["--allow-write=/data"] : [],
      );
      // Same flags the launcher gives the process (scripts/stack.mjs), the write path aside.
      const stack = readFileSync(join(ROOT, "scripts", "stack.mjs"), "utf8");
      for (const f of flags.filter((f) => !f.startsWith("--allow-write"))) expect(stack).toContain(`"${f}"`);
    },
  );

  it.each(COMPONENTS)("%s: compose entry built from its image file, with a health check", (c) => {
    const svc = compose.services[c];
    expect(svc).toBeDefined();
    expect(svc.build.dockerfile).toBe(`deploy/docker/${c}.Dockerfile`);
    expect(existsSync(join(DEPLOY, svc.build.context, svc.build.dockerfile))).toBe(true);
    expect(svc.healthcheck.test.join(" ")).toContain("/healthz");
    if (c !== "gateway") {
      expect(svc.depends_on["mongo-init"].condition).toBe("service_completed_successfully");
      expect(svc.depends_on.nats.condition).toBe("service_healthy");
    }
  });

  it.each(COMPONENTS)(
    "%s: Deployment, Service and HorizontalPodAutoscaler with probes on /healthz and resource requests",
    (c) => {
      const dep = find("Deployment", c);
      const svc = find("Service", c);
      const hpa = find("HorizontalPodAutoscaler", c);
      expect(dep && svc && hpa).toBeTruthy();
      const pod = dep.spec.template.spec;
      const ctr = pod.containers[0];
      expect(ctr.image).toBe(`ccw/${c}:latest`);
      expect(ctr.readinessProbe.httpGet.path).toBe("/healthz");
      expect(ctr.livenessProbe.httpGet.path).toBe("/healthz");
      expect(ctr.resources.requests.cpu).toBeTruthy();
      expect(ctr.resources.requests.memory).toBeTruthy();
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(ctr.securityContext.allowPrivilegeEscalation).toBe(false);
      expect(svc.spec.selector).toEqual(dep.spec.selector.matchLabels);
      expect(dep.spec.template.metadata.labels).toMatchObject(dep.spec.selector.matchLabels);
      expect(hpa.apiVersion).toBe("autoscaling/v2");
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: c });
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      const envNames = ctr.env.map((e: { name: string }) => e.name);
      expect(envNames).toContain("INTERNAL_SECRET");
      // Only the gateway holds the ops token.
      expect(envNames.includes("OPS_TOKEN")).toBe(c === "gateway");
      expect(find("NetworkPolicy", `${c}-ingress`)).toBeDefined();
    },
  );
});

describe("every YAML and JSON file under deploy/ parses", () => {
  const files = filesUnder(DEPLOY).filter((f) => /\.(ya?ml|json)$/.test(f));
  it("finds them", () => expect(files.length).toBeGreaterThanOrEqual(COMPONENTS.length + 4));
  it.each(files.map((f) => relative(ROOT, f)))("%s", (f) => {
    const text = readFileSync(join(ROOT, f), "utf8");
    if (f.endsWith(".json")) expect(() => JSON.parse(text)).not.toThrow();
    else {for (const d of parseAllDocuments(text)) {
        expect(d.errors, `${f}: ${d.errors.join("; ")}`).toEqual([]);
      }}
  });
  it("the kustomization names only files that exist", () => {
    const k = find("Kustomization", undefined as unknown as string) ??
      k8sDocs.find((d) => d.doc?.kind === "Kustomization")!.doc;
    for (const r of k.resources) expect(existsSync(join(DEPLOY, "k8s", r)), r).toBe(true);
  });
});

describe("environment", () => {
  /** The names the launcher contract lists under "The launcher". */
  function contractNames(): string[] {
    const file = resolve(ROOT, "..", "shared", "contracts", "ops-api.md");
    const fallback = [
      "PORT",
      "BASE_URL",
      "MONGO_URL",
      "NATS_URL",
      "OPS_TOKEN",
      "DATA_DIR",
      "RATE_LIMIT_PER_MINUTE",
      "CONSENT_URL",
    ];
    if (!existsSync(file)) return fallback;
    const text = readFileSync(file, "utf8");
    const section = text.slice(
      text.indexOf("## The launcher"),
      text.indexOf("\n## ", text.indexOf("## The launcher") + 5),
    );
    const names = [...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]);
    return names.length ? [...new Set(names)] : fallback;
  }

  it("the gateway's compose env has every name of the launcher contract", () => {
    const names = contractNames();
    expect(names).toEqual(
      expect.arrayContaining(["PORT", "MONGO_URL", "NATS_URL", "OPS_TOKEN", "RATE_LIMIT_PER_MINUTE"]),
    );
    expect(Object.keys(compose.services.gateway.environment)).toEqual(expect.arrayContaining(names));
    // PORT is the host port in compose as it is for npm start.
    expect(compose.services.gateway.ports[0]).toMatch(/^\$\{PORT:-8080\}:8080$/);
  });

  it("every env name in compose and the ConfigMap is one the code reads", () => {
    const services = COMPONENTS.filter((c) => c !== "gateway");
    const sources = [
      "shared/config.ts",
      "gateway/main.ts",
      "shared/log.ts",
      "shared/service-kit/lifecycle.ts",
      "shared/stop.ts",
      ...services.map((c) => `services/${c}/main.ts`),
      ...services.map((c) => `services/${c}/settings.ts`),
    ]
      .filter((p) => existsSync(join(ROOT, p)))
      .map((p) => readFileSync(join(ROOT, p), "utf8"))
      .join("\n");
    const names = new Set<string>();
    for (const c of COMPONENTS) for (const n of Object.keys(compose.services[c].environment)) names.add(n);
    for (const n of Object.keys(find("ConfigMap", "ccw-config").data)) names.add(n);
    for (const n of names) expect(sources, `${n} is read nowhere`).toMatch(new RegExp(`["'.]${n}["')\\s,]`));
  });

  it("sign-in: the oauth service gets the identity provider's settings, the client secret only by reference", () => {
    const oauth = compose.services.oauth.environment;
    for (const k of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "DEV_SIGN_IN"]) {
      expect(oauth[k], k).toBe(`\${${k}:-${k === "DEV_SIGN_IN" ? "false" : ""}}`);
    }
    for (const c of COMPONENTS.filter((c) => c !== "oauth")) {
      expect("OIDC_CLIENT_SECRET" in compose.services[c].environment, c).toBe(false);
    }
    const cm = find("ConfigMap", "ccw-config").data;
    const ctr = find("Deployment", "oauth").spec.template.spec.containers[0];
    const secret = ctr.env.find((e: any) => e.name === "OIDC_CLIENT_SECRET");
    expect(secret.valueFrom.secretKeyRef).toEqual({ name: "ccw-secrets", key: "oidc-client-secret" });
    expect(find("Secret", "ccw-secrets").stringData["oidc-client-secret"]).toMatch(/^REPLACE/);
    for (const c of COMPONENTS.filter((c) => c !== "oauth")) {
      expect(
        find("Deployment", c).spec.template.spec.containers[0].env.some((e: any) =>
          e.name === "OIDC_CLIENT_SECRET"
        ),
        c,
      ).toBe(false);
    }
    expect(cm.DEV_SIGN_IN).toBeUndefined();
    // The Kubernetes example, as configured, starts with the identity provider (and without one, refuses).
    const k8sEnv = {
      baseUrl: cm.BASE_URL,
      oidcIssuer: cm.OIDC_ISSUER,
      oidcClientId: cm.OIDC_CLIENT_ID,
      oidcClientSecret: "from-the-secret",
    };
    expect(signInMode(k8sEnv).kind).toBe("idp");
    expect(() => signInMode({ baseUrl: cm.BASE_URL })).toThrow(/OIDC_ISSUER/);
  });

  it("SERVICE_URLS names every service and MCP, and no service gets the ops token", () => {
    for (const c of COMPONENTS) {
      const env = compose.services[c].environment;
      expect(Object.keys(JSON.parse(env.SERVICE_URLS)).sort()).toEqual([...SERVICES, "mcp"].sort());
      expect("OPS_TOKEN" in env).toBe(c === "gateway");
    }
  });

  it("mongo runs as a one-node replica set initiated by an init step, NATS with JetStream", () => {
    expect(compose.services.mongo.command).toEqual(expect.arrayContaining(["--replSet", "rs0"]));
    expect(compose.services["mongo-init"].command.join(" ")).toContain("rs.initiate");
    expect(compose.services.gateway.environment.MONGO_URL).toContain("replicaSet=rs0");
    expect(compose.services.nats.command).toContain("-js");
    for (const v of ["mongo-data", "nats-data", "gateway-data"]) expect(compose.volumes).toHaveProperty(v);
  });
});

describe("network policy", () => {
  /** Caller → callee pairs the code makes: rt.call("x", ...), campaignFor() → campaign, the kit's action record → oauth. */
  function callsInCode(): [string, string][] {
    const pairs: [string, string][] = [];
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((
        n,
      ) => (statSync(join(dir, n)).isDirectory()
        ? walk(join(dir, n))
        : n.endsWith(".ts") && !n.endsWith(".test.ts")
        ? [join(dir, n)]
        : [])
      );
    for (const svc of SERVICES) {
      for (const f of walk(join(ROOT, "services", svc))) {
        const text = readFileSync(f, "utf8");
        for (const m of text.matchAll(/\.call(?:<[^>]*>)?\(\s*"([a-z-]+)"/g)) pairs.push([svc, m[1]]);
        if (/campaignFor\(/.test(text) && svc !== "campaign") pairs.push([svc, "campaign"]);
      }
      if (svc !== "oauth") pairs.push([svc, "oauth"]); // the service kit records every tool call at oauth
    }
    pairs.push(["gateway", "oauth"]); // introspection
    return pairs;
  }

  it("lets through every call the code makes", () => {
    const pairs = callsInCode();
    expect(pairs.length).toBeGreaterThan(SERVICES.length);
    for (const [from, to] of pairs) {
      const pol = find("NetworkPolicy", `${to}-ingress`);
      const allowed = pol.spec.ingress.flatMap((r: any) =>
        (r.from ?? []).flatMap((f: any) => f.podSelector?.matchExpressions?.[0]?.values ?? [])
      );
      expect(allowed, `${from} → ${to}`).toContain(from);
    }
  });

  it("allows nothing else: each service only from the gateway and its callers in the code; MCP only from the gateway", () => {
    const pairs = callsInCode();
    for (const c of COMPONENTS.filter((c) => c !== "gateway")) {
      const expected = new Set(["gateway", ...pairs.filter(([, to]) => to === c).map(([from]) => from)]);
      expect(new Set(CALLERS[c] as string[]), c).toEqual(expected);
      const pol = find("NetworkPolicy", `${c}-ingress`);
      for (const rule of pol.spec.ingress) {
        expect(rule.from, `${c}: a rule without 'from' would admit anyone`).toBeDefined();
      }
    }
    expect(find("NetworkPolicy", "default-deny-ingress").spec.podSelector).toEqual({});
    // MCP's own calls go to the gateway (GATEWAY_URL), which is the public listener.
    expect(compose.services.mcp.environment.GATEWAY_URL).toBe("http://gateway:8080");
  });
});

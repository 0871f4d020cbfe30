import { type ServiceUrls, urlsOf } from "../shared/config.ts";

async function probe(url: string, timeoutMs: number): Promise<string> {
  try {
    const r = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    await r.body?.cancel();
    return r.ok ? "up" : `unhealthy (${r.status})`;
  } catch {
    return "down";
  }
}

/**
 * GET /healthz: 200 only when every service answers its own /healthz through the internal network.
 * A service with replicas is "up" when all of them are, else it says how many are ("1/2 up").
 */
export async function checkHealth(serviceUrls: ServiceUrls, timeoutMs = 1500) {
  const entries = await Promise.all(
    Object.keys(serviceUrls).map(async (name) => {
      const states = await Promise.all(urlsOf(serviceUrls, name).map((u) => probe(u, timeoutMs)));
      if (states.length === 1) return [name, states[0]] as const;
      const up = states.filter((s) => s === "up").length;
      return [name, up === states.length ? "up" : `${up}/${states.length} up`] as const;
    }),
  );
  const services = Object.fromEntries(entries);
  const ok = entries.every(([, s]) => s === "up");
  return { status: ok ? 200 : 503, body: { status: ok ? "ok" : "starting", gateway: "up", services } };
}

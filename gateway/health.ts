/** GET /healthz: 200 only when every service answers its own /healthz through the internal network. */
export async function checkHealth(serviceUrls: Record<string, string>, timeoutMs = 1500) {
  const entries = await Promise.all(
    Object.entries(serviceUrls).map(async ([name, url]) => {
      try {
        const r = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
        await r.body?.cancel();
        return [name, r.ok ? "up" : `unhealthy (${r.status})`] as const;
      } catch {
        return [name, "down"] as const;
      }
    }),
  );
  const services = Object.fromEntries(entries);
  const ok = entries.every(([, s]) => s === "up");
  return { status: ok ? 200 : 503, body: { status: ok ? "ok" : "starting", gateway: "up", services } };
}

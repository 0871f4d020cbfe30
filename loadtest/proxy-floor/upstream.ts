// The upstream of the proxy-floor bench: at any path, a page of the size a 10-campaign list answers
// (~2.4 KB of JSON), from memory, so the hop is all that is measured.
const page = JSON.stringify({
  campaigns: Array.from({ length: 10 }, (_, i) => ({
    id: 1000 + i,
    title: `Campaign ${i}`,
    status: "live",
    brand: "Glow Lab",
    overview: "Show our serum in your morning routine. ".repeat(3),
    payLine: "€250 per reel",
  })),
  nextCursor: null,
});
const port = Number(Deno.env.get("PORT"));
Deno.serve(
  { port, hostname: "127.0.0.1", onListen: () => console.log("ready") },
  () => new Response(page, { headers: { "content-type": "application/json" } }),
);

// A bare proxy with Deno's own server and client (Deno.serve + fetch): the cheapest hop Deno offers.
const upstream = `http://127.0.0.1:${Deno.env.get("UPSTREAM_PORT")}`;
const client = Deno.createHttpClient({});
Deno.serve(
  { port: Number(Deno.env.get("PORT")), hostname: "127.0.0.1", onListen: () => console.log("ready") },
  async (req) => {
    const url = new URL(req.url);
    const answer = await fetch(upstream + url.pathname + url.search, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      client,
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  },
);

// A bare proxy as http-proxy (express-gateway's proxy policy) does it: node:http server, node:http client
// with a keep-alive agent, the answer piped. Runs under Deno (the gateway's runtime) and under Node.
import http from "node:http";
import process from "node:process";

const upstream = Number(process.env.UPSTREAM_PORT);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
http.createServer((req, res) => {
  const out = http.request(
    { host: "127.0.0.1", port: upstream, path: req.url, method: req.method, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on("error", () => {
    res.statusCode = 502;
    res.end();
  });
  req.pipe(out);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));

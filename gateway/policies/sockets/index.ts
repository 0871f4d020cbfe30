import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { isTrustedProxy, normalise } from "../forwarded/index.ts";

/**
 * Slow clients cannot hold sockets (issue 16 item 6): header and request deadlines of seconds and a cap
 * on open sockets per client address, enforced on the connection itself. Node's `headersTimeout` /
 * `requestTimeout` are set too, but Deno's node:http server does not enforce them (measured: a client
 * sending half a header kept its socket for as long as it liked), so a watchdog per socket does:
 *
 * - from the connection until the request's headers are in: `headersTimeoutMs` (10 s);
 * - from the headers until the answer is sent: `requestTimeoutMs` (30 s; the upstream timeout is 15 s);
 * - idle between keep-alive requests: the server's `keepAliveTimeout`;
 * - more than `maxPerAddress` open sockets from one address (trusted proxies excepted): the new one is
 *   closed at once.
 */
export interface SocketLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxPerAddress: number;
}

/** Each socket's watchdog (re-armed per phase: headers, request, keep-alive idle). */
const watchers = new WeakMap<Socket, (ms: number, what: string) => void>();

export function guardSockets(
  server: Server,
  limits: SocketLimits,
  onRefused?: (what: string, address: string) => void,
): { open: Map<string, number> } {
  const open = new Map<string, number>();
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.on("connection", (socket: Socket) => {
    const address = normalise(socket.remoteAddress) ?? "unknown";
    const n = (open.get(address) ?? 0) + 1;
    if (n > limits.maxPerAddress && !isTrustedProxy(address)) {
      onRefused?.("too many sockets from one address", address);
      socket.destroy();
      return;
    }
    open.set(address, n);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (ms: number, what: string) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        onRefused?.(what, address);
        socket.destroy();
      }, ms);
      (timer as { unref?: () => void }).unref?.();
    };
    watchers.set(socket, arm);
    arm(limits.headersTimeoutMs, "headers not complete in time");
    socket.once("close", () => {
      if (timer) clearTimeout(timer);
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const arm = req.socket ? watchers.get(req.socket) : undefined;
    if (!arm) return;
    arm(limits.requestTimeoutMs, "request not answered in time");
    // Answered: the socket may idle until the next request as long as keep-alive allows, then must
    // deliver that request's headers in time.
    res.once("finish", () => arm(server.keepAliveTimeout || limits.headersTimeoutMs, "keep-alive idle"));
  });
  return { open };
}

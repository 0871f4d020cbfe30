// The TCP server: accepts connections, turns requests into command contexts, encodes replies, and
// runs the background sweeps (TTL deletes, idle cursors, retryable-write session state).
import * as net from "node:net";
import { dispatch } from "./commands/dispatch.ts";
import type { ServerInfo } from "./commands/context.ts";
import { Connection } from "./connection.ts";
import { CursorRegistry } from "./cursors.ts";
import { RetryableWrites } from "./sessions.ts";
import type { Store } from "./storage/store.ts";
import { sweepTtl } from "./ttl.ts";
import type { Doc } from "./values.ts";
import { encodeOpMsg, encodeOpReply, type Request } from "./wire.ts";

export interface ServerOptions {
  host: string;
  port: number;
  replSet?: string;
  ttlSweepMs: number;
  log: (line: string) => void;
}

export class MongoServer {
  private readonly store: Store;
  private readonly opts: ServerOptions;
  private readonly cursors = new CursorRegistry();
  private readonly retry = new RetryableWrites();
  private readonly connections = new Map<number, Connection>();
  private readonly info: ServerInfo;
  private server?: net.Server;
  private timers: ReturnType<typeof setInterval>[] = [];
  private nextConnId = 1;

  constructor(store: Store, opts: ServerOptions) {
    this.store = store;
    this.opts = opts;
    this.info = {
      host: opts.host === "0.0.0.0" || opts.host === "::" ? "127.0.0.1" : opts.host,
      port: opts.port,
      replSet: opts.replSet,
      startedAt: new Date(),
      log: opts.log,
      connections: () => this.connections.size,
      totalConnections: () => this.nextConnId - 1,
    };
  }

  async listen(): Promise<number> {
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.opts.port, this.opts.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    server.on("error", (e) => this.opts.log(`server error: ${e.message}`));
    const addr = server.address();
    this.info.port = typeof addr === "object" && addr ? addr.port : this.opts.port;
    this.every(this.opts.ttlSweepMs, () => {
      const n = sweepTtl(this.store);
      void this.store.commit()?.catch((e) => this.opts.log(`ERROR: TTL journal write failed: ${e.message}`));
      if (n) this.opts.log(`TTL sweep removed ${n} expired documents`);
    });
    this.every(60_000, () => {
      this.cursors.sweep();
      this.retry.sweep();
    });
    return this.info.port;
  }

  private every(ms: number, fn: () => void): void {
    const t = setInterval(() => {
      try {
        fn();
      } catch (e) {
        this.opts.log(`ERROR: background task failed: ${(e as Error).message}`);
      }
    }, ms);
    (t as unknown as { unref?: () => void }).unref?.();
    this.timers.push(t);
  }

  private accept(socket: net.Socket): void {
    const id = this.nextConnId++;
    const conn = new Connection(id, socket, {
      handle: (req, connId) => this.handle(req, connId),
      log: this.opts.log,
    });
    this.connections.set(id, conn);
    socket.on("close", () => this.connections.delete(id));
  }

  private handle(
    req: Request,
    connectionId: number,
  ): Uint8Array | undefined | Promise<Uint8Array | undefined> {
    const reply = dispatch(
      {
        store: this.store,
        cursors: this.cursors,
        server: this.info,
        db: req.db,
        cmd: req.command,
        connectionId,
      },
      this.retry,
    );
    return reply instanceof Promise ? reply.then((r) => this.encode(req, r)) : this.encode(req, reply);
  }

  private encode(req: Request, reply: Doc): Uint8Array | undefined {
    if (req.moreToCome) return undefined;
    const encode = req.legacy ? encodeOpReply : encodeOpMsg;
    try {
      return encode(req.header.requestId, reply);
    } catch (e) {
      // e.g. a reply over the BSON size limit: report it instead of dropping the connection.
      const msg = `reply could not be encoded: ${(e as Error).message}`;
      return encode(req.header.requestId, {
        ok: 0,
        errmsg: msg,
        code: 10334,
        codeName: "BSONObjectTooLarge",
      });
    }
  }

  get port(): number {
    return this.info.port;
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const server = this.server;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const c of this.connections.values()) c.close();
    this.connections.clear();
    await closed;
  }
}

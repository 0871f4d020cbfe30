// One client connection: reassembles length-prefixed messages from the TCP stream and processes
// them strictly one after another (replies go out in request order). Any framing or BSON problem
// closes only this socket, with a logged reason.
import type { Socket } from "node:net";
import { MAX_MESSAGE_SIZE, parseMessage, type Request, WireError } from "./wire.ts";

export interface ConnectionHandler {
  /** Returns the encoded reply, or undefined when none is due (moreToCome); a promise if it must wait. */
  handle(req: Request, connectionId: number): Uint8Array | undefined | Promise<Uint8Array | undefined>;
  log(line: string): void;
}

export class Connection {
  readonly id: number;
  private readonly socket: Socket;
  private readonly handler: ConnectionHandler;
  private head: Uint8Array = new Uint8Array(0);
  private partial?: { buf: Uint8Array; filled: number };
  private queue: Uint8Array[] = [];
  private busy = false;
  private closed = false;

  constructor(id: number, socket: Socket, handler: ConnectionHandler) {
    this.id = id;
    this.socket = socket;
    this.handler = handler;
    socket.setNoDelay(true);
    socket.on("data", (chunk: Uint8Array) => this.onData(chunk));
    socket.on("error", () => this.close());
    socket.on("close", () => (this.closed = true));
  }

  /**
   * Copies stream bytes into a buffer of the message's exact size (known from its header), so a
   * large message arriving in many chunks costs one copy instead of repeated concatenation.
   */
  private onData(chunk: Uint8Array): void {
    let off = 0;
    while (off < chunk.length && !this.closed) {
      if (this.partial) {
        const p = this.partial;
        const n = Math.min(chunk.length - off, p.buf.length - p.filled);
        p.buf.set(chunk.subarray(off, off + n), p.filled);
        p.filled += n;
        off += n;
        if (p.filled === p.buf.length) {
          this.queue.push(p.buf);
          this.partial = undefined;
        }
        continue;
      }
      // Common case: a whole message inside this chunk. Use it in place (runtimes hand every
      // 'data' chunk over for good, and stored values copy out of it, see detachBinaries).
      if (this.head.length === 0 && chunk.length - off >= 4) {
        const len = new DataView(chunk.buffer, chunk.byteOffset + off, 4).getInt32(0, true);
        if (len >= 16 && len <= MAX_MESSAGE_SIZE && chunk.length - off >= len) {
          this.queue.push(chunk.subarray(off, off + len));
          off += len;
          continue;
        }
      }
      const need = 4 - this.head.length;
      const take = chunk.subarray(off, off + need);
      this.head = concat(this.head, take);
      off += take.length;
      if (this.head.length < 4) break;
      const len = new DataView(this.head.buffer, this.head.byteOffset, 4).getInt32(0, true);
      if (len < 16 || len > MAX_MESSAGE_SIZE) {
        this.abort(`message length ${len} outside 16..${MAX_MESSAGE_SIZE}`);
        return;
      }
      const buf = new Uint8Array(len);
      buf.set(this.head, 0);
      this.partial = { buf, filled: 4 };
      this.head = new Uint8Array(0);
    }
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.queue.length && !this.closed) {
        const msg = this.queue.shift()!;
        let req: Request;
        try {
          req = parseMessage(msg);
        } catch (e) {
          this.abort(e instanceof WireError ? e.message : `unparseable message: ${(e as Error).message}`);
          return;
        }
        let reply = this.handler.handle(req, this.id);
        if (reply instanceof Promise) reply = await reply;
        if (reply && !this.closed) this.socket.write(reply);
      }
    } catch (e) {
      this.abort(`internal error: ${(e as Error).stack ?? e}`);
    } finally {
      this.busy = false;
    }
  }

  private abort(reason: string): void {
    if (this.closed) return;
    this.handler.log(`closing connection ${this.id}: ${reason}`);
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue = [];
    this.socket.destroy();
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

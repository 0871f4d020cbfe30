import { z } from "zod";
import type { Logger } from "../log.ts";

/**
 * The action history (svc_list_actions) off the request path: every tool call adds one entry to an
 * in-memory buffer and is answered at once; the buffer is flushed every `flushMs` (or at `maxBatch`
 * entries) as ONE batch to a sink — JetStream (`ccw.actions.recorded`, inserted in bulk by oauth) in
 * every service but oauth, which inserts its own directly. A batch the sink refuses stays buffered and
 * is tried again (up to `maxBuffered` entries; past that the oldest are dropped, logged and counted).
 * What can be lost: the entries of the last `flushMs` of a process that is killed (SIGKILL, a crash);
 * a graceful stop flushes first.
 */
export const actionEntrySchema = z.object({
  /** ObjectId hex, made when the call ended: the history's order and the dedupe key of a redelivery. */
  id: z.string().regex(/^[0-9a-f]{24}$/),
  workspaceId: z.string(),
  tokenId: z.string(),
  tool: z.string(),
  campaignId: z.number().nullable(),
  outcome: z.string(),
  httpStatus: z.number().int(),
  via: z.enum(["rest", "mcp"]),
  requestId: z.string(),
  at: z.string(),
});
export type ActionEntry = z.infer<typeof actionEntrySchema>;

export type ActionSink = (batch: ActionEntry[]) => Promise<void>;

export class ActionRecorder {
  private buffer: ActionEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;
  private failures = 0;
  dropped = 0;

  constructor(
    private readonly sink: ActionSink,
    private readonly log: Logger,
    private readonly flushMs = 20,
    private readonly maxBatch = 500,
    private readonly maxBuffered = 50_000,
  ) {}

  get buffered(): number {
    return this.buffer.length;
  }

  record(entry: ActionEntry): void {
    this.buffer.push(entry);
    if (this.buffer.length > this.maxBuffered) {
      const over = this.buffer.length - this.maxBuffered;
      this.buffer.splice(0, over);
      this.dropped += over;
      this.log("error", "action history buffer full: dropped the oldest entries", { dropped: over });
    }
    if (this.buffer.length >= this.maxBatch) void this.flush();
    else this.schedule(this.flushMs);
  }

  private schedule(ms: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
  }

  /** Sends what is buffered, batch by batch; resolves when the buffer is empty or the sink failed. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.buffer.length === 0) return Promise.resolve();
    const run = async () => {
      while (this.buffer.length > 0) {
        const batch = this.buffer.slice(0, this.maxBatch);
        try {
          await this.sink(batch);
        } catch (e) {
          this.failures++;
          if (this.failures === 1 || this.failures % 100 === 0) {
            this.log("warn", "could not record actions; will retry", {
              entries: this.buffer.length,
              err: String(e),
            });
          }
          this.schedule(Math.min(5000, 100 * this.failures));
          return;
        }
        this.failures = 0;
        this.buffer.splice(0, batch.length);
      }
    };
    // Assigned before the first await inside can finish, and cleared only by this run.
    const p: Promise<void> = run().finally(() => {
      if (this.flushing === p) this.flushing = undefined;
    });
    this.flushing = p;
    return p;
  }

  /** A graceful stop: try to send everything within `ms`. */
  async drain(ms = 2000): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.buffer.length > 0 && Date.now() < deadline) {
      await this.flush();
      if (this.buffer.length > 0) await new Promise((r) => setTimeout(r, 50));
    }
  }
}

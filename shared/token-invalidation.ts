import type { NatsConnection } from "@nats-io/transport-node";
import { AckedInvalidator, type InvalidationOutcome } from "./invalidation.ts";

/**
 * Token invalidation between oauth and every gateway replica (docs/ARCHITECTURE.md, "Token cache"):
 * shared/invalidation.ts on the topic `tokens`, keys = token ids (never hashes or raw tokens).
 */
export const TOKENS_TOPIC = "tokens";
export const DEFAULT_TOKEN_CACHE_TTL_MS = 2000;
export type { InvalidationOutcome };

export class TokenInvalidator extends AckedInvalidator {
  constructor(nc: NatsConnection | undefined, namespace: string, cacheTtlMs: number) {
    super(nc, namespace, TOKENS_TOPIC, cacheTtlMs);
  }
}

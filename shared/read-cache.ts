import process from "node:process";
import { AckedInvalidator, attachInvalidation, type InvalidatableCache } from "./invalidation.ts";
import type { Runtime } from "./service-kit/index.ts";

/**
 * A service's own reads kept briefly in each of its replicas, with the token cache's guarantees
 * (shared/invalidation.ts; docs/ARCHITECTURE.md, "Projections and caches"): an answer lives at most the
 * TTL (2 s by default); every write that could change one invalidates on every replica of the service
 * and waits for their acknowledgements (or waits out the TTL when one cannot answer) before the write
 * is answered; an answer read across an invalidation is never stored; nothing is cached while NATS is
 * down. So a read asked after a write was answered, on any replica, always shows that write.
 *
 * Answers are grouped (a workspace's campaign lists, a campaign's creators) and name the items they
 * show: an invalidation drops whole groups (`g:<group>`: an insert or a change that moves items in or
 * out of any answer of the group) or the answers showing an item (`i:<item>`). Answers are shared
 * between requests: callers treat them as read-only.
 */

interface Entry<V> {
  value: V;
  until: number;
  items: readonly number[];
}

/** Entries grouped (a workspace, a campaign), each with the item ids it shows. */
export class GroupedCache<V> implements InvalidatableCache {
  private readonly byGroup = new Map<string, Map<string, Entry<V>>>();
  private epoch = 0;
  private size = 0;
  enabled = false;
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(group: string, query: string): V | undefined {
    if (!this.enabled) return undefined;
    const entries = this.byGroup.get(group);
    const e = entries?.get(query);
    if (!e) return undefined;
    if (this.now() >= e.until) {
      this.drop(group, query);
      return undefined;
    }
    return e.value;
  }

  /** Taken before reading the store; `set` stores only when no invalidation came in between. */
  ticket(): number {
    return this.epoch;
  }

  set(group: string, query: string, value: V, items: readonly number[], ticket: number): void {
    if (!this.enabled || ticket !== this.epoch || this.ttlMs <= 0) return;
    if (this.size >= this.maxEntries) this.clear(); // bounded; that many answers within one TTL is rare
    let entries = this.byGroup.get(group);
    if (!entries) this.byGroup.set(group, entries = new Map());
    if (!entries.has(query)) this.size++;
    entries.set(query, { value, until: this.now() + this.ttlMs, items });
  }

  invalidate(keys: readonly string[]): void {
    this.epoch++;
    const items = new Set<number>();
    for (const k of keys) {
      if (k.startsWith("g:")) {
        this.size -= this.byGroup.get(k.slice(2))?.size ?? 0;
        this.byGroup.delete(k.slice(2));
      } else if (k.startsWith("i:")) items.add(Number(k.slice(2)));
      else return this.clear(); // a key we do not know: never keep what we were told about
    }
    if (!items.size) return;
    for (const [group, entries] of this.byGroup) {
      for (const [query, e] of entries) {
        if (e.items.some((id) => items.has(id))) this.drop(group, query);
      }
    }
  }

  clear(): void {
    this.epoch++;
    this.byGroup.clear();
    this.size = 0;
  }

  private drop(group: string, query: string): void {
    const entries = this.byGroup.get(group);
    if (entries?.delete(query)) this.size--;
    if (entries && entries.size === 0) this.byGroup.delete(group);
  }
}

/**
 * The read caches' topics, each with the environment variable of its TTL in ms (one per topic: a writer
 * that cannot reach a holder waits out that TTL, so owner and holders must agree on it). A service
 * holding answers read from another service attaches to the owner's topic (services never import each
 * other, so the names live here).
 */
export const READ_CACHE_TOPICS = {
  /** The campaign service's lists and views, and the campaign facts other services keep. */
  campaigns: { topic: "campaign-lists", ttlVar: "CAMPAIGN_FACTS_TTL_MS" },
  /** Creator records, per campaign: the creator service's applicant pages, the club's member ids. */
  creators: { topic: "creator-lists", ttlVar: "CREATOR_CACHE_TTL_MS" },
  /** The club's directory, invites per campaign and monthly allowances (services/club/cached-reads.ts). */
  club: { topic: "club-reads", ttlVar: "CLUB_CACHE_TTL_MS" },
} as const;

/** What a write changed: the groups whose answers may change, and items whose answers did. */
export interface ReadChange {
  groups?: readonly (string | number)[];
  items?: readonly number[];
}

/** A cache of reads: `start` it in onStart, `read` through it; the owning service calls `changed` after writes. */
export class ReadCache {
  private cache: GroupedCache<unknown> | undefined;
  private owner: AckedInvalidator | undefined;

  private readonly topic: string;
  private readonly ttlVar: string;

  /** One of READ_CACHE_TOPICS. */
  constructor(which: { topic: string; ttlVar: string }) {
    this.topic = which.topic;
    this.ttlVar = which.ttlVar;
  }

  /** Started (by `start`, as owner or holder) and able to keep answers: false without NATS. */
  get started(): boolean {
    return this.cache !== undefined;
  }

  private ttlMs(): number {
    return Number(process.env[this.ttlVar] ?? 2000);
  }

  /**
   * Holder and owner both (the owning service): every replica keeps answers and every replica's writes
   * invalidate them. `{ owner: false }` in a service that keeps answers read from the owner: it is told
   * of the owner's writes on the same topic and acknowledges them like the owner's own replicas.
   */
  start(rt: Runtime, { owner = true, maxEntries = 1_000 } = {}): void {
    if (!rt.nc || this.cache) return; // no NATS (a unit test's runtime): nothing can invalidate, so no cache
    this.cache = new GroupedCache(this.ttlMs(), maxEntries);
    attachInvalidation(rt.nc, rt.env.dbPrefix, this.topic, this.cache, rt.log);
    if (owner) this.owner = new AckedInvalidator(rt.nc, rt.env.dbPrefix, this.topic, this.ttlMs()).start();
  }

  /** The kept answer, or `load`'s (kept unless null). `shows` names the items it holds. */
  async read<V>(
    group: string | number,
    query: string,
    load: () => Promise<V>,
    shows: (value: V) => readonly number[],
  ): Promise<V> {
    const c = this.cache as GroupedCache<V> | undefined;
    const hit = c?.get(String(group), query);
    if (hit !== undefined) return hit;
    const ticket = c?.ticket() ?? 0;
    const value = await load();
    if (value !== null && value !== undefined) c?.set(String(group), query, value, shows(value), ticket);
    return value;
  }

  /** Drops what a write changed, here at once and on every replica before the write is answered. */
  async changed(change: ReadChange): Promise<void> {
    const keys = [
      ...(change.groups ?? []).map((g) => `g:${g}`),
      ...(change.items ?? []).map((id) => `i:${id}`),
    ];
    if (!keys.length) return;
    this.cache?.invalidate(keys);
    if (this.owner) await this.owner.invalidate(keys);
  }
}

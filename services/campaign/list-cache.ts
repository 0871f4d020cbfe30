import process from "node:process";
import { AckedInvalidator, attachInvalidation, type InvalidatableCache } from "../../shared/invalidation.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";

/**
 * The campaign list query's answers, kept briefly in each campaign replica (docs/ARCHITECTURE.md,
 * "Projections and caches"). `svc_list_campaigns` is the hottest read; without this each one is a
 * `find` whose driver and store work is half of the request's CPU.
 *
 * Correctness is the token cache's (shared/invalidation.ts): an entry lives at most
 * CAMPAIGN_LIST_CACHE_TTL_MS (2 s), and every write to a campaign document (insert, versioned save,
 * pushed creator counts) invalidates on every campaign replica and waits for each one's
 * acknowledgement before the write is answered — or waits out the TTL when one cannot answer. An
 * answer read across an invalidation is never stored, and nothing is cached while NATS is down. So a
 * list asked after a write was answered, on any replica, always shows that write.
 *
 * Keys of an invalidation: `w:<workspaceId>` (every list of that workspace: an insert or a state
 * change can move campaigns in and out of any filtered page) and `c:<campaignId>` (the lists holding
 * that campaign: a creator-count push knows the campaign, and only lists showing it can change).
 */
export const CAMPAIGN_LISTS_TOPIC = "campaign-lists";
const ttlMs = () => Number(process.env.CAMPAIGN_LIST_CACHE_TTL_MS ?? 2000);

interface Entry<V> {
  value: V;
  until: number;
  campaignIds: readonly number[];
}

/** Entries grouped by workspace, with the campaign ids each one shows. */
export class ListCache<V> implements InvalidatableCache {
  private readonly byWorkspace = new Map<string, Map<string, Entry<V>>>();
  private epoch = 0;
  private size = 0;
  enabled = false;
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(workspaceId: string, query: string): V | undefined {
    if (!this.enabled) return undefined;
    const entries = this.byWorkspace.get(workspaceId);
    const e = entries?.get(query);
    if (!e) return undefined;
    if (this.now() >= e.until) {
      this.drop(workspaceId, query);
      return undefined;
    }
    return e.value;
  }

  /** Taken before reading the store; `set` stores only when no invalidation came in between. */
  ticket(): number {
    return this.epoch;
  }

  set(workspaceId: string, query: string, value: V, campaignIds: readonly number[], ticket: number): void {
    if (!this.enabled || ticket !== this.epoch || this.ttlMs <= 0) return;
    if (this.size >= this.maxEntries) this.clear(); // bounded: pages of at most 100 small items; 1,000 pages in 2 s is rare
    let entries = this.byWorkspace.get(workspaceId);
    if (!entries) this.byWorkspace.set(workspaceId, entries = new Map());
    if (!entries.has(query)) this.size++;
    entries.set(query, { value, until: this.now() + this.ttlMs, campaignIds });
  }

  invalidate(keys: readonly string[]): void {
    this.epoch++;
    const campaignIds = new Set<number>();
    for (const k of keys) {
      if (k.startsWith("w:")) {
        this.size -= this.byWorkspace.get(k.slice(2))?.size ?? 0;
        this.byWorkspace.delete(k.slice(2));
      } else if (k.startsWith("c:")) campaignIds.add(Number(k.slice(2)));
      else return this.clear(); // a key we do not know: never keep what we were told about
    }
    if (!campaignIds.size) return;
    for (const [workspaceId, entries] of this.byWorkspace) {
      for (const [query, e] of entries) {
        if (e.campaignIds.some((id) => campaignIds.has(id))) this.drop(workspaceId, query);
      }
    }
  }

  clear(): void {
    this.epoch++;
    this.byWorkspace.clear();
    this.size = 0;
  }

  private drop(workspaceId: string, query: string): void {
    const entries = this.byWorkspace.get(workspaceId);
    if (entries?.delete(query)) this.size--;
    if (entries && entries.size === 0) this.byWorkspace.delete(workspaceId);
  }
}

/** What invalidates lists: the workspaces whose lists may change, and campaigns whose items did. */
export interface ListChange {
  workspaceIds?: readonly string[];
  campaignIds?: readonly number[];
}

let cache: ListCache<unknown> | undefined;
let owner: AckedInvalidator | undefined;

/** Starts this replica's cache (a holder) and its invalidator (an owner): the campaign service's onStart. */
export function startCampaignListCache(rt: Runtime): void {
  if (!rt.nc || cache) return; // no NATS (a unit test's runtime): nothing can invalidate, so no cache
  cache = new ListCache(ttlMs());
  attachInvalidation(rt.nc, rt.env.dbPrefix, CAMPAIGN_LISTS_TOPIC, cache, rt.log);
  owner = new AckedInvalidator(rt.nc, rt.env.dbPrefix, CAMPAIGN_LISTS_TOPIC, ttlMs()).start();
}

/**
 * A read of one workspace's campaign data from the cache, or read (and kept) by `load`. `shows` names
 * the campaigns the answer holds (a `c:<id>` invalidation drops it); null answers are not kept.
 */
export async function cachedRead<V>(
  workspaceId: string,
  query: string,
  load: () => Promise<V>,
  shows: (value: V) => readonly number[],
): Promise<V> {
  const c = cache as ListCache<V> | undefined;
  const hit = c?.get(workspaceId, query);
  if (hit !== undefined) return hit;
  const ticket = c?.ticket() ?? 0;
  const value = await load();
  if (value !== null && value !== undefined) c?.set(workspaceId, query, value, shows(value), ticket);
  return value;
}

/** A list page from the cache, or read (and kept) by `load`. */
export function cachedList<V extends { _id: number }[]>(
  workspaceId: string,
  query: string,
  load: () => Promise<V>,
): Promise<V> {
  return cachedRead(workspaceId, query, load, (page) => page.map((d) => d._id));
}

/** Drops the lists a write changed, here at once and on every replica before the write is answered. */
export async function listsChanged(change: ListChange): Promise<void> {
  const keys = [
    ...(change.workspaceIds ?? []).map((w) => `w:${w}`),
    ...(change.campaignIds ?? []).map((id) => `c:${id}`),
  ];
  if (!keys.length) return;
  cache?.invalidate(keys);
  if (owner) await owner.invalidate(keys);
}

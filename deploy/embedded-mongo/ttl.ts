// TTL indexes: a periodic sweep deletes documents whose indexed date (the earliest one, for arrays)
// is older than expireAfterSeconds. It walks the index's date range, never the whole collection.
import { encodeKey, TAG } from "./keys.ts";
import type { Store } from "./storage/store.ts";
import { num } from "./values.ts";

export function sweepTtl(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const colls of store.dbs.values()) {
    for (const c of colls.values()) {
      for (const ix of c.indexes) {
        if (ix.spec.expireAfterSeconds === undefined || ix.fields.length !== 1) continue;
        const cutoff = new Date(now - num(ix.spec.expireAfterSeconds) * 1000);
        const lo = String.fromCharCode(TAG.date);
        const hi = encodeKey(cutoff);
        const ids = ix.fields[0].dir === 1 ? [...new Set(ix.scanRange(lo, hi))] : [];
        for (const id of ids) {
          const rec = c.docs.get(id);
          if (rec && store.remove(c, rec.doc._id)) removed++;
        }
      }
    }
  }
  return removed;
}

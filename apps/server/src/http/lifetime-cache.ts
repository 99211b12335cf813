// A value per key kept for a lifetime by the server's clock: for reads whose source changes
// only when a catalogue is loaded (the hold's ticket, the tickets a filter matches), so a rush
// reads them from PostgreSQL once per lifetime instead of once per request. A catalogue
// loaded by another process shows within the lifetime, as the read cache's answers do
// (src/http/read-cache.ts). Concurrent misses of one key share one load; a failed load is
// not kept. A value past half its lifetime is answered and loaded anew behind, so a steady
// stream of requests never waits for the lifetime's reload; while that reload runs, the value
// is answered past its lifetime too, up to MAX_READ_AGE_MS from its load.
import type { Clock } from "../clock";
import { MAX_READ_AGE_MS } from "./read-cache";

export interface LifetimeCache<K, V> {
  /** The value from the cache, or from `load`. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets every value (a catalogue was loaded by this process). */
  clear(): void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** A reload behind is running. */
  reloading?: boolean;
}

/** `lifetimeMs` 0: no cache, every call loads. Past `maxEntries` it starts afresh. */
export function createLifetimeCache<K, V>(options: {
  lifetimeMs: number;
  clock: Clock;
  maxEntries: number;
}): LifetimeCache<K, V> {
  const { lifetimeMs, clock, maxEntries } = options;
  const entries = new Map<K, Entry<V>>();
  const maxAgeWhileReloaded = Math.max(lifetimeMs, MAX_READ_AGE_MS);
  return {
    get(key, load) {
      if (lifetimeMs <= 0) return load();
      const now = clock().getTime();
      const cached = entries.get(key);
      // A clock moved back (tests) makes a value of the future stale as well.
      const age = cached ? now - cached.at : -1;
      const answerable = age < lifetimeMs || (cached?.reloading && age < maxAgeWhileReloaded);
      if (cached && age >= 0 && answerable) {
        if (age * 2 >= lifetimeMs && !cached.reloading) {
          cached.reloading = true;
          const value = load();
          value.then(
            () => {
              if (entries.get(key) === cached) entries.set(key, { at: now, value });
            },
            () => {
              // The old value runs out; the next request after that loads again.
              cached.reloading = false;
            },
          );
        }
        return cached.value;
      }
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

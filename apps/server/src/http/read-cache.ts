// A short-lived answer cache for the heavy availability reads (calendar, ticket list,
// capacities). The rule: calendar and capacity answers come from the same counters,
// and no cache may show a sold-out slot as free for more than a second. So:
// - an answer lives at most `lifetimeMs` (READ_CACHE_MS, ≤ 1000) by the server's clock;
// - every hold write of this process (create, change, extend, release, sweep) drops every
//   answer at once, so the next read after a write's answer is counted anew;
// - a query that was running when a write happened is not stored (its answer may predate
//   the write), and later requests do not join it;
// - concurrent misses of one key share one query; at most `maxKeys` answers (LRU).
// Other server processes' writes reach this cache only through the lifetime.
import type { FastifyReply } from "fastify";
import type { Clock } from "../clock";

export const READ_CACHE_MAX_KEYS = 500;

export interface ReadCache {
  /** The serialized answer of `key`: cached if fresh, else from one shared `load`. */
  get(key: string, load: () => Promise<string>): Promise<string>;
  /** Drops every answer: the counters changed. */
  invalidate(): void;
  /** Answers held now (for tests). */
  readonly size: number;
}

interface Entry {
  body: string;
  storedAt: number;
}

export function createReadCache(options: {
  lifetimeMs: number;
  clock: Clock;
  maxKeys?: number;
}): ReadCache {
  const { lifetimeMs, clock, maxKeys = READ_CACHE_MAX_KEYS } = options;
  // Map order is insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  const running = new Map<string, Promise<string>>();
  let generation = 0;

  const fresh = (entry: Entry, now: number) =>
    // A clock moved back (tests) makes an answer of the future stale as well.
    entry.storedAt <= now && now - entry.storedAt < lifetimeMs;

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  return {
    get(key, load) {
      if (lifetimeMs <= 0) return load();
      const now = clock().getTime();
      const hit = entries.get(key);
      if (hit && fresh(hit, now)) {
        store(key, hit);
        return Promise.resolve(hit.body);
      }
      if (hit) entries.delete(key);
      const shared = running.get(key);
      if (shared) return shared;
      const startedIn = generation;
      const query = load().then((body) => {
        if (startedIn === generation) store(key, { body, storedAt: now });
        return body;
      });
      running.set(key, query);
      const forget = () => {
        if (running.get(key) === query) running.delete(key);
      };
      query.then(forget, forget);
      return query;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      running.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Answers a read through the cache: the handler's answer is serialized by the route's own
 * serializer and the string is sent as it is (Fastify sends a JSON string unchanged).
 */
export async function sendCached(
  reply: FastifyReply,
  cache: ReadCache,
  key: readonly unknown[],
  answer: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.get(JSON.stringify(key), async () => {
    const serialized = reply.serialize(await answer());
    // The app's serializer (plugins/openapi) answers strings; a Buffer is decoded all the same.
    if (typeof serialized === "string") return serialized;
    return Buffer.isBuffer(serialized)
      ? serialized.toString("utf8")
      : Buffer.from(new Uint8Array(serialized)).toString("utf8");
  });
  return reply.type("application/json; charset=utf-8").send(body);
}

// A short-lived answer cache for the heavy availability reads (calendar, ticket list,
// capacities). The rule: calendar and capacity answers come from the same pools,
// and no cache may show a sold-out slot as free for more than a second. So:
// - an answer lives at most `lifetimeMs` (READ_CACHE_MS, ≤ 1000) by the server's clock;
// - an answer knows the pools it was counted from (its scope: quotas over a day range),
//   and every hold write of this process (create, change, extend, release, sale) drops the
//   answers whose scope holds a pool it changed, so the next read after a write's answer
//   counts it anew; the others stay (a hold on one ticket keeps another's calendar). A write
//   that cannot say what it changed, and an answer without a scope, drop all / go with all;
// - a query that was running when a write changed its scope is not stored (its answer may
//   predate the write); a request that joined it after that write does not take its answer
//   but asks anew, together with the others that did (one query again);
// - concurrent misses of one key share one query; at most `maxKeys` answers (LRU).
// Other server processes' writes reach this cache only through the lifetime.
import type { FastifyReply } from "fastify";
import type { Clock } from "../clock";

export const READ_CACHE_MAX_KEYS = 500;
/**
 * The oldest a kept read may be answered, from when its count began: READ_CACHE_MS's upper
 * bound, and how long a value being recounted behind is answered past a shorter lifetime
 * (availability-cells.ts, lifetime-cache.ts).
 */
export const MAX_READ_AGE_MS = 1000;

/** The pools an answer was counted from: these quotas on the days from…to (included). */
export interface AnswerScope {
  quotaIds: Iterable<number>;
  /** "YYYY-MM-DD" */
  from: string;
  to: string;
}

/** A pool a write changed: a quota on a day ("any": every quota of that day). */
export interface ChangedPool {
  quotaId: number | "any";
  /** "YYYY-MM-DD" */
  day: string;
}

/** The places a new hold took from one pool (capacity/pool.ts's key). */
export interface TakenPlaces {
  key: string;
  places: number;
}

/** What a load answers: the body alone (scope: everything), or with its scope. */
export type Loaded = string | { body: string; scope: AnswerScope };

export interface ReadCache {
  /** The serialized answer of `key`: cached if fresh, else from one shared `load`. */
  get(key: string, load: () => Promise<Loaded>): Promise<string>;
  /**
   * The pools changed: drops the answers counted from one of `changed`, or every answer
   * when no list is given (a write that cannot say what it changed).
   */
  invalidate(changed?: readonly ChangedPool[], taken?: readonly TakenPlaces[]): void;
  /**
   * Calls `listener` with every invalidation (null: everything), for caches built on it;
   * `taken` when the write was a new hold that took these places and did nothing else.
   */
  onInvalidate(
    listener: (changed: readonly ChangedPool[] | null, taken?: readonly TakenPlaces[]) => void,
  ): void;
  /** Answers held now (for tests). */
  readonly size: number;
}

interface Scope {
  quotaIds: ReadonlySet<number>;
  from: string;
  to: string;
}

interface Entry {
  body: string;
  /** null: counted from every pool. */
  scope: Scope | null;
  storedAt: number;
}

interface Write {
  seq: number;
  /** null: every pool. */
  changed: readonly ChangedPool[] | null;
}

interface Run {
  /** The writes since the query started, while it runs. */
  writes: Write[];
  /** The body and the number of the first write since the start that changed its scope. */
  answer: Promise<{ body: string; firstHit: number }>;
}

function touches(scope: Scope | null, changed: readonly ChangedPool[] | null): boolean {
  if (scope === null || changed === null) return true;
  return changed.some(
    (pool) =>
      pool.day >= scope.from &&
      pool.day <= scope.to &&
      (pool.quotaId === "any" || scope.quotaIds.has(pool.quotaId)),
  );
}

function scopeOf(loaded: Loaded): { body: string; scope: Scope | null } {
  if (typeof loaded === "string") return { body: loaded, scope: null };
  const { quotaIds, from, to } = loaded.scope;
  return { body: loaded.body, scope: { quotaIds: new Set(quotaIds), from, to } };
}

export function createReadCache(options: {
  lifetimeMs: number;
  clock: Clock;
  maxKeys?: number;
}): ReadCache {
  const { lifetimeMs, clock, maxKeys = READ_CACHE_MAX_KEYS } = options;
  // Map order is insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  const running = new Map<string, Run>();
  // The number of the last write: a request sees every write up to it.
  let seq = 0;
  const listeners: ((
    changed: readonly ChangedPool[] | null,
    taken?: readonly TakenPlaces[],
  ) => void)[] = [];

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

  const startRun = (key: string, load: () => Promise<Loaded>, now: number): Run => {
    const run: Run = {
      writes: [],
      answer: load().then(
        (loaded) => {
          // In the same step as the answer: no request joins a finished query.
          if (running.get(key) === run) running.delete(key);
          const { body, scope } = scopeOf(loaded);
          const hit = run.writes.find((write) => touches(scope, write.changed));
          if (!hit) store(key, { body, scope, storedAt: now });
          return { body, firstHit: hit ? hit.seq : Number.POSITIVE_INFINITY };
        },
        (error: unknown) => {
          if (running.get(key) === run) running.delete(key);
          throw error;
        },
      ),
    };
    running.set(key, run);
    return run;
  };

  /** The answer for a request that has seen every write up to `seenSeq`. */
  const answer = (key: string, load: () => Promise<Loaded>, seenSeq: number): Promise<string> => {
    const now = clock().getTime();
    const cached = entries.get(key);
    if (cached && fresh(cached, now)) {
      store(key, cached);
      return Promise.resolve(cached.body);
    }
    if (cached) entries.delete(key);
    const run = running.get(key) ?? startRun(key, load, now);
    // A query that a write this request has seen changed is not its answer: ask anew (once:
    // the next query starts after the request).
    return run.answer.then(({ body, firstHit }) =>
      firstHit <= seenSeq ? answer(key, load, seenSeq) : body,
    );
  };

  return {
    get(key, load) {
      if (lifetimeMs <= 0) return load().then((loaded) => scopeOf(loaded).body);
      return answer(key, load, seq);
    },
    invalidate(changed, taken) {
      if (changed?.length === 0) return;
      for (const listener of listeners) listener(changed ?? null, changed ? taken : undefined);
      seq += 1;
      const write: Write = { seq, changed: changed ?? null };
      for (const [key, entry] of entries) {
        if (touches(entry.scope, write.changed)) entries.delete(key);
      }
      for (const run of running.values()) run.writes.push(write);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Answers a read through the cache: the handler's answer is serialized by the route's own
 * serializer and the string is sent as it is (Fastify sends a JSON string unchanged).
 * `scope` names the pools the answer was counted from; without it any write drops it.
 */
export async function sendCached<T>(
  reply: FastifyReply,
  cache: ReadCache,
  key: readonly unknown[],
  answer: () => Promise<T>,
  scope?: (answer: T) => AnswerScope | Promise<AnswerScope>,
): Promise<FastifyReply> {
  const body = await cache.get(JSON.stringify(key), async () => {
    const answered = await answer();
    const serialized = reply.serialize(answered);
    // The app's serializer (plugins/openapi) answers strings; a Buffer is decoded all the same.
    const text =
      typeof serialized === "string"
        ? serialized
        : Buffer.isBuffer(serialized)
          ? serialized.toString("utf8")
          : Buffer.from(new Uint8Array(serialized)).toString("utf8");
    return scope ? { body: text, scope: await scope(answered) } : text;
  });
  return reply.type("application/json; charset=utf-8").send(body);
}

/**
 * Answers a read through the cache with JSON the handler wrote itself (in the shape of the
 * route's answer schema), counted from the pools `scope` names.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  cache: ReadCache,
  key: readonly unknown[],
  answer: () => Promise<string>,
  scope: () => AnswerScope,
): Promise<FastifyReply> {
  const body = await cache.get(JSON.stringify(key), async () => ({
    body: await answer(),
    scope: scope(),
  }));
  return reply.type("application/json; charset=utf-8").send(body);
}

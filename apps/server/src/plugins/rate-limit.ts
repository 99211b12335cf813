// In-process rate limiting (DESIGN §7: coupon lookups are rate-limited; spec selling-core §8:
// the shop shows rateLimit on HTTP 429). A fixed window per key: at most `max` requests per
// `windowMs`; the next ones answer 429 with the error body, Retry-After and RateLimit headers.
// The counts live in this process; several instances behind a load balancer each count their
// own, until a shared store (Redis, DESIGN §9) takes the Store's place.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { type Clock, systemClock } from "../clock";
import { ApiError } from "../http/errors";

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
  /** Which requests share a count; by default the client address. */
  keyOf?: (request: FastifyRequest) => string;
  clock?: Clock;
  /** Keys kept at most; the oldest windows are dropped first. */
  maxKeys?: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Counts per key; the in-memory store keeps the windows in insertion order. */
export class MemoryStore {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys: number) {}

  /** Counts one request at `now`; answers the window it fell in. */
  hit(key: string, now: number, windowMs: number): Window {
    const current = this.windows.get(key);
    if (current && now - current.startedAt < windowMs) {
      current.count += 1;
      return current;
    }
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.prune(now, windowMs);
    const fresh = { startedAt: now, count: 1 };
    this.windows.set(key, fresh);
    return fresh;
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number, windowMs: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= windowMs) this.windows.delete(key);
    }
    // Still full: drop the oldest windows (Map keeps insertion order) to stay bounded.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/**
 * A preHandler for the routes to limit:
 * `app.get("/coupon_sales/barcode/:code", { preHandler: rateLimit({ max: 10, windowMs: 60_000 }) }, …)`.
 * Each call makes its own counts.
 */
export function rateLimit(options: RateLimitOptions): preHandlerAsyncHookHandler {
  if (!Number.isInteger(options.max) || options.max < 1) {
    throw new RangeError(`rate limit max must be a positive integer: ${options.max}`);
  }
  if (!(options.windowMs > 0)) throw new RangeError("rate limit windowMs must be above 0");
  const clock = options.clock ?? systemClock;
  const keyOf = options.keyOf ?? ((request: FastifyRequest) => request.ip);
  const store = new MemoryStore(options.maxKeys ?? 10_000);

  return async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const now = clock().getTime();
    const window = store.hit(keyOf(request), now, options.windowMs);
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + options.windowMs - now) / 1000));
    reply.header("ratelimit-limit", options.max);
    reply.header("ratelimit-remaining", Math.max(0, options.max - window.count));
    reply.header("ratelimit-reset", resetSeconds);
    if (window.count > options.max) {
      reply.header("retry-after", resetSeconds);
      throw new ApiError("rate_limit", `Too many requests: try again in ${resetSeconds} seconds`, {
        base: [`At most ${options.max} requests per ${options.windowMs / 1000} seconds`],
      });
    }
  };
}

// Rate limits (DESIGN §7): holds, guests and coupon codes, counted per client through one
// small interface over rate-limiter-flexible (a maintained limiter with the same API for an
// in-process store and for Redis), so no route knows where the counts live:
//  - in this process by default (embedded mode, one server);
//  - in Redis when REDIS_URL is set, shared by every server instance behind a load
//    balancer. Should Redis fail, each instance goes on counting in its own memory (the
//    limiter's insurance) instead of letting every request through or refusing them all.
// Windows are fixed: `points` requests per `seconds`, counted from a key's first request.
import type { FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { clientAddress } from "./client-address";
import { ApiError } from "./errors";

/**
 * A limit counted per visitor (holds, guest sign-ups) is also counted per client address, at
 * this many times the visitor's budget: the visitors behind one address each have their own,
 * and a script that collects visitors still meets a ceiling.
 */
export const ADDRESS_CEILING = 10;

export interface Limit {
  /** Requests allowed per window and key. */
  points: number;
  seconds: number;
}

export interface Limiter {
  readonly limit: Limit;
  /** Counts one request of `key`: undefined when allowed, else the seconds until it would be. */
  take(key: string): Promise<number | undefined>;
  /** Gives one counted request of `key` back (a coupon code that was not refused). */
  giveBack(key: string): Promise<void>;
  /** How many requests of `key` its window has counted so far, without counting one. */
  count(key: string): Promise<number>;
  /** Forgets `key`'s count (a completed password reset clears an account's failures). */
  forget(key: string): Promise<void>;
}

export interface LimitStore {
  readonly kind: "memory" | "redis";
  /**
   * Resolves once the store can count: at once in memory; for Redis once connected, or
   * false after `timeoutMs` (the limits then count in this process until it connects).
   */
  ready(timeoutMs?: number): Promise<boolean>;
  /** A limiter of its own for `name` (its keys never meet another limiter's). */
  limiter(name: string, limit: Limit): Limiter;
  close(): Promise<void>;
}

function wrap(limit: Limit, limiter: RateLimiterAbstract): Limiter {
  return {
    limit,
    async take(key) {
      try {
        await limiter.consume(key, 1);
        return undefined;
      } catch (rejection) {
        // A RateLimiterRes is a refusal; anything else is a store failure (insurance gone too).
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // The limiter counted the refused request too: it did nothing, so it counts nothing
        // (otherwise a request given back would not make room again).
        await limiter.reward(key, 1);
        return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
    async count(key) {
      const counted = await limiter.get(key);
      return counted?.consumedPoints ?? 0;
    },
    async forget(key) {
      await limiter.delete(key);
    },
  };
}

function memoryLimiter(name: string, limit: Limit): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds });
}

/** Counts in this process. */
export function createMemoryLimitStore(): LimitStore {
  return {
    kind: "memory",
    ready: async () => true,
    limiter: (name, limit) => wrap(limit, memoryLimiter(name, limit)),
    close: async () => undefined,
  };
}

/**
 * Counts in the Redis at `url`. `prefix` keeps apart shops (or test runs) that share one
 * Redis. The connection is lazy: the first request opens it.
 */
export function createRedisLimitStore(url: string, prefix = "shop"): LimitStore {
  // rate-limiter-flexible asks for no offline queue: a request waits for no reconnection,
  // and the insurance limiter counts meanwhile.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  });
  // Connection errors surface through the limiter's insurance; without a listener ioredis
  // would print each reconnection attempt.
  client.on("error", () => undefined);
  return {
    kind: "redis",
    async ready(timeoutMs = 2000) {
      if (client.status === "ready") return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), timeoutMs);
        const done = (connected: boolean) => {
          clearTimeout(timer);
          client.off("ready", onReady);
          resolve(connected);
        };
        const onReady = () => done(true);
        client.on("ready", onReady);
      });
    },
    limiter: (name, limit) =>
      wrap(
        limit,
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `${prefix}:${name}`,
          points: limit.points,
          duration: limit.seconds,
          insuranceLimiter: memoryLimiter(name, limit),
        }),
      ),
    async close() {
      client.disconnect();
    },
  };
}

/** Redis when a URL is given (REDIS_URL), else this process. */
export function createLimitStore(redisUrl: string | undefined, prefix?: string): LimitStore {
  return redisUrl ? createRedisLimitStore(redisUrl, prefix) : createMemoryLimitStore();
}

/**
 * Counts the request against `limiter` under `key` (the client address, an IPv6 client by its
 * /64, unless given);
 * past the limit, answers 429 rate_limit with Retry-After (spec selling-core §8: the shop
 * shows the wait). `what` names the requests in the message ("coupon codes").
 */
export async function refuseWhenLimited(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  key?: string,
): Promise<void> {
  const waitSeconds = await limiter.take(key ?? clientAddress(request));
  if (waitSeconds === undefined) return;
  const { points, seconds } = limiter.limit;
  reply.header("retry-after", waitSeconds);
  throw new ApiError("rate_limit", `Too many ${what}: try again in ${waitSeconds} seconds`, {
    base: [`At most ${points} ${what} per ${seconds} seconds`],
  });
}

// Guessing coupon codes is throttled (DESIGN §7; spec selling-core §8: rateLimit on HTTP 429).
// Every lookup of GET /coupon_sales/barcode/{code} and every code POST /cart refuses spends one
// attempt of the client's budget: at most `max` per `windowMs`, a sliding window per client
// address kept in this process (several instances each count their own). The cart has to ask
// "any attempts left?" without spending one, which plugins/rate-limit.ts's preHandler cannot.
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Clock, systemClock } from "../../clock";
import { ApiError } from "../../http/errors";

export interface CouponAttemptOptions {
  /** Attempts allowed per window and client. */
  max: number;
  windowMs: number;
  /** Clients remembered at most; when full, forgotten windows go first, then the oldest. */
  maxKeys: number;
}

export const COUPON_ATTEMPTS: CouponAttemptOptions = { max: 10, windowMs: 60_000, maxKeys: 10_000 };

/** The instants of each client's attempts within the window, at most `max` per client. */
export class AttemptLog {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly options: CouponAttemptOptions) {}

  /** The attempts of `key` still inside the window at `now`, oldest first. */
  recent(key: string, now: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((at) => now - at < this.options.windowMs);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  /** Records an attempt; past `max`, the oldest is forgotten so a client's log stays bounded. */
  record(key: string, now: number): void {
    const kept = this.recent(key, now);
    this.attempts.delete(key);
    if (this.attempts.size >= this.options.maxKeys) this.prune(now);
    this.attempts.set(key, [...kept, now].slice(-this.options.max));
  }

  get size(): number {
    return this.attempts.size;
  }

  private prune(now: number): void {
    for (const key of [...this.attempts.keys()]) this.recent(key, now);
    // Still full: the least recently active clients (Map keeps insertion order) make room.
    for (const key of this.attempts.keys()) {
      if (this.attempts.size < this.options.maxKeys) break;
      this.attempts.delete(key);
    }
  }
}

export interface CouponAttempts {
  /** A lookup: spends one attempt, or answers 429 when none is left. */
  spend(request: FastifyRequest, reply: FastifyReply): void;
  /** Answers 429 when no attempt is left, without spending one. */
  ensureLeft(request: FastifyRequest, reply: FastifyReply): void;
  /** Spends one attempt after the fact (a code the cart refused). */
  record(request: FastifyRequest): void;
}

export function createCouponAttempts(
  options: Partial<CouponAttemptOptions> = {},
  clock: Clock = systemClock,
): CouponAttempts {
  const settings = { ...COUPON_ATTEMPTS, ...options };
  if (!Number.isInteger(settings.max) || settings.max < 1) {
    throw new RangeError(`coupon attempts max must be a positive integer: ${settings.max}`);
  }
  if (!(settings.windowMs > 0)) throw new RangeError("coupon attempts windowMs must be above 0");
  if (!Number.isInteger(settings.maxKeys) || settings.maxKeys < 1) {
    throw new RangeError(`coupon attempts maxKeys must be a positive integer: ${settings.maxKeys}`);
  }
  const log = new AttemptLog(settings);

  function refuseWhenSpent(request: FastifyRequest, reply: FastifyReply, now: number): void {
    const recent = log.recent(request.ip, now);
    const oldest = recent[0];
    if (recent.length < settings.max || oldest === undefined) return;
    const retrySeconds = Math.max(1, Math.ceil((oldest + settings.windowMs - now) / 1000));
    reply.header("retry-after", retrySeconds);
    throw new ApiError(
      "rate_limit",
      `Too many coupon codes: try again in ${retrySeconds} seconds`,
      {
        base: [`At most ${settings.max} coupon codes per ${settings.windowMs / 1000} seconds`],
      },
    );
  }

  return {
    spend(request, reply) {
      const now = clock().getTime();
      refuseWhenSpent(request, reply, now);
      log.record(request.ip, now);
    },
    ensureLeft(request, reply) {
      refuseWhenSpent(request, reply, clock().getTime());
    },
    record(request) {
      log.record(request.ip, clock().getTime());
    },
  };
}

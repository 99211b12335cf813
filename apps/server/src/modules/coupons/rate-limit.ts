// Guessing coupon codes is throttled (DESIGN §7; spec selling-core §8: rateLimit on HTTP 429).
// Every lookup of GET /coupon_sales/barcode/{code} and every code POST /cart or POST /orders
// refuses spends one attempt of the client's budget: at most `max` per `windowMs`, a sliding
// window per client address kept in this process (several instances each count their own).
// A cart or order with codes takes its attempt before any code is read, in the same
// synchronous step as the check, so concurrent guesses cannot all pass the check before one
// is counted; it gives the attempt back once its codes were not refused. plugins/rate-limit.ts's
// preHandler cannot give back.
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

  /** Forgets one attempt of `key` made at `at` (an attempt given back); false when none is kept. */
  remove(key: string, at: number): boolean {
    const kept = this.attempts.get(key);
    const index = kept?.indexOf(at) ?? -1;
    if (kept === undefined || index < 0) return false;
    kept.splice(index, 1);
    if (kept.length === 0) this.attempts.delete(key);
    return true;
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
  /**
   * A cart or order with codes: spends one attempt before any code is read, or answers 429
   * when none is left. The attempt stays spent unless `refund` gives it back.
   */
  take(request: FastifyRequest, reply: FastifyReply): void;
  /** Gives back the attempt `take` spent for `request` (its codes were not refused); once. */
  refund(request: FastifyRequest): void;
}

/**
 * Runs the work of a request whose attempt `take` spent: gives it back unless the work fails
 * with coupon_not_valid, the one answer that tells a guesser something about a code.
 */
export async function refundUnlessRefused<T>(
  attempts: CouponAttempts | undefined,
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    attempts?.refund(request);
    return result;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "coupon_not_valid")) {
      attempts?.refund(request);
    }
    throw error;
  }
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
  /** The instant of the attempt `take` spent for a request still running. */
  const taken = new WeakMap<FastifyRequest, number>();

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
    take(request, reply) {
      const now = clock().getTime();
      refuseWhenSpent(request, reply, now);
      log.record(request.ip, now);
      taken.set(request, now);
    },
    refund(request) {
      const at = taken.get(request);
      if (at === undefined) return;
      taken.delete(request);
      log.remove(request.ip, at);
    },
  };
}

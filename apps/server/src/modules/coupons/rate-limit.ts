// Guessing coupon codes is throttled (DESIGN §7; spec selling-core §8: rateLimit on HTTP 429).
// Every lookup of GET /coupon_sales/barcode/{code} and every code POST /cart or POST /orders
// refuses spends one attempt of the client address's budget (COUPON_ATTEMPTS_PER_MINUTE, 10
// by default), counted by the shop's limiter (src/http/limits.ts: this process, or Redis).
// A cart or order with codes takes its attempt before any code is read, so concurrent
// guesses cannot all pass the check before one is counted; it gives the attempt back once
// its codes were not refused.
import type { FastifyReply, FastifyRequest } from "fastify";
import { clientAddress } from "../../http/client-address";
import { ApiError } from "../../http/errors";
import { type Limiter, refuseWhenLimited } from "../../http/limits";

const WHAT = "coupon codes";

export interface CouponAttempts {
  /** A lookup: spends one attempt, or answers 429 when none is left. */
  spend(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * A cart or order with codes: spends one attempt before any code is read, or answers 429
   * when none is left. The attempt stays spent unless `refund` gives it back.
   */
  take(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Gives back the attempt `take` spent for `request` (its codes were not refused); once. */
  refund(request: FastifyRequest): Promise<void>;
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
    await attempts?.refund(request);
    return result;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "coupon_not_valid")) {
      await attempts?.refund(request);
    }
    throw error;
  }
}

export function createCouponAttempts(limiter: Limiter): CouponAttempts {
  /** The requests still running whose attempt `take` spent. */
  const taken = new WeakSet<FastifyRequest>();
  return {
    spend: (request, reply) => refuseWhenLimited(limiter, request, reply, WHAT),
    async take(request, reply) {
      await refuseWhenLimited(limiter, request, reply, WHAT);
      taken.add(request);
    },
    async refund(request) {
      if (!taken.delete(request)) return;
      await limiter.giveBack(clientAddress(request));
    },
  };
}

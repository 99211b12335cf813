// The order page's rating form (the issue 33, spec surrounding-areas §7 PUT /orders/{id}/rate):
// the stars as a radio's string, the comment as typed; the request through the contract's
// schema (DESIGN §3, ../forms/contract-resolver.ts), so the form refuses what the server would.
import { RATING_STARS } from "@shop/core";
import type { RateOrderRequest } from "@shop/core/contract";
import { contractResolver, lazySchema } from "../forms/contract-resolver";

export const RATING_FIELDS = ["rating", "comment"] as const;
export type RatingValues = Record<(typeof RATING_FIELDS)[number], string>;

/** The choices of the stars, fewest first. */
export const STAR_CHOICES = Array.from(
  { length: RATING_STARS.max - RATING_STARS.min + 1 },
  (_, index) => RATING_STARS.min + index,
);

export const ratingRequestOf = (values: RatingValues): RateOrderRequest => ({
  rating: Number(values.rating),
  comment: values.comment.trim(),
});

export const RATING_RESOLVER = contractResolver<RatingValues, RateOrderRequest>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.RateOrderRequest)),
  toRequest: ratingRequestOf,
  required: ["rating"],
});

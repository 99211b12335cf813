// DESIGN.md §5: bad input answers 400/422 with `{ error: { code, message, fields } }`, never a
// 500; unknown ids 404, sold out 409, rate limits 429. The shop translates `code`, so the codes
// live in this one table with the HTTP status each answers with.
import { z } from "zod";

/** Every error code of the API with the HTTP status it answers with. */
export const ERROR_CODES = {
  /** The request could not be read at all (malformed JSON, wrong content type). */
  bad_request: 400,
  /** A query, path parameter or body failed its schema; `fields` names the culprits. */
  validation: 422,
  /** spec surrounding-areas §2: a 422 about the locale makes the shop fall back to de. */
  invalid_locale: 422,
  /** spec selling-core §8: "max total exceeded" on the failure page. */
  max_total_exceeded: 422,
  /** spec selling-core §8: coupon error notValid. */
  coupon_not_valid: 422,
  /** spec surrounding-areas §5: more places than the per-registration allowance. */
  max_per_registration: 422,
  /**
   * spec surrounding-areas §5: more participants than a tour's start time takes in one booking
   * (its max participants; sold_out when what is left is fewer).
   */
  max_participants: 422,
  /** spec surrounding-areas §5, §8: a date-list search starting before today (tooEarly). */
  date_too_early: 422,
  /** spec surrounding-areas §5, §8: a date-list search ending past start + 60 days (tooLate). */
  date_too_late: 422,
  /**
   * DESIGN §7: a new password on the list of common passwords, or the venue's own name; named
   * on the `password` field.
   */
  password_too_common: 422,
  /** spec surrounding-areas §4: a date whose product has no accounting article. */
  product_without_accounting_article: 422,
  /** Sign-in needed (also: reservations may require a signed-in user, selling-core §6). */
  unauthorized: 401,
  /**
   * DESIGN §7: a confirmation link opened outside the browser that asked for it confirms only
   * with the account's password; the shop asks for it.
   */
  password_required: 401,
  /** spec selling-core §4: the payment was refused or cancelled. */
  payment_failed: 402,
  /** Signed in but not allowed (another customer's order, cross-origin write). */
  forbidden: 403,
  /**
   * DESIGN §9: while the waiting room is on, holds, cart and order writes need the token of a
   * visitor it let in; the shop sends the visitor to the waiting room.
   */
  queue_required: 403,
  not_found: 404,
  /** spec selling-core §2: an unknown annual-personalisation or document token. */
  token_not_found: 404,
  /** The state changed underneath (Idempotency-Key reused with another body, stale total). */
  conflict: 409,
  /** DESIGN.md §5: sold out answers 409. */
  sold_out: 409,
  /**
   * The issue 34, Deliver 3: a waiting list is for a slot without the places asked; this one
   * has them (the visitor takes them in the shop).
   */
  places_available: 409,
  /** DESIGN.md §4: one client holds at most a capped number of places at once. */
  hold_limit: 409,
  /** DESIGN.md §4: a hold cannot be extended beyond its lifetime. */
  hold_not_extendable: 409,
  /** spec selling-core §4: the order was canceled meanwhile (orderCanceled). */
  order_canceled: 409,
  /**
   * The issue 27: only an order still waiting for its payment can be canceled in the shop; one
   * paid, its payment under way or failed, or sold on invoice cannot (the message says which).
   */
  order_not_cancelable: 409,
  /**
   * The issue 33: the confirmation and its documents are sent again only for an order that is
   * valid (paid, free or on invoice) and not canceled.
   */
  order_not_valid: 409,
  /** The issue 33: an order is rated once (PUT /orders/{id}/rate). */
  already_rated: 409,
  /** The issue 33: a rating is for after the visit (@shop/core order-rating.ts). */
  rating_not_open: 409,
  /**
   * The issue 33, Deliver 6 (@shop/core cancellation.ts): the venue's policy does not let this
   * line be cancelled (no rule for its kind, or the order not valid); its limit has passed; it
   * was cancelled already; its people were let in at the door.
   */
  cancellation_not_allowed: 409,
  cancellation_too_late: 409,
  already_canceled: 409,
  already_checked_in: 409,
  /** spec selling-core §2: personalization error pages. */
  not_personalizable: 409,
  already_personalized: 409,
  /** spec selling-core §4: once an annual ticket is sent, nothing of it can be edited. */
  already_sent: 409,
  /** DESIGN.md §4: a hold whose valid_until has passed no longer exists for changes. */
  hold_expired: 410,
  /** The whole request did not arrive within the server's request timeout. */
  request_timeout: 408,
  /** spec selling-core §5: photo uploads are at most 2 MB. */
  payload_too_large: 413,
  /** The URL (its request line or one path parameter) is longer than the server reads. */
  uri_too_long: 414,
  /** spec selling-core §5: photo uploads are images only. */
  unsupported_media_type: 415,
  /** spec selling-core §8: rateLimit on HTTP 429. */
  rate_limit: 429,
  /** The request's headers together are larger than the server reads (Node: 16 KiB). */
  headers_too_large: 431,
  internal: 500,
  /** spec surrounding-areas §2: 503 leads to the maintenance page. */
  maintenance: 503,
  /** DESIGN.md §5: the database is unreachable or stalled; try again after Retry-After. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One of the codes of ERROR_CODES. */
export const ErrorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).meta({
  description: "Machine-readable error code; the shop translates it",
  example: "sold_out",
});

/** The HTTP status an error code answers with. */
export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** Messages per field, keyed by the dotted path of the field ("items.0.quantity"). */
export const ErrorFields = z.record(z.string(), z.array(z.string())).meta({
  description: "Messages per field",
  example: { price_cents: ["Too small: expected number to be >=0"] },
});
export type ErrorFields = z.infer<typeof ErrorFields>;

/** The body of every error answer (DESIGN.md §5). */
export const ErrorBody = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string(),
      fields: ErrorFields.optional(),
      /** sold_out: how many places are left (the fewest of any pool the request needs). */
      available: z.number().int().min(0).optional().meta({
        description: "sold_out: places left, the fewest of any capacity the request needs",
      }),
      /** max_total_exceeded: the shop's maximum order total, which the shop names. */
      max_total_cents: z.number().int().min(0).optional().meta({
        description: "max_total_exceeded: the highest total an order may have, in cents",
      }),
    }),
  })
  .meta({
    id: "Error",
    description: "Error answer",
    example: {
      error: {
        code: "validation",
        message: "The request is invalid",
        fields: { quantity: ["Too small: expected number to be >=1"] },
      },
    },
  });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Builds an error body; `fields` is left out when there are none. */
export function buildErrorBody(code: ErrorCode, message: string, fields?: ErrorFields): ErrorBody {
  return fields && Object.keys(fields).length > 0
    ? { error: { code, message, fields } }
    : { error: { code, message } };
}

// spec surrounding-areas §5: the shop shows the first message per field under the field;
// Rails-style APIs name errors that belong to no field "base", so a root issue goes there.
const ROOT_FIELD = "base";

/** Groups the issues of a failed parse by the dotted path of their field. */
export function fieldsOfIssues(issues: ReadonlyArray<z.core.$ZodIssue>): ErrorFields {
  // Keys come from the client's input: a field named "constructor" or "__proto__" must not
  // reach Object.prototype, so the map has no prototype and is read by own keys only.
  const fields: ErrorFields = Object.create(null);
  const add = (path: ReadonlyArray<PropertyKey>, message: string) => {
    const key = path.length === 0 ? ROOT_FIELD : path.map(String).join(".");
    const messages = Object.hasOwn(fields, key) ? (fields[key] ?? []) : [];
    Object.defineProperty(fields, key, {
      value: [...messages, message],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  };
  for (const issue of issues) {
    // A strict body names its unknown keys in one root issue; file them under each key.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key], "Unknown field");
    } else {
      add(issue.path, issue.message);
    }
  }
  return fields;
}

/** Turns a failed zod parse into the 422 validation body. */
export function validationErrorBody(
  error: z.ZodError,
  message = "The request is invalid",
): ErrorBody {
  return buildErrorBody("validation", message, fieldsOfIssues(error.issues));
}

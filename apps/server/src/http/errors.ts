// Errors a service raises on purpose. Codes and their HTTP status come from the contract's
// one table (@shop/core/contract ERROR_CODES); the shop maps codes to translated texts.
import type { BookingResult } from "@shop/core/booking";
import {
  buildErrorBody,
  type ErrorBody,
  type ErrorCode,
  type ErrorFields,
  httpStatusOf,
} from "@shop/core/contract";

export class ApiError extends Error {
  readonly statusCode: number;
  /** sold_out: how many places are left (ErrorBody.error.available). */
  available: number | undefined;
  /** max_total_exceeded: the shop's maximum order total (ErrorBody.error.max_total_cents). */
  maxTotalCents: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: ErrorFields,
  ) {
    super(message);
    this.name = "ApiError";
    this.statusCode = httpStatusOf(code);
  }

  toBody(): ErrorBody {
    const body = buildErrorBody(this.code, this.message, this.fields);
    return {
      error: {
        ...body.error,
        ...(this.available === undefined ? {} : { available: this.available }),
        ...(this.maxTotalCents === undefined ? {} : { max_total_cents: this.maxTotalCents }),
      },
    };
  }
}

/** An error about one field of the request (the field is also named in `fields`). */
export function fieldError(code: ErrorCode, field: string, message: string): ApiError {
  return new ApiError(code, message, { [field]: [message] });
}

/**
 * The value of a rule of @shop/core/booking that accepted, or its refusal as the answer it
 * gives: same code, field and message, the field under `at` when given (a cart line's).
 */
export function must<T>(result: BookingResult<T>, at?: string): T {
  if (result.ok) return result.value;
  const field = at === undefined ? result.field : `${at}.${result.field}`;
  const error = fieldError(result.code, field, result.message);
  error.available = result.available;
  throw error;
}

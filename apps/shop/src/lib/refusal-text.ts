// STYLE "map an error code to its text in one table, once": the API's refusals that the shop
// explains where they happened — beside the button, on the cart line or in the form the
// visitor used — each keyed by its own code (packages/core/src/contract/errors.ts), not renamed
// on the way. spec selling-core §8 (rateLimit on HTTP 429), DESIGN.md §4 (fair holds), §5.
import type { ErrorCode } from "@shop/core/contract";
import type { MessageKey } from "../i18n/catalogue";
import { ApiRequestError } from "./api-client";

export const REFUSAL_TEXT = {
  /** 429 with Retry-After: holds, guests (DESIGN.md §7). */
  rate_limit: "refusal.rate_limit",
  /** 409 on a hold: one visitor holds at most a capped number of places at once. */
  hold_limit: "refusal.hold_limit",
  /** 409 on extending a hold that reached the end of its life. */
  hold_not_extendable: "refusal.hold_not_extendable",
  // Why the server will not sell a cart line (POST /cart: a line's `error`, or 4xx on items.N).
  sold_out: "refusal.sold_out",
  hold_expired: "refusal.hold_expired",
  not_found: "refusal.not_found",
  validation: "refusal.validation",
  /**
   * 422 on an order above the shop's maximum (spec selling-core §8, a maximum-value message);
   * the cart and the checkout say the same before the order (the issue 27, finding 3). Its
   * value `amount` is the maximum as money: features/cart/max-total-notice.tsx maxTotalMessage.
   */
  max_total_exceeded: "refusal.max_total_exceeded",
  /** 404 on a mailed link (confirmation, password reset, annual personalisation): cut or dead. */
  token_not_found: "refusal.token_not_found",
  /** 409 paying an order from the account: it was canceled or expired meanwhile. */
  order_canceled: "refusal.order_canceled",
  /** 409 cancelling an order from the account: it is paid, or its payment under way. */
  order_not_cancelable: "refusal.order_not_cancelable",
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;

export type RefusalCode = keyof typeof REFUSAL_TEXT;

/** A refusal to tell the visitor: its code, and the wait a rate limit named. */
export interface Refusal {
  code: RefusalCode;
  /** Seconds from Retry-After (rate_limit only). */
  retryAfter?: number;
}

/** Whether the shop has a text of its own for `code`. */
export function isRefusalCode(code: string | null | undefined): code is RefusalCode {
  return typeof code === "string" && Object.hasOwn(REFUSAL_TEXT, code);
}

/** The refusal of a failed call when it is one of `codes` (a bare 429 reads as rate_limit). */
export function refusalOf(
  error: unknown,
  codes: readonly RefusalCode[] = ["rate_limit"],
): Refusal | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const code = error.code ?? (error.status === 429 ? "rate_limit" : undefined);
  if (!isRefusalCode(code) || !codes.includes(code)) return undefined;
  return code === "rate_limit" && error.retryAfter !== undefined
    ? { code, retryAfter: error.retryAfter }
    : { code };
}

/** Why a cart line cannot be bought: its code's own text, else the general one (validation). */
export function lineRefusal(code: string): Refusal {
  return { code: isRefusalCode(code) ? code : "validation" };
}

/** The message of a refusal; `seconds` 0 reads "in a moment" (no Retry-After). */
export function refusalMessage(refusal: Refusal): {
  key: MessageKey;
  values: { seconds: number };
} {
  return { key: REFUSAL_TEXT[refusal.code], values: { seconds: refusal.retryAfter ?? 0 } };
}

/**
 * Whether a failed call says the token of the visitor's link names nothing: the server's
 * token_not_found (an unknown, used, expired or cut link, any shape, the issue 27), or a 422
 * naming `token`, where a call still checks a token's shape (a photo form's field).
 */
export function isLinkNotFound(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.code === "token_not_found") return true;
  const fields = error.fields as object | null | undefined;
  return (
    error.code === "validation" &&
    typeof fields === "object" &&
    fields !== null &&
    Object.hasOwn(fields, "token")
  );
}

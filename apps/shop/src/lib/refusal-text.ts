// STYLE "map an error code to its text in one table, once": the API's refusals that the shop
// explains where they happened — beside the button, on the cart line or in the form the
// visitor used — each keyed by its own code (packages/core/src/contract/errors.ts), not renamed
// on the way. spec selling-core §8 (rateLimit on HTTP 429), DESIGN.md §4 (fair holds), §5.
// The failed hold calls are read here too (holdErrorOf for a ticket's hold, blockingProblemOf
// for a seat's or places'): one place from an API error to what the visitor reads.
import type { ErrorCode } from "@shop/core/contract";
import type { EventKey } from "../features/events/event-texts";
import type { MerchandiseKey } from "../features/merchandise/merchandise-texts";
import type { TourKey } from "../features/tours/tour-texts";
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
  /** 409 sending an order's confirmation again: not paid yet, or canceled (the issue 33). */
  order_not_valid: "refusal.order_not_valid",
  /** 409 rating an order rated already (in another tab, say). */
  already_rated: "refusal.already_rated",
  /** 409 rating before the visit, or an order not valid. */
  rating_not_open: "refusal.rating_not_open",
  /** 409 cancelling a line on the order page (the issue 33, Deliver 6). */
  cancellation_not_allowed: "refusal.cancellation_not_allowed",
  cancellation_too_late: "refusal.cancellation_too_late",
  already_canceled: "refusal.already_canceled",
  already_checked_in: "refusal.already_checked_in",
  /** 409 on a waiting list's sign-up: the time has the places (issue 34, Deliver 3). */
  places_available: "refusal.places_available",
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;

/**
 * Where a refusal is told, when the spec words it for the place: a ticket line in the cart
 * (the quantity it keeps), the ticket selection (how many are left, of which ticket), a seat
 * ("taken", spec surrounding-areas §6), the places of a general-admission date (how many
 * are left, the maximum per registration, §5), a tour's start time (how many are left, the
 * tour's most participants, §5 "Quantities") or an article's pieces (how many are left).
 */
export type RefusalArea = "cartLine" | "tickets" | "seat" | "places" | "tour" | "merchandise";

/**
 * An area's wording of a code: `key`, or `available` when the answer named what is left, or
 * `title` when the caller names the product.
 */
interface AreaText<Key> {
  key: Key;
  available?: Key;
  title?: Key;
}

/**
 * The per-area overrides of REFUSAL_TEXT, keyed by area, then code: one table, not a mapper per
 * area. Texts stay in their areas' tables (the cart's, the events', the tours'), loaded after
 * the first route (i18n/catalogue.ts).
 */
export const AREA_TEXT = {
  cartLine: {
    sold_out: { key: "cart.error.soldOut", available: "cart.error.soldOutAvailable" },
  },
  tickets: {
    sold_out: { key: "tickets.error.available", title: "tickets.error.availableTicket" },
  },
  seat: {
    sold_out: { key: "events.problem.taken" },
    max_per_registration: { key: "events.problem.maxReached", available: "events.places.max" },
  },
  places: {
    sold_out: { key: "events.problem.soldOut", available: "events.problem.placesLeft" },
    max_per_registration: { key: "events.problem.maxReached", available: "events.places.max" },
  },
  tour: {
    sold_out: { key: "tours.problem.soldOut", available: "tours.problem.placesLeft" },
    // the answer names no number: the tour page passes its start time's max as `available`
    max_participants: { key: "tours.problem.maxParticipants" },
  },
  merchandise: {
    sold_out: { key: "merchandise.problem.soldOut", available: "merchandise.problem.piecesLeft" },
  },
} as const satisfies Record<RefusalArea, Partial<Record<ErrorCode, AreaText<AreaKey>>>>;

type AreaKey = MessageKey | EventKey | TourKey | MerchandiseKey;
type AreaCode = { [Area in RefusalArea]: keyof (typeof AREA_TEXT)[Area] }[RefusalArea];

export type RefusalCode = keyof typeof REFUSAL_TEXT | AreaCode;

/** A refusal to tell the visitor: its code, and the values its answer named. */
export interface Refusal {
  code: RefusalCode;
  /** Seconds from Retry-After (rate_limit only). */
  retryAfter?: number;
  /** What is left to take (sold_out), or may still be taken (max_per_registration). */
  available?: number;
}

/** Whether the shop has a text of its own for `code`. */
export function isRefusalCode(code: string | null | undefined): code is RefusalCode {
  return (
    typeof code === "string" &&
    (Object.hasOwn(REFUSAL_TEXT, code) ||
      Object.values(AREA_TEXT).some((texts) => Object.hasOwn(texts, code)))
  );
}

/** The refusal of a failed call when it is one of `codes` (a bare 429 reads as rate_limit). */
export function refusalOf(
  error: unknown,
  codes: readonly RefusalCode[] = ["rate_limit"],
): Refusal | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const code = error.code ?? (error.status === 429 ? "rate_limit" : undefined);
  if (!isRefusalCode(code) || !codes.includes(code)) return undefined;
  if (code === "rate_limit") {
    return error.retryAfter === undefined ? { code } : { code, retryAfter: error.retryAfter };
  }
  return error.available === undefined ? { code } : { code, available: error.available };
}

/** What a failed ticket hold came to, for the ticket flow and the cart line. */
export type HoldError = "sold_out" | "notAvailable" | "invalid" | "network" | "refused";

/** What a failed hold call came to; `refusal` when `error` is "refused". */
export interface HoldFailure {
  error: HoldError;
  available?: number;
  refusal?: Refusal;
}

/**
 * spec selling-core §7, DESIGN.md §4, §5: a failed ticket hold call (POST/PUT
 * /tickets/reservations). 429 rate_limit, 409 hold_limit and hold_not_extendable → refused
 * (their text is this table's: the wait of a rate limit, the cap on places held at once, a
 * hold at the end of its life); 409 sold_out keeps its code (its texts: the areas cartLine and
 * tickets, with `available`); 404/409/410 (unknown ticket or date, not sellable, hold gone) →
 * notAvailable; 400/422 → invalid; no answer (0) and 5xx → network, as these are worth trying
 * again later.
 */
export function holdErrorOf(error: unknown): HoldFailure {
  const refusal = refusalOf(error, ["rate_limit", "hold_limit", "hold_not_extendable"]);
  if (refusal) return { error: "refused", refusal };
  if (!(error instanceof ApiRequestError)) return { error: "network" };
  if (error.code === "sold_out") {
    const { available } = error;
    return available === undefined ? { error: "sold_out" } : { error: "sold_out", available };
  }
  if (error.status === 404 || error.status === 409 || error.status === 410) {
    return { error: "notAvailable" };
  }
  if (error.status === 400 || error.status === 422) return { error: "invalid" };
  return { error: "network" };
}

/** A refused blocking (a seat's or places' hold), as the event pages tell it. */
export type BlockingProblem =
  | { kind: "refused"; refusal: Refusal }
  | { kind: "unauthorized" }
  | { kind: "failed" };

/**
 * spec surrounding-areas §4–§6, §8: a failed blocking (POST …/blockings; the endpoint's codes:
 * apps/server/src/modules/reservations/seat-blockings.ts). The refusals keep their codes and
 * values, their texts are the areas seat and places: 409 sold_out (the seat is taken, or too
 * few places are left: `available`), 422 max_per_registration (`available` what the visitor
 * may still take), 429 rate_limit and 409 hold_limit. 401 unauthorized → the shop asks to sign
 * in first (setting reservationRequiresLogin, or the date's requires_sign_in); anything else
 * (no answer, 5xx) → try again.
 */
export function blockingProblemOf(error: unknown): BlockingProblem {
  const refusal = refusalOf(error, [
    "rate_limit",
    "hold_limit",
    "sold_out",
    "max_per_registration",
  ]);
  if (refusal) return { kind: "refused", refusal };
  if (error instanceof ApiRequestError && (error.code === "unauthorized" || error.status === 401)) {
    return { kind: "unauthorized" };
  }
  return { kind: "failed" };
}

/** Why a cart line cannot be bought: its code's own text, else the general one (validation). */
export function lineRefusal(code: string): Refusal {
  return { code: isRefusalCode(code) && Object.hasOwn(REFUSAL_TEXT, code) ? code : "validation" };
}

type Values = Record<string, string | number>;

/**
 * The message of a refusal where it is told: the area's wording when it has one, else the
 * shop's. Its values: `seconds` (0 reads "in a moment": no Retry-After), `available` and its
 * plural `count` (0 when the answer named none), and the caller's `extra` (a `title` picks the
 * wording that names the product).
 */
export function refusalMessage(
  refusal: Refusal,
  area?: "cartLine" | "tickets",
  extra?: Record<string, string | number>,
): { key: MessageKey; values: Values };
export function refusalMessage(
  refusal: Refusal,
  area: "seat" | "places",
  extra?: Record<string, string | number>,
): { key: MessageKey | EventKey; values: Values };
export function refusalMessage(
  refusal: Refusal,
  area: "tour",
  extra?: Record<string, string | number>,
): { key: MessageKey | TourKey; values: Values };
export function refusalMessage(
  refusal: Refusal,
  area: "merchandise",
  extra?: Record<string, string | number>,
): { key: MessageKey | MerchandiseKey; values: Values };
export function refusalMessage(
  refusal: Refusal,
  area?: RefusalArea,
  extra: Record<string, string | number> = {},
): { key: AreaKey; values: Values } {
  const available = refusal.available ?? 0;
  const values = { ...extra, seconds: refusal.retryAfter ?? 0, available, count: available };
  const texts: Partial<Record<RefusalCode, AreaText<AreaKey>>> = area ? AREA_TEXT[area] : {};
  const text = texts[refusal.code];
  if (!text) {
    const key = (REFUSAL_TEXT as Partial<Record<RefusalCode, MessageKey>>)[refusal.code];
    return { key: key ?? REFUSAL_TEXT.validation, values };
  }
  if (text.title && extra.title !== undefined) return { key: text.title, values };
  if (text.available && refusal.available !== undefined) return { key: text.available, values };
  return { key: text.key, values };
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

// spec selling-core §2 shop.checkout.failure (params errors, error_detailed), §4 step 2 and §8:
// an order refused with an error other than HTTP 500 takes the list of what was refused and
// the detailed message to the failure page. They travel in the router state, not in the URL,
// so a link someone sends cannot put words on the shop's failure page.
import type { MessageKey } from "../../i18n/catalogue";
import { ApiRequestError, errorOfBody } from "../../lib/api-client";

export interface FailureDetails {
  /** The fields the server refused, by their dotted path ("total", "items.0.quantity"). */
  errors: string[];
  /** The server's own message (error_detailed). */
  detail: string | null;
  /** max_total_exceeded: the shop's maximum order total the server named, in cents. */
  maxTotalCents?: number;
}

// A state is read back from history, which any script of the page could write: bounded.
const MAX_ERRORS = 50;
const MAX_TEXT = 500;

/** The details of a refused order; none for HTTP 500, no answer, or an answer without them. */
export function detailsOfError(error: unknown): FailureDetails | undefined {
  if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
    return undefined;
  }
  const fields = error.fields;
  const errors =
    typeof fields === "object" && fields !== null && !Array.isArray(fields)
      ? Object.keys(fields)
      : [];
  const detail = errorOfBody(error.data)?.message ?? null;
  if (errors.length === 0 && detail === null) return undefined;
  const maxTotalCents = maxTotalOf(error.data);
  return maxTotalCents === undefined ? { errors, detail } : { errors, detail, maxTotalCents };
}

/**
 * `error.max_total_cents` of a max_total_exceeded answer. Read here, not by the API client,
 * which every page loads (the first route's budget): only a refused order carries it.
 */
function maxTotalOf(data: unknown): number | undefined {
  const error = (data as { error?: { max_total_cents?: unknown } } | null)?.error;
  const cents = error?.max_total_cents;
  return typeof cents === "number" && Number.isSafeInteger(cents) && cents >= 0 ? cents : undefined;
}

/** The router state that carries the details to the failure page. */
export function failureState(details: FailureDetails | undefined) {
  return details ? { failure: details } : undefined;
}

/** The details in a location's state, when it holds them in the shape failureState gave. */
export function readFailureDetails(state: unknown): FailureDetails | undefined {
  if (typeof state !== "object" || state === null || !("failure" in state)) return undefined;
  const { failure } = state as { failure: unknown };
  if (typeof failure !== "object" || failure === null) return undefined;
  const { errors, detail, maxTotalCents } = failure as {
    errors?: unknown;
    detail?: unknown;
    maxTotalCents?: unknown;
  };
  if (!Array.isArray(errors) || !errors.every((field) => typeof field === "string")) {
    return undefined;
  }
  if (detail !== null && typeof detail !== "string") return undefined;
  const max = maxTotalOf({ error: { max_total_cents: maxTotalCents } });
  return {
    errors: errors.slice(0, MAX_ERRORS).map((field: string) => field.slice(0, MAX_TEXT)),
    detail: detail === null ? null : detail.slice(0, MAX_TEXT),
    ...(max === undefined ? {} : { maxTotalCents: max }),
  };
}

/** The text of one refused field of the order body (OrderCreateRequest). */
export interface ErrorText {
  key: MessageKey;
  values?: { number: number };
}

const FIELD_TEXT: Partial<Record<string, MessageKey>> = {
  billing_address_id: "checkout.failure.field.billingAddress",
  shipping_address_id: "checkout.failure.field.shippingAddress",
  payment_mode_id: "checkout.failure.field.paymentMode",
  shipping: "checkout.failure.field.shipping",
  total: "checkout.failure.field.total",
  items: "checkout.failure.field.items",
  comment: "checkout.failure.field.comment",
  coupons: "checkout.failure.field.coupons",
  donations: "checkout.failure.field.donations",
};

function errorTextOf(field: string): ErrorText {
  const [head = "", index] = field.split(".");
  // A line of the order is named by its place in the cart, counted from 1.
  if (head === "items" && index !== undefined && /^\d+$/.test(index)) {
    return { key: "checkout.failure.field.item", values: { number: Number(index) + 1 } };
  }
  return { key: FIELD_TEXT[head] ?? "checkout.failure.field.other" };
}

/** The texts of the refused fields, each once, in the server's order. */
export function errorTextsOf(errors: readonly string[]): ErrorText[] {
  const seen = new Set<string>();
  const texts: ErrorText[] = [];
  for (const field of errors) {
    const text = errorTextOf(field);
    const id = `${text.key}:${text.values?.number ?? ""}`;
    if (seen.has(id)) continue;
    seen.add(id);
    texts.push(text);
  }
  return texts;
}

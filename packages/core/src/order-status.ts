// spec selling-core §4, surrounding-areas §4: payment status codes.
export const PAYMENT_STATUS = {
  unknown: 0,
  outstanding: 10,
  authorized: 20,
  completed: 30,
  failed: 40,
} as const;

export type PaymentStatusName = keyof typeof PAYMENT_STATUS;

export type PaymentStatus = (typeof PAYMENT_STATUS)[PaymentStatusName];

const PAYMENT_STATUS_CODES: readonly number[] = Object.values(PAYMENT_STATUS);

/** Tells whether a value is one of the payment status codes 0, 10, 20, 30, 40. */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "number" && PAYMENT_STATUS_CODES.includes(value);
}

/** Names a payment status code (30 → "completed"). */
export function paymentStatusName(code: PaymentStatus): PaymentStatusName {
  switch (code) {
    case PAYMENT_STATUS.unknown:
      return "unknown";
    case PAYMENT_STATUS.outstanding:
      return "outstanding";
    case PAYMENT_STATUS.authorized:
      return "authorized";
    case PAYMENT_STATUS.completed:
      return "completed";
    case PAYMENT_STATUS.failed:
      return "failed";
    default:
      // Reachable only through unchecked data (e.g. a cast API answer).
      throw new RangeError(`unknown payment status ${String(code satisfies never)}`);
  }
}

export const ORDER_DISPLAY_STATUS = {
  canceled: "canceled",
  unpaid: "unpaid",
  paid: "paid",
  free: "free",
} as const;

export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUS)[keyof typeof ORDER_DISPLAY_STATUS];

/** The fields of an order (in lists) that decide its display status. */
export interface OrderStatusFields {
  /** Set (true or a non-empty timestamp) when the order was canceled. */
  canceled?: boolean | string | null;
  is_valid?: boolean | null;
  payment_status: number;
  total_price_cents: number;
}

/**
 * Decides the status badge of an order, or null for combinations the spec names no status for.
 */
export function orderDisplayStatus(order: OrderStatusFields): OrderDisplayStatus | null {
  // spec selling-core §4, surrounding-areas §4: canceled wins over every other field.
  if (order.canceled === true || (typeof order.canceled === "string" && order.canceled !== "")) {
    return ORDER_DISPLAY_STATUS.canceled;
  }
  const valid = order.is_valid === true;
  if (!valid && order.payment_status === PAYMENT_STATUS.outstanding) {
    return ORDER_DISPLAY_STATUS.unpaid;
  }
  if (valid && order.payment_status === PAYMENT_STATUS.completed) {
    if (order.total_price_cents > 0) return ORDER_DISPLAY_STATUS.paid;
    if (order.total_price_cents === 0) return ORDER_DISPLAY_STATUS.free;
  }
  // The spec is silent on e.g. authorized (20), failed (40), valid-but-outstanding or a negative
  // total: show no badge rather than invent a status the shop has no wording for.
  return null;
}

// Allowed payment status changes, for the server. Outstanding may be authorized, completed
// directly (e.g. PayPal) or fail; an authorization is captured or fails; a failed payment may
// be retried (back to outstanding). Completed is final. A same-status "change" is not a
// transition: the caller decides whether to treat it as an idempotent no-op.
const TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  [PAYMENT_STATUS.unknown]: [PAYMENT_STATUS.outstanding],
  [PAYMENT_STATUS.outstanding]: [
    PAYMENT_STATUS.authorized,
    PAYMENT_STATUS.completed,
    PAYMENT_STATUS.failed,
  ],
  [PAYMENT_STATUS.authorized]: [PAYMENT_STATUS.completed, PAYMENT_STATUS.failed],
  [PAYMENT_STATUS.completed]: [],
  [PAYMENT_STATUS.failed]: [PAYMENT_STATUS.outstanding],
};

/** Tells whether a payment may move from one status to another. */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

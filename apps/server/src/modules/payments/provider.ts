// DESIGN.md §6: every payment provider sits behind this one interface. Orders (modules/orders)
// start a payment through it and learn the outcome through `recordPaymentEvent`, which the
// provider's webhook route calls; the shop never sees card data (full redirect).
import { Cents, Id, type ShopBehavior, singleLineText } from "@shop/core/contract";
import { z } from "zod";

/** What the order service hands a provider to start paying an order. */
export interface PaymentStart {
  orderId: number;
  /** The order's secret token: result pages and documents need it. */
  orderToken: string;
  /** Total to pay, integer cents, EUR. */
  amountCents: number;
  /** spec selling-core §9 payment mode id (2 card, 9 ELV/SEPA, 10 Sofort, 11 payyo …). */
  paymentModeId: number;
  locale: string;
  /** Absolute base URL of the shop (scheme, host, port), for return and webhook URLs. */
  shopBaseUrl: string;
  /**
   * When the order expires unpaid (its holds' time plus UNPAID_ORDER_GRACE_MINUTES after it
   * was placed, orders/expiry.ts): the payment the provider opens must end by then.
   */
  payableUntil: Date;
}

/** Where the shop sends the visitor (spec selling-core §4 checkout flow step 2). */
export interface PaymentRedirect {
  payment_url: string | null;
  shop_behavior: ShopBehavior;
  payment_data: { url: string; params: Record<string, string> } | null;
}

/** The issue 33, Deliver 6: money to give back of a paid order (a cancelled line). */
export interface PaymentRefund {
  orderId: number;
  amountCents: number;
  paymentModeId: number;
  /** Unique per refund (the cancellation): a provider refunds one reference once. */
  reference: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** The payment mode ids it handles. */
  readonly modes: readonly number[];
  start(payment: PaymentStart): Promise<PaymentRedirect>;
  /**
   * Gives `amountCents` of the order's payment back; answers the provider's reference of the
   * refund. Throws when the provider refused or could not be reached (staff then refund by
   * hand). A provider without it cannot refund: its refunds are left to staff.
   */
  refund?(refund: PaymentRefund): Promise<{ reference: string }>;
}

/**
 * Whether an order may still be paid, as orders answer a provider that is about to take the
 * money: `outstanding` (take it), `closed` (expired, failed or canceled: take nothing, the
 * visitor orders again) or `settled` (paid or authorized already: take nothing again).
 */
export type OrderPayability = "outstanding" | "closed" | "settled";

/** Orders' answer to "may this order still be paid?" (modules/orders/payability.ts). */
export type CheckPayable = (orderId: number) => Promise<OrderPayability>;

/** A provider's news about a payment, delivered once or many times (webhooks are retried). */
export interface PaymentEvent {
  /** Unique per event at the provider: a replay with the same id changes nothing. */
  eventId: string;
  orderId: number;
  provider: string;
  /** spec selling-core §4: 20 authorized, 30 completed, 40 failed. */
  status: 20 | 30 | 40;
  amountCents: number;
}

/**
 * The bounds of a PaymentEvent: the event id and provider are stored as text, the ids and the
 * amount in integer columns (payment_events), so a provider's bad event answers 422, not 500.
 */
export const PaymentEventShape = z.object({
  eventId: singleLineText({ min: 1, max: 200 }),
  orderId: Id,
  provider: singleLineText({ min: 1, max: 50 }),
  status: z.union([z.literal(20), z.literal(30), z.literal(40)]),
  amountCents: Cents,
});

// POST /orders and GET /orders/{id} (spec selling-core §3, §4, §7). Placing an order
// re-validates everything the cart showed: the buyer's addresses, every price (priced
// again by the cart's own function), the holds, coupons, the total the visitor saw and the
// shop's maximum. A free order is sold at once; otherwise it waits for its payment
// (recordPaymentEvent, ./payment-events.ts), which the provider's webhook reports.

import { randomBytes } from "node:crypto";
import { type Locale, lineTotalCents } from "@shop/core";
import { COLLECTIVE_INVOICE, checkOrderTotal, checkPaymentMode } from "@shop/core/booking";
import {
  type Order,
  type OrderCreateRequest,
  type OrderList,
  type OrderResponse,
  PAYMENT_MODES,
  PAYMENT_STATUS,
} from "@shop/core/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { ApiError, fieldError, must } from "../../http/errors";
import type { ReadCache } from "../../http/read-cache";
import { issueAnnualTicketSales } from "../annual/service";
import type { CapacityLedger } from "../capacity/ledger";
import { findShippingItems, type PricedCart, priceCart } from "../cart/service";
import { findBuyerAudiences, findOwnAddress } from "../customers/service";
import type { PaymentRegistry } from "../payments/registry";
import { extendHoldsForPayment, findLiveHolds } from "../reservations/service";
import { cancellationOffers } from "./cancellation";
import { insertLineHolds } from "./cancellation-repository";
import { checkHolds } from "./check-holds";
import type { ConfirmationMailer } from "./confirmation";
import { unpaidOrderLifetimeMs } from "./expiry";
import { issueInvoiceOrAlert } from "./invoices";
import { issueCoupons } from "./issue-coupons";
import { findCustomerOrderIds, findOrder } from "./read-repository";
import {
  bindHolds,
  creditCoupons,
  debitCoupons,
  findOrderRow,
  insertOrder,
  insertOrderItems,
  type OrderShippingItem,
  unbindHolds,
  updateOrderState,
} from "./repository";
import { sameToken } from "./same-token";
import { takeVouchers } from "./take-vouchers";

export { type CancellationDeps, cancelLine } from "./cancellation";
export { orderPayability } from "./payability";
export { recordPaymentEvent } from "./payment-events";

export interface OrderDeps {
  db: Database;
  clock: Clock;
  payments: PaymentRegistry;
  /** Minutes a hold lasts; placing an order gives its holds that long again for paying. */
  holdMinutes: number;
  /** UNPAID_ORDER_GRACE_MINUTES: an order unpaid this long after its holds' time expires. */
  unpaidOrderGraceMinutes: number;
  /** The capacity ledger (modules/capacity): sells and gives back the places of holds. */
  ledger: CapacityLedger;
  readCache?: ReadCache;
  log: FastifyBaseLogger;
  /** Sends the confirmation when an order becomes valid; none without (unit tests). */
  confirmations?: ConfirmationMailer;
  /** The shop's public origin (PUBLIC_URL), for the provider's return URLs (DESIGN §9). */
  publicOrigin: () => string;
}

export interface OrderContext {
  customerId: number;
  locale: Locale;
}

const invalid = (field: string, message: string) => fieldError("validation", field, message);

function newOrderToken(): string {
  // DESIGN §7: tokens in links carry at least 128 random bits; these carry 256.
  return randomBytes(32).toString("base64url");
}

async function ownAddress(deps: OrderDeps, customerId: number, id: number, field: string) {
  const address = await findOwnAddress(deps.db, customerId, id);
  if (!address)
    throw new ApiError("not_found", "No such address", { [field]: ["No such address"] });
  return address;
}

function checkPriced(body: OrderCreateRequest, priced: PricedCart): void {
  for (const line of priced.lines) {
    if (line.error) {
      throw new ApiError(line.error, "A line cannot be bought as it stands", {
        [`items.${line.index}`]: [line.error],
      });
    }
  }
  // spec selling-core §5: checkout needs a shipping choice when optional shipping exists.
  if (priced.shippingOffered && body.shipping === null) {
    throw invalid("shipping", "Choose print at home or shipping");
  }
  if (body.total !== priced.totalCents) {
    throw fieldError("conflict", "total", `The total is ${priced.totalCents} cents`);
  }
  // spec selling-core §8: 'max total exceeded', shown as a maximum-value message: the answer
  // names the maximum, so the shop can say it (the issue 27, finding 3).
  const max = priced.settings.maxOrderTotalCents;
  const allowed = checkOrderTotal(priced.totalCents, max);
  if (!allowed.ok) {
    const error = fieldError(allowed.code, allowed.field, allowed.message);
    error.maxTotalCents = max ?? undefined;
    throw error;
  }
}

/**
 * spec selling-core §4 shipping: the postage the order is charged, kept with the order so it
 * can answer it (GET /orders/{id}): each item's catalogue title per locale, and its price with
 * VAT, as the total holds it. Should the catalogue change between pricing and now, the visitor
 * is asked to look at the new total again.
 */
async function chargedShipping(deps: OrderDeps, priced: PricedCart): Promise<OrderShippingItem[]> {
  const charged = priced.answer.totals.shippingItems;
  if (charged.length === 0) return [];
  const rows = new Map((await findShippingItems(deps.db)).map((row) => [row.id, row]));
  return charged.map((item) => {
    const row = rows.get(item.id);
    if (row?.price_cents !== item.price_cents) {
      throw fieldError("conflict", "total", "The shipping costs changed");
    }
    return {
      title: row.title,
      vat_pct: Number(row.vat_pct),
      price_cents: lineTotalCents({
        price_cents: row.price_cents,
        quantity: 1,
        vat_pct: row.vat_pct,
        tax_included: row.tax_included,
      }),
    };
  });
}

type PaymentPath = { kind: "free" } | { kind: "invoice" } | { kind: "provider"; modeId: number };

function paymentPathOf(
  deps: OrderDeps,
  body: OrderCreateRequest,
  total: number,
  collective: boolean,
): PaymentPath {
  if (total === 0) return { kind: "free" };
  const modeId = body.payment_mode_id;
  if (modeId === null)
    throw invalid("payment_mode_id", "A payment mode is needed for a total above 0");
  // spec selling-core §6: collective invoice (6) only for addresses flagged for it; the
  // reseller pays later, so the places are sold at once.
  if (modeId === PAYMENT_MODES.collective_invoice) {
    must(checkPaymentMode(COLLECTIVE_INVOICE, { has_collective_invoice_payment: collective }));
    return { kind: "invoice" };
  }
  if (!deps.payments.findProvider(modeId)) {
    throw invalid("payment_mode_id", "This payment mode is not available");
  }
  return { kind: "provider", modeId };
}

export async function createOrder(
  deps: OrderDeps,
  body: OrderCreateRequest,
  context: OrderContext,
): Promise<OrderResponse> {
  const billing = await ownAddress(
    deps,
    context.customerId,
    body.billing_address_id,
    "billing_address_id",
  );
  if (body.shipping_address_id !== null) {
    await ownAddress(deps, context.customerId, body.shipping_address_id, "shipping_address_id");
  }
  const audiences = await findBuyerAudiences(deps.db, context.customerId, body.billing_address_id);
  const priced = await priceCart(deps, body, context.locale, audiences);
  checkPriced(body, priced);
  const shippingItems = await chargedShipping(deps, priced);
  const path = paymentPathOf(deps, body, priced.totalCents, billing.has_collective_invoice_payment);
  const token = newOrderToken();
  const soldNow = path.kind !== "provider";

  const { orderId, placedAt } = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const tokens = body.items.flatMap((item) => item.reservations.map((ref) => ref.token));
    // Under the holds' row locks: nobody changes or releases them until this commits.
    const tokensInOrder = checkHolds(body.items, await findLiveHolds(tx, tokens, true), now);
    // Before the order's own lines exist, so the count of vouchers taken leaves them out.
    await takeVouchers(tx, priced);
    const id = await insertOrder(tx, {
      token,
      customerId: context.customerId,
      billingAddressId: body.billing_address_id,
      shippingAddressId: body.shipping_address_id,
      comment: body.comment,
      reference: body.reference,
      paymentModeId: path.kind === "free" ? null : body.payment_mode_id,
      shipping: priced.shippingCharged,
      affiliate: body.affiliate ?? null,
      donations: body.donations,
      shippingItems,
      totalCents: priced.totalCents,
      paymentStatus: path.kind === "free" ? PAYMENT_STATUS.completed : PAYMENT_STATUS.outstanding,
      locale: context.locale,
      now,
    });
    await insertOrderItems(
      tx,
      id,
      priced.lines.flatMap((line) => line.orders.map((order) => ({ ...order, line: line.index }))),
    );
    if (!(await bindHolds(tx, id, tokensInOrder))) {
      throw fieldError("conflict", "items", "These reservations belong to another order already");
    }
    // The places the order is placed with: what a late payment must find again (sales.ts).
    await deps.ledger.copyToOrder(tx, id, tokensInOrder);
    // Each line's own holds: a cancelled line gives back its places only (cancellation.ts).
    await insertLineHolds(
      tx,
      id,
      body.items.flatMap((item, line) =>
        item.reservations.map((ref) => ({ line, token: ref.token })),
      ),
    );
    if (soldNow) {
      if ((await deps.ledger.sell(tx, id, now)) !== "sold")
        throw fieldError("sold_out", "items", "Not enough places left");
      await updateOrderState(
        tx,
        id,
        {
          paymentStatus:
            path.kind === "free" ? PAYMENT_STATUS.completed : PAYMENT_STATUS.outstanding,
          isValid: true,
        },
        now,
      );
      await issueCoupons(tx, id);
      await issueAnnualTicketSales(tx, id, now);
    } else {
      // The visitor gets the full hold time again to pay.
      await extendHoldsForPayment(
        deps.ledger,
        tx,
        tokensInOrder,
        new Date(now.getTime() + deps.holdMinutes * 60_000),
        now,
      );
    }
    // After the pools, as recordPaymentEvent does: one lock order, no deadlock.
    if (!(await debitCoupons(tx, id, priced.debits))) {
      throw fieldError("coupon_not_valid", "coupons", "A coupon has too little value left");
    }
    // After the coupons: the invoice states what they paid.
    if (soldNow) await issueInvoiceOrAlert(tx, id, now);
    return { orderId: id, placedAt: now };
  });
  if (soldNow) {
    // src/http/read-cache.ts: the sale changed the pools of the order's holds, which are
    // on the days of its ticket lines (checkHolds); holds of undated tickets have none.
    deps.readCache?.invalidate(
      body.items.flatMap((item) =>
        item.type === "Ticket" && item.attributes.date !== undefined
          ? [{ quotaId: "any" as const, day: item.attributes.date }]
          : [],
      ),
    );
    deps.confirmations?.orderBecameValid(orderId);
  }

  const order = { id: orderId, token };
  if (path.kind !== "provider") {
    return {
      meta: { status: "success", payment_url: null, shop_behavior: "redirect", payment_data: null },
      order,
    };
  }
  // The payment ends with the order: a page still open when the order expires takes nothing.
  const payableUntil = new Date(
    placedAt.getTime() +
      unpaidOrderLifetimeMs({
        holdMinutes: deps.holdMinutes,
        graceMinutes: deps.unpaidOrderGraceMinutes,
      }),
  );
  return startPayment(deps, path.modeId, order, priced.totalCents, payableUntil, context);
}

/** Starts paying an order through its mode's provider (also again: ./outstanding.ts). */
export async function startPayment(
  deps: OrderDeps,
  modeId: number,
  order: { id: number; token: string },
  amountCents: number,
  payableUntil: Date,
  context: OrderContext,
): Promise<OrderResponse> {
  const provider = deps.payments.findProvider(modeId);
  if (!provider) throw invalid("payment_mode_id", "This payment mode is not available");
  try {
    const redirect = await provider.start({
      orderId: order.id,
      orderToken: order.token,
      amountCents,
      paymentModeId: modeId,
      locale: context.locale,
      shopBaseUrl: deps.publicOrigin(),
      payableUntil,
    });
    return { meta: { status: "pending", ...redirect }, order };
  } catch (error) {
    // The order cannot be paid: it fails, and its holds are free for the next attempt.
    deps.log.error(
      { err: error, orderId: order.id, provider: provider.name },
      "starting a payment failed",
    );
    await deps.db.transaction(async (tx) => {
      await updateOrderState(
        tx,
        order.id,
        { paymentStatus: PAYMENT_STATUS.failed, isValid: false },
        deps.clock(),
      );
      await unbindHolds(tx, order.id);
      await creditCoupons(tx, order.id);
    });
    throw fieldError("payment_failed", "payment_mode_id", "The payment could not be started");
  }
}

/**
 * The order, to whoever has its token or is signed in as its buyer, its catalogue texts in
 * `locale`. A wrong token answers 404 like an unknown id, so ids cannot be probed.
 */
/**
 * spec surrounding-areas §2: the customer's orders, newest first, a page at a time (the
 * account's order list).
 */
export async function listOrders(
  deps: Pick<OrderDeps, "db">,
  customerId: number,
  query: { per_page: number; page: number; locale: Locale },
): Promise<OrderList> {
  const { ids, total } = await findCustomerOrderIds(deps.db, customerId, {
    perPage: query.per_page,
    page: query.page,
  });
  const orders: Order[] = [];
  for (const id of ids) {
    const order = await findOrder(deps.db, id, query.locale);
    if (order) orders.push(order);
  }
  return { orders, meta: { total_count: total, per_page: query.per_page } };
}

export async function getOrder(
  deps: Pick<OrderDeps, "db" | "clock">,
  id: number,
  access: { token?: string; customerId?: number },
  locale: Locale,
): Promise<Order> {
  const row = await findOrderRow(deps.db, id);
  const allowed =
    row !== undefined &&
    ((access.token !== undefined && sameToken(access.token, row.token)) ||
      (access.token === undefined && access.customerId === row.customer_id));
  const order = allowed ? await findOrder(deps.db, id, locale) : undefined;
  if (!order) throw new ApiError("not_found", "No such order");
  // The issue 33, Deliver 6: what the order page may offer to cancel, now.
  return { ...order, cancellation_offers: await cancellationOffers(deps, order) };
}

// Cancellation by the visitor (issue 33, Deliver 6; DESIGN §6). The order page offers the lines
// the venue's policy allows now (settings.cancellationRules, @shop/core cancellation.ts); a
// cancellation, under the order's lock so that a double click cancels once, gives the line's
// places back to the ledger at once, stops its documents and codes, gives its value back onto
// the vouchers that paid and, for the rest, through the payment provider, and issues the
// cancellation invoice. A mail confirms it. The token of the order is the only proof.
import {
  berlinInstant,
  type CancellableLine,
  type CancellationKind,
  type CancellationRefusal,
  cancellationTerms,
  DEFAULT_LOCALE,
  isLocale,
  startOfBerlinDay,
} from "@shop/core";
import {
  type CancellationOffer,
  type LineCancellation,
  type Order,
  PAYMENT_MODES,
} from "@shop/core/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database, Queryable } from "../../db/database";
import { ApiError } from "../../http/errors";
import type { ReadCache } from "../../http/read-cache";
import type { CapacityLedger } from "../capacity/ledger";
import { sendCancellationMail } from "../mail/service";
import type { PaymentRegistry } from "../payments/registry";
import { readSettings } from "../settings/service";
import {
  type CancellableItemRow,
  type CancellableOrderRow,
  cancelOrderWhenEmpty,
  creditVouchers,
  findCancellableItems,
  findLineHolds,
  findOrderToken,
  insertCancellation,
  linesKeepTheirHolds,
  lockCancellableOrder,
  markItemsCanceled,
  refundedSoFar,
  settleRefund,
  voidUnusedCoupons,
  voucherPaid,
} from "./cancellation-repository";
import { orderPageUrl } from "./confirmation-repository";
import { issueCancellationInvoice } from "./invoices";
import { insertAlert } from "./repository";
import { sameToken } from "./same-token";

export interface CancellationDeps {
  db: Database;
  clock: Clock;
  ledger: CapacityLedger;
  payments: PaymentRegistry;
  readCache?: ReadCache;
  log: FastifyBaseLogger;
  mail: { config: Pick<Config, "mailFrom" | "smtpUrl" | "outboxDir">; clock: Clock };
  publicOrigin: () => string;
}

/** The policy's kind of an order item; none for what is never cancelled (donations). */
function kindOf(item: CancellableItemRow): CancellationKind | null {
  switch (item.type) {
    case "ticket":
      // An annual pass is never cancelled here (@shop/core CANCELLATION_KINDS).
      return item.ticket_type === "annual" ? null : "ticket";
    case "event":
    case "tour":
    case "merchandise":
    case "coupon":
      return item.type;
    default:
      return null;
  }
}

/** When the visit begins: an event's or tour's start, a slot's, or a day ticket's day. */
function startOf(item: CancellableItemRow): Date | null {
  if (item.start_time?.includes("T")) return new Date(item.start_time);
  if (item.day === null) return null;
  return item.start_time ? berlinInstant(item.day, item.start_time) : startOfBerlinDay(item.day);
}

/** The order's cart lines, each its items, in the order's order. */
function linesOf(items: readonly CancellableItemRow[]): CancellableItemRow[][] {
  const lines = new Map<number, CancellableItemRow[]>();
  for (const item of items) lines.set(item.line, [...(lines.get(item.line) ?? []), item]);
  return [...lines.values()];
}

function judged(
  order: Pick<CancellableOrderRow, "created_at">,
  items: readonly CancellableItemRow[],
): CancellableLine | null {
  const first = items[0];
  const kind = first ? kindOf(first) : null;
  if (!first || kind === null) return null;
  return {
    kind,
    startsAt: startOf(first),
    placedAt: order.created_at,
    grossCents: items.reduce((sum, item) => sum + item.total_cents, 0),
    canceled: items.every((item) => item.canceled),
    checkedIn: items.some((item) => item.checked_in),
  };
}

/** The lines of a valid order the venue's policy lets the visitor cancel now. */
export async function cancellationOffers(
  deps: { db: Queryable; clock: Clock },
  order: Pick<Order, "id" | "created_at" | "is_valid" | "canceled">,
): Promise<CancellationOffer[]> {
  if (!order.is_valid || order.canceled) return [];
  const { cancellationRules } = await readSettings(deps.db);
  if (cancellationRules.length === 0 || !(await linesKeepTheirHolds(deps.db, order.id))) return [];
  const items = await findCancellableItems(deps.db, order.id);
  const placed = { created_at: new Date(order.created_at) };
  const now = deps.clock();
  return linesOf(items).flatMap((items) => {
    const line = judged(placed, items);
    const terms = line ? cancellationTerms(line, cancellationRules, now) : null;
    return terms?.ok
      ? [
          {
            item_ids: items.map((item) => item.id),
            until: terms.until.toISOString(),
            fee_cents: terms.feeCents,
            refund_cents: terms.refundCents,
          },
        ]
      : [];
  });
}

const REFUSALS: Record<CancellationRefusal, string> = {
  cancellation_not_allowed: "The venue's policy does not let this line be cancelled",
  cancellation_too_late: "The time to cancel this line has passed",
  already_canceled: "This line is cancelled already",
  already_checked_in: "This line's tickets were used at the door",
};

const refuse = (code: CancellationRefusal) =>
  new ApiError(code, REFUSALS[code], { item_id: [REFUSALS[code]] });

interface Cancelled {
  id: number;
  order: CancellableOrderRow;
  title: string;
  itemIds: number[];
  feeCents: number;
  voucherCents: number;
  refundCents: number;
  refundStatus: "none" | "pending" | "failed";
  at: Date;
}

/** Cancels, in one transaction, the line of `itemId`; see the module's comment. */
async function cancelInTransaction(
  deps: CancellationDeps,
  request: { orderId: number; token: string; itemId: number },
): Promise<Cancelled> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    // The token first, without a lock: nobody else can hold up an order's payment with it.
    // An unknown order and another order's token answer alike, so ids cannot be probed.
    const token = await findOrderToken(tx, request.orderId);
    if (!sameToken(request.token, token ?? "") || token === undefined) {
      throw new ApiError("not_found", "No such order");
    }
    const order = await lockCancellableOrder(tx, request.orderId);
    if (!order) throw new ApiError("not_found", "No such order");
    if (!order.is_valid || order.canceled) throw refuse("cancellation_not_allowed");
    // An order placed before its lines kept their holds could not give the places back.
    if (!(await linesKeepTheirHolds(tx, order.id))) throw refuse("cancellation_not_allowed");
    const items = await findCancellableItems(tx, order.id);
    const target = items.find((item) => item.id === request.itemId);
    if (!target) {
      throw new ApiError("not_found", "No such item in this order", { item_id: ["No such item"] });
    }
    const lineItems = items.filter((item) => item.line === target.line);
    const line = judged(order, lineItems);
    if (!line) throw refuse("cancellation_not_allowed");
    const { cancellationRules } = await readSettings(tx);
    const terms = cancellationTerms(line, cancellationRules, now);
    if (!terms.ok) throw refuse(terms.code);
    const itemIds = lineItems.map((item) => item.id);
    if (line.kind === "coupon" && !(await voidUnusedCoupons(tx, itemIds))) {
      throw refuse("cancellation_not_allowed");
    }
    await deps.ledger.giveBack(tx, order.id, await findLineHolds(tx, order.id, target.line));
    await markItemsCanceled(tx, itemIds, now);
    // The value goes back where it came from: first onto the vouchers that paid, the rest by
    // the payment, never more than was paid (a fee or an earlier refund took its part).
    const voucherCents = await creditVouchers(
      tx,
      order.id,
      Math.min(terms.refundCents, await voucherPaid(tx, order.id)),
    );
    const paid = order.total_price_cents - (await refundedSoFar(tx, order.id));
    const refundCents = Math.max(0, Math.min(terms.refundCents - voucherCents, paid));
    const provider =
      order.payment_mode_id === null
        ? undefined
        : deps.payments.findProvider(order.payment_mode_id);
    // On collective invoice the reseller has not paid: the cancellation invoice credits it. A
    // mode whose provider is gone cannot refund: staff do, alerted below.
    const onInvoice = order.payment_mode_id === PAYMENT_MODES.collective_invoice;
    const refundStatus = refundCents === 0 || onInvoice ? "none" : provider ? "pending" : "failed";
    const id = await insertCancellation(tx, {
      orderId: order.id,
      line: target.line,
      grossCents: line.grossCents,
      feeCents: terms.feeCents,
      voucherCents,
      refundCents,
      refundStatus,
      now,
    });
    if (refundStatus === "failed") {
      await insertAlert(
        tx,
        {
          kind: "refund_failed",
          orderId: order.id,
          message: `Order ${order.id}: no provider refunds its payment mode; refund ${refundCents} cents by hand`,
          details: { cancellation_id: id },
        },
        now,
      );
    }
    await cancelOrderWhenEmpty(tx, order.id, now);
    await issueCancellationInvoice(tx, order.id, { itemIds, feeCents: terms.feeCents }, now);
    return {
      id,
      order,
      title: target.title,
      itemIds,
      feeCents: terms.feeCents,
      voucherCents,
      refundCents,
      refundStatus,
      at: now,
    };
  });
}

/** Gives the money back through the order's provider; a failure is left to staff. */
async function refund(deps: CancellationDeps, cancelled: Cancelled) {
  if (cancelled.refundStatus !== "pending" || cancelled.order.payment_mode_id === null) {
    return cancelled.refundStatus;
  }
  const provider = deps.payments.findProvider(cancelled.order.payment_mode_id);
  try {
    if (!provider?.refund) throw new Error(`provider ${provider?.name} cannot refund`);
    const done = await provider.refund({
      orderId: cancelled.order.id,
      amountCents: cancelled.refundCents,
      paymentModeId: cancelled.order.payment_mode_id,
      reference: `cancellation-${cancelled.id}`,
    });
    await settleRefund(deps.db, cancelled.id, { status: "refunded", reference: done.reference });
    return "refunded" as const;
  } catch (error) {
    deps.log.error({ err: error, orderId: cancelled.order.id }, "refunding a cancellation failed");
    await settleRefund(deps.db, cancelled.id, { status: "failed" });
    await insertAlert(
      deps.db,
      {
        kind: "refund_failed",
        orderId: cancelled.order.id,
        message: `Order ${cancelled.order.id}: refund ${cancelled.refundCents} cents by hand`,
        details: { cancellation_id: cancelled.id },
      },
      deps.clock(),
    );
    return "failed" as const;
  }
}

export async function cancelLine(
  deps: CancellationDeps,
  request: { orderId: number; token: string; itemId: number },
): Promise<LineCancellation> {
  const cancelled = await cancelInTransaction(deps, request);
  // The places are free at once: no cached read may still show them taken.
  deps.readCache?.invalidate();
  const refundStatus = await refund(deps, cancelled);
  const { order } = cancelled;
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  try {
    await sendCancellationMail(deps.mail, {
      to: order.email,
      name: order.customer_name,
      locale,
      orderId: order.id,
      title: cancelled.title,
      feeCents: cancelled.feeCents,
      voucherCents: cancelled.voucherCents,
      refundCents: cancelled.refundCents,
      orderUrl: orderPageUrl(deps.publicOrigin(), { id: order.id, token: order.token, locale }),
    });
  } catch (error) {
    // The cancellation holds; the page shows it. Staff see the log.
    deps.log.error({ err: error, orderId: order.id }, "sending the cancellation mail failed");
  }
  return {
    item_ids: cancelled.itemIds,
    fee_cents: cancelled.feeCents,
    voucher_cents: cancelled.voucherCents,
    refund_cents: cancelled.refundCents,
    refund_status: refundStatus,
    created_at: cancelled.at.toISOString(),
  };
}

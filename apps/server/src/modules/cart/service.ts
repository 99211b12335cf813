// POST /cart (spec selling-core §2, §3, §7): prices every line, donations, shipping and
// coupons with the rules of @shop/core, and answers the totals the shop shows. The order
// service prices with the same function, so the total it checks is the one the cart showed.

import { berlinDate, cartTotals, DONATION_CENTS, type Locale, type VatLine } from "@shop/core";
import { holdsGoods, ships } from "@shop/core/booking";
import type {
  CartAnswer,
  CartRequest,
  CouponSale,
  ShippingItem,
  ShopSettings,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { fieldError, must } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { checkCoupon, couponAnswer, findCouponSales, findCouponsOnSale } from "../coupons/service";
import { findPricingEventDates } from "../events/service";
import {
  findPricingMerchandise,
  findShippingItems as findShippingRows,
  type ShippingRow,
} from "../merchandise/service";
import { findLiveHolds } from "../reservations/service";
import { readSettings } from "../settings/service";
import { findPricingTours } from "../tours/service";
import { eventPlacesAsked, type PricedLine, priceLine, vouchersAsked } from "./price-lines";
import { findPricingTickets } from "./repository";

export interface CartDeps {
  db: Queryable;
  clock: Clock;
}

export interface CouponDebit {
  code: string;
  debitCents: number;
}

export interface PricedCart {
  answer: CartAnswer;
  lines: PricedLine[];
  settings: ShopSettings;
  /** Shipping items charged, and whether optional shipping items exist to choose. */
  shippingCharged: boolean;
  shippingOffered: boolean;
  debits: CouponDebit[];
  totalCents: number;
}

const invalid = (field: string, message: string) => fieldError("validation", field, message);

function checkDonations(donations: readonly number[], settings: ShopSettings) {
  donations.forEach((cents, i) => {
    if (!settings.donationsEnabled) throw invalid(`donations.${i}`, "This shop takes no donations");
    // spec selling-core §4, §9: a donation is fixed at 100 cents.
    if (cents !== DONATION_CENTS)
      throw invalid(`donations.${i}`, `A donation is ${DONATION_CENTS} cents`);
  });
}

/**
 * spec selling-core §4: shipping is none, optional (the visitor chooses) or mandatory; a cart
 * with goods is always posted (issue 31, @shop/core ships).
 */
function shippingCharged(
  settings: ShopSettings,
  shipping: boolean | null,
  goods: boolean,
): boolean {
  return must(ships(settings.shipping, shipping, goods));
}

/**
 * The shipping items a shipped cart is charged, each once (CATALOGUE.md "Merchandise"): those
 * its goods name (shipped_with_merchandise_id) — printed tickets travel in the same parcel —
 * and, without goods, every shipping item of the catalogue, as printed tickets always were.
 */
function chargedShippingRows(
  rows: readonly ShippingRow[],
  goodsShippedWith: ReadonlySet<number>,
): ShippingRow[] {
  if (goodsShippedWith.size === 0) return [...rows];
  return rows.filter((row) => goodsShippedWith.has(row.id));
}

/** What the Ticket lines of each ticket cost in all (gross): what its vouchers may pay. */
function voucherTickets(lines: readonly PricedLine[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) {
    if (line.item.type !== "Ticket") continue;
    const id = line.item.attributes.id;
    totals.set(id, (totals.get(id) ?? 0) + line.info.totalCents);
  }
  return totals;
}

/**
 * Prices the cart for a buyer of `audiences` (spec surrounding-areas §6: a ticket sold to one
 * price target audience only is a line error for anyone else; repository findBuyerAudiences).
 */
export async function priceCart(
  deps: CartDeps,
  request: CartRequest,
  locale: Locale,
  audiences: readonly number[],
): Promise<PricedCart> {
  const now = deps.clock();
  const settings = await readSettings(deps.db);
  checkDonations(request.donations, settings);
  const goods = holdsGoods(request.items);
  const charged = shippingCharged(settings, request.shipping, goods);
  if (request.coupons.length > 0 && !settings.couponsEnabled) {
    throw invalid("coupons", "This shop takes no coupons");
  }
  const seen = new Set<string>();
  request.coupons.forEach((code, i) => {
    if (seen.has(code)) throw invalid(`coupons.${i}`, "The code is given twice");
    seen.add(code);
  });

  const ticketIds = new Set<number>();
  const couponIds = new Set<number>();
  const eventLines: { dateId: number; seatIds: number[] }[] = [];
  const tourStarts: { tourId: number; day: string; time: string }[] = [];
  const articleIds: number[] = [];
  const tokens: string[] = [];
  for (const item of request.items) {
    if (item.type === "Ticket" || item.type === "Annual") ticketIds.add(item.attributes.id);
    if (item.type === "Coupon") couponIds.add(item.attributes.id);
    if (item.type === "Event") {
      const a = item.attributes;
      eventLines.push({ dateId: a.id, seatIds: a.seats.map((seat) => seat.id) });
    }
    if (item.type === "Tour") {
      const a = item.attributes;
      tourStarts.push({ tourId: a.id, day: a.date, time: a.start_time });
    }
    if (item.type === "Merchandise") articleIds.push(item.attributes.id);
    for (const ref of item.reservations) tokens.push(ref.token);
  }
  const [tickets, coupons, eventDates, tours, merchandise, holds, sales, shippingRows] =
    await Promise.all([
      findPricingTickets(deps.db, [...ticketIds]),
      findCouponsOnSale(deps.db, [...couponIds], berlinDate(now)),
      findPricingEventDates(deps.db, eventLines),
      findPricingTours(deps.db, tourStarts),
      findPricingMerchandise(deps.db, articleIds, now),
      findLiveHolds(deps.db, tokens),
      findCouponSales(deps.db, request.coupons),
      findShippingRows(deps.db),
    ]);
  const catalogue = {
    tickets,
    coupons,
    eventDates,
    tours,
    merchandise,
    holds,
    now,
    locale,
    audiences,
    vouchersAsked: vouchersAsked(request.items),
    eventPlacesAsked: eventPlacesAsked(request.items),
  };
  const lines = request.items.map((item, index) => priceLine(index, item, catalogue));

  const shippingOptions: ShippingItem[] =
    settings.shipping === "none"
      ? []
      : shippingRows.map((row) => ({
          id: row.id,
          title: localize(row.title, locale),
          description: localize(row.description, locale),
          price_cents: row.price_cents,
        }));
  const goodsShippedWith = new Set(
    articleIds.flatMap((id) => {
      const article = merchandise.get(id);
      return article ? [article.shipped_with_merchandise_id] : [];
    }),
  );
  const chargedRows = charged ? chargedShippingRows(shippingRows, goodsShippedWith) : [];
  const shippingItems = shippingOptions.filter((option) =>
    chargedRows.some((row) => row.id === option.id),
  );
  const shippingLines: VatLine[] = chargedRows.map((row) => ({
    price_cents: row.price_cents,
    quantity: 1,
    vat_pct: row.vat_pct,
    tax_included: row.tax_included,
  }));
  const vatLines = lines.flatMap((line) => line.vatLines);
  const gross = cartTotals({ lines: vatLines, shippingLines, donations: request.donations });

  // Value coupons pay what is left, in the order given (cart-totals.ts: a means of payment).
  let toPay = gross.subTotalCents;
  const ticketLeft = voucherTickets(lines);
  const debits: CouponDebit[] = [];
  const couponAnswers: CouponSale[] = request.coupons.map((code, i) => {
    const row = sales.get(code);
    if (!checkCoupon(row, now)) {
      throw fieldError("coupon_not_valid", `coupons.${i}`, "The coupon is not valid");
    }
    let debit = Math.min(row.remaining_cents, toPay);
    if (row.voucher_ticket_id !== null) {
      // surrounding-areas §3 "Ticket coupon": a voucher pays its ticket's lines only, less
      // what earlier vouchers for that ticket paid of them; without that ticket it pays 0.
      const left = ticketLeft.get(row.voucher_ticket_id) ?? 0;
      debit = Math.min(debit, left);
      ticketLeft.set(row.voucher_ticket_id, left - debit);
    }
    toPay -= debit;
    debits.push({ code, debitCents: debit });
    return couponAnswer(row, debit);
  });
  const couponCents = debits.reduce((sum, d) => sum + d.debitCents, 0);
  const totals = cartTotals({
    lines: vatLines,
    shippingLines,
    donations: request.donations,
    couponCents,
  });

  return {
    answer: {
      items: lines.map((line) => ({
        index: line.index,
        type: line.item.type,
        info: line.info,
        error: line.error,
      })),
      totals: { ...totals, shippingItems },
      coupons: couponAnswers,
      shipping_options: shippingOptions,
    },
    lines,
    settings,
    shippingCharged: charged,
    shippingOffered: !goods && settings.shipping === "optional" && shippingRows.length > 0,
    debits,
    totalCents: totals.subTotalCents,
  };
}

export type { OrderLine } from "./price-lines";

/** The shipping items on sale, in the catalogue's order (orders charge them as the cart did). */
export async function findShippingItems(db: Queryable): Promise<ShippingRow[]> {
  return findShippingRows(db);
}

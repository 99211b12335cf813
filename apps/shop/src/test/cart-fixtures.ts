// Test only: stored cart lines and POST /cart answers of the cart page's tests, shaped by the
// contract (src/lib/answer-schemas.ts checks the answers in tests).
import type { CartAnswer, CartInfo, CartLine, CouponSale, ShippingItem } from "@shop/core/contract";
import { MemoryStorage } from "./memory-storage";
import { TEST_NOW } from "./render-shop";

export const KEY = "museum:cart";
export const minutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000).toISOString();
export const token = (n: number) => `hold-token-${String(n).padStart(11, "0")}`;

/** A ticket line for day 2030-06-14 with its hold number `n`. */
export function line(id: number, quantity: number, n: number, validUntil = minutes(20)) {
  return {
    type: "Ticket",
    attributes: { id, date: "2030-06-14", quantity },
    reservations: [{ token: token(n), valid_until: validUntil }],
    updated_at: minutes(-2),
  };
}

/** A stored cart of these lines, with further fields of the local cart state. */
export function storageWith(items: unknown[], more: Record<string, unknown> = {}) {
  return new MemoryStorage({ [KEY]: JSON.stringify({ items, ...more }) });
}

export function stored(storage: MemoryStorage) {
  return JSON.parse(storage.getItem(KEY) ?? "null");
}

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** A priced line: `totalCents` with its VAT included at `vatPct`. */
export function pricedLine(
  index: number,
  type: CartLine["type"],
  name: string,
  totalCents: number,
  vatPct = 7,
  info: Partial<CartInfo> = {},
): CartLine {
  return {
    index,
    type,
    info: {
      name,
      price_cents: totalCents,
      totalCents,
      vats: [{ vat_pct: vatPct, price_cents: Math.round((totalCents * vatPct) / (100 + vatPct)) }],
      tax_included: true,
      available: null,
      min_persons: 1,
      max_persons: 10,
      coupon_code: null,
      meta: { startDate: null, startTime: null, validFrom: null },
      free_timing: false,
      flex_description: null,
      subTickets: [],
      seats: [],
      museums: [],
      ...info,
    },
    error: null,
  };
}

export function couponSale(code: string, debitCents: number): CouponSale {
  return {
    code,
    is_valid: true,
    value_cents: 2500,
    value: null,
    is_voucher_for: null,
    value_action: "debit",
    debit_cents: debitCents,
  };
}

/** The answer for these lines; totals add up lines, donations and shipping less coupons. */
export function priceAnswer(
  lines: CartLine[],
  more: {
    donations?: number[];
    shippingItems?: ShippingItem[];
    coupons?: CouponSale[];
    /** What shipping would cost; the charged items when not given. */
    shippingOptions?: ShippingItem[];
  } = {},
): CartAnswer {
  const { donations = [], shippingItems = [], coupons = [] } = more;
  const shippingOptions = more.shippingOptions ?? shippingItems;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const withoutShipping = sum(lines.map((l) => l.info.totalCents)) + sum(donations);
  const shipping = sum(shippingItems.map((item) => item.price_cents));
  const off = sum(coupons.map((coupon) => coupon.debit_cents));
  const vats = new Map<number, number>();
  for (const l of lines) {
    for (const vat of l.info.vats) {
      vats.set(vat.vat_pct, (vats.get(vat.vat_pct) ?? 0) + vat.price_cents);
    }
  }
  return {
    items: lines,
    totals: {
      subTotalCents: Math.max(0, withoutShipping + shipping - off),
      subTotalCentsWithoutShipping: Math.max(0, withoutShipping - off),
      donations,
      vats: [...vats].map(([vat_pct, price_cents]) => ({ vat_pct, price_cents })),
      shippingVats: shippingItems.map((item) => ({
        vat_pct: 19,
        price_cents: Math.round((item.price_cents * 19) / 119),
      })),
      shippingItems,
    },
    coupons,
    shipping_options: shippingOptions,
  };
}

/** The rows of the totals box as term → value. */
export function rowsOf(region: HTMLElement): Record<string, string | null> {
  const terms = [...region.querySelectorAll("dt")].map((term) => term.textContent ?? "");
  const values = [...region.querySelectorAll("dd")].map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, at) => [term, values[at] ?? null]));
}

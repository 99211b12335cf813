// What the confirmation mail tells beyond each line's document (the issue "what a visitor
// trips over", items 2 and 3): each line's museums, the order's other rows of its total — the
// donations, the postage charged and what each value coupon paid (spec selling-core §4), as
// GET /orders/{id} answers them — the delivery address of a posted order, whether it is paid by
// collective invoice (§6), and the shop's page of the order.
import { type Locale, orderPagePath } from "@shop/core";
import { PAYMENT_MODES } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { localize, sqlText } from "../../i18n/localized-text";
import type { ConfirmationOrder } from "../mail/service";
import { MUSEUMS } from "./read-repository";
import type { OrderShippingItem } from "./repository";

/** The confirmation's rows besides its lines, and each line's museums by order item id. */
export type ConfirmationRows = Pick<
  ConfirmationOrder,
  "donations" | "shippingItems" | "coupons" | "delivery" | "invoiced" | "orderUrl"
> & { museums: Map<number, string[]> };

interface OrderRow {
  token: string;
  locale: Locale;
  donations: number[];
  shipping_items: OrderShippingItem[];
  shipping: boolean | null;
  payment_mode_id: number | null;
  customer_name: string;
  adressat: string | null;
  institution: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
}

/**
 * The shop's order page (the issue 33, Deliver 1): /order/{id}/{token}, for a guest and a
 * customer alike — the token is the proof, so the link works without signing in, and opening
 * it never touches a cart or a session (the checkout's success page would).
 */
export function orderPageUrl(
  publicOrigin: string,
  order: { id: number; token: string; locale: string },
): string {
  const url = new URL(orderPagePath(order), publicOrigin);
  url.searchParams.set("lang", order.locale);
  return url.toString();
}

/** The delivery address as lines: addressee (else the customer), institution, street, city. */
function addressLines(row: OrderRow): string[] {
  const addressee = row.adressat?.trim() || row.customer_name.trim();
  const place = [row.zip, row.city].filter((part) => part !== null).join(" ");
  return [addressee, row.institution, row.street, place, row.country]
    .map((line) => line?.trim() ?? "")
    .filter((line) => line !== "");
}

export async function findConfirmationRows(
  db: Queryable,
  orderId: number,
  publicOrigin: string,
): Promise<ConfirmationRows | undefined> {
  // A posted order goes to its delivery address, or to the billing address when it names none.
  const order = await db.query<OrderRow>(
    `SELECT o.token, o.locale, o.donations, o.shipping_items, o.shipping,
            o.payment_mode_id, concat_ws(' ', c.name, c.surname) AS customer_name,
            a.adressat, a.institution, a.street, a.zip, a.city,
            nullif(${sqlText("co.name", "o.locale")}, '') AS country
     FROM orders o
     JOIN customers c ON c.id = o.customer_id
     LEFT JOIN customer_addresses a
       ON a.id = coalesce(o.shipping_address_id, o.billing_address_id)
     LEFT JOIN countries co ON co.id = a.country_id
     WHERE o.id = $1`,
    [orderId],
  );
  const row = order.rows[0];
  if (!row) return undefined;
  const [coupons, museums] = await Promise.all([
    db.query<{ code: string; debit_cents: number }>(
      "SELECT code, debit_cents FROM order_coupons WHERE order_id = $1 ORDER BY code",
      [orderId],
    ),
    // The lines' museums as GET /orders/{id} answers them, in the order's locale.
    db.query<{ item_id: number; museums: string[] | null }>(
      `SELECT i.id AS item_id, ${MUSEUMS} AS museums FROM order_items i WHERE i.order_id = $1`,
      [orderId, row.locale],
    ),
  ]);
  return {
    museums: new Map(museums.rows.map((item) => [item.item_id, item.museums ?? []])),
    donations: row.donations,
    shippingItems: row.shipping_items.map((item) => ({
      title: localize(item.title, row.locale),
      priceCents: item.price_cents,
    })),
    coupons: coupons.rows.map((coupon) => ({
      code: coupon.code,
      debitCents: coupon.debit_cents,
    })),
    delivery: row.shipping === true ? addressLines(row) : null,
    invoiced: row.payment_mode_id === PAYMENT_MODES.collective_invoice,
    orderUrl: orderPageUrl(publicOrigin, { id: orderId, token: row.token, locale: row.locale }),
  };
}

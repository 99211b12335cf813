// SQL that reads orders as GET /orders and GET /orders/{id} answer them (migration 0402), their
// texts from the catalogue in the asked locale.
import { type InvoiceRange, invoiceNumberText, type Locale } from "@shop/core";
import type { Order, OrderItem, PaymentStatus } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { localize, sqlText } from "../../i18n/localized-text";
import type { OrderShippingItem } from "./repository";

// spec selling-core §2 shop.checkout.success: each line's after-sale text, read from the
// catalogue in the asked locale (German when it lacks one): a ticket's content key
// after_sale_information, a coupon's own text. Lines of other types, and products the
// catalogue no longer holds, have none.
const AFTER_SALE = `CASE i.type
    WHEN 'ticket' THEN (SELECT nullif(${sqlText("t.content -> 'after_sale_information'", "$2")}, '')
                        FROM tickets t WHERE t.id = i.product_id)
    WHEN 'coupon' THEN (SELECT nullif(${sqlText("c.after_sale_information", "$2")}, '')
                        FROM coupons c WHERE c.id = i.product_id)
  END`;

// issue 27 item 2: a line names its houses in the asked locale — a ticket's museums (all of a
// combi ticket), an event date's museum — read from the catalogue, as the after-sale texts are.
// The confirmation mail reads them too (./confirmation-repository.ts); $2 is the locale.
export const MUSEUMS = `CASE i.type
    WHEN 'ticket' THEN (SELECT jsonb_agg(${sqlText("m.title", "$2")} ORDER BY m.sort_order, m.id)
                        FROM ticket_museums tm JOIN museums m ON m.id = tm.museum_id
                        WHERE tm.ticket_id = i.product_id)
    WHEN 'event' THEN (SELECT jsonb_agg(${sqlText("m.title", "$2")})
                       FROM event_dates d JOIN events e ON e.id = d.event_id
                       JOIN museums m ON m.id = e.museum_id WHERE d.id = i.product_id)
  END`;

/** A flex ticket's validity as the catalogue words it, in the asked locale. */
const FLEX = `CASE i.type
    WHEN 'ticket' THEN (SELECT nullif(${sqlText("t.content -> 'flex_description'", "$2")}, '')
                        FROM tickets t WHERE t.id = i.product_id AND t.free_timing)
  END`;

// An annual line's start (spec selling-core §4: chosen in its personalisation), as a Berlin day
// once every card of the line has the same one; none while a card has none or they differ.
const ANNUAL_START = `(SELECT CASE WHEN count(DISTINCT s.start_at) = 1 AND bool_and(s.start_at IS NOT NULL)
                      THEN to_char(min(s.start_at) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') END
                    FROM annual_ticket_sales s WHERE s.order_item_id = i.id)`;

/** One page of a customer's order ids, newest first, and how many orders there are. */
export async function findCustomerOrderIds(
  db: Queryable,
  customerId: number,
  page: { perPage: number; page: number },
): Promise<{ ids: number[]; total: number }> {
  const [ids, count] = await Promise.all([
    db.query<{ id: number }>(
      "SELECT id FROM orders WHERE customer_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3",
      [customerId, page.perPage, (page.page - 1) * page.perPage],
    ),
    db.query<{ total: number }>(
      "SELECT count(*)::integer AS total FROM orders WHERE customer_id = $1",
      [customerId],
    ),
  ]);
  return { ids: ids.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}

/** The order as GET /orders/{id} answers it, its texts from the catalogue in `locale`. */
export async function findOrder(
  db: Queryable,
  id: number,
  locale: Locale,
): Promise<Order | undefined> {
  const result = await db.query<{
    id: number;
    token: string;
    created_at: Date;
    total_price_cents: number;
    payment_status: PaymentStatus;
    is_valid: boolean;
    canceled: boolean;
    donations: number[];
    shipping_items: OrderShippingItem[];
    coupons: { code: string; debit_cents: number }[];
    customer_comment: string | null;
    personalization_token: string | null;
    rating: { rating: number; comment: string; created_at: string } | null;
    invoices: { id: number; range: InvoiceRange; number: number; issued_at: string }[];
    cancellations: {
      item_ids: number[];
      fee_cents: number;
      voucher_cents: number;
      refund_cents: number;
      refund_status: "none" | "pending" | "refunded" | "failed";
      created_at: string;
    }[];
    items: {
      id: number;
      type: OrderItem["type"];
      product_id: number;
      title: string;
      quantity: number;
      price_cents: number;
      total_cents: number;
      attributes: Record<string, unknown>;
      after_sale_information: string | null;
      day: string | null;
      museums: string[] | null;
      flex_description: string | null;
      valid_from: string | null;
      canceled: boolean;
    }[];
  }>(
    `SELECT o.id, o.token, o.created_at, o.total_price_cents, o.payment_status, o.is_valid,
            o.canceled, o.donations, o.shipping_items, o.customer_comment,
            o.personalization_token,
            (SELECT jsonb_build_object('rating', r.rating, 'comment', r.comment,
                      'created_at', r.created_at)
             FROM order_ratings r WHERE r.order_id = o.id) AS rating,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', v.id, 'range', v.range,
                               'number', v.number, 'issued_at', v.issued_at) ORDER BY v.id)
                      FROM invoices v WHERE v.order_id = o.id), '[]') AS invoices,
            coalesce((SELECT jsonb_agg(jsonb_build_object(
                               'item_ids', (SELECT jsonb_agg(x.id ORDER BY x.position)
                                            FROM order_items x
                                            WHERE x.order_id = o.id AND x.line = c.line),
                               'fee_cents', c.fee_cents, 'voucher_cents', c.voucher_cents,
                               'refund_cents', c.refund_cents, 'refund_status', c.refund_status,
                               'created_at', c.created_at) ORDER BY c.id)
                      FROM order_cancellations c WHERE c.order_id = o.id), '[]') AS cancellations,
            coalesce((SELECT jsonb_agg(jsonb_build_object('code', c.code,
                               'debit_cents', c.debit_cents) ORDER BY c.code)
                      FROM order_coupons c WHERE c.order_id = o.id), '[]') AS coupons,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'type', i.type,
                               'product_id', i.product_id, 'title', i.title,
                               'quantity', i.quantity, 'price_cents', i.price_cents,
                               'total_cents', i.total_cents,
                               'attributes', i.attributes,
                               'after_sale_information', ${AFTER_SALE},
                               'day', i.day::text, 'museums', ${MUSEUMS},
                               'flex_description', ${FLEX},
                               'valid_from', ${ANNUAL_START},
                               'canceled', i.canceled_at IS NOT NULL) ORDER BY i.position)
                      FROM order_items i WHERE i.order_id = o.id), '[]') AS items
     FROM orders o WHERE o.id = $1`,
    [id, locale],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    token: row.token,
    created_at: row.created_at.toISOString(),
    total_price_cents: row.total_price_cents,
    payment_status: row.payment_status,
    is_valid: row.is_valid,
    canceled: row.canceled,
    donations: row.donations.map((cents) => ({ donation_cents: cents })),
    coupons: row.coupons,
    // Titles in the asked locale, like the lines' after-sale texts (German when it lacks one).
    shipping_items: row.shipping_items.map((item) => ({
      title: localize(item.title, locale),
      price_cents: item.price_cents,
    })),
    customer_comment: row.customer_comment,
    personalization_token: row.personalization_token,
    // jsonb keeps the timestamp as PostgreSQL writes it; the contract's is ISO 8601.
    rating:
      row.rating === null
        ? null
        : { ...row.rating, created_at: new Date(row.rating.created_at).toISOString() },
    invoices: row.invoices.map((invoice) => ({
      id: invoice.id,
      kind: invoice.range,
      number: invoiceNumberText(invoice.range, invoice.number),
      issued_at: new Date(invoice.issued_at).toISOString(),
    })),
    // Filled by the service, which knows the venue's policy and the time (cancellation.ts).
    cancellation_offers: [],
    cancellations: row.cancellations.map((cancellation) => ({
      ...cancellation,
      created_at: new Date(cancellation.created_at).toISOString(),
    })),
    items: row.items.map((item) => ({
      id: item.id,
      type: item.type,
      price_cents: item.price_cents,
      total_cents: item.total_cents,
      attributes: {
        ...item.attributes,
        id: item.product_id,
        title: item.title,
        quantity: item.quantity,
        ...(item.day !== null ? { date: item.day } : {}),
        ...(item.museums !== null ? { museums: item.museums } : {}),
        ...(item.flex_description !== null ? { flex_description: item.flex_description } : {}),
        ...(item.valid_from !== null ? { valid_from: item.valid_from } : {}),
      },
      after_sale_information: item.after_sale_information,
      canceled: item.canceled,
      thumbnail: null,
    })),
  };
}

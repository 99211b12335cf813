// The orders' side of the documents and the confirmation mail (spec selling-core §7): order
// lines read as the documents module's plain types (documents/document-types.ts), texts in
// the order's own locale.
import type { Locale } from "@shop/core";
import type { OrderItemType } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { sqlText } from "../../i18n/localized-text";
import type {
  DocumentItem,
  DocumentOrder,
  DocumentSubTicket,
  DocumentVenue,
  DoorAdmission,
  FoundOrderDocument,
} from "../documents/service";
import { isDated } from "../documents/service";
import type { ConfirmationOrder } from "../mail/service";
import { findConfirmationRows } from "./confirmation-repository";
import { sameToken } from "./same-token";

interface ItemRow {
  id: number;
  type: OrderItemType;
  product_id: number;
  title: string;
  quantity: number;
  total_cents: number;
  attributes: {
    start_time?: string;
    ticket_type?: string;
    price_title?: string;
    seats?: { id: number; title: string }[];
  };
  day: string | null;
  venues: DocumentVenue[] | null;
  sub_tickets: DocumentSubTicket[] | null;
  coupon_code: string | null;
  coupon_value_cents: number | null;
  canceled: boolean;
}

interface OrderFields {
  order_id: number;
  token: string;
  locale: Locale;
  is_valid: boolean;
  canceled: boolean;
}

// A ticket's venues are its museums (all of a combi ticket's, by the catalogue's order), an
// event or tour item's its event's or tour's museum, in the order's locale. A mantle ticket's
// sub tickets are its catalogue's, with the quantities per unit the line was ordered with
// (attributes .quantities), those chosen 0 times left out; a tour item's are its participants
// per participant price, the same way.
const ITEM_COLUMNS = `i.id, i.type, i.product_id, i.title, i.quantity, i.total_cents, i.attributes,
  to_char(i.day, 'YYYY-MM-DD') AS day, v.venues, coalesce(s.sub_tickets, p.participants) AS sub_tickets,
  c.code AS coupon_code, c.value_cents AS coupon_value_cents, i.canceled_at IS NOT NULL AS canceled`;

const VENUES_JOIN = `LEFT JOIN LATERAL (
    SELECT jsonb_agg(jsonb_build_object(
             'name', ${sqlText("m.title", "o.locale")},
             'address', nullif(${sqlText("m.content -> 'address'", "o.locale")}, ''))
             ORDER BY m.sort_order, m.id) AS venues
    FROM museums m
    WHERE (i.type = 'ticket' AND m.id IN (SELECT tm.museum_id FROM ticket_museums tm
                                          WHERE tm.ticket_id = i.product_id))
       OR (i.type = 'event' AND m.id = (SELECT e.museum_id FROM event_dates d
                                        JOIN events e ON e.id = d.event_id
                                        WHERE d.id = i.product_id))
       OR (i.type = 'tour' AND m.id = (SELECT tr.museum_id FROM tours tr
                                       WHERE tr.id = i.product_id))
  ) v ON true`;

// A mantle ticket's sub tickets, a tour's participants, a coupon's code: whom a line admits.
const PEOPLE_JOINS = `LEFT JOIN LATERAL (
    SELECT jsonb_agg(jsonb_build_object(
             'title', ${sqlText("sub.value -> 'title'", "o.locale")},
             'quantity', (i.attributes -> 'quantities' ->> (sub.value ->> 'id'))::int)
             ORDER BY sub.n) AS sub_tickets
    FROM tickets t CROSS JOIN LATERAL jsonb_array_elements(t.sub_tickets) WITH ORDINALITY
      AS sub(value, n)
    WHERE i.type = 'ticket' AND t.id = i.product_id AND t.is_mantle
      AND coalesce((i.attributes -> 'quantities' ->> (sub.value ->> 'id'))::int, 0) > 0
  ) s ON true
  LEFT JOIN LATERAL (
    SELECT jsonb_agg(jsonb_build_object(
             'title', ${sqlText("price.value -> 'title'", "o.locale")},
             'quantity', (i.attributes -> 'quantities' ->> (price.value ->> 'id'))::int)
             ORDER BY price.n) AS participants
    FROM tours tr CROSS JOIN LATERAL jsonb_array_elements(tr.prices) WITH ORDINALITY
      AS price(value, n)
    WHERE i.type = 'tour' AND tr.id = i.product_id
      AND coalesce((i.attributes -> 'quantities' ->> (price.value ->> 'id'))::int, 0) > 0
  ) p ON true
  LEFT JOIN coupon_sales c ON c.order_item_id = i.id`;

/** The order's own fields every line query reads beside its lines (OrderFields). */
const ORDER_FIELDS = "o.id AS order_id, o.token, o.locale, o.is_valid, o.canceled";

const ITEM_JOINS = `${VENUES_JOIN}
  ${PEOPLE_JOINS}`;

// The door (the issue 34) needs whom a line admits, not where: no venues.
const DOOR_COLUMNS = ITEM_COLUMNS.replace("v.venues", "NULL::jsonb AS venues");

/** HH:MM of a time slot, or of an event's start (kept as a Berlin date-time with offset). */
function slotOf(startTime: string | undefined): string | null {
  if (startTime === undefined) return null;
  return startTime.length > 5 ? startTime.slice(11, 16) : startTime;
}

function documentItemOf(row: ItemRow): DocumentItem {
  const item: DocumentItem = {
    id: row.id,
    type: row.type,
    productId: row.product_id,
    title: row.title,
    date: row.day,
    slot: slotOf(row.attributes.start_time),
    quantity: row.quantity,
    // The line total: the document shows what the visitor paid for the whole line.
    priceCents: row.total_cents,
    venues: row.venues ?? [],
  };
  if (row.sub_tickets !== null) item.subTickets = row.sub_tickets;
  if (row.canceled) item.canceled = true;
  if (row.type === "ticket" && row.attributes.ticket_type === "annual") item.annual = true;
  const seat = row.attributes.seats?.[0];
  if (seat) item.seat = seat.title;
  if (row.attributes.price_title !== undefined) item.fare = row.attributes.price_title;
  if (row.coupon_code !== null) {
    item.couponCode = row.coupon_code;
    item.valueCents = row.coupon_value_cents ?? undefined;
  }
  return item;
}

function documentOrderOf(row: OrderFields): DocumentOrder {
  return {
    id: row.order_id,
    locale: row.locale,
    isValid: row.is_valid,
    canceled: row.canceled,
  };
}

/**
 * One line of one order, for documents/routes.ts: null when the order does not exist, the
 * token is not its token or the line is of another order (one answer, so nothing can be
 * probed). The token is compared in constant time, as GET /orders/{id} does.
 */
export async function findOrderDocument(
  db: Queryable,
  orderId: number,
  token: string,
  itemId: number,
): Promise<FoundOrderDocument | null> {
  const result = await db.query<ItemRow & OrderFields>(
    `SELECT ${ORDER_FIELDS}, ${ITEM_COLUMNS}
     FROM orders o JOIN order_items i ON i.order_id = o.id
     ${ITEM_JOINS}
     WHERE o.id = $1 AND i.id = $2`,
    [orderId, itemId],
  );
  const row = result.rows[0];
  if (!row || !sameToken(token, row.token)) return null;
  const item = documentItemOf(row);
  // spec selling-core §7: annual tickets are personalised instead of downloaded.
  if (item.annual) return null;
  return { order: documentOrderOf(row), item };
}

/**
 * Every line of one order, for documents' calendar files (the issue 33): null when the order
 * does not exist or the token is not its own, one answer for both.
 */
export async function findOrderDocuments(
  db: Queryable,
  orderId: number,
  token: string,
): Promise<{ order: DocumentOrder; items: DocumentItem[] } | null> {
  const result = await db.query<ItemRow & OrderFields>(
    `SELECT ${ORDER_FIELDS}, ${ITEM_COLUMNS}
     FROM orders o JOIN order_items i ON i.order_id = o.id
     ${ITEM_JOINS}
     WHERE o.id = $1 ORDER BY i.position`,
    [orderId],
  );
  const first = result.rows[0];
  if (!first || !sameToken(token, first.token)) return null;
  return { order: documentOrderOf(first), items: result.rows.map(documentItemOf) };
}

function calendarFileUrl(origin: string, orderId: number, token: string, locale: Locale): string {
  const url = new URL(`/api/v1/orders/${orderId}/calendar.ics`, origin);
  url.searchParams.set("token", token);
  url.searchParams.set("locale", locale);
  return url.toString();
}

/** The order as its confirmation mail shows it; undefined for an unknown order. */
export async function findConfirmationOrder(
  db: Queryable,
  orderId: number,
  publicOrigin: string,
): Promise<ConfirmationOrder | undefined> {
  const order = await db.query<
    OrderFields & {
      email: string;
      name: string;
      surname: string;
      total_price_cents: number;
      personalization_token: string | null;
    }
  >(
    `SELECT o.id AS order_id, o.token, o.locale, o.is_valid, o.canceled, o.total_price_cents,
            o.personalization_token, c.email, c.name, c.surname
     FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  const row = order.rows[0];
  if (!row) return undefined;
  const items = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS}
     FROM orders o JOIN order_items i ON i.order_id = o.id
     ${ITEM_JOINS}
     WHERE o.id = $1 ORDER BY i.position`,
    [orderId],
  );
  const name = `${row.name} ${row.surname}`.trim();
  // A confirmation sent again leaves out the lines the visitor cancelled (void documents).
  const lines = items.rows.map(documentItemOf).filter((item) => !item.canceled);
  const rows = await findConfirmationRows(db, orderId, publicOrigin);
  if (!rows) return undefined;
  const { museums, ...otherRows } = rows;
  return {
    ...documentOrderOf(row),
    id: row.order_id,
    email: row.email,
    customerName: name === "" ? null : name,
    items: lines.map((item) => ({ ...item, museums: museums.get(item.id) ?? [] })),
    ...otherRows,
    // The issue 33: the calendar file of its dated lines (documents' GET …/calendar.ics).
    calendarUrl: lines.some(isDated)
      ? calendarFileUrl(publicOrigin, row.order_id, row.token, row.locale)
      : null,
    totalCents: row.total_price_cents,
    // spec selling-core §2: the shop's page /annual/personalisation/{token}.
    personalizationUrl:
      row.personalization_token === null
        ? null
        : `${publicOrigin}/annual/personalisation/${row.personalization_token}`,
  };
}

/**
 * The issue 34: one line of an order as the door checks it, without a token (a door scanner
 * holds a signed code, not the order's token): undefined when there is no such line. With
 * `admit`, the same statement also lets that person in (ticket_check_ins, the check-in
 * module's table, written here so that a scan is one round trip; its p99 budget is 20 ms) when
 * the order is paid, neither it nor the line cancelled, and the line no annual ticket, and
 * when nobody used that person's code before (the primary key decides, whatever scans the
 * code at the same moment): `admitted` tells. Whether the code fits the line is the caller's
 * to judge, and to undo the admission when it does not (check-in/service.ts).
 */
export async function findDoorItem(
  db: Queryable,
  orderId: number,
  itemId: number,
  admit?: DoorAdmission,
): Promise<(FoundOrderDocument & { admitted: boolean }) | undefined> {
  const select = (admitted: string) => `SELECT ${admitted}${ORDER_FIELDS}, ${DOOR_COLUMNS}
     FROM orders o JOIN order_items i ON i.order_id = o.id
     ${PEOPLE_JOINS}
     WHERE o.id = $1 AND i.id = $2`;
  // Its commit need not wait for the WAL flush, as check-in-claim's does not (see there).
  const result = admit
    ? await db.query<ItemRow & OrderFields & { admitted: boolean }>(
        `WITH admitted AS (
           INSERT INTO ticket_check_ins (order_item_id, person, checked_in_at, device_id, offline)
           SELECT i.id, $3, $4, $5, false
           FROM orders o JOIN order_items i ON i.order_id = o.id,
                (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush
           WHERE o.id = $1 AND i.id = $2 AND o.is_valid AND NOT o.canceled
             AND i.canceled_at IS NULL
             AND coalesce(i.attributes ->> 'ticket_type', '') <> 'annual'
           ON CONFLICT DO NOTHING RETURNING person)
         ${select("EXISTS (SELECT 1 FROM admitted) AS admitted, ")}`,
        [orderId, itemId, admit.person, admit.at, admit.deviceId],
        "door-admit",
      )
    : await db.query<ItemRow & OrderFields & { admitted?: undefined }>(
        select(""),
        [orderId, itemId],
        "door-item",
      );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    order: documentOrderOf(row),
    item: documentItemOf(row),
    admitted: row.admitted === true,
  };
}

/**
 * The issue 34: the lines whose codes admit on `day` (Berlin): the ticket, event and tour lines
 * dated on it and the undated tickets, of paid orders, cancelled ones included (the door must
 * tell them apart), in order of the line's id.
 */
export async function listDoorItems(db: Queryable, day: string): Promise<FoundOrderDocument[]> {
  const result = await db.query<ItemRow & OrderFields>(
    `SELECT ${ORDER_FIELDS}, ${DOOR_COLUMNS}
     FROM orders o JOIN order_items i ON i.order_id = o.id
     ${PEOPLE_JOINS}
     WHERE o.is_valid AND i.type IN ('ticket', 'event', 'tour')
       AND coalesce(i.attributes ->> 'ticket_type', '') <> 'annual'
       AND (i.day = $1::date OR (i.day IS NULL AND i.type = 'ticket'))
     ORDER BY i.id`,
    [day],
  );
  return result.rows.map((row) => ({ order: documentOrderOf(row), item: documentItemOf(row) }));
}

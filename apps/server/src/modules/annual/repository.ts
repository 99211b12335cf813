// SQL of annual tickets sold and their personalization (migration 0502_annual.sql). Every
// read and write names the order, so an id of another order is never found.
import type { Locale, PhotoMandatory } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { sqlText } from "../../i18n/localized-text";

export interface AnnualOrderRow {
  id: number;
  shipping: boolean | null;
}

/** The valid, not canceled order behind a personalization token. */
export async function findOrderByPersonalizationToken(
  db: Queryable,
  token: string,
): Promise<AnnualOrderRow | undefined> {
  const result = await db.query<AnnualOrderRow>(
    `SELECT id, shipping FROM orders
     WHERE personalization_token = $1 AND is_valid AND NOT canceled`,
    [token],
  );
  return result.rows[0];
}

/**
 * Makes the reads of the transaction one snapshot (its first statement): on PostgreSQL a write
 * between two reads would otherwise show a card and its person out of step.
 */
export async function readOneSnapshot(tx: Queryable): Promise<void> {
  await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
}

export interface TicketSaleRow {
  id: number;
  ticket_id: number;
  title: string;
  description: string;
  start_at: Date | null;
  sent_at: Date | null;
  attendees: boolean;
  photo_mandatory: PhotoMandatory;
}

// A ticket the catalogue no longer has keeps the title it was sold with and names nobody.
const SALE_COLUMNS = (locale: string) => `s.id, s.ticket_id, s.start_at, s.sent_at,
  coalesce(nullif(${sqlText("t.title", locale)}, ''), i.title) AS title,
  coalesce(${sqlText("t.description", locale)}, '') AS description,
  coalesce(t.attendees, false) AS attendees,
  coalesce(t.photo_mandatory, 'none') AS photo_mandatory`;

const SALE_JOINS = `JOIN order_items i ON i.id = s.order_item_id
  LEFT JOIN tickets t ON t.id = s.ticket_id`;

export async function findTicketSales(
  db: Queryable,
  orderId: number,
  locale: Locale,
): Promise<TicketSaleRow[]> {
  const result = await db.query<TicketSaleRow>(
    `SELECT ${SALE_COLUMNS("$2")} FROM annual_ticket_sales s ${SALE_JOINS}
     WHERE s.order_id = $1 ORDER BY i.position, s.unit`,
    [orderId, locale],
  );
  return result.rows;
}

/** One sale of the order, locked until the transaction ends (staff may be sending it). */
export async function lockTicketSale(
  tx: Queryable,
  orderId: number,
  saleId: number,
): Promise<TicketSaleRow | undefined> {
  const result = await tx.query<TicketSaleRow>(
    `SELECT ${SALE_COLUMNS("'de'")} FROM annual_ticket_sales s ${SALE_JOINS}
     WHERE s.order_id = $1 AND s.id = $2 FOR UPDATE OF s`,
    [orderId, saleId],
  );
  return result.rows[0];
}

export async function setStartAt(tx: Queryable, saleId: number, startAt: Date): Promise<void> {
  await tx.query("UPDATE annual_ticket_sales SET start_at = $2 WHERE id = $1", [saleId, startAt]);
}

export interface PersonalizationRow {
  id: number;
  ticket_sale_id: number;
  holder_id: number | null;
  address_id: number | null;
  personalized_at: Date | null;
  has_photo: boolean;
  /** When the photo was uploaded (its links name it, so a new photo is a new address). */
  photo_at: Date | null;
}

const PERSONALIZATION_COLUMNS = `p.id, p.ticket_sale_id, p.holder_id, p.address_id,
  p.personalized_at, f.uploaded_at IS NOT NULL AS has_photo, f.uploaded_at AS photo_at`;

const PHOTO_JOIN = "LEFT JOIN annual_photos f ON f.personalization_id = p.id";

export async function findPersonalizations(
  db: Queryable,
  orderId: number,
): Promise<PersonalizationRow[]> {
  const result = await db.query<PersonalizationRow>(
    `SELECT ${PERSONALIZATION_COLUMNS}
     FROM annual_personalizations p JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
     ${PHOTO_JOIN}
     WHERE s.order_id = $1 ORDER BY p.id`,
    [orderId],
  );
  return result.rows;
}

/** A person slot of the order, with its sale locked (see lockTicketSale). */
export async function lockPersonalization(
  tx: Queryable,
  orderId: number,
  personalizationId: number,
): Promise<{ slot: PersonalizationRow; sale: TicketSaleRow } | undefined> {
  const found = await tx.query<{ ticket_sale_id: number }>(
    `SELECT p.ticket_sale_id FROM annual_personalizations p
     JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
     WHERE s.order_id = $1 AND p.id = $2`,
    [orderId, personalizationId],
  );
  const saleId = found.rows[0]?.ticket_sale_id;
  if (saleId === undefined) return undefined;
  const sale = await lockTicketSale(tx, orderId, saleId);
  const slot = await tx.query<PersonalizationRow>(
    `SELECT ${PERSONALIZATION_COLUMNS} FROM annual_personalizations p ${PHOTO_JOIN}
     WHERE p.id = $1`,
    [personalizationId],
  );
  const row = slot.rows[0];
  return sale && row ? { slot: row, sale } : undefined;
}

export async function personalize(
  tx: Queryable,
  slotId: number,
  holderId: number,
  addressId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE annual_personalizations
     SET holder_id = $2, address_id = $3, personalized_at = coalesce(personalized_at, $4)
     WHERE id = $1`,
    [slotId, holderId, addressId, now],
  );
}

/** Whether the holder has a card of this order other than `slotId` already. */
export async function holdsAnotherCard(
  db: Queryable,
  holderId: number,
  slotId: number,
): Promise<boolean> {
  const result = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM annual_personalizations WHERE holder_id = $1 AND id <> $2)
       AS held`,
    [holderId, slotId],
  );
  return result.rows[0]?.held === true;
}

/**
 * Share-locks the sales whose slots name the holder or address, as staff marking one sent lock
 * it: a name or address changes before a card is sent or not at all.
 */
async function shareLockSalesNaming(
  tx: Queryable,
  orderId: number,
  column: "holder_id" | "address_id",
  id: number,
): Promise<void> {
  await tx.query(
    `SELECT s.id FROM annual_ticket_sales s
     JOIN annual_personalizations p ON p.ticket_sale_id = s.id
     WHERE s.order_id = $1 AND p.${column} = $2 ORDER BY s.id FOR SHARE OF s`,
    [orderId, id],
  );
}

export interface HolderRow {
  id: number;
  token: string;
  is_buyer: boolean;
  customer_salutation_id: number | null;
  name: string;
  surname: string;
  email: string | null;
}

const HOLDER_COLUMNS = "id, token, is_buyer, customer_salutation_id, name, surname, email";

export async function findHolders(db: Queryable, orderId: number): Promise<HolderRow[]> {
  const result = await db.query<HolderRow>(
    `SELECT ${HOLDER_COLUMNS} FROM annual_holders WHERE order_id = $1
     ORDER BY is_buyer DESC, id`,
    [orderId],
  );
  return result.rows;
}

export async function findHolderByToken(
  db: Queryable,
  orderId: number,
  token: string,
): Promise<HolderRow | undefined> {
  const result = await db.query<HolderRow>(
    `SELECT ${HOLDER_COLUMNS} FROM annual_holders WHERE order_id = $1 AND token = $2`,
    [orderId, token],
  );
  return result.rows[0];
}

export interface HolderInput {
  customerSalutationId: number | null;
  name: string;
  surname: string;
  email: string | null;
}

/** Adds a holder unless the order has `max` already; undefined then. */
export async function insertHolder(
  tx: Queryable,
  orderId: number,
  token: string,
  holder: HolderInput & { isBuyer: boolean },
  max: number,
  now: Date,
): Promise<HolderRow | undefined> {
  const result = await tx.query<HolderRow>(
    `INSERT INTO annual_holders
       (order_id, token, is_buyer, customer_salutation_id, name, surname, email, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8
     WHERE (SELECT count(*) FROM annual_holders WHERE order_id = $1) < $9
     RETURNING ${HOLDER_COLUMNS}`,
    [
      orderId,
      token,
      holder.isBuyer,
      holder.customerSalutationId,
      holder.name,
      holder.surname,
      holder.email,
      now,
      max,
    ],
  );
  return result.rows[0];
}

/** The holder, locked; with whether a sent sale names it. */
export async function lockHolder(
  tx: Queryable,
  orderId: number,
  holderId: number,
): Promise<(HolderRow & { sent: boolean }) | undefined> {
  await shareLockSalesNaming(tx, orderId, "holder_id", holderId);
  const result = await tx.query<HolderRow & { sent: boolean }>(
    `SELECT ${HOLDER_COLUMNS}, EXISTS (
       SELECT 1 FROM annual_personalizations p JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
       WHERE p.holder_id = h.id AND s.sent_at IS NOT NULL) AS sent
     FROM annual_holders h WHERE order_id = $1 AND id = $2 FOR UPDATE`,
    [orderId, holderId],
  );
  return result.rows[0];
}

export async function updateHolder(
  tx: Queryable,
  holderId: number,
  holder: HolderInput,
): Promise<HolderRow> {
  const result = await tx.query<HolderRow>(
    `UPDATE annual_holders SET customer_salutation_id = $2, name = $3, surname = $4, email = $5
     WHERE id = $1 RETURNING ${HOLDER_COLUMNS}`,
    [holderId, holder.customerSalutationId, holder.name, holder.surname, holder.email],
  );
  return result.rows[0] as HolderRow;
}

export interface AddressRow {
  id: number;
  is_billing: boolean;
  adressat: string | null;
  street: string;
  zip: string;
  city: string;
  country_id: number;
}

const ADDRESS_COLUMNS = "id, is_billing, adressat, street, zip, city, country_id";

export interface AddressInput {
  adressat: string | null;
  street: string;
  zip: string;
  city: string;
  countryId: number;
}

export async function findAddresses(db: Queryable, orderId: number): Promise<AddressRow[]> {
  const result = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM annual_addresses WHERE order_id = $1
     ORDER BY is_billing DESC, id`,
    [orderId],
  );
  return result.rows;
}

export async function addressOfOrder(
  db: Queryable,
  orderId: number,
  addressId: number,
): Promise<boolean> {
  const result = await db.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM annual_addresses WHERE order_id = $1 AND id = $2) AS found",
    [orderId, addressId],
  );
  return result.rows[0]?.found === true;
}

/** Adds an address unless the order has `max` already; undefined then. */
export async function insertAddress(
  tx: Queryable,
  orderId: number,
  address: AddressInput & { isBilling: boolean },
  max: number,
): Promise<AddressRow | undefined> {
  const result = await tx.query<AddressRow>(
    `INSERT INTO annual_addresses (order_id, is_billing, adressat, street, zip, city, country_id)
     SELECT $1, $2, $3, $4, $5, $6, $7
     WHERE (SELECT count(*) FROM annual_addresses WHERE order_id = $1) < $8
     RETURNING ${ADDRESS_COLUMNS}`,
    [
      orderId,
      address.isBilling,
      address.adressat,
      address.street,
      address.zip,
      address.city,
      address.countryId,
      max,
    ],
  );
  return result.rows[0];
}

/** The address, locked; with whether a sent sale names it. */
export async function lockAddress(
  tx: Queryable,
  orderId: number,
  addressId: number,
): Promise<(AddressRow & { sent: boolean }) | undefined> {
  await shareLockSalesNaming(tx, orderId, "address_id", addressId);
  const result = await tx.query<AddressRow & { sent: boolean }>(
    `SELECT ${ADDRESS_COLUMNS}, EXISTS (
       SELECT 1 FROM annual_personalizations p JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
       WHERE p.address_id = a.id AND s.sent_at IS NOT NULL) AS sent
     FROM annual_addresses a WHERE order_id = $1 AND id = $2 FOR UPDATE`,
    [orderId, addressId],
  );
  return result.rows[0];
}

export async function updateAddress(
  tx: Queryable,
  addressId: number,
  address: AddressInput,
): Promise<AddressRow> {
  const result = await tx.query<AddressRow>(
    `UPDATE annual_addresses SET adressat = $2, street = $3, zip = $4, city = $5, country_id = $6
     WHERE id = $1 RETURNING ${ADDRESS_COLUMNS}`,
    [addressId, address.adressat, address.street, address.zip, address.city, address.countryId],
  );
  return result.rows[0] as AddressRow;
}

export async function upsertPhoto(
  tx: Queryable,
  slotId: number,
  photo: { jpeg: Buffer; preview: Buffer },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO annual_photos (personalization_id, jpeg, preview, uploaded_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (personalization_id)
     DO UPDATE SET jpeg = excluded.jpeg, preview = excluded.preview, uploaded_at = excluded.uploaded_at`,
    [slotId, photo.jpeg, photo.preview, now],
  );
}

/** The photo of a slot of the order (any order when orderId is null: staff). */
export async function findPhoto(
  db: Queryable,
  orderId: number | null,
  slotId: number,
  size: "full" | "preview",
): Promise<Uint8Array | undefined> {
  const result = await db.query<{ bytes: Uint8Array }>(
    `SELECT ${size === "preview" ? "f.preview" : "f.jpeg"} AS bytes
     FROM annual_photos f
     JOIN annual_personalizations p ON p.id = f.personalization_id
     JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
     WHERE f.personalization_id = $1 AND ($2::int IS NULL OR s.order_id = $2)`,
    [slotId, orderId],
  );
  return result.rows[0]?.bytes;
}

// --- Issuing, when an order becomes valid ---

/** The annual lines of the order that have no ticket sales yet. */
export async function annualLinesWithoutSales(
  tx: Queryable,
  orderId: number,
): Promise<{ id: number; product_id: number; quantity: number }[]> {
  const result = await tx.query<{ id: number; product_id: number; quantity: number }>(
    `SELECT i.id, i.product_id, i.quantity FROM order_items i
     WHERE i.order_id = $1 AND i.type = 'ticket' AND i.attributes ->> 'ticket_type' = 'annual'
       AND NOT EXISTS (SELECT 1 FROM annual_ticket_sales s WHERE s.order_item_id = i.id)
     ORDER BY i.position`,
    [orderId],
  );
  return result.rows;
}

/** Sets the order's personalization token unless it has one; answers the one it has. */
export async function claimPersonalizationToken(
  tx: Queryable,
  orderId: number,
  token: string,
): Promise<string> {
  const result = await tx.query<{ personalization_token: string }>(
    `UPDATE orders SET personalization_token = coalesce(personalization_token, $2)
     WHERE id = $1 RETURNING personalization_token`,
    [orderId, token],
  );
  return result.rows[0]?.personalization_token ?? token;
}

/** The buyer and the billing address as the order names them. */
export async function findBuyer(
  tx: Queryable,
  orderId: number,
): Promise<{ holder: HolderInput; address: AddressInput } | undefined> {
  const result = await tx.query<{
    customer_salutation_id: number | null;
    name: string;
    surname: string;
    email: string;
    adressat: string | null;
    street: string;
    zip: string;
    city: string;
    country_id: number;
  }>(
    `SELECT c.customer_salutation_id, c.name, c.surname, c.email,
            a.adressat, a.street, a.zip, a.city, a.country_id
     FROM orders o JOIN customers c ON c.id = o.customer_id
     JOIN customer_addresses a ON a.id = o.billing_address_id
     WHERE o.id = $1`,
    [orderId],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    holder: {
      customerSalutationId: row.customer_salutation_id,
      name: row.name,
      surname: row.surname,
      email: row.email,
    },
    address: {
      adressat: row.adressat,
      street: row.street,
      zip: row.zip,
      city: row.city,
      countryId: row.country_id,
    },
  };
}

export async function hasBuyerHolder(tx: Queryable, orderId: number): Promise<boolean> {
  const result = await tx.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM annual_holders WHERE order_id = $1 AND is_buyer) AS found",
    [orderId],
  );
  return result.rows[0]?.found === true;
}

/** One sale per card of the line starting at `startAt`, each with one person slot. */
export async function insertTicketSales(
  tx: Queryable,
  orderId: number,
  line: { id: number; product_id: number; quantity: number },
  startAt: Date,
): Promise<void> {
  await tx.query(
    `WITH sales AS (
       INSERT INTO annual_ticket_sales (order_id, order_item_id, unit, ticket_id, start_at)
       SELECT $1, $2, unit, $3, $5 FROM generate_series(1, $4::int) AS unit
       RETURNING id)
     INSERT INTO annual_personalizations (ticket_sale_id) SELECT id FROM sales`,
    [orderId, line.id, line.product_id, line.quantity, startAt],
  );
}

// --- Staff ---

export interface StaffRow {
  id: number;
  ticket_sale_id: number;
  order_id: number;
  ticket_id: number;
  title: string;
  start_at: Date | null;
  sent_at: Date | null;
  shipping: boolean | null;
  personalized_at: Date | null;
  holder_id: number | null;
  customer_salutation_id: number | null;
  name: string | null;
  surname: string | null;
  email: string | null;
  address_id: number | null;
  adressat: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country_id: number | null;
  has_photo: boolean;
}

const STAFF_FROM = `FROM annual_personalizations p
     JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
     JOIN orders o ON o.id = s.order_id
     WHERE o.is_valid AND NOT o.canceled
       AND ($1::boolean IS NULL OR (s.sent_at IS NOT NULL) = $1)`;

/** How many person slots the staff list has under the filter, on every page alike. */
export async function countStaffPersonalizations(
  db: Queryable,
  sent: boolean | undefined,
): Promise<number> {
  const result = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${STAFF_FROM}`, [
    sent ?? null,
  ]);
  return result.rows[0]?.total ?? 0;
}

export async function listStaffPersonalizations(
  db: Queryable,
  filter: { sent: boolean | undefined; limit: number; offset: number },
): Promise<StaffRow[]> {
  const result = await db.query<StaffRow>(
    `SELECT p.id, p.ticket_sale_id, s.order_id, s.ticket_id, i.title, s.start_at, s.sent_at,
            o.shipping, p.personalized_at, p.holder_id, h.customer_salutation_id, h.name,
            h.surname, h.email, p.address_id, a.adressat, a.street, a.zip, a.city, a.country_id,
            EXISTS (SELECT 1 FROM annual_photos f WHERE f.personalization_id = p.id) AS has_photo
     FROM annual_personalizations p
     JOIN annual_ticket_sales s ON s.id = p.ticket_sale_id
     JOIN order_items i ON i.id = s.order_item_id
     JOIN orders o ON o.id = s.order_id
     LEFT JOIN annual_holders h ON h.id = p.holder_id
     LEFT JOIN annual_addresses a ON a.id = p.address_id
     WHERE o.is_valid AND NOT o.canceled
       AND ($1::boolean IS NULL OR (s.sent_at IS NOT NULL) = $1)
     ORDER BY s.order_id, s.id, p.id
     LIMIT $2 OFFSET $3`,
    [filter.sent ?? null, filter.limit, filter.offset],
  );
  return result.rows;
}

/**
 * Marks a sale of a valid order sent, keeping the first time when it is already. A personal
 * ticket with a slot nobody holds yet is not sent.
 */
export async function markSent(
  tx: Queryable,
  saleId: number,
  now: Date,
): Promise<{ sentAt: Date } | "not_found" | "not_personalized"> {
  const sale = await tx.query<{ sent_at: Date | null; attendees: boolean; open: number }>(
    `SELECT s.sent_at, coalesce(t.attendees, false) AS attendees,
            (SELECT count(*)::int FROM annual_personalizations p
             WHERE p.ticket_sale_id = s.id AND p.holder_id IS NULL) AS open
     FROM annual_ticket_sales s JOIN orders o ON o.id = s.order_id
     LEFT JOIN tickets t ON t.id = s.ticket_id
     WHERE s.id = $1 AND o.is_valid AND NOT o.canceled
     FOR UPDATE OF s`,
    [saleId],
  );
  const row = sale.rows[0];
  if (!row) return "not_found";
  if (row.sent_at) return { sentAt: row.sent_at };
  if (row.attendees && row.open > 0) return "not_personalized";
  await tx.query("UPDATE annual_ticket_sales SET sent_at = $2 WHERE id = $1", [saleId, now]);
  return { sentAt: now };
}

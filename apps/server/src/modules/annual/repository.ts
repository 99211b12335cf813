// SQL of annual tickets sold and their person slots, with the slots' photos (migration
// 0502_annual.sql). Every read and write names the order, so an id of another order is never
// found. The holders and addresses are in ./holder-repository.ts, what issuing writes in
// ./issue-repository.ts, the staff's list in ./staff-repository.ts.
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

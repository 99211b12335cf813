// SQL of the attendees' photos of an order's ticket lines (migration 0503, ./attendee-photos.ts).
import type { Queryable } from "../../db/database";

/**
 * An order and the ticket item of its cart line `position`, with the photo rule of the item's
 * ticket (a ticket line is one item; only event lines have several).
 */
export interface PhotoLineRow {
  token: string;
  canceled: boolean;
  item_id: number | null;
  quantity: number | null;
  /** The ticket's photo_mandatory when it asks for attendees; null otherwise. */
  photo: "mandatory" | "optional" | "none" | null;
}

export async function findPhotoLine(
  db: Queryable,
  orderId: number,
  position: number,
): Promise<PhotoLineRow | undefined> {
  const result = await db.query<PhotoLineRow>(
    `SELECT o.token, o.canceled, i.id AS item_id, i.quantity,
            CASE WHEN t.attendees THEN t.photo_mandatory END AS photo
     FROM orders o
     LEFT JOIN order_items i ON i.order_id = o.id AND i.line = $2 AND i.type = 'ticket'
       AND coalesce(i.attributes ->> 'ticket_type', '') <> 'annual'
     LEFT JOIN tickets t ON t.id = i.product_id
     WHERE o.id = $1`,
    [orderId, position],
  );
  return result.rows[0];
}

export async function upsertAttendeePhoto(
  db: Queryable,
  itemId: number,
  attendee: number,
  photo: { jpeg: Buffer; preview: Buffer },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO order_attendee_photos (order_item_id, attendee, jpeg, preview, uploaded_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_item_id, attendee) DO UPDATE
     SET jpeg = excluded.jpeg, preview = excluded.preview, uploaded_at = excluded.uploaded_at`,
    [itemId, attendee, photo.jpeg, photo.preview, now],
  );
}

export async function findAttendeePhoto(
  db: Queryable,
  itemId: number | null,
  attendee: number,
  size: "full" | "preview",
): Promise<Uint8Array | undefined> {
  const result = await db.query<{ bytes: Uint8Array }>(
    `SELECT ${size === "preview" ? "preview" : "jpeg"} AS bytes FROM order_attendee_photos
     WHERE order_item_id = $1 AND attendee = $2`,
    [itemId, attendee],
  );
  return result.rows[0]?.bytes;
}

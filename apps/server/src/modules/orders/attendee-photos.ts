// The photo of an attendee of an order's ticket line (spec selling-core §5; the issue "annual
// tickets", Deliver 2): the photo picked at /tickets/personalization is uploaded by the checkout
// once the order is placed and kept with the order. Checked by its content and re-encoded
// without its metadata like the annual tickets' photos (modules/annual/photos.ts); read back
// only with the order token.
import type { AttendeePhotoPath, PhotoUploadAnswer } from "@shop/core/contract";
import { ATTENDEE_PHOTO_ROUTES, pathOf } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import { acceptPhoto } from "../annual/service";
import { sameToken } from "./same-token";

export interface AttendeePhotoDeps {
  db: Database;
  clock: Clock;
  /** The shop's public origin (PUBLIC_URL), for the photo links (DESIGN §9). */
  publicOrigin: () => string;
}

interface LineRow {
  token: string;
  canceled: boolean;
  item_id: number | null;
  quantity: number | null;
  photo: "mandatory" | "optional" | "none" | null;
}

const noSuchOrder = () => new ApiError("not_found", "No such order");

async function lineOf(deps: Pick<AttendeePhotoDeps, "db">, path: AttendeePhotoPath, token: string) {
  const result = await deps.db.query<LineRow>(
    `SELECT o.token, o.canceled, i.id AS item_id, i.quantity,
            CASE WHEN t.attendees THEN t.photo_mandatory END AS photo
     FROM orders o
     LEFT JOIN order_items i ON i.order_id = o.id AND i.position = $2 AND i.type = 'ticket'
       AND coalesce(i.attributes ->> 'ticket_type', '') <> 'annual'
     LEFT JOIN tickets t ON t.id = i.product_id
     WHERE o.id = $1`,
    [path.id, path.position],
  );
  const row = result.rows[0];
  // A wrong token answers like an unknown order, so ids cannot be probed (DESIGN §7).
  if (!row || !sameToken(token, row.token)) throw noSuchOrder();
  return row;
}

function photoUrls(deps: AttendeePhotoDeps, path: AttendeePhotoPath, token: string) {
  const url = `${deps.publicOrigin()}/api/v1${pathOf(ATTENDEE_PHOTO_ROUTES.getAttendeePhoto, {
    id: path.id,
    position: path.position,
    attendee: path.attendee,
  })}?token=${encodeURIComponent(token)}`;
  return { photo_url: url, photo_preview_url: `${url}&size=preview` };
}

/** POST /orders/{id}/items/{position}/attendees/{attendee}/photo. */
export async function uploadAttendeePhoto(
  deps: AttendeePhotoDeps,
  path: AttendeePhotoPath,
  token: string,
  bytes: Uint8Array,
): Promise<PhotoUploadAnswer> {
  const line = await lineOf(deps, path, token);
  if (line.canceled) throw new ApiError("order_canceled", "The order was canceled");
  if (line.item_id === null || line.photo === null || line.photo === "none") {
    throw fieldError("validation", "position", "This line takes no attendee photo");
  }
  if (path.attendee >= (line.quantity ?? 0)) {
    throw fieldError("validation", "attendee", "The line has fewer attendees");
  }
  const photo = await acceptPhoto(bytes);
  await deps.db.query(
    `INSERT INTO order_attendee_photos (order_item_id, attendee, jpeg, preview, uploaded_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_item_id, attendee) DO UPDATE
     SET jpeg = excluded.jpeg, preview = excluded.preview, uploaded_at = excluded.uploaded_at`,
    [line.item_id, path.attendee, photo.jpeg, photo.preview, deps.clock()],
  );
  return photoUrls(deps, path, token);
}

/** GET /orders/{id}/items/{position}/attendees/{attendee}/photo. */
export async function readAttendeePhoto(
  deps: Pick<AttendeePhotoDeps, "db">,
  path: AttendeePhotoPath,
  token: string,
  size: "full" | "preview",
): Promise<Uint8Array> {
  const line = await lineOf(deps, path, token);
  const result = await deps.db.query<{ bytes: Uint8Array }>(
    `SELECT ${size === "preview" ? "preview" : "jpeg"} AS bytes FROM order_attendee_photos
     WHERE order_item_id = $1 AND attendee = $2`,
    [line.item_id, path.attendee],
  );
  const bytes = result.rows[0]?.bytes;
  if (!bytes) throw new ApiError("not_found", "No photo");
  return bytes;
}

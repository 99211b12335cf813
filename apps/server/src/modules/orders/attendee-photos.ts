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
import { findAttendeePhoto, findPhotoLine, upsertAttendeePhoto } from "./attendee-photo-repository";
import { sameToken } from "./same-token";

export interface AttendeePhotoDeps {
  db: Database;
  clock: Clock;
  /** The shop's public origin (PUBLIC_URL), for the photo links (DESIGN §9). */
  publicOrigin: () => string;
}

const noSuchOrder = () => new ApiError("not_found", "No such order");

async function lineOf(deps: Pick<AttendeePhotoDeps, "db">, path: AttendeePhotoPath, token: string) {
  const row = await findPhotoLine(deps.db, path.id, path.position);
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
  await upsertAttendeePhoto(deps.db, line.item_id, path.attendee, photo, deps.clock());
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
  const bytes = await findAttendeePhoto(deps.db, line.item_id, path.attendee, size);
  if (!bytes) throw new ApiError("not_found", "No photo");
  return bytes;
}

// The venue's staff API of annual tickets (the issue "annual tickets", Deliver 3): the list
// of person slots to print cards for, their photos, and marking a card sent.
import {
  DISPATCH_MODES,
  pathOf,
  STAFF_ROUTES,
  type StaffPersonalizationList,
  type StaffPersonalizationsQuery,
  type TicketSaleSent,
} from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import { type AnnualDeps, API } from "./order-link";
import { iso } from "./read-order";
import { findPhoto } from "./repository";
import * as repo from "./staff-repository";

/** GET /staff/annual/personalizations. */
export async function listForStaff(
  deps: AnnualDeps,
  query: StaffPersonalizationsQuery,
): Promise<StaffPersonalizationList> {
  const [rows, total] = await Promise.all([
    repo.listStaffPersonalizations(deps.db, {
      sent: query.sent,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countStaffPersonalizations(deps.db, query.sent),
  ]);
  return {
    personalizations: rows.map((row) => ({
      id: row.id,
      ticket_sale_id: row.ticket_sale_id,
      order_id: row.order_id,
      ticket_id: row.ticket_id,
      title: row.title,
      start_at: iso(row.start_at),
      sent_at: iso(row.sent_at),
      dispatch_mode_id: row.shipping ? DISPATCH_MODES.post : DISPATCH_MODES.pickup,
      personalized_at: iso(row.personalized_at),
      holder:
        row.holder_id === null
          ? null
          : {
              id: row.holder_id,
              customer_salutation_id: row.customer_salutation_id,
              name: row.name ?? "",
              surname: row.surname ?? "",
              email: row.email,
            },
      address:
        row.address_id === null
          ? null
          : {
              id: row.address_id,
              adressat: row.adressat,
              street: row.street ?? "",
              zip: row.zip ?? "",
              city: row.city ?? "",
              country_id: row.country_id ?? 0,
            },
      photo_url: row.has_photo
        ? `${deps.publicOrigin()}${API}${pathOf(STAFF_ROUTES.getStaffPhoto, { id: row.id })}`
        : null,
    })),
    meta: { total_count: total },
  };
}

/** GET /staff/annual/personalizations/{id}/photo. */
export async function readPhotoForStaff(
  deps: Pick<AnnualDeps, "db">,
  slotId: number,
): Promise<Uint8Array> {
  const bytes = await findPhoto(deps.db, null, slotId, "full");
  if (!bytes) throw new ApiError("not_found", "No photo");
  return bytes;
}

/** PUT /staff/annual/ticket_sales/{id}/sent. */
export async function markSent(deps: AnnualDeps, saleId: number): Promise<TicketSaleSent> {
  const result = await deps.db.transaction((tx) => repo.markSent(tx, saleId, deps.clock()));
  if (result === "not_found") throw new ApiError("not_found", "No such ticket sale");
  if (result === "not_personalized") {
    throw fieldError("conflict", "id", "Not every person of this annual ticket is named yet");
  }
  return { id: saleId, sent_at: result.sentAt.toISOString() };
}

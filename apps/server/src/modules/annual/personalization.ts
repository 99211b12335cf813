// Personalising an order's annual tickets by link (spec selling-core §4, §7): the start date,
// the person and address of each slot, and its photo.
//
// Rules (§4): once a sale is sent nothing of it can be edited (409 already_sent); a slot is
// personalised once (another holder afterwards: 409 already_personalized; the same holder may
// change the address); a ticket that names nobody is not personalizable (409); a mandatory
// photo must be there before the slot is personalised (422 on `photo`). The start date is a
// day from today to a year ahead, stored as the start of that day in Berlin.
import { DEFAULT_LOCALE, type Locale, startOfBerlinDay } from "@shop/core";
import { ANNUAL_START_MAX_DAYS, annualStartDayOf } from "@shop/core/annual";
import type {
  AnnualTicketSale,
  Personalization,
  PersonalizationUpdateRequest,
  PhotoUploadAnswer,
  TicketSaleUpdateRequest,
} from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import { addressOfOrder, findHolderByToken } from "./holder-repository";
import { type AnnualDeps, orderOf, unknownToken } from "./order-link";
import { acceptPhoto } from "./photos";
import { getAnnualOrder, photoUrls } from "./read-order";
import * as repo from "./repository";

function refuseSent(sale: repo.TicketSaleRow): void {
  if (sale.sent_at !== null) {
    throw new ApiError(
      "already_sent",
      "This annual ticket has been sent; it can no longer be changed",
    );
  }
}

/** PUT /annual/ticket_sales/{id}. */
export async function updateTicketSale(
  deps: AnnualDeps,
  token: string,
  saleId: number,
  body: TicketSaleUpdateRequest,
  locale: Locale,
): Promise<AnnualTicketSale> {
  const order = await orderOf(deps, token);
  const now = deps.clock();
  const day = annualStartDayOf(new Date(body.ticket_sale.start_at), now);
  await deps.db.transaction(async (tx) => {
    const sale = await repo.lockTicketSale(tx, order.id, saleId);
    if (!sale) throw unknownToken();
    refuseSent(sale);
    if (day === undefined) {
      throw fieldError(
        "validation",
        "ticket_sale.start_at",
        `The start must be a day from today to ${ANNUAL_START_MAX_DAYS} days ahead`,
      );
    }
    await repo.setStartAt(tx, sale.id, startOfBerlinDay(day));
  });
  const read = await getAnnualOrder(deps, token, locale);
  const sale = read.ticket_sales.find((one) => one.id === saleId);
  if (!sale) throw unknownToken();
  return sale;
}

function refuseNotPersonalizable(sale: repo.TicketSaleRow): void {
  if (!sale.attendees) {
    throw new ApiError("not_personalizable", "This annual ticket does not name a person");
  }
}

/** PUT /annual/personalizations/{id}. */
export async function updatePersonalization(
  deps: AnnualDeps,
  token: string,
  slotId: number,
  body: PersonalizationUpdateRequest,
): Promise<Personalization> {
  const order = await orderOf(deps, token);
  const { customer_personalization_token: holderToken, customer_adress_id: addressId } =
    body.personalization;
  await deps.db.transaction(async (tx) => {
    const found = await repo.lockPersonalization(tx, order.id, slotId);
    if (!found) throw unknownToken();
    const { slot, sale } = found;
    refuseSent(sale);
    refuseNotPersonalizable(sale);
    const holder = await findHolderByToken(tx, order.id, holderToken);
    if (!holder) {
      throw fieldError(
        "validation",
        "personalization.customer_personalization_token",
        "Not a person of this order",
      );
    }
    if (slot.holder_id !== null && slot.holder_id !== holder.id) {
      throw new ApiError("already_personalized", "This annual ticket has been personalised");
    }
    if (await repo.holdsAnotherCard(tx, holder.id, slot.id)) {
      throw fieldError(
        "validation",
        "personalization.customer_personalization_token",
        "This person holds another annual ticket of this order",
      );
    }
    if (!(await addressOfOrder(tx, order.id, addressId))) {
      throw fieldError(
        "validation",
        "personalization.customer_adress_id",
        "Not an address of this order",
      );
    }
    if (sale.photo_mandatory === "mandatory" && !slot.has_photo) {
      throw fieldError("validation", "photo", "A photo is required");
    }
    await repo.personalize(tx, slot.id, holder.id, addressId, deps.clock()).catch((error) => {
      // The index of migration 0504: another request gave the person a card meanwhile.
      if ((error as { code?: string }).code !== "23505") throw error;
      throw fieldError(
        "validation",
        "personalization.customer_personalization_token",
        "This person holds another annual ticket of this order",
      );
    });
  });
  const read = await getAnnualOrder(deps, token, DEFAULT_LOCALE);
  const slot = read.ticket_sales
    .flatMap((sale) => sale.personalizations)
    .find((one) => one.id === slotId);
  if (!slot) throw unknownToken();
  return slot;
}

/** POST /annual/personalizations/{id}/upload: the image is the body. */
export async function uploadPhoto(
  deps: AnnualDeps,
  token: string,
  slotId: number,
  bytes: Uint8Array,
): Promise<PhotoUploadAnswer> {
  const order = await orderOf(deps, token);
  const uploadedAt = deps.clock();
  // Decoded and re-encoded before the transaction, so nothing waits on a lock meanwhile; a
  // refused file is answered after the slot's rules (a sent card says so whatever the file).
  const photo = await acceptPhoto(bytes).then(
    (accepted) => ({ accepted }),
    (refusal: unknown) => ({ refusal }),
  );
  await deps.db.transaction(async (tx) => {
    const found = await repo.lockPersonalization(tx, order.id, slotId);
    if (!found) throw unknownToken();
    refuseSent(found.sale);
    refuseNotPersonalizable(found.sale);
    if (found.sale.photo_mandatory === "none") {
      throw fieldError("validation", "photo", "This annual ticket takes no photo");
    }
    if ("refusal" in photo) throw photo.refusal;
    await repo.upsertPhoto(tx, found.slot.id, photo.accepted, uploadedAt);
  });
  return photoUrls(deps, slotId, token, uploadedAt);
}

/** GET /annual/personalizations/{id}/photo. */
export async function readPhoto(
  deps: Pick<AnnualDeps, "db">,
  token: string,
  slotId: number,
  size: "full" | "preview",
): Promise<Uint8Array> {
  const order = await orderOf(deps, token);
  const bytes = await repo.findPhoto(deps.db, order.id, slotId, size);
  if (!bytes) throw new ApiError("not_found", "No photo");
  return bytes;
}

// Annual tickets, personalised by link (spec selling-core §2 "Annual-ticket personalization",
// §3 "Annual ticket sale", §4 "Annual tickets", §7 the /annual calls, §8). The holder of the
// link acts through the order's personalization token; everything is looked up within that
// order, so an id of another order answers like an unknown token.
//
// Rules (§4): once a sale is sent nothing of it can be edited (409 already_sent); a slot is
// personalised once (another holder afterwards: 409 already_personalized; the same holder may
// change the address); a ticket that names nobody is not personalizable (409); a mandatory
// photo must be there before the slot is personalised (422 on `photo`). The start date is a
// day from today to a year ahead, stored as the start of that day in Berlin.
import { randomBytes } from "node:crypto";
import { DEFAULT_LOCALE, defaultAnnualStart, type Locale, startOfBerlinDay } from "@shop/core";
import { ANNUAL_START_MAX_DAYS, annualStartDayOf } from "@shop/core/annual";
import {
  ANNUAL_ROUTES,
  type AnnualAddress,
  type AnnualAddressRequest,
  type AnnualCustomerRequest,
  type AnnualHolder,
  type AnnualOrder,
  type AnnualTicketSale,
  DISPATCH_MODES,
  type Personalization,
  type PersonalizationUpdateRequest,
  type PhotoUploadAnswer,
  pathOf,
  STAFF_ROUTES,
  type StaffPersonalizationList,
  type StaffPersonalizationsQuery,
  type TicketSaleSent,
  type TicketSaleUpdateRequest,
  UrlToken,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database, Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import { countryExists } from "../customers/service";
import { acceptPhoto } from "./photos";

/** What the orders module reads of the photo checks (an attendee's photo of an order). */
export { acceptPhoto };

import * as repo from "./repository";

export interface AnnualDeps {
  db: Database;
  clock: Clock;
  /** The shop's public origin (PUBLIC_URL), for photo links (DESIGN §9). */
  publicOrigin: () => string;
}

/** An order has at most this many holders and as many addresses (a guard, not a rule). */
export const MAX_HOLDERS = 20;
export const MAX_ADDRESSES = 20;

const API = "/api/v1";

/** A new random token: 256 bits (DESIGN §7). */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

function unknownToken(): ApiError {
  return new ApiError("token_not_found", "No annual tickets for this link");
}

async function orderOf(deps: Pick<AnnualDeps, "db">, token: string): Promise<repo.AnnualOrderRow> {
  // The link's token as sent (LinkToken): one cut short or mangled names no order.
  if (!UrlToken.safeParse(token).success) throw unknownToken();
  const order = await repo.findOrderByPersonalizationToken(deps.db, token);
  if (!order) throw unknownToken();
  return order;
}

// --- Issuing ---

/**
 * Gives an order that became valid its annual ticket sales (one per card, each with one
 * person slot) starting tomorrow, its personalization token, the buyer as first holder and the billing address
 * as first address. Runs in the transaction that makes the order valid; a second run adds
 * nothing. Answers the personalization token, or null for an order without annual tickets.
 */
export async function issueAnnualTicketSales(tx: Queryable, orderId: number, now: Date) {
  const lines = await repo.annualLinesWithoutSales(tx, orderId);
  if (lines.length === 0) return null;
  const token = await repo.claimPersonalizationToken(tx, orderId, newToken());
  if (!(await repo.hasBuyerHolder(tx, orderId))) {
    const buyer = await repo.findBuyer(tx, orderId);
    if (buyer) {
      await repo.insertHolder(
        tx,
        orderId,
        newToken(),
        { ...buyer.holder, isBuyer: true },
        MAX_HOLDERS,
        now,
      );
      await repo.insertAddress(tx, orderId, { ...buyer.address, isBilling: true }, MAX_ADDRESSES);
    }
  }
  // spec selling-core §4: the start defaults to tomorrow at the start of the day.
  const start = defaultAnnualStart(now).instant;
  for (const line of lines) await repo.insertTicketSales(tx, orderId, line, start);
  return token;
}

// --- Reading ---

/** The photo's links; `version` (its upload time) makes a new photo a new address. */
function photoUrls(
  deps: AnnualDeps,
  slotId: number,
  token: string,
  version: Date,
): PhotoUploadAnswer {
  const path = pathOf(ANNUAL_ROUTES.getPersonalizationPhoto, { id: slotId });
  const base = `${deps.publicOrigin()}${API}${path}?token=${encodeURIComponent(token)}&v=${version.getTime()}`;
  return { photo_url: base, photo_preview_url: `${base}&size=preview` };
}

function holderOf(row: repo.HolderRow): AnnualHolder {
  return {
    id: row.id,
    customer_salutation_id: row.customer_salutation_id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    customer_personalization_token: row.token,
    is_buyer: row.is_buyer,
  };
}

function addressOf(row: repo.AddressRow): AnnualAddress {
  return {
    id: row.id,
    adressat: row.adressat,
    street: row.street,
    zip: row.zip,
    city: row.city,
    country_id: row.country_id,
  };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function personalizationOf(
  deps: AnnualDeps,
  token: string,
  slot: repo.PersonalizationRow,
  holders: ReadonlyMap<number, repo.HolderRow>,
): Personalization {
  const holder = slot.holder_id === null ? undefined : holders.get(slot.holder_id);
  const photo = slot.photo_at ? photoUrls(deps, slot.id, token, slot.photo_at) : null;
  return {
    id: slot.id,
    customer: holder ? holderOf(holder) : null,
    address_id: slot.address_id,
    photo_url: photo?.photo_url ?? null,
    photo_preview_url: photo?.photo_preview_url ?? null,
    customer_personalization_token: holder?.token ?? null,
    customer_adress_id: slot.address_id,
    personalized_at: iso(slot.personalized_at),
  };
}

function saleOf(sale: repo.TicketSaleRow, personalizations: Personalization[]): AnnualTicketSale {
  return {
    id: sale.id,
    ticket_id: sale.ticket_id,
    title: sale.title,
    description: sale.description,
    start_at: iso(sale.start_at),
    sent_at: iso(sale.sent_at),
    is_personalizable: sale.attendees,
    photo_mandatory: sale.photo_mandatory,
    personalizations,
  };
}

/** GET /annual/order. */
export async function getAnnualOrder(
  deps: AnnualDeps,
  token: string,
  locale: Locale,
): Promise<AnnualOrder> {
  const order = await orderOf(deps, token);
  // One snapshot for the four reads.
  const [sales, slots, holders, addresses] = await deps.db.transaction(async (tx) => {
    await repo.readOneSnapshot(tx);
    return [
      await repo.findTicketSales(tx, order.id, locale),
      await repo.findPersonalizations(tx, order.id),
      await repo.findHolders(tx, order.id),
      await repo.findAddresses(tx, order.id),
    ] as const;
  });
  const holderById = new Map(holders.map((holder) => [holder.id, holder]));
  return {
    id: order.id,
    token,
    dispatch_mode_id: order.shipping ? DISPATCH_MODES.post : DISPATCH_MODES.pickup,
    ticket_sales: sales.map((sale) =>
      saleOf(
        sale,
        slots
          .filter((slot) => slot.ticket_sale_id === sale.id)
          .map((slot) => personalizationOf(deps, token, slot, holderById)),
      ),
    ),
    customers: holders.map(holderOf),
    addresses: addresses.map(addressOf),
  };
}

// --- Editing ---

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

function holderInputOf(body: AnnualCustomerRequest): repo.HolderInput {
  const { customer } = body;
  return {
    customerSalutationId: customer.customer_salutation_id ?? null,
    name: customer.name,
    surname: customer.surname,
    email: customer.email ?? null,
  };
}

/** POST /annual/customers. */
export async function createHolder(
  deps: AnnualDeps,
  token: string,
  body: AnnualCustomerRequest,
): Promise<AnnualHolder> {
  const order = await orderOf(deps, token);
  const holder = await deps.db.transaction((tx) =>
    repo.insertHolder(
      tx,
      order.id,
      newToken(),
      { ...holderInputOf(body), isBuyer: false },
      MAX_HOLDERS,
      deps.clock(),
    ),
  );
  if (!holder) {
    throw fieldError("validation", "base", `An order has at most ${MAX_HOLDERS} holders`);
  }
  return holderOf(holder);
}

/** PUT /annual/customers/{id}. */
export async function updateHolder(
  deps: AnnualDeps,
  token: string,
  holderId: number,
  body: AnnualCustomerRequest,
): Promise<AnnualHolder> {
  const order = await orderOf(deps, token);
  const updated = await deps.db.transaction(async (tx) => {
    const holder = await repo.lockHolder(tx, order.id, holderId);
    if (!holder) throw unknownToken();
    if (holder.is_buyer) {
      throw fieldError("conflict", "id", "The buyer's name is the one the order was placed with");
    }
    if (holder.sent) {
      throw new ApiError("already_sent", "A card of this person has been sent");
    }
    return repo.updateHolder(tx, holder.id, holderInputOf(body));
  });
  return holderOf(updated);
}

async function addressInputOf(
  deps: Pick<AnnualDeps, "db">,
  body: AnnualAddressRequest,
): Promise<repo.AddressInput> {
  const { address } = body;
  // spec surrounding-areas §5: the country comes from the shop's list (GET /countries).
  if (!(await countryExists(deps.db, address.country_id))) {
    throw fieldError("validation", "address.country_id", "Not a country of this shop");
  }
  return {
    adressat: address.adressat ?? null,
    street: address.street,
    zip: address.zip,
    city: address.city,
    countryId: address.country_id,
  };
}

/** POST /annual/addresses. */
export async function createAddress(
  deps: AnnualDeps,
  token: string,
  body: AnnualAddressRequest,
): Promise<AnnualAddress> {
  const order = await orderOf(deps, token);
  const input = await addressInputOf(deps, body);
  const address = await deps.db.transaction((tx) =>
    repo.insertAddress(tx, order.id, { ...input, isBilling: false }, MAX_ADDRESSES),
  );
  if (!address) {
    throw fieldError("validation", "base", `An order has at most ${MAX_ADDRESSES} addresses`);
  }
  return addressOf(address);
}

/** PUT /annual/addresses/{id}. */
export async function updateAddress(
  deps: AnnualDeps,
  token: string,
  addressId: number,
  body: AnnualAddressRequest,
): Promise<AnnualAddress> {
  const order = await orderOf(deps, token);
  const input = await addressInputOf(deps, body);
  const updated = await deps.db.transaction(async (tx) => {
    const address = await repo.lockAddress(tx, order.id, addressId);
    if (!address) throw unknownToken();
    if (address.is_billing) {
      throw fieldError(
        "conflict",
        "id",
        "The billing address is the one the order was placed with",
      );
    }
    if (address.sent) throw new ApiError("already_sent", "A card to this address has been sent");
    return repo.updateAddress(tx, address.id, input);
  });
  return addressOf(updated);
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
    const holder = await repo.findHolderByToken(tx, order.id, holderToken);
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
    if (!(await repo.addressOfOrder(tx, order.id, addressId))) {
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

// --- Staff (the issue "annual tickets", Deliver 3) ---

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
  const bytes = await repo.findPhoto(deps.db, null, slotId, "full");
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

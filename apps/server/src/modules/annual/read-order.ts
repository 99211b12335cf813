// GET /annual/order: the order behind a personalization link as its holder sees it — its
// sales, their person slots with the photos' links, its people and addresses.
import type { Locale } from "@shop/core";
import {
  ANNUAL_ROUTES,
  type AnnualAddress,
  type AnnualHolder,
  type AnnualOrder,
  type AnnualTicketSale,
  DISPATCH_MODES,
  type Personalization,
  type PhotoUploadAnswer,
  pathOf,
} from "@shop/core/contract";
import { type AddressRow, findAddresses, findHolders, type HolderRow } from "./holder-repository";
import { type AnnualDeps, API, orderOf } from "./order-link";
import {
  findPersonalizations,
  findTicketSales,
  type PersonalizationRow,
  readOneSnapshot,
  type TicketSaleRow,
} from "./repository";

/** The photo's links; `version` (its upload time) makes a new photo a new address. */
export function photoUrls(
  deps: AnnualDeps,
  slotId: number,
  token: string,
  version: Date,
): PhotoUploadAnswer {
  const path = pathOf(ANNUAL_ROUTES.getPersonalizationPhoto, { id: slotId });
  const base = `${deps.publicOrigin()}${API}${path}?token=${encodeURIComponent(token)}&v=${version.getTime()}`;
  return { photo_url: base, photo_preview_url: `${base}&size=preview` };
}

export function holderOf(row: HolderRow): AnnualHolder {
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

export function addressOf(row: AddressRow): AnnualAddress {
  return {
    id: row.id,
    adressat: row.adressat,
    street: row.street,
    zip: row.zip,
    city: row.city,
    country_id: row.country_id,
  };
}

export const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function personalizationOf(
  deps: AnnualDeps,
  token: string,
  slot: PersonalizationRow,
  holders: ReadonlyMap<number, HolderRow>,
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

function saleOf(sale: TicketSaleRow, personalizations: Personalization[]): AnnualTicketSale {
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
    await readOneSnapshot(tx);
    return [
      await findTicketSales(tx, order.id, locale),
      await findPersonalizations(tx, order.id),
      await findHolders(tx, order.id),
      await findAddresses(tx, order.id),
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

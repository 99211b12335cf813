// Catalogue pieces the cart and order tests need beyond test/helpers/fixtures: priced tickets,
// shop settings, shipping items, coupons and coupon codes, inserted straight into the tables.
import type { ShopSettingsInput } from "@shop/core/contract";
import type { Queryable } from "../../../src/db/database";
import { insertQuota, nextId } from "../../helpers/fixtures";

export interface PricedTicketFixture {
  ticket_type?: "normal" | "time_slot" | "annual";
  price_cents?: number;
  vat_pct?: number;
  tax_included?: boolean;
  discount?: number;
  dynamic_prices?: Record<string, number>;
  quotaIds?: number[];
  min_persons?: number;
  max_persons?: number;
  free_timing?: boolean;
  booked_out?: boolean;
  is_mantle?: boolean;
  sub_tickets?: {
    id: number;
    min_persons: number;
    max_persons: number;
    /** By locale; "Teil <id>" in German when not given. */
    title?: Record<string, string>;
  }[];
  /** Text attributes by key, each a text per locale. */
  content?: Record<string, Record<string, string>>;
}

export async function insertPricedTicket(
  db: Queryable,
  f: PricedTicketFixture = {},
): Promise<number> {
  const id = nextId();
  const type = f.ticket_type ?? "normal";
  const slotted = type === "time_slot";
  await db.query(
    `INSERT INTO tickets (id, title, ticket_type, price_cents, vat_pct, tax_included, discount,
       dynamic_prices, min_persons, max_persons, entry_duration, first_entry, last_entry,
       free_timing, booked_out, is_mantle, sub_tickets, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      id,
      JSON.stringify({ de: `Karte ${id}`, en: `Ticket ${id}` }),
      type,
      f.price_cents ?? 1400,
      f.vat_pct ?? 7,
      f.tax_included ?? true,
      f.discount ?? 0,
      JSON.stringify(f.dynamic_prices ?? {}),
      f.min_persons ?? 1,
      f.max_persons ?? 10,
      slotted ? 30 : 0,
      slotted ? 600 : null,
      slotted ? 1020 : null,
      f.free_timing ?? false,
      f.booked_out ?? false,
      f.is_mantle ?? false,
      JSON.stringify(
        (f.sub_tickets ?? []).map((sub) => ({
          ...sub,
          title: sub.title ?? { de: `Teil ${sub.id}` },
          description: {},
        })),
      ),
      JSON.stringify(f.content ?? {}),
    ],
  );
  for (const quotaId of f.quotaIds ?? []) {
    await db.query("INSERT INTO ticket_quotas (ticket_id, quota_id) VALUES ($1, $2)", [
      id,
      quotaId,
    ]);
  }
  return id;
}

/** A priced day ticket on its own day quota. */
export async function insertDayTicket(
  db: Queryable,
  f: PricedTicketFixture & { capacity?: number } = {},
): Promise<{ ticket: number; quota: number }> {
  const quota = await insertQuota(db, { kind: "day", capacity: f.capacity ?? 20 });
  const ticket = await insertPricedTicket(db, { ...f, quotaIds: [quota] });
  return { ticket, quota };
}

export async function setSettings(db: Queryable, settings: ShopSettingsInput): Promise<void> {
  await db.query(
    `INSERT INTO shop_settings (id, settings, locales) VALUES (true, $1, '{de,en,es,fr}')
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings`,
    [JSON.stringify(settings)],
  );
}

export async function insertShippingItem(
  db: Queryable,
  item: { price_cents: number; vat_pct: number; tax_included?: boolean },
): Promise<number> {
  const id = nextId();
  await db.query(
    `INSERT INTO shipping_items (id, title, description, price_cents, vat_pct, tax_included)
     VALUES ($1, '{"de": "Versand", "en": "Shipping"}', '{"de": "Per Post"}', $2, $3, $4)`,
    [id, item.price_cents, item.vat_pct, item.tax_included ?? true],
  );
  return id;
}

export async function insertCouponSale(
  db: Queryable,
  sale: {
    code: string;
    value_cents: number;
    remaining_cents?: number;
    is_valid?: boolean;
    /** The ticket a ticket coupon's code pays for. */
    voucher_ticket_id?: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO coupon_sales (code, value_cents, remaining_cents, is_valid, voucher_ticket_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      sale.code,
      sale.value_cents,
      sale.remaining_cents ?? sale.value_cents,
      sale.is_valid ?? true,
      sale.voucher_ticket_id ?? null,
    ],
  );
}

export async function insertCoupon(
  db: Queryable,
  coupon: {
    price_cents: number;
    value_cents: number;
    after_sale_information?: Record<string, string>;
    /** A ticket coupon's ticket (surrounding-areas §3 "Ticket coupon"). */
    ticket_id?: number;
    /** Vouchers on sale; none: no limit. */
    stock?: number;
  },
): Promise<number> {
  const id = nextId();
  await db.query(
    `INSERT INTO coupons (id, title, price_cents, value_cents, after_sale_information, ticket_id,
       stock)
     VALUES ($1, '{"de": "Gutschein"}', $2, $3, $4, $5, $6)`,
    [
      id,
      coupon.price_cents,
      coupon.value_cents,
      JSON.stringify(coupon.after_sale_information ?? {}),
      coupon.ticket_id ?? null,
      coupon.stock ?? null,
    ],
  );
  return id;
}

/** Countries and salutations the guest form refers to. */
export async function insertReference(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO countries (id, name) VALUES (60, '{"de": "Deutschland"}') ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO salutations (id, salutation) VALUES (2, '{"de": "Frau"}') ON CONFLICT DO NOTHING`,
  );
}

// What checkout needs besides tickets (spec selling-core §3 Coupon, Coupon sale, shipping
// items): value coupons to buy, a coupon code to redeem, and the postage of shipped tickets.
// The catalogue file does not carry these yet (migration 0401), so the demo writes them
// straight into their tables. ON CONFLICT DO NOTHING keeps it idempotent, and a value a
// visitor already spent on the demo code stays spent.
import type { Queryable } from "../db/database";
import { t } from "./demo-text";

export const DEMO_COUPON = { value25: 1, value50: 2 } as const;
export const DEMO_SHIPPING_ITEM = 1;
/** A code anyone may redeem in the demo shop (README "Trying a purchase"). */
export const DEMO_COUPON_CODE = "DEMO-GUTSCHEIN-10";
const DEMO_COUPON_CODE_CENTS = 1000;

const COUPONS = [
  {
    id: DEMO_COUPON.value25,
    title: t("Wertgutschein 25 €", "Gift voucher €25", "Vale regalo 25 €", "Bon cadeau 25 €"),
    description: t(
      "Für Eintrittskarten aller Häuser, drei Jahre gültig.",
      "For tickets to every museum, valid for three years.",
      "Para entradas de todos los museos, válido tres años.",
      "Pour les billets de tous les musées, valable trois ans.",
    ),
    cents: 2500,
  },
  {
    id: DEMO_COUPON.value50,
    title: t("Wertgutschein 50 €", "Gift voucher €50", "Vale regalo 50 €", "Bon cadeau 50 €"),
    description: t(
      "Für Eintrittskarten aller Häuser, drei Jahre gültig.",
      "For tickets to every museum, valid for three years.",
      "Para entradas de todos los museos, válido tres años.",
      "Pour les billets de tous les musées, valable trois ans.",
    ),
    cents: 5000,
  },
];

export async function ensureDemoCheckout(db: Queryable): Promise<void> {
  for (const [index, coupon] of COUPONS.entries()) {
    // Sold at its value, without VAT: a value voucher is a means of payment.
    await db.query(
      `INSERT INTO coupons (id, title, description, price_cents, value_cents, vat_pct, sort_order)
       VALUES ($1, $2, $3, $4, $4, 0, $5) ON CONFLICT (id) DO NOTHING`,
      [
        coupon.id,
        JSON.stringify(coupon.title),
        JSON.stringify(coupon.description),
        coupon.cents,
        index,
      ],
    );
  }
  await db.query(
    `INSERT INTO shipping_items (id, title, description, price_cents, vat_pct, tax_included)
     VALUES ($1, $2, $3, 390, 19, true) ON CONFLICT (id) DO NOTHING`,
    [
      DEMO_SHIPPING_ITEM,
      JSON.stringify(
        t("Versand per Post", "Shipping by post", "Envío por correo", "Envoi par la poste"),
      ),
      JSON.stringify(
        t(
          "Gedruckte Tickets per Brief, 2–3 Werktage.",
          "Printed tickets by letter, 2–3 working days.",
          "Entradas impresas por carta, 2–3 días laborables.",
          "Billets imprimés par courrier, 2 à 3 jours ouvrés.",
        ),
      ),
    ],
  );
  await db.query(
    `INSERT INTO coupon_sales (code, value_cents, remaining_cents, is_valid)
     VALUES ($1, $2, $2, true) ON CONFLICT (code) DO NOTHING`,
    [DEMO_COUPON_CODE, DEMO_COUPON_CODE_CENTS],
  );
}

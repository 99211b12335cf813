// The demo's value coupons and its postage (spec selling-core §3 "Coupon", "Cart totals"
// shippingItems): vouchers of 25 € and 50 € to buy, and 3,90 € for tickets sent by post (the
// demo's shipping is optional). The code a visitor may redeem is a sale, not catalogue: see
// demo-checkout.ts.
import type { CatalogueInput } from "../modules/catalogue/format";
import { COUPON, SHIPPING_ITEM } from "./demo-ids";
import { t } from "./demo-text";

type CouponInput = NonNullable<CatalogueInput["coupons"]>[number];
type ShippingItemInput = NonNullable<CatalogueInput["shipping_items"]>[number];

const VOUCHER_DESCRIPTION = t(
  "Für Eintrittskarten aller Häuser, drei Jahre gültig.",
  "For tickets to every museum, valid for three years.",
  "Para entradas de todos los museos, válido tres años.",
  "Pour les billets de tous les musées, valable trois ans.",
);

const VOUCHER_AFTER_SALE = t(
  "Den Gutscheincode finden Sie im PDF zu dieser Bestellung. Lösen Sie ihn im Warenkorb des Shops oder an jeder Museumskasse ein, auch in Teilbeträgen.",
  "You will find the voucher code in the PDF of this order. Redeem it in the shop's cart or at any museum till, in part payments too.",
  "Encontrará el código del vale en el PDF de este pedido. Canjéelo en la cesta de la tienda o en cualquier taquilla de los museos, también en pagos parciales.",
  "Vous trouverez le code du bon dans le PDF de cette commande. Utilisez-le dans le panier de la boutique ou à toute caisse des musées, même en plusieurs fois.",
);

function voucher(id: number, euros: number, title: CouponInput["title"]): CouponInput {
  const cents = euros * 100;
  return {
    id,
    title,
    description: VOUCHER_DESCRIPTION,
    // Sold at its value, without VAT: a value voucher is a means of payment.
    price_cents: cents,
    value_cents: cents,
    vat_pct: 0,
    after_sale_information: VOUCHER_AFTER_SALE,
  };
}

export const DEMO_COUPONS: CouponInput[] = [
  voucher(
    COUPON.value25,
    25,
    t("Wertgutschein 25 €", "Gift voucher €25", "Vale regalo 25 €", "Bon cadeau 25 €"),
  ),
  voucher(
    COUPON.value50,
    50,
    t("Wertgutschein 50 €", "Gift voucher €50", "Vale regalo 50 €", "Bon cadeau 50 €"),
  ),
];

export const DEMO_SHIPPING_ITEMS: ShippingItemInput[] = [
  {
    id: SHIPPING_ITEM.post,
    title: t("Versand per Post", "Shipping by post", "Envío por correo", "Envoi par la poste"),
    description: t(
      "Gedruckte Tickets per Brief, 2–3 Werktage.",
      "Printed tickets by letter, 2–3 working days.",
      "Entradas impresas por carta, 2–3 días laborables.",
      "Billets imprimés par courrier, 2 à 3 jours ouvrés.",
    ),
    price_cents: 390,
    vat_pct: 19,
    tax_included: true,
  },
];

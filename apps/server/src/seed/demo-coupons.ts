// The demo's coupons and its postage (spec selling-core §3 "Coupon", "Cart totals"
// shippingItems): vouchers of 25 € and 50 € to buy, a voucher for the Kunsthalle's adult day
// ticket (surrounding-areas §3 "Ticket coupon", 50 on sale), and 3,90 € for tickets sent by
// post (the demo's shipping is optional). The code a visitor may redeem is a sale, not
// catalogue: see demo-checkout.ts.
import type { CatalogueInput } from "../modules/catalogue/service";
import { COUPON, SHIPPING_ITEM, TICKET } from "./demo-ids";
import { t } from "./demo-text";
import { KUNSTHALLE_ADULT_CENTS } from "./demo-tickets";

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

// Sold at and worth the adult day ticket's weekday price: a weekend visit pays the weekend
// surcharge on top (demo-tickets.ts dayTickets). Without VAT, as the value vouchers.
const KUNSTHALLE_DAY_VOUCHER: CouponInput = {
  id: COUPON.kunsthalleDay,
  title: t(
    "Gutschein: Tageskarte Kunsthalle",
    "Voucher: Art Hall day ticket",
    "Vale: entrada de día Sala de Arte",
    "Bon : billet journée Halle d'art",
  ),
  description: t(
    "Für einen Eintritt Erwachsene in die Kunsthalle an einem Tag Ihrer Wahl, drei Jahre gültig.",
    "For one adult admission to the Art Hall on a day of your choice, valid for three years.",
    "Para una entrada de adulto a la Sala de Arte el día que elija, válido tres años.",
    "Pour une entrée adulte à la Halle d'art le jour de votre choix, valable trois ans.",
  ),
  price_cents: KUNSTHALLE_ADULT_CENTS,
  value_cents: KUNSTHALLE_ADULT_CENTS,
  vat_pct: 0,
  ticket_id: TICKET.kunsthalleAdult,
  stock: 50,
  after_sale_information: t(
    "Den Gutscheincode finden Sie im PDF zu dieser Bestellung. Lösen Sie ihn im Warenkorb für eine Tageskarte Erwachsene der Kunsthalle ein.",
    "You will find the voucher code in the PDF of this order. Redeem it in the cart for an adult day ticket of the Art Hall.",
    "Encontrará el código del vale en el PDF de este pedido. Canjéelo en la cesta por una entrada de día de adulto de la Sala de Arte.",
    "Vous trouverez le code du bon dans le PDF de cette commande. Utilisez-le dans le panier pour un billet journée adulte de la Halle d'art.",
  ),
};

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
  KUNSTHALLE_DAY_VOUCHER,
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

// The demo catalogue of the fictional venue group "Museen am Fluss" (Museums by the River):
// every feature of the catalogue format, with dates computed from `today`, so the demo never
// goes stale. It is a plain catalogue file (the input of parseCatalogue); `--write-demo` of
// the loader prints it as JSON for a venue to start from.
import { CATALOGUE_VERSION, type CatalogueInput } from "../modules/catalogue/service";
import { DEMO_COUPONS, DEMO_SHIPPING_ITEMS } from "./demo-coupons";
import { demoEvents } from "./demo-events";
import { DEMO_GROUPS } from "./demo-groups";
import { DEMO_MERCHANDISE } from "./demo-merchandise";
import { demoExhibitions, demoMuseums } from "./demo-museums";
import { DEMO_PAGES } from "./demo-pages";
import { demoQuotas } from "./demo-quotas";
import {
  DEMO_CONTENT,
  DEMO_COUNTRIES,
  DEMO_NEWSLETTER_GROUPS,
  DEMO_PAYMENT_MODES,
  DEMO_RESELLERS,
  DEMO_SALUTATIONS,
  DEMO_SETTINGS,
  DEMO_VIP_CODES,
} from "./demo-shop";
import { demoDays } from "./demo-text";
import { demoTickets } from "./demo-tickets";
import { demoTours } from "./demo-tours";

/** @param today the Berlin calendar day "YYYY-MM-DD" the relative dates start from */
export function demoCatalogue(today: string): CatalogueInput {
  const days = demoDays(today);
  return {
    version: CATALOGUE_VERSION,
    settings: DEMO_SETTINGS,
    locales: ["de", "en", "es", "fr"],
    content: DEMO_CONTENT,
    translations: {},
    payment_modes: DEMO_PAYMENT_MODES,
    countries: DEMO_COUNTRIES,
    salutations: DEMO_SALUTATIONS,
    museums: demoMuseums(days),
    exhibitions: demoExhibitions(days),
    quotas: demoQuotas(days),
    tickets: demoTickets(days),
    ticket_groups: DEMO_GROUPS,
    coupons: DEMO_COUPONS,
    shipping_items: DEMO_SHIPPING_ITEMS,
    resellers: DEMO_RESELLERS,
    newsletter_groups: DEMO_NEWSLETTER_GROUPS,
    vip_codes: DEMO_VIP_CODES,
    pages: DEMO_PAGES,
    ...demoEvents(days),
    ...demoTours(days),
    merchandise: DEMO_MERCHANDISE,
  };
}

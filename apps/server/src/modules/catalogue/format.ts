// The catalogue file, version 1 (CATALOGUE.md): what a venue sells, in one reviewable JSON
// file. parseCatalogue answers the parsed catalogue, every default filled in, or a
// CatalogueFormatError whose lines name the path of each bad field:
// `tickets[3].quota_ids[0]: unknown quota 99`.
import { Locale } from "@shop/core/contract";
import { z } from "zod";
import { StoredShopSettings } from "../../i18n/shop-settings";
import { checkReferences } from "./check-references";
import { CatalogueFormatError, type CatalogueIssue } from "./errors";
import {
  EventCategoryInput,
  EventInput,
  EventLanguageInput,
  SeatingPlanInput,
} from "./event-format";
import {
  CountryInput,
  CouponInput,
  ExhibitionInput,
  LocalesInput,
  LocalizedText,
  MuseumInput,
  NewsletterGroupInput,
  PageInput,
  PaymentModeInput,
  QuotaInput,
  ResellerInput,
  SalutationInput,
  ShippingItemInput,
  VipCodeInput,
} from "./format-parts";
import { MerchandiseInput } from "./merchandise-format";
import { TicketInput } from "./ticket-format";
import { TicketGroupInput } from "./ticket-group-format";
import { TourCategoryInput, TourInput, TourOptionInput } from "./tour-format";

export const CATALOGUE_VERSION = 1;

/** The file's shape; Catalogue adds the rules across its lists. */
export const CatalogueShape = z.strictObject({
  version: z.literal(CATALOGUE_VERSION),
  /** @shop/core ShopSettings, start page link titles per language: every setting has a default. */
  settings: StoredShopSettings.strict().prefault({}),
  locales: LocalesInput,
  /** Venue texts by key (cart banner, terms info, flex info …). */
  content: z.record(z.string().min(1), LocalizedText).default({}),
  /** Message overrides of the shop per locale: { "en": { "cart.title": "Basket" } }. */
  translations: z.partialRecord(Locale, z.record(z.string().min(1), z.string())).default({}),
  payment_modes: z.array(PaymentModeInput).min(1),
  countries: z.array(CountryInput).min(1),
  salutations: z.array(SalutationInput).min(1),
  museums: z.array(MuseumInput).default([]),
  exhibitions: z.array(ExhibitionInput).default([]),
  quotas: z.array(QuotaInput).default([]),
  tickets: z.array(TicketInput).default([]),
  ticket_groups: z.array(TicketGroupInput).default([]),
  /** Value coupons on sale (spec selling-core §3 "Coupon"). */
  coupons: z.array(CouponInput).default([]),
  /** Added to the cart when tickets are shipped (spec selling-core §4 shipping selection). */
  shipping_items: z.array(ShippingItemInput).default([]),
  /** Accounts that pay by collective invoice, by their e-mail address (selling-core §6). */
  resellers: z.array(ResellerInput).default([]),
  /** The newsletters a customer may subscribe to (surrounding-areas §3, §7). */
  newsletter_groups: z.array(NewsletterGroupInput).default([]),
  /** VIP access codes (surrounding-areas §2 "VIP"); stored hashed. */
  vip_codes: z.array(VipCodeInput).default([]),
  /** Static pages (surrounding-areas §2 "Static pages"): terms, imprint, privacy … */
  pages: z.array(PageInput).default([]),
  /** Events and their dates (surrounding-areas §2 "Events", §3); CATALOGUE.md "Events". */
  event_categories: z.array(EventCategoryInput).default([]),
  event_languages: z.array(EventLanguageInput).default([]),
  seating_plans: z.array(SeatingPlanInput).default([]),
  events: z.array(EventInput).default([]),
  /** Guided tours and their start times (surrounding-areas §2 "Tours", §3); CATALOGUE.md "Tours". */
  tour_categories: z.array(TourCategoryInput).default([]),
  tour_languages: z.array(TourOptionInput).default([]),
  tour_age_groups: z.array(TourOptionInput).default([]),
  tour_grades: z.array(TourOptionInput).default([]),
  tours: z.array(TourInput).default([]),
  /** The museum shop's goods (surrounding-areas §2 "Merchandise"); CATALOGUE.md "Merchandise". */
  merchandise: z.array(MerchandiseInput).default([]),
});
export type CatalogueData = z.output<typeof CatalogueShape>;

export const Catalogue = CatalogueShape.superRefine(checkReferences);
export type Catalogue = z.infer<typeof Catalogue>;
export type CatalogueInput = z.input<typeof Catalogue>;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A zod issue path written as in JavaScript: `tickets[3].dynamic_prices["2026-12-24"]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else {
      const key = String(segment);
      if (IDENTIFIER.test(key)) text += text === "" ? key : `.${key}`;
      else text += `[${JSON.stringify(key)}]`;
    }
  }
  return text;
}

export function issuesOf(error: z.ZodError): CatalogueIssue[] {
  return error.issues.map((issue) => {
    // A bad record key carries the key's own issues inside: they say what is wrong with it.
    const inner = issue.code === "invalid_key" ? issue.issues.map((i) => i.message) : [];
    const message = inner.length > 0 ? inner.join("; ") : issue.message;
    return { path: formatPath(issue.path), message };
  });
}

/** Parses a catalogue (already read from JSON); throws CatalogueFormatError when invalid. */
export function parseCatalogue(input: unknown): Catalogue {
  const result = Catalogue.safeParse(input);
  if (!result.success) throw new CatalogueFormatError(issuesOf(result.error));
  return result.data;
}

/** Parses the text of a catalogue file. */
export function parseCatalogueJson(text: string): Catalogue {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new CatalogueFormatError([
      { path: "", message: `not valid JSON: ${(error as Error).message}` },
    ]);
  }
  return parseCatalogue(input);
}

// spec surrounding-areas §3 "Customer", "Customer address", "Affiliate program"; selling-core §3.
// The spec's own spellings are kept: adressat, adress_type_id, addr_addressat.
import { z } from "zod";
import {
  ADDRESS_TYPES,
  CUSTOMER_LEVELS,
  CUSTOMER_TYPE_IDS,
  LANGUAGE_IDS,
  LOCALES,
  type Locale,
  PRICE_TARGET_AUDIENCES,
} from "../constants";
import { isEmail } from "../text";
import { Count, Id, IsoDate, listOf, singleLineText } from "./common";
import { LocaleQuery } from "./query-params";

// The tables these schemas are built from live in @shop/core/constants (no zod, so the shop
// reads them without the contract); they stay exported here for the contract's callers.
export { ADDRESS_TYPES, CUSTOMER_LEVELS, LANGUAGE_IDS, PRICE_TARGET_AUDIENCES };

/** A customer level: 10 guest, 20 registered customer. */
export const CustomerLevel = z
  .union([z.literal(CUSTOMER_LEVELS.shopGuest), z.literal(CUSTOMER_LEVELS.normal)])
  .meta({ description: "10 guest, 20 registered customer", example: 20 });
export type CustomerLevel = z.infer<typeof CustomerLevel>;

/**
 * A customer type the registration form offers (surrounding-areas §5): private 1, company 3.
 * Other audiences (a VIP audience) are reached only through a VIP code or the staff API.
 */
export const CustomerType = z
  .literal(CUSTOMER_TYPE_IDS, "Not a customer type the form offers")
  .meta({
    description: `Customer type: ${PRICE_TARGET_AUDIENCES.private} private, ${PRICE_TARGET_AUDIENCES.firma} company; other price target audiences (VIP) only through a VIP code or the staff API`,
    example: PRICE_TARGET_AUDIENCES.private,
  });
export type CustomerType = z.infer<typeof CustomerType>;

/** The locale of a language id; undefined for an id that is not one of the shop's. */
export function localeOfLanguageId(id: number | null): Locale | undefined {
  return LOCALES.find((locale) => LANGUAGE_IDS[locale] === id);
}

/** spec surrounding-areas §4: a guest is created with placeholder country id 60. */
export const GUEST_PLACEHOLDER_COUNTRY_ID = 60;

/**
 * An e-mail address as the spec checks it (spec surrounding-areas §5: local part, @, a domain
 * with at least one dot), exactly one: the rule of @shop/core isEmail, for server and shop.
 */
export const Email = singleLineText({ trim: true, max: 254 })
  .refine(isEmail, "Must be one e-mail address (name@domain.tld)")
  .meta({ description: "E-mail address", example: "ada@example.org" });
export type Email = z.infer<typeof Email>;

/** A salutation (GET /customer_salutations). */
export const Salutation = z.object({ id: Id, salutation: z.string() }).meta({
  id: "Salutation",
  description: "Form of address",
  example: { id: 2, salutation: "Frau" },
});
export type Salutation = z.infer<typeof Salutation>;

/** A newsletter the customer may subscribe to. */
export const NewsletterChoice = z
  .object({ id: Id, name: z.string(), checkbox_text: z.string(), checked: z.boolean() })
  .meta({
    id: "NewsletterChoice",
    description: "A newsletter group and whether the customer is in it",
    example: { id: 1, name: "News", checkbox_text: "Send me the monthly news", checked: false },
  });
export type NewsletterChoice = z.infer<typeof NewsletterChoice>;

const nullableText = z.string().nullable();

/** The signed-in customer (GET /auth/validate_token, account screens). */
export const Customer = z
  .object({
    id: Id,
    level: CustomerLevel,
    customer_salutation_id: Id.nullable(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    language_id: Id.nullable(),
    price_target_audience_id: Id,
    newsletters: z.array(NewsletterChoice),
    addr_addressat: nullableText,
    addr_street: nullableText,
    addr_zip: nullableText,
    addr_city: nullableText,
    addr_country_id: Id.nullable(),
    addr_vat_number: nullableText,
    shipping_addr_addressat: nullableText,
    shipping_addr_street: nullableText,
    shipping_addr_zip: nullableText,
    shipping_addr_city: nullableText,
    shipping_addr_country_id: Id.nullable(),
  })
  .meta({
    id: "Customer",
    description: "A guest (level 10) or registered customer (level 20)",
    example: {
      id: 77,
      level: 20,
      customer_salutation_id: 2,
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      language_id: 1,
      price_target_audience_id: 1,
      newsletters: [],
      addr_addressat: null,
      addr_street: "Museumsinsel 1",
      addr_zip: "10178",
      addr_city: "Berlin",
      addr_country_id: 60,
      addr_vat_number: null,
      shipping_addr_addressat: null,
      shipping_addr_street: null,
      shipping_addr_zip: null,
      shipping_addr_city: null,
      shipping_addr_country_id: null,
    },
  });
export type Customer = z.infer<typeof Customer>;

/** The kind of a customer address: 0 customer, 1 invoice, 2 delivery. */
export const AddressTypeId = z
  .union([
    z.literal(ADDRESS_TYPES.customer),
    z.literal(ADDRESS_TYPES.invoice),
    z.literal(ADDRESS_TYPES.delivery),
  ])
  .meta({ description: "0 customer, 1 invoice, 2 delivery", example: 1 });
export type AddressTypeId = z.infer<typeof AddressTypeId>;

/** A stored address of the customer. */
export const CustomerAddress = z
  .object({
    id: Id,
    adressat: nullableText,
    institution: nullableText,
    cost_centre: nullableText,
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    country_id: Id,
    adress_type_id: AddressTypeId,
    // spec selling-core §6: resellers may pay by collective invoice; set by staff, never by
    // the customer, so the address body below has no such field.
    has_collective_invoice_payment: z.boolean(),
    /** spec surrounding-areas §6: the billing address gives the price target audience. */
    price_target_audience_id: Id.nullable(),
  })
  .meta({
    id: "CustomerAddress",
    description: "An address of the customer",
    example: {
      id: 5,
      adressat: "Ada Lovelace",
      institution: "Gymnasium am Park",
      cost_centre: "7b",
      street: "Parkweg 3",
      zip: "10115",
      city: "Berlin",
      country_id: 60,
      adress_type_id: 1,
      has_collective_invoice_payment: false,
      price_target_audience_id: 1,
    },
  });
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/**
 * Body of the staff call that makes an address a reseller's (spec selling-core §6: addresses
 * flagged has_collective_invoice_payment may pay by collective invoice, mode 6).
 */
export const CollectiveInvoiceRequest = z
  .strictObject({ has_collective_invoice_payment: z.boolean() })
  .meta({
    id: "CollectiveInvoiceRequest",
    description: "Whether the address may pay by collective invoice",
    example: { has_collective_invoice_payment: true },
  });
export type CollectiveInvoiceRequest = z.infer<typeof CollectiveInvoiceRequest>;

const requiredText = singleLineText({ trim: true, min: 1, max: 200 });

// spec surrounding-areas §5: street, zip, city and country are required.
/** Body of POST /customer/customer_addresses and PUT /customer/customer_addresses/{id}. */
export const CustomerAddressInput = z
  .strictObject({
    adressat: singleLineText({ trim: true, max: 200 }).optional(),
    institution: singleLineText({ trim: true, max: 200 }).optional(),
    cost_centre: singleLineText({ trim: true, max: 100 }).optional(),
    street: requiredText,
    zip: singleLineText({ trim: true, min: 1, max: 20 }),
    city: requiredText,
    country_id: Id,
    adress_type_id: AddressTypeId.default(ADDRESS_TYPES.customer),
  })
  .meta({
    id: "CustomerAddressInput",
    description: "Address to create or update",
    example: {
      adressat: "Ada Lovelace",
      street: "Parkweg 3",
      zip: "10115",
      city: "Berlin",
      country_id: 60,
    },
  });
export type CustomerAddressInput = z.infer<typeof CustomerAddressInput>;

/** GET /customer/customer_addresses (the spec reads the key customer_addresses). */
export const CustomerAddressList = z.object({ customer_addresses: z.array(CustomerAddress) }).meta({
  id: "CustomerAddressList",
  description: "The customer's addresses",
  example: { customer_addresses: [CustomerAddress.meta()?.example] },
});
export type CustomerAddressList = z.infer<typeof CustomerAddressList>;

const affiliateText = singleLineText({ trim: true, min: 1, max: 64 });

/** An affiliate referral: id (`at`) and campaign (`ac`) from the shop URL. */
export const Affiliate = z
  .strictObject({ id: affiliateText, campaign: affiliateText.optional() })
  .meta({
    id: "Affiliate",
    description: "Affiliate id and campaign",
    example: { id: "partner-17", campaign: "spring" },
  });
export type Affiliate = z.infer<typeof Affiliate>;

/** Path of POST /affiliates/referrals/{at}/{action}. */
export const AffiliateReferralPath = z
  .object({ at: affiliateText, action: z.enum(["check", "track"]) })
  .meta({
    id: "AffiliateReferralPath",
    description: "Affiliate id and whether to check or track",
    example: { at: "partner-17", action: "track" },
  });
export type AffiliateReferralPath = z.infer<typeof AffiliateReferralPath>;

/** Query of POST /affiliates/referrals/{at}/{action}: the campaign (and the shop's locale). */
export const AffiliateReferralQuery = LocaleQuery.extend({ ac: affiliateText.optional() }).meta({
  id: "AffiliateReferralQuery",
  description: "Affiliate campaign",
  example: { locale: "de", ac: "spring" },
});
export type AffiliateReferralQuery = z.infer<typeof AffiliateReferralQuery>;

/** Query of GET /staff/affiliates: the period in Berlin days, both ends included. */
export const AffiliateStatsQuery = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional() })
  .superRefine((query, ctx) => {
    // ISO days compare as text.
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "to is before from" });
    }
  })
  .meta({
    id: "AffiliateStatsQuery",
    description: "First and last day (Europe/Berlin) of the period; open-ended when left out",
    example: { from: "2025-06-01", to: "2025-06-30" },
  });
export type AffiliateStatsQuery = z.infer<typeof AffiliateStatsQuery>;

// A sum of order totals may pass what one order's total (Cents, a PostgreSQL integer) holds.
const RevenueCents = z
  .int()
  .nonnegative()
  .meta({ description: "Sum of the paid orders' totals in integer euro cents", example: 4500 });

const affiliateFigures = {
  /** "check" referrals: visitors who arrived through the affiliate's link. */
  referrals: Count,
  /** "track" referrals the shop reported. */
  tracks: Count,
  /** Orders placed with the affiliate, whatever became of them. */
  orders: Count,
  /** Of those, the ones paid: payment completed, valid, not canceled. */
  paid_orders: Count,
  revenue_cents: RevenueCents,
};

/** The figures of one campaign of an affiliate (null: referrals and orders without one). */
export const AffiliateCampaignStats = z
  .object({ campaign: z.string().nullable(), ...affiliateFigures })
  .meta({
    id: "AffiliateCampaignStats",
    description: "Referrals, orders and revenue of one campaign of an affiliate",
    example: {
      campaign: "spring",
      referrals: 40,
      tracks: 3,
      orders: 3,
      paid_orders: 2,
      revenue_cents: 4500,
    },
  });
export type AffiliateCampaignStats = z.infer<typeof AffiliateCampaignStats>;

/** The figures of one affiliate over the period, in all and per campaign. */
export const AffiliateStats = z
  .object({
    id: z.string(),
    ...affiliateFigures,
    campaigns: z.array(AffiliateCampaignStats),
  })
  .meta({
    id: "AffiliateStats",
    description: "Referrals, orders and revenue of an affiliate, in all and per campaign",
    example: {
      id: "partner-17",
      referrals: 40,
      tracks: 3,
      orders: 3,
      paid_orders: 2,
      revenue_cents: 4500,
      campaigns: [AffiliateCampaignStats.meta()?.example],
    },
  });
export type AffiliateStats = z.infer<typeof AffiliateStats>;

/** Answer of GET /staff/affiliates: highest revenue first, then by id. */
export const AffiliateStatsList = listOf(AffiliateStats, "AffiliateStatsList");
export type AffiliateStatsList = z.infer<typeof AffiliateStatsList>;

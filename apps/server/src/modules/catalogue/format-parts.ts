// The building blocks of the catalogue file (see format.ts and CATALOGUE.md). Objects are
// strict: a misspelt key is an error naming it, never a silently ignored setting.
import { isIsoDate } from "@shop/core";
import { LOCALES } from "@shop/core/constants";
import {
  Cents,
  Count,
  Email,
  Id,
  IsoDate,
  Locale,
  OpeningInterval,
  PageSlug,
  PaymentModeKey,
  perWeekday,
  ShopUrl,
  Time,
  VatPct,
} from "@shop/core/contract";
import { z } from "zod";
import { sanitizeVenueHtml, scriptUrlsIn } from "./venue-html";

/** A text per locale; German is required (spec selling-core §1: de is the default). */
export const LocalizedText = z.strictObject({
  de: z.string(),
  en: z.string().optional(),
  es: z.string().optional(),
  fr: z.string().optional(),
});
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * A text per locale written in HTML (a description, a page's text): a script URL is refused,
 * everything else is sanitised to the allowed markup as the catalogue is parsed (venue-html.ts),
 * so what the database holds is what the shop may render.
 */
export const HtmlText = LocalizedText.superRefine((text, ctx) => {
  for (const [locale, html] of Object.entries(text)) {
    for (const where of scriptUrlsIn(html ?? "")) {
      ctx.addIssue({
        code: "custom",
        path: [locale],
        message: `a javascript:, vbscript: or data: URL is not allowed (${where})`,
      });
    }
  }
}).transform(
  (text): LocalizedText =>
    Object.fromEntries(
      Object.entries(text).map(([locale, html]) => [locale, sanitizeVenueHtml(html ?? "")]),
    ) as LocalizedText,
);

/** Free-text attributes by key (a ticket's reduction_reason, a museum's address …). */
export const TextAttributes = z.record(z.string().min(1), LocalizedText);

/** Minutes after the start of the day, written as a number (1020) or as "HH:MM" ("17:00"). */
export const MinuteOfDayInput = z.union(
  [
    z.int().min(0).max(1440),
    Time.transform((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))),
  ],
  { error: 'minutes after midnight (0 to 1440) or "HH:MM"' },
);

const DAY_KEY = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}))?$/;

/** A key of capacity_overrides and sold: "YYYY-MM-DD" or "YYYY-MM-DD HH:MM". */
export function parseDayKey(key: string): { day: string; time: string | null } | null {
  const match = DAY_KEY.exec(key);
  if (!match?.[1] || !isIsoDate(match[1])) return null;
  const time = match[2] ?? null;
  if (time !== null && !Time.safeParse(time).success) return null;
  return { day: match[1], time };
}

const DayKey = z.string().refine((key) => parseDayKey(key) !== null, {
  message: 'Key must be "YYYY-MM-DD" or "YYYY-MM-DD HH:MM"',
});

const rendition = ShopUrl.nullable().default(null);

/** A picture in its renditions; every field may be left out. */
export const PictureInput = z.strictObject({
  teaser: rendition,
  article: rendition,
  article_3x2: rendition,
  detail: rendition,
  preview: rendition,
  thumbnail: rendition,
  title: LocalizedText.nullable().default(null),
  copyright_info: z.string().nullable().default(null),
});

const day = z.array(OpeningInterval).max(4).default([]);

/** Weekly opening hours with dated exceptions; a weekday left out is closed. */
export const OpeningHoursInput = z
  .strictObject({
    regular: z.strictObject(perWeekday(day)),
    exceptions: z
      .array(
        z.strictObject({
          date: IsoDate,
          // An empty list closes the museum for the day.
          intervals: z.array(OpeningInterval).max(4),
          note: LocalizedText.nullable().default(null),
        }),
      )
      .default([]),
  })
  .superRefine((hours, ctx) => {
    const seen = new Set<string>();
    hours.exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) {
        ctx.addIssue({
          code: "custom",
          path: ["exceptions", index, "date"],
          message: `second exception for ${exception.date}`,
        });
      }
      seen.add(exception.date);
    });
  });

export const MuseumInput = z.strictObject({
  id: Id,
  title: LocalizedText,
  sub_title: LocalizedText.optional(),
  description: HtmlText.optional(),
  picture: PictureInput.nullable().default(null),
  content: TextAttributes.default({}),
  opening_hours: OpeningHoursInput,
  /** Position in lists; defaults to the position in the file. */
  order: z.int().optional(),
});
export type MuseumInput = z.infer<typeof MuseumInput>;

export const TimeFrameInput = z
  .strictObject({ start_at: IsoDate, end_at: IsoDate.nullable().default(null) })
  .refine((frame) => frame.end_at === null || frame.end_at >= frame.start_at, {
    path: ["end_at"],
    message: "end_at must not be before start_at",
  });

export const ExhibitionInput = z.strictObject({
  id: Id,
  museum_id: Id,
  title: LocalizedText,
  sub_title: LocalizedText.optional(),
  description: HtmlText.optional(),
  picture: PictureInput.nullable().default(null),
  content: TextAttributes.default({}),
  featured: z.boolean().default(false),
  time_frames: z.array(TimeFrameInput).default([]),
  order: z.int().optional(),
});
export type ExhibitionInput = z.infer<typeof ExhibitionInput>;

/** spec selling-core §9: annual tickets show a fake capacity under quota id 9999. */
export const RESERVED_QUOTA_ID = 9999;

export const QuotaInput = z.strictObject({
  id: Id.refine((id) => id !== RESERVED_QUOTA_ID, {
    message: `quota id ${RESERVED_QUOTA_ID} is reserved for the annual tickets' capacity`,
  }),
  name: z.string().default(""),
  /** day: one pool per day; slot: one pool per start time of each day. */
  kind: z.enum(["day", "slot"]),
  /** Places per day (day quota) or per start time (slot quota). */
  capacity: Count,
  /** Another capacity on a day ("YYYY-MM-DD", every slot of a slot quota) or one slot. */
  capacity_overrides: z.record(DayKey, Count).default({}),
  /** Places sold outside the shop (box office, demo data), by day or "day time" for slots. */
  sold: z.record(DayKey, Count).default({}),
});
export type QuotaInput = z.infer<typeof QuotaInput>;

export const SubTicketInput = z.strictObject({
  id: Id,
  title: LocalizedText,
  description: LocalizedText.optional(),
  min_persons: Count,
  max_persons: Count,
});

export const PaymentModeInput = z.strictObject({
  id: Id,
  key: PaymentModeKey,
  title: LocalizedText,
  /** Icon names, e.g. the card brands of the credit-card mode. */
  icons: z.array(z.string().min(1)).default([]),
});
export type PaymentModeInput = z.infer<typeof PaymentModeInput>;

/**
 * spec selling-core §3 "Coupon": a coupon the shop sells (its sold codes are not here); with
 * `ticket_id`, a voucher for admissions of that ticket (surrounding-areas §3 "Ticket coupon").
 */
export const CouponInput = z.strictObject({
  id: Id,
  title: LocalizedText,
  description: LocalizedText.optional(),
  price_cents: Cents,
  /** What the code it issues is worth; may differ from the price (a promotion). */
  value_cents: Cents.min(1, { error: "a value coupon is worth at least 1 cent" }),
  // A value voucher is a means of payment: no VAT when it is sold (cart-totals.ts).
  vat_pct: VatPct.default(0),
  tax_included: z.boolean().default(true),
  shipped_with_merchandise_id: Id.nullable().default(null),
  /** spec selling-core §2 shop.checkout.success: what the buyer should know afterwards. */
  after_sale_information: LocalizedText.optional(),
  /** A voucher for this ticket (not annual): its code pays for that ticket's lines only. */
  ticket_id: Id.nullable().default(null),
  /** How many such vouchers are on sale; null: no limit. */
  stock: Count.nullable().default(null),
  order: z.int().optional(),
});
export type CouponInput = z.infer<typeof CouponInput>;

/** spec selling-core §3 "Cart totals" shippingItems: what shipping printed tickets costs. */
export const ShippingItemInput = z.strictObject({
  id: Id,
  title: LocalizedText,
  description: LocalizedText.optional(),
  price_cents: Cents,
  // No default, like tickets: the rate of the postage is the venue's call.
  vat_pct: VatPct,
  tax_included: z.boolean().default(true),
  order: z.int().optional(),
});
export type ShippingItemInput = z.infer<typeof ShippingItemInput>;

/**
 * A reseller (spec selling-core §6): the account of this e-mail address pays by collective
 * invoice (mode 6) with any of its addresses. A note for the venue's own records only.
 */
export const ResellerInput = z.strictObject({
  email: Email.transform((email) => email.toLowerCase()),
  note: z.string().max(500).optional(),
});
export type ResellerInput = z.infer<typeof ResellerInput>;

/** A newsletter group (surrounding-areas §3): its name and the text of its checkbox. */
export const NewsletterGroupInput = z.strictObject({
  id: Id,
  name: LocalizedText,
  checkbox_text: LocalizedText,
  order: z.int().optional(),
});
export type NewsletterGroupInput = z.infer<typeof NewsletterGroupInput>;

/**
 * A VIP access code (surrounding-areas §2 "VIP"): the code visitors type (case and spaces
 * around it do not count), the price target audience it opens (default: the VIP setting's) and
 * how many times it may be used. Only its hash reaches the database.
 */
export const VipCodeInput = z.strictObject({
  code: z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[^\s]+$/, "a code has no spaces")
    .transform((code) => code.toUpperCase()),
  price_target_audience_id: Id.optional(),
  uses: z.int().min(1).max(1_000_000),
});
export type VipCodeInput = z.infer<typeof VipCodeInput>;

export const CountryInput = z.strictObject({ id: Id, name: LocalizedText });
export const SalutationInput = z.strictObject({ id: Id, salutation: LocalizedText });

export const LocalesInput = z
  .array(Locale)
  .min(1)
  .refine((locales) => locales.includes("de"), {
    message: "de is the default language and must be listed",
  })
  .default([...LOCALES]);

/**
 * A static page (surrounding-areas §2 "Static pages", /page/{id}): its title and HTML text per
 * locale. The footer's and the cart's legal links name pages by id (settings.legalLinks).
 */
export const PageInput = z.strictObject({
  id: PageSlug,
  title: LocalizedText,
  body: HtmlText,
  order: z.int().optional(),
});
export type PageInput = z.infer<typeof PageInput>;

// Every setting the two specs name, with its default (SHOP_SETTINGS_DEFAULTS of
// @shop/core/constants), so `ShopSettings.parse({})` is a working shop. Setting names are
// camelCase like the spec's own (maxItemsPerList, singleDeselect).
// Nested groups use `prefault({})`: the empty object is parsed, so their inner defaults apply.
import { z } from "zod";
import { CANCELLATION_KINDS } from "../cancellation";
import { SHOP_SETTINGS_DEFAULTS as DEFAULTS, NAV_ITEM_DEFAULTS } from "../constants";
import { Cents, Id, IsoDate, ShopUrl, singleLineText, Url } from "./common";

/** How optional the shipping of tickets is (spec selling-core §4 "Shipping selection"). */
export const ShippingSetting = z
  .enum(["none", "optional", "mandatory"])
  .meta({ description: "No shipping, shipping by choice, or always shipped", example: "optional" });
export type ShippingSetting = z.infer<typeof ShippingSetting>;

/** spec selling-core §9: a calendar day is available when any, or all, tickets are. */
export const CalendarMode = z
  .enum(["any", "all"])
  .meta({ description: "Day availability over any or all tickets", example: "any" });
export type CalendarMode = z.infer<typeof CalendarMode>;

// spec surrounding-areas §2: each item shown by a setting; a page size of 0 makes it a link.
const navItem = z
  .object({
    enabled: z.boolean().default(NAV_ITEM_DEFAULTS.enabled),
    pageSize: z.int().min(0).max(100).default(NAV_ITEM_DEFAULTS.pageSize),
  })
  .prefault({});

/** The main navigation: which items show and how many entries their dropdowns list. */
export const NavigationSettings = z
  .object({
    museums: navItem,
    exhibitions: navItem,
    tickets: navItem,
    events: navItem,
    tours: navItem,
    annualTickets: navItem,
    merchandise: navItem,
    vipTickets: navItem,
    onepager: navItem,
    coupons: navItem,
    /** Event and tour groups by category replace the single menu item. */
    eventsByCategory: z.boolean().default(DEFAULTS.navigation.eventsByCategory),
    toursByCategory: z.boolean().default(DEFAULTS.navigation.toursByCategory),
  })
  .meta({
    id: "NavigationSettings",
    description: "Navigation items and their dropdown page sizes",
    example: { tickets: { enabled: true, pageSize: 0 }, events: { enabled: true, pageSize: 5 } },
  });
export type NavigationSettings = z.infer<typeof NavigationSettings>;

const link = z.object({ title: z.string(), url: z.string().min(1) });

/**
 * A site allowed to frame the shop, as the browser spells its origin: https with a lower-case
 * host and an optional port, nothing after it; http only for localhost and 127.0.0.1 (a
 * venue's development page). No wildcards and no paths: frame-ancestors would take them, but a
 * venue names its few sites, and a `*.example.org` would let any page of any sub-domain frame
 * the checkout. Only these characters, so a value can never end a CSP source or directive.
 */
export const SiteOrigin = z
  .string()
  .regex(
    /^(?:https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d{1,5})?$/,
    { message: "An origin: https://host[:port], or http://localhost or 127.0.0.1 with a port" },
  )
  .meta({
    description: "An origin allowed to frame the shop",
    example: "https://example.org",
  });

/**
 * DESIGN §9: the numbers of the waiting room's rule, as the settings and the staff's change at
 * run time (./shop.ts QueueRuleChange) take them.
 */
export const QueueRuleFields = {
  visitorsInside: z.int().min(1).max(1_000_000),
  admissionsPerMinute: z.int().min(1).max(100_000),
  visitIdleMinutes: z.int().min(1).max(600),
};

const issuerLine = (max: number) => singleLineText({ trim: true, min: 1, max });

/** The venue's name, address and tax numbers as its invoices print them. */
export const InvoiceIssuer = z
  .object({
    name: issuerLine(200),
    street: issuerLine(200),
    zip: issuerLine(20),
    city: issuerLine(100),
    country: issuerLine(100),
    vatNumber: issuerLine(30).nullable().default(null),
    taxNumber: issuerLine(30).nullable().default(null),
  })
  .refine((issuer) => issuer.vatNumber !== null || issuer.taxNumber !== null, {
    message: "An invoice needs the VAT number or the tax number",
    path: ["vatNumber"],
  })
  .meta({
    id: "InvoiceIssuer",
    description: "The venue as its invoices name it; the VAT number or the tax number is needed",
    example: {
      name: "Museen am Fluss gGmbH",
      street: "Uferstraße 1",
      zip: "10117",
      city: "Berlin",
      country: "Deutschland",
      vatNumber: "DE123456789",
      taxNumber: null,
    },
  });

/** A kind of line's cancellation policy (@shop/core cancellation.ts). */
export const CancellationRule = z
  .object({
    kind: z.enum(CANCELLATION_KINDS),
    hoursBefore: z.int().min(0).max(8760).nullable().default(null),
    daysAfterOrder: z.int().min(0).max(365).nullable().default(null),
    feePercent: z
      .number()
      .min(0)
      .max(100)
      .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
        message: "At most two decimals",
      })
      .default(0),
  })
  .meta({
    id: "CancellationRule",
    description:
      "Lines of this kind may be cancelled until hoursBefore their start (dated) or within daysAfterOrder of the order (undated), keeping feePercent",
    example: { kind: "event", hoursBefore: 48, daysAfterOrder: null, feePercent: 10 },
  });

/** Settings of the shop (part of GET /shop). */
export const ShopSettings = z
  .object({
    // spec selling-core §1: feature switches.
    singlePageShop: z.boolean().default(DEFAULTS.singlePageShop),
    vip: z
      .object({
        enabled: z.boolean().default(DEFAULTS.vip.enabled),
        priceTargetAudienceId: Id.nullable().default(DEFAULTS.vip.priceTargetAudienceId),
        registrationStart: IsoDate.nullable().default(DEFAULTS.vip.registrationStart),
      })
      .prefault({}),
    queueEnabled: z.boolean().default(DEFAULTS.queueEnabled),
    /**
     * DESIGN §9: whom the waiting room lets in: this many visitors inside at once, this many
     * admissions a minute, a visit ended after this many minutes without a request; and the
     * venue's own words on its page (null: the shop's).
     */
    queue: z
      .object({
        visitorsInside: QueueRuleFields.visitorsInside.default(DEFAULTS.queue.visitorsInside),
        admissionsPerMinute: QueueRuleFields.admissionsPerMinute.default(
          DEFAULTS.queue.admissionsPerMinute,
        ),
        visitIdleMinutes: QueueRuleFields.visitIdleMinutes.default(DEFAULTS.queue.visitIdleMinutes),
        message: z.string().min(1).max(2000).nullable().default(DEFAULTS.queue.message),
      })
      .prefault({}),
    donationsEnabled: z.boolean().default(DEFAULTS.donationsEnabled),
    couponsEnabled: z.boolean().default(DEFAULTS.couponsEnabled),
    shipping: ShippingSetting.default(DEFAULTS.shipping),
    termsRequired: z.boolean().default(DEFAULTS.termsRequired),
    /** The express payment section shows only when a provider client id exists. */
    expressPaymentClientId: z.string().min(1).nullable().default(DEFAULTS.expressPaymentClientId),
    // spec selling-core §5, §9: ticket selection.
    maxItemsPerList: z.int().min(1).max(1000).default(DEFAULTS.maxItemsPerList),
    singleDeselect: z.boolean().default(DEFAULTS.singleDeselect),
    showSoldOut: z.boolean().default(DEFAULTS.showSoldOut),
    calendarMode: CalendarMode.default(DEFAULTS.calendarMode),
    calendarsCount: z.int().min(1).max(6).default(DEFAULTS.calendarsCount),
    monthsShown: z.int().min(1).max(12).default(DEFAULTS.monthsShown),
    timePicker: z
      .object({
        minDisplayCount: z.int().min(1).default(DEFAULTS.timePicker.minDisplayCount),
        scrollThreshold: z.int().min(1).default(DEFAULTS.timePicker.scrollThreshold),
      })
      .prefault({}),
    compactStyle: z.boolean().default(DEFAULTS.compactStyle),
    compactTimeVariant: z.boolean().default(DEFAULTS.compactTimeVariant),
    // spec selling-core §4, §9; DESIGN.md §4: cart and hold lifetimes, capacity display.
    cartAutoDeleteMinutes: z.int().min(1).max(1440).default(DEFAULTS.cartAutoDeleteMinutes),
    reservationMinutes: z.int().min(1).max(1440).default(DEFAULTS.reservationMinutes),
    fewSeatsPercent: z.int().min(0).max(100).default(DEFAULTS.fewSeatsPercent),
    capacityThreshold: z.int().min(0).default(DEFAULTS.capacityThreshold),
    // spec selling-core §6: accounts.
    registrationAllowed: z.boolean().default(DEFAULTS.registrationAllowed),
    /**
     * The venue's own name ("Museen am Fluss"). DESIGN §7: neither it nor one of its words is
     * taken as a password (guessed first by anyone who attacks this shop's accounts).
     */
    venueName: singleLineText({ trim: true, max: 200 }).default(DEFAULTS.venueName),
    /**
     * The venue as its invoices name it (issue 33, Deliver 5): legal name, address, and its
     * VAT number or tax number (German VAT act §14 asks one of them). Null: no invoices.
     */
    invoiceIssuer: InvoiceIssuer.nullable().default(DEFAULTS.invoiceIssuer),
    /**
     * The issue 33, Deliver 6: which lines a visitor may cancel on the order page, until when,
     * for what fee (@shop/core cancellation.ts). None: nothing is cancellable.
     */
    cancellationRules: z
      .array(CancellationRule)
      .default(DEFAULTS.cancellationRules)
      .refine((rules) => new Set(rules.map((rule) => rule.kind)).size === rules.length, {
        message: "One rule per kind",
      }),
    /**
     * The issue 34: how long before and after its start a time slot's, event's or tour's code
     * admits at the door (@shop/core check-in.ts).
     */
    checkInWindow: z
      .object({
        beforeMinutes: z.int().min(0).max(1440).default(DEFAULTS.checkInWindow.beforeMinutes),
        afterMinutes: z.int().min(0).max(1440).default(DEFAULTS.checkInWindow.afterMinutes),
      })
      .prefault({}),
    /**
     * The issue 34, Deliver 3: whether a sold-out time slot takes sign-ups for its waiting
     * list, and how long places that come back are held for the first in line (5 min to 2 days).
     */
    waitingList: z
      .object({
        enabled: z.boolean().default(DEFAULTS.waitingList.enabled),
        offerMinutes: z.int().min(5).max(2880).default(DEFAULTS.waitingList.offerMinutes),
      })
      .prefault({}),
    reservationRequiresLogin: z.boolean().default(DEFAULTS.reservationRequiresLogin),
    // spec selling-core §9: one-pager.
    onepager: z
      .object({
        selectButtonsMax: z.int().min(1).max(20).default(DEFAULTS.onepager.selectButtonsMax),
        defaultTicketId: Id.default(DEFAULTS.onepager.defaultTicketId),
      })
      .prefault({}),
    // spec surrounding-areas §2: navigation, start page, footer.
    navigation: NavigationSettings.prefault({}),
    startState: z.string().min(1).default(DEFAULTS.startState),
    startPage: z
      .object({
        ticketCallToAction: z.boolean().default(DEFAULTS.startPage.ticketCallToAction),
        ticketSearch: z.boolean().default(DEFAULTS.startPage.ticketSearch),
        textBlock: z.string().nullable().default(DEFAULTS.startPage.textBlock),
        links: z.array(link).max(3).default(DEFAULTS.startPage.links),
      })
      .prefault({}),
    partnerLogos: z
      .array(z.object({ imageUrl: Url, linkUrl: Url.nullable(), alt: z.string() }))
      .default(DEFAULTS.partnerLogos),
    /** Page id or URL of each legal page; null hides the link. */
    legalLinks: z
      .object({
        terms: z.string().nullable().default(DEFAULTS.legalLinks.terms),
        privacy: z.string().nullable().default(DEFAULTS.legalLinks.privacy),
        imprint: z.string().nullable().default(DEFAULTS.legalLinks.imprint),
        sitemap: z.string().nullable().default(DEFAULTS.legalLinks.sitemap),
      })
      .prefault({}),
    consentBanner: z.boolean().default(DEFAULTS.consentBanner),
    globalNotice: z
      .object({ header: z.string(), body: z.string() })
      .nullable()
      .default(DEFAULTS.globalNotice),
    testEnvironmentBanner: z.boolean().default(DEFAULTS.testEnvironmentBanner),
    /**
     * The venue's logo in the header (the issue "venue's pages", Deliver 6): an absolute URL or
     * a path of this shop ("/logo.svg"), with its size so the header does not shift as it loads.
     */
    logo: z
      .object({
        url: ShopUrl,
        width: z.int().min(1).max(1000),
        height: z.int().min(1).max(400),
      })
      .nullable()
      .default(DEFAULTS.logo),
    customStyleUrl: Url.nullable().default(DEFAULTS.customStyleUrl),
    customScriptUrl: Url.nullable().default(DEFAULTS.customScriptUrl),
    /**
     * The issue 34, Deliver 4: the sites that may frame the shop (the widget's overlay), as
     * bare origins; the shop's pages name exactly them in CSP frame-ancestors.
     */
    widget: z
      .object({
        allowedSites: z.array(SiteOrigin).max(20).default(DEFAULTS.widget.allowedSites),
      })
      .prefault({}),
    storageKeyPrefix: z.string().min(1).default(DEFAULTS.storageKeyPrefix),
    // spec selling-core §8: orders above this total fail with max_total_exceeded.
    maxOrderTotalCents: Cents.nullable().default(DEFAULTS.maxOrderTotalCents),
    /** spec selling-core §9: the default payment mode is credit card (2). */
    defaultPaymentModeId: Id.default(DEFAULTS.defaultPaymentModeId),
  })
  .meta({
    id: "ShopSettings",
    description: "Feature switches and limits of the shop; every field has a default",
    example: {
      singlePageShop: false,
      donationsEnabled: true,
      shipping: "optional",
      maxItemsPerList: 10,
      calendarMode: "any",
      cartAutoDeleteMinutes: 10,
      reservationMinutes: 30,
      navigation: { tickets: { enabled: true, pageSize: 0 } },
      legalLinks: { terms: "agb", privacy: "datenschutz", imprint: "impressum" },
    },
  });
export type ShopSettings = z.infer<typeof ShopSettings>;
export type ShopSettingsInput = z.input<typeof ShopSettings>;

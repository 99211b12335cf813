// spec surrounding-areas §7 GET /shop (settings, translations, content, config, payment_modes),
// GET /locales, /countries, /customer_salutations, the waiting-room queue; selling-core §9
// payment modes.
import { z } from "zod";
import { DEFAULT_PAYMENT_MODE_ID, PAYMENT_MODES, SIGNED_TOKEN } from "../constants";
import { Count, Id, Locale, listOf } from "./common";
import { Salutation } from "./customer";
import { QueueRuleFields, ShopSettings } from "./shop-settings";

// From @shop/core/constants (no zod); exported here for the contract's callers.
export { DEFAULT_PAYMENT_MODE_ID, PAYMENT_MODES };

export type PaymentModeKey = keyof typeof PAYMENT_MODES;

/** The key of a payment mode. */
export const PaymentModeKey = z
  .enum(Object.keys(PAYMENT_MODES) as [PaymentModeKey, ...PaymentModeKey[]])
  .meta({ description: "Payment mode", example: "paypal" });

/** A payment mode offered by the shop. */
export const PaymentMode = z
  .object({
    id: Id,
    key: PaymentModeKey,
    title: z.string(),
    /** Icon names, e.g. the card brands of the credit-card mode. */
    icons: z.array(z.string()),
  })
  .refine((mode) => PAYMENT_MODES[mode.key] === mode.id, {
    path: ["id"],
    message: "id does not belong to key",
  })
  .meta({
    id: "PaymentMode",
    description: "A payment mode the shop offers",
    example: { id: 2, key: "credit_card", title: "Credit card", icons: ["visa", "mastercard"] },
  });
export type PaymentMode = z.infer<typeof PaymentMode>;

/** Fixed facts of the installation (spec selling-core §1). */
export const ShopConfig = z
  .object({
    currency: z.literal("EUR"),
    timeZone: z.literal("Europe/Berlin"),
    defaultLocale: Locale,
    locales: z.array(Locale).min(1),
  })
  .meta({
    id: "ShopConfig",
    description: "Currency, time zone and languages",
    example: {
      currency: "EUR",
      timeZone: "Europe/Berlin",
      defaultLocale: "de",
      locales: ["de", "en"],
    },
  });
export type ShopConfig = z.infer<typeof ShopConfig>;

/**
 * The issue 33, Deliver 4: the wallets the venue issues passes for (the server's APPLE_WALLET_*
 * and GOOGLE_WALLET_* settings); the order page shows a wallet's links only when it is true.
 */
export const WalletPasses = z.object({ apple: z.boolean(), google: z.boolean() }).meta({
  id: "WalletPasses",
  description: "Whether the shop issues Apple Wallet and Google Wallet passes",
  example: { apple: true, google: false },
});
export type WalletPasses = z.infer<typeof WalletPasses>;

/** Answer of GET /shop, loaded first at start-up. */
export const ShopAnswer = z
  .object({
    settings: ShopSettings,
    /** The venue's message overrides for the asked locale, by message key. */
    translations: z.record(z.string(), z.string()),
    /** Texts of the venue by key (banner, terms info, flex info, ...), may hold HTML. */
    content: z.record(z.string(), z.string()),
    config: ShopConfig,
    payment_modes: z.array(PaymentMode),
    /** The server always says; absent (an older server, the fallback shop) means neither. */
    wallet_passes: WalletPasses.optional(),
  })
  .meta({
    id: "ShopAnswer",
    description: "Settings, texts and payment modes of the shop",
    example: {
      settings: { donationsEnabled: true },
      translations: { "cart.title": "Warenkorb" },
      content: { cartBanner: "<p>Bitte Ausweis mitbringen.</p>" },
      config: ShopConfig.meta()?.example,
      payment_modes: [PaymentMode.meta()?.example],
      wallet_passes: WalletPasses.meta()?.example,
    },
  });
export type ShopAnswer = z.infer<typeof ShopAnswer>;

/** A language of the shop (GET /locales). */
export const LocaleEntry = z.object({ code: Locale, name: z.string() }).meta({
  id: "LocaleEntry",
  description: "Language and its name",
  example: { code: "en", name: "English" },
});
export type LocaleEntry = z.infer<typeof LocaleEntry>;

/** GET /locales. */
export const LocaleList = z.object({ data: z.array(LocaleEntry) }).meta({
  id: "LocaleList",
  description: "Languages",
  example: { data: [{ code: "de", name: "Deutsch" }] },
});
export type LocaleList = z.infer<typeof LocaleList>;

/** A country (GET /countries). */
export const Country = z
  .object({ id: Id, name: z.string() })
  .meta({ id: "Country", description: "Country", example: { id: 60, name: "Deutschland" } });
export type Country = z.infer<typeof Country>;

/** GET /countries. */
export const CountryList = listOf(Country, "CountryList");
export type CountryList = z.infer<typeof CountryList>;

/** A customer language (GET /event_languages, profile language). */
export const Language = z
  .object({ id: Id, name: z.string() })
  .meta({ id: "Language", description: "Language", example: { id: 1, name: "Deutsch" } });
export type Language = z.infer<typeof Language>;

/** GET /customer_salutations. */
export const SalutationList = listOf(Salutation, "SalutationList");
export type SalutationList = z.infer<typeof SalutationList>;

/**
 * A waiting-room token (DESIGN §9): 128 random bits, the second it was handed out (base 36) and
 * a 128-bit MAC of both under the server's key, so no client can make one up or keep one past
 * its 36000 s.
 */
export const QueueToken = z.string().max(64).regex(SIGNED_TOKEN).meta({
  description: "Signed queue token",
  example: "Wq8rT2mW9xQpL4vN8cYbHg.tj5r2o.3kZpQ8vW1mNcR4tYbH7xLg",
});
export type QueueToken = z.infer<typeof QueueToken>;

/**
 * spec surrounding-areas §3, §4: "visiting" lets the visitor in; otherwise their position in
 * the line (1: next) and the time left, the people ahead over the measured admission rate, in
 * seconds and as words of the asked language ("about 4 minutes").
 */
export const WaitingStatus = z
  .object({
    status: z.enum(["visiting", "waiting"]),
    position: Count.nullable(),
    remainingSeconds: Count.nullable(),
    remainingHumanized: z.string().nullable(),
  })
  .meta({
    id: "WaitingStatus",
    description: "Place in the waiting room",
    example: {
      status: "waiting",
      position: 42,
      remainingSeconds: 180,
      remainingHumanized: "about 3 minutes",
    },
  });
export type WaitingStatus = z.infer<typeof WaitingStatus>;

/** Answer of entering the waiting room: the queue token and the place it has. */
export const QueueTicket = WaitingStatus.extend({ token: QueueToken }).meta({
  id: "QueueTicket",
  description: "Queue token and place",
  example: {
    token: "Wq8rT2mW9xQpL4vN8cYbHg.tj5r2o.3kZpQ8vW1mNcR4tYbH7xLg",
    status: "waiting",
    position: 42,
    remainingSeconds: 180,
    remainingHumanized: "about 3 minutes",
  },
});
export type QueueTicket = z.infer<typeof QueueTicket>;

/**
 * DESIGN §9, issue 32 Deliver 2: the waiting room's rule in force (GET/PUT /staff/queue): on or
 * off, visitors inside at once, admissions per minute, a visit's idle minutes; `source` says
 * whether the staff changed it at run time or the catalogue's settings apply.
 */
export const QueueRule = z
  .object({
    enabled: z.boolean(),
    ...QueueRuleFields,
    source: z.enum(["catalogue", "staff"]),
  })
  .meta({
    id: "QueueRule",
    description: "The waiting room's rule in force",
    example: {
      enabled: true,
      visitorsInside: 200,
      admissionsPerMinute: 60,
      visitIdleMinutes: 20,
      source: "staff",
    },
  });
export type QueueRule = z.infer<typeof QueueRule>;

/** PUT /staff/queue: what the staff change of the rule; the rest stays as it is. */
export const QueueRuleChange = z
  .strictObject({
    enabled: z.boolean().optional(),
    visitorsInside: QueueRuleFields.visitorsInside.optional(),
    admissionsPerMinute: QueueRuleFields.admissionsPerMinute.optional(),
    visitIdleMinutes: QueueRuleFields.visitIdleMinutes.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { message: "Name at least one field" })
  .meta({
    id: "QueueRuleChange",
    description: "A change of the waiting room's rule",
    example: { enabled: true, admissionsPerMinute: 30 },
  });
export type QueueRuleChange = z.infer<typeof QueueRuleChange>;

/** GET /health/live and /health/ready (DESIGN §9): what a load balancer asks. */
export const Health = z
  .object({ status: z.literal("ok") })
  .meta({ id: "Health", description: "The instance answers", example: { status: "ok" } });
export type Health = z.infer<typeof Health>;

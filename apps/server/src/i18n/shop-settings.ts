// The shop settings as the catalogue file holds them and shop_settings keeps them: @shop/core's
// ShopSettings, except that the venue's own words in them may come in every shop language. The
// start page's link titles and the waiting room's message are such words (issue 27 item 11: "Jahreskarte" stayed German in en,
// es and fr); GET /shop answers each in the asked language, so the shop reads plain ShopSettings.
// A shared helper (DESIGN §3): the catalogue, the cart's settings read and GET /shop use it.
import type { Locale } from "@shop/core";
import { ShopSettings } from "@shop/core/contract";
import { z } from "zod";
import { LocalizedText } from "../modules/catalogue/format-parts";
import { localize } from "./localized-text";

const startPage = ShopSettings.shape.startPage.unwrap();
const queue = ShopSettings.shape.queue.unwrap();

/** A start page link: its title one text for every language, or one per language (de required). */
const StartPageLink = z.strictObject({
  title: z.union([z.string(), LocalizedText]),
  url: z.string().min(1),
});

export const StoredShopSettings = ShopSettings.extend({
  startPage: startPage
    .extend({ links: z.array(StartPageLink).max(3).default([]) })
    .strict()
    .prefault({}),
  // The waiting room's words (DESIGN §9) are the venue's own as well.
  queue: queue
    .extend({ message: z.union([queue.shape.message, LocalizedText]).default(null) })
    .strict()
    .prefault({}),
});
export type StoredShopSettings = z.infer<typeof StoredShopSettings>;
export type StoredShopSettingsInput = z.input<typeof StoredShopSettings>;

/** The settings as the shop reads them in `locale` (German where a text lacks that language). */
export function settingsIn(stored: StoredShopSettings, locale: Locale): ShopSettings {
  const links = stored.startPage.links.map(({ title, url }) => ({
    title: typeof title === "string" ? title : localize(title, locale),
    url,
  }));
  const { message } = stored.queue;
  return {
    ...stored,
    startPage: { ...stored.startPage, links },
    queue: {
      ...stored.queue,
      message:
        message === null || typeof message === "string" ? message : localize(message, locale),
    },
  };
}

/** The staff's run-time change of the waiting room's rule (queue_rule, 0534); null: unchanged. */
export interface QueueRuleRow {
  enabled: boolean | null;
  visitors_inside: number | null;
  admissions_per_minute: number | null;
  visit_idle_minutes: number | null;
}

/**
 * The stored settings with the staff's change of the waiting room's rule over the catalogue's
 * (issue 32, Deliver 2): GET /shop and every module read the rule in force.
 */
export function withQueueRule(
  stored: StoredShopSettings,
  rule: QueueRuleRow | null | undefined,
): StoredShopSettings {
  if (!rule) return stored;
  return {
    ...stored,
    queueEnabled: rule.enabled ?? stored.queueEnabled,
    queue: {
      ...stored.queue,
      visitorsInside: rule.visitors_inside ?? stored.queue.visitorsInside,
      admissionsPerMinute: rule.admissions_per_minute ?? stored.queue.admissionsPerMinute,
      visitIdleMinutes: rule.visit_idle_minutes ?? stored.queue.visitIdleMinutes,
    },
  };
}

// GET /shop (spec surrounding-areas §7): settings, translations, content, config and payment
// modes in the asked locale, and (the issue 33) the wallets the venue issues passes for;
// GET /locales. A locale the venue does not offer answers invalid_locale, which makes the shop
// fall back to de (surrounding-areas §2).
import { DEFAULT_LOCALE, LOCALES, type Locale, TIME_ZONE } from "@shop/core";
import type {
  LocaleList,
  PaymentMode,
  PaymentModeKey,
  ShopAnswer,
  WalletPasses,
} from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { unsupportedLocale } from "../../http/locale-guard";
import { localize, localizeAll } from "../../i18n/localized-text";
import { StoredShopSettings, settingsIn, withQueueRule } from "../../i18n/shop-settings";
import { readLocales, readShop } from "./repository";

/** Each language named in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  fr: "Français",
};

function offered(stored: string[] | null): Locale[] {
  if (!stored || stored.length === 0) return [...LOCALES];
  return LOCALES.filter((locale) => stored.includes(locale));
}

export async function getShop(
  db: Queryable,
  locale: Locale,
  walletPasses: WalletPasses,
): Promise<ShopAnswer> {
  const row = await readShop(db);
  const locales = offered(row.locales);
  if (!locales.includes(locale)) throw unsupportedLocale(locale);
  return {
    settings: settingsIn(
      withQueueRule(StoredShopSettings.parse(row.settings ?? {}), row.queue_rule),
      locale,
    ),
    translations: row.translations?.[locale] ?? {},
    content: localizeAll(row.content, locale),
    config: { currency: "EUR", timeZone: TIME_ZONE, defaultLocale: DEFAULT_LOCALE, locales },
    payment_modes: row.payment_modes.map(
      (mode): PaymentMode => ({
        id: mode.id,
        key: mode.key as PaymentModeKey,
        title: localize(mode.title, locale),
        icons: mode.icons,
      }),
    ),
    wallet_passes: walletPasses,
  };
}

export async function listLocales(db: Queryable): Promise<LocaleList> {
  const locales = offered(await readLocales(db));
  return { data: locales.map((code) => ({ code, name: LOCALE_NAMES[code] })) };
}

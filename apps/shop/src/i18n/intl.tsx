// DESIGN.md §8: the shop's texts, dates and times through @formatjs/intl, bound to React here:
// a provider, a hook and the three formatters the shop calls (messages, dates, times). React-intl's
// binding built every formatter of @formatjs/intl into each intl object (numbers, lists,
// durations, relative times, display names, rich-text elements), none of which the shop uses:
// about 2.3 kB gzip of every first route (the issue "headroom", bench/first-route).
import {
  createFormatters,
  DEFAULT_INTL_CONFIG,
  type FormatDateOptions,
  type FormatTimeOptions,
  formatDate,
  formatMessage,
  formatTime,
  type OnErrorFn,
} from "@formatjs/intl";
import { createContext, type ReactNode, useContext, useMemo } from "react";

/** The texts by key: as written, or (in a build) compiled to ICU ASTs (vite.config.ts). */
type Texts = Record<string, string>;
type Values = Record<string, string | number | Date>;
type DateValue = Date | number | string;

export interface IntlConfig {
  /** A BCP 47 tag (INTL_LOCALES of @shop/core). */
  locale: string;
  /** The locale of a message missing from `messages`; German unless said otherwise. */
  defaultLocale?: string | undefined;
  /** Dates and times are shown in this zone (Europe/Berlin, DESIGN.md §8). */
  timeZone?: string | undefined;
  messages: Texts;
  /** A missing or broken message; by default logged in development, silent in production. */
  onError?: OnErrorFn | undefined;
}

export interface IntlShape {
  locale: string;
  defaultLocale: string;
  timeZone: string | undefined;
  messages: Texts;
  formatMessage(descriptor: { id: string }, values?: Values): string;
  formatDate(value: DateValue, options?: FormatDateOptions): string;
  formatTime(value: DateValue, options?: FormatTimeOptions): string;
}

// One cache of Intl formatters for the whole shop: they are keyed by locale and options.
const formatters = createFormatters();

/** The intl object of a configuration (also outside React: tests, messages of a refusal). */
export function createIntl(config: IntlConfig): IntlShape {
  const resolved = {
    ...DEFAULT_INTL_CONFIG,
    ...config,
    defaultLocale: config.defaultLocale ?? "de",
    timeZone: config.timeZone,
    onError: config.onError ?? DEFAULT_INTL_CONFIG.onError,
  };
  return {
    locale: resolved.locale,
    defaultLocale: resolved.defaultLocale,
    timeZone: resolved.timeZone,
    messages: resolved.messages,
    formatMessage: (descriptor, values) =>
      // The shop passes no rich-text elements, so the result is a string.
      String(formatMessage(resolved, formatters, descriptor, values)),
    formatDate: (value, options) =>
      formatDate(resolved, formatters.getDateTimeFormat, value, options),
    formatTime: (value, options) =>
      formatTime(resolved, formatters.getDateTimeFormat, value, options),
  };
}

const IntlContext = createContext<IntlShape | null>(null);

/** The texts and formats of `locale` for everything inside (nested providers override). */
export function IntlProvider({
  locale,
  defaultLocale,
  timeZone,
  messages,
  onError,
  children,
}: IntlConfig & { children: ReactNode }) {
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, timeZone, messages, onError }),
    [locale, defaultLocale, timeZone, messages, onError],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The intl object of the nearest IntlProvider. */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error("useIntl needs an IntlProvider above it (i18n/i18n-provider.tsx)");
  return intl;
}

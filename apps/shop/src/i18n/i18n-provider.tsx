// react-intl for the app's texts, @shop/ui's provider for the library's own (close, loading…),
// both in the visitor's language; dates and times in Europe/Berlin (DESIGN.md §8).

import { INTL_LOCALES, type Locale, TIME_ZONE } from "@shop/core";
import { UiMessagesProvider } from "@shop/ui/i18n";
import { type ReactNode, useEffect, useMemo } from "react";
import { IntlProvider } from "react-intl";
import useSWR from "swr";
import { swrKeys } from "../lib/swr-keys";
import { loadCatalogue, type PartialMessages, withGermanFallback } from "./catalogue";

export interface I18nProviderProps {
  locale: Locale;
  /** The venue's overrides from GET /shop `translations`, when loaded. */
  overrides?: PartialMessages | undefined;
  /** Where catalogues come from; tests pass their own. */
  load?: (locale: Locale) => Promise<PartialMessages>;
  children: ReactNode;
}

export function I18nProvider({
  locale,
  overrides,
  load = loadCatalogue,
  children,
}: I18nProviderProps) {
  const { data } = useSWR(swrKeys.messages(locale), () => load(locale), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // On a language switch the old texts stay until the new catalogue is there.
    keepPreviousData: true,
  });
  // Until a catalogue arrives (or if it fails to load) the German one is shown.
  const messages = useMemo(
    () => withGermanFallback(data ?? {}, overrides ?? {}),
    [data, overrides],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider
      locale={INTL_LOCALES[locale]}
      defaultLocale="de"
      timeZone={TIME_ZONE}
      messages={messages}
    >
      <UiMessagesProvider locale={locale}>{children}</UiMessagesProvider>
    </IntlProvider>
  );
}

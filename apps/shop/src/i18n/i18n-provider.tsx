// @formatjs/intl for the app's texts (i18n/intl.tsx), @shop/ui's provider for the library's
// own (close, loading…), both in the visitor's language; dates and times in Europe/Berlin
// (DESIGN.md §8).

import { INTL_LOCALES, type Locale, TIME_ZONE } from "@shop/core";
import { UiMessagesProvider } from "@shop/ui/i18n";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import useSWR from "swr";
import { swrKeys } from "../lib/swr-keys";
import {
  loadCatalogue,
  loadLateGerman,
  type PartialMessages,
  withGermanFallback,
} from "./catalogue";
import { IntlProvider } from "./intl";

export type AllTexts = "loading" | "loaded" | "failed";

const AllTextsLoaded = createContext<AllTexts>("loading");

/**
 * Whether the late German tables (cart, checkout) are there: the pages that use them wait for
 * it (routes/layout/all-texts.tsx), so no key shows without its text.
 */
export function useAllTexts(): AllTexts {
  return useContext(AllTextsLoaded);
}

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
  const { data, error } = useSWR(swrKeys.messages(locale), () => load(locale), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // On a language switch the old texts stay until the new catalogue is there.
    keepPreviousData: true,
  });
  const { data: late, error: lateError } = useSWR(swrKeys.messages("de-late"), loadLateGerman, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  // Until a catalogue arrives (or if it fails to load) the German one is shown.
  const messages = useMemo(
    () => withGermanFallback(late ?? {}, data ?? {}, overrides ?? {}),
    [late, data, overrides],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // A visitor in another language than German sees nothing rather than German texts that turn
  // into theirs a moment later (and move the page about) while their catalogue first loads; it
  // loads beside GET /shop, which the shop waits for anyway. A language switch keeps the old
  // texts meanwhile (keepPreviousData), and a catalogue that fails shows German.
  const firstLoad = locale !== "de" && data === undefined && error === undefined;
  return (
    <IntlProvider
      locale={INTL_LOCALES[locale]}
      defaultLocale="de"
      timeZone={TIME_ZONE}
      messages={messages}
    >
      <AllTextsLoaded.Provider value={late ? "loaded" : lateError ? "failed" : "loading"}>
        <UiMessagesProvider locale={locale}>{firstLoad ? null : children}</UiMessagesProvider>
      </AllTextsLoaded.Provider>
    </IntlProvider>
  );
}

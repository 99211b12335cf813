// The providers around the router: storage, clock and language first (they are needed
// before GET /shop), then SWR and the message catalogues.
import type { Locale } from "@shop/core";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import type { PartialMessages } from "./i18n/catalogue";
import { I18nProvider } from "./i18n/i18n-provider";
import { LocaleProvider, useLocale } from "./i18n/locale-context";
import { ClockProvider, type Now } from "./lib/clock";
import type { KeyValueStorage } from "./lib/storage";
import { StorageProvider } from "./lib/storage-context";

export interface AppProps {
  /** The router with the shop's routes: BrowserRouter in the browser, MemoryRouter in tests. */
  children: ReactNode;
  initialLocale: Locale;
  storage: KeyValueStorage | null;
  now: Now;
  /** Where message catalogues come from; tests pass their own. */
  loadMessages?: (locale: Locale) => Promise<PartialMessages>;
}

function Messages({ load, children }: { load: AppProps["loadMessages"]; children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <I18nProvider locale={locale} {...(load ? { load } : {})}>
      {children}
    </I18nProvider>
  );
}

// Each App gets its own SWR cache, so two renders (tests) never share answers.
const swrOptions = { provider: () => new Map() };

export function App({ children, initialLocale, storage, now, loadMessages }: AppProps) {
  return (
    <StorageProvider storage={storage}>
      <ClockProvider now={now}>
        <LocaleProvider initialLocale={initialLocale} storage={storage}>
          <SWRConfig value={swrOptions}>
            <Messages load={loadMessages}>{children}</Messages>
          </SWRConfig>
        </LocaleProvider>
      </ClockProvider>
    </StorageProvider>
  );
}

// Renders the whole shop (real routes, providers, SWR) at a URL, with a fixed clock and an
// in-memory localStorage; only fetch is stubbed (./fetch-stub.ts).
import type { Locale } from "@shop/core";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { App } from "../app";
import type { PartialMessages } from "../i18n/catalogue";
import { resolveInitialLocale } from "../i18n/initial-locale";
import { routes } from "../router";
import { MemoryStorage } from "./memory-storage";

export const TEST_NOW = new Date("2030-06-01T08:00:00.000Z");

export interface RenderShopOptions {
  storage?: MemoryStorage;
  browserLanguages?: string[];
  now?: Date;
  loadMessages?: (locale: Locale) => Promise<PartialMessages>;
}

export function renderShop(url: string, options: RenderShopOptions = {}) {
  const storage = options.storage ?? new MemoryStorage();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const search = new URL(url, "http://shop.test").search;
  const initialLocale = resolveInitialLocale({
    search,
    storage,
    browserLanguages: options.browserLanguages ?? [],
  });
  const now = options.now ?? TEST_NOW;
  const view = render(
    <App
      router={router}
      initialLocale={initialLocale}
      storage={storage}
      now={() => now}
      {...(options.loadMessages ? { loadMessages: options.loadMessages } : {})}
    />,
  );
  const location = () => {
    const { pathname, search } = router.state.location;
    return `${pathname}${search}`;
  };
  return { ...view, router, storage, location };
}

// Renders the whole shop (real routes, providers, SWR) at a URL, with a fixed clock and an
// in-memory localStorage; only fetch is stubbed (./fetch-stub.ts).
import type { Locale } from "@shop/core";
import { render } from "@testing-library/react";
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  useLocation,
  useNavigationType,
} from "react-router";
import { App } from "../app";
import type { PartialMessages } from "../i18n/catalogue";
import { resolveInitialLocale } from "../i18n/initial-locale";
import type { KeyValueStorage } from "../lib/storage";
import { ShopRoutes } from "../router";
import { MemoryStorage } from "./memory-storage";

export const TEST_NOW = new Date("2030-06-01T08:00:00.000Z");

export interface RenderShopOptions {
  storage?: MemoryStorage;
  /** Another storage than a MemoryStorage: what lib/storage.ts browserStorage() gives. */
  appStorage?: KeyValueStorage;
  browserLanguages?: string[];
  now?: Date;
  loadMessages?: (locale: Locale) => Promise<PartialMessages>;
}

/** What the test reads of the router: where the shop is, and how it got there. */
export interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
}

function Probe({ into }: { into: RouterProbe }) {
  into.state = { location: useLocation(), historyAction: useNavigationType() };
  return null;
}

/** The shop's routes in a MemoryRouter at `url`, and a probe that follows the router. */
export function memoryShop(url: string) {
  const router = { state: {} } as RouterProbe;
  const element = (
    <MemoryRouter initialEntries={[url]}>
      <Probe into={router} />
      <ShopRoutes />
    </MemoryRouter>
  );
  return { router, element };
}

export function renderShop(url: string, options: RenderShopOptions = {}) {
  const storage = options.storage ?? new MemoryStorage();
  const { router, element } = memoryShop(url);
  const search = new URL(url, "http://shop.test").search;
  const initialLocale = resolveInitialLocale({
    search,
    storage,
    browserLanguages: options.browserLanguages ?? [],
  });
  const now = options.now ?? TEST_NOW;
  const view = render(
    <App
      initialLocale={initialLocale}
      storage={options.appStorage ?? storage}
      now={() => now}
      {...(options.loadMessages ? { loadMessages: options.loadMessages } : {})}
    >
      {element}
    </App>,
  );
  const location = () => {
    const { pathname, search } = router.state.location;
    return `${pathname}${search}`;
  };
  return { ...view, router, storage, location };
}

// The page frame of every shop page: consent, skip link, banners, header, main, footer.
import { SkipLink } from "@shop/ui/skip-link";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import type { ApiRequestError } from "../../lib/api-client";
import { ConsentBanner } from "./consent-banner";
import { Header } from "./header";
import { GlobalNotice } from "./notices";
import { ScrollToTop } from "./scroll-to-top";

// Start-up errors are rare: their boxes (and the collapsible they show details in) load only
// when there is one, not with every first page.
const GlobalErrors = lazy(async () => ({
  default: (await import("./global-errors")).GlobalErrors,
}));
// The test environment's banner shows only where the setting asks for it (test shops).
const TestEnvironmentBanner = lazy(async () => ({
  default: (await import("./test-banner")).TestEnvironmentBanner,
}));
// The footer starts below the fold (main is a window tall): it loads after the first page.
const Footer = lazy(async () => ({ default: (await import("./footer")).Footer }));

export function ShopShell({ errors }: { errors: readonly ApiRequestError[] }) {
  const { testEnvironmentBanner } = useShopSettings();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      {/* WCAG 2.4.11: the consent banner is at the top of the page, in its flow: it comes first
          in the tab order and never covers the element that has the focus. */}
      <ConsentBanner />
      <SkipLink href="#main" />
      {testEnvironmentBanner && (
        <Suspense fallback={null}>
          <TestEnvironmentBanner />
        </Suspense>
      )}
      <Header />
      {/* At least a window tall, so the footer starts below the fold and stays there while
          the page's parts arrive (no layout shift: the issue "speed"). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        <GlobalNotice />
        {errors.length > 0 && (
          <Suspense fallback={null}>
            <GlobalErrors errors={errors} />
          </Suspense>
        )}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
    </div>
  );
}

// The page frame of every shop page: skip link, banners, header, main, footer, consent.
import { SkipLink } from "@shop/ui/skip-link";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import type { ApiRequestError } from "../../lib/api-client";
import { ConsentBanner } from "./consent-banner";
import { Header } from "./header";
import { GlobalNotice, TestEnvironmentBanner } from "./notices";
import { ScrollToTop } from "./scroll-to-top";

// Start-up errors are rare: their boxes (and the collapsible they show details in) load only
// when there is one, not with every first page.
const GlobalErrors = lazy(async () => ({
  default: (await import("./global-errors")).GlobalErrors,
}));
// The footer starts below the fold (main is a window tall): it loads after the first page.
const Footer = lazy(async () => ({ default: (await import("./footer")).Footer }));

export function ShopShell({ errors }: { errors: readonly ApiRequestError[] }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <SkipLink href="#main" />
      <TestEnvironmentBanner />
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
      {/* Sticky at the bottom of the window while the page scrolls, above the footer at the end. */}
      <ConsentBanner />
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
    </div>
  );
}

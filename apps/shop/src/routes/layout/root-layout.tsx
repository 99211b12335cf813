// spec surrounding-areas §2 "Start-up": GET /shop first, in the visitor's language. 503 →
// maintenance page; 422 about the locale → back to de and retry (the request key changes, so
// SWR asks again); any other error opens the shop on default settings with the error shown.
import type { ShopAnswer } from "@shop/core/contract";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useShopAnswer } from "../../features/shop/use-shop";
import { keptSearch } from "../../features/startup/start-state";
import { startupOutcome } from "../../features/startup/startup-outcome";
import { useLocale } from "../../i18n/locale-context";
import { LoadingScreen } from "./loading-screen";
import { ShopSession } from "./shop-session";

/** The default settings, loaded only when GET /shop failed and the shop opens on them. */
function useFallbackShop(needed: boolean): ShopAnswer | null {
  const [fallback, setFallback] = useState<ShopAnswer | null>(null);
  useEffect(() => {
    if (!needed || fallback) return;
    let current = true;
    void import("../../features/shop/fallback-shop").then(({ FALLBACK_SHOP }) => {
      if (current) setFallback(FALLBACK_SHOP);
    });
    return () => {
      current = false;
    };
  }, [needed, fallback]);
  return fallback;
}

export function RootLayout() {
  const { locale, setLocale } = useLocale();
  const shop = useShopAnswer(locale);
  const navigate = useNavigate();
  const { search } = useLocation();
  const outcome = shop.error ? startupOutcome(shop.error, locale) : null;
  const fallback = useFallbackShop(outcome === "globalError" && !shop.data);

  useEffect(() => {
    if (outcome === "maintenance") navigate(`/maintenance${keptSearch(search)}`, { replace: true });
    else if (outcome === "resetLocale") setLocale("de");
  }, [outcome, navigate, search, setLocale]);

  if (outcome === "maintenance" || outcome === "resetLocale") return <LoadingScreen />;
  const settings = shop.data ?? fallback;
  if (!settings) return <LoadingScreen />;
  return (
    <ShopSession
      shop={settings}
      startupErrors={outcome === "globalError" && shop.error ? [shop.error] : []}
    />
  );
}

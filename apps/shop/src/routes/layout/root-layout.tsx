// spec surrounding-areas §2 "Start-up": GET /shop first, in the visitor's language. 503 →
// maintenance page; 422 about the locale → back to de and retry (the request key changes, so
// SWR asks again); any other error opens the shop on default settings with the error shown.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { FALLBACK_SHOP } from "../../features/shop/fallback-shop";
import { useShopAnswer } from "../../features/shop/use-shop";
import { keptSearch } from "../../features/startup/start-state";
import { startupOutcome } from "../../features/startup/startup-outcome";
import { useLocale } from "../../i18n/locale-context";
import { LoadingScreen } from "./loading-screen";
import { ShopSession } from "./shop-session";

export function RootLayout() {
  const { locale, setLocale } = useLocale();
  const shop = useShopAnswer(locale);
  const navigate = useNavigate();
  const { search } = useLocation();
  const outcome = shop.error ? startupOutcome(shop.error, locale) : null;

  useEffect(() => {
    if (outcome === "maintenance") navigate(`/maintenance${keptSearch(search)}`, { replace: true });
    else if (outcome === "resetLocale") setLocale("de");
  }, [outcome, navigate, search, setLocale]);

  if (outcome === "maintenance" || outcome === "resetLocale") return <LoadingScreen />;
  if (!shop.data && !shop.error) return <LoadingScreen />;
  return (
    <ShopSession
      shop={shop.data ?? FALLBACK_SHOP}
      startupErrors={outcome === "globalError" && shop.error ? [shop.error] : []}
    />
  );
}

import { Link } from "react-router";
import { useNavItems } from "../../features/navigation/use-nav-items";
import { useShopSettings } from "../../features/shop/shop-context";
import { startStatePath } from "../../features/startup/start-state";
import { useT } from "../../i18n/use-t";
import { CartButton } from "./cart-button";
import { HeaderSearch } from "./header-search";
import { LanguageSwitch } from "./language-switch";
import { MainNav } from "./main-nav";
import { MobileNav } from "./mobile-nav";
import { UserLinks } from "./user-links";

export function Header() {
  const t = useT();
  const items = useNavItems();
  const settings = useShopSettings();
  return (
    <header className="relative border-border border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link
          to={startStatePath(settings.startState)}
          aria-label={t("header.home")}
          className="rounded-sm font-heading font-semibold text-xl tracking-tight focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          {settings.logo ? (
            // The link's label names it; the logo's size is known before it loads (no shift).
            <img
              src={settings.logo.url}
              alt=""
              width={settings.logo.width}
              height={settings.logo.height}
              className="h-10 w-auto"
            />
          ) : (
            t("app.name")
          )}
        </Link>
        {/* WCAG 1.4.10: at 320 px the controls wrap instead of widening the page. */}
        <HeaderSearch className="order-last w-full lg:order-none lg:w-auto lg:flex-1 lg:max-w-sm" />
        <div className="ms-auto flex flex-wrap items-center justify-end gap-3">
          <LanguageSwitch />
          <UserLinks className="hidden items-center gap-4 md:flex" />
          <CartButton />
          <MobileNav items={items} className="md:hidden" />
        </div>
      </div>
      {items.length > 0 && (
        <div className="hidden border-border border-t md:block">
          <MainNav items={items} className="mx-auto max-w-6xl px-2 py-1" />
        </div>
      )}
    </header>
  );
}

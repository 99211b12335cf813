// The navigation of small screens: a "Menu" disclosure that shows every item, dropdown
// entries as nested lists. It closes when a page is chosen.
import { Button } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { MenuIcon } from "@shop/ui/icons";
import { useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavItem } from "../../features/navigation/nav-items";
import { useT } from "../../i18n/use-t";
import { navLinkClass } from "./main-nav";
import { UserLinks } from "./user-links";

export function MobileNav({ items, className }: { items: NavItem[]; className?: string }) {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  return (
    <div className={className}>
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenedAt(open ? null : pathname)}
      >
        <MenuIcon className="size-5" />
        {t("nav.menu")}
      </Button>
      <nav
        id={id}
        aria-label={t("nav.mobile")}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-border border-b bg-background px-4 py-3 shadow-md"
      >
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} className={(s) => cn(navLinkClass(s), "w-full justify-start")}>
                {t(item.label)}
              </NavLink>
              {item.dropdown && (
                <ul className="ms-4 grid gap-0.5">
                  {item.dropdown.entries.map((entry) => (
                    <li key={entry.id}>
                      <Link
                        to={entry.to}
                        className={cn(
                          navLinkClass({ isActive: false }),
                          "w-full justify-start font-normal",
                        )}
                      >
                        {entry.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <UserLinks className="mt-3 flex gap-4 border-border border-t pt-3" />
      </nav>
    </div>
  );
}

import { buttonVariants } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { NavLink } from "react-router";
import type { NavItem } from "../../features/navigation/nav-items";
import { useT } from "../../i18n/use-t";
import { NavDropdown } from "./nav-dropdown";

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(buttonVariants({ variant: isActive ? "secondary" : "ghost", size: "sm" }));

export function MainNav({ items, className }: { items: NavItem[]; className?: string }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("nav.main")} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) =>
          item.dropdown ? (
            <NavDropdown key={item.key} item={{ ...item, dropdown: item.dropdown }} />
          ) : (
            <li key={item.key}>
              <NavLink to={item.to} className={navLinkClass} end={item.key === "tickets"}>
                {t(item.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

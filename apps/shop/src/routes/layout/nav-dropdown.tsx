// A disclosure menu (WAI-ARIA disclosure navigation pattern): a button with aria-expanded
// shows a list of links; Escape closes it and returns focus, as does leaving it.
import { buttonVariants } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { ChevronDownIcon } from "@shop/ui/icons";
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { NavItem } from "../../features/navigation/nav-items";
import { useT } from "../../i18n/use-t";

const entryClass = cn(
  buttonVariants({ variant: "ghost", size: "sm" }),
  "w-full justify-start text-start font-normal",
);

export function NavDropdown({
  item,
}: {
  item: NavItem & { dropdown: NonNullable<NavItem["dropdown"]> };
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Following a link inside closes the menu.
  const isOpen = open && openedAt === pathname;
  const toggle = () => {
    setOpen(!isOpen);
    setOpenedAt(pathname);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <li className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={toggle}
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "group")}
        data-state={isOpen ? "open" : "closed"}
      >
        {t(item.label)}
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </button>
      <ul
        id={id}
        hidden={!isOpen}
        className="absolute start-0 top-full z-40 mt-1 grid min-w-56 gap-0.5 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {item.dropdown.entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.to} className={entryClass}>
              {entry.title}
            </Link>
          </li>
        ))}
        {item.dropdown.more && (
          <li>
            <Link to={item.to} className={cn(entryClass, "font-medium text-primary")}>
              {t("nav.viewAll")}
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

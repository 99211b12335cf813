import type { ComponentProps } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { ChevronRightIcon } from "../../lib/icons";
import { Slot } from "../../lib/slot";
import { breadcrumbsMessages } from "./messages";

// WAI-ARIA breadcrumb pattern: a labelled nav, an ordered list, aria-current on the last item.
export function Breadcrumbs({ "aria-label": label, ...props }: ComponentProps<"nav">) {
  const { t } = useUiText(breadcrumbsMessages);
  return <nav data-slot="breadcrumbs" aria-label={label ?? t("breadcrumbs.label")} {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<"ol">) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn(
        "flex flex-wrap items-center gap-1.5 break-words text-muted-foreground text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn("inline-flex items-center gap-1.5", className)}
      {...props}
    />
  );
}

export function BreadcrumbLink({
  asChild,
  className,
  ...props
}: ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn(
        "rounded-sm text-muted-foreground underline underline-offset-4 hover:text-foreground",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

/** The current page: not a link, marked with aria-current. */
export function BreadcrumbPage({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn("font-medium text-foreground", className)}
      {...props}
    />
  );
}

export function BreadcrumbSeparator({ className, children, ...props }: ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn("[&>svg]:size-3.5", className)}
      {...props}
    >
      {children ?? <ChevronRightIcon className="rtl:rotate-180" />}
    </li>
  );
}

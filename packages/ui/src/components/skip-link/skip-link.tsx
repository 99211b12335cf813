import type { ComponentProps } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { skipLinkMessages } from "./messages";

export type SkipLinkProps = ComponentProps<"a"> & {
  /** The id of the main content, with `#`; `#main` by default. */
  href?: string;
};

/** The first focusable element of a page: jumps past the header to the content (WCAG 2.4.1). */
export function SkipLink({ href = "#main", className, children, ...props }: SkipLinkProps) {
  const { t } = useUiText(skipLinkMessages);
  return (
    <a
      data-slot="skip-link"
      href={href}
      className={cn(
        "sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground",
        "focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50",
        focusRing,
        className,
      )}
      {...props}
    >
      {children ?? t("skipLink.label")}
    </a>
  );
}

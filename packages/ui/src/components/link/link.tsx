import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Slot } from "../../lib/slot";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";
import { linkMessages } from "./messages";

// Links in running text stay underlined: colour alone must not mark them (WCAG 1.4.1).
export const linkVariants = cva(cn("rounded-sm text-primary underline-offset-4", focusRing), {
  variants: {
    variant: {
      inline: "underline hover:decoration-2",
      standalone: "font-medium no-underline hover:underline",
      muted: "text-muted-foreground underline hover:text-foreground",
    },
  },
  defaultVariants: { variant: "inline" },
});

export type LinkProps = ComponentProps<"a"> &
  VariantProps<typeof linkVariants> & {
    /** Render the child (e.g. react-router's Link) with this look. */
    asChild?: boolean;
    /** Opens in a new window and says so to screen readers. */
    external?: boolean;
  };

export function Link({ asChild, external, variant, className, children, ...props }: LinkProps) {
  const { t } = useUiText(linkMessages);
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="link"
      data-variant={variant ?? "inline"}
      className={cn(linkVariants({ variant }), className)}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children}
          {external && " "}
          {external && <VisuallyHidden>{t("link.opensInNewWindow")}</VisuallyHidden>}
        </>
      )}
    </Comp>
  );
}

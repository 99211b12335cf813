import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, MouseEvent } from "react";
import { useUiMessages } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Slot, Slottable } from "../../lib/slot";
import { Spinner } from "../spinner/spinner";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";

export const buttonVariants = cva(
  cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-center font-medium text-sm transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed data-loading:cursor-wait [&_svg]:size-4 [&_svg]:shrink-0",
    focusRing,
  ),
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline:
          "border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-primary underline underline-offset-4 hover:decoration-2",
      },
      size: {
        sm: "min-h-8 px-3 py-1",
        md: "min-h-10 px-4 py-2",
        lg: "min-h-12 px-6 py-3 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router link) with the button's look instead. */
    asChild?: boolean;
    /** Busy: shows a spinner, ignores clicks and keeps focus (a disabled button would drop it). */
    loading?: boolean;
    /** Said after the name while loading; defaults to the library's "loading" text. */
    loadingLabel?: string;
  };

export function Button({
  asChild,
  loading = false,
  loadingLabel,
  variant,
  size,
  className,
  children,
  onClick,
  type = "button",
  ...props
}: ButtonProps) {
  const { t } = useUiMessages();
  const Comp = asChild ? Slot : "button";
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-size={size ?? "md"}
      data-loading={loading || undefined}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={handleClick}
      {...(asChild ? {} : { type })}
      {...props}
    >
      {loading && <Spinner decorative size="sm" />}
      <Slottable>{children}</Slottable>
      {/* the space keeps the name "Pay Loading", not "PayLoading" */}
      {loading && " "}
      {loading && <VisuallyHidden>{loadingLabel ?? t("loading")}</VisuallyHidden>}
    </Comp>
  );
}

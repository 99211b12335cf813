import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useUiMessages } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";

export const spinnerVariants = cva(
  "inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_2s_linear_infinite]",
  {
    variants: {
      size: { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-4" },
    },
    defaultVariants: { size: "md" },
  },
);

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading; defaults to the library's "loading" text. */
    label?: string;
    /** Inside a control that already says it is busy: draw the wheel only, announce nothing. */
    decorative?: boolean;
  };

/** A loading indicator that a screen reader announces as a status message. */
export function Spinner({ label, decorative, size, className, ...props }: SpinnerProps) {
  const { t } = useUiMessages();
  const wheel = (
    <span aria-hidden="true" className={cn(spinnerVariants({ size }), decorative && className)} />
  );
  if (decorative) return wheel;
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center text-primary", className)}
      {...props}
    >
      {wheel}
      <VisuallyHidden>{label ?? t("loading")}</VisuallyHidden>
    </span>
  );
}

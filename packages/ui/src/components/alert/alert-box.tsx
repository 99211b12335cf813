// The alert's box: its look and role, without `focusOn` (alert.tsx), so a composite on a size
// budget leaves the focus effect out (cart-line: 8 kB gzip, scripts/size.mjs; a bundler keeps an
// external's unused import, here React's hooks). Such a composite hands the box's ref to its
// user instead, who applies the one focus rule with `useFocusOn` (cart-line's `errorRef`).
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

export const alertVariants = cva(
  cn(
    "relative grid w-full gap-1 rounded-md border-s-4 px-4 py-3 text-sm [&>svg]:absolute [&>svg]:top-3.5 [&>svg]:start-4 [&>svg]:size-4 [&>svg~*]:ps-6",
    focusRing,
  ),
  {
    variants: {
      variant: {
        info: "border-info bg-card text-card-foreground [&>svg]:text-info",
        success: "border-success bg-card text-card-foreground [&>svg]:text-success",
        warning: "border-warning bg-card text-card-foreground [&>svg]:text-warning",
        destructive: "border-destructive bg-card text-card-foreground [&>svg]:text-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

export type AlertBoxProps = ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/** The alert without `focusOn`; not exported from the package. */
export function AlertBox({
  className,
  variant,
  role = "alert",
  tabIndex = -1,
  ...props
}: AlertBoxProps) {
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? "info"}
      role={role}
      tabIndex={tabIndex}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

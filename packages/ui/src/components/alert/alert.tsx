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

export type AlertProps = ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/**
 * A message box. It is a live `alert` by default and takes programmatic focus (tabIndex -1), so
 * a form can move focus to its error summary after a failed submit. Pass role="status" for
 * polite news, or role="note" for a static one.
 */
export function Alert({ className, variant, role = "alert", tabIndex = -1, ...props }: AlertProps) {
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

export function AlertTitle({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="alert-title" className={cn("font-semibold leading-snug", className)} {...props} />
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      className={cn("text-card-foreground [&_p]:leading-relaxed", className)}
      {...props}
    />
  );
}

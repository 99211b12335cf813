import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { XIcon } from "../../lib/icons";
import { toastMessages } from "./messages";

// Radix toasts: announced in a live region, paused on hover and focus, F8 jumps to them,
// swipe or Escape dismisses. Never put the only way to do something in a toast (WCAG 2.2.1).
export function ToastProvider({
  label,
  duration = 6000,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useUiText(toastMessages);
  return (
    <ToastPrimitive.Provider
      label={label ?? t("toast.notification")}
      duration={duration}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useUiText(toastMessages);
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      label={label ?? t("toast.region")}
      className={cn(
        "fixed end-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm",
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  "relative grid w-full grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-md border border-border border-s-4 bg-popover p-4 pe-3 text-popover-foreground shadow-lg data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:opacity-0 motion-safe:transition-opacity",
  {
    variants: {
      variant: {
        info: "border-s-info",
        success: "border-s-success",
        warning: "border-s-warning",
        destructive: "border-s-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "info"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("col-start-1 font-semibold text-sm", className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("col-start-1 text-sm", className)}
      {...props}
    />
  );
}

/** An action; `altText` tells screen reader users how to do the same without the toast. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "col-start-1 mt-1 inline-flex min-h-8 w-fit cursor-pointer items-center rounded-md border border-input px-3 font-medium text-sm hover:bg-accent hover:text-accent-foreground",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({
  className,
  "aria-label": label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useUiText(toastMessages);
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={label ?? t("toast.dismiss")}
      className={cn(
        "col-start-2 row-start-1 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground",
        focusRing,
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitive.Close>
  );
}

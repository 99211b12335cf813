import { type ComponentProps, type RefObject, useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { AlertBox, type AlertBoxProps } from "./alert-box";

export { alertVariants } from "./alert-box";

export type AlertProps = AlertBoxProps & {
  /**
   * Moves focus to the alert whenever this value changes, and when the alert mounts with
   * one: an attempt counter (0 is "no attempt yet") or the error object of the last failed
   * attempt, so the same error told twice takes the focus twice (WAI-ARIA alert pattern; spec
   * selling-core §8 "errors show an alert and focus it").
   */
  focusOn?: unknown;
};

/**
 * The one focus rule for alerts: moves focus to `target` whenever `focusOn` changes to an
 * attempt (a counter above 0, or the error of the last failed attempt), and when it mounts with
 * one. `Alert` applies it through its `focusOn`; a composite that renders its own alert box
 * (a cart line's error) hands its ref here, so it carries no focus code of its own.
 */
export function useFocusOn(target: RefObject<HTMLElement | null>, focusOn: unknown): void {
  useEffect(() => {
    if (focusOn != null && focusOn !== false && focusOn !== 0) target.current?.focus();
  }, [focusOn, target]);
}

/**
 * A message box. It is a live `alert` by default and takes programmatic focus (tabIndex -1), so
 * a form moves focus to its error summary after each failed submit (`focusOn`). Pass
 * role="status" for polite news, or role="note" for a static one.
 */
export function Alert({ focusOn, ref, ...props }: AlertProps) {
  const own = useRef<HTMLDivElement>(null);
  useFocusOn(own, focusOn);
  return (
    <AlertBox
      ref={(node) => {
        own.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
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

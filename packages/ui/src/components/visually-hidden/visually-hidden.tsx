import { VisuallyHidden as VisuallyHiddenPrimitive } from "@radix-ui/react-visually-hidden";
import type { ComponentProps } from "react";

/** Text for screen readers only, e.g. a label that the layout shows as an icon. */
export function VisuallyHidden(props: ComponentProps<typeof VisuallyHiddenPrimitive>) {
  return <VisuallyHiddenPrimitive data-slot="visually-hidden" {...props} />;
}

import type { ComponentProps, CSSProperties } from "react";

// Radix's VisuallyHidden styles (after Bootstrap's mixin). Its component is not used: it wraps
// the span in Radix's Primitive, whose module builds a component per HTML element when it
// loads, and no first page of the shop needs that otherwise (the issue "speed").
const HIDDEN: CSSProperties = {
  position: "absolute",
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  overflowWrap: "normal",
};

/** Text for screen readers only, e.g. a label that the layout shows as an icon. */
export function VisuallyHidden({ style, ...props }: ComponentProps<"span">) {
  return <span data-slot="visually-hidden" {...props} style={{ ...HIDDEN, ...style }} />;
}

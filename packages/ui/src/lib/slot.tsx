// `asChild`: a component lends its props (look, handlers, ref) to its one child element, e.g. a
// router link that looks like a button. The semantics of @radix-ui/react-slot's Slot and
// Slottable, which the design system used before: the child's props win, except that handlers
// both run (the child's first), styles merge, class names and aria-describedby ids join (ids not deduplicated), and
// refs compose; a Slottable marks which of several children is the element, the others going
// inside it. Why our own: these 50 lines are 0.4 kB gzip where the library and its ref helper
// were 2.4 kB of every first route (bench/first-route, budget 120 kB); the React 19 element
// model (ref as a prop) makes the library's forwardRef and lazy-child paths unneeded here.
// slot.test.tsx holds it to the library's rules.
import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** Marks the child element a Slot renders as, among its other children. */
export function Slottable({ children }: { children?: ReactNode }) {
  return children;
}

export type SlotProps = Props & { children?: ReactNode; ref?: unknown };

/** Renders its one child element (or its Slottable's) with the Slot's props merged in. */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const all = Children.toArray(children);
  const slottable = all.find((child) => isValidElement(child) && child.type === Slottable) as
    | ReactElement<{ children?: ReactNode }>
    | undefined;
  const element = slottable ? slottable.props.children : children;
  if (!isValidElement<Props>(element)) throw Error("Slot needs one element child (asChild)");
  const childProps = element.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      merged[name] =
        slotValue && childValue
          ? (...args: unknown[]) => {
              const result = (childValue as Handler)(...args);
              (slotValue as Handler)(...args);
              return result;
            }
          : childValue || slotValue;
    } else if (name === "style")
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    // Classes: the slot's first; described-by ids: the child's first.
    else if (name === "className") merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    else if (name === "aria-describedby") {
      merged[name] = [childValue, slotValue].filter(Boolean).join(" ");
    }
  }
  if (element.type !== Fragment) {
    merged.ref = ref
      ? (node: unknown) => {
          for (const each of [ref, childProps.ref]) {
            if (typeof each === "function") each(node);
            else if (each) (each as { current: unknown }).current = node;
          }
        }
      : childProps.ref;
  }
  // With a Slottable, the other children go inside the element, in their places.
  return slottable
    ? cloneElement(
        element,
        merged,
        ...all.map((child) => (child === slottable ? (childProps.children as ReactNode) : child)),
      )
    : cloneElement(element, merged);
}

// `asChild`: a component lends its props (look, handlers, ref) to its one child element, e.g. a
// router link that looks like a button. The semantics of @radix-ui/react-slot's Slot and
// Slottable, which the design system used before: the child's props win, except that handlers
// both run (the child's first), styles merge, class names and aria-describedby ids join, and
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

/** Marks the child element a Slot renders as, among its other children. */
export function Slottable({ children }: { children?: ReactNode }) {
  return children;
}

function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set(
    values.flatMap((value) => (typeof value === "string" ? value.split(/\s+/) : [])),
  );
  ids.delete("");
  return ids.size > 0 ? [...ids].join(" ") : undefined;
}

function composeRefs(...refs: unknown[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
    }
  };
}

function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) merged[name] = slotValue;
    } else if (name === "style")
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === "className") merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    else if (name === "aria-describedby") merged[name] = joinIds(childValue, slotValue);
  }
  return merged;
}

export type SlotProps = Props & { children?: ReactNode; ref?: unknown };

/** Renders its one child element (or its Slottable's) with the Slot's props merged in. */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const all = Children.toArray(children);
  const slottable = all.find(
    (child): child is ReactElement<{ children?: ReactNode }> =>
      isValidElement(child) && child.type === Slottable,
  );
  let element: ReactNode = children;
  if (slottable) {
    const inner = slottable.props.children;
    element = isValidElement<{ children?: ReactNode }>(inner)
      ? cloneElement(
          inner,
          undefined,
          all.map((child) => (child === slottable ? inner.props.children : child)),
        )
      : null;
  }
  if (!isValidElement<Props>(element)) {
    throw new Error("Slot needs exactly one element child to render as (asChild)");
  }
  const childProps = element.props;
  const merged = mergeProps(slotProps, childProps);
  if (element.type !== Fragment)
    merged.ref = ref ? composeRefs(ref, childProps.ref) : childProps.ref;
  return cloneElement(element, merged);
}

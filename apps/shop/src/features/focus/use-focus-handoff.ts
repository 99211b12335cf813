// Issue 27, WCAG 2.4.3: when the control the visitor activated disappears or is replaced (a form
// opens, a save ends the editing), the focus goes to the new content instead of falling to
// <body>. The rule for a change of page is routes/layout/route-focus.ts.
import { type RefCallback, useCallback, useEffect, useRef, useState } from "react";

/**
 * `target` marks the element that takes the focus (the opened form's heading or first field,
 * the text that shows a saved value or a status; focusable by script: tabIndex -1), `handOff()`
 * asks for the move. The element takes the focus once the change is on the page: at once when it
 * is there, or when it mounts later (a form whose data loads first).
 */
export function useFocusHandoff<T extends HTMLElement>(): {
  target: RefCallback<T>;
  handOff: () => void;
} {
  const node = useRef<T | null>(null);
  const pending = useRef(false);
  const [asked, setAsked] = useState(0);
  const take = useCallback(() => {
    const element = node.current;
    if (!pending.current || !element?.isConnected) return;
    pending.current = false;
    element.focus();
  }, []);
  const target = useCallback(
    (element: T | null) => {
      node.current = element;
      take();
    },
    [take],
  );
  // After the render that took the activated control away (the target may have stayed).
  useEffect(() => {
    if (asked > 0) take();
  }, [asked, take]);
  const handOff = useCallback(() => {
    pending.current = true;
    setAsked((count) => count + 1);
  }, []);
  return { target, handOff };
}

// Issue 27, WCAG 2.4.3: after a client-side change of page the focus must not fall to <body>
// (keyboard and screen-reader users lose their place). One rule for every page: once the visitor
// has done something, a new page's main heading (h1) takes the focus, or <main> when the page has
// none, unless the new page already gave the focus to something (an alert, a field).
// In-page changes use features/focus/use-focus-handoff.ts.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a page may stay without a heading before <main> takes the focus (it loads). */
const HEADING_WAIT_MS = 1000;
/** After this, a heading that shows up late is left alone. */
const GIVE_UP_MS = 10_000;

/** Called once, by the shop's frame (footer.tsx: it loads after the first page). */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  // Set by the visitor's activations (a click, Enter or Space), cleared when something in the
  // page takes the focus after them: a new page that focused its alert or a field has decided,
  // and is left alone.
  const focusFree = useRef(false);
  const moving = useRef(false);

  useEffect(() => {
    const activate = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
      focusFree.current = true;
    };
    const focused = (event: FocusEvent) => {
      const main = document.getElementById("main");
      const target = event.target as Node;
      if (!moving.current && target !== main && main?.contains(target)) focusFree.current = false;
    };
    document.addEventListener("click", activate, true);
    document.addEventListener("keydown", activate, true);
    document.addEventListener("focusin", focused, true);
    return () => {
      document.removeEventListener("click", activate, true);
      document.removeEventListener("keydown", activate, true);
      document.removeEventListener("focusin", focused, true);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the change of page is the trigger
  useEffect(() => {
    // The first load (and its redirects) happens before any activation: the focus stays at the
    // start of the document, where the skip link is.
    const main = document.getElementById("main");
    if (!focusFree.current || !main) return;
    const put = (target: HTMLElement) => {
      moving.current = true;
      target.focus({ preventScroll: true });
      moving.current = false;
    };
    const tryHeading = () => {
      if (!focusFree.current) return true;
      const heading = main.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      // Focusable by script only, not a tab stop.
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      focusFree.current = false;
      // Nothing in the page took the focus since the activation: it is on the control that
      // went (body), one that stays (a link in the header) or on <main> (below). Never focused
      // twice, so never announced twice.
      if (document.activeElement !== heading) put(heading);
      return true;
    };
    if (tryHeading()) return;
    // The page is still loading (a lazy chunk, its data): wait for its heading.
    const observer = new MutationObserver(() => {
      if (tryHeading()) stop();
    });
    const fallback = window.setTimeout(() => {
      if (focusFree.current) put(main);
    }, HEADING_WAIT_MS);
    const end = window.setTimeout(() => stop(), GIVE_UP_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(fallback);
      window.clearTimeout(end);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

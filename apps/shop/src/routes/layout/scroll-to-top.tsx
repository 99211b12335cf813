import { useEffect } from "react";
import { useLocation } from "react-router";

/** spec surrounding-areas §2: the page scrolls to the top on every state change. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the change of page is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

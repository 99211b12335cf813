import { useEffect } from "react";

/** Names the browser tab after the page (WCAG 2.2 SC 2.4.2), then the shop. */
export function usePageTitle(title: string, shopName: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${shopName}` : shopName;
  }, [title, shopName]);
}

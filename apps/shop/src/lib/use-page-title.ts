import { useEffect } from "react";

/** Names the browser tab after the page (WCAG 2.2 SC 2.4.2), then the shop. */
export function usePageTitle(title: string, shopName: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${shopName}` : shopName;
  }, [title, shopName]);
}

/**
 * The shop's description for search engines and link previews (`<meta name="description">`),
 * in the visitor's language; undefined while its text is not there yet.
 */
export function useMetaDescription(text: string | undefined): void {
  useEffect(() => {
    if (text === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = text;
  }, [text]);
}

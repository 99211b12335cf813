// The issue 34, Deliver 4: the shop as the widget's overlay shows it (src/widget), in a frame of
// the venue's own page. Loaded only there (main.tsx), so no other visit carries it. It
// - sizes the frame to the page: posts the document's height whenever it changes;
// - closes on Escape: key events in the frame never reach the venue's page, so an Escape that
//   nothing in the shop handled (Radix's dialogs and selects call preventDefault) asks it to;
// - names the close button in the shop's language (the script carries no texts);
// - carries the session, the visitor and the waiting room's token in headers, as no cookie
//   reaches a cross-site frame
//   (apps/server http/api-cookie.ts).
// Messages go to any parent ("*"): they hold a height, a label and a request to close, and the
// shop's pages may be framed only by the catalogue's allowed sites (CSP frame-ancestors).
import { EMBED_HEADERS, EMBED_MESSAGES, type Locale } from "@shop/core/constants";
import { uiMessages } from "@shop/ui/i18n";
import { tokenKey } from "./embed-session";

const TOKEN_HEADERS = [EMBED_HEADERS.session, EMBED_HEADERS.visitor, EMBED_HEADERS.queue] as const;

/** The tokens of the frame's session and visitor. */
export interface TokenStore {
  get(header: string): string | null;
  set(header: string, token: string): void;
}

/**
 * The frame's sessionStorage (embed-session.ts); in memory where a browser refuses storage to
 * a frame, so a purchase still works while the page stays.
 */
export function tokenStore(win: Window): TokenStore {
  const memory = new Map<string, string>();
  return {
    get(header) {
      try {
        return win.sessionStorage.getItem(tokenKey(header));
      } catch {
        return memory.get(header) ?? null;
      }
    },
    set(header, token) {
      try {
        if (token === "") win.sessionStorage.removeItem(tokenKey(header));
        else win.sessionStorage.setItem(tokenKey(header), token);
      } catch {
        if (token === "") memory.delete(header);
        else memory.set(header, token);
      }
    },
  };
}

/**
 * `fetch` that adds the embed marker and the stored tokens to every call of the shop's API and
 * keeps the tokens its answers hand out; other calls go out unchanged. One wrapper at the door
 * rather than a branch in the API client: the first route, which every visit loads, stays as
 * it was (bench/first-route).
 */
export function embedFetch(fetcher: typeof fetch, origin: string, store: TokenStore): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin || !url.pathname.startsWith("/api/")) return fetcher(request);
    request.headers.set(EMBED_HEADERS.marker, "1");
    for (const header of TOKEN_HEADERS) {
      const token = store.get(header);
      if (token) request.headers.set(header, token);
    }
    const response = await fetcher(request);
    for (const header of TOKEN_HEADERS) {
      const token = response.headers.get(header);
      // An empty value: the session ended (sign-out).
      if (token !== null) store.set(header, token);
    }
    return response;
  };
}

/** The close button's name in the page's language (the shop sets <html lang>). */
function closeLabel(doc: Document): string {
  const lang = doc.documentElement.lang as Locale;
  return (uiMessages[lang] ?? uiMessages.de).close;
}

export function startEmbedMode(win: Window): void {
  const parent = win.parent;
  const post = (message: object) => parent.postMessage(message, "*");
  win.fetch = embedFetch(win.fetch.bind(win), win.location.origin, tokenStore(win));

  const doc = win.document;
  const root = doc.documentElement;
  let height = -1;
  const postHeight = () => {
    // The page's own height, not the frame's: a page shorter than the frame shrinks it.
    const next = Math.ceil(root.getBoundingClientRect().height);
    if (next === height) return;
    height = next;
    post({ type: EMBED_MESSAGES.height, height });
  };
  new ResizeObserver(postHeight).observe(root);
  postHeight();

  const postLabel = () => post({ type: EMBED_MESSAGES.label, label: closeLabel(doc) });
  new MutationObserver(postLabel).observe(root, { attributeFilter: ["lang"] });
  postLabel();

  // On the window, in the bubbling phase: after the shop's own handlers, which are on the
  // document (Radix's in its capture phase).
  win.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) post({ type: EMBED_MESSAGES.close });
  });
}

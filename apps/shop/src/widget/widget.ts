// The issue 34, Deliver 4: the embeddable widget (README.md beside it). The venue's page links
// to the shop (`<a href="https://shop…/tickets/list" data-museum-shop>`) and loads this script;
// a click on such a link then opens the shop page in an overlay instead of leaving the page.
// Without the script the link opens the shop as any link does (progressive enhancement).
// Plain DOM, no React: it runs on pages that are not ours and has a size budget of its own
// (bench/widget, 10 kB gzip). It carries no texts: its close button takes its name from the
// link (`data-close-label`) or from the shop in the frame, which knows the visitor's language.
import { EMBED_LINK_ATTRIBUTE, EMBED_MESSAGES } from "@shop/core/constants";

export interface Widget {
  /** Opens `link`'s shop page in the overlay; focus returns to `link` on close. */
  open(link: HTMLAnchorElement): void;
  close(): void;
  /** Stops listening (tests); the overlay's element stays in the page until closed. */
  dispose(): void;
}

interface Overlay {
  dialog: HTMLDialogElement;
  frame: HTMLIFrameElement;
  closer: HTMLButtonElement;
}

/** The overlay's own class names, prefixed so they do not meet the venue's rules. */
const PREFIX = "museum-shop-widget";

// Inline style, not a stylesheet: a venue's CSP may allow this script without allowing its
// styles from our origin; style attributes set through the CSSOM are not governed by CSP.
function styled<T extends HTMLElement>(element: T, css: Partial<CSSStyleDeclaration>): T {
  Object.assign(element.style, css);
  return element;
}

function buildOverlay(doc: Document, onClose: () => void): Overlay {
  const dialog = styled(doc.createElement("dialog"), {
    width: "min(64rem, calc(100vw - 2rem))",
    maxWidth: "none",
    maxHeight: "calc(100vh - 2rem)",
    padding: "0",
    border: "0",
    borderRadius: "0.5rem",
    overflow: "auto",
    background: "#fff",
  });
  dialog.className = PREFIX;
  const closer = styled(doc.createElement("button"), {
    position: "sticky",
    top: "0",
    float: "right",
    zIndex: "1",
    font: "inherit",
    fontSize: "1.5rem",
    lineHeight: "1",
    padding: "0.5rem 0.75rem",
    margin: "0.25rem",
    border: "2px solid currentColor",
    borderRadius: "0.25rem",
    background: "#fff",
    color: "#111",
    cursor: "pointer",
  });
  closer.type = "button";
  // The sign is decoration; the name comes from a label (see setLabel). Until one is known
  // the button stays hidden, so no nameless button is ever in the page; Escape closes anyway.
  const sign = doc.createElement("span");
  sign.setAttribute("aria-hidden", "true");
  sign.textContent = "×";
  closer.append(sign);
  closer.hidden = true;
  closer.addEventListener("click", onClose);
  const frame = styled(doc.createElement("iframe"), {
    display: "block",
    width: "100%",
    height: "60vh",
    border: "0",
  });
  dialog.append(closer, frame);
  // Escape while the focus is in this page: the dialog's own cancel; close() does the rest.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    onClose();
  });
  return { dialog, frame, closer };
}

/**
 * The shop page `link` opens, or null when it is not a page of the shop at `origin`. As it is:
 * the shop knows it is embedded by being framed (apps/shop src/main.tsx), which lasts through
 * its own navigation, where a marker in the URL would not.
 */
export function embedUrl(link: HTMLAnchorElement, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  return url.origin === origin ? url.href : null;
}

function setLabel(overlay: Overlay, label: string) {
  overlay.closer.setAttribute("aria-label", label);
  overlay.closer.hidden = false;
}

/**
 * Starts the widget for the shop at `origin` in `win`'s document: clicks on its links open the
 * overlay (delegated, so links added later work too). The shop's messages are taken only from
 * `origin` and only from the overlay's own frame.
 */
export function startWidget(win: Window, origin: string): Widget {
  const doc = win.document;
  let overlay: Overlay | undefined;
  let opener: HTMLAnchorElement | null = null;

  const close = () => {
    if (!overlay?.dialog.open) return;
    overlay.dialog.close();
    // Unloads the shop page: a second open starts afresh, and nothing runs hidden.
    overlay.frame.removeAttribute("src");
    const back = opener;
    opener = null;
    back?.focus();
  };

  const open = (link: HTMLAnchorElement) => {
    const src = embedUrl(link, origin);
    if (src === null) return;
    overlay ??= buildOverlay(doc, close);
    if (!overlay.dialog.isConnected) doc.body.append(overlay.dialog);
    const name = (link.textContent ?? "").trim() || link.title;
    overlay.dialog.setAttribute("aria-label", name);
    overlay.frame.title = name;
    const label = link.getAttribute("data-close-label");
    if (label) setLabel(overlay, label);
    // Else the shop names it as its page loads (in its language, which may have changed).
    else overlay.closer.hidden = true;
    overlay.frame.style.height = "60vh";
    overlay.frame.src = src;
    opener = link;
    overlay.dialog.showModal();
  };

  const onClick = (event: MouseEvent) => {
    // A new tab or window (modifier keys, the middle button) stays the browser's business.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest(`a[${EMBED_LINK_ATTRIBUTE}]`);
    if (!(link instanceof HTMLAnchorElement) || embedUrl(link, origin) === null) return;
    event.preventDefault();
    open(link);
  };

  const onMessage = (event: MessageEvent) => {
    // Only our shop, and only in our frame: any other window may post anything.
    if (event.origin !== origin || !overlay || event.source !== overlay.frame.contentWindow) {
      return;
    }
    const data = event.data as { type?: unknown; height?: unknown; label?: unknown } | null;
    if (data?.type === EMBED_MESSAGES.height && typeof data.height === "number") {
      // The frame as tall as its page, at most the window's height (then the page scrolls in it).
      const height = Math.max(0, Math.min(Math.ceil(data.height), win.innerHeight - 32));
      overlay.frame.style.height = `${height}px`;
    } else if (data?.type === EMBED_MESSAGES.close) {
      close();
    } else if (
      data?.type === EMBED_MESSAGES.label &&
      typeof data.label === "string" &&
      data.label.trim() !== "" &&
      !opener?.getAttribute("data-close-label")
    ) {
      setLabel(overlay, data.label.slice(0, 80));
    }
  };

  doc.addEventListener("click", onClick);
  win.addEventListener("message", onMessage);
  return {
    open,
    close,
    dispose() {
      doc.removeEventListener("click", onClick);
      win.removeEventListener("message", onMessage);
    },
  };
}

/** The shop's origin: the one this script was loaded from. */
export function scriptOrigin(script: HTMLOrSVGScriptElement | null): string | null {
  const src = script instanceof HTMLScriptElement ? script.src : "";
  try {
    return src ? new URL(src).origin : null;
  } catch {
    return null;
  }
}

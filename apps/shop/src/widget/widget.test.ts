// The issue 34, Deliver 4: the widget on a venue's page opens the shop's links in an overlay,
// believes only its own frame on the shop's origin, and gives the focus back on close.
import { EMBED_MESSAGES } from "@shop/core/constants";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embedUrl, scriptOrigin, startWidget, type Widget } from "./widget";

const SHOP = "https://shop.example.org";

// jsdom has <dialog> without its modal parts: open and close are enough here.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

let widget: Widget;

function addLink(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = "Tickets";
  link.setAttribute("data-museum-shop", "");
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  return link;
}

const dialog = () => document.querySelector("dialog");
const frame = () => document.querySelector("iframe");
const closeButton = () => dialog()?.querySelector("button") ?? null;

/** A message as the browser delivers it: `origin` and `source` are what the widget checks. */
function post(data: unknown, origin = SHOP, source = frame()?.contentWindow ?? null) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

beforeEach(() => {
  widget = startWidget(window, SHOP);
});

afterEach(() => {
  widget.close();
  widget.dispose();
  document.body.replaceChildren();
});

describe("given a link to the shop with the widget's attribute", () => {
  it("opens its page in a named frame of a modal dialog instead of leaving the page", () => {
    const link = addLink(`${SHOP}/tickets/list?museum_id=1`);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog()?.open).toBe(true);
    expect(dialog()).toHaveAttribute("aria-label", "Tickets");
    expect(frame()).toHaveAttribute("src", `${SHOP}/tickets/list?museum_id=1`);
    expect(frame()).toHaveAttribute("title", "Tickets");
  });

  it("leaves a click with a modifier key, and a link to another site, to the browser", () => {
    // What the widget left is seen here, after it; then stopped, as jsdom cannot navigate.
    const left: boolean[] = [];
    const stop = (event: Event) => {
      left.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", stop);
    const link = addLink(`${SHOP}/start`);
    const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(withCtrl);
    const other = addLink("https://elsewhere.example.org/start");
    const elsewhere = new MouseEvent("click", { bubbles: true, cancelable: true });
    other.dispatchEvent(elsewhere);
    window.removeEventListener("click", stop);
    expect(left).toEqual([true, true]);
    expect(dialog()).toBeNull();
  });

  it("returns the focus to the link on close, and unloads the shop", () => {
    const link = addLink(`${SHOP}/event/3`);
    link.focus();
    widget.open(link);
    frame()?.focus();
    post({ type: EMBED_MESSAGES.close });
    expect(dialog()?.open).toBe(false);
    expect(link).toHaveFocus();
    expect(frame()).not.toHaveAttribute("src");
  });

  it("closes on the dialog's cancel (Escape in the venue's page)", () => {
    const link = addLink(`${SHOP}/tour/1`);
    widget.open(link);
    dialog()?.dispatchEvent(new Event("cancel", { cancelable: true }));
    expect(dialog()?.open).toBe(false);
    expect(link).toHaveFocus();
  });
});

describe("given messages from the frame", () => {
  it("sizes the frame to the shop's page, at most the window's height", () => {
    widget.open(addLink(`${SHOP}/start`));
    post({ type: EMBED_MESSAGES.height, height: 321.4 });
    expect(frame()?.style.height).toBe("322px");
    post({ type: EMBED_MESSAGES.height, height: 100_000 });
    expect(frame()?.style.height).toBe(`${window.innerHeight - 32}px`);
  });

  it("shows the close button only once it has a name: the shop's, or the link's own", () => {
    widget.open(addLink(`${SHOP}/start`));
    expect(closeButton()).not.toBeVisible();
    post({ type: EMBED_MESSAGES.label, label: "Schließen" });
    expect(closeButton()).toBeVisible();
    expect(closeButton()).toHaveAccessibleName("Schließen");
    widget.close();

    widget.open(addLink(`${SHOP}/start`, { "data-close-label": "Fermer" }));
    post({ type: EMBED_MESSAGES.label, label: "Schließen" });
    expect(closeButton()).toHaveAccessibleName("Fermer");
  });

  it("believes no other origin and no other window", () => {
    widget.open(addLink(`${SHOP}/start`));
    post({ type: EMBED_MESSAGES.close }, "https://evil.example.org");
    post({ type: EMBED_MESSAGES.close }, SHOP, window);
    post({ type: EMBED_MESSAGES.height, height: 5 }, "https://evil.example.org");
    expect(dialog()?.open).toBe(true);
    expect(frame()?.style.height).toBe("60vh");
  });
});

describe("embedUrl and scriptOrigin", () => {
  it("takes only the shop's own pages", () => {
    expect(embedUrl(addLink(`${SHOP}/tour/2#top`), SHOP)).toBe(`${SHOP}/tour/2#top`);
    expect(embedUrl(addLink("http://shop.example.org/tour/2"), SHOP)).toBeNull();
  });

  it("reads the shop's origin from the script's address", () => {
    const script = document.createElement("script");
    script.src = `${SHOP}/widget.js`;
    expect(scriptOrigin(script)).toBe(SHOP);
    expect(scriptOrigin(null)).toBeNull();
  });
});

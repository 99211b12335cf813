// The issue 34, Deliver 4, check (c): the embeddable widget on a venue's page (e2e/widget/
// test-page.html, served on http://localhost:<port>, a site other than the shop's
// http://127.0.0.1:<port>) opens the shop in an overlay, where a guest buys two free child
// tickets of the Kunsthalle by keyboard only, with no cookie at all (none is sent to a
// cross-site frame); Escape closes the overlay and the focus is back on the button. axe checks
// the venue's page with the overlay open, the shop's frame with it. Against the real server,
// build and demo catalogue (whose allowed sites name the test page's).
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { guest } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { serveTestPage, testPageSite } from "../widget/serve.mjs";

const BUTTON = "Tickets für die Kunsthalle";
const CHILD = "Kinder und Jugendliche";

/**
 * Presses Tab until `target` (in the overlay's frame or the page) has the keyboard focus: its
 * document has the focus and it is that document's active element.
 */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error("tabTo: the target is not on the page");
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await handle.evaluate(
      (element) =>
        element.ownerDocument.hasFocus() && element === element.ownerDocument.activeElement,
    );
    if (focused) return;
  }
  throw new Error(`tabTo: ${target} not reached in ${max} presses of Tab`);
}

async function pressOn(page: Page, target: Locator, key: "Enter" | "Space"): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function typeAhead(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator("option:checked")).toHaveText(label);
}

test.describe("given the widget on a venue's page (journey c of the issue 34, Deliver 4)", () => {
  test("opens the shop in an overlay, buys by keyboard only, and closes with the focus back on its button", async ({
    page,
    baseURL,
  }) => {
    // A dozen form fields and pages crossed by Tab alone, each press read back.
    test.setTimeout(90_000);
    const shop = baseURL ?? "";
    const testPage = await serveTestPage(shop, await testPageSite(shop));
    try {
      const person = guest("widget");
      await page.goto(testPage.url);
      await expect(page.getByRole("heading", { level: 1, name: "Besuch planen" })).toBeVisible();
      const button = page.getByRole("link", { name: BUTTON });
      // Without the overlay the link would leave the page: it names the shop's page.
      await expect(button).toHaveAttribute("href", `${shop}/tickets/list?museum_id=1`);
      await expectNoAxeViolations(page);

      await pressOn(page, button, "Enter");
      const overlay = page.getByRole("dialog", { name: BUTTON });
      await expect(overlay).toBeVisible();
      await expect(page).toHaveURL(testPage.url);
      const shopFrame = page.frameLocator(`iframe[title="${BUTTON}"]`);
      const banner = shopFrame.getByRole("region", { name: "Datenschutz-Hinweis" });
      await expect(banner).toBeVisible();
      // The shop names the overlay's close button in its language.
      await expect(overlay.getByRole("button", { name: "Schließen" })).toBeVisible();
      await pressOn(page, banner.getByRole("button", { name: "Ablehnen" }), "Enter");
      await expect(banner).toBeHidden();

      // The tickets of the Kunsthalle: two free child tickets into the cart.
      const quantity = shopFrame.getByRole("combobox", { name: `Anzahl: ${CHILD}`, exact: true });
      await tabTo(page, quantity);
      for (let presses = 0; presses < 5 && (await quantity.inputValue()) !== "2"; presses += 1) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(quantity).toHaveValue("2");
      await expectNoAxeViolations(page);
      await pressOn(page, shopFrame.getByRole("button", { name: "In den Warenkorb" }), "Enter");

      await expect(shopFrame.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
      const print = shopFrame
        .getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" })
        .getByRole("radio", { name: /^Zu Hause ausdrucken/ });
      await pressOn(page, print, "Space");
      await expect(print).toBeChecked();
      await pressOn(page, shopFrame.getByRole("link", { name: "Zur Kasse", exact: true }), "Enter");

      // The guest form: its session comes back in a header, as no cookie reaches this frame.
      await expect(shopFrame.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
      const form = shopFrame.getByRole("region", { name: "Als Gast bestellen" });
      await typeAhead(page, form.getByLabel("Anrede"), person.salutation);
      await typeInto(page, form.getByLabel("Vorname"), person.name);
      await typeInto(page, form.getByLabel("Nachname"), person.surname);
      await typeInto(page, form.getByLabel("E-Mail-Adresse"), person.email);
      await typeInto(page, form.getByLabel("Straße und Hausnummer"), person.street);
      await typeInto(page, form.getByLabel("Postleitzahl"), person.zip);
      await typeInto(page, form.getByLabel("Ort"), person.city);
      await typeAhead(page, form.getByLabel("Land"), person.country);
      await pressOn(page, form.getByRole("button", { name: "Weiter zur Bestellung" }), "Enter");

      // The order: no payment at 0 €, the terms by Space, buy by Enter.
      await expect(shopFrame.getByRole("region", { name: "Ihre Bestellung" })).toContainText(
        `2 × ${CHILD}`,
      );
      const terms = shopFrame.getByRole("checkbox", {
        name: "Ich akzeptiere die Allgemeinen Geschäftsbedingungen.",
      });
      await pressOn(page, terms, "Space");
      await expect(terms).toBeChecked();
      await expectNoAxeViolations(page);
      await pressOn(
        page,
        shopFrame.getByRole("button", { name: "Zahlungspflichtig bestellen" }),
        "Enter",
      );

      await expect(
        shopFrame.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
      ).toBeFocused();
      await expect(shopFrame.getByRole("region", { name: "Bestellte Artikel" })).toContainText(
        `2 × ${CHILD}`,
      );
      // The overlay on the venue's page, with the shop's success page in it.
      await expectNoAxeViolations(page);
      const cookies = await page.context().cookies(shop);
      expect(cookies, "no cookie of the shop's was stored").toEqual([]);

      // Escape in the shop's frame closes the overlay; the focus is back on the button.
      await page.keyboard.press("Escape");
      await expect(overlay).toBeHidden();
      await expect(button).toBeFocused();

      // Opened again, the close button closes it as well.
      await page.keyboard.press("Enter");
      await expect(overlay).toBeVisible();
      const close = overlay.getByRole("button", { name: "Schließen" });
      await expect(close).toBeVisible();
      await close.focus();
      await page.keyboard.press("Enter");
      await expect(overlay).toBeHidden();
      await expect(button).toBeFocused();
    } finally {
      await testPage.close();
    }
  });
});

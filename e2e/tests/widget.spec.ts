// The issue 34, Deliver 4, check (c): the embeddable widget on a venue's page (e2e/widget/
// test-page.html, served on http://localhost:<port>, a site other than the shop's
// http://127.0.0.1:<port>) opens the shop in an overlay, where a guest buys two free child
// tickets of the Kunsthalle by keyboard only, with no cookie at all (none is sent to a
// cross-site frame); Escape closes the overlay and the focus is back on the button. axe checks
// the venue's page with the overlay open, the shop's frame with it. Against the real server,
// build and demo catalogue (whose allowed sites name the test page's).
import { expectNoAxeViolations } from "../support/axe";
import { CARD, fillGuestForm, guest, typeGuestForm } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { fetchTicket, pressOn, tabTo } from "../support/ticket-flow";
import { serveTestPage, testPageSite } from "../widget/serve.mjs";

const BUTTON = "Tickets für die Kunsthalle";
const CHILD = "Kinder und Jugendliche";
/** apps/server/src/seed/demo-ids.ts TICKET.kunsthalleAdult */
const KUNSTHALLE_ADULT = 1;

test.describe("given the widget on a venue's page (journey c of the issue 34, Deliver 4)", () => {
  // One test page at a time: it is served on the one port the catalogue allows.
  test.describe.configure({ mode: "serial" });

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
      await typeGuestForm(page, form, person);
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

  test("pays by card inside the overlay: the demo provider's page is framed by the venue's site too", async ({
    page,
    baseURL,
  }) => {
    const shop = baseURL ?? "";
    const adult = await fetchTicket(page.request, KUNSTHALLE_ADULT);
    const testPage = await serveTestPage(shop, await testPageSite(shop));
    try {
      const person = guest("widget-card");
      await page.goto(testPage.url);
      await page.getByRole("link", { name: BUTTON }).click();
      const shopFrame = page.frameLocator(`iframe[title="${BUTTON}"]`);
      await shopFrame
        .getByRole("region", { name: "Datenschutz-Hinweis" })
        .getByRole("button", { name: "Ablehnen" })
        .click();
      await shopFrame
        .getByRole("combobox", { name: `Anzahl: ${adult.title}`, exact: true })
        .selectOption("1");
      await shopFrame.getByRole("button", { name: "In den Warenkorb" }).click();
      await shopFrame
        .getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" })
        .getByRole("radio", { name: /^Zu Hause ausdrucken/ })
        .check();
      await shopFrame.getByRole("link", { name: "Zur Kasse", exact: true }).click();
      const form = shopFrame.getByRole("region", { name: "Als Gast bestellen" });
      await fillGuestForm(form, person);
      await form.getByRole("button", { name: "Weiter zur Bestellung" }).click();
      await shopFrame
        .getByRole("checkbox", { name: "Ich akzeptiere die Allgemeinen Geschäftsbedingungen." })
        .check();
      await shopFrame.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

      // The provider's card page, in the same frame.
      await expect(shopFrame.getByRole("heading", { level: 1, name: "Kreditkarte" })).toBeVisible();
      await expectNoAxeViolations(page);
      await shopFrame.getByLabel("Kartennummer").fill(CARD.paid);
      await shopFrame.getByLabel("Gültig bis").fill("12/39");
      await shopFrame.getByLabel("Prüfnummer (CVC)").fill("123");
      await shopFrame.getByLabel("Karteninhaber").fill("Erika Mustermann");
      await shopFrame.getByRole("button", { name: / bezahlen$/ }).click();

      await expect(
        shopFrame.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
      ).toBeVisible();
      await expect(page).toHaveURL(testPage.url);
    } finally {
      await testPage.close();
    }
  });
});

// spec selling-core §2 shop.cart → shop.checkout.success by keyboard only (WCAG 2.1.1, 2.4.3):
// journey (a) of checkout.spec.ts with Tab, the arrow keys, typing, Enter and Space, never the
// mouse — the slot and quantities, the cart, the guest form (native selects by type-ahead), the
// shipping choice, the terms, the demo provider's card form, and a ticket PDF downloaded with
// Enter. Against the real server, build and demo catalogue.
import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "../support/axe";
import {
  ADULT_SLOT,
  CARD,
  guest,
  REDUCED_SLOT,
  slotPrices,
  typeGuestForm,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { readTicketPdf, verifiedTicketCode } from "../support/pdf";
import {
  berlinDay,
  chooseQuantityByKeyboard,
  euros,
  headerCart,
  literal,
  pressOn,
  tabTo,
  typeInto,
} from "../support/ticket-flow";

const TIME = "10:30";

test.describe("given a keyboard-only visitor at the checkout (journey i)", () => {
  test("buys 2 adults and 1 reduced at 10:30 as a guest by card and downloads a ticket PDF, without a mouse", async ({
    page,
  }) => {
    // Five pages crossed by Tab alone (each press waits for the focus to be read back): longer
    // than the other journeys, which says nothing of the shop's speed.
    test.setTimeout(90_000);
    const person = guest("i");
    const prices = await slotPrices(page, TIME);
    const total = 2 * prices.adult + prices.reduced;

    await page.goto(`/tickets/time?group=timeSlot&date=${berlinDay(1)}`);
    const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
    await pressOn(page, banner.getByRole("button", { name: "Ablehnen" }), "Enter");
    await expect(banner).toBeHidden();
    // The slots are one tab stop; the arrow keys move from 10:00 to 10:30.
    const slots = page.getByRole("radiogroup", { name: `Startzeit: ${ADULT_SLOT}`, exact: true });
    const chosen = slots.getByRole("radio", { name: `${TIME} Uhr`, exact: true });
    await tabTo(page, slots.getByRole("radio", { name: "10:00 Uhr", exact: true }));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(chosen).toBeFocused();
    await page.keyboard.press("Space");
    await expect(chosen).toBeChecked();
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole("button", { name: "Weiter zur Ticketauswahl" }), "Enter");

    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    await chooseQuantityByKeyboard(page, `Anzahl: ${ADULT_SLOT}`, 2);
    await chooseQuantityByKeyboard(page, `Anzahl: ${REDUCED_SLOT}`, 1);
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole("button", { name: "In den Warenkorb" }), "Enter");

    // The cart, and on to the checkout.
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Summe" })).toContainText(
      `Gesamtsumme${euros(total)}`,
    );
    // Shipping by Space in its radio group, on the cart page (spec selling-core §2 shop.cart).
    const print = page
      .getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" })
      .getByRole("radio", { name: /^Zu Hause ausdrucken/ });
    await pressOn(page, print, "Space");
    await expect(print).toBeChecked();
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole("link", { name: "Zur Kasse", exact: true }), "Enter");

    // The guest form.
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
    const form = page.getByRole("region", { name: "Als Gast bestellen" });
    await expect(form.getByRole("button", { name: "Weiter zur Bestellung" })).toBeVisible();
    await expectNoAxeViolations(page);
    await typeGuestForm(page, form, person);
    await pressOn(page, form.getByRole("button", { name: "Weiter zur Bestellung" }), "Enter");

    // The order: the terms by Space, buy by Enter.
    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(`Gesamtsumme${euros(total)}`);
    await expect(
      page.getByRole("radiogroup", { name: "Zahlungsart" }).getByRole("radio", {
        name: "Kreditkarte",
      }),
    ).toBeChecked();
    const terms = page.getByRole("checkbox", {
      name: "Ich akzeptiere die Allgemeinen Geschäftsbedingungen.",
    });
    await pressOn(page, terms, "Space");
    await expect(terms).toBeChecked();
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole("button", { name: "Zahlungspflichtig bestellen" }), "Enter");

    // The provider's card form.
    await expect(page).toHaveURL(/\/api\/demo-pay\/pay\?session=/);
    await expect(page.getByRole("heading", { level: 1, name: "Kreditkarte" })).toBeVisible();
    await expectNoAxeViolations(page);
    await typeInto(page, page.getByLabel("Kartennummer"), CARD.paid);
    await typeInto(page, page.getByLabel("Gültig bis"), "12/39");
    await typeInto(page, page.getByLabel("Prüfnummer (CVC)"), "123");
    await typeInto(page, page.getByLabel("Karteninhaber"), "Erika Mustermann");
    const pay = page.getByRole("button", {
      name: new RegExp(`^${literal(euros(total)).replace(/\s/g, "\\s")} bezahlen$`),
    });
    await pressOn(page, pay, "Enter");

    // Success: focus on the heading (WCAG 2.4.3), and a ticket PDF by Enter on its link.
    const heading = page.getByRole("heading", {
      level: 1,
      name: "Vielen Dank für Ihre Bestellung",
    });
    await expect(heading).toBeFocused();
    const items = page.getByRole("region", { name: "Bestellte Artikel" });
    await expect(items).toContainText(`Gesamtsumme${euros(total)}`);
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
    await expectNoAxeViolations(page);
    const link = items.getByRole("link", {
      name: `Tickets als PDF herunterladen: ${ADULT_SLOT}`,
      exact: true,
    });
    const download = page.waitForEvent("download");
    await pressOn(page, link, "Enter");
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await readTicketPdf(bytes);
    expect(pdf.lines).toContain(ADULT_SLOT);
    // the issue 33: a code per person
    expect(pdf.qrCodes.map((code) => verifiedTicketCode(code ?? ""))).toMatchObject(
      [1, 2].map((person) => ({
        day: berlinDay(1).replaceAll("-", ""),
        slot: TIME.replace(":", ""),
        person,
        persons: 2,
      })),
    );
  });
});

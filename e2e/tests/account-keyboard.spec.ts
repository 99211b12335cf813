// The issue "accounts", journey (f): journey (a) of account.spec.ts by keyboard only (WCAG
// 2.1.1, 2.4.3) — the registration form (selects by type-ahead, checkboxes by Space), the
// mailed confirmation link, logging out and in through the header, a purchase with the demo
// card, the paid order in the account, and logging out, which empties the cart. Against the
// real server, build and demo catalogue; the mail from its outbox.
import type { Page } from "@playwright/test";
import { mailedLink, newCustomer } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import { ADULT_SLOT, CARD, slotPrices } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import {
  berlinDay,
  chooseQuantityByKeyboard,
  euros,
  headerCart,
  literal,
  pressOn,
  tabTo,
  typeAhead,
  typeInto,
} from "../support/ticket-flow";

const TIME = "11:15";

const userLinks = (page: Page) => page.getByRole("list", { name: "Kundenkonto" });

test.describe("given a keyboard-only visitor with a new account (journey f)", () => {
  test("registers, confirms, logs in, buys and logs out without a mouse", async ({ page }) => {
    // Many pages crossed by Tab alone (each press waits for the focus to be read back).
    test.setTimeout(120_000);
    const person = newCustomer("f");
    const price = (await slotPrices(page, TIME)).adult;

    await page.goto("/registration");
    const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
    await pressOn(page, banner.getByRole("button", { name: "Ablehnen" }), "Enter");
    await expect(banner).toBeHidden();
    const main = page.getByRole("main");
    const field = (name: string) => main.getByRole("textbox", { name, exact: true });
    await typeAhead(page, main.getByRole("combobox", { name: "Anrede", exact: true }), "Frau");
    await typeInto(page, field("Vorname"), person.name);
    await typeInto(page, field("Nachname"), person.surname);
    await typeInto(page, field("Straße und Hausnummer"), person.street);
    await typeInto(page, field("Postleitzahl"), person.zip);
    await typeInto(page, field("Ort"), person.city);
    await typeInto(page, field("E-Mail-Adresse"), person.email);
    await typeInto(page, field("E-Mail-Adresse wiederholen"), person.email);
    await typeInto(page, field("Passwort"), person.password);
    await typeInto(page, field("Passwort wiederholen"), person.password);
    for (const name of [/Datenschutzerklärung gelesen/, /Allgemeinen Geschäftsbedingungen/]) {
      const box = main.getByRole("checkbox", { name });
      await pressOn(page, box, "Space");
      await expect(box).toBeChecked();
    }
    await expectNoAxeViolations(page);
    await pressOn(page, main.getByRole("button", { name: "Kundenkonto anlegen" }), "Enter");
    await expect(
      page.getByRole("heading", { level: 1, name: "Bitte bestätigen Sie Ihre E-Mail-Adresse" }),
    ).toBeVisible();

    // The link from the mail (opened as a mail program would), then out and in by the header.
    await page.goto(await mailedLink("confirm", person.email, "/confirmation"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Ihr Kundenkonto ist bestätigt" }),
    ).toBeVisible();
    await pressOn(page, userLinks(page).getByRole("link", { name: "Abmelden" }), "Enter");
    await expect(page.getByText("Sie sind abgemeldet. Ihr Warenkorb wurde geleert.")).toBeVisible();
    await pressOn(page, userLinks(page).getByRole("link", { name: "Anmelden" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    await typeInto(page, field("E-Mail-Adresse"), person.email);
    await typeInto(page, field("Passwort"), person.password);
    await pressOn(page, main.getByRole("button", { name: "Anmelden" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A slot ticket: the start time by the arrow keys, the quantity by its select.
    await page.goto(`/tickets/time?group=timeSlot&date=${berlinDay(1)}`);
    const slots = page.getByRole("radiogroup", { name: `Startzeit: ${ADULT_SLOT}`, exact: true });
    const chosen = slots.getByRole("radio", { name: `${TIME} Uhr`, exact: true });
    await tabTo(page, slots.getByRole("radio", { name: "10:00 Uhr", exact: true }));
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
    await expect(chosen).toBeFocused();
    await page.keyboard.press("Space");
    await expect(chosen).toBeChecked();
    await pressOn(page, page.getByRole("button", { name: "Weiter zur Ticketauswahl" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    await chooseQuantityByKeyboard(page, `Anzahl: ${ADULT_SLOT}`, 1);
    await pressOn(page, page.getByRole("button", { name: "In den Warenkorb" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const print = page
      .getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" })
      .getByRole("radio", { name: /^Zu Hause ausdrucken/ });
    await pressOn(page, print, "Space");
    await expect(print).toBeChecked();
    await pressOn(page, page.getByRole("link", { name: "Zur Kasse", exact: true }), "Enter");

    // Signed in: straight to the order; the terms by Space, buy by Enter, the card by typing.
    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(`Gesamtsumme${euros(price)}`);
    const terms = page.getByRole("checkbox", {
      name: "Ich akzeptiere die Allgemeinen Geschäftsbedingungen.",
    });
    await pressOn(page, terms, "Space");
    await expect(terms).toBeChecked();
    await pressOn(page, page.getByRole("button", { name: "Zahlungspflichtig bestellen" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Kreditkarte" })).toBeVisible();
    await typeInto(page, page.getByLabel("Kartennummer"), CARD.paid);
    await typeInto(page, page.getByLabel("Gültig bis"), "12/39");
    await typeInto(page, page.getByLabel("Prüfnummer (CVC)"), "123");
    await typeInto(page, page.getByLabel("Karteninhaber"), "Erika Mustermann");
    const pay = page.getByRole("button", {
      name: new RegExp(`^${literal(euros(price)).replace(/\s/g, "\\s")} bezahlen$`),
    });
    await pressOn(page, pay, "Enter");
    await expect(
      page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
    ).toBeFocused();

    // The paid order in the account, by the success page's link and the account navigation.
    await pressOn(page, page.getByRole("link", { name: "Ihre Bestellungen ansehen" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    await expect(page.getByText("Bezahlt", { exact: true })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Kundenkonto" });
    await pressOn(page, nav.getByRole("link", { name: "Übersicht" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Bezahlt");
    await expectNoAxeViolations(page);

    await pressOn(page, nav.getByRole("link", { name: "Abmelden" }), "Enter");
    await expect(page.getByText("Sie sind abgemeldet. Ihr Warenkorb wurde geleert.")).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
  });
});

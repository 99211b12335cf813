// spec surrounding-areas §4 "Tour booking", §5 "Tour" by keyboard only (WCAG 2.1.1, 2.4.3):
// journey (b), the school class tour (demo-tours.ts tour 2: weekdays 09:00 and 11:00, 10 to 30
// participants, one language, three age groups and three grades, the optional studio workshop
// per group, material per pupil, headsets) with Tab, the arrow keys, type-ahead, Enter and
// Space, never the mouse: a first attempt without choices is refused with the alert focused,
// then age group, grade (by type-ahead), 12 pupils and the workshop go into the cart.
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import {
  chooseQuantityByKeyboard,
  euros,
  headerCart,
  pressOn,
  tabTo,
  typeAhead,
} from "../support/ticket-flow";

const SCHOOL = { id: 2, title: "Farben entdecken" };
/** 12 pupils at 4,00 €, material at 1,50 € each, the workshop 40,00 € (demo-tours.ts). */
const TOTAL_CENTS = 12 * 400 + 12 * 150 + 4000;

test.describe("given a keyboard-only teacher (journey b)", () => {
  test("books the school tour with age group, grade, 12 pupils and the workshop into the cart", async ({
    page,
  }) => {
    await page.goto(`/tour/${SCHOOL.id}`);
    await expect(page.getByRole("heading", { level: 1, name: SCHOOL.title })).toBeVisible();
    const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
    await tabTo(page, banner.getByRole("button", { name: "Ablehnen" }));
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    // the date search lands on the first weekday with a bookable start time
    await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}$/);
    const times = page.getByRole("group", { name: /^Startzeiten am / });
    await expectNoAxeViolations(page);
    await pressOn(page, times.getByRole("button", { disabled: false }).first(), "Enter");
    const form = page.getByRole("form", { name: "Ihre Buchung" });
    await expect(form.getByText("Sprache: Deutsch")).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing chosen: the alert says what is missing and takes the focus.
    await pressOn(page, form.getByRole("button", { name: "In den Warenkorb" }), "Enter");
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Bitte prüfen Sie die markierten Felder.");
    await expect(alert).toContainText("Bitte wählen Sie mindestens eine teilnehmende Person.");
    await expect(alert).toBeFocused();
    await expect(form.getByText("Bitte wählen Sie eine Altersgruppe.")).toBeVisible();
    await expect(form.getByText("Bitte wählen Sie eine Klassenstufe.")).toBeVisible();
    await expectNoAxeViolations(page);

    // type-ahead: a label whose first two letters repeat ("11–14") would cycle the options
    await typeAhead(page, form.getByRole("combobox", { name: /^Altersgruppe/ }), "6–10 Jahre");
    await typeAhead(page, form.getByRole("combobox", { name: /^Klassenstufe/ }), "Grundschule");
    await chooseQuantityByKeyboard(page, "Anzahl: Schüler:in", 12);
    await expect(form.getByText("Anzahl: 12 (richtet sich nach der Gruppe)")).toBeVisible();
    const workshop = form.getByRole("checkbox", { name: /Werkstatt im Atelier/ });
    await pressOn(page, workshop, "Space");
    await expect(workshop).toBeChecked();
    await expect(form.locator("output")).toHaveText(euros(TOTAL_CENTS));
    await expectNoAxeViolations(page);

    await pressOn(page, form.getByRole("button", { name: "In den Warenkorb" }), "Enter");
    const added = page.getByRole("status").filter({ hasText: "Die Führung liegt jetzt" });
    await expect(added).toBeFocused();
    // the header counts the tour as the one line the cart shows (12 pupils, one booking)
    await expect(headerCart(page)).toHaveAccessibleName(/Warenkorb 1 Artikel/);
    await expectNoAxeViolations(page);
    await pressOn(page, added.getByRole("link", { name: "Zum Warenkorb" }), "Enter");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(SCHOOL.title);
    await expectNoAxeViolations(page);
  });
});

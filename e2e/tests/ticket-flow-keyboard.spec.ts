// spec selling-core §2 "Ticket selection" by keyboard only (WCAG 2.1.1, 2.4.3): journey (a)
// with Tab, the arrow keys, Enter and Space, never the mouse, against the real server with the
// demo catalogue. Its slot is tomorrow 10:15 (journey a holds 10:00), reached with an arrow key.
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import {
  berlinDay,
  calendarDay,
  chooseQuantityByKeyboard,
  DEMO_TICKET,
  euros,
  fetchTicket,
  fullDay,
  headerCart,
  isFocused,
  tabTo,
  unitPrice,
} from "../support/ticket-flow";

const ADULT_SLOT = "Licht und Wasser – Zeitfenster";
const REDUCED_SLOT = "Licht und Wasser – Zeitfenster ermäßigt";

test.describe("given a keyboard-only visitor (journey e)", () => {
  test("chooses tomorrow, 10:15, 2 adults and 1 reduced, reaches the cart and empties it without a mouse", async ({
    page,
    request,
  }) => {
    const tomorrow = berlinDay(1);
    const time = "10:15";
    const adult = await fetchTicket(request, DEMO_TICKET.impressionismAdult);
    const reduced = await fetchTicket(request, DEMO_TICKET.impressionismReduced);
    const total =
      2 * unitPrice(adult, { date: tomorrow, time }) + unitPrice(reduced, { date: tomorrow, time });

    await page.goto("/tickets");
    await expect(page.getByRole("heading", { level: 1, name: "Ticketart wählen" })).toBeVisible();
    const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
    await tabTo(page, banner.getByRole("button", { name: "Ablehnen" }));
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("link", { name: "Zeitfenster" }));
    await page.keyboard.press("Enter");

    // The calendar is one tab stop; the arrow keys move from today to tomorrow.
    await expect(
      page.getByRole("heading", { level: 1, name: "Datum und Uhrzeit wählen" }),
    ).toBeVisible();
    const tomorrowButton = page.getByRole("button", {
      name: calendarDay(tomorrow, ".*Plätze frei"),
    });
    // on the last day of a month tomorrow is on the next month's page, where the arrow key
    // takes the calendar; within a month it is on this one
    await expect(page.getByRole("grid")).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.locator('[role="grid"] button[tabindex="0"]'));
    // Focus enters on today ("Heute, …") while today still sells; else on the first open day.
    const onTomorrow = async () =>
      (await tomorrowButton.count()) > 0 && (await isFocused(tomorrowButton));
    for (let presses = 0; presses < 2 && !(await onTomorrow()); presses += 1) {
      await page.keyboard.press("ArrowRight");
    }
    await expect(tomorrowButton).toBeFocused();
    await expect(tomorrowButton).toBeEnabled();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));

    // A start time: Tab into the radio group, an arrow key moves to and chooses the next slot.
    const slots = page.getByRole("radiogroup", { name: `Startzeit: ${ADULT_SLOT}`, exact: true });
    const first = slots.getByRole("radio", { name: "10:00 Uhr", exact: true });
    const chosen = slots.getByRole("radio", { name: "10:15 Uhr", exact: true });
    await expect(chosen).toBeEnabled();
    await tabTo(page, first);
    await page.keyboard.press("ArrowRight");
    await expect(chosen).toBeFocused();
    await page.keyboard.press("Space");
    await expect(chosen).toBeChecked();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("button", { name: "Weiter zur Ticketauswahl" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    await expect(page.getByText(fullDay(tomorrow))).toContainText(time);
    await expectNoAxeViolations(page);
    await chooseQuantityByKeyboard(page, `Anzahl: ${ADULT_SLOT}`, 2);
    await chooseQuantityByKeyboard(page, `Anzahl: ${REDUCED_SLOT}`, 1);
    await tabTo(page, page.getByRole("button", { name: "In den Warenkorb" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    for (const title of [ADULT_SLOT, REDUCED_SLOT]) {
      const line = page.getByRole("article", { name: title, exact: true });
      await expect(line).toContainText(time);
      await expect(line.getByRole("timer")).toHaveText(/\d{1,2}:\d{2}/);
    }
    await expect(page.getByRole("region", { name: "Summe" })).toContainText(
      `Gesamtsumme${euros(total)}`,
    );
    await expect(headerCart(page)).toHaveAccessibleName(/\b3\b/);
    await expectNoAxeViolations(page);

    // Removing by keyboard: focus returns to the page's heading, the next Tabs find the next line.
    for (const title of [ADULT_SLOT, REDUCED_SLOT]) {
      await tabTo(page, page.getByRole("button", { name: `${title} entfernen`, exact: true }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("article", { name: title, exact: true })).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeFocused();
    }
    await expect(page.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
    await expectNoAxeViolations(page);
  });
});

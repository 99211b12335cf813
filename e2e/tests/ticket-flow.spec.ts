// spec selling-core §2 "Ticket selection", §4 (cart lines, countdown), §5 (places), §9 (prices):
// the visitor's way from the ticket types to the cart, against the real server with the demo
// catalogue (apps/server/src/seed). Prices come from GET /api/v1/tickets/{id} and are summed
// here by the spec's rules, so a wrong price in the shop fails the journey. Every journey gives
// back the places it held (the demo's capacity is shared), and picks its own slot.
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import {
  berlinDay,
  calendarDay,
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  emptyCart,
  euros,
  fetchTicket,
  fullDay,
  headerCart,
  placesLeft,
  showCalendarMonth,
  unitPrice,
} from "../support/ticket-flow";

const ADULT_SLOT = "Licht und Wasser – Zeitfenster";
const REDUCED_SLOT = "Licht und Wasser – Zeitfenster ermäßigt";

test.describe("given a time-slot ticket for tomorrow (journey a)", () => {
  test("2 adults and 1 reduced at 10:00 reach the cart with a countdown and the right total; removing the lines releases the places", async ({
    page,
    request,
  }) => {
    const tomorrow = berlinDay(1);
    const time = "10:00";
    const adult = await fetchTicket(request, DEMO_TICKET.impressionismAdult);
    const reduced = await fetchTicket(request, DEMO_TICKET.impressionismReduced);
    const adultPrice = unitPrice(adult, { date: tomorrow, time });
    const reducedPrice = unitPrice(reduced, { date: tomorrow, time });
    const total = 2 * adultPrice + reducedPrice;
    const placesBefore = await placesLeft(request, DEMO_TICKET.impressionismAdult, tomorrow, time);
    expect(placesBefore).toBeGreaterThanOrEqual(3);

    // Ticket types.
    await page.goto("/tickets");
    await expect(page).toHaveURL(/\/tickets\/groups$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ticketart wählen" })).toBeVisible();
    await dismissConsent(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Zeitfenster" }).click();

    // Day and start time.
    await expect(
      page.getByRole("heading", { level: 1, name: "Datum und Uhrzeit wählen" }),
    ).toBeVisible();
    await showCalendarMonth(page, tomorrow);
    const day = page.getByRole("button", {
      name: calendarDay(tomorrow, ".*Plätze frei"),
    });
    await expect(day).toBeEnabled();
    await expectNoAxeViolations(page);
    await day.click();
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
    const slots = page.getByRole("radiogroup", { name: `Startzeit: ${ADULT_SLOT}`, exact: true });
    const ten = slots.getByRole("radio", { name: "10:00 Uhr", exact: true });
    await expect(ten).toBeEnabled();
    await expectNoAxeViolations(page);
    await slots.getByText("10:00 Uhr", { exact: true }).click();
    await expect(ten).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Weiter zur Ticketauswahl" }).click();

    // Quantities, with the prices of that day and slot.
    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    await expect(page.getByText(fullDay(tomorrow))).toContainText("10:00");
    const adultRow = page.getByRole("listitem", { name: ADULT_SLOT, exact: true });
    const reducedRow = page.getByRole("listitem", { name: REDUCED_SLOT, exact: true });
    await expect(adultRow).toContainText(euros(adultPrice));
    await expect(reducedRow).toContainText(euros(reducedPrice));
    await expectNoAxeViolations(page);
    await chooseQuantity(page, `Anzahl: ${ADULT_SLOT}`, 2);
    await chooseQuantity(page, `Anzahl: ${REDUCED_SLOT}`, 1);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();

    // The cart: one line per ticket, each with its countdown, and the total.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    for (const [title, quantity, price] of [
      [ADULT_SLOT, 2, adultPrice],
      [REDUCED_SLOT, 1, reducedPrice],
    ] as const) {
      const line = page.getByRole("article", { name: title, exact: true });
      await expect(line.getByRole("timer")).toHaveText(/Reserviert für \d{1,2}:\d{2}/);
      await expect(line.getByRole("button", { name: "Reservierung verlängern" })).toBeVisible();
      await expect(line).toContainText(euros(quantity * price));
      await expect(line.getByRole("spinbutton", { name: `Anzahl: ${title}` })).toHaveValue(
        String(quantity),
      );
    }
    const sum = page.getByRole("region", { name: "Summe" });
    await expect(sum).toContainText(`Gesamtsumme${euros(total)}`);
    await expect(headerCart(page)).toHaveAccessibleName(/\b3\b/);
    await expectNoAxeViolations(page);

    // The places are held on the server while the countdown runs…
    await expect
      .poll(() => placesLeft(request, DEMO_TICKET.impressionismAdult, tomorrow, time))
      .toBeLessThanOrEqual((placesBefore ?? 0) - 3);

    // …and removing the lines gives them back.
    await emptyCart(page, [ADULT_SLOT, REDUCED_SLOT]);
    await expectNoAxeViolations(page);
    await expect
      .poll(() => placesLeft(request, DEMO_TICKET.impressionismAdult, tomorrow, time))
      .toBeGreaterThanOrEqual(placesBefore ?? 0);
  });
});

test.describe("given the sold-out slot of tomorrow (journey d)", () => {
  test("11:00 in the treasury cannot be chosen and says it is sold out; 11:30 has 1 place", async ({
    page,
  }) => {
    const tomorrow = berlinDay(1);
    await page.goto(`/tickets/time?group=timeSlot&date=${tomorrow}`);
    await dismissConsent(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Datum und Uhrzeit wählen" }),
    ).toBeVisible();

    const slots = page.getByRole("radiogroup", {
      name: "Startzeit: Schatzkammer der Minerale",
      exact: true,
    });
    const soldOut = slots.getByRole("radio", { name: "11:00 Uhr", exact: true });
    const last = slots.getByRole("radio", { name: "11:30 Uhr", exact: true });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toHaveAccessibleDescription("Ausverkauft");
    await expect(last).toBeEnabled();
    await expect(last).toHaveAccessibleDescription(/frei: 1\)/);
    await expectNoAxeViolations(page);

    // Clicking the sold-out tile chooses nothing, and going on asks for a start time. (force:
    // Playwright refuses to click the label of a disabled radio; a visitor can still try.)
    await slots.getByText("11:00 Uhr", { exact: true }).click({ force: true });
    await expect(soldOut).not.toBeChecked();
    await page.getByRole("button", { name: "Weiter zur Ticketauswahl" }).click();
    const alert = page.getByText("Bitte wählen Sie eine Startzeit.");
    await expect(alert).toBeVisible();
    // spec: the form moves focus to its alert.
    await expect(page.locator(":focus")).toContainText("Bitte wählen Sie eine Startzeit.");
    await expect(page).toHaveURL(/\/tickets\/time\?/);
    await expectNoAxeViolations(page);
  });
});

// spec selling-core §2 shop.tickets.list and shop.tickets.types, §3 (dynamic prices of day
// tickets by date), §5 (mantle tickets and their sub tickets): day tickets through the list on a
// weekend day, and the family ticket through the day group. Against the real server with the
// demo catalogue; prices from GET /api/v1/tickets/{id}, summed here by the spec's rules.
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
  headerCart,
  nextSaturday,
  showCalendarMonth,
  unitPrice,
} from "../support/ticket-flow";

test.describe("given day tickets through the list (journey b)", () => {
  test("2 adults and 1 reduced of the Kunsthalle on Saturday cost the weekend price", async ({
    page,
    request,
  }) => {
    const saturday = nextSaturday();
    const adult = await fetchTicket(request, DEMO_TICKET.kunsthalleAdult);
    const reduced = await fetchTicket(request, DEMO_TICKET.kunsthalleReduced);
    const adultPrice = unitPrice(adult, { date: saturday });
    const reducedPrice = unitPrice(reduced, { date: saturday });
    // The demo's adults pay more at weekends: the journey must see that price, not the base one.
    expect(adultPrice).not.toBe(adult.price_cents);
    const total = 2 * adultPrice + reducedPrice;

    await page.goto("/tickets/list");
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await dismissConsent(page);
    await expectNoAxeViolations(page);

    // The visitor picks the day and the house.
    await page.getByLabel("Besuchstag").fill(saturday);
    await expect(page).toHaveURL(new RegExp(`date=${saturday}`));
    await page
      .getByRole("combobox", { name: "Museum", exact: true })
      .selectOption({ label: "Kunsthalle am Fluss" });
    await expect(page).toHaveURL(/museum_id=1/);
    // The list follows the filter: only the Kunsthalle's rows stay (the Naturkundemuseum's
    // tickets have the same titles).
    await expect(page.getByRole("listitem", { name: "Nachts im Museum" })).toHaveCount(0);
    await expect(page.getByRole("listitem", { name: "Erwachsene", exact: true })).toHaveCount(1);
    const adultRow = page.getByRole("listitem", { name: "Erwachsene", exact: true });
    const reducedRow = page.getByRole("listitem", { name: "Ermäßigt", exact: true });
    await expect(adultRow).toContainText(euros(adultPrice));
    await expect(reducedRow).toContainText(euros(reducedPrice));
    await expectNoAxeViolations(page);

    await chooseQuantity(page, "Anzahl: Erwachsene", 2);
    await chooseQuantity(page, "Anzahl: Ermäßigt", 1);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const adultLine = page.getByRole("article", { name: "Erwachsene", exact: true });
    await expect(adultLine).toContainText(euros(2 * adultPrice));
    await expect(adultLine.getByRole("timer")).toHaveText(/\d{1,2}:\d{2}/);
    await expect(page.getByRole("article", { name: "Ermäßigt", exact: true })).toContainText(
      euros(reducedPrice),
    );
    await expect(page.getByRole("region", { name: "Summe" })).toContainText(
      `Gesamtsumme${euros(total)}`,
    );
    await expect(headerCart(page)).toHaveAccessibleName(/\b3\b/);
    await expectNoAxeViolations(page);

    await emptyCart(page, ["Erwachsene", "Ermäßigt"]);
  });
});

test.describe("given the family ticket, a mantle ticket (journey c)", () => {
  test("1 family ticket for 2 adults and 3 children costs one family price", async ({
    page,
    request,
  }) => {
    const day = berlinDay(2);
    const family = await fetchTicket(request, DEMO_TICKET.family);
    const price = unitPrice(family, { date: day });

    await page.goto("/tickets");
    await expect(page.getByRole("heading", { level: 1, name: "Ticketart wählen" })).toBeVisible();
    await dismissConsent(page);
    await page.getByRole("link", { name: "Tagestickets" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Datum wählen" })).toBeVisible();
    await showCalendarMonth(page, day);
    const dayButton = page.getByRole("button", {
      name: calendarDay(day, ".*Plätze frei"),
    });
    await expect(dayButton).toBeEnabled();
    await expectNoAxeViolations(page);
    await dayButton.click();

    await expect(page).toHaveURL(new RegExp(`/tickets/types\\?.*date=${day}`));
    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    const row = page.getByRole("listitem", { name: "Familienticket", exact: true });
    await expect(row).toContainText(euros(price));
    await expectNoAxeViolations(page);

    await chooseQuantity(page, "Anzahl: Familienticket", 1);
    await chooseQuantity(page, "Anzahl: Familienticket: Erwachsene", 2);
    await chooseQuantity(page, "Anzahl: Familienticket: Kinder", 3);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const line = page.getByRole("article", { name: "Familienticket", exact: true });
    await expect(line.getByRole("listitem").filter({ hasText: "Erwachsene" })).toHaveText(
      "2 × Erwachsene",
    );
    await expect(line.getByRole("listitem").filter({ hasText: "Kinder" })).toHaveText("3 × Kinder");
    await expect(line.getByRole("timer")).toHaveText(/\d{1,2}:\d{2}/);
    await expect(page.getByRole("region", { name: "Summe" })).toContainText(
      `Gesamtsumme${euros(price)}`,
    );
    await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
    await expectNoAxeViolations(page);

    await emptyCart(page, ["Familienticket"]);
  });
});

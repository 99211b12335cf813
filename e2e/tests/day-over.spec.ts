// Issue 27 item 1: a day is sold until its house's last entry. At 23:40 Berlin time on the
// run's demo day — both clocks fixed there: the server's through CLOCK_START (its own server,
// started for this file) and the page's through Playwright's clock — today's day ticket
// cannot be bought: the calendar does not offer today, a deep link to today's tickets moves
// on to tomorrow and says so, the one-pager opens on tomorrow, and the API refuses today.
import { expectNoAxeViolations } from "../support/axe";
import { test as base, expect } from "../support/fixtures";
import { berlinInstant, startShopServer } from "../support/global-setup";
import {
  berlinDay,
  calendarDay,
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  fullDay,
  headerCart,
  showCalendarMonth,
} from "../support/ticket-flow";

const TODAY = berlinDay(0);
const TOMORROW = berlinDay(1);
const LATE = berlinInstant(TODAY, "23:40");

const test = base.extend<Record<never, never>, { lateOrigin: string }>({
  lateOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const server = await startShopServer({ CLOCK_START: LATE.toISOString() });
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ lateOrigin }, use) => {
    await use(lateOrigin);
  },
});

test.describe("given the shop at 23:40, its museums closed since 18:00 or 21:00", () => {
  // Its own server and clock at 23:40, not the other journeys' 10:00.
  test.use({ sharedClock: false });
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: LATE });
  });

  test("today's day ticket cannot be bought; tomorrow is offered, and the move is said", async ({
    page,
  }) => {
    await page.goto("/tickets");
    await expect(page.getByRole("heading", { level: 1, name: "Ticketart wählen" })).toBeVisible();
    await dismissConsent(page);
    await page.getByRole("link", { name: "Tagestickets" }).click();

    // The calendar does not offer today; tomorrow it does.
    await expect(page.getByRole("heading", { level: 1, name: "Datum wählen" })).toBeVisible();
    await showCalendarMonth(page, TODAY);
    const today = page.getByRole("button", { name: calendarDay(TODAY, ".*") });
    await expect(today).not.toHaveAccessibleName(/Plätze frei/);
    await showCalendarMonth(page, TOMORROW);
    await expect(
      page.getByRole("button", { name: calendarDay(TOMORROW, ".*Plätze frei") }),
    ).toBeEnabled();
    await expectNoAxeViolations(page);

    // A deep link to today's Kunsthalle tickets (a bookmark, a link from the museum's page).
    await page.goto(`/tickets/types?group=day&date=${TODAY}&museum_id=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`date=${TOMORROW}`));
    await expect(
      page.getByText(
        `Am ${fullDay(TODAY)} ist kein Einlass mehr möglich. Wir zeigen Ihnen den nächsten Tag mit freien Plätzen: ${fullDay(TOMORROW)}.`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseQuantity(page, "Anzahl: Erwachsene", 1);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
    await expectNoAxeViolations(page);
  });

  test("the one-pager opens on tomorrow", async ({ page }) => {
    await page.goto("/onepager");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel("Besuchstag")).toHaveValue(TOMORROW);
    await expectNoAxeViolations(page);
  });

  test("the API refuses a hold for today, naming the date, and takes tomorrow's", async ({
    request,
  }) => {
    const today = await request.post("/api/v1/tickets/reservations", {
      data: { ticket_id: DEMO_TICKET.kunsthalleAdult, quantity: 1, date: TODAY },
    });
    expect(today.status()).toBe(422);
    expect((await today.json()).error.fields).toEqual({
      date: ["The last entry of this day has passed"],
    });
    const tomorrow = await request.post("/api/v1/tickets/reservations", {
      data: { ticket_id: DEMO_TICKET.kunsthalleAdult, quantity: 1, date: TOMORROW },
    });
    expect(tomorrow.status()).toBe(201);
  });
});

// spec selling-core §5 (places), DESIGN §4–§5: when another visitor takes places between
// choosing and adding, the refusal says how many are left — the server's sold_out answer
// carries `available`, and the page names it. Journey k: a treasury slot (4 places) where
// another visitor holds 3 while this one asks for 2: the page says 1 place is left.
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import {
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  freeTreasurySlot,
  placesLeft,
  TREASURY,
  TREASURY_PLACES,
} from "../support/ticket-flow";

test.describe("given a slot where another visitor takes places meanwhile (journey k)", () => {
  test("asking for 2 when 1 place is left is refused, and the page names 1", async ({
    page,
    request,
  }) => {
    const { date, time } = await freeTreasurySlot(request);
    await page.goto(`/tickets/time?group=timeSlot&date=${date}`);
    await dismissConsent(page);
    const slots = page.getByRole("radiogroup", { name: `Startzeit: ${TREASURY}`, exact: true });
    await slots.getByText(`${time} Uhr`, { exact: true }).click();
    await page.getByRole("button", { name: "Weiter zur Ticketauswahl" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    await chooseQuantity(page, `Anzahl: ${TREASURY}`, 2);

    // Another visitor (no browser, so no cookie and no Origin) holds 3 of the 4 places.
    const other = await request.post("/api/v1/tickets/reservations", {
      data: { ticket_id: DEMO_TICKET.treasury, quantity: 3, date, time },
    });
    expect(other.status(), await other.text()).toBe(201);
    const { token } = (await other.json()) as { token: string };
    try {
      expect(await placesLeft(request, DEMO_TICKET.treasury, date, time)).toBe(1);
      await page.getByRole("button", { name: "In den Warenkorb" }).click();

      const alert = page.getByRole("alert").filter({ hasText: "nicht mehr genug Plätze frei" });
      await expect(alert).toContainText(`Für „${TREASURY}“`);
      await expect(alert).toContainText("(frei: 1)");
      await expect(page).toHaveURL(/\/tickets\/types\?/);
      await expectNoAxeViolations(page);
    } finally {
      const released = await request.delete(`/api/v1/tickets/reservations/${token}`);
      expect(released.status()).toBe(204);
    }
    expect(await placesLeft(request, DEMO_TICKET.treasury, date, time)).toBe(TREASURY_PLACES);
  });
});

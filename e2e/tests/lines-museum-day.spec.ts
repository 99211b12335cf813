// Issue 27 item 2: "Erwachsene" of the Kunsthalle and "Erwachsene" of the Naturkundemuseum read
// apart wherever the shop lists them. A guest buys one adult ticket of each house for the same
// Saturday; the cart, the checkout's summary and the success page name each line's museum and
// its day, so house and day can be checked before paying and after. Against the real server,
// build and demo catalogue; prices from the API.
import { expectNoAxeViolations } from "../support/axe";
import {
  acceptTerms,
  buyButton,
  CARD,
  checkoutAsGuest,
  choosePrintAtHome,
  expectCheckoutTotal,
  guest,
  payByCard,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import {
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  euros,
  fetchTicket,
  nextSaturday,
  unitPrice,
} from "../support/ticket-flow";

/** The demo's adult day ticket of the Naturkundemuseum (apps/server/src/seed/demo-ids.ts). */
const NATURKUNDE_ADULT = 4;
const KUNSTHALLE = "Kunsthalle am Fluss";
const NATURKUNDE = "Naturkundemuseum am Fluss";

/** A day as the cart line writes it: "Sa., 5. Dez. 2026" (@shop/ui formatLineDay). */
function lineDay(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));
}

test.describe("given two adult tickets of two museums", () => {
  test("the cart, the checkout and the success page name each line's museum and day", async ({
    page,
    request,
  }) => {
    const saturday = nextSaturday();
    const day = lineDay(saturday);
    const art = unitPrice(await fetchTicket(request, DEMO_TICKET.kunsthalleAdult), {
      date: saturday,
    });
    const nature = unitPrice(await fetchTicket(request, NATURKUNDE_ADULT), { date: saturday });
    const total = art + nature;

    // One adult ticket of each house, through the list filtered by day and museum.
    await page.goto(`/tickets/list?date=${saturday}&museum_id=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await dismissConsent(page);
    await chooseQuantity(page, "Anzahl: Erwachsene", 1);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await page.goto(`/tickets/list?date=${saturday}&museum_id=2`);
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await chooseQuantity(page, "Anzahl: Erwachsene", 1);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();

    // The cart: two lines of one title, each with its house and the day.
    const lines = page.getByRole("article", { name: "Erwachsene", exact: true });
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`Museum${KUNSTHALLE}`);
    await expect(lines.nth(1)).toContainText(`Museum${NATURKUNDE}`);
    for (const at of [0, 1]) await expect(lines.nth(at)).toContainText(`Tag${day}`);
    const totals = page.getByRole("region", { name: "Summe" });
    await expect(totals).toContainText(`1 × ErwachseneMuseum: ${KUNSTHALLE} · Tag: ${day}`);
    await expect(totals).toContainText(`1 × ErwachseneMuseum: ${NATURKUNDE} · Tag: ${day}`);
    await expect(totals).toContainText(`Gesamtsumme${euros(total)}`);
    await expectNoAxeViolations(page);

    // The checkout's summary, before paying.
    await choosePrintAtHome(page);
    await checkoutAsGuest(page, guest("museum-day"));
    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(`1 × ErwachseneMuseum: ${KUNSTHALLE} · Tag: ${day}`);
    await expect(summary).toContainText(`1 × ErwachseneMuseum: ${NATURKUNDE} · Tag: ${day}`);
    await expectCheckoutTotal(page, euros(total));
    await expectNoAxeViolations(page);
    await acceptTerms(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(total));

    // The success page, as the order keeps the lines.
    expect(await successOrderId(page)).toBeGreaterThan(0);
    const items = page.getByRole("region", { name: "Bestellte Artikel" });
    await expect(items).toContainText(`1 × ErwachseneMuseum: ${KUNSTHALLE} · Tag: ${day}`);
    await expect(items).toContainText(`1 × ErwachseneMuseum: ${NATURKUNDE} · Tag: ${day}`);
    await expectNoAxeViolations(page);
  });
});

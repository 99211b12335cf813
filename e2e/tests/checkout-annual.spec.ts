// spec selling-core §1 (annual tickets), §2 shop.tickets.annual and shop.checkout.*, §3 cart
// item type Annual: an annual ticket and a day ticket in one cart are bought together with the
// demo card, and the success page lists both. The annual ticket is a line of its own type (no
// day, no hold: no countdown), priced beside the day ticket. Against the real server, build and
// demo catalogue; prices from the API.
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
  berlinDay,
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  euros,
  fetchTicket,
  headerCart,
  literal,
  unitPrice,
} from "../support/ticket-flow";

/** apps/server/src/seed/demo-ids.ts TICKET.annual */
const ANNUAL = 40;
const ADULT = "Erwachsene";

test.describe("given an annual ticket and a day ticket (journey j)", () => {
  test("both are bought together with the demo card and the success page lists both", async ({
    page,
  }) => {
    const tomorrow = berlinDay(1);
    const annual = await fetchTicket(page.request, ANNUAL);
    expect(annual.ticket_type, "the demo's annual pass").toBe("annual");
    const adult = await fetchTicket(page.request, DEMO_TICKET.kunsthalleAdult);
    const adultPrice = unitPrice(adult, { date: tomorrow });
    const total = annual.price_cents + adultPrice;

    // The annual pass, through its own page.
    await page.goto("/tickets/annual");
    await expect(page.getByRole("heading", { level: 1, name: "Jahreskarten" })).toBeVisible();
    await dismissConsent(page);
    await expect(page).toHaveURL(/group=annual/);
    await chooseQuantity(page, `Anzahl: ${annual.title}`, 1);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const annualLine = page.getByRole("article", { name: annual.title, exact: true });
    await expect(annualLine).toContainText(euros(annual.price_cents));
    // no day and no hold: nothing runs out
    await expect(annualLine.getByRole("timer")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A day ticket of the Kunsthalle for tomorrow beside it.
    await page.goto(`/tickets/list?date=${tomorrow}&museum_id=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await chooseQuantity(page, `Anzahl: ${ADULT}`, 1);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();

    // The cart prices both lines: no line refused, no failed price.
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(page.getByRole("article", { name: ADULT, exact: true })).toContainText(
      euros(adultPrice),
    );
    await expect(page.getByRole("article", { name: annual.title, exact: true })).toContainText(
      euros(annual.price_cents),
    );
    const totals = page.getByRole("region", { name: "Summe" });
    await expect(totals).toContainText(
      // the line's museum and day stand between its title and its price (issue 27 item 2)
      new RegExp(`${literal(`1 × ${annual.title}`)}[^€]*${literal(euros(annual.price_cents))}`),
    );
    await expect(totals).toContainText(
      // the line's museum and day stand between its title and its price (issue 27 item 2)
      new RegExp(`${literal(`1 × ${ADULT}`)}[^€]*${literal(euros(adultPrice))}`),
    );
    await expect(totals).toContainText(`Gesamtsumme${euros(total)}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
    await choosePrintAtHome(page);
    await expectNoAxeViolations(page);

    await checkoutAsGuest(page, guest("j"));
    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(
      // the line's museum and day stand between its title and its price (issue 27 item 2)
      new RegExp(`${literal(`1 × ${annual.title}`)}[^€]*${literal(euros(annual.price_cents))}`),
    );
    await expect(summary).toContainText(
      // the line's museum and day stand between its title and its price (issue 27 item 2)
      new RegExp(`${literal(`1 × ${ADULT}`)}[^€]*${literal(euros(adultPrice))}`),
    );
    await expectCheckoutTotal(page, euros(total));
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();

    await payByCard(page, CARD.paid, euros(total));

    const orderId = await successOrderId(page);
    expect(orderId).toBeGreaterThan(0);
    const items = page.getByRole("region", { name: "Bestellte Artikel" });
    await expect(items).toContainText(`1 × ${annual.title}`);
    await expect(items).toContainText(`1 × ${ADULT}`);
    await expect(items).toContainText(`Gesamtsumme${euros(total)}`);
    // spec selling-core §7 documents: the day ticket is downloaded; the annual pass is
    // personalised through its link instead.
    await expect(
      items.getByRole("link", { name: `Tickets als PDF herunterladen: ${ADULT}`, exact: true }),
    ).toBeVisible();
    await expect(
      items.getByRole("link", { name: `Tickets als PDF herunterladen: ${annual.title}` }),
    ).toHaveCount(0);
    // spec §4 step 4: success empties the cart.
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
    await expectNoAxeViolations(page);
  });
});

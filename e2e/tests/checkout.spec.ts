// spec selling-core §2 shop.checkout.*, §4 "Checkout flow", §7 documents: a guest buys
// time-slot tickets with the demo provider's card that pays, reaches the success page, and
// downloads each ticket as a PDF whose QR code holds a ticket code signed by the server; the
// confirmation mail lands in the server's outbox. Against the real server, build and demo
// catalogue; prices from the API, summed here by the spec's rules (support/ticket-flow.ts).
import { outboxMails } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import {
  ADULT_SLOT,
  acceptTerms,
  buyButton,
  CARD,
  checkoutAsGuest,
  choosePrintAtHome,
  expectCheckoutTotal,
  guest,
  payByCard,
  REDUCED_SLOT,
  slotPrices,
  slotTicketsInCart,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { readTicketPdf, verifiedTicketCode } from "../support/pdf";
import { berlinDay, DEMO_TICKET, euros, headerCart, literal } from "../support/ticket-flow";

const TIME = "10:30";
/** The demo's postage (apps/server/src/seed/demo-coupons.ts shipping item, 390 cents). */
const POSTAGE = 390;

/** The outbox's .eml files of an order (`<time>-order-<id>.eml`, send-order-confirmation.ts). */
function confirmationsOf(orderId: number): string[] {
  return outboxMails(`-order-${orderId}.eml`);
}

test.describe("given time-slot tickets and the card that pays (journey a)", () => {
  test("a guest pays by card, sees the success page, and each ticket PDF holds a signed QR code of its line; the confirmation is mailed", async ({
    page,
  }) => {
    const person = guest("a");
    const prices = await slotPrices(page, TIME);
    const total = 2 * prices.adult + prices.reduced;

    await slotTicketsInCart(page, { time: TIME, adults: 2, reduced: 1 });
    const totals = page.getByRole("region", { name: "Summe" });
    await expect(totals).toContainText(`Gesamtsumme${euros(total)}`);
    await expectNoAxeViolations(page);

    // The way to checkout without the shipping choice is refused on the cart page, says why
    // and moves focus to the alert (spec selling-core §5).
    await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
    await expect(page.locator(":focus")).toHaveText(
      "Bitte wählen Sie vor dem Weg zur Kasse, wie Sie Ihre Tickets erhalten möchten.",
    );
    await expect(page).toHaveURL(/\/cart$/);
    await expectNoAxeViolations(page);
    // spec selling-core §4 "Shipping selection": shipping by post adds the demo's postage
    // (3,90 €) as its own line; printing at home takes it off again.
    const post = page
      .getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" })
      .getByRole("radio", { name: /^Versand per Post/ });
    await post.check();
    await expect(totals).toContainText(`Versand: Versand per Post${euros(POSTAGE)}`);
    await expect(totals).toContainText(`Gesamtsumme${euros(total + POSTAGE)}`);
    await expect(post).toHaveAccessibleName(`Versand per Post ${euros(POSTAGE)}`);
    await expectNoAxeViolations(page);
    await choosePrintAtHome(page);
    await expect(totals).not.toContainText("Versand:");
    await expect(totals).toContainText(`Gesamtsumme${euros(total)}`);

    await checkoutAsGuest(page, person);
    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(
      // the line's museum and day stand between its title and its price (issue 27 item 2)
      new RegExp(`${literal(`2 × ${ADULT_SLOT}`)}[^€]*${literal(euros(2 * prices.adult))}`),
    );
    await expect(summary).toContainText(
      // the line's museum and day stand between its title and its price (issue 27 item 2)
      new RegExp(`${literal(`1 × ${REDUCED_SLOT}`)}[^€]*${literal(euros(prices.reduced))}`),
    );
    await expectCheckoutTotal(page, euros(total));
    // spec selling-core §2: the payment choice shows when the total is above 0; the demo's
    // default mode is the credit card.
    const payment = page.getByRole("radiogroup", { name: "Zahlungsart" });
    await expect(payment.getByRole("radio", { name: "Kreditkarte" })).toBeChecked();
    await expectNoAxeViolations(page);

    // Buying without the terms is refused, says why and moves focus to the alert (§5).
    await buyButton(page).click();
    await expect(
      page.getByText("Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen."),
    ).toBeVisible();
    await expect(page.locator(":focus")).toHaveText("Bitte prüfen Sie Ihre Angaben.");
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoAxeViolations(page);
    await acceptTerms(page);
    await buyButton(page).click();

    await payByCard(page, CARD.paid, euros(total));

    const orderId = await successOrderId(page);
    expect(orderId).toBeGreaterThan(0);
    const items = page.getByRole("region", { name: "Bestellte Artikel" });
    await expect(items).toContainText(`Gesamtsumme${euros(total)}`);
    // spec selling-core §2 shop.checkout.success: after-sale information per item, from the
    // catalogue (apps/server/src/seed/demo-after-sale.ts, the Impressionism slot tickets).
    const goodToKnow = page.getByRole("region", { name: "Gut zu wissen für Ihren Besuch" });
    await expect(goodToKnow).toContainText(ADULT_SLOT);
    await expect(goodToKnow).toContainText(
      "Bitte kommen Sie innerhalb Ihrer gebuchten Viertelstunde",
    );
    // spec §4 step 4: success empties the cart.
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
    await expectNoAxeViolations(page);

    // One PDF per ticket line, each with a QR code of that line, signed by the server.
    const expected = [
      { title: ADULT_SLOT, ticketId: DEMO_TICKET.impressionismAdult, quantity: 2 },
      { title: REDUCED_SLOT, ticketId: DEMO_TICKET.impressionismReduced, quantity: 1 },
    ];
    const links = items.getByRole("link", { name: /^Tickets als PDF herunterladen: / });
    await expect(links).toHaveCount(expected.length);
    const itemIds = new Set<number>();
    for (const line of expected) {
      const link = items.getByRole("link", {
        name: `Tickets als PDF herunterladen: ${line.title}`,
        exact: true,
      });
      const href = await link.getAttribute("href");
      expect(href).toMatch(new RegExp(`^/api/v1/orders/${orderId}/tickets/\\d+\\.pdf\\?token=`));
      const response = await page.request.get(href ?? "");
      expect(response.status(), `GET ${href}`).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const bytes = await response.body();
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      const pdf = await readTicketPdf(bytes);
      expect(pdf.lines).toContain(line.title);
      // The issue 33: a page and a code per person, each printed under its QR code too.
      expect(pdf.pages).toBe(line.quantity);
      expect(pdf.qrCodes).toHaveLength(line.quantity);
      for (const [index, code] of pdf.qrCodes.entries()) {
        expect(pdf.lines).toContain(code);
        const fields = verifiedTicketCode(code ?? "");
        expect(fields, `the QR code "${code}" carries the server's signature`).not.toBeNull();
        expect(fields).toMatchObject({
          kind: "t",
          orderId,
          productId: line.ticketId,
          person: index + 1,
          persons: line.quantity,
          day: berlinDay(1).replaceAll("-", ""),
          slot: TIME.replace(":", ""),
        });
        expect(href).toContain(`/tickets/${fields?.itemId}.pdf`);
        itemIds.add(fields?.itemId ?? 0);
        // A changed code no longer verifies: the check above can fail.
        expect(verifiedTicketCode((code ?? "").replace(/\.(\d+)\./, ".9$1."))).toBeNull();
      }
    }
    expect(itemIds.size).toBe(expected.length);

    // The confirmation mail to the guest, with the ticket PDFs attached.
    await expect.poll(() => confirmationsOf(orderId).length).toBe(1);
    const mail = confirmationsOf(orderId)[0] ?? "";
    expect(mail).toMatch(new RegExp(`^To: .*${person.email.replace(/\./g, "\\.")}`, "m"));
    expect(mail).toMatch(new RegExp(`^Subject: Ihre Bestellung ${orderId}\\s*$`, "m"));
    for (const itemId of itemIds) expect(mail).toContain(`ticket-${orderId}-${itemId}.pdf`);
  });
});

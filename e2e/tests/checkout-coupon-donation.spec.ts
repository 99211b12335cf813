// spec selling-core §2 shop.cart (donation row and add-donation, coupon-code form), §4
// "Donation", §5 coupon entry, §8 coupon errors (journey h): a donation and the demo's coupon
// code change the cart's total by exactly what their rows show, the checkout shows the same
// rows and total, and the visitor pays that total. Against the real server and demo catalogue.
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
  slotPrices,
  slotTicketsInCart,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { euros } from "../support/ticket-flow";

const TIME = "10:15";
/** spec selling-core §4, §9: a donation is fixed at 100 cents. */
const DONATION = 100;
/** apps/server/src/seed/demo-checkout.ts: DEMO-GUTSCHEIN-10 is worth 10 € until spent. */
const CODE = "DEMO-GUTSCHEIN-10";
const CODE_VALUE = 1000;

test.describe("given tickets in the cart, a donation and the demo coupon code (journey h)", () => {
  test("the donation adds 1 € and the code takes 10 € off, row by row; checkout and payment take exactly that total", async ({
    page,
  }) => {
    const prices = await slotPrices(page, TIME);
    const tickets = 2 * prices.adult + prices.reduced;
    expect(tickets, "the code must be worth less than the tickets").toBeGreaterThan(CODE_VALUE);

    await slotTicketsInCart(page, { time: TIME, adults: 2, reduced: 1 });
    await choosePrintAtHome(page);
    const totals = page.getByRole("region", { name: "Summe" });
    await expect(totals).toContainText(`Gesamtsumme${euros(tickets)}`);
    await expect(totals).not.toContainText("Spende");

    // The donation: the button gives way to a thank-you, a row of 1 € appears in the totals.
    const donation = page.getByRole("region", { name: "Spende" });
    await donation.getByRole("button", { name: `${euros(DONATION)} spenden` }).click();
    await expect(donation).toContainText(
      `Vielen Dank! Ihre Spende von ${euros(DONATION)} ist im Warenkorb.`,
    );
    await expect(donation.getByRole("button", { name: /spenden$/ })).toHaveCount(0);
    await expect(totals).toContainText(`Spende${euros(DONATION)}`);
    await expect(totals).toContainText(`Gesamtsumme${euros(tickets + DONATION)}`);
    await expectNoAxeViolations(page);

    // Coupon errors (spec §8): an empty code and an unknown one, each in a focused alert.
    const codeField = page.getByRole("textbox", { name: "Gutscheincode" });
    const redeem = page.getByRole("button", { name: "Einlösen" });
    await redeem.click();
    await expect(page.locator(":focus")).toContainText("Bitte geben Sie einen Gutscheincode ein.");
    await codeField.fill("KEIN-GUTSCHEIN-1");
    await redeem.click();
    await expect(page.locator(":focus")).toContainText("Dieser Gutscheincode ist nicht gültig.");
    await expect(totals).toContainText(`Gesamtsumme${euros(tickets + DONATION)}`);
    await expectNoAxeViolations(page);

    // The demo code: its row shows what it takes off, and the total drops by exactly that.
    await codeField.fill(CODE);
    await redeem.click();
    const expected = tickets + DONATION - CODE_VALUE;
    await expect(totals).toContainText(`Gutschein ${CODE}${euros(-CODE_VALUE)}`);
    await expect(totals).toContainText(`Gesamtsumme${euros(expected)}`);
    await expect(
      page.getByRole("list", { name: "Eingelöste Gutscheincodes" }).getByRole("listitem"),
    ).toContainText(CODE);
    await expectNoAxeViolations(page);

    // The checkout shows the same rows and total; the provider is asked for that amount.
    await checkoutAsGuest(page, guest("h"));
    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(`Spende${euros(DONATION)}`);
    await expect(summary).toContainText(`Gutschein ${CODE}${euros(-CODE_VALUE)}`);
    await expectCheckoutTotal(page, euros(expected));
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(expected));

    const orderId = await successOrderId(page);
    const items = page.getByRole("region", { name: "Bestellte Artikel" });
    await expect(items).toContainText(`Spende${euros(DONATION)}`);
    await expect(items).toContainText(`Gutschein ${CODE}${euros(-CODE_VALUE)}`);
    await expect(items).toContainText(`Gesamtsumme${euros(expected)}`);
    await expectNoAxeViolations(page);

    // The order the server kept, read with the token of its PDF links: the donation, and
    // the total the visitor saw (before the coupon, which pays part of it).
    const href =
      (await items
        .getByRole("link", { name: /^Tickets als PDF herunterladen: / })
        .first()
        .getAttribute("href")) ?? "";
    const token = new URL(href, page.url()).searchParams.get("token") ?? "";
    const order = await page.request.get(`/api/v1/orders/${orderId}?token=${token}`);
    expect(order.status()).toBe(200);
    const body = await order.json();
    expect(body.donations).toEqual([{ donation_cents: DONATION }]);
  });
});

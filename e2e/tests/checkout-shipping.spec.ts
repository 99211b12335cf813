// spec selling-core §2 shop.cart (shipping choice and rows) and shop.checkout.shipping-address,
// §4 "Checkout flow" step 1 and "Shipping selection", §5 (a shipping address differing from the
// billing one needs street, zip, city and country; a global form error on invalid submit): a
// guest has the tickets sent by post to another address, pays the postage with them, and
// the order is placed. Against the real server and the demo catalogue.
import { expectNoAxeViolations } from "../support/axe";
import {
  acceptTerms,
  buyButton,
  CARD,
  expectCheckoutTotal,
  guest,
  payByCard,
  signInAsGuest,
  slotPrices,
  slotTicketsInCart,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { euros } from "../support/ticket-flow";

const TIME = "10:00";
/** The demo's postage (apps/server/src/seed/demo-coupons.ts shipping item, 390 cents). */
const POSTAGE = 390;

test.describe("given tickets to be sent by post (shipping address)", () => {
  test("a guest ships them to another address: the empty form is refused field by field, the filled one is used, and the postage is paid", async ({
    page,
  }) => {
    const prices = await slotPrices(page, TIME);
    const total = prices.adult + POSTAGE;
    await slotTicketsInCart(page, { time: TIME, adults: 1, reduced: 0 });
    const post = page
      .getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" })
      .getByRole("radio", { name: /^Versand per Post/ });
    await post.check();
    await expect(page.getByRole("region", { name: "Summe" })).toContainText(
      `Gesamtsumme${euros(total)}`,
    );

    // Shipped: after the guest form comes the shipping address (§4 step 1).
    await signInAsGuest(page, guest("shipping"));
    await expect(page).toHaveURL(/\/checkout\/shipping-address$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lieferadresse" })).toBeVisible();
    const same = page.getByRole("checkbox", { name: "An meine Rechnungsadresse liefern" });
    await expect(same).toBeChecked();
    await expectNoAxeViolations(page);
    await same.uncheck();

    const confirm = page.getByRole("button", { name: "Bestätigen und weiter" });
    await confirm.click();
    await expect(page.locator(":focus")).toContainText("Bitte prüfen Sie die markierten Felder.");
    for (const label of ["Straße und Hausnummer", "Postleitzahl", "Ort", "Land"]) {
      await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page).toHaveURL(/\/checkout\/shipping-address$/);
    await expectNoAxeViolations(page);

    await page.getByLabel("Empfänger").fill("Max Mustermann");
    await page.getByLabel("Straße und Hausnummer").fill("Parkweg 3");
    await page.getByLabel("Postleitzahl").fill("10115");
    await page.getByLabel("Ort").fill("Berlin");
    await page.getByLabel("Land").selectOption({ label: "Deutschland" });
    await confirm.click();

    // The order: postage in the summary, and where the tickets go.
    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(`Versand: Versand per Post${euros(POSTAGE)}`);
    await expectCheckoutTotal(page, euros(total));
    await expect(
      page.getByText("Ihre Tickets werden geschickt an: Max Mustermann, Parkweg 3, 10115 Berlin"),
    ).toBeVisible();
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(total));

    await successOrderId(page);
    await expect(page.getByRole("region", { name: "Bestellte Artikel" })).toContainText(
      `Gesamtsumme${euros(total)}`,
    );
    await expectNoAxeViolations(page);
  });
});

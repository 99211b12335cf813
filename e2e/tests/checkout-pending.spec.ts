// spec selling-core §2 shop.checkout.pending and shop.payment.iframe, §4 steps 2–3: a payment
// that stays open comes back to the pending page, which checks the order every 2 s and moves
// on to the success page once the provider confirms it. The demo's "pending" card confirms
// after PENDING_DELAY_SECONDS (support/global-setup.ts); SEPA opens the provider's page in an
// iframe inside the shop and the bank collects after the same delay. Against the real server,
// build and demo catalogue.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { buyButton, CARD, payByCard, readyToBuy, successOrderId } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { PENDING_DELAY_SECONDS } from "../support/global-setup";
import { euros, literal } from "../support/ticket-flow";

/** The pending page, then, through its polling alone, the success page. */
async function expectPendingThenSuccess(page: Page, total: number): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/pending\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Zahlung ausstehend" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Wir warten auf die Bestätigung Ihrer Zahlung." }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // No reload, no click: the page's own checks every 2 s find the payment confirmed.
  await expect(
    page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
  ).toBeVisible({ timeout: (PENDING_DELAY_SECONDS + 10) * 1000 });
  await successOrderId(page);
  await expect(page.getByRole("region", { name: "Bestellte Artikel" })).toContainText(
    `Gesamtsumme${euros(total)}`,
  );
  await expectNoAxeViolations(page);
}

test.describe("given the card that stays pending, then pays (journey d)", () => {
  test("the pending page waits and moves on to the success page by itself", async ({ page }) => {
    const total = await readyToBuy(page, "d", { time: "11:30", adults: 1, reduced: 1 });
    await buyButton(page).click();
    await payByCard(page, CARD.pendingThenPaid, euros(total));
    await expectPendingThenSuccess(page, total);
  });
});

test.describe("given SEPA direct debit in the payment iframe (journey e)", () => {
  test("the mandate is given inside the shop's iframe, and the order ends on the success page", async ({
    page,
  }) => {
    const total = await readyToBuy(page, "e", { time: "11:45", adults: 1, reduced: 1 });
    const sepa = page.getByRole("radio", { name: "SEPA-Lastschrift" });
    await sepa.check();
    await expect(sepa).toBeChecked();
    await buyButton(page).click();

    // The shop's payment page, with the provider's page in its iframe.
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole("heading", { level: 1, name: "Zahlung" })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Zahlungsseite des Zahlungsanbieters"]');
    await expect(frame.getByRole("heading", { level: 1, name: "SEPA-Lastschrift" })).toBeVisible();
    await expectNoAxeViolations(page);
    await frame.getByLabel("Kontoinhaber").fill("Erika Mustermann");
    await frame.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
    await frame.getByLabel("BIC").fill("COBADEFFXXX");
    await frame
      .getByRole("button", {
        name: new RegExp(
          `^Mandat erteilen und ${literal(euros(total)).replace(/\s/g, "\\s")} bezahlen$`,
        ),
      })
      .click();

    // The whole shop, not the frame, moves on to the result.
    await expectPendingThenSuccess(page, total);
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});

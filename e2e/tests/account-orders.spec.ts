// The issue 27 in the account: an order left unpaid is paid from the order list through the
// same payment as the checkout's, another is cancelled after a confirmation; the overview's
// latest orders reflow at 320 px instead of scrolling sideways (WCAG 1.4.10); a confirmation
// link cut short says the link is incomplete, not "later". Against the real server, build and
// demo catalogue; mails from its outbox.
import type { Page } from "@playwright/test";
import { mailedLink, newCustomer, register } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import {
  acceptTerms,
  buyButton,
  CARD,
  choosePrintAtHome,
  payByCard,
  slotPrices,
  slotTicketsInCart,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { euros } from "../support/ticket-flow";

const TIME = "11:15";

/** Places an order and leaves the provider's payment page without paying. */
async function leaveAnOrderUnpaid(page: Page, consentAnswered = false): Promise<void> {
  await slotTicketsInCart(
    page,
    { time: TIME, adults: 1, reduced: 0 },
    consentAnswered ? { answered: true } : {},
  );
  await choosePrintAtHome(page);
  await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
  await acceptTerms(page);
  await buyButton(page).click();
  await expect(page).toHaveURL(/\/api\/demo-pay\/pay\?session=/);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
}

test.describe("given a customer's unpaid orders", () => {
  test("pays one from the order list, cancels another, and the overview reflows at 320 px", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const person = newCustomer("orders");
    await register(page, person);
    await page.goto(await mailedLink("confirm", person.email, "/confirmation"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Ihr Kundenkonto ist bestätigt" }),
    ).toBeVisible();
    const prices = await slotPrices(page, TIME);

    // pay now: back to the order's payment, then its success page
    await leaveAnOrderUnpaid(page);
    const unpaid = page.getByRole("region", { name: /^Bestellung \d+$/ }).first();
    await expect(unpaid.getByText("Nicht bezahlt", { exact: true })).toBeVisible();
    await expect(unpaid.getByRole("button", { name: "Bestellung stornieren" })).toBeVisible();
    await expectNoAxeViolations(page);
    await unpaid.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await payByCard(page, CARD.paid, euros(prices.adult));
    const paidId = await successOrderId(page);

    // cancel: after the confirmation the order reads cancelled and offers nothing more
    await leaveAnOrderUnpaid(page, true);
    const other = page.getByRole("region", { name: /^Bestellung \d+$/ }).first();
    await expect(other).not.toHaveAccessibleName(`Bestellung ${paidId}`);
    const otherName = (await other.getAttribute("aria-labelledby")) ?? "";
    await other.getByRole("button", { name: "Bestellung stornieren" }).click();
    const dialog = page.getByRole("dialog", { name: /^Bestellung \d+ stornieren\?$/ });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Ja, stornieren" }).click();
    await expect(other.getByRole("status")).toHaveText(/^Bestellung \d+ ist storniert\.$/);
    await expect(other.getByText("Storniert", { exact: true })).toBeVisible();
    await expect(other.getByRole("button", { name: "Jetzt bezahlen" })).toHaveCount(0);
    await expect(page.locator(`#${otherName}`)).toBeFocused();
    const paid = page.getByRole("region", { name: `Bestellung ${paidId}` });
    await expect(paid.getByText("Bezahlt", { exact: true })).toBeVisible();

    // WCAG 1.4.10: the latest orders fit 320 px, nothing scrolls sideways
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("cell", { name: String(paidId) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    // the table fits the page, and no box in it scrolls sideways
    expect(
      await page.getByRole("table").evaluate((table) => table.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(320);
    expect(
      await page
        .getByRole("main")
        .evaluate(
          (main) =>
            [main, ...main.querySelectorAll("*")].filter(
              (box) =>
                box.scrollWidth > box.clientWidth &&
                ["auto", "scroll"].includes(getComputedStyle(box).overflowX),
            ).length,
        ),
    ).toBe(0);
    await expectNoAxeViolations(page);
    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

test.describe("given a confirmation link cut short in the mail", () => {
  test("says the link is incomplete and leads to the login, never 'later'", async ({ page }) => {
    const person = newCustomer("cut");
    await register(page, person);
    const link = await mailedLink("confirm", person.email, "/confirmation");
    await page.goto(link.slice(0, link.indexOf("token=") + 16));

    await expect(page.getByRole("alert")).toHaveText(
      "Dieser Link ist unvollständig oder nicht mehr gültig. Bitte kopieren Sie den ganzen Link aus der E-Mail in die Adresszeile oder fordern Sie einen neuen Link an.",
    );
    await expect(page.getByText(/später/)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Anmelden" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

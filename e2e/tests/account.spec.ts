// The issue "accounts", journeys (a), (b) and (e), spec surrounding-areas §2 "Accounts and user
// area", §4: a visitor registers, confirms the address by the mailed link, logs in, buys, sees
// the order as paid with its PDF in the account, and logging out empties the cart; a forgotten
// password is replaced through the mailed link; a login in the middle of the checkout keeps
// the cart. Against the real server, build and demo catalogue; mails from its outbox.
import type { Page } from "@playwright/test";
import { logIn, mailedLink, newCustomer, register } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import {
  acceptTerms,
  buyButton,
  CARD,
  choosePrintAtHome,
  expectCheckoutTotal,
  guest,
  payByCard,
  signInAsGuest,
  slotPrices,
  slotTicketsInCart,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { euros, headerCart } from "../support/ticket-flow";

const userLinks = (page: Page) => page.getByRole("list", { name: "Kundenkonto" });

async function confirmByMail(page: Page, email: string): Promise<void> {
  await page.goto(await mailedLink("confirm", email, "/confirmation"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Ihr Kundenkonto ist bestätigt" }),
  ).toBeVisible();
  await expect(userLinks(page).getByRole("link", { name: "Mein Konto" })).toBeVisible();
  await expectNoAxeViolations(page);
}

async function logOut(page: Page): Promise<void> {
  await userLinks(page).getByRole("link", { name: "Abmelden" }).click();
  await expect(page.getByText("Sie sind abgemeldet. Ihr Warenkorb wurde geleert.")).toBeVisible();
  await expect(userLinks(page).getByRole("link", { name: "Anmelden" })).toBeVisible();
}

test.describe("given a new customer account (journey a)", () => {
  test("register, confirm by mail, log in, buy, see the paid order with its PDF, and log out with the cart emptied", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const person = newCustomer("a");
    await register(page, person);
    await confirmByMail(page, person.email);
    await logOut(page);

    await userLinks(page).getByRole("link", { name: "Anmelden" }).click();
    await logIn(page, person.email, person.password);
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
    await expect(page.getByText("Sie haben noch keine Bestellungen.")).toBeVisible();
    await expectNoAxeViolations(page);

    // the slots of the other journeys, with places to spare (25 a slot); 10:00 counts its places
    const time = "11:15";
    const prices = await slotPrices(page, time);
    await slotTicketsInCart(page, { time, adults: 1, reduced: 0 });
    await choosePrintAtHome(page);
    await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
    // signed in: no user choice and no guest form, straight to the order
    await expect(page.getByRole("region", { name: "Ihre Bestellung" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Als Gast bestellen" })).toHaveCount(0);
    await expectCheckoutTotal(page, euros(prices.adult));
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(prices.adult));
    const orderId = await successOrderId(page);

    await page.getByRole("link", { name: "Ihre Bestellungen ansehen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    const panel = page.getByRole("region", { name: `Bestellung ${orderId}` });
    await expect(panel.getByText("Bezahlt", { exact: true })).toBeVisible();
    const pdf = panel.getByRole("link", { name: /PDF/ });
    await expect(pdf).toHaveCount(1);
    const answer = await page.request.get((await pdf.getAttribute("href")) ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("application/pdf");
    await expectNoAxeViolations(page);

    // logging out empties the cart (surrounding-areas §4)
    await slotTicketsInCart(page, { time, adults: 1, reduced: 0 }, { answered: true });
    await expect(headerCart(page)).toContainText("1");
    await logOut(page);
    await expect(headerCart(page)).not.toContainText("1");
    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  });
});

test.describe("given a forgotten password (journey b)", () => {
  test("the mailed link sets a new password, and the new one logs in", async ({ page }) => {
    test.setTimeout(60_000);
    const person = newCustomer("b");
    await register(page, person);
    await confirmByMail(page, person.email);
    await logOut(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Passwort zurücksetzen" }),
    ).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "E-Mail-Adresse", exact: true })
      .fill(person.email);
    await page.getByRole("button", { name: "Link anfordern" }).click();
    await expect(page.getByText(/ist eine E-Mail mit dem Link unterwegs/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(await mailedLink("reset", person.email, "/password-reset"));
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill(person.email);
    await main
      .getByRole("textbox", { name: "Neues Passwort", exact: true })
      .fill("Ein neues Pferd 2026");
    await main
      .getByRole("textbox", { name: "Neues Passwort wiederholen", exact: true })
      .fill("Ein neues Pferd 2026");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Passwort geändert" })).toBeVisible();

    await main.getByRole("link", { name: "Anmelden" }).click();
    await logIn(page, person.email, person.password);
    await expect(page.getByRole("alert")).toContainText(
      "Die eingegebenen Anmeldedaten sind nicht korrekt.",
    );
    await expect(page.getByRole("alert")).toBeFocused();
    await logIn(page, person.email, "Ein neues Pferd 2026");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
  });
});

test.describe("given a reseller the catalogue names (journey d)", () => {
  test("the reseller's account pays by collective invoice, which a guest is not offered", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // the demo catalogue's reseller (apps/server/src/seed/demo-shop.ts DEMO_RESELLER_EMAIL)
    const person = { ...newCustomer("d"), email: "wiederverkauf@museen-am-fluss.example" };
    await register(page, person);
    await confirmByMail(page, person.email);

    const time = "11:45";
    const prices = await slotPrices(page, time);
    await slotTicketsInCart(page, { time, adults: 1, reduced: 0 });
    await choosePrintAtHome(page);
    await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
    await expect(page.getByRole("region", { name: "Ihre Bestellung" })).toBeVisible();
    await expectCheckoutTotal(page, euros(prices.adult));
    const invoice = page.getByRole("radio", { name: /Sammelrechnung/ });
    await invoice.check();
    await expect(invoice).toBeChecked();
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();
    // no payment page: the reseller pays later, the places are sold at once
    const orderId = await successOrderId(page);

    await page.getByRole("link", { name: "Ihre Bestellungen ansehen" }).click();
    const panel = page.getByRole("region", { name: `Bestellung ${orderId}` });
    await expect(panel).toBeVisible();
    await logOut(page);

    // a guest who gives the reseller's address is offered no invoice
    await slotTicketsInCart(page, { time, adults: 1, reduced: 0 }, { answered: true });
    await choosePrintAtHome(page);
    await signInAsGuest(page, { ...guest("d"), email: person.email });
    await expect(page.getByRole("region", { name: "Ihre Bestellung" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Kreditkarte/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Sammelrechnung/ })).toHaveCount(0);
  });
});

test.describe("given a login in the middle of the checkout (journey e)", () => {
  test("the cart is kept and the checkout goes on to the order", async ({ page }) => {
    test.setTimeout(60_000);
    const person = newCustomer("e");
    await register(page, person);
    await confirmByMail(page, person.email);
    await logOut(page);

    const time = "11:45";
    const prices = await slotPrices(page, time);
    await slotTicketsInCart(page, { time, adults: 2, reduced: 0 });
    await choosePrintAtHome(page);
    await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Anmelden" }).click();
    await logIn(page, person.email, person.password);

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("region", { name: "Ihre Bestellung" })).toBeVisible();
    await expectCheckoutTotal(page, euros(2 * prices.adult));
    await expect(headerCart(page)).toContainText("2");
    await expectNoAxeViolations(page);
  });
});

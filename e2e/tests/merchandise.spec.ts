// Issue 31 (spec surrounding-areas §2 "Merchandise", §5 "Quantities", §9; selling-core §2 cart
// and checkout, §4 shipping): the museum shop's goods against the real server and the demo
// catalogue (apps/server/src/seed/demo-merchandise.ts: a catalogue, a poster, a postcard set at
// 10 % off, a signed print of which 6 exist; all at 7 %, posted with the demo's one shipping
// item at 3,90 €). (a) A poster and two postcard sets beside a 10:15 ticket: the cart asks
// nothing about the delivery, the guest gives a separate delivery address, pays by card, and
// the confirmation lists the goods, the postage and the right of withdrawal. (b) By keyboard
// only, the quantity of the print stops at the pieces left. (c) The list and an article's page
// at 320 px scroll no sideways.
import type { Page } from "@playwright/test";
import { orderMail } from "../support/account";
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
import { dismissConsent, euros, headerCart, pressOn, tabTo } from "../support/ticket-flow";

/** apps/server/src/seed/demo-ids.ts MERCHANDISE, and their titles and prices (demo-merchandise.ts). */
const CATALOGUE_ID = 11;
const POSTER = { id: 12, title: "Poster „Zugvögel“", cents: 1500 };
/** 9,90 € less 10 %. */
const POSTCARDS = { id: 13, title: "Postkartenset", cents: 891 };
const PRINT = { id: 14, title: "Signierter Kunstdruck „Minerale“" };
/** The demo's shipping item (demo-coupons.ts, 390 cents). */
const POSTAGE = { title: "Versand per Post", cents: 390 };
/**
 * The slot of the coupon and donation journey, which counts no places (the demo's slots of
 * "Licht und Wasser" run 10:00–11:45 and every one has its journey).
 */
const TIME = "10:15";

/** The pieces of an article left now, from the real API. */
async function piecesLeft(page: Page, id: number): Promise<number> {
  const response = await page.request.get(`/api/v1/merchandises/${id}?locale=de`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { quantity: number }).quantity;
}

/** An article's page: its heading, then `quantity` pieces into the cart. */
async function addArticle(page: Page, article: { id: number; title: string }, quantity: number) {
  await page.goto(`/merchandise/detail/${article.id}`);
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  const buy = page.getByRole("region", { name: "Diesen Artikel kaufen" });
  await buy.getByRole("combobox", { name: "Anzahl" }).selectOption(String(quantity));
  await buy.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Der Artikel liegt jetzt in Ihrem Warenkorb." }),
  ).toBeVisible();
}

test.describe("given goods beside a time-slot ticket (journey a)", () => {
  test("a poster and two postcard sets are posted with the ticket to another address, paid by card, and the mail lists goods and postage", async ({
    page,
  }) => {
    // two article pages, the ticket pages, the cart, guest form, address, order, card, success
    test.setTimeout(120_000);
    const prices = await slotPrices(page, TIME);
    const total = POSTER.cents + 2 * POSTCARDS.cents + prices.adult + POSTAGE.cents;

    await page.goto("/merchandise/list");
    await dismissConsent(page);
    await expect(page.getByRole("link", { name: new RegExp(POSTER.title) })).toBeVisible();
    await expectNoAxeViolations(page);
    await addArticle(page, POSTER, 1);
    await expectNoAxeViolations(page);
    await addArticle(page, POSTCARDS, 2);
    await slotTicketsInCart(page, { time: TIME, adults: 1, reduced: 0 }, { answered: true });

    // Goods are posted: the cart asks nothing about the delivery and says so.
    await expect(page.getByRole("article", { name: POSTER.title })).toBeVisible();
    await expect(page.getByRole("article", { name: POSTCARDS.title })).toBeVisible();
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
    await expect(page.getByText(/^Waren versenden wir per Post/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Summe" })).toContainText(
      `Gesamtsumme${euros(total)}`,
    );
    await expectNoAxeViolations(page);

    await signInAsGuest(page, guest("goods"));
    await expect(page).toHaveURL(/\/checkout\/shipping-address$/);
    await page.getByRole("checkbox", { name: "An meine Rechnungsadresse liefern" }).uncheck();
    await page.getByLabel("Empfänger").fill("Max Mustermann");
    await page.getByLabel("Straße und Hausnummer").fill("Parkweg 3");
    await page.getByLabel("Postleitzahl").fill("10115");
    await page.getByLabel("Ort").fill("Berlin");
    await page.getByLabel("Land").selectOption({ label: "Deutschland" });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Bestätigen und weiter" }).click();

    const summary = page.getByRole("region", { name: "Ihre Bestellung" });
    await expect(summary).toContainText(`Versand: ${POSTAGE.title}${euros(POSTAGE.cents)}`);
    await expectCheckoutTotal(page, euros(total));
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(total));
    const orderId = await successOrderId(page);
    await expect(page.getByText(/Widerrufsrecht von 14 Tagen/)).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await orderMail(orderId);
    expect(mail).toContain(`1 × ${POSTER.title} – ${euros(POSTER.cents)}`);
    expect(mail).toContain(`2 × ${POSTCARDS.title} – ${euros(2 * POSTCARDS.cents)}`);
    expect(mail).toContain(`${POSTAGE.title} – ${euros(POSTAGE.cents)}`);
    expect(mail).toContain("Parkweg 3");
    expect(mail).toContain("innerhalb von 14 Tagen ab Erhalt");
  });
});

test.describe("given a keyboard-only visitor and the signed print (journey b)", () => {
  test("the quantity stops at the pieces left, and the cart's line takes what was chosen", async ({
    page,
  }) => {
    const left = await piecesLeft(page, PRINT.id);
    expect(left, "the demo has only a few prints").toBeGreaterThan(1);
    expect(left).toBeLessThan(10);
    await page.goto(`/merchandise/detail/${PRINT.id}`);
    await expect(page.getByRole("heading", { level: 1, name: PRINT.title })).toBeVisible();
    const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
    await tabTo(page, banner.getByRole("button", { name: "Ablehnen" }));
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    const buy = page.getByRole("region", { name: "Diesen Artikel kaufen" });
    const quantity = buy.getByRole("combobox", { name: "Anzahl" });
    // the options end at the pieces left, not at 10
    await expect(quantity.locator("option").last()).toHaveText(String(left));
    await tabTo(page, quantity);
    for (let presses = 0; presses < 12; presses += 1) await page.keyboard.press("ArrowDown");
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue(String(left));
    await expectNoAxeViolations(page);

    await pressOn(page, buy.getByRole("button", { name: "In den Warenkorb" }), "Enter");
    const added = page.getByRole("status").filter({ hasText: "Der Artikel liegt jetzt" });
    await expect(added).toBeFocused();
    // every piece is in the cart now: nothing more to choose here
    await expect(quantity).toHaveCount(0);
    await expect(headerCart(page)).toHaveAccessibleName(new RegExp(`Warenkorb ${left} Artikel`));
    await expectNoAxeViolations(page);
    await pressOn(page, added.getByRole("link", { name: "Zum Warenkorb" }), "Enter");
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole("article", { name: PRINT.title });
    await expect(line).toBeVisible();
    await expect(line.getByRole("timer")).toBeVisible();
    expect(await piecesLeft(page, PRINT.id)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("given a phone's width (journey c)", () => {
  test("/merchandise/list and an article's page at 320 px do not scroll sideways (WCAG 1.4.10)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // the catalogue has the longest word of the demo's titles ("Ausstellungskatalog")
    for (const path of [
      "/merchandise/list",
      `/merchandise/detail/${CATALOGUE_ID}`,
      `/merchandise/detail/${POSTER.id}`,
    ]) {
      await page.goto(path);
      if (path === "/merchandise/list") await dismissConsent(page);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.window);
      await expectNoAxeViolations(page);
    }
  });
});

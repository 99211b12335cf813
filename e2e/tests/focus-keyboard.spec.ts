// Issue 27 item 1 (WCAG 2.4.3): keyboard and screen-reader users keep their place. By keyboard
// from the day tickets through "In den Warenkorb" to the cart and through "Zur Kasse" to the
// checkout: after each step the focus is on the new page's heading, never on <body>.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { berlinDay, chooseQuantityByKeyboard, headerCart, pressOn } from "../support/ticket-flow";

/** Whether the focus is on an element of the page, not on <body> (or nowhere). */
const focusOffBody = (page: Page) =>
  page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);

test.describe("given a keyboard-only visitor buying a day ticket", () => {
  test("finds the focus on each new page's heading, never on <body>", async ({ page }) => {
    await page.goto(`/tickets/types?group=day&date=${berlinDay(1)}&museum_id=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
    await pressOn(page, banner.getByRole("button", { name: "Ablehnen" }), "Enter");
    await expect(banner).toBeHidden();
    await chooseQuantityByKeyboard(page, "Anzahl: Erwachsene", 1);
    expect(await focusOffBody(page)).toBe(true);

    // "In den Warenkorb": the button goes with its page; the cart's heading has the focus.
    await pressOn(page, page.getByRole("button", { name: "In den Warenkorb" }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeFocused();
    expect(await focusOffBody(page)).toBe(true);
    await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
    await expectNoAxeViolations(page);

    // The next Tab goes on from the heading, into the cart, not from the top of the page.
    const print = page
      .getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" })
      .getByRole("radio", { name: /^Zu Hause ausdrucken/ });
    await pressOn(page, print, "Space");
    await expect(print).toBeChecked();
    expect(await focusOffBody(page)).toBe(true);

    // "Zur Kasse": the checkout's heading has the focus.
    await pressOn(page, page.getByRole("link", { name: "Zur Kasse", exact: true }), "Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeFocused();
    expect(await focusOffBody(page)).toBe(true);
    await expectNoAxeViolations(page);

    // Back in the cart, its line goes again: its places are free for the other journeys.
    await page.goto("/cart");
    const remove = page.getByRole("button", { name: / entfernen$/ });
    await pressOn(page, remove.first(), "Enter");
    await expect(page.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
  });
});

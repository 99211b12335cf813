// spec selling-core §2 shop.onepager, §4 "One-pager", §5, §9: the one-page purchase against the
// real server, build and demo catalogue. Journey (b): bought by keyboard only, in English —
// Tab, typing, the arrow keys, Space and Enter, never the mouse — with the demo card. Journey
// (c): its errors (no selection, the customer form, the terms) each show an alert that takes
// the focus. Prices from the API; axe on every state.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { CARD, guest } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import {
  berlinDay,
  DEMO_TICKET,
  euros,
  fetchTicket,
  headerCart,
  tabTo,
  unitPrice,
} from "../support/ticket-flow";

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function pressOn(page: Page, target: Locator, key: "Enter" | "Space"): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The one-pager in English with the consent banner answered by keyboard. */
async function openOnepager(page: Page): Promise<void> {
  await page.goto("/onepager?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Quick purchase" })).toBeVisible();
  const banner = page.getByRole("region", { name: "Privacy notice" });
  await pressOn(page, banner.getByRole("button", { name: "Reject" }), "Enter");
  await expect(banner).toBeHidden();
}

/** The quantity select of the Kunsthalle's adult day ticket (the demo's default ticket, 1). */
function adultQuantity(page: Page): Locator {
  return page.getByRole("combobox", { name: /^Quantity: Adults/ }).first();
}

test.describe("given the one-pager (journeys b and c)", () => {
  test("(b) a visitor buys 2 adult tickets by keyboard only, in English, with the demo card", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const person = guest("onepager-b");
    await openOnepager(page);
    const day = await page.getByLabel("Day of your visit").inputValue();
    expect([berlinDay(0), berlinDay(1)]).toContain(day);
    const adult = await fetchTicket(page.request, DEMO_TICKET.kunsthalleAdult, "en");
    const total = 2 * unitPrice(adult, { date: day });

    // The default ticket is chosen once; the arrow key makes it 2.
    const quantity = adultQuantity(page);
    await expect(quantity).toHaveValue("1");
    await tabTo(page, quantity);
    await page.keyboard.press("ArrowDown");
    await expect(quantity).toHaveValue("2");
    await expectNoAxeViolations(page);

    await typeInto(page, page.getByRole("textbox", { name: /^First name/ }), person.name);
    await typeInto(page, page.getByRole("textbox", { name: /^Last name/ }), person.surname);
    await typeInto(page, page.getByRole("textbox", { name: /^E-mail address/ }), person.email);
    await typeInto(page, page.getByRole("textbox", { name: /^Street and number/ }), person.street);
    await typeInto(page, page.getByRole("textbox", { name: /^Postal code/ }), person.zip);
    await typeInto(page, page.getByRole("textbox", { name: /^City/ }), person.city);
    await pressOn(page, page.getByRole("button", { name: "Next" }), "Enter");

    // The overview: the keyboard goes on from its heading.
    await expect(page.getByRole("heading", { name: "Check and pay" })).toBeFocused();
    const summary = page.getByRole("region", { name: "Your order" });
    await expect(summary).toContainText(`Total${euros(total, "en")}`);
    await expect(page.getByText(/exempt from VAT under section 4 no\. 20a/)).toBeVisible();
    await expect(page.getByText("Please bring an official photo ID to your visit.")).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
    await expect(
      page.getByRole("radiogroup", { name: "Payment method" }).getByRole("radio", {
        name: "Credit card",
      }),
    ).toBeChecked();
    const terms = page.getByRole("checkbox", { name: /terms and conditions/ });
    await pressOn(page, terms, "Space");
    await expect(terms).toBeChecked();
    await expectNoAxeViolations(page);
    await pressOn(page, page.getByRole("button", { name: "Place order and pay" }), "Enter");

    // The demo provider's card page (German: the provider's own page), then success.
    await expect(page).toHaveURL(/\/api\/demo-pay\/pay\?session=/);
    await typeInto(page, page.getByLabel(/Kartennummer|Card number/), CARD.paid);
    await typeInto(page, page.getByLabel(/Gültig bis|Expiry/), "12/39");
    await typeInto(page, page.getByLabel(/Prüfnummer|CVC/), "123");
    await typeInto(page, page.getByLabel(/Karteninhaber|Cardholder/), "Erika Mustermann");
    await pressOn(page, page.getByRole("button", { name: /bezahlen|Pay/ }), "Enter");

    await expect(page).toHaveURL(/\/checkout\/success\?/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.getByRole("main")).toContainText(`Total${euros(total, "en")}`);
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
    await expectNoAxeViolations(page);
  });

  test("(c) no selection, a wrong customer form and the unticked terms each focus their alert", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const person = guest("onepager-c");
    // On a 320 px wide phone (WCAG 1.4.10): the page's content reflows, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await openOnepager(page);
    const next = page.getByRole("button", { name: "Next" });
    const fitsWidth = () =>
      page.getByRole("main").evaluate((main) => main.scrollWidth <= main.clientWidth);
    expect(await fitsWidth()).toBe(true);

    // The customer form, empty (the default ticket is chosen), then with a wrong e-mail address.
    await next.click();
    const details = page.getByRole("alert").filter({ hasText: "Please check your details" });
    await expect(details).toBeFocused();
    await expect(page.getByRole("textbox", { name: /^First name/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: /^First name/ }).fill(person.name);
    await page.getByRole("textbox", { name: /^Last name/ }).fill(person.surname);
    await page.getByRole("textbox", { name: /^E-mail address/ }).fill("erika@example");
    await page.getByRole("textbox", { name: /^Street and number/ }).fill(person.street);
    await page.getByRole("textbox", { name: /^Postal code/ }).fill(person.zip);
    await page.getByRole("textbox", { name: /^City/ }).fill(person.city);
    await page.getByRole("combobox", { name: "Country (optional)" }).selectOption({
      label: "Austria",
    });
    await next.click();
    await expect(details).toBeFocused();
    await expect(
      page.getByRole("textbox", { name: /^E-mail address/ }),
    ).toHaveAccessibleDescription(/exactly one e-mail address/);
    await page.getByRole("textbox", { name: /^E-mail address/ }).fill(person.email);

    // No selection: the default ticket taken back.
    await adultQuantity(page).selectOption("0");
    await next.click();
    const noSelection = page.getByRole("alert").filter({ hasText: "at least one ticket" });
    await expect(noSelection).toBeFocused();
    await expect(details).toBeHidden();
    await expectNoAxeViolations(page);
    await adultQuantity(page).selectOption("1");

    // Valid: on to the overview; the terms unticked.
    await next.click();
    await expect(page.getByRole("heading", { name: "Check and pay" })).toBeFocused();
    await expect(page.getByRole("region", { name: "Your order" })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await page.getByRole("button", { name: "Place order and pay" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Please check your entries." });
    await expect(alert).toBeFocused();
    await expect(page.getByText("Please accept the terms and conditions.")).toBeVisible();
    await expect(page).toHaveURL(/\/onepager/);
    await expectNoAxeViolations(page);

    // "Change" gives the held places back and returns to the choice.
    await page.getByRole("button", { name: "Change tickets or details" }).click();
    await expect(page.getByRole("heading", { name: "Your tickets" })).toBeFocused();
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
  });
});

// The issue "accounts", journey (c); spec surrounding-areas §2 "VIP", §6: the demo's VIP code
// opens the friends' circle's ticket and its price. A visitor follows the header's VIP item,
// signs up as a guest, types the code, lands in VIP mode, and buys the ticket no one else is
// sold. Against the real server, build and demo catalogue.

import { expectNoAxeViolations } from "../support/axe";
import { fillGuestForm, guest } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { chooseQuantity, dismissConsent, euros } from "../support/ticket-flow";

// apps/server/src/seed: DEMO_VIP_CODE, DEMO_VIP_AUDIENCE and the ticket TICKET.friends (800 cents).
const CODE = "FREUNDESKREIS";
const AUDIENCE = 5;
const FRIENDS = "Freundeskreis – Tageskarte";

test.describe("given the demo's VIP code (journey c)", () => {
  test("the code opens the friends' circle's ticket and its price, which others are not offered", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // without VIP access the ticket is not listed
    await page.goto("/tickets/list?museum_id=1");
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await dismissConsent(page);
    await expect(page.getByRole("listitem", { name: "Erwachsene", exact: true })).toHaveCount(1);
    await expect(page.getByRole("listitem", { name: FRIENDS, exact: true })).toHaveCount(0);

    await page.getByRole("banner").getByRole("link", { name: "VIP-Tickets" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Für den VIP-Zugang anmelden" }),
    ).toBeVisible();
    const person = guest("vip");
    const form = page.getByRole("region", { name: "Als Gast bestellen" });
    await fillGuestForm(form, person);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Weiter zur Bestellung" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "VIP-Zugang" })).toBeVisible();
    const code = page.getByRole("textbox", { name: "VIP-Code", exact: true });
    await code.fill("NICHTGUELTIG");
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Dieser Code ist ungültig");
    await expect(page.getByRole("alert")).toBeFocused();
    await expectNoAxeViolations(page);
    await code.fill(CODE.toLowerCase());
    await page.getByRole("button", { name: "Weiter", exact: true }).click();

    // the page reloads into VIP mode
    await expect(page).toHaveURL(new RegExp(`/tickets/filters\\?vip=${AUDIENCE}$`));
    await page.goto(`/tickets/list?vip=${AUDIENCE}&museum_id=1`);
    const row = page.getByRole("listitem", { name: FRIENDS, exact: true });
    await expect(row).toContainText(euros(800));
    await expectNoAxeViolations(page);
    await chooseQuantity(page, `Anzahl: ${FRIENDS}`, 1);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(page.getByRole("article", { name: FRIENDS, exact: true })).toContainText(
      euros(800),
    );
    await expect(page.getByRole("region", { name: "Summe" })).toContainText(
      `Gesamtsumme${euros(800)}`,
    );
    await expectNoAxeViolations(page);
  });
});

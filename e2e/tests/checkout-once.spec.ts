// spec selling-core §4 step 2, DESIGN.md §5 (POST /orders with one Idempotency-Key per buy
// attempt): a double click on the buy button places exactly one order. Every POST /orders the
// page sends is recorded, passing through page.route to the real server, with the order its
// answer names; the success page must show that one order. Against the real server, build and demo catalogue.
import { buyButton, CARD, payByCard, readyToBuy, successOrderId } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { euros } from "../support/ticket-flow";

test.describe("given a visitor who double-clicks the buy button (journey g)", () => {
  test("one order is placed, paid and shown on the success page", async ({ page }) => {
    const total = await readyToBuy(page, "g", { time: "11:15", adults: 1, reduced: 1 });
    // Recorded on the way through (the real server answers; the answer is passed on as it
    // came): the page leaves for the payment page before a response listener could read it.
    const placed: (number | undefined)[] = [];
    await page.route(/\/api\/v1\/orders(\?|$)/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { order?: { id?: number } };
      placed.push(body.order?.id);
      return route.fulfill({ response });
    });

    await buyButton(page).dblclick();
    await payByCard(page, CARD.paid, euros(total));
    const orderId = await successOrderId(page);

    const ids = placed;
    expect(ids.length, "POST /orders requests").toBeGreaterThanOrEqual(1);
    // However many requests the clicks sent, they name one order: the one shown.
    expect(new Set(ids)).toEqual(new Set([orderId]));
  });
});

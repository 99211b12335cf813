// The issue 34, journey (b): the waiting list of a sold-out slot. A guest buys all four places
// of a treasury slot. A second visitor finds that time sold out on the time step: the page
// suggests the nearest times with places and takes their sign-up for the waiting list (place 1
// in line). The first order's line is cancelled on its order page's call; the places go to the
// list, not to the public: the offer's mail arrives, its link's page holds them for the second
// visitor, who takes them into the cart and buys them. axe on each state.
import type { Page } from "@playwright/test";
import { decodeQuotedPrintable, mailedOrderLink, outboxMails } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import {
  buyButton,
  CARD,
  payByCard,
  readyToPay,
  slotTicketsInCart,
  successOrderId,
} from "../support/checkout";
import { expect, otherVisitor, test } from "../support/fixtures";
import {
  DEMO_TICKET,
  dismissConsent,
  euros,
  fetchTicket,
  freeTreasurySlot,
  placesLeft,
  TREASURY,
  TREASURY_PLACES,
  unitPrice,
} from "../support/ticket-flow";

/** From the cart to the demo provider, paid, as a guest of `journey`; the order's id. */
async function buyCart(page: Page, journey: string, total: number): Promise<number> {
  await readyToPay(page, journey, total);
  await buyButton(page).click();
  await payByCard(page, CARD.paid, euros(total));
  return successOrderId(page);
}

test.describe("given a sold-out slot (journey b)", () => {
  test("the waiting list's first in line gets the places of a cancelled order and buys them", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // Three days ahead: the demo's policy cancels a ticket until 24 hours before its visit, and
    // the refusal journey takes its treasury slot sooner.
    const { date, time } = await freeTreasurySlot(page.request, { fromOffset: 3 });
    const price = unitPrice(await fetchTicket(page.request, DEMO_TICKET.treasury), { date, time });

    // The first guest buys the slot out.
    await slotTicketsInCart(page, {
      time,
      adults: TREASURY_PLACES,
      reduced: 0,
      day: date,
      ticket: TREASURY,
    });
    const soldOrder = await buyCart(page, "waiting-list-first", TREASURY_PLACES * price);

    // The second visitor finds it sold out, with the nearest times and the waiting list.
    const visitor = await otherVisitor(browser, baseURL);
    await visitor.goto(`/tickets/time?group=timeSlot&date=${date}`);
    await dismissConsent(visitor);
    const slots = visitor.getByRole("radiogroup", { name: `Startzeit: ${TREASURY}`, exact: true });
    await expect(slots.getByRole("radio", { name: `${time} Uhr`, exact: true })).toBeDisabled();
    const panel = visitor.getByRole("region", { name: "Ausverkauft? Auf die Warteliste" });
    await expect(
      panel.getByText(`Zeiten mit freien Plätzen in der Nähe von ${time} Uhr`),
    ).toBeVisible();
    await expect(panel.getByRole("button", { name: /Uhr wählen$/ }).first()).toBeVisible();
    await panel.getByLabel("Ausverkaufte Zeit").selectOption({ label: time });
    await panel.getByLabel("Plätze").selectOption("2");
    const email = `wartend.${Date.now()}@example.org`;
    await panel.getByLabel("E-Mail-Adresse").fill(email);
    await expectNoAxeViolations(visitor);
    await panel.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect(panel.getByRole("status")).toContainText(
      `Sie sind Nummer 1 auf der Warteliste für ${time} Uhr. Wir schreiben an ${email}`,
    );
    await expectNoAxeViolations(visitor);

    // The first guest cancels their line: its places go to the list, not to the public.
    const link = await mailedOrderLink(soldOrder);
    const token = link.split("/")[3]?.split("?")[0] ?? "";
    const order = await page.request.get(`/api/v1/orders/${soldOrder}?token=${token}`);
    const itemId = ((await order.json()) as { items: { id: number }[] }).items[0]?.id;
    const cancelled = await page.request.post(
      `/api/v1/orders/${soldOrder}/cancellations?token=${token}`,
      { data: { item_id: itemId } },
    );
    expect(cancelled.status(), await cancelled.text()).toBe(201);
    const offerMails = () =>
      outboxMails(".eml")
        .map(decodeQuotedPrintable)
        .filter((mail) => mail.includes(email) && mail.includes("/waiting-list/"));
    await expect.poll(() => offerMails().length, { timeout: 30_000 }).toBe(1);
    // Of the four places back, two are held for the list; the public sees the other two.
    expect(await placesLeft(page.request, DEMO_TICKET.treasury, date, time)).toBe(2);
    const offerLink = /https?:\/\/[^\s"<>]*\/waiting-list\/[A-Za-z0-9_-]+\?lang=de/.exec(
      offerMails()[0] ?? "",
    );
    expect(offerLink, "the offer's link in its mail").not.toBeNull();
    const url = new URL(offerLink?.[0] ?? "");

    // The link's page holds them; the visitor takes them and buys.
    await visitor.goto(`${url.pathname}${url.search}`);
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Ihre Plätze von der Warteliste" }),
    ).toBeVisible();
    await expect(
      visitor.getByText(new RegExp(`^2 Plätze für ${TREASURY} am .* um ${time} Uhr$`)),
    ).toBeVisible();
    await expect(visitor.getByText(/^Für Sie gehalten bis /)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("button", { name: "Plätze in den Warenkorb legen" }).click();
    await expect(visitor).toHaveURL(/\/cart$/);
    await expect(visitor.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(visitor.getByRole("main")).toContainText(TREASURY);
    await expectNoAxeViolations(visitor);
    const bought = await buyCart(visitor, "waiting-list-second", 2 * price);
    expect(bought).toBeGreaterThan(soldOrder);
    expect(await placesLeft(page.request, DEMO_TICKET.treasury, date, time)).toBe(2);
    await visitor.context().close();
  });
});

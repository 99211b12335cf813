// The issue 33, Deliver 1, journey (c): the order page from the confirmation mail's link, by
// keyboard only at 320 px (WCAG 2.1.1, 1.4.10). A guest buys tomorrow's slot tickets with the
// demo card; with every cookie gone (the token is the only proof), the mailed link opens the
// order: its status, each line with its day and its PDF, the order's calendar file, the
// confirmation sent again (a second mail in the outbox), and the rating promised for after the
// visit. axe on each state.
import { mailedOrderLink, outboxMails } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import {
  ADULT_SLOT,
  buyButton,
  CARD,
  payByCard,
  readyToBuy,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { berlinDay, euros, pressOn, tabTo } from "../support/ticket-flow";

const TIME = "11:00";

test.describe("given a paid guest order and its confirmation mail (journey c)", () => {
  test("the mailed link opens the order page, used by keyboard alone at 320 px", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const total = await readyToBuy(page, "order-page", { time: TIME, adults: 2, reduced: 0 });
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(total));
    const orderId = await successOrderId(page);
    // the success page leads there too
    await expect(
      page.getByRole("link", { name: /Ihre Bestellung jederzeit ansehen/ }),
    ).toHaveAttribute("href", new RegExp(`^/order/${orderId}/`));

    const link = await mailedOrderLink(orderId);
    await page.context().clearCookies();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(link);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: `Bestellung ${orderId}` }),
    ).toBeVisible();
    await expect(main.getByText("Bezahlt", { exact: true })).toBeVisible();
    await expect(main.getByText(/Die Bestellung ist bezahlt/)).toBeVisible();
    await expect(
      main.getByText(/Nach Ihrem Besuch am .* können Sie ihn hier bewerten\./),
    ).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.window);
    await expectNoAxeViolations(page);

    // The ticket's PDF, reached by Tab, downloads with the link's token.
    const pdf = main.getByRole("link", { name: `Tickets als PDF herunterladen: ${ADULT_SLOT}` });
    await tabTo(page, pdf);
    const href = (await pdf.getAttribute("href")) ?? "";
    const response = await page.request.get(href);
    expect(response.status(), `GET ${href}`).toBe(200);
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The whole order's calendar file: the visit at its Berlin hour, with the zone's block.
    const calendar = main.getByRole("link", {
      name: "Alle Termine der Bestellung in den Kalender eintragen",
    });
    await tabTo(page, calendar);
    const ics = await page.request.get((await calendar.getAttribute("href")) ?? "");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");
    expect(text).toContain(`DTSTART;TZID=Europe/Berlin:${berlinDay(1).replaceAll("-", "")}T110000`);

    // The confirmation once more, by Enter; the page names the hidden address.
    await pressOn(page, main.getByRole("button", { name: "Bestätigung erneut senden" }), "Enter");
    await expect(
      main.getByText(/Die Bestätigung ist unterwegs an .\*\*\*@example\.org\./),
    ).toBeVisible();
    await expect.poll(() => outboxMails(`-order-${orderId}.eml`).length).toBe(2);
    await expectNoAxeViolations(page);
  });
});

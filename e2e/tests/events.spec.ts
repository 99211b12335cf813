// Issue 16 "events", Checks: journeys through the real server and build in Chromium, axe on
// every page. (a) an event, a date and two seats chosen by keyboard only, paid with the demo
// provider: the order's event PDFs name the seats; (b) a seat another visitor took a moment
// earlier shows as taken and cannot be chosen; (c) a general-admission event bought through
// the date list. The demo catalogue (apps/server/src/seed/demo-events.ts): a seated chamber
// concert (event 1, dates 101–103 on the demo day + 3, 10, 17; 10 rows of 16) and a lecture
// series (event 2, dates 201–204 on + 2, 9, 16, 23; 600 / 400 / 0 cents). Each journey has its
// own date, so journeys running side by side never meet on a seat.
import { request as playwrightRequest } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import {
  acceptTerms,
  buyButton,
  CARD,
  checkoutAsGuest,
  choosePrintAtHome,
  expectCheckoutTotal,
  guest,
  payByCard,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { readTicketPdf, verifiedTicketCode } from "../support/pdf";
import { berlinDay, dismissConsent, euros, headerCart, tabTo } from "../support/ticket-flow";

const CONCERT = "Wasserklänge – Kammerkonzert";
const LECTURES = "Abendvorträge: Leben in der Urzeit";

/** "01.12.2026" of a Berlin day "2026-12-01". */
const dotted = (iso: string) => iso.split("-").reverse().join(".");

/** A seat of the plan by its accessible name's start ("Reihe 3, Platz 5, …"). */
const seat = (page: import("@playwright/test").Page, row: number, number: number) =>
  page.getByRole("grid", { name: "Saalplan" }).getByRole("button", {
    name: new RegExp(`^Reihe ${row}, Platz ${number}, `),
  });

/** The shop's print-at-home choice, when the cart offers one. */
async function printAtHomeIfOffered(page: import("@playwright/test").Page) {
  const choice = page.getByRole("radiogroup", { name: "Wie möchten Sie Ihre Tickets erhalten?" });
  if (await choice.isVisible()) await choosePrintAtHome(page);
}

test.describe("events (issue 16)", () => {
  test("(a) an event, a date and two seats chosen by keyboard only, paid: the event PDFs name the seats", async ({
    page,
  }) => {
    await page.goto("/events");
    await dismissConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: "Veranstaltungen" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Konzerte" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: CONCERT }).click();
    await expect(page).toHaveURL(/\/event\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: CONCERT })).toBeVisible();
    // issue 27 item 6: the calendar opens on the month of the first date, whatever today's is
    const firstMonth = new Intl.DateTimeFormat("de-DE", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${berlinDay(3)}T12:00:00Z`));
    await expect(page.getByRole("grid", { name: firstMonth })).toBeVisible();
    await expectNoAxeViolations(page);

    // the date from the table of dates
    await page.getByRole("button", { name: "Liste" }).click();
    const day = berlinDay(3);
    await page.getByRole("button", { name: `${dotted(day)}, 19:30 Uhr wählen` }).click();
    await expect(page).toHaveURL(new RegExp(`/event/1\\?date=${day}&date_id=101$`));
    const first = seat(page, 1, 1);
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page);

    // keyboard only: Tab to the plan's one tab stop, arrows to row 3, seat 5, Enter; → Space
    await tabTo(page, first, 120);
    for (const key of [
      "ArrowDown",
      "ArrowDown",
      "ArrowRight",
      "ArrowRight",
      "ArrowRight",
      "ArrowRight",
    ]) {
      await page.keyboard.press(key);
    }
    const fifth = seat(page, 3, 5);
    await expect(fifth).toBeFocused();
    // issue 27 item 6: the seat names what choosing it charges (the regular 32 €, not the
    // category's lowest), and once chosen says so
    await expect(fifth).toHaveAccessibleName(new RegExp(`, ${euros(3200)}, frei$`));
    await page.keyboard.press("Enter");
    await expect(fifth).toHaveAttribute("aria-pressed", "true");
    await expect(fifth).toHaveAccessibleName(new RegExp(`, ${euros(3200)}, ausgewählt$`));
    await page.keyboard.press("ArrowRight");
    const sixth = seat(page, 3, 6);
    await expect(sixth).toBeFocused();
    await page.keyboard.press("Space");
    await expect(sixth).toHaveAttribute("aria-pressed", "true");
    const chosen = page.getByRole("table", { name: "Ihre Plätze" });
    await expect(chosen.getByRole("rowheader")).toHaveText([
      /Reihe 3, Platz 5/,
      /Reihe 3, Platz 6/,
      "Summe",
    ]);
    // row 3 is front stalls: 32,00 € each at the regular price
    await expect(chosen).toContainText(`Summe${euros(6400)}`);
    await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Zum Warenkorb" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const line = page.getByRole("article", { name: CONCERT });
    await expect(line.getByRole("list", { name: "Plätze:" })).toContainText("Reihe 3, Platz 5");
    await expect(line.getByRole("list", { name: "Plätze:" })).toContainText("Reihe 3, Platz 6");
    await expect(line.getByRole("timer")).toBeVisible();
    await printAtHomeIfOffered(page);
    await expectNoAxeViolations(page);

    await checkoutAsGuest(page, guest("events-a"));
    await expectCheckoutTotal(page, euros(6400));
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(6400));
    const orderId = await successOrderId(page);
    await expectNoAxeViolations(page);

    const items = page.getByRole("region", { name: "Bestellte Artikel" });
    const links = items.getByRole("link", { name: `Tickets als PDF herunterladen: ${CONCERT}` });
    await expect(links).toHaveCount(2);
    const seatsInPdfs: string[] = [];
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(new RegExp(`^/api/v1/orders/${orderId}/events/\\d+\\.pdf\\?token=`));
      const response = await page.request.get(href);
      expect(response.status(), `GET ${href}`).toBe(200);
      const pdf = await readTicketPdf(await response.body());
      const text = pdf.lines.join("\n");
      expect(text).toContain(CONCERT);
      const named = /Reihe 3, Platz [56]/.exec(text)?.[0];
      expect(named, `a seat in ${text}`).toBeDefined();
      seatsInPdfs.push(named ?? "");
      expect(pdf.qrCodes).toHaveLength(1);
      // the issue 33: the seat's code says the seat, for the door
      expect(verifiedTicketCode(pdf.qrCodes[0] ?? "")).toMatchObject({ kind: "e", seat: named });
    }
    expect(seatsInPdfs.sort()).toEqual(["Reihe 3, Platz 5", "Reihe 3, Platz 6"]);
  });

  test("(b) a seat another visitor took a moment earlier shows as taken and cannot be chosen", async ({
    page,
    baseURL,
  }) => {
    const day = berlinDay(10);
    await page.goto(`/event/1?date=${day}&date_id=102`);
    await dismissConsent(page);
    const wanted = seat(page, 2, 8);
    await expect(wanted).toHaveAccessibleName(/, frei$/);

    // another visitor (a guest session of their own) takes the seat through the API
    const other = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL ?? "" },
    });
    const visitor = guest("events-b-other");
    const signedIn = await other.post("/api/v1/auth/guest?locale=de", {
      data: {
        name: visitor.name,
        surname: visitor.surname,
        email: visitor.email,
        addr_street: visitor.street,
        addr_zip: visitor.zip,
        addr_city: visitor.city,
      },
    });
    expect(signedIn.status()).toBe(201);
    const plan = await (await other.get(`/api/v1/events/1/dates/102?locale=de`)).json();
    const seatId = plan.seat_list.find(
      (entry: { row: string; number: number }) => entry.row === "2" && entry.number === 8,
    ).id;
    const taken = await other.post(`/api/v1/events/1/dates/102/blockings?locale=de`, {
      data: { seat_id: seatId },
    });
    expect(taken.status()).toBe(201);

    await wanted.click();
    const alert = page.getByRole("alert").filter({ hasText: "inzwischen vergeben" });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(wanted).toHaveAccessibleName(/, nicht verfügbar$/);
    await expect(wanted).toHaveAttribute("aria-disabled", "true");
    await expect(wanted).toHaveAttribute("aria-pressed", "false");
    await expectNoAxeViolations(page);

    // choosing it again (it keeps its place in the keyboard path, aria-disabled) asks nothing
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().includes("/blockings")) posts.push(sent.url());
    });
    await wanted.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(wanted).toHaveAttribute("aria-pressed", "false");
    expect(posts).toEqual([]);
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);

    // read again, the plan shows it unavailable from the start
    await page.reload();
    await expect(seat(page, 2, 8)).toHaveAccessibleName(/, nicht verfügbar$/);
    await other.dispose();
  });

  test("(c) a general-admission event bought through the date list", async ({ page }) => {
    await page.goto("/events/dates");
    await dismissConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: "Termine" })).toBeVisible();
    await expectNoAxeViolations(page);
    const day = dotted(berlinDay(16));
    const date = page
      .getByRole("article", { name: LECTURES })
      .filter({ hasText: `${day}, 18:30 Uhr` });
    // The free fare is the friends' circle's (surrounding-areas §6): a visitor's lowest is 4 €.
    await expect(date).toContainText(`ab ${euros(400)}`);
    await date.getByRole("button", { name: `Plätze buchen: ${LECTURES}, ${day}` }).click();
    await date.getByRole("combobox", { name: /Eintritt/ }).selectOption("2");
    await date.getByRole("combobox", { name: /Ermäßigt/ }).selectOption("1");
    await expectNoAxeViolations(page);
    await date.getByRole("button", { name: "In den Warenkorb" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const line = page.getByRole("article", { name: LECTURES });
    await expect(line.getByRole("list", { name: "Plätze je Preis:" })).toContainText(
      "2 × Eintritt",
    );
    await expect(line.getByRole("list", { name: "Plätze je Preis:" })).toContainText(
      "1 × Ermäßigt",
    );
    await expect(line).toContainText(euros(1600));
    await printAtHomeIfOffered(page);
    await expectNoAxeViolations(page);

    await checkoutAsGuest(page, guest("events-c"));
    await expectCheckoutTotal(page, euros(1600));
    await acceptTerms(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(1600));
    const orderId = await successOrderId(page);
    await expectNoAxeViolations(page);
    const links = page
      .getByRole("region", { name: "Bestellte Artikel" })
      .getByRole("link", { name: `Tickets als PDF herunterladen: ${LECTURES}` });
    await expect(links.first()).toBeVisible();
    const href = (await links.first().getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`^/api/v1/orders/${orderId}/events/\\d+\\.pdf\\?token=`));
    const pdf = await readTicketPdf(await (await page.request.get(href)).body());
    expect(pdf.lines.join("\n")).toContain(LECTURES);
  });

  test("(d) the event pages reflow at 320 px: nothing but the seating plan scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/events");
    await dismissConsent(page);
    const pages = [
      "/events",
      `/event/1?date=${berlinDay(17)}&date_id=103`,
      `/event/2?date=${berlinDay(23)}&date_id=204`,
      "/events/dates",
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path.includes("date_id=103")) {
        // WCAG 1.4.10 exempts two-dimensional content: the plan scrolls in its own box
        await expect(seat(page, 1, 1)).toBeVisible();
      }
      if (path.includes("date_id=204")) {
        await expect(page.getByRole("combobox", { name: /Eintritt/ })).toBeVisible();
      }
      if (path.endsWith("/dates")) await expect(page.getByRole("article").first()).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path} scrolls sideways at 320 px`,
      ).toBe(true);
      await expectNoAxeViolations(page);
    }
  });
});

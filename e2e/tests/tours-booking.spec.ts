// spec surrounding-areas §2 "Tours", §4 "Tour booking" (date search), §5 "Tour", §9; selling-core
// §2 checkout, §7 (the tour PDF); WCAG 1.4.10. Against the real server, build and demo catalogue
// (apps/server/src/seed/demo-tours.ts: tour 1, the public highlights tour in German and
// English, 11:00 and 15:00 daily from tomorrow for 60 days, at most 20 participants, audio
// guides). (a) In English: 3 adults and 2 audio guides into the cart, checkout as a guest, demo
// card 4242, and the tour's PDF names the tour, its start and its participants. (c) The date
// search passes days whose start times are sold out (held through the real API first). (d) The
// tour's page at 320 px scrolls no sideways.
import type { APIRequestContext, Page } from "@playwright/test";
import { request as requests } from "@playwright/test";
import { axeViolations, expectNoAxeViolations } from "../support/axe";
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
import { BASE_URL_VARIABLE } from "../support/global-setup";
import { readTicketPdf } from "../support/pdf";
import { berlinDay, dismissConsent, euros } from "../support/ticket-flow";

const HIGHLIGHTS = { id: 1, de: "Highlights der Kunsthalle", en: "Highlights of the Kunsthalle" };
/** Adults' price of the highlights tour (demo-tours.ts). */
const ADULT_CENTS = 800;

/** The day the page landed on, from its URL (the date search replaces it). */
async function landedDay(page: Page): Promise<string> {
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}$/);
  return new URL(page.url()).searchParams.get("date") ?? "";
}

test.describe("given the public highlights tour (journey a)", () => {
  test("3 adults and 2 audio guides in English, bought by card; the PDF names tour, start and participants", async ({
    page,
  }) => {
    // the tour page, the cart, the guest form, the card page and the success page
    test.setTimeout(90_000);
    // a day journey c (which holds the first two days whole, in parallel) never touches
    await page.goto(`/tour/${HIGHLIGHTS.id}?date=${berlinDay(5)}`);
    await dismissConsent(page);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: HIGHLIGHTS.en })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const day = await landedDay(page);
    const times = page.getByRole("group", { name: /^Start times on / });
    // the first start time still open (journey c may hold others meanwhile)
    const open = times.getByRole("button", { disabled: false }).first();
    const time = ((await open.textContent()) ?? "").slice(0, 5);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    await open.click();
    await expect(open).toHaveAttribute("aria-pressed", "true");
    const form = page.getByRole("form", { name: "Your booking" });
    await expect(form.getByRole("combobox", { name: "Quantity: Adults" })).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole("combobox", { name: /^Language/ }).selectOption({ label: "English" });
    await form.getByRole("combobox", { name: "Quantity: Adults" }).selectOption("3");
    await form.getByRole("combobox", { name: "Quantity: Audio guide" }).selectOption("2");
    const subtotal = euros(3 * ADULT_CENTS, "en");
    await expect(form.locator("output")).toHaveText(subtotal);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Add to cart" }).click();
    const added = page.getByRole("status").filter({ hasText: "The tour is now in your cart." });
    await expect(added).toBeVisible();
    await expectNoAxeViolations(page);
    await added.getByRole("link", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main")).toContainText(HIGHLIGHTS.en);
    await expectNoAxeViolations(page);

    // The checkout helpers speak German: back to it for the way through the checkout.
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const total = 3 * ADULT_CENTS;
    await choosePrintAtHome(page);
    await expectNoAxeViolations(page);
    await checkoutAsGuest(page, guest("tour-a"));
    await expectCheckoutTotal(page, euros(total));
    await acceptTerms(page);
    await expectNoAxeViolations(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(total));

    const orderId = await successOrderId(page);
    expect(orderId).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const items = page.getByRole("region", { name: "Bestellte Artikel" });
    const link = items.getByRole("link", { name: /PDF herunterladen: / }).first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/api/v1/orders/${orderId}/tours/\\d+\\.pdf\\?token=`));
    const response = await page.request.get(href ?? "");
    expect(response.status(), `GET ${href}`).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const pdf = await readTicketPdf(await response.body());
    const text = pdf.lines.join("\n");
    expect(text).toContain(HIGHLIGHTS.de);
    expect(text).toContain(time);
    // the PDF is in the order's language, German: "Donnerstag, 3. Dezember 2026"
    expect(text).toContain(
      new Intl.DateTimeFormat("de-DE", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${day}T12:00:00Z`)),
    );
    expect(text).toContain("3 × Erwachsene");
  });
});

interface StartTime {
  date: string;
  start_time: string;
  participants: { min: number; max: number; bookable: number };
}

async function startTimes(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(
    `/api/v1/tours/${HIGHLIGHTS.id}/start_times?start_at=${from}&end_at=${to}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: StartTime[] }).data;
}

test.describe("given the first days' start times sold out (journey c)", () => {
  test("the page without a day lands on the first day with a bookable start time", async ({
    page,
    request,
  }) => {
    const soldOutDays = [berlinDay(1), berlinDay(2)];
    const origin = process.env[BASE_URL_VARIABLE];
    // Each start time is held whole by a visitor of its own (a request context: its own
    // cookies), so no visitor's cap of places held at once bites.
    const visitors: APIRequestContext[] = [];
    const holds: { visitor: APIRequestContext; token: string }[] = [];
    try {
      for (const start of await startTimes(request, berlinDay(1), berlinDay(2))) {
        const left = start.participants.bookable;
        if (left === 0) continue;
        const visitor = await requests.newContext({ baseURL: origin });
        visitors.push(visitor);
        const held = await visitor.post(`/api/v1/tours/${HIGHLIGHTS.id}/reservations`, {
          data: {
            date: start.date,
            start_time: start.start_time,
            quantities: { "1": left },
            language_id: 1,
          },
        });
        expect(held.status(), await held.text()).toBe(201);
        holds.push({ visitor, token: ((await held.json()) as { token: string }).token });
      }
      for (const start of await startTimes(request, berlinDay(1), berlinDay(2))) {
        expect(start.participants.bookable, `${start.date} ${start.start_time}`).toBe(0);
      }

      await page.goto(`/tour/${HIGHLIGHTS.id}`);
      await dismissConsent(page);
      await expect(page.getByRole("heading", { level: 1, name: HIGHLIGHTS.de })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]date=${berlinDay(3)}$`));
      const times = page.getByRole("group", { name: /^Startzeiten am / });
      await expect(
        times.getByRole("button", { name: /^11:00 Uhr, \d+ Plätze? frei$/ }),
      ).toBeEnabled();
      await expectNoAxeViolations(page);

      // a link to a sold-out day gives way to the same first bookable day
      await page.goto(`/tour/${HIGHLIGHTS.id}?date=${soldOutDays[0]}`);
      await expect(page).toHaveURL(new RegExp(`[?&]date=${berlinDay(3)}$`));
      await expect(page.getByRole("group", { name: /^Startzeiten am / })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      for (const { visitor, token } of holds) {
        const released = await visitor.delete(`/api/v1/tickets/reservations/${token}`);
        expect(released.status()).toBe(204);
      }
      for (const visitor of visitors) await visitor.dispose();
    }
  });
});

test.describe("given a 320 px wide window (journey d, WCAG 1.4.10 Reflow)", () => {
  test("the tour's page and its booking form scroll no sideways, and axe finds nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/tour/${HIGHLIGHTS.id}`);
    await dismissConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: HIGHLIGHTS.de })).toBeVisible();
    await landedDay(page);
    const times = page.getByRole("group", { name: /^Startzeiten am / });
    await times.getByRole("button", { disabled: false }).first().click();
    await expect(page.getByRole("form", { name: "Ihre Buchung" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(
      widths.scroll,
      `${widths.scroll} px wide in a ${widths.window} px window`,
    ).toBeLessThanOrEqual(widths.window);
    expect(await axeViolations(page)).toEqual([]);
  });
});

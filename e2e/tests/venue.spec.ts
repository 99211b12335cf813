// spec surrounding-areas §2 "Museums and exhibitions", "Static pages" (issue 15 "The venue's
// pages", Checks): from the start page to a museum, its exhibition and that exhibition's
// tickets in the cart; an exhibition that opens later says so; the footer's legal pages and
// the accessibility statement; and every venue and buying page at 320 px without sideways
// scrolling (WCAG 1.4.10 Reflow). Against the real server and the demo catalogue
// (apps/server/src/seed/demo-museums.ts, demo-pages.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import {
  berlinDay,
  calendarDay,
  chooseQuantity,
  dismissConsent,
  emptyCart,
  headerCart,
  showCalendarMonth,
  tabTo,
} from "../support/ticket-flow";

/** apps/server/src/seed/demo-ids.ts: the Kunsthalle, and its exhibitions. */
const KUNSTHALLE = { id: 1, title: "Kunsthalle am Fluss" };
const LIGHT_AND_WATER = { id: 1, title: "Licht und Wasser" };
const PAPER_WORLDS = { id: 3, title: "Papierwelten" };
const ADULT_SLOT = "Licht und Wasser – Zeitfenster";
// One of the first eight start times the page shows without "Spätere Zeiten anzeigen"; not
// 10:00, whose places ticket-flow.spec.ts counts.
const TIME = "11:45";

/** A Berlin day as the shop writes an exhibition's run: de "9. Februar 2027". */
function longDay(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/** The exhibition's one time frame as the API answers it (GET /exhibitions/{id}). */
async function runOf(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/v1/exhibitions/${id}?locale=de`);
  expect(response.status(), `GET /api/v1/exhibitions/${id}`).toBe(200);
  const body = (await response.json()) as {
    time_frames: { start_at: string; end_at: string | null }[];
  };
  expect(body.time_frames).toHaveLength(1);
  const [frame] = body.time_frames;
  return { start: frame?.start_at ?? "", end: frame?.end_at ?? null };
}

test.describe("given the start page and the demo's Kunsthalle", () => {
  test("a museum card leads to its hours and exhibitions, an exhibition to its run and its tickets, and its ticket reaches the cart", async ({
    page,
    request,
  }) => {
    const run = await runOf(request, LIGHT_AND_WATER.id);
    expect(run.end, "Licht und Wasser ends on a day").not.toBeNull();
    const tomorrow = berlinDay(1);

    await page.goto("/start");
    await expect(page.getByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    await dismissConsent(page);
    await expectNoAxeViolations(page);
    const museums = page.getByRole("region", { name: "Unsere Museen" });
    await museums.getByRole("link", { name: KUNSTHALLE.title, exact: true }).click();

    // The museum: its hours (demo-museums.ts: Thursdays until 21:00, one dated closing) and
    // its exhibitions.
    await expect(page).toHaveURL(new RegExp(`/museum/${KUNSTHALLE.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: KUNSTHALLE.title })).toBeVisible();
    const hours = page.getByRole("region", { name: "Öffnungszeiten" });
    await expect(hours.getByRole("term")).toHaveText([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
      "Sonntag",
    ]);
    await expect(hours.getByRole("definition")).toHaveText([
      "10:00–18:00",
      "10:00–18:00",
      "10:00–18:00",
      "10:00–21:00",
      "10:00–18:00",
      "10:00–18:00",
      "11:00–17:00",
    ]);
    await expect(hours).toContainText("Geschlossen: Betriebsausflug");
    const exhibitions = page.getByRole("region", { name: "Ausstellungen" });
    await expect(
      exhibitions.getByRole("heading", { level: 3, name: LIGHT_AND_WATER.title }),
    ).toBeVisible();
    await expect(
      exhibitions.getByRole("heading", { level: 3, name: PAPER_WORLDS.title }),
    ).toBeVisible();
    // Only the house's own: the natural history museum's dinosaurs are not here.
    await expect(exhibitions.getByRole("link", { name: "Giganten der Urzeit" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await exhibitions.getByRole("link", { name: LIGHT_AND_WATER.title, exact: true }).click();

    // The exhibition: its run as it reads today, its house, and the way to its tickets.
    await expect(page).toHaveURL(new RegExp(`/exhibition/${LIGHT_AND_WATER.id}$`));
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: LIGHT_AND_WATER.title }),
    ).toBeVisible();
    await expect(main.getByText(`bis ${longDay(run.end ?? "")}`, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: KUNSTHALLE.title, exact: true })).toHaveAttribute(
      "href",
      `/museum/${KUNSTHALLE.id}`,
    );
    await expectNoAxeViolations(page);
    await main.getByRole("link", { name: "Tickets kaufen" }).click();

    // The flow, filtered to the exhibition: only its slot tickets are offered.
    await expect(page).toHaveURL(
      new RegExp(`[?&]museum_id=${KUNSTHALLE.id}&exhibition_id=${LIGHT_AND_WATER.id}\\b`),
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Datum und Uhrzeit wählen" }),
    ).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Schritte der Ticketauswahl" }),
    ).toContainText(`Filter: ${LIGHT_AND_WATER.title}`);
    await expectNoAxeViolations(page);
    await showCalendarMonth(page, tomorrow);
    await page.getByRole("button", { name: calendarDay(tomorrow, ".*Plätze frei") }).click();
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
    const slots = page.getByRole("radiogroup", { name: `Startzeit: ${ADULT_SLOT}`, exact: true });
    await expect(slots).toBeVisible();
    const offered = await page.getByRole("radiogroup", { name: /^Startzeit: / }).all();
    for (const group of offered) {
      await expect(group).toHaveAccessibleName(/^Startzeit: Licht und Wasser/);
    }
    await slots.getByText(`${TIME} Uhr`, { exact: true }).click();
    await expect(slots.getByRole("radio", { name: `${TIME} Uhr`, exact: true })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Weiter zur Ticketauswahl" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`exhibition_id=${LIGHT_AND_WATER.id}\\b`));
    await chooseQuantity(page, `Anzahl: ${ADULT_SLOT}`, 1);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();

    // The cart holds a ticket of that exhibition, for tomorrow at that time.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const line = page.getByRole("article", { name: ADULT_SLOT, exact: true });
    await expect(line).toBeVisible();
    await expect(line.getByRole("spinbutton", { name: `Anzahl: ${ADULT_SLOT}` })).toHaveValue("1");
    await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
    await expectNoAxeViolations(page);

    // The place goes back to the shared demo quota.
    await emptyCart(page, [ADULT_SLOT]);
  });

  test("an exhibition that opens later reads “Öffnet am …” in the list and on its page", async ({
    page,
    request,
  }) => {
    const run = await runOf(request, PAPER_WORLDS.id);
    expect(run.start > berlinDay(0), "Papierwelten opens after today").toBe(true);
    const opens = `Öffnet am ${longDay(run.start)}${run.end ? `, bis ${longDay(run.end)}` : ""}`;

    await page.goto("/exhibitions");
    await expect(page.getByRole("heading", { level: 1, name: "Ausstellungen" })).toBeVisible();
    await dismissConsent(page);
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2, name: PAPER_WORLDS.title }) });
    await expect(card).toContainText(opens);
    await expectNoAxeViolations(page);
    await card.getByRole("link", { name: PAPER_WORLDS.title, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/exhibition/${PAPER_WORLDS.id}$`));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: PAPER_WORLDS.title })).toBeVisible();
    await expect(main.getByText(opens, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("given the venue's static pages (demo-pages.ts)", () => {
  test("the footer's “Impressum” opens the imprint; the accessibility statement names WCAG", async ({
    page,
  }) => {
    await page.goto("/start");
    await expect(page.getByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    await dismissConsent(page);
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Rechtliches" })
      .getByRole("link", { name: "Impressum", exact: true })
      .click();

    await expect(page).toHaveURL(/\/page\/impressum$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Anbieter" })).toBeVisible();
    await expect(main).toContainText("Museen am Fluss gGmbH");
    await expect(
      main.getByRole("link", { name: "besuch@museen-am-fluss.example" }),
    ).toHaveAttribute("href", "mailto:besuch@museen-am-fluss.example");
    await expect(page).toHaveTitle(/Impressum/);
    await expectNoAxeViolations(page);

    await page.goto("/page/accessibility");
    await expect(
      main.getByRole("heading", { level: 1, name: "Erklärung zur Barrierefreiheit" }),
    ).toBeVisible();
    await expect(main).toContainText("Web Content Accessibility Guidelines (WCAG) 2.2");
    await expect(
      main.getByRole("heading", { level: 2, name: "Feedback und Kontakt" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/**
 * What sticks out to the right of a 320 px window: the outermost elements wider than the
 * window (their parent fits), so a failure names where to look.
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit + 0.5;
    const name = (element: Element) => {
      const slot = element.getAttribute("data-slot");
      const classes = Array.from(element.classList).slice(0, 4).join(".");
      return `${element.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ""}${classes ? `.${classes}` : ""}`;
    };
    return Array.from(document.body.querySelectorAll("*"))
      .filter((element) => sticksOut(element))
      .filter((element) => !element.parentElement || !sticksOut(element.parentElement))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const inside = element.closest("header, main, footer, nav, aside")?.tagName.toLowerCase();
        return `${name(element)} in ${inside ?? "body"}: ${Math.round(box.left)}–${Math.round(box.right)} px`;
      });
  });
}

test.describe("given a 320 px wide window (WCAG 1.4.10 Reflow)", () => {
  test("no page of the venue or the way to buy scrolls sideways, and axe finds nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const paths = [
      "/start",
      "/museums",
      `/museum/${KUNSTHALLE.id}`,
      "/exhibitions",
      `/exhibition/${LIGHT_AND_WATER.id}`,
      "/page/impressum",
      "/coupons",
      "/tickets",
      "/cart",
    ];
    for (const [index, path] of paths.entries()) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      // Measured once the page's data and fonts are in: what the visitor gets to scroll.
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      // Soft: one page that overflows must not hide the others'.
      expect
        .soft(
          widths.scroll,
          `${path} is ${widths.scroll} px wide in a ${widths.window} px window; sticking out: ${(await overflowingElements(page)).join("; ")}`,
        )
        .toBeLessThanOrEqual(widths.window);
      expect.soft(await axeViolations(page), `axe violations on ${path} at 320 px`).toEqual([]);
      // The consent banner is part of the first page a visitor sees; answered, it stays away.
      if (index === 0) await dismissConsent(page);
    }
  });
});

test.describe('given the header\'s search box (surrounding-areas §2 "Search")', () => {
  test("finds an exhibition by a word of its description only, ranked by the server", async ({
    page,
  }) => {
    await page.goto("/start");
    await dismissConsent(page);
    // "Scherenschnitte" stands only in the description of Papierwelten (demo-museums.ts).
    const search = page.getByRole("search", { name: "Suche" });
    await search.getByRole("searchbox", { name: "Suche" }).fill("Scherenschnitte");
    await search.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/search\/Scherenschnitte$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Suche: Scherenschnitte" }),
    ).toBeVisible();
    const found = page.getByRole("region", { name: "Ausstellungen" });
    await expect(found.getByRole("heading", { level: 3 })).toHaveText([PAPER_WORLDS.title]);
    await expectNoAxeViolations(page);
    await found.getByRole("link", { name: PAPER_WORLDS.title }).click();
    await expect(page).toHaveURL(new RegExp(`/exhibition/${PAPER_WORLDS.id}$`));
  });
});

test.describe("given the start page's carousel (WCAG 2.2.2)", () => {
  test("is paused by keyboard and then stays on its slide", async ({ page }) => {
    await page.goto("/start");
    await dismissConsent(page);
    const carousel = page.getByRole("region", { name: "Höhepunkte" });
    await expect(carousel).toBeVisible();
    const pause = carousel.getByRole("button", { name: "Anhalten" });
    await tabTo(page, pause);
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Abspielen" })).toBeFocused();
    const shown = carousel.getByRole("group").filter({ visible: true });
    const before = await shown.getAttribute("aria-label");
    // Away from the carousel (focus in it would hold it as well): only the button holds it now.
    await page.getByRole("heading", { level: 1, name: "Willkommen" }).click();
    await page.waitForTimeout(6000);
    await expect(shown).toHaveAttribute("aria-label", before ?? "");
    await expectNoAxeViolations(page);
  });
});

test.describe('given the demo\'s pictures (surrounding-areas §3 "Picture fields")', () => {
  test("the start page's cards show them at a size known before they load, lazily, with the catalogue's alt text", async ({
    page,
  }) => {
    await page.goto("/start");
    await dismissConsent(page);
    const museums = page.getByRole("region", { name: "Unsere Museen" });
    const picture = museums.getByRole("img", { name: "Das Lagerhaus der Kunsthalle am Ufer" });
    await expect(picture).toHaveAttribute("width", "600");
    await expect(picture).toHaveAttribute("height", "400");
    await expect(picture).toHaveAttribute("loading", "lazy");
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(museums.getByText("© Museen am Fluss (Demo)").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

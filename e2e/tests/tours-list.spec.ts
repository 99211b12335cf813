// surrounding-areas §2 "Tours", "Header, navigation, footer": from the start page's menu to the
// tour list, which works like the event list — filter by tour language and category (the URL
// keeps them, history replaced), reset, the tours grouped by category — and on to a tour's
// page; axe on every page state; /tours at 320 px without sideways scrolling (WCAG 1.4.10).
// Against the real server and the demo catalogue (apps/server/src/seed/demo-tours.ts: the
// Kunsthalle's highlights tour, public, in German and English; the school tour "Farben
// entdecken", school classes, in German; demo-shop.ts shows the tours item with page size 1).
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { dismissConsent } from "../support/ticket-flow";

/** apps/server/src/seed/demo-ids.ts TOUR, TOUR_CATEGORY, TOUR_LANGUAGE. */
const HIGHLIGHTS = { id: 1, title: "Highlights der Kunsthalle" };
const SCHOOL = { id: 2, title: "Farben entdecken" };

test.describe("given the demo's tours", () => {
  test("the menu leads to the tour list, whose filters keep to the URL and reset", async ({
    page,
  }) => {
    await page.goto("/start");
    await dismissConsent(page);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const item = nav.getByRole("button", { name: "Führungen" });
    await item.click();
    await expect(item).toHaveAttribute("aria-expanded", "true");
    // The next tour (page size 1 of the demo's two), then "view all".
    await expect(nav.locator('a[href^="/tour/"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: "Alle anzeigen" }).click();

    await expect(page).toHaveURL(/\/tours$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Führungen" })).toBeVisible();
    await expect(main.getByRole("status").filter({ hasText: "2 Führungen" })).toBeVisible();
    const publicTours = main.getByRole("region", { name: "Öffentliche Führungen" });
    const school = main.getByRole("region", { name: "Schulklassen" });
    await expect(publicTours.getByRole("heading", { level: 3 })).toHaveText([HIGHLIGHTS.title]);
    await expect(school.getByRole("heading", { level: 3 })).toHaveText([SCHOOL.title]);
    await expectNoAxeViolations(page);
    const before = await page.evaluate(() => history.length);

    await main.getByRole("combobox", { name: "Sprache der Führung" }).selectOption({
      label: "Englisch",
    });
    await expect(page).toHaveURL(/\/tours\?language_id=2$/);
    await expect(main.getByRole("status").filter({ hasText: "1 Führung" })).toBeVisible();
    await expect(main.getByRole("link", { name: SCHOOL.title })).toHaveCount(0);
    await expect(main.getByRole("link", { name: HIGHLIGHTS.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole("combobox", { name: "Kategorie" }).selectOption({
      label: "Öffentliche Führungen",
    });
    await expect(page).toHaveURL(/\/tours\?language_id=2&category_id=1$/);
    await expect(main.getByRole("link", { name: HIGHLIGHTS.title })).toBeVisible();
    await expectNoAxeViolations(page);
    // Filters replace the history entry: no step per filter.
    expect(await page.evaluate(() => history.length)).toBe(before);

    await main.getByRole("link", { name: "Filter zurücksetzen" }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(main.getByRole("status").filter({ hasText: "2 Führungen" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Filter zurücksetzen" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a tour's preview leads to its page", async ({ page }) => {
    await page.goto("/tours");
    await dismissConsent(page);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: SCHOOL.title }).click();
    // the tour's page adds the day it jumps to (?date=…)
    await expect(page).toHaveURL(new RegExp(`/tour/${SCHOOL.id}(\\?|$)`));
    // The tour's page is another part's; its heading names the tour.
    await expect(main.getByRole("heading", { level: 1 })).toContainText(SCHOOL.title);
    await expectNoAxeViolations(page);
  });

  test("the Kunsthalle's page shows its tours, leading to them", async ({ page }) => {
    await page.goto("/museum/1");
    await dismissConsent(page);
    const tours = page.getByRole("region", { name: "Führungen" });
    await expect(tours.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(tours.getByRole("link", { name: HIGHLIGHTS.title })).toBeVisible();
    await expect(tours.getByRole("link", { name: SCHOOL.title })).toHaveAttribute(
      "href",
      `/tour/${SCHOOL.id}`,
    );
    // Two tours: every one shows, no link to more.
    await expect(tours.getByRole("link", { name: /Alle Führungen/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("/tours at 320 px does not scroll sideways (WCAG 1.4.10)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/tours?language_id=1");
    await dismissConsent(page);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: SCHOOL.title })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.window);
    await expectNoAxeViolations(page);
  });
});

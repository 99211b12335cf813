// Issue 27, item 5 (spec surrounding-areas §2 "Search", "Museums and exhibitions"): the header's
// search finds events, and a museum's and an exhibition's pages show their upcoming events (4 at
// most), each leading to its page; axe on every page state visited. Against the real server and
// the demo catalogue (apps/server/src/seed/demo-events.ts: the chamber concert, event 1, of the
// Kunsthalle, belongs to the exhibition "Licht und Wasser"; the lectures are the
// Naturkundemuseum's).
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { dismissConsent } from "../support/ticket-flow";

/** apps/server/src/seed/demo-ids.ts. */
const KUNSTHALLE = { id: 1, title: "Kunsthalle am Fluss" };
const LIGHT_AND_WATER = { id: 1, title: "Licht und Wasser" };
const CONCERT = { id: 1, title: "Wasserklänge – Kammerkonzert" };
const LECTURES = "Abendvorträge: Leben in der Urzeit";

/** The concert's page, reached from a list: its heading and address. */
async function expectConcertPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/event/${CONCERT.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: CONCERT.title })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe("given the demo's events (issue 27, item 5)", () => {
  test("the header's search for “Konzert” finds the concert and opens it", async ({ page }) => {
    await page.goto("/start");
    await dismissConsent(page);
    const search = page.getByRole("search", { name: "Suche" });
    await search.getByRole("searchbox", { name: "Suche" }).fill("Konzert");
    await search.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/search\/Konzert$/);
    await expect(page.getByRole("heading", { level: 1, name: "Suche: Konzert" })).toBeVisible();
    const events = page.getByRole("region", { name: "Veranstaltungen" });
    await expect(events.getByRole("heading", { level: 3 })).toHaveText([CONCERT.title]);
    // The count is announced, and it is not "nothing found".
    await expect(page.getByRole("status").filter({ hasText: /Treffer/ })).toBeVisible();
    await expect(page.getByText(/Nichts gefunden/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await events.getByRole("link", { name: CONCERT.title }).click();
    await expectConcertPage(page);
  });

  test("the search for “Vortrag” finds the lecture series by its category, “Vorträge”", async ({
    page,
  }) => {
    await page.goto("/search/Vortrag");
    await dismissConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: "Suche: Vortrag" })).toBeVisible();
    const events = page.getByRole("region", { name: "Veranstaltungen" });
    await expect(events.getByRole("heading", { level: 3 })).toHaveText([LECTURES]);
    await expectNoAxeViolations(page);
  });

  test("the Kunsthalle's page lists the concert, not the other house's lectures, and leads to it", async ({
    page,
  }) => {
    await page.goto(`/museum/${KUNSTHALLE.id}`);
    await dismissConsent(page);
    await expect(page.getByRole("heading", { level: 1, name: KUNSTHALLE.title })).toBeVisible();
    const events = page.getByRole("region", { name: "Veranstaltungen" });
    await expect(events.getByRole("heading", { level: 3 })).toHaveText([CONCERT.title]);
    await expect(events.getByRole("link", { name: LECTURES })).toHaveCount(0);
    // One event: every one shows, no link to more.
    await expect(events.getByRole("link", { name: /Alle Veranstaltungen/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await events.getByRole("link", { name: CONCERT.title }).click();
    await expectConcertPage(page);
  });

  test("the exhibition “Licht und Wasser” lists the concert and leads to it", async ({ page }) => {
    await page.goto(`/exhibition/${LIGHT_AND_WATER.id}`);
    await dismissConsent(page);
    await expect(
      page.getByRole("main").getByRole("heading", { level: 1, name: LIGHT_AND_WATER.title }),
    ).toBeVisible();
    const events = page.getByRole("region", { name: "Veranstaltungen" });
    await expect(events.getByRole("heading", { level: 3 })).toHaveText([CONCERT.title]);
    await expectNoAxeViolations(page);
    await events.getByRole("link", { name: CONCERT.title }).click();
    await expectConcertPage(page);
  });
});

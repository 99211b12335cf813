// Issue 32, Checks (journeys): the waiting room through nginx in front of two instances on one
// PostgreSQL and one Redis (support/cluster.ts; one instance where the machine lacks them).
// (c) With the waiting room off, the shop opens directly. (a) With one admission a minute, a
// second visitor waits at position 1 with a time left, is let in and buys a time-slot ticket:
// the hold on one instance, which then shuts down (SIGTERM), and the order on the other. (b)
// The waiting room by keyboard and by its screen-reader text at 320 px. (d, the issue 34) The
// widget's overlay on a venue's page goes through the line and holds with no cookie at all.
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { buyButton, CARD, payByCard, readyToBuy, successOrderId } from "../support/checkout";
import { type ShopCluster, setQueueRule, startShopCluster } from "../support/cluster";
import { test as base, expect, otherVisitor } from "../support/fixtures";
import { dismissConsent, euros, tabTo } from "../support/ticket-flow";
import { serveTestPage, testPageSite } from "../widget/serve.mjs";

const test = base.extend<Record<never, never>, { cluster: ShopCluster }>({
  cluster: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const cluster = await startShopCluster();
      await use(cluster);
      await cluster.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ cluster }, use) => {
    await use(cluster.origin);
  },
});

// One cluster, one rule at a time: the journeys run one after the other.
test.describe.configure({ mode: "serial" });

/**
 * A visitor's browser. Headless Chromium names itself "HeadlessChrome", which the server takes
 * for a crawler (isbot), and crawlers skip the line (journey c's API check, and the server's
 * tests, show that): the journeys' visitors say they are Chrome, as a visitor's browser does.
 */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
test.use({ userAgent: BROWSER_AGENT });

/** The waiting room's own live region: where it tells the visitor's place. */
function place(page: Page) {
  return page.getByRole("article").getByRole("status");
}

function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  // The cluster keeps its own clock: the page keeps the machine's.
  return otherVisitor(browser, baseURL, { sharedClock: false });
}

test.describe("given the waiting room switched off (journey c)", () => {
  test("the shop opens directly, and entering the line answers 404", async ({ page }) => {
    await page.goto("/tickets");
    await expect(page.getByRole("heading", { level: 1, name: "Ticketart wählen" })).toBeVisible();
    await expect(page).toHaveURL(/\/tickets\/groups$/);
    const entry = await page.request.post("/api/v1/queue");
    expect(entry.status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});

test.describe("given one admission a minute (journey a)", () => {
  test("a second visitor waits at position 1, is let in and buys; hold and order on two instances", async ({
    page,
    browser,
    baseURL,
    cluster,
  }) => {
    test.setTimeout(240_000);
    await setQueueRule(cluster, { enabled: true, visitorsInside: 50, admissionsPerMinute: 1 });

    // The first visitor of the minute goes straight through the waiting room.
    const first = await visitor(browser, baseURL);
    await first.goto("/start");
    await expect(first.getByRole("heading", { level: 1, name: "Willkommen" })).toBeVisible();
    await expect(first).toHaveURL(/\/start$/);
    expect(await first.evaluate(() => localStorage.getItem("museen-am-fluss:queue"))).toMatch(
      /"visiting":true/,
    );

    // The second waits: position 1 and the time left, then is let in to the page asked for.
    await page.goto("/tickets");
    await expect(page).toHaveURL(/\/waiting-room\?to=%2Ftickets$/);
    await expect(page.getByRole("heading", { level: 1, name: "Warteraum" })).toBeVisible();
    await expect(place(page)).toContainText("Sie sind an Position 1 der Warteschlange.");
    await expect(place(page)).toContainText(/Voraussichtliche Wartezeit: (etwa|weniger)/);
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/tickets\/groups$/, { timeout: 90_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Ticketart wählen" })).toBeVisible();

    // Hold on one instance …
    const held = page.waitForResponse(
      (answer) =>
        answer.url().includes("/api/v1/tickets/reservations") &&
        answer.request().method() === "POST",
    );
    const total = await readyToBuy(page, "queue-a", { time: "11:30", adults: 1, reduced: 0 });
    const holdAnswer = await held;
    expect(holdAnswer.status()).toBe(201);
    const holdInstance = cluster.upstreamOf(holdAnswer.headers());
    expect(holdInstance).toBeDefined();

    // … which then shuts down; the order goes to the other, and the visit goes on.
    if (cluster.mode === "nginx") {
      await cluster.stopInstance(cluster.instances.indexOf(holdInstance ?? ""));
    }
    const ordered = page.waitForResponse(
      (answer) => answer.url().includes("/api/v1/orders") && answer.request().method() === "POST",
    );
    await buyButton(page).click();
    const orderAnswer = await ordered;
    expect(orderAnswer.status()).toBe(201);
    if (cluster.mode === "nginx") {
      expect(cluster.upstreamOf(orderAnswer.headers())).not.toBe(holdInstance);
    }
    await payByCard(page, CARD.paid, euros(total));
    expect(await successOrderId(page)).toBeGreaterThan(0);
    await first.context().close();
  });
});

test.describe("given a full shop, by keyboard at 320 px (journey b)", () => {
  test("the waiting room reflows, tells its place in a live region, and leaves and queues again by keyboard", async ({
    page,
    cluster,
  }) => {
    // The visitors of journey a are inside, and one at a time may be.
    await setQueueRule(cluster, { enabled: true, visitorsInside: 1, admissionsPerMinute: 1 });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/start");
    await expect(page).toHaveURL(/\/waiting-room\?to=%2Fstart$/);
    const status = place(page);
    await expect(status).toContainText("Sie sind an Position 1 der Warteschlange.");
    await expect(status).toHaveAttribute("role", "status");
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.window);
    await dismissConsent(page);
    await expectNoAxeViolations(page);

    // The checks never move focus: it stays on what the visitor reached by Tab.
    const leave = page.getByRole("button", { name: "Warteschlange verlassen" });
    await tabTo(page, leave);
    await expect(leave).toBeFocused();
    await page.waitForTimeout(11_000);
    await expect(leave).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Sie haben die Warteschlange verlassen.");
    // The same button queues again: focus stays on it.
    const again = page.getByRole("button", { name: "Wieder anstellen" });
    await expect(again).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status).toContainText("Sie sind an Position 1 der Warteschlange.");
    await expectNoAxeViolations(page);
  });
});

test.describe("given the waiting room on and the widget on a venue's page (the issue 34, Deliver 4)", () => {
  test("the overlay's shop goes through the line without cookies and holds with the queue's token in a header", async ({
    page,
    cluster,
  }) => {
    test.setTimeout(120_000);
    await setQueueRule(cluster, { enabled: true, visitorsInside: 50, admissionsPerMinute: 60 });
    const testPage = await serveTestPage(cluster.origin, await testPageSite(cluster.origin));
    try {
      await page.goto(testPage.url);
      const entered = page.waitForResponse(
        (answer) => answer.url().includes("/api/v1/queue") && answer.request().method() === "POST",
      );
      await page.getByRole("link", { name: "Tickets für die Kunsthalle" }).click();
      // The frame enters the line: its token comes in a header, as no cookie reaches it.
      const entry = await entered;
      expect(entry.status()).toBe(201);
      const token = (await entry.json()).token as string;
      expect(entry.headers()["x-shop-queue"]).toBe(token);

      // Let in, the frame shows the page the button named.
      const frame = page.frameLocator('iframe[title="Tickets für die Kunsthalle"]');
      await frame
        .getByRole("region", { name: "Datenschutz-Hinweis" })
        .getByRole("button", { name: "Ablehnen" })
        .click();
      const child = frame.getByRole("combobox", { name: "Anzahl: Kinder und Jugendliche" });
      await child.selectOption("1");
      const held = page.waitForResponse(
        (answer) =>
          answer.url().includes("/api/v1/tickets/reservations") &&
          answer.request().method() === "POST",
      );
      await frame.getByRole("button", { name: "In den Warenkorb" }).click();
      const hold = await held;
      // The guarded write passes the waiting room with the header alone.
      expect(hold.status()).toBe(201);
      expect(hold.request().headers()["x-shop-queue"]).toBe(token);
      await expect(frame.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.context().cookies(cluster.origin), "no cookie of the shop's").toEqual([]);
    } finally {
      await testPage.close();
    }
  });
});

// The issue 34, journey (a): the door. A guest buys two tickets for today's next slot and pays;
// the venue registers a device through the staff API; on the scanner page at 320 px, by
// keyboard alone, staff sign the device in with its key and type the first person's code
// printed on the PDF (the typed fallback): green "Einlass", then the same code again: red "Kein
// Einlass", already used at the hour and at the device. The counts follow. Then the network
// goes: the second person's code is judged on the phone from the day's signed list (Ed25519 in
// the browser) and let in; back online, it is uploaded. axe on each state.
import { mailedOrderLink } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import { buyButton, CARD, payByCard, readyToBuy, successOrderId } from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { CLOCK_OFFSET_VARIABLE, STAFF_KEY_VARIABLE } from "../support/global-setup";
import { readTicketPdf, verifiedTicketCode } from "../support/pdf";
import { berlinDay, euros, tabTo } from "../support/ticket-flow";

/** The server's Berlin wall clock now (its clock runs from 10:00 on the demo day). */
function serverMinutes(): number {
  const now = new Date(Date.now() + Number(process.env[CLOCK_OFFSET_VARIABLE] ?? 0));
  const [hours, minutes] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(now)
    .split(":")
    .map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Today's next quarter-hour slot at least 2 minutes ahead: the door lets it in from 30 before. */
function nextSlot(): string {
  const start = Math.ceil((serverMinutes() + 2) / 15) * 15;
  return `${String(Math.floor(start / 60)).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}`;
}

test.describe("given a paid ticket for today's next slot (journey a)", () => {
  test("its code is let in once on the scanner page, then refused as used", async ({ page }) => {
    test.setTimeout(120_000);
    const time = nextSlot();
    const total = await readyToBuy(page, "check-in", {
      time,
      adults: 2,
      reduced: 0,
      day: berlinDay(0),
    });
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(total));
    const orderId = await successOrderId(page);

    // The code the PDF prints below its QR code, as the door's staff would type it.
    const link = await mailedOrderLink(orderId);
    const token = link.split("/")[3]?.split("?")[0] ?? "";
    const order = await page.request.get(`/api/v1/orders/${orderId}?token=${token}`);
    const itemId = ((await order.json()) as { items: { id: number }[] }).items[0]?.id;
    const pdf = await page.request.get(
      `/api/v1/orders/${orderId}/tickets/${itemId}.pdf?token=${token}`,
    );
    expect(pdf.status()).toBe(200);
    const [code, second] = (await readTicketPdf(await pdf.body())).qrCodes;
    expect(code && verifiedTicketCode(code)).toMatchObject({ orderId, person: 1, persons: 2 });
    expect(second && verifiedTicketCode(second)).toMatchObject({ person: 2, persons: 2 });

    // The venue registers the door's device (the staff API).
    const staffKey = process.env[STAFF_KEY_VARIABLE] ?? "";
    const created = await page.request.post("/api/v1/staff/check_in/devices", {
      headers: { authorization: `Bearer ${staffKey}` },
      data: { name: "Eingang Nord" },
    });
    expect(created.status()).toBe(201);
    const deviceKey = ((await created.json()) as { key: string }).key;

    // The scanner page on a phone, by keyboard.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/staff/check-in");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Einlass" })).toBeVisible();
    await expectNoAxeViolations(page);
    const keyField = main.getByLabel("Geräteschlüssel");
    // a key of the wrong form is refused at once, the alert focused
    await tabTo(page, keyField);
    await page.keyboard.type("falsch");
    await page.keyboard.press("Enter");
    const keyAlert = main.getByRole("alert");
    await expect(keyAlert).toBeFocused();
    await expect(keyAlert).toHaveText("Bitte geben Sie einen Geräteschlüssel ein.");
    await expectNoAxeViolations(page);
    await keyField.fill("");
    await tabTo(page, keyField);
    await page.keyboard.type(deviceKey);
    await page.keyboard.press("Enter");
    await expect(main.getByText("Gerät: Eingang Nord")).toBeVisible();
    await expectNoAxeViolations(page);

    // The typed code: green, for whom, and the field ready for the next one.
    const codeField = main.getByLabel("Code eingeben");
    await tabTo(page, codeField);
    await page.keyboard.type(code ?? "");
    await page.keyboard.press("Enter");
    const answer = main.locator("[data-result]");
    await expect(answer).toHaveAttribute("data-result", "valid");
    await expect(answer).toHaveAttribute("role", "alert");
    await expect(answer).toContainText("Einlass");
    await expect(answer).toContainText("Person 1 von 2");
    await expect(answer).toContainText(`${time} Uhr`);
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveValue("");
    await expectNoAxeViolations(page);
    // the counts: this person is in
    const counts = main.getByRole("table");
    await expect(
      counts.getByRole("row").filter({ hasText: time }).getByRole("cell").nth(2),
    ).not.toHaveText("0");

    // The same code again: red, when and where it was used.
    await page.keyboard.type(code ?? "");
    await page.keyboard.press("Enter");
    await expect(answer).toHaveAttribute("data-result", "refused");
    await expect(answer).toContainText("Kein Einlass");
    await expect(answer).toContainText(/Bereits benutzt um \d{2}:\d{2} Uhr an „Eingang Nord“\./);
    await expect(main.getByRole("list").getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Without network: the day's list (fetched as the page opened) and the public key judge the
    // second person's code on the phone; it waits to be sent.
    await expect(main.getByText(/Bereit, auch ohne Netz zu prüfen/)).toBeVisible();
    await page.context().setOffline(true);
    await page.keyboard.type(second ?? "");
    await page.keyboard.press("Enter");
    await expect(answer).toHaveAttribute("data-result", "valid");
    await expect(answer).toContainText("Person 2 von 2");
    await expect(answer).toContainText("Ohne Netz geprüft");
    await expect(
      main.getByText("1 Person ohne Netz eingelassen, noch nicht übertragen."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // the network is back: within 15 s the scan is recorded by the server
    await page.context().setOffline(false);
    await expect(
      main.getByText(/Ohne Netz Gescanntes übertragen: 1 erfasst, 0 auch an anderer Stelle/),
    ).toBeVisible({ timeout: 20_000 });
    const again = await page.request.post("/api/v1/check_in/scans", {
      headers: { authorization: `Bearer ${deviceKey}` },
      data: { code: second },
    });
    expect(await again.json()).toMatchObject({
      reason: "already_used",
      used: { device: "Eingang Nord" },
    });
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.window);
  });
});

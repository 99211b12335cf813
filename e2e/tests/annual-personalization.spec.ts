// The issue "annual tickets", journey (a); spec selling-core §2 shop.tickets.annualPersonalization,
// §4 "Annual tickets", §7 the /annual calls: an annual pass bought with the demo card is
// personalised through the link of its confirmation e-mail — a photo and a new address — its
// start is moved, the venue marks it sent through the staff API, and from then on it can no
// longer be edited. Against the real server, build and demo catalogue; axe on every page.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expectNoAxeViolations } from "../support/axe";
import {
  acceptTerms,
  buyButton,
  CARD,
  checkoutAsGuest,
  choosePrintAtHome,
  guest,
  payByCard,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { OUTBOX_VARIABLE, STAFF_KEY_VARIABLE } from "../support/global-setup";
import {
  berlinDay,
  chooseQuantity,
  dismissConsent,
  euros,
  fetchTicket,
} from "../support/ticket-flow";

/** apps/server/src/seed/demo-ids.ts TICKET.annual: photo mandatory. */
const ANNUAL = 40;

// A small real JPEG (48×48): the browser decodes it and the server re-encodes it.
const PHOTO = Buffer.from(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcAqpwAAAAAAAAAAAAAAAD/9k=",
  "base64",
);

/** The personalization link of the order's confirmation (quoted-printable undone). */
async function personalizationLink(orderId: number): Promise<string> {
  const outbox = process.env[OUTBOX_VARIABLE];
  if (!outbox) throw new Error(`${OUTBOX_VARIABLE} is not set: run through global-setup`);
  let mail = "";
  await expect
    .poll(
      () => {
        const file = readdirSync(outbox).find((name) => name.endsWith(`-order-${orderId}.eml`));
        mail = file ? readFileSync(join(outbox, file), "utf8") : "";
        return mail;
      },
      { timeout: 15_000 },
    )
    .toContain("/annual/personalisation/");
  const text = mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<]+\/annual\/personalisation\/[A-Za-z0-9_-]{43}/.exec(text);
  if (!match) throw new Error("no personalization link in the confirmation");
  return match[0];
}

test.describe("given an annual pass bought with the demo card (journey a of the annual tickets)", () => {
  test("it is personalised by the mail's link with a photo and a new address, its start moved, and once staff mark it sent it can no longer be edited", async ({
    page,
  }) => {
    const annual = await fetchTicket(page.request, ANNUAL);
    expect(annual.photo_mandatory, "the demo's annual pass wants a photo").toBe("mandatory");

    // Buy it.
    await page.goto("/tickets/annual");
    await dismissConsent(page);
    await chooseQuantity(page, `Anzahl: ${annual.title}`, 1);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await choosePrintAtHome(page);
    await checkoutAsGuest(page, guest("annual-a"));
    await acceptTerms(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(annual.price_cents));
    const orderId = await successOrderId(page);
    // The success page leads there too (spec selling-core §2).
    await expect(
      page.getByRole("link", { name: "Jahreskarten jetzt personalisieren" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Open the link of the confirmation e-mail.
    const link = new URL(await personalizationLink(orderId));
    const token = link.pathname.split("/").at(-1) ?? "";
    await page.goto(link.pathname);
    await expect(
      page.getByRole("heading", { level: 1, name: "Jahreskarten personalisieren" }),
    ).toBeVisible();
    const card = page.getByRole("region", { name: `${annual.title} (1 von 1)` });
    await expect(card).toContainText("Noch nicht personalisiert.");
    await expectNoAxeViolations(page);

    // The person: the buyer, with a new address and a photo.
    await card.getByRole("link", { name: "Person angeben" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Person der Jahreskarte" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Neue Anschrift angeben" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Neue Anschrift" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Straße und Hausnummer").fill("Parkweg 3");
    await page.getByLabel("Postleitzahl").fill("10117");
    await page.getByLabel("Ort").fill("Berlin");
    await page.getByLabel("Land").selectOption({ label: "Deutschland" });
    await page.getByRole("button", { name: "Anschrift speichern" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Person der Jahreskarte" }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "Parkweg 3, 10117 Berlin" })).toBeChecked();
    await page.locator('input[type="file"]').setInputFiles({
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: PHOTO,
    });
    await expect(page.getByRole("status").filter({ hasText: "portrait.jpg" })).toBeAttached();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Personalisieren" }).click();

    await expect(page).toHaveURL(new RegExp(`/annual/personalisation/${token}$`));
    await expect(
      page.getByText("Alle Jahreskarten sind personalisiert.", { exact: false }),
    ).toBeVisible();
    await expect(card).toContainText("Parkweg 3, 10117 Berlin");
    await expect(card.getByRole("img", { name: /^Foto von / })).toBeVisible();
    await expectNoAxeViolations(page);

    // Move the start a month ahead.
    const start = berlinDay(30);
    await card.getByRole("button", { name: "Startdatum ändern" }).click();
    await card.getByLabel(/^Gültig ab/).fill(start);
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: "Startdatum speichern" }).click();
    const [year, month, day] = start.split("-").map(Number);
    const shown = new Intl.DateTimeFormat("de-DE", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
    await expect(card).toContainText(`Gültig ab ${shown}`);

    // The venue marks it sent.
    const order = await (await page.request.get(`/api/v1/annual/order?token=${token}`)).json();
    const saleId: number = order.ticket_sales[0].id;
    const staffKey = process.env[STAFF_KEY_VARIABLE];
    const list = await page.request.get("/api/v1/staff/annual/personalizations?sent=false", {
      headers: { authorization: `Bearer ${staffKey}` },
    });
    expect(list.status()).toBe(200);
    const mine = (await list.json()).personalizations.find(
      (row: { ticket_sale_id: number }) => row.ticket_sale_id === saleId,
    );
    expect(mine).toMatchObject({ address: { street: "Parkweg 3" }, photo_url: expect.any(String) });
    const sent = await page.request.put(`/api/v1/staff/annual/ticket_sales/${saleId}/sent`, {
      headers: { authorization: `Bearer ${staffKey}` },
    });
    expect(sent.status()).toBe(200);

    // From then on nothing of it can be edited.
    await page.reload();
    await expect(card).toContainText("Diese Karte wurde am");
    await expect(card).toContainText("Sie kann nicht mehr geändert werden.");
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(card.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
    const slotId: number = order.ticket_sales[0].personalizations[0].id;
    await page.goto(`${link.pathname}/${saleId}/${slotId}`);
    await expect(page.getByRole("alert")).toHaveText(
      "Diese Jahreskarte wurde bereits verschickt und kann nicht mehr geändert werden.",
    );
    await expectNoAxeViolations(page);
    const refused = await page.request.put(`/api/v1/annual/ticket_sales/${saleId}?token=${token}`, {
      data: { ticket_sale: { start_at: `${berlinDay(2)}T12:00:00Z` } },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.code).toBe("already_sent");
  });
});

// The issue 33, journeys (a) and (b), against the real server in Chromium, axe on each state.
// (a) A guest buys a family ticket for four (two adults, two children, a mantle ticket) and a
// time-slot ticket; the confirmation mail's link opens the order page with every cookie gone;
// the family's PDF has four pages, each a code of its own verified with the published key; the
// calendar file holds both visits; the family line is cancelled within the demo venue's policy
// (tickets until 24 hours before, free of charge): its places are back in the calendar at once
// and the page shows the refund. (b) A company registers with its VAT number, buys goods (7 %)
// and a ticket (0 %) posted (19 %): its invoice states the company, both VAT numbers and net,
// VAT and gross per line and per rate.
import type { Page } from "@playwright/test";
import { mailedLink, mailedOrderLink, newCustomer } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import {
  ADULT_SLOT,
  acceptTerms,
  buyButton,
  CARD,
  checkoutAsGuest,
  choosePrintAtHome,
  expectCheckoutTotal,
  guest,
  payByCard,
  slotPrices,
  slotTicketsInCart,
  successOrderId,
} from "../support/checkout";
import { expect, test } from "../support/fixtures";
import { readTicketPdf, verifiedTicketCode } from "../support/pdf";
import {
  berlinDay,
  calendarDay,
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  euros,
  fetchTicket,
  showCalendarMonth,
  unitPrice,
} from "../support/ticket-flow";

const FAMILY = "Familienticket";

/** The places the family ticket has left on `day`, as the shop's calendar reads them. */
async function familyPlaces(page: Page, day: string): Promise<number> {
  const query = new URLSearchParams({
    "by_ticket_ids[]": String(DEMO_TICKET.family),
    start_at: day,
    end_at: day,
  });
  const answer = await page.request.get(`/api/v1/tickets/calendar?${query}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: Record<string, { available: number }> };
  return body.data[day]?.available ?? -1;
}

/** One family ticket for 2 adults and 2 children on `day`, through the day tickets' pages. */
async function familyInCart(page: Page, day: string): Promise<void> {
  await page.goto("/tickets");
  await dismissConsent(page);
  await page.getByRole("link", { name: "Tagestickets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Datum wählen" })).toBeVisible();
  await showCalendarMonth(page, day);
  await page.getByRole("button", { name: calendarDay(day, ".*Plätze frei") }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
  await chooseQuantity(page, `Anzahl: ${FAMILY}`, 1);
  await chooseQuantity(page, `Anzahl: ${FAMILY}: Erwachsene`, 2);
  await chooseQuantity(page, `Anzahl: ${FAMILY}: Kinder`, 2);
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
}

test.describe("given a family's order and its confirmation mail (journey a)", () => {
  test("four codes, the calendar file, and one line cancelled: places back, refund shown", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const day = berlinDay(2);
    const time = "11:00";
    const family = unitPrice(await fetchTicket(page.request, DEMO_TICKET.family), { date: day });
    const slot = (await slotPrices(page, time)).adult;

    await familyInCart(page, day);
    await slotTicketsInCart(page, { time, adults: 1, reduced: 0 }, { answered: true });
    await choosePrintAtHome(page);
    await checkoutAsGuest(page, guest("after-sale"));
    await expectCheckoutTotal(page, euros(family + slot));
    await acceptTerms(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(family + slot));
    const orderId = await successOrderId(page);

    // The mailed link, every cookie gone: the token is the only proof.
    const link = await mailedOrderLink(orderId);
    await page.context().clearCookies();
    await page.goto(link);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: `Bestellung ${orderId}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Four people, four pages, four codes, each verified with the published key alone.
    const pdfLink = main.getByRole("link", { name: `Tickets als PDF herunterladen: ${FAMILY}` });
    const pdfAnswer = await page.request.get((await pdfLink.getAttribute("href")) ?? "");
    expect(pdfAnswer.status()).toBe(200);
    const pdf = await readTicketPdf(await pdfAnswer.body());
    expect(pdf.pages).toBe(4);
    const codes = pdf.qrCodes.map((code) => verifiedTicketCode(code ?? ""));
    expect(codes).toMatchObject(
      [1, 2, 3, 4].map((person) => ({
        orderId,
        day: day.replaceAll("-", ""),
        person,
        persons: 4,
      })),
    );

    // The calendar file holds both visits, in Berlin time with the zone's block.
    const calendar = main.getByRole("link", {
      name: "Alle Termine der Bestellung in den Kalender eintragen",
    });
    const ics = await (await page.request.get((await calendar.getAttribute("href")) ?? "")).text();
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day.replaceAll("-", "")}`);
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${berlinDay(1).replaceAll("-", "")}T110000`);

    // Cancel the family's line within the policy: free of charge until the day before.
    const before = await familyPlaces(page, day);
    const section = main.getByRole("region", { name: "Stornierung" });
    await expect(section).toContainText(`${FAMILY}: stornierbar bis`);
    await expectNoAxeViolations(page);
    await section.getByRole("button", { name: `${FAMILY} stornieren` }).click();
    const dialog = page.getByRole("dialog", { name: `${FAMILY} stornieren?` });
    await expect(dialog).toContainText(`Sie erhalten ${euros(family)} zurück.`);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Verbindlich stornieren" }).click();

    await expect(section.getByText(new RegExp(`^${FAMILY}: storniert am`))).toBeVisible();
    await expect(section.getByText(`Erstattet: ${euros(family)}.`)).toBeVisible();
    await expect(main.getByRole("heading", { name: "Stornierung" })).toBeFocused();
    await expect(main.getByText(/Storniert: Die Tickets dieser Position/)).toBeVisible();
    await expect(pdfLink).toHaveCount(0);
    // the slot ticket's line stays, with its PDF
    await expect(
      main.getByRole("link", { name: `Tickets als PDF herunterladen: ${ADULT_SLOT}` }),
    ).toBeVisible();
    // the four places are free again at once
    await expect.poll(() => familyPlaces(page, day)).toBe(before + 4);
    // and a cancellation invoice refers to the invoice
    await expect(main.getByRole("link", { name: /^Stornorechnung ST-/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** apps/server/src/seed: the postcard set (9,90 € less 10 %, 7 %) and the postage (19 %). */
const POSTCARDS = { id: 13, cents: 891, vat: 7 };
const POSTAGE = { cents: 390, vat: 19 };

/** VAT held in a gross amount at `rate`, rounded half up once (DESIGN §6). */
const vatIn = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));

test.describe("given a company's order (journey b)", () => {
  test("its invoice states the company, both VAT numbers, and net, VAT and gross per rate", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const person = { ...newCustomer("invoice"), company: "Reisebüro Sonne GmbH" };
    // Registration as a company, with its VAT number and its name on the address.
    await page.goto("/registration");
    await dismissConsent(page);
    const main = page.getByRole("main");
    await main
      .getByRole("combobox", { name: "Anrede", exact: true })
      .selectOption({ label: "Frau" });
    await main.getByRole("textbox", { name: "Vorname", exact: true }).fill(person.name);
    await main.getByRole("textbox", { name: "Nachname", exact: true }).fill(person.surname);
    await main.getByRole("combobox", { name: "Ich bestelle als" }).selectOption({ label: "Firma" });
    await main
      .getByRole("textbox", { name: "Umsatzsteuer-Identifikationsnummer" })
      .fill("DE987654321");
    await main.getByRole("textbox", { name: /Firma oder Adresszusatz/ }).fill(person.company);
    await main
      .getByRole("textbox", { name: "Straße und Hausnummer", exact: true })
      .fill(person.street);
    await main.getByRole("textbox", { name: "Postleitzahl", exact: true }).fill(person.zip);
    await main.getByRole("textbox", { name: "Ort", exact: true }).fill(person.city);
    await main.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill(person.email);
    await main
      .getByRole("textbox", { name: "E-Mail-Adresse wiederholen", exact: true })
      .fill(person.email);
    await main.getByRole("textbox", { name: "Passwort", exact: true }).fill(person.password);
    await main
      .getByRole("textbox", { name: "Passwort wiederholen", exact: true })
      .fill(person.password);
    await main.getByRole("checkbox", { name: /Datenschutzerklärung gelesen/ }).check();
    await main.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Kundenkonto anlegen" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Bitte bestätigen Sie Ihre E-Mail-Adresse" }),
    ).toBeVisible();
    await page.goto(await mailedLink("confirm", person.email, "/confirmation"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Ihr Kundenkonto ist bestätigt" }),
    ).toBeVisible();

    // Goods at 7 % and a ticket at 0 %, posted at 19 %.
    const time = "11:30";
    const slot = (await slotPrices(page, time)).adult;
    const total = 2 * POSTCARDS.cents + slot + POSTAGE.cents;
    await page.goto(`/merchandise/detail/${POSTCARDS.id}`);
    const buy = page.getByRole("region", { name: "Diesen Artikel kaufen" });
    await buy.getByRole("combobox", { name: "Anzahl" }).selectOption("2");
    await buy.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Der Artikel liegt jetzt in Ihrem Warenkorb." }),
    ).toBeVisible();
    await slotTicketsInCart(page, { time, adults: 1, reduced: 0 }, { answered: true });
    await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
    // Goods are posted: the delivery address first, the billing address as it stands.
    await expect(page).toHaveURL(/\/checkout\/shipping-address$/);
    await page.getByRole("button", { name: "Bestätigen und weiter" }).click();
    await expectCheckoutTotal(page, euros(total));
    await acceptTerms(page);
    await buyButton(page).click();
    await payByCard(page, CARD.paid, euros(total));
    const orderId = await successOrderId(page);

    await page.getByRole("link", { name: /Ihre Bestellung jederzeit ansehen/ }).click();
    await expect(
      main.getByRole("heading", { level: 1, name: `Bestellung ${orderId}` }),
    ).toBeVisible();
    const invoice = main
      .getByRole("region", { name: "Rechnungen" })
      .getByRole("link", { name: /^Rechnung RE-\d{6} vom/ });
    await expect(invoice).toBeVisible();
    await expectNoAxeViolations(page);
    const answer = await page.request.get((await invoice.getAttribute("href")) ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    const text = (await readTicketPdf(await answer.body())).lines;
    expect(text).toEqual(
      expect.arrayContaining([
        "Museen am Fluss gGmbH",
        "DE999999999",
        person.company,
        "DE987654321",
        "Summen je Steuersatz",
      ]),
    );
    // Per rate: net, VAT and gross, the VAT rounded once per line.
    const goods = 2 * POSTCARDS.cents;
    for (const [gross, rate] of [
      [slot, 0],
      [goods, POSTCARDS.vat],
      [POSTAGE.cents, POSTAGE.vat],
    ] as const) {
      const vat = vatIn(gross, rate);
      const row = [`${rate} %`, euros(gross - vat), euros(vat), euros(gross)];
      const at = text.findIndex(
        (_, i) =>
          text.slice(i, i + 4).join("|") === row.join("|") &&
          i > text.indexOf("Summen je Steuersatz"),
      );
      expect(at, `the totals of ${rate} %: ${row.join(" ")}`).toBeGreaterThan(-1);
    }
    const vatAll = vatIn(goods, POSTCARDS.vat) + vatIn(POSTAGE.cents, POSTAGE.vat);
    expect(text).toEqual(
      expect.arrayContaining([euros(total - vatAll), euros(vatAll), euros(total)]),
    );
  });
});

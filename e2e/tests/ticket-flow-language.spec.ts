// spec selling-core §2 "Ticket selection" and surrounding-areas §2 (language switch): switching
// to English and then to Spanish in the middle of the flow keeps the chosen day, start time and
// quantities while every text changes language (journey f). Real server, demo catalogue; its
// slot is tomorrow 10:30 (journeys a and e hold 10:00 and 10:15).
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import {
  berlinDay,
  calendarDay,
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  euros,
  fetchTicket,
  fullDay,
  headerCart,
  showCalendarMonth,
  unitPrice,
} from "../support/ticket-flow";

const TITLES = {
  de: {
    adult: "Licht und Wasser – Zeitfenster",
    reduced: "Licht und Wasser – Zeitfenster ermäßigt",
  },
  en: { adult: "Light and Water – time slot", reduced: "Light and Water – time slot reduced" },
  es: { adult: "Luz y agua – franja horaria", reduced: "Luz y agua – franja horaria reducida" },
} as const;

test.describe("given a language switch in the middle of the ticket flow (journey f)", () => {
  test("English on the time step and Spanish on the quantities keep day, slot and quantities", async ({
    page,
    request,
  }) => {
    const tomorrow = berlinDay(1);
    const time = "10:30";
    const adult = await fetchTicket(request, DEMO_TICKET.impressionismAdult);
    const reduced = await fetchTicket(request, DEMO_TICKET.impressionismReduced);
    const adultPrice = unitPrice(adult, { date: tomorrow, time });
    const reducedPrice = unitPrice(reduced, { date: tomorrow, time });
    const total = 2 * adultPrice + reducedPrice;

    await page.goto("/tickets");
    await dismissConsent(page);
    await page.getByRole("link", { name: "Zeitfenster" }).click();
    await showCalendarMonth(page, tomorrow);
    await page.getByRole("button", { name: calendarDay(tomorrow, ".*Plätze frei") }).click();
    const germanSlots = page.getByRole("radiogroup", {
      name: `Startzeit: ${TITLES.de.adult}`,
      exact: true,
    });
    await germanSlots.getByText(`${time} Uhr`, { exact: true }).click();
    await expect(germanSlots.getByRole("radio", { name: `${time} Uhr` })).toBeChecked();

    // English on the time step: the texts change, the day and the start time stay chosen.
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(
      page.getByRole("heading", { level: 1, name: "Choose a date and time" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", {
        name: calendarDay(tomorrow, ".*selected", "en-GB"),
      }),
    ).toBeVisible();
    const englishSlots = page.getByRole("radiogroup", {
      name: `Start time: ${TITLES.en.adult}`,
      exact: true,
    });
    await expect(englishSlots.getByRole("radio", { name: time, exact: true })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Continue to tickets" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Choose tickets" })).toBeVisible();
    await expect(page.getByText(`For ${fullDay(tomorrow, "en-GB")} at ${time}`)).toBeVisible();
    await expect(page.getByRole("listitem", { name: TITLES.en.adult, exact: true })).toContainText(
      euros(adultPrice, "en"),
    );
    await chooseQuantity(page, `Quantity: ${TITLES.en.adult}`, 2);
    await chooseQuantity(page, `Quantity: ${TITLES.en.reduced}`, 1);
    await expectNoAxeViolations(page);

    // Spanish on the quantities: the quantities, day and time stay.
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Elija sus entradas" })).toBeVisible();
    await expect(
      page.getByText(`Para el ${fullDay(tomorrow, "es-ES")} a las ${time}`),
    ).toBeVisible();
    await expect(
      page.getByRole("combobox", { name: `Cantidad: ${TITLES.es.adult}`, exact: true }),
    ).toHaveValue("2");
    await expect(
      page.getByRole("combobox", { name: `Cantidad: ${TITLES.es.reduced}`, exact: true }),
    ).toHaveValue("1");
    await expect(
      page.getByRole("listitem", { name: TITLES.es.reduced, exact: true }),
    ).toContainText(euros(reducedPrice, "es"));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Añadir a la cesta" }).click();

    // The cart in Spanish holds what was chosen before both switches.
    await expect(page.getByRole("heading", { level: 1, name: "Carrito" })).toBeVisible();
    const adultLine = page.getByRole("article", { name: TITLES.es.adult, exact: true });
    await expect(adultLine).toContainText(time);
    await expect(adultLine).toContainText(euros(2 * adultPrice, "es"));
    await expect(page.getByRole("region", { name: "Total" })).toContainText(euros(total, "es"));
    await expect(headerCart(page)).toHaveAccessibleName(/\b3\b/);
    await expectNoAxeViolations(page);

    // Give the places back.
    for (const title of [TITLES.es.adult, TITLES.es.reduced]) {
      await page.getByRole("button", { name: `Eliminar ${title}`, exact: true }).click();
      await expect(page.getByRole("article", { name: title, exact: true })).toBeHidden();
    }
    await expect(page.getByText("Su carrito está vacío.")).toBeVisible();
    await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
  });
});

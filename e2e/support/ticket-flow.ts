// Helpers of the ticket-selection journeys (spec selling-core §2): the Berlin days the demo
// catalogue is relative to, the names the shop gives days and prices, the ticket prices read
// from the real API, and the visitor's small steps (consent, quantities, keyboard moves).
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { DEMO_DAY_VARIABLE } from "./global-setup";

/** The demo catalogue's ticket ids (apps/server/src/seed/demo-ids.ts). */
export const DEMO_TICKET = {
  kunsthalleAdult: 1,
  kunsthalleReduced: 2,
  impressionismAdult: 10,
  impressionismReduced: 11,
  treasury: 14,
  family: 50,
} as const;

type Language = "de" | "en" | "es";
const INTL: Record<Language, string> = { de: "de-DE", en: "en-GB", es: "es-ES" };

/**
 * The run's demo day plus `offset` days, "YYYY-MM-DD" (the demo's dates are Berlin days). The day
 * is the one the server's demo was made for (support/global-setup.ts), not the clock's: past
 * midnight the server's "tomorrow" is still the one its catalogue sold out.
 */
export function berlinDay(offset = 0): string {
  const today =
    process.env[DEMO_DAY_VARIABLE] ??
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** The first Saturday from tomorrow on: a weekend day of the demo's weekend prices. */
export function nextSaturday(): string {
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = berlinDay(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6) return day;
  }
  throw new Error("no Saturday in the next 7 days");
}

/**
 * A day in words: "Montag, 23. November 2026". `intl` is the Intl locale: the shop writes
 * English days as en-GB ("Monday, 23 November 2026") everywhere (@shop/core INTL_LOCALES).
 */
export function fullDay(iso: string, intl = "de-DE"): string {
  return new Intl.DateTimeFormat(intl, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));
}

/**
 * The accessible name of a calendar day's button, `rest` a pattern of what follows the day:
 * "Freitag, 27. November 2026, Plätze frei", or "Heute, Freitag, …" when the day is today (the
 * demo's tomorrow is today for a run that crossed midnight).
 */
export function calendarDay(iso: string, rest: string, intl = "de-DE"): RegExp {
  return new RegExp(`^(?:[^,]+, )?${literal(fullDay(iso, intl))}, ${rest}`);
}

/**
 * Pages the day-and-time calendar forward until it shows the month of `iso` (at most twice):
 * the calendar opens on today's month, so a day after the month's end ("in two days" on the
 * 29th) is a page further. Only once the calendar is there, so a slow first render is not
 * taken for the wrong month.
 */
export async function showCalendarMonth(page: Page, iso: string): Promise<void> {
  const next = page.getByRole("button", { name: "Nächster Monat" });
  await expect(next).toBeVisible();
  const caption = new Intl.DateTimeFormat("de-DE", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));
  for (let pages = 0; pages < 2; pages += 1) {
    if (await page.getByText(caption, { exact: true }).isVisible()) return;
    await next.click();
  }
  await expect(page.getByText(caption, { exact: true })).toBeVisible();
}

/** An amount as the shop shows it: de "45,00 €". */
export function euros(cents: number, language: Language = "de"): string {
  return new Intl.NumberFormat(INTL[language], { style: "currency", currency: "EUR" }).format(
    cents / 100,
  );
}

/** Text for a RegExp that matches it literally. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface PricedTicket {
  id: number;
  title: string;
  ticket_type: "normal" | "time_slot" | "annual";
  price_cents: number;
  discount: number | null;
  dynamic_prices: Record<string, number> | null;
  photo_mandatory: "mandatory" | "optional" | "none";
}

/** GET /api/v1/tickets/{id}: the ticket as the API sells it today. */
export async function fetchTicket(
  request: APIRequestContext,
  id: number,
  language: Language = "de",
): Promise<PricedTicket> {
  const response = await request.get(`/api/v1/tickets/${id}?locale=${language}`);
  expect(response.status(), `GET /api/v1/tickets/${id}`).toBe(200);
  return (await response.json()) as PricedTicket;
}

/**
 * The unit price by the rules of spec selling-core §3, §9, written out here on purpose (not
 * @shop/core's) so a wrong rule in the shop shows as a wrong total: the dynamic price of the
 * date (normal tickets) or start time (time-slot tickets) replaces the base price, then the
 * discount percent comes off, rounded half-up.
 */
export function unitPrice(ticket: PricedTicket, moment: { date?: string; time?: string }): number {
  const prices = ticket.dynamic_prices ?? {};
  let key: string | undefined;
  if (ticket.ticket_type === "normal") key = moment.date;
  if (ticket.ticket_type === "time_slot" && moment.time) {
    key = Object.keys(prices).find((entry) => entry.slice(0, 5) === moment.time?.slice(0, 5));
  }
  const base = (key !== undefined ? prices[key] : undefined) ?? ticket.price_cents;
  const percent = ticket.discount ?? 0;
  return Math.floor((base * (100 - percent)) / 100 + 0.5);
}

/** Places left per start time of a slot ticket on a day (GET …/start_times). */
export async function placesLeft(
  request: APIRequestContext,
  ticketId: number,
  date: string,
  time: string,
): Promise<number | null> {
  const response = await request.get(`/api/v1/tickets/${ticketId}/start_times?date=${date}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { start_time: string; capacity: number }[] };
  const slot = body.data.find((entry) => entry.start_time.slice(0, 5) === time);
  return slot ? slot.capacity : null;
}

/** The consent banner blocks the page until the visitor answers it (surrounding-areas §4). */
export async function dismissConsent(page: Page): Promise<void> {
  const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
  await banner.getByRole("button", { name: "Ablehnen" }).click();
  await expect(banner).toBeHidden();
}

/** Chooses a quantity in a row's select (a native select of numbers). */
export async function chooseQuantity(page: Page, name: string, quantity: number): Promise<void> {
  const combobox = page.getByRole("combobox", { name, exact: true });
  await combobox.selectOption(String(quantity));
  await expect(combobox).toHaveValue(String(quantity));
}

/** The header's cart link ("Warenkorb 3 Artikel"). */
export function headerCart(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /Warenkorb|Cart|Carrito/ });
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error("tabTo: the target is not on the page");
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press("Tab");
    // In a frame (the widget's overlay), its document must hold the page's focus too.
    const focused = await handle.evaluate(
      (element) =>
        (window.top === window || document.hasFocus()) && element === document.activeElement,
    );
    if (focused) return;
  }
  throw new Error(`tabTo: ${target} not reached in ${max} presses of Tab`);
}

/** Removes every line of the cart (releasing its held places) and checks the cart is empty. */
export async function emptyCart(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    const line = page.getByRole("article", { name: title, exact: true });
    await line.getByRole("button", { name: `${title} entfernen`, exact: true }).click();
    await expect(line).toBeHidden();
  }
  await expect(page.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(/\b0\b/);
}

/** Whether `locator` has the keyboard focus now. */
export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Tabs to the quantity select and steps it with ArrowDown to `quantity`, as a keyboard user does. */
export async function chooseQuantityByKeyboard(page: Page, name: string, quantity: number) {
  const combobox = page.getByRole("combobox", { name, exact: true });
  await tabTo(page, combobox);
  // A closed native select steps through its options with the arrow keys.
  for (
    let presses = 0;
    presses < 20 && (await combobox.inputValue()) !== String(quantity);
    presses += 1
  ) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveValue(String(quantity));
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a native select and picks an option by typing its start (the browser's type-ahead). */
export async function typeAhead(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator("option:checked")).toHaveText(label);
}

export async function pressOn(page: Page, target: Locator, key: "Enter" | "Space"): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The treasury's title and places per slot (apps/server/src/seed/demo-quotas.ts). */
export const TREASURY = "Schatzkammer der Minerale";
export const TREASURY_PLACES = 4;

/**
 * A day (from `fromOffset` days on) and start time of the treasury with every place free (no
 * other journey's); journeys that run at once look from days of their own.
 */
export async function freeTreasurySlot(
  request: APIRequestContext,
  { fromOffset = 1 }: { fromOffset?: number } = {},
): Promise<{ date: string; time: string }> {
  for (let offset = fromOffset; offset < fromOffset + 7; offset += 1) {
    const date = berlinDay(offset);
    const response = await request.get(
      `/api/v1/tickets/${DEMO_TICKET.treasury}/start_times?date=${date}`,
    );
    if (response.status() !== 200) continue;
    const { data } = (await response.json()) as {
      data: { start_time: string; capacity: number }[];
    };
    // The first such slot: the page shows the early start times before "later times".
    const free = data.find((slot) => slot.capacity === TREASURY_PLACES);
    if (free) return { date, time: free.start_time.slice(0, 5) };
  }
  throw new Error("no treasury slot with every place free in the coming days");
}

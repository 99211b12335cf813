// Helpers of the checkout journeys (spec selling-core §2 shop.cart → shop.checkout.* and §4
// "Checkout flow"): time-slot tickets into the cart the visitor's way, the guest form, the
// terms and the buy button, and the demo provider's hosted card page (apps/server/src/modules/
// payments/demo). Every page they pass is checked with axe.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect } from "./fixtures";
import {
  berlinDay,
  chooseQuantity,
  DEMO_TICKET,
  dismissConsent,
  euros,
  fetchTicket,
  literal,
  typeAhead,
  typeInto,
  unitPrice,
} from "./ticket-flow";

export const ADULT_SLOT = "Licht und Wasser – Zeitfenster";
export const REDUCED_SLOT = "Licht und Wasser – Zeitfenster ermäßigt";

/** The demo provider's test cards (apps/server/src/modules/payments/demo/outcomes.ts). */
export const CARD = {
  paid: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  threeDsCancelled: "4000 0000 0000 3220",
  pendingThenPaid: "4000 0000 0000 0077",
} as const;

/** The guest of the journeys; `email` is unique per journey so its confirmation is findable. */
export function guest(journey: string) {
  return {
    salutation: "Frau",
    name: "Erika",
    surname: "Mustermann",
    email: `erika.${journey}.${Date.now()}@example.org`,
    street: "Museumsufer 1",
    zip: "60594",
    city: "Frankfurt am Main",
    country: "Deutschland",
  };
}
export type Guest = ReturnType<typeof guest>;

/** Unit prices of the two Impressionism slot tickets tomorrow at `time`, from the real API. */
export async function slotPrices(page: Page, time: string, day = berlinDay(1)) {
  const adult = await fetchTicket(page.request, DEMO_TICKET.impressionismAdult);
  const reduced = await fetchTicket(page.request, DEMO_TICKET.impressionismReduced);
  return {
    adult: unitPrice(adult, { date: day, time }),
    reduced: unitPrice(reduced, { date: day, time }),
  };
}

/**
 * Tomorrow's (or `day`'s) slot `time` of "Licht und Wasser" (or of `ticket`, its `adults` only)
 * with `adults` and `reduced` tickets, through the
 * day-and-time page and the quantities page, into the cart (journey a of ticket-flow.spec.ts
 * walks the same pages from the start page; each checkout journey holds its own slot).
 */
export async function slotTicketsInCart(
  page: Page,
  {
    time,
    adults,
    reduced,
    day = berlinDay(1),
    ticket = ADULT_SLOT,
  }: { time: string; adults: number; reduced: number; day?: string; ticket?: string },
  { answered = false }: { answered?: boolean } = {},
): Promise<void> {
  await page.goto(`/tickets/time?group=timeSlot&date=${day}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Datum und Uhrzeit wählen" }),
  ).toBeVisible();
  // answered once, the banner stays away (a journey that fills its cart twice)
  if (answered)
    await expect(page.getByRole("region", { name: "Datenschutz-Hinweis" })).toHaveCount(0);
  else await dismissConsent(page);
  const slots = page.getByRole("radiogroup", { name: `Startzeit: ${ticket}`, exact: true });
  await slots.getByText(`${time} Uhr`, { exact: true }).click();
  await expect(slots.getByRole("radio", { name: `${time} Uhr`, exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Weiter zur Ticketauswahl" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Tickets wählen" })).toBeVisible();
  if (adults > 0) await chooseQuantity(page, `Anzahl: ${ticket}`, adults);
  if (reduced > 0) await chooseQuantity(page, `Anzahl: ${REDUCED_SLOT}`, reduced);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
}

/** From the cart's "Zur Kasse" through the guest form to the checkout's order summary. */
export async function checkoutAsGuest(page: Page, person: Guest): Promise<void> {
  await signInAsGuest(page, person);
  await expect(page.getByRole("region", { name: "Ihre Bestellung" })).toBeVisible();
}

/**
 * Back at the checkout after a failed payment: the guest form holds the details the guest of
 * `journey` typed before (kept for the browser session), and one click goes on.
 */
export async function checkoutAsKeptGuest(page: Page, journey: string): Promise<void> {
  const person = guest(journey);
  await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole("region", { name: "Als Gast bestellen" });
  await expect(form.getByLabel("Anrede").locator("option:checked")).toHaveText(person.salutation);
  await expect(form.getByLabel("Vorname")).toHaveValue(person.name);
  await expect(form.getByLabel("Nachname")).toHaveValue(person.surname);
  // guest() makes the address unique by the time: the journey's part is what it keeps
  await expect(form.getByLabel("E-Mail-Adresse")).toHaveValue(
    new RegExp(`^erika\\.${journey}\\.\\d+@example\\.org$`),
  );
  await expect(form.getByLabel("Straße und Hausnummer")).toHaveValue(person.street);
  await expect(form.getByLabel("Postleitzahl")).toHaveValue(person.zip);
  await expect(form.getByLabel("Ort")).toHaveValue(person.city);
  await expect(form.getByLabel("Land").locator("option:checked")).toHaveText(person.country);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Weiter zur Bestellung" }).click();
  await expect(page.getByRole("region", { name: "Ihre Bestellung" })).toBeVisible();
}

/** Fills the guest form ("Als Gast bestellen", `form`) with `person`; does not send it. */
export async function fillGuestForm(form: Locator, person: Guest): Promise<void> {
  await form.getByLabel("Anrede").selectOption({ label: person.salutation });
  await form.getByLabel("Vorname").fill(person.name);
  await form.getByLabel("Nachname").fill(person.surname);
  await form.getByLabel("E-Mail-Adresse").fill(person.email);
  await form.getByLabel("Straße und Hausnummer").fill(person.street);
  await form.getByLabel("Postleitzahl").fill(person.zip);
  await form.getByLabel("Ort").fill(person.city);
  await form.getByLabel("Land").selectOption({ label: person.country });
}

/** The same by keyboard only: each field reached by Tab and typed into; does not send it. */
export async function typeGuestForm(page: Page, form: Locator, person: Guest): Promise<void> {
  await typeAhead(page, form.getByLabel("Anrede"), person.salutation);
  await typeInto(page, form.getByLabel("Vorname"), person.name);
  await typeInto(page, form.getByLabel("Nachname"), person.surname);
  await typeInto(page, form.getByLabel("E-Mail-Adresse"), person.email);
  await typeInto(page, form.getByLabel("Straße und Hausnummer"), person.street);
  await typeInto(page, form.getByLabel("Postleitzahl"), person.zip);
  await typeInto(page, form.getByLabel("Ort"), person.city);
  await typeAhead(page, form.getByLabel("Land"), person.country);
}

/** From the cart's "Zur Kasse" through the guest form, up to where the checkout goes next. */
export async function signInAsGuest(page: Page, person: Guest): Promise<void> {
  await page.getByRole("link", { name: "Zur Kasse", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
  const form = page.getByRole("region", { name: "Als Gast bestellen" });
  await expect(form.getByRole("button", { name: "Weiter zur Bestellung" })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillGuestForm(form, person);
  await form.getByRole("button", { name: "Weiter zur Bestellung" }).click();
}

/** The order summary's "Gesamtsumme" line. */
export async function expectCheckoutTotal(page: Page, text: string): Promise<void> {
  await expect(page.getByRole("region", { name: "Ihre Bestellung" })).toContainText(
    `Gesamtsumme${text}`,
  );
}

/**
 * spec selling-core §2 shop.cart, §4 "Shipping selection": the demo ships optionally, chosen on
 * the cart page before the way to checkout; these journeys print at home. The question names
 * what the cart holds (issue 27): "Tickets", "Gutscheine" or "Tickets und Gutscheine".
 */
export async function choosePrintAtHome(
  page: Page,
  goods: "Tickets" | "Gutscheine" | "Tickets und Gutscheine" = "Tickets",
): Promise<void> {
  const choice = page.getByRole("radiogroup", { name: `Wie möchten Sie Ihre ${goods} erhalten?` });
  const print = choice.getByRole("radio", { name: /^Zu Hause ausdrucken/ });
  await print.check();
  await expect(print).toBeChecked();
}

/** Ticks the terms (required in the demo shop). */
export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole("checkbox", {
    name: "Ich akzeptiere die Allgemeinen Geschäftsbedingungen.",
  });
  await terms.check();
  await expect(terms).toBeChecked();
}

export function buyButton(page: Page) {
  return page.getByRole("button", { name: "Zahlungspflichtig bestellen" });
}

/** The demo provider's card page: checks it, fills the card and pays. */
export async function payByCard(page: Page, number: string, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/demo-pay\/pay\?session=/);
  await expect(page.getByRole("heading", { level: 1, name: "Kreditkarte" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    new RegExp(`Betrag\\s*${literal(amount).replace(/\s/g, "\\s")}`),
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Kartennummer").fill(number);
  await page.getByLabel("Gültig bis").fill("12/39");
  await page.getByLabel("Prüfnummer (CVC)").fill("123");
  await page.getByLabel("Karteninhaber").fill("Erika Mustermann");
  await page.getByRole("button", { name: `${amount} bezahlen` }).click();
}

/** The order id the success page names ("Ihre Bestellung Nr. 1001 ist abgeschlossen."). */
export async function successOrderId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/checkout\/success\?/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
  ).toBeVisible();
  const text = page.getByText(/Ihre Bestellung Nr\. \d+ ist abgeschlossen\./);
  await expect(text).toBeVisible();
  const match = /Nr\. (\d+)/.exec((await text.textContent()) ?? "");
  return Number(match?.[1]);
}

/**
 * Tomorrow's `time` slot with `adults` and `reduced` tickets, through cart and guest form to
 * the checkout, printed at home and with the terms accepted; the total as the API prices it.
 */
export async function readyToBuy(
  page: Page,
  journey: string,
  slot: { time: string; adults: number; reduced: number; day?: string },
): Promise<number> {
  const { time, adults, reduced } = slot;
  const prices = await slotPrices(page, time, slot.day);
  const total = adults * prices.adult + reduced * prices.reduced;
  await slotTicketsInCart(page, slot);
  await readyToPay(page, journey, total);
  return total;
}

/**
 * From the cart, printed at home, through the guest form of `journey`'s guest to the checkout
 * with `total` (cents) and the terms accepted, before "Zahlungspflichtig bestellen".
 */
export async function readyToPay(page: Page, journey: string, total: number): Promise<void> {
  await choosePrintAtHome(page);
  await expectNoAxeViolations(page);
  await checkoutAsGuest(page, guest(journey));
  await expectCheckoutTotal(page, euros(total));
  await acceptTerms(page);
  await expectNoAxeViolations(page);
}

/** The failure page's own text of a declined card and of a payment the visitor broke off. */
const PAYMENT_FAILURE_TEXT = {
  declined: "Ihre Karte wurde abgelehnt. Bitte versuchen Sie es mit einem anderen Zahlungsmittel.",
  aborted:
    "Sie haben die Zahlung abgebrochen. Es wurde nichts abgebucht. Sie können es erneut versuchen.",
} as const;

/**
 * The failure page after a payment the provider refused (spec selling-core §2, §8): a card
 * declined and a 3-D Secure check cancelled each say their own (the issue 27, finding 4).
 */
export async function expectPaymentFailure(
  page: Page,
  reason: keyof typeof PAYMENT_FAILURE_TEXT,
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/checkout/failure\\?reason=${reason}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Kauf nicht erfolgreich" }),
  ).toBeVisible();
  const status = page.getByRole("status").filter({ hasText: PAYMENT_FAILURE_TEXT[reason] });
  await expect(status).toContainText("Ihr Warenkorb bleibt erhalten.");
  await expectNoAxeViolations(page);
}

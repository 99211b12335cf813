// The account journeys' helpers: a new customer per journey, and the account mails of the
// server's outbox (`<time>-<random>-account-<kind>.eml`, apps/server modules/mail/account-mail.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { OUTBOX_VARIABLE } from "./global-setup";

/** A customer of journey `journey`; the e-mail is unique per run so its mails are findable. */
export function newCustomer(journey: string) {
  return {
    salutation: "Frau",
    name: "Erika",
    surname: "Mustermann",
    email: `konto.${journey}.${Date.now()}@example.org`,
    password: "Korrektes Pferd Batterie",
    street: "Museumsinsel 1",
    zip: "10178",
    city: "Berlin",
  };
}
export type NewCustomer = ReturnType<typeof newCustomer>;

/** The texts of the outbox's .eml files whose names end with `suffix`, oldest first. */
export function outboxMails(suffix: string): string[] {
  const outbox = process.env[OUTBOX_VARIABLE];
  if (!outbox) throw new Error(`${OUTBOX_VARIABLE} is not set: run through global-setup`);
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => readFileSync(join(outbox, file), "utf8"));
}

/** Quoted-printable undone (soft line breaks joined, =XX bytes read as UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const escaped = text.replace(/=\r?\n/g, "").replace(/%/g, "%25");
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`));
}

/** The confirmation of order `orderId` as text, once the server wrote it (quoted-printable undone). */
export async function orderMail(orderId: number): Promise<string> {
  await expect
    .poll(() => outboxMails(`-order-${orderId}.eml`).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  return decodeQuotedPrintable(outboxMails(`-order-${orderId}.eml`)[0] ?? "");
}

/** The account mails of `kind` ("confirm", "reset", "exists") sent to `email`. */
export function accountMails(kind: string, email: string): string[] {
  return outboxMails(`-account-${kind}.eml`).filter((mail) =>
    new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "m").test(mail),
  );
}

/** The shop link of the newest mail of `kind` to `email` (path and query, for the test's origin). */
export async function mailedLink(kind: string, email: string, path: string): Promise<string> {
  await expect.poll(() => accountMails(kind, email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = accountMails(kind, email).at(-1) ?? "";
  // quoted-printable may fold long lines with "=\n"
  const text = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in the ${kind} mail to ${email}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Registers `person` through /registration and checks the page that says a mail is sent. */
export async function register(page: Page, person: NewCustomer): Promise<void> {
  await page.goto("/registration");
  await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  await page
    .getByRole("combobox", { name: "Anrede", exact: true })
    .selectOption({ label: person.salutation });
  await page.getByRole("textbox", { name: "Vorname", exact: true }).fill(person.name);
  await page.getByRole("textbox", { name: "Nachname", exact: true }).fill(person.surname);
  await page
    .getByRole("textbox", { name: "Straße und Hausnummer", exact: true })
    .fill(person.street);
  await page.getByRole("textbox", { name: "Postleitzahl", exact: true }).fill(person.zip);
  await page.getByRole("textbox", { name: "Ort", exact: true }).fill(person.city);
  await page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill(person.email);
  await page
    .getByRole("textbox", { name: "E-Mail-Adresse wiederholen", exact: true })
    .fill(person.email);
  await page.getByRole("textbox", { name: "Passwort", exact: true }).fill(person.password);
  await page
    .getByRole("textbox", { name: "Passwort wiederholen", exact: true })
    .fill(person.password);
  await page.getByRole("checkbox", { name: /Datenschutzerklärung gelesen/ }).check();
  await page.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Bitte bestätigen Sie Ihre E-Mail-Adresse" }),
  ).toBeVisible();
  await expect(page.getByText(person.email, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Logs in on the login page the browser is on. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill(email);
  await main.getByRole("textbox", { name: "Passwort", exact: true }).fill(password);
  await expectNoAxeViolations(page);
  await main.getByRole("button", { name: "Anmelden" }).click();
}

/** The order page's path in the order's confirmation mail (the issue 33). */
export async function mailedOrderLink(orderId: number): Promise<string> {
  const mails = () => outboxMails(`-order-${orderId}.eml`);
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(1);
  const text = decodeQuotedPrintable(mails()[0] ?? "");
  const match = new RegExp(`https?://[^\\s"<>]*/order/${orderId}/[A-Za-z0-9_-]+\\?lang=de`).exec(
    text,
  );
  if (!match) throw new Error(`no order page link in the confirmation of order ${orderId}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

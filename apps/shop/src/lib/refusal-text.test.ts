// STYLE "map an error code to its text in one table, once": every refusal the shop explains has
// a text in every language, and a rate limit's text names its wait.
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { maxTotalMessage } from "../features/cart/max-total-notice";
// The refusals are in the cart's table (shown only after a refused call: src/i18n/catalogue.ts).
import deCart from "../i18n/messages/cart/de.json";
import enCart from "../i18n/messages/cart/en.json";
import esCart from "../i18n/messages/cart/es.json";
import frCart from "../i18n/messages/cart/fr.json";
import { ApiRequestError } from "./api-client";
import { REFUSAL_TEXT, refusalMessage, refusalOf } from "./refusal-text";

const TABLES = { de: deCart, en: enCart, es: esCart, fr: frCart } as Record<
  string,
  Record<string, string>
>;

describe("the refusal texts", () => {
  it.each(Object.keys(TABLES))("are all written in %s", (locale) => {
    for (const key of Object.values(REFUSAL_TEXT)) {
      expect(TABLES[locale]?.[key], `${locale} ${key}`).toMatch(/\S/);
    }
  });

  it.each([
    [42, "Too many requests in a short time. Please try again in 42 seconds."],
    [1, "Too many requests in a short time. Please try again in 1 second."],
    [undefined, "Too many requests in a short time. Please try again in a moment."],
  ])("name the wait of a rate limit (Retry-After %s)", (retryAfter, text) => {
    const intl = createIntl({ locale: "en", messages: TABLES.en ?? {} });
    const { key, values } = refusalMessage({
      code: "rate_limit",
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
    expect(intl.formatMessage({ id: key }, values)).toBe(text);
  });
  it.each([
    [
      "en",
      "An order may total at most €1,000.00. Please remove items or lower quantities to order.",
    ],
    [
      "de",
      "Eine Bestellung darf höchstens 1.000,00\u00a0€ betragen. Bitte entfernen Sie Artikel oder verringern Sie die Anzahl, um zu bestellen.",
    ],
  ] as const)("name the order maximum as money of %s", (locale, text) => {
    const intl = createIntl({ locale, messages: TABLES[locale] ?? {} });
    const { key, values } = maxTotalMessage(100_000, locale);
    expect(intl.formatMessage({ id: key }, values)).toBe(text);
  });
});

describe("refusalOf", () => {
  const failure = (status: number, code: string | null, retryAfter?: number) =>
    new ApiRequestError(
      status,
      "",
      code === null ? null : { error: { code, message: "m" } },
      undefined,
      retryAfter,
    );

  it.each([
    [
      "a rate limit with its wait",
      failure(429, "rate_limit", 9),
      { code: "rate_limit", retryAfter: 9 },
    ],
    ["a bare 429", failure(429, null), { code: "rate_limit" }],
    ["a code not asked for", failure(409, "hold_limit"), undefined],
    ["a code without a text", failure(409, "conflict"), undefined],
    ["not an API error", new Error("boom"), undefined],
  ])("reads %s", (_, error, refusal) => {
    expect(refusalOf(error)).toEqual(refusal);
  });

  it("reads the codes asked for", () => {
    expect(refusalOf(failure(409, "hold_limit"), ["rate_limit", "hold_limit"])).toEqual({
      code: "hold_limit",
    });
  });
});

// DESIGN §3, one message format: the server's ICU tables (src/i18n/messages) have the same
// ids in every locale, every message parses as ICU, and placeholders are filled through
// @formatjs/intl (an order id stays as written, a missing value is an error, not "{name}").
import { createIntl } from "@formatjs/intl";
import { INTL_LOCALES, LOCALES } from "@shop/core";
import { describe, expect, it } from "vitest";
import { formatIcu, SERVER_MESSAGES, serverText } from "../../src/i18n/intl";

describe.each(LOCALES)("the server's %s message table", (locale) => {
  it("has exactly the ids of the German table", () => {
    expect(Object.keys(SERVER_MESSAGES[locale]).sort()).toEqual(
      Object.keys(SERVER_MESSAGES.de).sort(),
    );
  });

  it("has non-empty messages that parse as ICU, with the German table's placeholders", () => {
    const intl = createIntl({ locale: INTL_LOCALES[locale] });
    // An argument is "{name}" or "{name, type…}"; a plural's branches ("one {etwa eine Minute}")
    // are words, not arguments.
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(SERVER_MESSAGES[locale])) {
      expect(text.trim(), id).not.toBe("");
      expect(() => intl.formatters.getMessageFormat(text, intl.locale), id).not.toThrow();
      const german = SERVER_MESSAGES.de[id as keyof (typeof SERVER_MESSAGES)["de"]];
      expect(placeholders(text), id).toEqual(placeholders(german));
    }
  });
});

describe("serverText", () => {
  it.each([
    ["de", "Ihre Bestellung 1001"],
    ["en", "Your order 1001"],
    ["es", "Su pedido 1001"],
    ["fr", "Votre commande 1001"],
  ] as const)("fills the order id as written in %s", (locale, expected) => {
    expect(serverText(locale, "mail.subject", { orderId: "1001" })).toBe(expected);
  });

  it("refuses a message whose value is missing instead of printing the placeholder", () => {
    expect(() => serverText("de", "mail.subject")).toThrow();
  });

  it("formats a table's template with its values (the demo payment page)", () => {
    expect(formatIcu("de", SERVER_MESSAGES.de["demoPay.pay"], { amount: "12,00 €" })).toBe(
      "12,00 € bezahlen",
    );
  });
});

import { LOCALES } from "@shop/core";
import { describe, expect, it } from "vitest";
import { documentMessages, formatDocumentDate } from "../../../src/modules/documents/messages";
import { mailMessages } from "../../../src/modules/mail/messages";

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [value(1001, "Erika"), value(1001, null)].map(String);
  return Object.values(value as object).flatMap(texts);
}

describe.each(LOCALES)("the %s message tables", (locale) => {
  it("have a non-empty text for every key of the PDF documents and the mail", () => {
    for (const text of [...texts(documentMessages(locale)), ...texts(mailMessages(locale))]) {
      expect(text.trim()).not.toBe("");
    }
  });
});

describe.each(LOCALES.filter((locale) => locale !== "de"))("the %s message tables", (locale) => {
  it("are translated, not the German texts again", () => {
    expect(documentMessages(locale).scanHint).not.toBe(documentMessages("de").scanHint);
    expect(mailMessages(locale).intro).not.toBe(mailMessages("de").intro);
    expect(mailMessages(locale).subject(1)).not.toBe(mailMessages("de").subject(1));
  });
});

describe("formatDocumentDate", () => {
  it.each([
    ["de", "Freitag, 14. Juni 2030"],
    ["en", "Friday, 14 June 2030"],
    ["es", "viernes, 14 de junio de 2030"],
    ["fr", "vendredi 14 juin 2030"],
  ] as const)(
    "writes the calendar day in %s without shifting it by a time zone",
    (locale, text) => {
      expect(formatDocumentDate("2030-06-14", locale)).toBe(text);
    },
  );
});

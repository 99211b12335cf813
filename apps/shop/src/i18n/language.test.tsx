// DESIGN.md §8: every text through @formatjs/intl (i18n/intl.tsx); German, English, Spanish
// and French complete; a missing message falls back to German, never blank.
import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  type MessageFormatElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, shopAnswer, stubApi } from "../test/fetch-stub";
import { MemoryStorage } from "../test/memory-storage";
import { renderShop } from "../test/render-shop";
import { loadCatalogue, loadGerman, withGermanFallback } from "./catalogue";
import { createIntl } from "./intl";

const OTHERS = ["en", "es", "fr"] as const;

/** A value for every argument a message names: a number where it is counted, else a text. */
function argumentsOf(text: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isPluralElement(element) || isNumberElement(element)) values[element.value] = 2;
      else if (isArgumentElement(element) || isSelectElement(element))
        values[element.value] ??= "x";
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(text));
  return values;
}

describe("the message catalogues", () => {
  it.each(OTHERS)("%s has exactly the German keys, none empty", async (locale) => {
    const catalogue = await loadCatalogue(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(await loadGerman()).sort());
    for (const [key, text] of Object.entries(catalogue)) expect(text, key).not.toBe("");
  });

  it.each(["de", ...OTHERS] as const)("every %s message is valid ICU", async (locale) => {
    const catalogue = await loadCatalogue(locale);
    const errors: string[] = [];
    const intl = createIntl({
      locale,
      messages: catalogue as Record<string, string>,
      onError: (error) => errors.push(error.message),
    });
    for (const [key, text] of Object.entries(catalogue)) {
      expect(intl.formatMessage({ id: key }, argumentsOf(text ?? ""))).not.toBe("");
    }
    expect(errors).toEqual([]);
  });
});

describe("withGermanFallback", () => {
  it("fills a missing or empty message with the German one", () => {
    const merged = withGermanFallback({ "header.cart": "", "header.login": "Log in" });
    expect(merged["header.cart"]).toBe("Warenkorb");
    expect(merged["header.login"]).toBe("Log in");
    expect(merged["footer.imprint"]).toBe("Impressum");
  });

  it("lets a later overlay (the venue's texts) win", () => {
    const merged = withGermanFallback({ "header.cart": "Cart" }, { "header.cart": "Basket" });
    expect(merged["header.cart"]).toBe("Basket");
  });
});

describe("given an English catalogue that lacks a message", () => {
  it("shows that message in German and the others in English", async () => {
    stubApi();
    const { "header.cart": _dropped, ...english } = await loadCatalogue("en");
    renderShop("/start?lang=en", { loadMessages: async () => english });

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Warenkorb 0 items" })).toHaveTextContent("Warenkorb");
  });
});

describe("the language", () => {
  it("is asked for in every call and comes from ?lang before the stored one", async () => {
    const api = stubApi();
    renderShop("/start?lang=en", {
      storage: new MemoryStorage({ "shop:locale": "fr" }),
      browserLanguages: ["es"],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    for (const call of api.calls) expect(call.url.searchParams.get("locale")).toBe("en");
  });

  it("comes from the browser when nothing is stored, and a switch is stored", async () => {
    const api = stubApi({ "GET /api/v1/shop": () => json(shopAnswer()) });
    const storage = new MemoryStorage();
    renderShop("/start", { storage, browserLanguages: ["es-ES", "en"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido" })).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "fr Français" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Bienvenue" })).toBeVisible();
    expect(screen.getByRole("button", { name: "fr Français" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(storage.getItem("shop:locale")).toBe("fr");
    expect(api.callsTo("/shop").at(-1)?.url.searchParams.get("locale")).toBe("fr");
    expect(document.documentElement.lang).toBe("fr");
  });

  it("formats dates in the chosen language and Europe/Berlin", async () => {
    stubApi();
    renderShop("/start?lang=en");
    expect(await screen.findByText("until 30 September 2030")).toBeVisible();
  });
});

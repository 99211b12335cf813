// spec surrounding-areas §2 "Start-up": GET /shop `translations` are the venue's own texts.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";
import { compileVenueTexts } from "./venue-texts";

describe("given GET /shop with venue texts", () => {
  it("shows them instead of the catalogue's, and plural rules still work", async () => {
    stubApi({
      "GET /api/v1/shop": () =>
        json({
          ...shopAnswer(),
          translations: {
            "start.title": "Willkommen im Stadtmuseum",
            "header.cart": "Korb",
            "header.cartUnit": "{count, plural, one {Stück} other {Stück}}",
            "nav.menu": "   ",
          },
        }),
    });
    renderShop("/start");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Willkommen im Stadtmuseum" }),
    ).toBeVisible();
    expect(await screen.findByRole("link", { name: "Korb 0 Stück" })).toBeVisible();
  });
});

describe("compileVenueTexts", () => {
  it("leaves out blank texts and texts the ICU parser rejects", async () => {
    const compiled = await compileVenueTexts(
      { a: "Hallo {name}", b: "  ", c: "{count, plural, one {x}" },
      "de",
    );
    expect(Object.keys(compiled)).toEqual(["a"]);
    expect(Array.isArray(compiled.a)).toBe(true);
  });
});

import { LocaleList, ShopAnswer } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "./catalogue-app";

describe.each(engineNames())("GET /api/v1/shop and /locales on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe("given a shop offering de, en and fr", () => {
    it("answers settings with their defaults, texts and payment modes in the asked locale", async () => {
      const { status, body } = await get(t, "/shop?locale=en");

      expect(status).toBe(200);
      expect(ShopAnswer.parse(body)).toEqual(body);
      expect(body.settings).toMatchObject({
        donationsEnabled: true,
        maxItemsPerList: 8,
        reservationMinutes: 30,
      });
      expect(body.translations).toEqual({ "cart.title": "Basket" });
      expect(body.content).toEqual({ cartBanner: "Please bring an ID" });
      expect(body.config).toEqual({
        currency: "EUR",
        timeZone: "Europe/Berlin",
        defaultLocale: "de",
        locales: ["de", "en", "fr"],
      });
      expect(body.payment_modes).toEqual([
        { id: 2, key: "credit_card", title: "Credit card", icons: ["visa"] },
        { id: 7, key: "paypal", title: "PayPal", icons: [] },
      ]);
    });

    it("answers German without a locale, and falls back to German where a text lacks one", async () => {
      const german = await get(t, "/shop");
      expect(german.body.content).toEqual({ cartBanner: "Bitte Ausweis mitbringen" });
      expect(german.body.translations).toEqual({});

      const french = await get(t, "/shop?locale=fr");
      expect(french.body.content).toEqual({ cartBanner: "Bitte Ausweis mitbringen" });
      expect(french.body.payment_modes[0].title).toBe("Kreditkarte");
    });

    it("answers the start page's link titles in the asked locale (issue 27 item 11)", async () => {
      const titles = async (locale: string) =>
        ShopAnswer.parse((await get(t, `/shop?locale=${locale}`)).body).settings.startPage.links;

      expect(await titles("en")).toEqual([
        { title: "Annual pass", url: "/tickets/annual" },
        { title: "Kunsthalle", url: "/museum/1" },
      ]);
      // German where the venue gave no French title; one text serves every language
      expect(await titles("fr")).toEqual([
        { title: "Jahreskarte", url: "/tickets/annual" },
        { title: "Kunsthalle", url: "/museum/1" },
      ]);
    });

    it.each([
      ["a locale the shop does not offer", "es"],
      ["an unknown locale", "xx"],
      ["a region tag", "de-DE"],
    ])(
      "answers 422 invalid_locale with a message naming the locale for %s",
      async (_name, locale) => {
        const { status, body } = await get(t, `/shop?locale=${locale}`);

        expect(status).toBe(422);
        expect(body.error.code).toBe("invalid_locale");
        expect(body.error.message).toMatch(/locale/);
        expect(Object.keys(body.error.fields)).toEqual(["locale"]);
      },
    );

    it("lists the offered languages, each named in itself", async () => {
      const { status, body } = await get(t, "/locales");

      expect(status).toBe(200);
      expect(LocaleList.parse(body)).toEqual({
        data: [
          { code: "de", name: "Deutsch" },
          { code: "en", name: "English" },
          { code: "fr", name: "Français" },
        ],
      });
    });
  });
});

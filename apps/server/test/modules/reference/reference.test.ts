import { CountryList, SalutationList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";

describe.each(engineNames())("GET /api/v1/countries and /customer_salutations on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the countries in catalogue order, named in the asked locale", async () => {
    const english = await get(t, "/countries?locale=en");
    const german = await get(t, "/countries");

    expect(english.status).toBe(200);
    expect(CountryList.parse(english.body)).toEqual({
      data: [
        { id: 60, name: "Germany" },
        { id: 40, name: "Austria" },
      ],
      meta: { total_count: 2 },
    });
    expect(german.body.data.map((c: { name: string }) => c.name)).toEqual([
      "Deutschland",
      "Österreich",
    ]);
  });

  it("pages the countries", async () => {
    const { body } = await get(t, "/countries?per_page=1&page=2");
    expect(body).toEqual({ data: [{ id: 40, name: "Österreich" }], meta: { total_count: 2 } });
  });

  it("lists the salutations, German where the locale has none", async () => {
    const english = await get(t, "/customer_salutations?locale=en");
    const french = await get(t, "/customer_salutations?locale=fr");

    expect(SalutationList.parse(english.body)).toEqual({
      data: [
        { id: 1, salutation: "Ms" },
        { id: 2, salutation: "Mr" },
      ],
      meta: { total_count: 2 },
    });
    expect(french.body.data.map((s: { salutation: string }) => s.salutation)).toEqual([
      "Frau",
      "Herr",
    ]);
  });
});

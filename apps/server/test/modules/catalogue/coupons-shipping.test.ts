// The catalogue file's value coupons and shipping items (spec selling-core §3 "Coupon", "Cart
// totals" shippingItems; CATALOGUE.md): a load writes them, a reload replaces them like the
// other sections, and the codes sold for coupons (coupon_sales) are never the file's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { countRows, emptyCatalogue, openCatalogueDatabase } from "./catalogue-db";
import { type CatalogueJson, minimalCatalogue } from "./minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");

/** The minimal file with two vouchers and the postage of optional shipping. */
function withExtras(): CatalogueJson {
  const file = minimalCatalogue();
  file.settings = { shipping: "optional" };
  file.coupons = [
    {
      id: 1,
      title: { de: "Wertgutschein 25 €", en: "Gift voucher €25" },
      description: { de: "Drei Jahre gültig" },
      price_cents: 2500,
      value_cents: 2500,
      after_sale_information: { de: "Den Code finden Sie im PDF.", en: "The code is in the PDF." },
    },
    {
      id: 2,
      title: { de: "Wertgutschein 50 €" },
      price_cents: 4500,
      value_cents: 5000,
      shipped_with_merchandise_id: 7,
    },
  ];
  file.shipping_items = [
    { id: 1, title: { de: "Versand", en: "Shipping" }, price_cents: 390, vat_pct: 19 },
  ];
  return file;
}

describe.each(engineNames())("coupons and shipping items of a catalogue on %s", (engine) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openCatalogueDatabase(engine);
  });
  beforeEach(async () => {
    await emptyCatalogue(opened.db);
    await opened.db.query("TRUNCATE coupon_sales CASCADE");
  });
  afterAll(async () => {
    await opened?.close();
  });

  const load = (file: CatalogueJson) =>
    loadCatalogue(opened.db, parseCatalogue(file), { now: NOW, source: "test.json" });
  const coupons = async () =>
    (
      await opened.db.query(
        `SELECT id, title, description, price_cents, value_cents, vat_pct::float AS vat_pct,
                tax_included, shipped_with_merchandise_id, after_sale_information, sort_order
         FROM coupons ORDER BY id`,
      )
    ).rows;
  const shippingItems = async () =>
    (
      await opened.db.query(
        `SELECT id, title, description, price_cents, vat_pct::float AS vat_pct, tax_included,
                sort_order
         FROM shipping_items ORDER BY id`,
      )
    ).rows;

  it("writes every field of the file, texts per locale", async () => {
    const summary = await load(withExtras());

    expect(summary.tables.coupons).toEqual({ inserted: 2, updated: 0, removed: 0 });
    expect(summary.tables.shipping_items).toEqual({ inserted: 1, updated: 0, removed: 0 });
    expect(await coupons()).toEqual([
      {
        id: 1,
        title: { de: "Wertgutschein 25 €", en: "Gift voucher €25" },
        description: { de: "Drei Jahre gültig" },
        price_cents: 2500,
        value_cents: 2500,
        vat_pct: 0,
        tax_included: true,
        shipped_with_merchandise_id: null,
        after_sale_information: {
          de: "Den Code finden Sie im PDF.",
          en: "The code is in the PDF.",
        },
        sort_order: 0,
      },
      {
        id: 2,
        title: { de: "Wertgutschein 50 €" },
        description: {},
        price_cents: 4500,
        value_cents: 5000,
        vat_pct: 0,
        tax_included: true,
        shipped_with_merchandise_id: 7,
        after_sale_information: {},
        sort_order: 1,
      },
    ]);
    expect(await shippingItems()).toEqual([
      {
        id: 1,
        title: { de: "Versand", en: "Shipping" },
        description: {},
        price_cents: 390,
        vat_pct: 19,
        tax_included: true,
        sort_order: 0,
      },
    ]);
  });

  it("changes nothing when the same file is loaded again", async () => {
    await load(withExtras());

    const again = await load(withExtras());

    expect(again.changed).toBe(false);
    expect(again.tables.coupons).toEqual({ inserted: 0, updated: 0, removed: 0 });
    expect(again.tables.shipping_items).toEqual({ inserted: 0, updated: 0, removed: 0 });
  });

  it("applies a changed coupon, removes the one no longer listed, replaces the postage", async () => {
    await load(withExtras());
    const edited = withExtras();
    edited.coupons[0].price_cents = 2000;
    edited.coupons[0].after_sale_information = { de: "Code im PDF, drei Jahre gültig." };
    edited.coupons.splice(1, 1);
    edited.shipping_items = [
      { id: 2, title: { de: "Einschreiben" }, price_cents: 590, vat_pct: 19, tax_included: false },
    ];

    const summary = await load(edited);

    expect(summary.tables.coupons).toEqual({ inserted: 0, updated: 1, removed: 1 });
    expect(summary.tables.shipping_items).toEqual({ inserted: 1, updated: 0, removed: 1 });
    expect(await coupons()).toEqual([
      expect.objectContaining({
        id: 1,
        price_cents: 2000,
        after_sale_information: { de: "Code im PDF, drei Jahre gültig." },
      }),
    ]);
    expect(await shippingItems()).toEqual([
      expect.objectContaining({ id: 2, price_cents: 590, tax_included: false }),
    ]);
  });

  it("keeps the codes sold for coupons when the file drops every coupon", async () => {
    await load(withExtras());
    await opened.db.query(
      `INSERT INTO coupon_sales (code, value_cents, remaining_cents, is_valid)
       VALUES ('K7QX-2M9P-ABCD-EFGH', 2500, 1200, true)`,
    );

    const summary = await load(minimalCatalogue());

    expect(summary.tables.coupons?.removed).toBe(2);
    expect(summary.tables.shipping_items?.removed).toBe(1);
    expect(await countRows(opened.db, "coupons")).toBe(0);
    expect(await countRows(opened.db, "shipping_items")).toBe(0);
    const sales = await opened.db.query(
      "SELECT code, value_cents, remaining_cents FROM coupon_sales",
    );
    expect(sales.rows).toEqual([
      { code: "K7QX-2M9P-ABCD-EFGH", value_cents: 2500, remaining_cents: 1200 },
    ]);
  });
});

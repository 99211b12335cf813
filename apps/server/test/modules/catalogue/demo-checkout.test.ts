// The demo's checkout extras (spec selling-core §3 Coupon, Coupon sale, shipping items): a
// value coupon to buy and the postage the optional shipping charges (both in the demo
// catalogue), and a code to redeem (a sale, written besides it), so a newcomer can try every
// part of checkout. They come with the demo only, and loading the demo again neither doubles
// them nor refills a code already spent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { DEMO_COUPON, DEMO_COUPON_CODE, DEMO_SHIPPING_ITEM } from "../../../src/seed/demo-checkout";
import { ensureDemoCatalogue } from "../../../src/seed/ensure-demo-catalogue";
import { engineNames, type OpenedDatabase } from "../../helpers/engines";
import { testClock, testConfig } from "../../helpers/test-app";
import { countRows, emptyCatalogue, openCatalogueDatabase } from "./catalogue-db";
import { minimalCatalogue } from "./minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");
const TODAY = "2030-06-01";
const clock = () => NOW;

describe.each(engineNames())("the demo's checkout extras on %s", (engine) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openCatalogueDatabase(engine);
  });
  beforeEach(async () => {
    await emptyCatalogue(opened.db);
    await opened.db.query("TRUNCATE coupons, shipping_items, coupon_sales CASCADE");
  });
  afterAll(async () => {
    await opened?.close();
  });

  const remaining = async () =>
    (
      await opened.db.query<{ remaining_cents: number }>(
        "SELECT remaining_cents FROM coupon_sales WHERE code = $1",
        [DEMO_COUPON_CODE],
      )
    ).rows[0]?.remaining_cents;

  it("lets the cart sell a demo voucher, redeem the demo code and charge postage", async () => {
    await ensureDemoCatalogue(opened.db, TODAY, clock);
    const app = await buildApp({ db: opened.db, config: testConfig(), clock: testClock(NOW) });
    try {
      const cart = await app.inject({
        method: "POST",
        url: "/api/v1/cart?locale=en",
        payload: {
          items: [{ type: "Coupon", attributes: { id: DEMO_COUPON.value25, quantity: 1 } }],
          coupons: [DEMO_COUPON_CODE],
          shipping: true,
        },
      });
      expect(cart.statusCode, cart.body).toBe(200);
      const answer = cart.json();
      expect(answer.items[0].info).toMatchObject({ name: "Gift voucher €25", price_cents: 2500 });
      expect(answer.totals.shippingItems).toEqual([
        expect.objectContaining({ title: "Shipping by post", price_cents: 390 }),
      ]);
      // 25 € + 3.90 € postage, less the 10 € of the demo code.
      expect(answer.coupons[0]).toMatchObject({ code: DEMO_COUPON_CODE, debit_cents: 1000 });
      expect(answer.totals.subTotalCents).toBe(2500 + 390 - 1000);
    } finally {
      await app.close();
    }
  });

  it("adds them once: a second start neither doubles them nor refills a spent code", async () => {
    await ensureDemoCatalogue(opened.db, TODAY, clock);
    await opened.db.query("UPDATE coupon_sales SET remaining_cents = 400 WHERE code = $1", [
      DEMO_COUPON_CODE,
    ]);
    // The same day (kept) and the next day (the demo is loaded again for it).
    expect((await ensureDemoCatalogue(opened.db, TODAY, clock)).outcome).toBe("kept");
    expect((await ensureDemoCatalogue(opened.db, "2030-06-02", clock)).outcome).toBe("refreshed");

    expect(await countRows(opened.db, "coupons")).toBe(Object.keys(DEMO_COUPON).length);
    expect(await countRows(opened.db, "shipping_items")).toBe(1);
    expect(await countRows(opened.db, "coupon_sales")).toBe(1);
    expect(await remaining()).toBe(400);
    const postage = await opened.db.query<{ id: number }>("SELECT id FROM shipping_items");
    expect(postage.rows.map((row) => row.id)).toEqual([DEMO_SHIPPING_ITEM]);
  });

  it("adds nothing to a venue's own catalogue", async () => {
    await loadCatalogue(opened.db, parseCatalogue(minimalCatalogue()), {
      now: NOW,
      source: "venue.json",
    });

    expect((await ensureDemoCatalogue(opened.db, TODAY, clock)).outcome).toBe("kept");
    expect(await countRows(opened.db, "coupons")).toBe(0);
    expect(await countRows(opened.db, "coupon_sales")).toBe(0);
    expect(await countRows(opened.db, "shipping_items")).toBe(0);
  });

  it("gives way to a venue's catalogue loaded over the demo, keeping the code already sold", async () => {
    await ensureDemoCatalogue(opened.db, TODAY, clock);

    await loadCatalogue(opened.db, parseCatalogue(minimalCatalogue()), {
      now: NOW,
      source: "venue.json",
    });

    expect(await countRows(opened.db, "coupons")).toBe(0);
    expect(await countRows(opened.db, "shipping_items")).toBe(0);
    // A sold code is the shop's record, not the catalogue's: it stays redeemable.
    expect(await remaining()).toBe(1000);
  });
});

// The issue "venue's pages", Deliver 8: GET /coupons lists the value coupons on sale in the
// asked language, and the ticket coupons apart (surrounding-areas §2, §3 "Ticket coupon");
// GET /customer/coupon_values answers a code as the lookup does and spends the same attempts.
import { CouponList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { insertCouponSale, setSettings } from "../cart/cart-fixtures";
import { describeBadInput } from "../shop/bad-input";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { fixtureCatalogue, TICKET } from "../shop/fixture-catalogue";
import { startCouponApp } from "./coupon-app";

function catalogueWithCoupons() {
  return {
    ...fixtureCatalogue(),
    coupons: [
      {
        id: 8,
        title: { de: "Wertgutschein 50 €", en: "Gift voucher €50" },
        price_cents: 5000,
        value_cents: 5000,
        order: 2,
      },
      {
        id: 3,
        title: { de: "Wertgutschein 25 €", fr: "Bon cadeau 25 €" },
        description: { de: "Drei Jahre gültig" },
        price_cents: 2000,
        value_cents: 2500,
        order: 1,
      },
      {
        id: 12,
        title: { de: "Gutschein: Ermäßigt", fr: "Bon : tarif réduit" },
        price_cents: 800,
        value_cents: 800,
        ticket_id: TICKET.reduced,
        stock: 5,
        order: 3,
      },
      {
        id: 13,
        title: { de: "Gutschein: Ausgebucht" },
        price_cents: 500,
        value_cents: 500,
        ticket_id: TICKET.bookedOut,
        order: 4,
      },
      {
        id: 14,
        title: { de: "Gutschein: Erwachsene" },
        price_cents: 1200,
        value_cents: 1200,
        ticket_id: TICKET.adult,
        stock: 0,
        order: 5,
      },
      {
        id: 15,
        title: { de: "Gutschein: Abgelaufen" },
        price_cents: 700,
        value_cents: 700,
        ticket_id: TICKET.expired,
        stock: 9,
        order: 6,
      },
    ],
  };
}

describe.each(engineNames())("coupon list on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine, catalogueWithCoupons());
    await insertCouponSale(t.db, { code: "GIFT-25", value_cents: 2500, remaining_cents: 1800 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the coupons in catalogue order, texts in the asked language or German", async () => {
    const { status, body } = await get(t, "/coupons?locale=fr");
    expect(status).toBe(200);
    expect(CouponList.parse(body)).toEqual({
      data: [
        {
          id: 3,
          title: "Bon cadeau 25 €",
          description: "Drei Jahre gültig",
          price_cents: 2000,
          value_cents: 2500,
          shipped_with_merchandise_id: null,
        },
        {
          id: 8,
          title: "Wertgutschein 50 €",
          description: "",
          price_cents: 5000,
          value_cents: 5000,
          shipped_with_merchandise_id: null,
        },
      ],
      ticket_coupons: [
        {
          id: 12,
          title: "Bon : tarif réduit",
          description: "",
          price_cents: 800,
          value_cents: 800,
          shipped_with_merchandise_id: null,
          ticket_id: TICKET.reduced,
          available: 5,
          booked_out: false,
          // The ticket's content attributes, German where French is missing.
          content: { reduction_reason: "Studierende" },
        },
        {
          id: 13,
          title: "Gutschein: Ausgebucht",
          description: "",
          price_cents: 500,
          value_cents: 500,
          shipped_with_merchandise_id: null,
          ticket_id: TICKET.bookedOut,
          // No stock: no limit, but the ticket is booked out.
          available: null,
          booked_out: true,
          content: { reduction_reason: null },
        },
        {
          id: 14,
          title: "Gutschein: Erwachsene",
          description: "",
          price_cents: 1200,
          value_cents: 1200,
          shipped_with_merchandise_id: null,
          ticket_id: TICKET.adult,
          available: 0,
          booked_out: true,
          content: { reduction_reason: null },
        },
        {
          id: 15,
          title: "Gutschein: Abgelaufen",
          description: "",
          price_cents: 700,
          value_cents: 700,
          shipped_with_merchandise_id: null,
          ticket_id: TICKET.expired,
          // Vouchers left, but the ticket's validity ended yesterday.
          available: 9,
          booked_out: true,
          content: { reduction_reason: null },
        },
      ],
      meta: { total_count: 2 },
    });
  });

  it("answers the ticket's content in English", async () => {
    const { body } = await get(t, "/coupons?locale=en");
    expect(body.ticket_coupons[0]).toMatchObject({
      title: "Gutschein: Ermäßigt",
      content: { reduction_reason: "Students" },
    });
  });

  it("answers a code's values as the lookup does", async () => {
    const { status, body } = await get(t, "/customer/coupon_values?code=GIFT-25&locale=en");
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: "GIFT-25", is_valid: true, value_cents: 1800 });
    const unknown = await get(t, "/customer/coupon_values?code=NOPE");
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe("coupon_not_valid");
    expect(Object.keys(unknown.body.error.fields)).toEqual(["code"]);
  });

  it("lists none while the shop takes no coupons", async () => {
    await setSettings(t.db, { couponsEnabled: false });
    const { body } = await get(t, "/coupons");
    expect(body).toEqual({ data: [], ticket_coupons: [], meta: { total_count: 0 } });
  });
});

describeBadInput("the coupon list endpoints", [
  {
    name: "unsupported locale",
    url: "/coupons?locale=xx",
    status: 422,
    code: "invalid_locale",
    field: "locale",
  },
  {
    name: "code missing",
    url: "/customer/coupon_values",
    status: 422,
    code: "validation",
    field: "code",
  },
  {
    name: "code blank",
    url: "/customer/coupon_values?code=%20",
    status: 422,
    code: "validation",
    field: "code",
  },
  {
    name: "code with a control character",
    url: "/customer/coupon_values?code=A%07B",
    status: 422,
    code: "validation",
    field: "code",
  },
  {
    name: "code too long",
    url: `/customer/coupon_values?code=${"A".repeat(65)}`,
    status: 422,
    code: "validation",
    field: "code",
  },
]);

describe.each(engineNames())(
  "GET /customer/coupon_values and the coupon attempts on %s",
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startCouponApp(engine, 3);
    });
    afterAll(async () => {
      await t?.close();
    });

    it("spends the attempts the barcode lookup spends, from one budget", async () => {
      const statuses: number[] = [];
      for (const url of [
        "/customer/coupon_values?code=GUESS-1",
        "/coupon_sales/barcode/GUESS-2",
        "/customer/coupon_values?code=GUESS-3",
        "/customer/coupon_values?code=GUESS-4",
        "/coupon_sales/barcode/GUESS-5",
      ]) {
        statuses.push((await get(t, url)).status);
      }
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    });
  },
);

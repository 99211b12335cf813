// spec selling-core §7 GET /coupon_sales/barcode/{code}, §8 coupon error notValid; DESIGN §5:
// a code is answered by the rule POST /cart applies, and bad input names the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { insertCouponSale, setSettings } from "../cart/cart-fixtures";
import { startCouponApp } from "./coupon-app";

describe.each(engineNames())("GET /api/v1/coupon_sales/barcode/{code} on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // A budget no table of lookups here reaches; rate-limit.test.ts tests the limit.
    t = await startCouponApp(engine, 1000);
    await insertCouponSale(t.db, { code: "GIFT-25", value_cents: 2500, remaining_cents: 1800 });
    await insertCouponSale(t.db, { code: "USED-UP", value_cents: 1000, remaining_cents: 0 });
    await insertCouponSale(t.db, { code: "REVOKED", value_cents: 1000, is_valid: false });
    await insertCouponSale(t.db, { code: "EXPIRED", value_cents: 1000 });
    await insertCouponSale(t.db, { code: "LAST-DAY", value_cents: 1000 });
    // The test clock stands at 2030-06-01T08:00Z.
    await t.db.query(
      "UPDATE coupon_sales SET valid_until = '2030-06-01T08:00:00Z' WHERE code = 'EXPIRED'",
    );
    await t.db.query(
      "UPDATE coupon_sales SET valid_until = '2030-06-01T08:00:01Z' WHERE code = 'LAST-DAY'",
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const lookUp = (code: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/coupon_sales/barcode/${code}?locale=en` });

  it("answers a valid code with what is left on it and nothing debited", async () => {
    const response = await lookUp("GIFT-25");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: "GIFT-25",
      is_valid: true,
      value_cents: 1800,
      value: null,
      is_voucher_for: null,
      value_action: "debit",
      debit_cents: 0,
    });
  });

  it("trims the code as the coupon form does", async () => {
    const response = await lookUp("%20GIFT-25%20");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().code).toBe("GIFT-25");
  });

  it("answers a code until the instant it expires", async () => {
    expect((await lookUp("LAST-DAY")).statusCode).toBe(200);
  });

  it.each([
    ["an unknown code", "NO-SUCH-CODE"],
    ["a code in another case", "gift-25"],
    ["a used-up code", "USED-UP"],
    ["an invalidated code", "REVOKED"],
    ["an expired code", "EXPIRED"],
  ])("answers %s 422 coupon_not_valid on code", async (_, code) => {
    const response = await lookUp(code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: "coupon_not_valid",
        message: "The coupon is not valid",
        fields: { code: ["The coupon is not valid"] },
      },
    });
  });

  it("answers a valid code 422 coupon_not_valid while the shop takes no coupons", async () => {
    await setSettings(t.db, { donationsEnabled: false, couponsEnabled: false, shipping: "none" });
    try {
      const response = await lookUp("GIFT-25");
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: "coupon_not_valid",
        fields: { code: ["The coupon is not valid"] },
      });
    } finally {
      await setSettings(t.db, { donationsEnabled: false, couponsEnabled: true, shipping: "none" });
    }
  });

  it.each([
    ["blank", "%20%20%20"],
    ["longer than 64 characters", "A".repeat(65)],
    ["longer than the router's default parameter length", "A".repeat(150)],
    ["empty", ""],
  ])("answers a %s code 422 validation on code", async (_, code) => {
    const response = await lookUp(code);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("validation");
    expect(Object.keys(response.json().error.fields)).toEqual(["code"]);
  });

  it("answers a code of 64 characters by the rule, not as malformed", async () => {
    const response = await lookUp("B".repeat(64));
    expect(response.json().error.code).toBe("coupon_not_valid");
  });

  it("answers a bad locale 422 naming locale", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/coupon_sales/barcode/GIFT-25?locale=xx",
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(["locale"]);
  });
});

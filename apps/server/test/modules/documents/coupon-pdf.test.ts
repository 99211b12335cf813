import { describe, expect, it } from "vitest";
import { renderCouponPdf } from "../../../src/modules/documents/coupon-pdf";
import { COUPON_ITEM } from "./fixtures";
import { readPdf } from "./pdf-reader";

describe("renderCouponPdf", () => {
  it("shows value, code and order number, and its QR code holds the coupon code", async () => {
    const bytes = await renderCouponPdf({ locale: "de", orderId: 1001, item: COUPON_ITEM });

    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.qrCodes).toEqual(["GIFT-7QX2-K9PA"]);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Gutschein",
        "Wertgutschein",
        "Wert",
        "30,00\u00a0€",
        "Gutscheincode",
        "GIFT-7QX2-K9PA",
        "Bestellnummer",
        "1001",
      ]),
    );
  });

  it("takes the price as the value of a voucher sold at its worth, in English", async () => {
    const item = { ...COUPON_ITEM, valueCents: undefined };

    const pdf = await readPdf(await renderCouponPdf({ locale: "en", orderId: 1001, item }));

    expect(pdf.lines).toEqual(expect.arrayContaining(["Gift voucher", "Value", "€25.00"]));
  });

  it("refuses a coupon line without a code", async () => {
    const item = { ...COUPON_ITEM, couponCode: undefined };

    await expect(renderCouponPdf({ locale: "de", orderId: 1001, item })).rejects.toThrow(/no code/);
  });
});

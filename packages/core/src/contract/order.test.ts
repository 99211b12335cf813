import { describe, expect, it } from "vitest";
import {
  DocumentQuery,
  Order,
  OrderCreateRequest,
  OrderResponse,
  OrdersQuery,
  PAYMENT_STATUS,
  PaymentStatus,
} from "./order";

const line = { type: "Ticket", attributes: { id: 12, date: "2025-06-14", quantity: 2 } };
const order = { items: [line], billing_address_id: 5, payment_mode_id: 2, total: 2800 };

describe("payment status codes", () => {
  it.each([
    ["unknown", 0],
    ["outstanding", 10],
    ["authorized", 20],
    ["completed", 30],
    ["failed", 40],
  ] as const)("%s is %i", (name, code) => {
    expect(PAYMENT_STATUS[name]).toBe(code);
    expect(PaymentStatus.parse(code)).toBe(code);
  });

  it.each([1, 15, 50, -10, "30"])("refuses %j", (code) => {
    expect(PaymentStatus.safeParse(code).success).toBe(false);
  });
});

describe("given an order to place", () => {
  it("fills the defaults", () => {
    expect(OrderCreateRequest.parse(order)).toEqual({
      ...order,
      items: [{ ...line, attributes: { ...line.attributes, attendees: [] }, reservations: [] }],
      shipping_address_id: null,
      comment: "",
      reference: "",
      coupons: [],
      donations: [],
      shipping: null,
    });
  });

  it("needs a payment mode when the total is above 0, and none for a free order", () => {
    expect(
      OrderCreateRequest.safeParse({ ...order, payment_mode_id: null }).error?.issues[0]?.path,
    ).toEqual(["payment_mode_id"]);
    expect(
      OrderCreateRequest.safeParse({ ...order, payment_mode_id: null, total: 0 }).success,
    ).toBe(true);
  });

  it.each([
    [{ items: [] }, ["items"]],
    [{ total: -1 }, ["total"]],
    [{ billing_address_id: undefined }, ["billing_address_id"]],
    [{ donations: [100, 0.5] }, ["donations", 1]],
    [{ affiliate: { id: "" } }, ["affiliate", "id"]],
    [{ comment: "x".repeat(2001) }, ["comment"]],
    [{ paymentModeId: 2 }, []],
  ])("refuses %j at %j", (change, path) => {
    expect(OrderCreateRequest.safeParse({ ...order, ...change }).error?.issues[0]?.path).toEqual(
      path,
    );
  });
});

describe("the answer to placing an order", () => {
  it("tells how to pay: redirect, iframe or a form to post", () => {
    const form = {
      meta: {
        status: "pending",
        payment_url: null,
        shop_behavior: "redirect",
        payment_data: { url: "https://pay.example.org/form", params: { amount: "2800" } },
      },
      order: { id: 1001, token: "Zt7kR2mW9xQpL4vN8cYbHg" },
    };
    expect(OrderResponse.parse(form)).toEqual(form);
    expect(
      OrderResponse.safeParse({ ...form, meta: { ...form.meta, shop_behavior: "popup" } }).error
        ?.issues[0]?.path,
    ).toEqual(["meta", "shop_behavior"]);
    expect(
      OrderResponse.safeParse({ ...form, meta: { ...form.meta, status: "unknown" } }).error
        ?.issues[0]?.path,
    ).toEqual(["meta", "status"]);
  });
});

describe("orders in lists", () => {
  it("refuses a payment status outside the codes", () => {
    const example = Order.meta()?.example as Order;
    expect(Order.safeParse({ ...example, payment_status: 35 }).error?.issues[0]?.path).toEqual([
      "payment_status",
    ]);
  });

  it("page by 5 unless asked otherwise", () => {
    expect(OrdersQuery.parse({})).toEqual({ locale: "de", per_page: 5, page: 1 });
    expect(OrdersQuery.parse({ per_page: "20", page: "3" })).toMatchObject({
      per_page: 20,
      page: 3,
    });
    expect(OrdersQuery.safeParse({ per_page: "1001" }).error?.issues[0]?.path).toEqual([
      "per_page",
    ]);
  });

  it("need the order token for a document", () => {
    expect(DocumentQuery.safeParse({ locale: "de" }).error?.issues[0]?.path).toEqual(["token"]);
  });
});

describe("given the query of GET /orders/{id}", () => {
  it("takes an order token or none", async () => {
    const { OrderQuery } = await import("./order");
    expect(OrderQuery.parse({ token: "Zt7kR2mW9xQpL4vN8cYbHg" })).toEqual({
      locale: "de",
      token: "Zt7kR2mW9xQpL4vN8cYbHg",
    });
    expect(OrderQuery.parse({})).toEqual({ locale: "de" });
  });

  it("refuses a token too short to carry 128 bits", async () => {
    const { OrderQuery } = await import("./order");
    expect(OrderQuery.safeParse({ token: "short" }).success).toBe(false);
  });
});

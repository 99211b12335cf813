// spec selling-core §2 cart "coupon-code form (when coupons are allowed)", §5 (non-empty code),
// §8 coupon errors (notValid, empty, general error, rateLimit on 429): through the real shop
// with only fetch stubbed.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import {
  bodyOf,
  couponSale,
  line,
  priceAnswer,
  pricedLine,
  rowsOf,
  storageWith,
  stored,
} from "../../test/cart-fixtures";
import { ticketFixture } from "../../test/cart-ticket-fixture";
import { errorAnswer, json, shopAnswer, stubApi } from "../../test/fetch-stub";
import { renderCartArea } from "../../test/render-cart-area";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOOKUP = "GET /api/v1/coupon_sales/barcode/SUMMER-2025";

/** The price of the one ticket line (2400), less 1400 for each coupon sent. */
function api(overrides: Parameters<typeof stubApi>[0] = {}, settings = {}) {
  return stubApi({
    "GET /api/v1/shop": () => json(shopAnswer({ storageKeyPrefix: "museum", ...settings })),
    "GET /api/v1/tickets/12": () => json(ticketFixture(12, false, { title: "Adult day ticket" })),
    "POST /api/v1/cart": (_url, init) =>
      json(
        priceAnswer([pricedLine(0, "Ticket", "Adult day ticket", 2400)], {
          coupons: (bodyOf(init).coupons as string[]).map((code) => couponSale(code, 1400)),
        }),
      ),
    ...overrides,
  });
}

async function couponForm() {
  expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  const section = await screen.findByRole("region", { name: "Voucher codes" });
  // drawn disabled until its form library has loaded behind the page
  await waitFor(() => expect(within(section).getByRole("textbox")).toBeEnabled());
  return {
    section,
    input: within(section).getByRole("textbox", { name: "Voucher code" }),
    submit: within(section).getByRole("button", { name: "Redeem" }),
  };
}

describe("given a valid voucher code", () => {
  it("looks it up, adds it to the cart and takes its value off the total", async () => {
    const user = userEvent.setup();
    const calls = api({ [LOOKUP]: () => json(couponSale("SUMMER-2025", 0)) });
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    const { section, input, submit } = await couponForm();
    const totals = await screen.findByRole("region", { name: "Total" });
    expect(rowsOf(totals).Total).toBe("€24.00");

    await user.type(input, "  SUMMER-2025 ");
    await user.click(submit);

    expect(await within(section).findByText("The voucher code has been redeemed.")).toBeVisible();
    expect(calls.callsTo("/coupon_sales/barcode/SUMMER-2025")).toHaveLength(1);
    expect(stored(storage).coupons).toEqual(["SUMMER-2025"]);
    await waitFor(() => expect(rowsOf(totals).Total).toBe("€10.00"));
    expect(rowsOf(totals)["Voucher SUMMER-2025"]).toBe("-€14.00");
    expect(bodyOf(calls.callsTo("/cart").at(-1)?.init).coupons).toEqual(["SUMMER-2025"]);
    const applied = within(section).getByRole("list", { name: "Redeemed voucher codes" });
    expect(within(applied).getByText("takes off €14.00")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("adds a code only once", async () => {
    const user = userEvent.setup();
    const calls = api({ [LOOKUP]: () => json(couponSale("SUMMER-2025", 0)) });
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    const { section, input, submit } = await couponForm();

    await user.type(input, "SUMMER-2025");
    await user.click(submit);
    await within(section).findByText("The voucher code has been redeemed.");
    await user.type(input, "SUMMER-2025");
    await user.click(submit);

    expect(stored(storage).coupons).toEqual(["SUMMER-2025"]);
    expect(calls.callsTo("/coupon_sales/barcode/SUMMER-2025")).toHaveLength(1);
    expect(within(section).getAllByRole("listitem")).toHaveLength(1);
  });

  it("removes an applied code with its button and says so", async () => {
    const user = userEvent.setup();
    const calls = api();
    const storage = storageWith([line(12, 2, 1)], { coupons: ["SUMMER-2025"] });
    renderCartArea("/cart", { storage });
    const { section } = await couponForm();
    const totals = await screen.findByRole("region", { name: "Total" });
    await waitFor(() => expect(rowsOf(totals).Total).toBe("€10.00"));

    await user.click(
      within(section).getByRole("button", { name: "Remove voucher code SUMMER-2025" }),
    );

    expect(stored(storage).coupons).toEqual([]);
    await waitFor(() => expect(rowsOf(totals).Total).toBe("€24.00"));
    expect(bodyOf(calls.callsTo("/cart").at(-1)?.init).coupons).toEqual([]);
    expect(within(section).getByRole("heading", { name: "Voucher codes" })).toHaveFocus();
    expect(
      screen.getByText("The voucher code SUMMER-2025 was removed.").closest("[role=status]"),
    ).not.toBeNull();
  });
});

describe("given a code the shop cannot take", () => {
  it("says 'empty' for an empty code without asking the server, and focuses the alert", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    const { section, input, submit } = await couponForm();

    await user.type(input, "   ");
    await user.click(submit);

    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent("Please enter a voucher code.");
    expect(alert).toHaveFocus();
    expect(calls.calls.some((call) => call.url.pathname.includes("coupon_sales"))).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    [422, "coupon_not_valid", "This voucher code is not valid."],
    [429, "rate_limit", "Too many attempts. Please wait a moment and then try again."],
    [500, "internal", "The voucher code could not be checked. Please try again."],
  ])("answers HTTP %i (%s) with its message in a focused alert", async (status, code, text) => {
    const user = userEvent.setup();
    api({ [LOOKUP]: () => errorAnswer(status, "Error", code, "No") });
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    const { section, input, submit } = await couponForm();

    await user.type(input, "SUMMER-2025");
    await user.click(submit);

    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveFocus();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(stored(storage)?.coupons ?? []).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("treats a sale that is no longer valid as not valid", async () => {
    const user = userEvent.setup();
    api({ [LOOKUP]: () => json({ ...couponSale("SUMMER-2025", 0), is_valid: false }) });
    const storage = storageWith([line(12, 2, 1)]);
    renderCartArea("/cart", { storage });
    const { section, input, submit } = await couponForm();

    await user.type(input, "SUMMER-2025");
    await user.click(submit);

    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "This voucher code is not valid.",
    );
    expect(stored(storage)?.coupons ?? []).toEqual([]);
  });

  it("says so when a code kept in the cart is refused by the price", async () => {
    api({
      "POST /api/v1/cart": () =>
        json(
          {
            error: {
              code: "coupon_not_valid",
              message: "The coupon is not valid",
              fields: { "coupons.0": ["The coupon is not valid"] },
            },
          },
          422,
          "Unprocessable Entity",
        ),
    });
    renderCartArea("/cart", {
      storage: storageWith([line(12, 2, 1)], { coupons: ["USED-UP"] }),
    });
    expect(
      // the code named by the answer's field coupons.0
      await screen.findByText(
        "The voucher code USED-UP in the cart is not valid. Please remove it.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Remove voucher code USED-UP" })).toBeVisible();
  });
});

describe("given a shop that takes no coupons", () => {
  it("shows no coupon form", async () => {
    api({}, { couponsEnabled: false });
    renderCartArea("/cart", { storage: storageWith([line(12, 2, 1)]) });
    expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await screen.findByRole("region", { name: "Total" });
    expect(screen.queryByRole("region", { name: "Voucher codes" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Voucher code" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

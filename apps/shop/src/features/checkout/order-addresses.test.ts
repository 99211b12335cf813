// spec selling-core §2 shop.checkout.process / shipping-address, §4 step 1 and "Shipping
// selection": the addresses of the order and the step a signed-in visitor belongs to.
import type { CustomerAddress } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import {
  addressLine,
  billingAddressOf,
  billingCandidatesOf,
  checkoutStepOf,
  isShipped,
  readShippingConfirmed,
  SHIPPING_CONFIRMED,
  shippingAddressIdOf,
  storedShippingAddress,
} from "./order-addresses";

const at = (id: number, adress_type_id: 0 | 1 | 2): CustomerAddress => ({
  id,
  adressat: null,
  institution: null,
  cost_centre: null,
  street: `Street ${id}`,
  zip: "10115",
  city: "Berlin",
  country_id: 60,
  adress_type_id,
  has_collective_invoice_payment: false,
  price_target_audience_id: 1,
});

describe("billingAddressOf", () => {
  const list = [at(1, 0), at(2, 1), at(3, 2)];
  it.each([
    ["the cart's choice", list, 1, 1],
    ["the invoice address without a choice", list, null, 2],
    // spec §3: a delivery address (type 2, the shipping step's) never bills
    ["the invoice address when the choice is a delivery address", list, 3, 2],
    ["the first billable one, not a delivery address listed first", [at(6, 2), at(7, 0)], null, 7],
    ["a delivery address only when the customer has no other", [at(8, 2)], null, 8],
    ["the invoice address when the choice is gone", list, 99, 2],
    ["the first without an invoice address", [at(4, 0), at(5, 0)], null, 4],
  ])("is %s", (_, addresses, chosen, expected) => {
    expect(billingAddressOf(addresses, chosen)?.id).toBe(expected);
  });

  it("is none for a customer without addresses", () => {
    expect(billingAddressOf([], null)).toBeUndefined();
  });
});

describe("billingCandidatesOf", () => {
  it("leaves the delivery addresses out", () => {
    expect(billingCandidatesOf([at(1, 0), at(2, 1), at(3, 2)]).map((a) => a.id)).toEqual([1, 2]);
  });

  it("keeps them when the customer has no other address", () => {
    expect(billingCandidatesOf([at(3, 2), at(4, 2)]).map((a) => a.id)).toEqual([3, 4]);
  });
});

describe("isShipped", () => {
  it.each([
    ["none", true, false],
    ["optional", null, false],
    ["optional", false, false],
    ["optional", true, true],
    ["mandatory", null, true],
    ["mandatory", false, true],
  ] as const)("with %s shipping and choice %s is %s", (setting, selection, shipped) => {
    expect(isShipped(setting, selection)).toBe(shipped);
  });
});

describe("shippingAddressIdOf", () => {
  const billing = at(1, 0);
  it("is null when nothing is shipped, whatever was stored", () => {
    expect(shippingAddressIdOf(false, at(3, 2), billing)).toBeNull();
  });
  it("is the shipping step's address when shipped", () => {
    expect(shippingAddressIdOf(true, at(3, 2), billing)).toBe(3);
  });
  it("is the billing address when shipped to it (same as billing)", () => {
    expect(shippingAddressIdOf(true, undefined, billing)).toBe(1);
  });
  it("takes a stored id only while it is one of the customer's", () => {
    expect(storedShippingAddress([at(1, 0), at(3, 2)], 3)?.id).toBe(3);
    expect(storedShippingAddress([at(1, 0)], 3)).toBeUndefined();
    expect(storedShippingAddress([at(1, 0)], null)).toBeUndefined();
  });
});

describe("checkoutStepOf", () => {
  it.each([
    ["optional", null, false, false, "cart"],
    ["optional", null, true, true, "cart"],
    ["optional", false, false, false, "order"],
    ["optional", true, false, false, "shipping-address"],
    ["optional", true, true, false, "order"],
    ["optional", true, false, true, "order"],
    ["mandatory", null, false, false, "shipping-address"],
    ["mandatory", null, true, false, "order"],
    ["none", null, false, false, "order"],
  ] as const)(
    "with %s shipping, choice %s, confirmed %s, known address %s: %s",
    (setting, selection, confirmed, shippingAddressKnown, step) => {
      expect(checkoutStepOf({ setting, selection, confirmed, shippingAddressKnown })).toBe(step);
    },
  );

  // Issue 31, Deliver 4: goods are posted, so the cart asks nothing and the address comes next.
  it.each([
    ["optional", null, false, "shipping-address"],
    ["optional", false, false, "shipping-address"],
    ["optional", false, true, "order"],
    ["mandatory", false, false, "shipping-address"],
  ] as const)(
    "with goods, %s shipping and choice %s, confirmed %s: %s",
    (setting, selection, confirmed, step) => {
      expect(
        checkoutStepOf({ setting, selection, confirmed, shippingAddressKnown: false, goods: true }),
      ).toBe(step);
      expect(isShipped(setting, selection, true)).toBe(true);
    },
  );

  it("reads the confirmation only from the state the shipping step leaves", () => {
    expect(readShippingConfirmed(SHIPPING_CONFIRMED)).toBe(true);
    expect(readShippingConfirmed({ shippingAddressConfirmed: "yes" })).toBe(false);
    expect(readShippingConfirmed(null)).toBe(false);
    expect(readShippingConfirmed(undefined)).toBe(false);
  });
});

describe("addressLine", () => {
  it("names addressee, street, zip and city, leaving out what is blank", () => {
    expect(addressLine({ ...at(1, 0), adressat: "Ada Lovelace" })).toBe(
      "Ada Lovelace, Street 1, 10115 Berlin",
    );
    expect(addressLine({ ...at(1, 0), adressat: " " })).toBe("Street 1, 10115 Berlin");
  });
});

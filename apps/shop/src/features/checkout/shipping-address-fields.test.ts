// spec selling-core §5: a shipping address differing from billing needs street, zip, city and
// country; it is stored as a delivery address (adress_type_id 2).
import type { CustomerAddress } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { shippingAddressErrors as validateShippingAddress } from "../forms/shipping-address-errors";
import {
  EMPTY_SHIPPING_ADDRESS,
  isSameAddress,
  shippingAddressErrorsOfServer,
  shippingAddressInputOf,
  valuesOfAddress,
} from "./shipping-address-fields";

const FILLED = {
  adressat: " Grace Hopper ",
  street: "Hafenstraße 1 ",
  zip: " 20457",
  city: "Hamburg",
  country_id: "61",
};

const STORED: CustomerAddress = {
  id: 9,
  adressat: "Grace Hopper",
  institution: null,
  cost_centre: null,
  street: "Hafenstraße 1",
  zip: "20457",
  city: "Hamburg",
  country_id: 61,
  adress_type_id: 2,
  has_collective_invoice_payment: false,
  price_target_audience_id: null,
};

describe("the shipping address form's resolver (was validateShippingAddress)", () => {
  it("needs street, zip, city and country, not the addressee", async () => {
    expect(await validateShippingAddress(EMPTY_SHIPPING_ADDRESS)).toEqual({
      street: "required",
      zip: "required",
      city: "required",
      country_id: "required",
    });
  });

  it.each(["street", "zip", "city", "country_id"] as const)(
    "counts a blank %s as empty",
    async (f) => {
      expect(await validateShippingAddress({ ...FILLED, [f]: "  " })).toEqual({ [f]: "required" });
    },
  );

  it("accepts a filled address", async () => {
    expect(await validateShippingAddress({ ...FILLED, adressat: "" })).toEqual({});
  });
});

describe("shippingAddressInputOf", () => {
  it("trims, numbers the country and makes a delivery address", () => {
    expect(shippingAddressInputOf(FILLED)).toEqual({
      adressat: "Grace Hopper",
      street: "Hafenstraße 1",
      zip: "20457",
      city: "Hamburg",
      country_id: 61,
      adress_type_id: 2,
    });
  });

  it("leaves a blank addressee out", () => {
    expect(shippingAddressInputOf({ ...FILLED, adressat: " " })).not.toHaveProperty("adressat");
  });
});

describe("a stored address", () => {
  it("fills the form and counts as the same unless a field changed", () => {
    expect(valuesOfAddress(STORED)).toEqual({
      adressat: "Grace Hopper",
      street: "Hafenstraße 1",
      zip: "20457",
      city: "Hamburg",
      country_id: "61",
    });
    expect(isSameAddress(FILLED, STORED)).toBe(true);
    expect(isSameAddress({ ...FILLED, city: "Altona" }, STORED)).toBe(false);
    expect(isSameAddress({ ...FILLED, adressat: "" }, STORED)).toBe(false);
  });
});

describe("shippingAddressErrorsOfServer", () => {
  it("marks the form's fields a 422 names and ignores others", () => {
    expect(
      shippingAddressErrorsOfServer({ zip: ["Too long"], adress_type_id: ["x"], city: ["y"] }),
    ).toEqual({ zip: "invalid", city: "invalid" });
    expect(shippingAddressErrorsOfServer(undefined)).toEqual({});
    expect(shippingAddressErrorsOfServer("fields")).toEqual({});
  });
});

// The contract's schemas are built from the constants, so they accept what the constants list
// and nothing else; the shop and the design system read the constants without the contract.
import { describe, expect, it } from "vitest";
import {
  AddressTypeId,
  CartItemType,
  CustomerLevel,
  DispatchModeId,
  Locale,
  OpeningHours,
  ShopSettings,
  TicketType,
} from "../contract";
import {
  ADDRESS_TYPES,
  CART_ITEM_TYPES,
  CUSTOMER_LEVELS,
  DISPATCH_MODES,
  LANGUAGE_IDS,
  LOCALES,
  SHOP_SETTINGS_DEFAULTS,
  TICKET_TYPES,
  WEEKDAYS,
} from ".";

describe("the contract's schemas, built from @shop/core/constants", () => {
  it("offer exactly the listed locales, cart item kinds and ticket kinds", () => {
    expect(Locale.options).toEqual(LOCALES);
    expect(CartItemType.options).toEqual(CART_ITEM_TYPES);
    expect(TicketType.options).toEqual(TICKET_TYPES);
  });

  it("keep opening hours per weekday, Monday first", () => {
    expect(Object.keys(OpeningHours.shape.regular.shape)).toEqual(WEEKDAYS);
  });

  it.each([
    ["an address type", AddressTypeId, Object.values(ADDRESS_TYPES), 3],
    ["a customer level", CustomerLevel, Object.values(CUSTOMER_LEVELS), 30],
    ["a dispatch mode", DispatchModeId, Object.values(DISPATCH_MODES), 5],
  ])("accept every value of %s and refuse another", (_name, schema, values, other) => {
    for (const value of values) expect(schema.safeParse(value).success).toBe(true);
    expect(schema.safeParse(other).success).toBe(false);
  });

  it("number every locale, in the order of LOCALES", () => {
    expect(LOCALES.map((locale) => LANGUAGE_IDS[locale])).toEqual([1, 2, 3, 4]);
  });
});

// Moved from apps/shop features/shop/fallback-shop.test.ts ("has exactly the contract's default
// settings"): the shop opens on SHOP_SETTINGS_DEFAULTS when GET /shop fails.
describe("the shop settings with nothing set", () => {
  it("are exactly SHOP_SETTINGS_DEFAULTS", () => {
    expect(ShopSettings.parse({})).toEqual(SHOP_SETTINGS_DEFAULTS);
  });
});

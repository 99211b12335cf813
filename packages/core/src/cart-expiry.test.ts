// spec selling-core §4 "Cart lifecycle": emptied at load when the newest item is older than
// the auto-delete minutes.
import { describe, expect, it } from "vitest";
import { isCartStale, newestUpdate } from "./cart-expiry";

const NOW = new Date("2030-06-01T10:00:00.000Z");
const at = (iso: string) => ({ updated_at: iso });

describe("isCartStale with 10 auto-delete minutes", () => {
  const cases = [
    { name: "an empty cart is never stale", items: [], stale: false },
    { name: "newest item 9 minutes old", items: [at("2030-06-01T09:51:00.000Z")], stale: false },
    {
      name: "newest item exactly 10 minutes old",
      items: [at("2030-06-01T09:50:00.000Z")],
      stale: false,
    },
    {
      name: "newest item 10 minutes and 1 second old",
      items: [at("2030-06-01T09:49:59.000Z")],
      stale: true,
    },
    {
      name: "an old item beside a fresh one (the newest counts)",
      items: [at("2030-06-01T08:00:00.000Z"), at("2030-06-01T09:58:00.000Z")],
      stale: false,
    },
    {
      name: "offset notation is read as an instant",
      items: [at("2030-06-01T11:55:00+02:00")],
      stale: false,
    },
    { name: "items without any date", items: [{}, { updated_at: "garbage" }], stale: true },
  ];
  it.each(cases)("$name → stale $stale", ({ items, stale }) => {
    expect(isCartStale(items, 10, NOW)).toBe(stale);
  });
});

describe("newestUpdate", () => {
  it("skips items without a readable date", () => {
    expect(newestUpdate([{}, at("2030-06-01T09:00:00.000Z"), { updated_at: "x" }])).toEqual(
      new Date("2030-06-01T09:00:00.000Z"),
    );
  });
});

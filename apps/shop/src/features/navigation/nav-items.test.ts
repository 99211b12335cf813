// spec surrounding-areas §2: items each shown by a setting; museums a dropdown only when there
// is more than one; page size 0 a plain link; a "view all" link when more entries exist.
import { NavigationSettings } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { categoryEntry, type NavEntry, navigationItems } from "./nav-items";

const entries = (count: number): NavEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `M${i + 1}`,
    to: `/museum/${i + 1}`,
  }));

/** Every feature an item depends on switched on. */
const ON = { vip: true };

describe("navigationItems", () => {
  // issue 27 item 11: the VIP item led to the code page while VIP access was switched off
  it("leaves out the VIP item while VIP access is off, whatever its own setting", () => {
    const settings = NavigationSettings.parse({
      tickets: { enabled: true },
      vipTickets: { enabled: true },
    });
    expect(navigationItems(settings, {}, { vip: false }).map((item) => item.key)).toEqual([
      "tickets",
    ]);
    expect(navigationItems(settings, {}, ON).map((item) => item.key)).toEqual([
      "tickets",
      "vipTickets",
    ]);
  });

  it("shows only the enabled items, in the spec's order", () => {
    const settings = NavigationSettings.parse({
      coupons: { enabled: true },
      tickets: { enabled: true },
      events: { enabled: false },
      museums: { enabled: true },
    });
    expect(navigationItems(settings, {}, ON).map((item) => [item.key, item.to])).toEqual([
      ["museums", "/museums"],
      ["tickets", "/tickets"],
      ["coupons", "/coupons"],
    ]);
  });

  it("shows nothing when every item is off", () => {
    expect(navigationItems(NavigationSettings.parse({}), { museums: entries(3) }, ON)).toEqual([]);
  });

  const museumCases = [
    { name: "one museum: a plain link", pageSize: 5, count: 1, dropdown: undefined },
    { name: "page size 0: a plain link", pageSize: 0, count: 3, dropdown: undefined },
    { name: "two museums: a dropdown", pageSize: 5, count: 2, dropdown: { size: 2, more: false } },
    {
      name: "exactly the page size: no view-all",
      pageSize: 3,
      count: 3,
      dropdown: { size: 3, more: false },
    },
    {
      name: "one more than the page size: view-all",
      pageSize: 3,
      count: 4,
      dropdown: { size: 3, more: true },
    },
  ];
  it.each(museumCases)("museums — $name", ({ pageSize, count, dropdown }) => {
    const settings = NavigationSettings.parse({ museums: { enabled: true, pageSize } });
    const [item] = navigationItems(settings, { museums: entries(count) }, ON);
    expect(
      item?.dropdown && { size: item.dropdown.entries.length, more: item.dropdown.more },
    ).toEqual(dropdown);
  });

  it("makes a single exhibition a dropdown (the one-entry rule is the museums')", () => {
    const settings = NavigationSettings.parse({ exhibitions: { enabled: true, pageSize: 6 } });
    const [item] = navigationItems(settings, { exhibitions: entries(1) }, ON);
    expect(item?.dropdown?.entries).toHaveLength(1);
  });

  it("keeps items without loaded entries as plain links", () => {
    const settings = NavigationSettings.parse({ events: { enabled: true, pageSize: 4 } });
    expect(navigationItems(settings, {}, ON)[0]?.dropdown).toBeUndefined();
  });

  it("replaces the events item's entries by the categories when eventsByCategory is on", () => {
    const settings = NavigationSettings.parse({
      events: { enabled: true, pageSize: 1 },
      eventsByCategory: true,
    });
    const [item] = navigationItems(
      settings,
      {
        events: entries(3),
        eventCategories: [
          categoryEntry({ id: 1, name: "Konzerte" }),
          categoryEntry({ id: 2, name: "Vorträge" }),
        ],
      },
      ON,
    );
    expect(item?.key).toBe("events");
    expect(item?.dropdown).toEqual({
      entries: [
        { id: 1, title: "Konzerte", to: "/events?category_id=1" },
        { id: 2, title: "Vorträge", to: "/events?category_id=2" },
      ],
      more: true,
    });
  });

  it("lists the next events (page size, then view-all) without eventsByCategory", () => {
    const settings = NavigationSettings.parse({ events: { enabled: true, pageSize: 2 } });
    const [item] = navigationItems(settings, { events: entries(3) }, ON);
    expect(
      item?.dropdown && { size: item.dropdown.entries.length, more: item.dropdown.more },
    ).toEqual({ size: 2, more: true });
  });

  it("replaces the tours item's entries by the tour categories when toursByCategory is on", () => {
    const settings = NavigationSettings.parse({
      events: { enabled: true, pageSize: 2 },
      tours: { enabled: true, pageSize: 1 },
      toursByCategory: true,
    });
    const items = navigationItems(
      settings,
      {
        events: entries(3),
        tours: entries(3),
        tourCategories: [
          categoryEntry({ id: 1, name: "Öffentliche Führungen" }, "tours"),
          categoryEntry({ id: 2, name: "Schulklassen" }, "tours"),
        ],
      },
      ON,
    );
    expect(items.map((item) => [item.key, item.to])).toEqual([
      ["events", "/events"],
      ["tours", "/tours"],
    ]);
    // the events item keeps its single events: toursByCategory is the tours' own setting
    expect(items[0]?.dropdown?.entries).toHaveLength(2);
    expect(items[1]?.dropdown).toEqual({
      entries: [
        { id: 1, title: "Öffentliche Führungen", to: "/tours?category_id=1" },
        { id: 2, title: "Schulklassen", to: "/tours?category_id=2" },
      ],
      more: true,
    });
  });

  const tourCases = [
    { name: "page size 0: a plain link", pageSize: 0, count: 3, dropdown: undefined },
    {
      name: "exactly the page size: no view-all",
      pageSize: 3,
      count: 3,
      dropdown: { size: 3, more: false },
    },
    {
      name: "one more than the page size: view-all",
      pageSize: 2,
      count: 3,
      dropdown: { size: 2, more: true },
    },
    {
      name: "a single tour: a dropdown",
      pageSize: 4,
      count: 1,
      dropdown: { size: 1, more: false },
    },
  ];
  it.each(tourCases)("tours without toursByCategory — $name", ({ pageSize, count, dropdown }) => {
    const settings = NavigationSettings.parse({ tours: { enabled: true, pageSize } });
    const [item] = navigationItems(settings, { tours: entries(count) }, ON);
    expect(item?.to).toBe("/tours");
    expect(
      item?.dropdown && { size: item.dropdown.entries.length, more: item.dropdown.more },
    ).toEqual(dropdown);
  });
});

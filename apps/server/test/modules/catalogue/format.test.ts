import { readFileSync } from "node:fs";
import { ShopSettings } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import {
  formatPath,
  parseCatalogue,
  parseCatalogueJson,
} from "../../../src/modules/catalogue/format";
import { type CatalogueJson, issuesOf, minimalCatalogue } from "./minimal-catalogue";

const slotTicket = {
  id: 2,
  title: { de: "Zeitfenster" },
  ticket_type: "time_slot",
  price_cents: 1400,
  vat_pct: 0,
  entry_duration: 30,
  first_entry: "10:00",
  last_entry: "12:00",
  quota_ids: [2],
};

const voucher = {
  id: 1,
  title: { de: "Wertgutschein 25 €" },
  price_cents: 2500,
  value_cents: 2500,
};
const postage = { id: 1, title: { de: "Versand" }, price_cents: 390, vat_pct: 19 };

describe("given the minimal catalogue of CATALOGUE.md", () => {
  it("parses and fills in every default", () => {
    const catalogue = parseCatalogue(minimalCatalogue());

    expect(catalogue.settings).toEqual(ShopSettings.parse({}));
    expect(catalogue.locales).toEqual(["de", "en", "es", "fr"]);
    expect(catalogue.tickets[0]).toMatchObject({
      tax_included: true,
      discount: 0,
      min_persons: 1,
      max_persons: 10,
      bookable: true,
      booked_out: false,
      photo_mandatory: "none",
      validity: { from: null, to: null },
      first_entry: null,
    });
    expect(catalogue.museums[0]?.opening_hours.regular.monday).toEqual([]);
  });

  it('reads first and last entry written as "HH:MM" as minutes after midnight', () => {
    const catalogue = minimalCatalogue();
    catalogue.quotas.push({ id: 2, kind: "slot", capacity: 5 });
    catalogue.tickets.push(slotTicket);

    const ticket = parseCatalogue(catalogue).tickets[1];

    expect(ticket).toMatchObject({ first_entry: 600, last_entry: 720 });
  });

  it("reads value coupons and shipping items with their defaults", () => {
    const catalogue = minimalCatalogue();
    catalogue.settings = { shipping: "optional" };
    catalogue.coupons = [
      { ...voucher, after_sale_information: { de: "Code im PDF", en: "Code in the PDF" } },
    ];
    catalogue.shipping_items = [postage];

    const parsed = parseCatalogue(catalogue);

    expect(parsed.coupons).toEqual([
      {
        ...voucher,
        // A value voucher is a means of payment: no VAT unless the file says otherwise.
        vat_pct: 0,
        tax_included: true,
        shipped_with_merchandise_id: null,
        after_sale_information: { de: "Code im PDF", en: "Code in the PDF" },
        // A value coupon: no ticket, no limit.
        ticket_id: null,
        stock: null,
      },
    ]);
    expect(parsed.shipping_items).toEqual([{ ...postage, tax_included: true }]);
  });

  it("accepts the coupon, shipping, after-sale and waiting room examples of CATALOGUE.md", () => {
    const doc = readFileSync(new URL("../../../CATALOGUE.md", import.meta.url), "utf8");
    // The examples are sections of a file: `"coupons": [...]` and the like.
    const sections = [...doc.matchAll(/```json\n\s*("[\s\S]*?)\n\s*```/g)].map((m) =>
      JSON.parse(`{${m[1]}}`),
    );
    const catalogue = minimalCatalogue();
    catalogue.settings = { shipping: "mandatory" };
    for (const section of sections) {
      if ("content" in section) catalogue.tickets[0].content = section.content;
      else if ("settings" in section) Object.assign(catalogue.settings, section.settings);
      else Object.assign(catalogue, section);
    }

    const parsed = parseCatalogue(catalogue);

    // A value coupon and a ticket coupon (surrounding-areas §3 "Ticket coupon").
    expect(parsed.coupons.map((coupon) => coupon.ticket_id)).toEqual([null, 1]);
    expect(parsed.shipping_items).toHaveLength(1);
    expect(parsed.tickets[0]?.content.after_sale_information?.en).toMatch(/entrance/);
    expect(parsed.settings).toMatchObject({
      queueEnabled: true,
      queue: { visitorsInside: 200, admissionsPerMinute: 60, visitIdleMinutes: 20 },
    });
  });

  it("lists no coupons and no shipping items when the file leaves them out", () => {
    const parsed = parseCatalogue(minimalCatalogue());

    expect(parsed.coupons).toEqual([]);
    expect(parsed.shipping_items).toEqual([]);
  });
});

describe("given a file with one bad field", () => {
  // Each row breaks the minimal catalogue in one place; the error names exactly that path.
  const cases: [string, (c: CatalogueJson) => void, string][] = [
    ["an unknown version", (c) => (c.version = 2), "version: "],
    [
      "a misspelt key",
      (c) => (c.tickets[0].quota_id = 1),
      'tickets[0]: Unrecognized key: "quota_id"',
    ],
    [
      "a misspelt setting",
      (c) => (c.settings = { donationEnabled: true }),
      'settings: Unrecognized key: "donationEnabled"',
    ],
    ["a price in euros", (c) => (c.tickets[0].price_cents = 12.5), "tickets[0].price_cents: "],
    [
      "a text without German",
      (c) => (c.tickets[0].title = { en: "Adults" }),
      "tickets[0].title.de: ",
    ],
    [
      "an unknown language",
      (c) => (c.tickets[0].title.it = "Adulti"),
      'tickets[0].title: Unrecognized key: "it"',
    ],
    [
      "an unknown quota",
      (c) => (c.tickets[0].quota_ids = [99]),
      "tickets[0].quota_ids[0]: unknown quota 99",
    ],
    [
      "a quota listed twice",
      (c) => (c.tickets[0].quota_ids = [1, 1]),
      "tickets[0].quota_ids[1]: quota 1 is listed twice",
    ],
    [
      "an unknown museum",
      (c) => (c.tickets[0].museum_ids = [1, 7]),
      "tickets[0].museum_ids[1]: unknown museum 7",
    ],
    [
      "an unknown exhibition",
      (c) => (c.tickets[0].exhibition_ids = [3]),
      "tickets[0].exhibition_ids[0]: unknown exhibition 3",
    ],
    [
      "an exhibition of an unknown museum",
      (c) => (c.exhibitions = [{ id: 1, museum_id: 5, title: { de: "Licht" } }]),
      "exhibitions[0].museum_id: unknown museum 5",
    ],
    [
      "a duplicate ticket id",
      (c) => c.tickets.push({ ...c.tickets[0] }),
      "tickets[1].id: duplicate id 1",
    ],
    [
      "min above max",
      (c) => (c.tickets[0].min_persons = 11),
      "tickets[0].max_persons: must not be below min_persons",
    ],
    [
      "validity ending before it starts",
      (c) => (c.tickets[0].validity = { from: "2030-02-01", to: "2030-01-01" }),
      "tickets[0].validity.to: must not be before validity.from",
    ],
    [
      "an impossible date",
      (c) => (c.tickets[0].validity = { from: "2030-02-30" }),
      "tickets[0].validity.from: ",
    ],
    [
      "a day price keyed by time",
      (c) => (c.tickets[0].dynamic_prices = { "10:00": 900 }),
      'tickets[0].dynamic_prices["10:00"]: a day ticket keys prices by date "YYYY-MM-DD"',
    ],
    [
      "a slot price at no start time",
      (c) => {
        c.quotas.push({ id: 2, kind: "slot", capacity: 5 });
        c.tickets.push({ ...slotTicket, dynamic_prices: { "10:15": 900 } });
      },
      'tickets[1].dynamic_prices["10:15"]: 10:15 is not a start time of this ticket',
    ],
    [
      "a time-slot ticket without slots",
      (c) => {
        c.quotas.push({ id: 2, kind: "slot", capacity: 5 });
        c.tickets.push({ ...slotTicket, entry_duration: 0 });
      },
      "tickets[1].entry_duration: a time-slot ticket needs the minutes between its slots",
    ],
    [
      "a day ticket on a slot quota",
      (c) => {
        c.quotas.push({ id: 2, kind: "slot", capacity: 5 });
        c.tickets[0].quota_ids = [2];
      },
      "tickets[0].quota_ids[0]: quota 2 is a slot quota: only time-slot tickets draw on it",
    ],
    [
      "a flex ticket on a quota",
      (c) => (c.tickets[0].free_timing = true),
      "tickets[0].quota_ids[0]: a ticket without a visit date draws on no quota",
    ],
    [
      "sub tickets without is_mantle",
      (c) =>
        (c.tickets[0].sub_tickets = [
          { id: 1, title: { de: "Kind" }, min_persons: 0, max_persons: 2 },
        ]),
      "tickets[0].is_mantle: only a mantle ticket has sub tickets: set is_mantle",
    ],
    [
      "a sub ticket with min above max",
      (c) => {
        c.tickets[0].is_mantle = true;
        c.tickets[0].sub_tickets = [
          { id: 1, title: { de: "Kind" }, min_persons: 3, max_persons: 2 },
        ];
      },
      "tickets[0].sub_tickets[0].max_persons: must not be below min_persons",
    ],
    [
      "a group with a ticket of another type",
      (c) => (c.ticket_groups[0].types = ["annual"]),
      "ticket_groups[0].ticket_ids[0]: ticket 1 is normal; the group's types are annual",
    ],
    [
      "a group with an unknown ticket",
      (c) => (c.ticket_groups[0].ticket_ids = [1, 8]),
      "ticket_groups[0].ticket_ids[1]: unknown ticket 8",
    ],
    [
      "a payment mode with another id",
      (c) => c.payment_modes.push({ id: 3, key: "paypal", title: { de: "PayPal" } }),
      "payment_modes[1].id: paypal has the id 7",
    ],
    [
      "a default payment mode not offered",
      (c) => (c.settings = { defaultPaymentModeId: 7 }),
      "settings.defaultPaymentModeId: unknown payment mode 7",
    ],
    [
      "no Germany",
      (c) => (c.countries[0].id = 61),
      "countries: country 60 (Germany) is needed: guests get it",
    ],
    [
      "locales without German",
      (c) => (c.locales = ["en"]),
      "locales: de is the default language and must be listed",
    ],
    [
      "an opening interval closing before it opens",
      (c) => (c.museums[0].opening_hours.regular.monday = [{ open: "18:00", close: "10:00" }]),
      "museums[0].opening_hours.regular.monday[0].close: close must be after open",
    ],
    [
      "two exceptions on one day",
      (c) => c.museums[0].opening_hours.exceptions.push({ date: "2030-12-24", intervals: [] }),
      "museums[0].opening_hours.exceptions[1].date: second exception for 2030-12-24",
    ],
    [
      "the reserved quota id",
      (c) => {
        c.quotas[0].id = 9999;
        c.tickets[0].quota_ids = [9999];
      },
      "quotas[0].id: quota id 9999 is reserved",
    ],
    [
      "a first entry that is no time",
      (c) => (c.tickets[0].first_entry = "25:00"),
      'tickets[0].first_entry: minutes after midnight (0 to 1440) or "HH:MM"',
    ],
    [
      "an override key that is no day",
      (c) => (c.quotas[0].capacity_overrides = { tomorrow: 5 }),
      'quotas[0].capacity_overrides.tomorrow: Key must be "YYYY-MM-DD" or "YYYY-MM-DD HH:MM"',
    ],
    [
      "a day quota keyed by slot",
      (c) => (c.quotas[0].sold = { "2030-06-02 10:00": 5 }),
      'quotas[0].sold["2030-06-02 10:00"]: a day quota is keyed by "YYYY-MM-DD"',
    ],
    [
      "more places sold than there are",
      (c) => {
        c.quotas[0].capacity_overrides = { "2030-06-02": 3 };
        c.quotas[0].sold = { "2030-06-02": 4 };
      },
      'quotas[0].sold["2030-06-02"]: 4 places sold exceed the capacity 3',
    ],
    [
      "a ticket's after-sale text without German",
      (c) => (c.tickets[0].content = { after_sale_information: { en: "Cloakroom downstairs" } }),
      "tickets[0].content.after_sale_information.de: ",
    ],
    [
      "a coupon title without German",
      (c) => (c.coupons = [{ ...voucher, title: { en: "Gift voucher" } }]),
      "coupons[0].title.de: ",
    ],
    [
      "a coupon worth nothing",
      (c) => (c.coupons = [{ ...voucher, value_cents: 0 }]),
      "coupons[0].value_cents: a value coupon is worth at least 1 cent",
    ],
    [
      "a coupon price in euros",
      (c) => (c.coupons = [{ ...voucher, price_cents: 25.5 }]),
      "coupons[0].price_cents: ",
    ],
    [
      "a misspelt coupon key",
      (c) => (c.coupons = [{ ...voucher, after_sale_info: { de: "Code im PDF" } }]),
      'coupons[0]: Unrecognized key: "after_sale_info"',
    ],
    [
      "a coupon's after-sale text in an unknown language",
      (c) => (c.coupons = [{ ...voucher, after_sale_information: { de: "PDF", it: "PDF" } }]),
      'coupons[0].after_sale_information: Unrecognized key: "it"',
    ],
    [
      "a duplicate coupon id",
      (c) => (c.coupons = [voucher, { ...voucher, title: { de: "50 €" } }]),
      "coupons[1].id: duplicate id 1",
    ],
    [
      "a shipping item without its VAT rate",
      (c) => (c.shipping_items = [{ id: 1, title: { de: "Versand" }, price_cents: 390 }]),
      "shipping_items[0].vat_pct: ",
    ],
    [
      "a shipping item with a negative price",
      (c) => (c.shipping_items = [{ ...postage, price_cents: -390 }]),
      "shipping_items[0].price_cents: ",
    ],
    [
      "a duplicate shipping item id",
      (c) => (c.shipping_items = [postage, { ...postage, price_cents: 590 }]),
      "shipping_items[1].id: duplicate id 1",
    ],
    [
      "shipping offered without a shipping item",
      (c) => (c.settings = { shipping: "optional" }),
      "shipping_items: settings.shipping is optional: list at least one shipping item",
    ],
    [
      "places sold in a slot quota at no start time",
      (c) => {
        c.quotas.push({ id: 2, kind: "slot", capacity: 5, sold: { "2030-06-02 10:10": 1 } });
        c.tickets.push(slotTicket);
      },
      'quotas[1].sold["2030-06-02 10:10"]: 10:10 is not a start time of any ticket drawing on quota 2',
    ],
  ];

  it.each(cases)("%s: names the path of the bad field", (_name, edit, expected) => {
    const issues = issuesOf(edit);

    expect(issues.some((issue) => issue.startsWith(expected))).toBe(true);
    expect(issues, issues.join("\n")).toHaveLength(1);
  });
});

describe("given a file that is not JSON", () => {
  it("says so instead of naming a field", () => {
    expect(() => parseCatalogueJson("{ version: 1 ")).toThrow(/\(file\): not valid JSON/);
  });
});

describe("formatPath", () => {
  it.each([
    [["tickets", 3, "quota_ids", 0], "tickets[3].quota_ids[0]"],
    [["tickets", 0, "dynamic_prices", "2030-06-01"], 'tickets[0].dynamic_prices["2030-06-01"]'],
    [["settings", "onepager", "defaultTicketId"], "settings.onepager.defaultTicketId"],
    [[], ""],
  ])("writes %j as %s", (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});

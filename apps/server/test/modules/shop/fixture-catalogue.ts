// The catalogue the read-endpoint tests load through the real loader. The clock of the test
// app stands at Saturday 2030-06-01 10:00 in Berlin (TEST_NOW).
import type { CatalogueInput } from "../../../src/modules/catalogue/format";

export const MUSEUM = { kunsthalle: 1, naturkunde: 2 } as const;
export const EXHIBITION = { light: 10, colours: 11, dinosaurs: 12 } as const;
export const QUOTA = { kunsthalleDay: 100, kunsthalleSlots: 101, naturkundeDay: 102 } as const;
export const TICKET = {
  adult: 1,
  reduced: 2,
  slot: 3,
  flex: 4,
  combi: 5,
  annual: 6,
  family: 7,
  bookedOut: 8,
  unbookable: 9,
  june: 10,
  expired: 11,
  vip: 12,
} as const;
export const GROUP = { day: 1, timeSlot: 2, flex: 3, annual: 4 } as const;
export const LIST_ID = 500;

const open = (from: string, to: string) => [{ open: from, close: to }];

export function fixtureCatalogue(): CatalogueInput {
  return {
    version: 1,
    settings: {
      donationsEnabled: true,
      maxItemsPerList: 8,
      startPage: {
        links: [
          { title: { de: "Jahreskarte", en: "Annual pass" }, url: "/tickets/annual" },
          { title: "Kunsthalle", url: "/museum/1" },
        ],
      },
    },
    locales: ["de", "en", "fr"],
    content: { cartBanner: { de: "Bitte Ausweis mitbringen", en: "Please bring an ID" } },
    translations: { en: { "cart.title": "Basket" } },
    payment_modes: [
      {
        id: 2,
        key: "credit_card",
        title: { de: "Kreditkarte", en: "Credit card" },
        icons: ["visa"],
      },
      { id: 7, key: "paypal", title: { de: "PayPal" } },
    ],
    countries: [
      { id: 60, name: { de: "Deutschland", en: "Germany" } },
      { id: 40, name: { de: "Österreich", en: "Austria" } },
    ],
    salutations: [
      { id: 1, salutation: { de: "Frau", en: "Ms" } },
      { id: 2, salutation: { de: "Herr", en: "Mr" } },
    ],
    museums: [
      {
        id: MUSEUM.kunsthalle,
        title: { de: "Kunsthalle am Fluss", en: "River Art Hall" },
        sub_title: { de: "Malerei und Licht" },
        description: { de: "<p>Kunst</p>", en: "<p>Art</p>" },
        picture: { teaser: "https://example.org/k.jpg", title: { de: "Halle", en: "Hall" } },
        opening_hours: {
          regular: {
            tuesday: open("10:00", "18:00"),
            wednesday: open("10:00", "18:00"),
            thursday: open("10:00", "20:00"),
            friday: open("10:00", "18:00"),
            saturday: open("10:00", "18:00"),
            sunday: open("11:00", "17:00"),
          },
          exceptions: [
            {
              date: "2030-06-05",
              intervals: [],
              note: { de: "Betriebsausflug", en: "Staff outing" },
            },
          ],
        },
      },
      {
        id: MUSEUM.naturkunde,
        title: { de: "Naturkundemuseum", en: "Natural History Museum" },
        opening_hours: {
          regular: {
            monday: open("09:00", "17:00"),
            tuesday: open("09:00", "17:00"),
            wednesday: open("09:00", "17:00"),
            thursday: open("09:00", "17:00"),
            friday: open("09:00", "17:00"),
            saturday: open("09:00", "17:00"),
            sunday: open("09:00", "17:00"),
          },
        },
      },
    ],
    exhibitions: [
      {
        id: EXHIBITION.light,
        museum_id: MUSEUM.kunsthalle,
        title: { de: "Licht und Schatten", en: "Light and Shadow" },
        featured: true,
        time_frames: [{ start_at: "2030-03-01", end_at: "2030-09-30" }],
      },
      {
        id: EXHIBITION.colours,
        museum_id: MUSEUM.kunsthalle,
        title: { de: "Farben", en: "Colours" },
        time_frames: [{ start_at: "2030-01-01", end_at: null }],
      },
      {
        id: EXHIBITION.dinosaurs,
        museum_id: MUSEUM.naturkunde,
        title: { de: "Dinosaurier", en: "Dinosaurs" },
      },
    ],
    quotas: [
      {
        id: QUOTA.kunsthalleDay,
        kind: "day",
        capacity: 50,
        capacity_overrides: { "2030-06-03": 5 },
        sold: { "2030-06-02": 10 },
      },
      { id: QUOTA.kunsthalleSlots, kind: "slot", capacity: 8, sold: { "2030-06-02 10:00": 8 } },
      { id: QUOTA.naturkundeDay, kind: "day", capacity: 100 },
    ],
    tickets: [
      {
        id: TICKET.adult,
        title: { de: "Erwachsene", en: "Adults" },
        ticket_type: "normal",
        price_cents: 1200,
        vat_pct: 0,
        quota_ids: [QUOTA.kunsthalleDay],
        museum_ids: [MUSEUM.kunsthalle],
        exhibition_ids: [EXHIBITION.light],
        dynamic_prices: { "2030-06-08": 1400 },
      },
      {
        id: TICKET.reduced,
        title: { de: "Ermäßigt", en: "Reduced" },
        ticket_type: "normal",
        price_cents: 800,
        vat_pct: 0,
        content: { reduction_reason: { de: "Studierende", en: "Students" } },
        quota_ids: [QUOTA.kunsthalleDay],
        museum_ids: [MUSEUM.kunsthalle],
      },
      {
        id: TICKET.slot,
        title: { de: "Zeitfenster", en: "Time slot" },
        ticket_type: "time_slot",
        price_cents: 1400,
        vat_pct: 7,
        discount: 10,
        entry_duration: 30,
        first_entry: "10:00",
        last_entry: "11:00",
        quota_ids: [QUOTA.kunsthalleDay, QUOTA.kunsthalleSlots],
        museum_ids: [MUSEUM.kunsthalle],
        exhibition_ids: [EXHIBITION.colours],
        dynamic_prices: { "11:00": 900 },
      },
      {
        id: TICKET.flex,
        title: { de: "Flexticket" },
        ticket_type: "normal",
        price_cents: 1500,
        vat_pct: 0,
        free_timing: true,
        content: { flex_description: { de: "Ein Jahr gültig", en: "Valid for a year" } },
        museum_ids: [MUSEUM.kunsthalle, MUSEUM.naturkunde],
      },
      {
        id: TICKET.combi,
        title: { de: "Kombiticket", en: "Combined ticket" },
        ticket_type: "normal",
        price_cents: 2000,
        vat_pct: 0,
        quota_ids: [QUOTA.kunsthalleDay, QUOTA.naturkundeDay],
        museum_ids: [MUSEUM.kunsthalle, MUSEUM.naturkunde],
      },
      {
        id: TICKET.annual,
        title: { de: "Jahreskarte", en: "Annual pass" },
        ticket_type: "annual",
        price_cents: 6000,
        vat_pct: 0,
        photo_mandatory: "mandatory",
        attendees: true,
      },
      {
        id: TICKET.family,
        title: { de: "Familie", en: "Family" },
        ticket_type: "normal",
        price_cents: 3000,
        vat_pct: 0,
        is_mantle: true,
        sub_tickets: [
          { id: 71, title: { de: "Erwachsene", en: "Adults" }, min_persons: 1, max_persons: 2 },
          { id: 72, title: { de: "Kinder", en: "Children" }, min_persons: 1, max_persons: 4 },
        ],
        quota_ids: [QUOTA.naturkundeDay],
        museum_ids: [MUSEUM.naturkunde],
      },
      {
        id: TICKET.bookedOut,
        title: { de: "Ausgebucht" },
        ticket_type: "normal",
        price_cents: 500,
        vat_pct: 0,
        booked_out: true,
        quota_ids: [QUOTA.naturkundeDay],
        museum_ids: [MUSEUM.naturkunde],
      },
      {
        id: TICKET.unbookable,
        title: { de: "Nicht buchbar" },
        ticket_type: "normal",
        price_cents: 500,
        vat_pct: 0,
        bookable: false,
        museum_ids: [MUSEUM.naturkunde],
      },
      {
        id: TICKET.june,
        title: { de: "Junitage" },
        ticket_type: "normal",
        price_cents: 700,
        vat_pct: 0,
        validity: { from: "2030-06-10", to: "2030-06-20" },
        quota_ids: [QUOTA.naturkundeDay],
        museum_ids: [MUSEUM.naturkunde],
      },
      {
        id: TICKET.expired,
        title: { de: "Abgelaufen" },
        ticket_type: "normal",
        price_cents: 700,
        vat_pct: 0,
        validity: { to: "2030-05-31" },
        museum_ids: [MUSEUM.naturkunde],
      },
      {
        id: TICKET.vip,
        title: { de: "VIP" },
        ticket_type: "normal",
        price_cents: 0,
        vat_pct: 0,
        price_target_audience_id: 3,
        museum_ids: [MUSEUM.naturkunde],
      },
    ],
    ticket_groups: [
      {
        id: GROUP.day,
        name: "day",
        order: 1,
        types: ["normal"],
        ticket_ids: [TICKET.adult, TICKET.reduced, TICKET.combi, TICKET.family, TICKET.bookedOut],
        withContentAttributes: true,
        iconClass: "icon-calendar",
      },
      {
        id: GROUP.timeSlot,
        name: "timeSlot",
        order: 2,
        types: ["time_slot"],
        ticket_ids: [TICKET.slot],
        list_ids: [LIST_ID],
      },
      { id: GROUP.flex, name: "flex", order: 3, types: ["normal"], ticket_ids: [TICKET.flex] },
      {
        id: GROUP.annual,
        name: "annual",
        order: 4,
        types: ["annual"],
        ticket_ids: [TICKET.annual],
      },
    ],
  };
}

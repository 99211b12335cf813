// The tables of events a catalogue load writes with upsertRows (events-sync.ts): columns with
// their SQL types. Seats and a date's seats are written by events-sync.ts itself.
import type { LinkSpec, TableSpec } from "./tables";

export const EVENT_TABLES = {
  categories: {
    table: "event_categories",
    columns: [
      ["id", "integer"],
      ["name", "jsonb"],
      ["filtername", "text"],
      ["sort_order", "integer"],
    ],
  },
  languages: {
    table: "event_languages",
    columns: [
      ["id", "integer"],
      ["name", "jsonb"],
      ["sort_order", "integer"],
    ],
  },
  plans: {
    table: "seating_plans",
    columns: [
      ["id", "integer"],
      ["name", "text"],
    ],
  },
  seatingCategories: {
    table: "seating_categories",
    columns: [
      ["id", "integer"],
      ["seating_plan_id", "integer"],
      ["title", "jsonb"],
      ["description", "jsonb"],
      ["color_code", "text"],
      ["sort_order", "integer"],
    ],
  },
  events: {
    table: "events",
    columns: [
      ["id", "integer"],
      ["museum_id", "integer"],
      ["category_id", "integer"],
      ["title", "jsonb"],
      ["sub_title", "jsonb"],
      ["description", "jsonb"],
      ["slider_description", "jsonb"],
      ["picture", "jsonb"],
      ["bookable", "boolean"],
      ["featured", "boolean"],
      ["ticket_sales_in_shop", "boolean"],
      ["sort_order", "integer"],
    ],
  },
  dates: {
    table: "event_dates",
    columns: [
      ["id", "integer"],
      ["event_id", "integer"],
      ["day", "date"],
      ["start_time", "time"],
      ["starts_at", "timestamptz"],
      ["language_id", "integer"],
      ["title", "jsonb"],
      ["sub_title", "jsonb"],
      ["description", "jsonb"],
      ["seats_max", "integer"],
      ["seats_min", "integer"],
      ["max_per_registration", "integer"],
      ["seating_plan_id", "integer"],
      ["prices", "jsonb"],
      ["vat_pct", "numeric"],
      ["tax_included", "boolean"],
      ["bookable", "boolean"],
      ["requires_sign_in", "boolean"],
      ["sort_order", "integer"],
    ],
  },
} as const satisfies Record<string, TableSpec>;

export const EVENT_LINKS = {
  eventExhibitions: { table: "event_exhibitions", owner: "event_id", other: "exhibition_id" },
} as const satisfies Record<string, LinkSpec>;

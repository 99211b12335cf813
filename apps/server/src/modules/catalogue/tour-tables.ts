// The tables of tours a catalogue load writes with upsertRows (tours-sync.ts): columns with
// their SQL types. Start times are written by tours-sync.ts itself (their key is tour, day, time).
import type { LinkSpec, TableSpec } from "./tables";

const option = (table: string): TableSpec => ({
  table,
  columns: [
    ["id", "integer"],
    ["name", "jsonb"],
    ["sort_order", "integer"],
  ],
});

export const TOUR_TABLES = {
  categories: {
    table: "tour_categories",
    columns: [
      ["id", "integer"],
      ["name", "jsonb"],
      ["filtername", "text"],
      ["sort_order", "integer"],
    ],
  },
  languages: option("tour_languages"),
  ageGroups: option("tour_age_groups"),
  grades: option("tour_grades"),
  tours: {
    table: "tours",
    columns: [
      ["id", "integer"],
      ["museum_id", "integer"],
      ["category_id", "integer"],
      ["title", "jsonb"],
      ["sub_title", "jsonb"],
      ["description", "jsonb"],
      ["picture", "jsonb"],
      ["bookable", "boolean"],
      ["featured", "boolean"],
      ["language_ids", "integer[]"],
      ["age_group_ids", "integer[]"],
      ["grade_ids", "integer[]"],
      ["prices", "jsonb"],
      ["surcharges", "jsonb"],
      ["equipment", "jsonb"],
      ["vat_pct", "numeric"],
      ["tax_included", "boolean"],
      ["sort_order", "integer"],
    ],
  },
} as const satisfies Record<string, TableSpec>;

export const TOUR_LINKS = {
  tourExhibitions: { table: "tour_exhibitions", owner: "tour_id", other: "exhibition_id" },
} as const satisfies Record<string, LinkSpec>;

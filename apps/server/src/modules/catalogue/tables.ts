// The tables a catalogue load writes: columns with their SQL types, and the link tables.

export interface TableSpec {
  table: string;
  /** Column name and SQL type; the first column is the primary key "id". */
  columns: readonly (readonly [string, string])[];
}

export const TABLES = {
  paymentModes: {
    table: "payment_modes",
    columns: [
      ["id", "integer"],
      ["key", "text"],
      ["title", "jsonb"],
      ["icons", "text[]"],
      ["sort_order", "integer"],
    ],
  },
  countries: {
    table: "countries",
    columns: [
      ["id", "integer"],
      ["name", "jsonb"],
      ["sort_order", "integer"],
    ],
  },
  salutations: {
    table: "salutations",
    columns: [
      ["id", "integer"],
      ["salutation", "jsonb"],
      ["sort_order", "integer"],
    ],
  },
  museums: {
    table: "museums",
    columns: [
      ["id", "integer"],
      ["title", "jsonb"],
      ["sub_title", "jsonb"],
      ["description", "jsonb"],
      ["content", "jsonb"],
      ["picture", "jsonb"],
      ["opening_hours", "jsonb"],
      ["sort_order", "integer"],
    ],
  },
  exhibitions: {
    table: "exhibitions",
    columns: [
      ["id", "integer"],
      ["museum_id", "integer"],
      ["title", "jsonb"],
      ["sub_title", "jsonb"],
      ["description", "jsonb"],
      ["content", "jsonb"],
      ["picture", "jsonb"],
      ["featured", "boolean"],
      ["time_frames", "jsonb"],
      ["starts_on", "date"],
      ["ends_on", "date"],
      ["sort_order", "integer"],
    ],
  },
  pages: {
    table: "pages",
    columns: [
      ["id", "text"],
      ["title", "jsonb"],
      ["body", "jsonb"],
      ["sort_order", "integer"],
    ],
  },
  quotas: {
    table: "quotas",
    columns: [
      ["id", "integer"],
      ["name", "text"],
      ["kind", "text"],
      ["capacity", "integer"],
      ["capacity_overrides", "jsonb"],
      ["presold", "jsonb"],
    ],
  },
  tickets: {
    table: "tickets",
    columns: [
      ["id", "integer"],
      ["title", "jsonb"],
      ["description", "jsonb"],
      ["ticket_type", "text"],
      ["price_cents", "integer"],
      ["vat_pct", "numeric"],
      ["tax_included", "boolean"],
      ["discount", "integer"],
      ["quantity", "integer"],
      ["entry_duration", "integer"],
      ["first_entry", "integer"],
      ["last_entry", "integer"],
      ["free_timing", "boolean"],
      ["bookable", "boolean"],
      ["booked_out", "boolean"],
      ["min_persons", "integer"],
      ["max_persons", "integer"],
      ["dynamic_prices", "jsonb"],
      ["is_mantle", "boolean"],
      ["sub_tickets", "jsonb"],
      ["attendees", "boolean"],
      ["shipped_with_merchandise_id", "integer"],
      ["photo_mandatory", "text"],
      ["content", "jsonb"],
      ["valid_from", "date"],
      ["valid_to", "date"],
      ["price_target_audience_id", "integer"],
      ["sort_order", "integer"],
    ],
  },
  ticketGroups: {
    table: "ticket_groups",
    columns: [
      ["id", "integer"],
      ["name", "text"],
      ["title", "jsonb"],
      ["sort_order", "integer"],
      ["types", "text[]"],
      ["list_ids", "integer[]"],
      ["with_content_attributes", "boolean"],
      ["icon_class", "text"],
    ],
  },
  coupons: {
    table: "coupons",
    columns: [
      ["id", "integer"],
      ["title", "jsonb"],
      ["description", "jsonb"],
      ["price_cents", "integer"],
      ["value_cents", "integer"],
      ["vat_pct", "numeric"],
      ["tax_included", "boolean"],
      ["shipped_with_merchandise_id", "integer"],
      ["after_sale_information", "jsonb"],
      ["ticket_id", "integer"],
      ["stock", "integer"],
      ["sort_order", "integer"],
    ],
  },
  newsletterGroups: {
    table: "newsletter_groups",
    columns: [
      ["id", "integer"],
      ["name", "jsonb"],
      ["checkbox_text", "jsonb"],
      ["sort_order", "integer"],
    ],
  },
  shippingItems: {
    table: "shipping_items",
    columns: [
      ["id", "integer"],
      ["title", "jsonb"],
      ["description", "jsonb"],
      ["price_cents", "integer"],
      ["vat_pct", "numeric"],
      ["tax_included", "boolean"],
      ["sort_order", "integer"],
    ],
  },
  merchandise: {
    table: "merchandise",
    columns: [
      ["id", "integer"],
      ["title", "jsonb"],
      ["sub_title", "jsonb"],
      ["description", "jsonb"],
      ["picture", "jsonb"],
      ["price_cents", "integer"],
      ["vat_pct", "numeric"],
      ["tax_included", "boolean"],
      ["discount", "integer"],
      ["shipped_with_merchandise_id", "integer"],
      ["featured", "boolean"],
      ["sort_order", "integer"],
    ],
  },
} as const satisfies Record<string, TableSpec>;

export interface LinkSpec {
  table: string;
  owner: string;
  other: string;
}

export const LINKS = {
  ticketQuotas: { table: "ticket_quotas", owner: "ticket_id", other: "quota_id" },
  ticketMuseums: { table: "ticket_museums", owner: "ticket_id", other: "museum_id" },
  ticketExhibitions: { table: "ticket_exhibitions", owner: "ticket_id", other: "exhibition_id" },
  groupTickets: { table: "ticket_group_tickets", owner: "group_id", other: "ticket_id" },
} as const satisfies Record<string, LinkSpec>;

-- What the catalogue file (src/modules/catalogue/format.ts) holds beyond 0001: shop settings,
-- payment modes, countries, salutations, museum opening hours, exhibition time frames,
-- capacity overrides and places sold before the shop (demo data, box-office contingents).
-- Texts shown to visitors are jsonb maps of locale to text, as in 0001.

ALTER TABLE museums ADD COLUMN sub_title jsonb NOT NULL DEFAULT '{}';
ALTER TABLE museums ADD COLUMN picture jsonb;
-- { "regular": { "monday": [{ "open": "10:00", "close": "18:00" }], … },
--   "exceptions": [{ "date": "YYYY-MM-DD", "intervals": [], "note": { "de": "…" } }] }
ALTER TABLE museums ADD COLUMN opening_hours jsonb NOT NULL
  DEFAULT '{"regular": {}, "exceptions": []}';

ALTER TABLE exhibitions ADD COLUMN sub_title jsonb NOT NULL DEFAULT '{}';
ALTER TABLE exhibitions ADD COLUMN picture jsonb;
ALTER TABLE exhibitions ADD COLUMN featured boolean NOT NULL DEFAULT false;
-- [{ "start_at": "YYYY-MM-DD", "end_at": "YYYY-MM-DD" | null }]; starts_on and ends_on hold
-- their envelope (ends_on null when a frame is open-ended), for date filters in SQL.
ALTER TABLE exhibitions ADD COLUMN time_frames jsonb NOT NULL DEFAULT '[]';

-- spec selling-core §3 Ticket.quantity: the quantity pre-selected in the ticket list.
ALTER TABLE tickets ADD COLUMN quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0);

-- The file's capacity overrides and pre-sold places as written ("YYYY-MM-DD" or
-- "YYYY-MM-DD HH:MM" → places). The loader copies them into quota_counters.
ALTER TABLE quotas ADD COLUMN capacity_overrides jsonb NOT NULL DEFAULT '{}';
ALTER TABLE quotas ADD COLUMN presold jsonb NOT NULL DEFAULT '{}';

-- The part of `sold` that the catalogue file put there (quotas[].sold), so a reload can
-- replace it without touching places sold through the shop.
ALTER TABLE quota_counters ADD COLUMN presold integer NOT NULL DEFAULT 0
  CONSTRAINT quota_counters_presold_not_negative CHECK (presold >= 0);

-- GET /shop: one row.
CREATE TABLE shop_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- @shop/core ShopSettings, every default filled in.
  settings jsonb NOT NULL,
  locales text[] NOT NULL,
  -- Venue texts by key, each a map of locale to text.
  content jsonb NOT NULL DEFAULT '{}',
  -- Message overrides: locale → message key → text.
  translations jsonb NOT NULL DEFAULT '{}'
);

-- spec selling-core §9: ids are fixed per key (@shop/core PAYMENT_MODES).
CREATE TABLE payment_modes (
  id integer PRIMARY KEY CHECK (id > 0),
  key text NOT NULL UNIQUE,
  title jsonb NOT NULL,
  icons text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE countries (
  id integer PRIMARY KEY CHECK (id > 0),
  name jsonb NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE salutations (
  id integer PRIMARY KEY CHECK (id > 0),
  salutation jsonb NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- The catalogue last applied: written only when its checksum changes, so loading the same
-- file again changes nothing. source is "demo" for the generated demo catalogue, whose
-- demo_date says for which day its relative dates were computed.
CREATE TABLE catalogue_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  source text NOT NULL,
  checksum text NOT NULL,
  demo_date date,
  loaded_at timestamptz NOT NULL
);

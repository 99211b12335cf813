// SQL of GET /shop and GET /locales: the one shop_settings row and the payment modes.
import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";
import type { QueueRuleRow } from "../../i18n/shop-settings";

export interface ShopRow {
  /** Null while no catalogue was loaded: every setting takes its default. */
  settings: unknown;
  locales: string[] | null;
  content: Record<string, LocalizedText> | null;
  translations: Record<string, Record<string, string>> | null;
  payment_modes: { id: number; key: string; title: LocalizedText; icons: string[] }[];
  /** The staff's run-time change of the waiting room's rule (0534); null: none. */
  queue_rule: QueueRuleRow | null;
}

export async function readShop(db: Queryable): Promise<ShopRow> {
  const result = await db.query<ShopRow>(
    `SELECT s.settings, s.locales, s.content, s.translations,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', p.id, 'key', p.key,
                                'title', p.title, 'icons', to_jsonb(p.icons))
                              ORDER BY p.sort_order, p.id)
                      FROM payment_modes p), '[]') AS payment_modes,
            (SELECT to_jsonb(q) FROM queue_rule q) AS queue_rule
     FROM (SELECT 1) AS one LEFT JOIN shop_settings s ON true`,
  );
  const row = result.rows[0];
  if (!row) throw new Error("the shop row query answered no row");
  return row;
}

export async function readLocales(db: Queryable): Promise<string[] | null> {
  const result = await db.query<{ locales: string[] }>("SELECT locales FROM shop_settings");
  return result.rows[0]?.locales ?? null;
}

// SQL of the shop settings: the one row of shop_settings, as the catalogue stored it, and the
// one row of queue_rule, the staff's run-time change of the waiting room's rule (0534).
import type { Queryable } from "../../db/database";
import type { QueueRuleRow } from "../../i18n/shop-settings";

/** The stored settings object; undefined before a catalogue is loaded. */
export async function findStoredSettings(db: Queryable): Promise<unknown> {
  const result = await db.query<{ settings: unknown }>("SELECT settings FROM shop_settings");
  return result.rows[0]?.settings;
}

/** The staff's change of the waiting room's rule; undefined when none holds. */
export async function findQueueRule(db: Queryable): Promise<QueueRuleRow | undefined> {
  const result = await db.query<QueueRuleRow>(
    "SELECT enabled, visitors_inside, admissions_per_minute, visit_idle_minutes FROM queue_rule",
  );
  return result.rows[0];
}

/** Merges `change` (null: as it was) into the staff's change of the rule. */
export async function saveQueueRule(
  db: Queryable,
  change: Partial<QueueRuleRow>,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO queue_rule AS q
       (id, enabled, visitors_inside, admissions_per_minute, visit_idle_minutes, updated_at)
     VALUES (true, $1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET
       enabled = coalesce(excluded.enabled, q.enabled),
       visitors_inside = coalesce(excluded.visitors_inside, q.visitors_inside),
       admissions_per_minute = coalesce(excluded.admissions_per_minute, q.admissions_per_minute),
       visit_idle_minutes = coalesce(excluded.visit_idle_minutes, q.visit_idle_minutes),
       updated_at = excluded.updated_at`,
    [
      change.enabled ?? null,
      change.visitors_inside ?? null,
      change.admissions_per_minute ?? null,
      change.visit_idle_minutes ?? null,
      now,
    ],
  );
}

export async function deleteQueueRule(db: Queryable): Promise<void> {
  await db.query("DELETE FROM queue_rule");
}

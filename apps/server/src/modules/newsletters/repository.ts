// SQL of newsletter groups and subscriptions (migration 0508): the groups in the catalogue's
// order, and the live subscriptions of a customer; a change writes the consent of each group
// newly chosen and withdraws the others.

import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";

export interface GroupRow {
  id: number;
  name: LocalizedText;
  checkbox_text: LocalizedText;
}

export async function findGroups(db: Queryable): Promise<GroupRow[]> {
  const result = await db.query<GroupRow>(
    "SELECT id, name, checkbox_text FROM newsletter_groups ORDER BY sort_order, id",
  );
  return result.rows;
}

/** The groups a customer subscribes to now. */
export async function subscribedGroupIds(db: Queryable, customerId: number): Promise<number[]> {
  const result = await db.query<{ group_id: number }>(
    `SELECT group_id FROM newsletter_subscriptions
      WHERE customer_id = $1 AND withdrawn_at IS NULL ORDER BY group_id`,
    [customerId],
  );
  return result.rows.map((row) => row.group_id);
}

export async function withdraw(
  tx: Queryable,
  customerId: number,
  keep: readonly number[],
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE newsletter_subscriptions SET withdrawn_at = $3
      WHERE customer_id = $1 AND withdrawn_at IS NULL AND NOT (group_id = ANY ($2::int[]))`,
    [customerId, keep, now],
  );
}

/** Records the consent to a group; nothing when the customer subscribes already. */
export async function subscribe(
  tx: Queryable,
  consent: { customerId: number; groupId: number; text: string; locale: string; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO newsletter_subscriptions
       (customer_id, group_id, consented_at, consent_text, consent_locale)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id, group_id) WHERE withdrawn_at IS NULL DO NOTHING`,
    [consent.customerId, consent.groupId, consent.now, consent.text, consent.locale],
  );
}

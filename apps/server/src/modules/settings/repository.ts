// SQL of the shop settings: the one row of shop_settings, as the catalogue stored it.
import type { Queryable } from "../../db/database";

/** The stored settings object; undefined before a catalogue is loaded. */
export async function findStoredSettings(db: Queryable): Promise<unknown> {
  const result = await db.query<{ settings: unknown }>("SELECT settings FROM shop_settings");
  return result.rows[0]?.settings;
}

// spec selling-core §4 "Cart lifecycle": the cart is emptied at load when its newest item is
// older than the auto-delete minutes setting (spec §9: 10 by default).

/** The one field of a stored cart item this rule reads: when it was last changed (ISO). */
type Dated = { updated_at?: string | null | undefined };

const MINUTE_MS = 60_000;

/** The instant the newest item was last changed; null when no item carries a valid date. */
export function newestUpdate(items: readonly Dated[]): Date | null {
  let newest: number | null = null;
  for (const item of items) {
    const time = item.updated_at ? Date.parse(item.updated_at) : Number.NaN;
    if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
  }
  return newest === null ? null : new Date(newest);
}

/**
 * Whether a stored cart is too old to keep. A cart whose items carry no date at all counts as
 * old: its age is unknown, and its holds have most likely lapsed.
 */
export function isCartStale(
  items: readonly Dated[],
  autoDeleteMinutes: number,
  now: Date,
): boolean {
  if (items.length === 0) return false;
  const newest = newestUpdate(items);
  if (newest === null) return true;
  return now.getTime() - newest.getTime() > autoDeleteMinutes * MINUTE_MS;
}

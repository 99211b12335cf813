// spec surrounding-areas §2 "Events", "Tours": both lists are grouped by category, the
// category's name as the group's heading, the ones without a category last.

/** A group of a list: its category's id (or "none") as key, its name, its items in order. */
export interface CategoryGroup<T> {
  key: string;
  name: string | null;
  items: T[];
}

/** The items by category, in the order the categories first appear; no category last. */
export function groupByCategory<T extends { category: { id: number; name: string } | null }>(
  items: readonly T[],
): CategoryGroup<T>[] {
  const groups = new Map<string, CategoryGroup<T>>();
  for (const item of items) {
    const key = item.category ? String(item.category.id) : "none";
    const group = groups.get(key) ?? { key, name: item.category?.name ?? null, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const all = [...groups.values()];
  return [...all.filter((group) => group.name !== null), ...all.filter((g) => g.name === null)];
}

/** Whether the list shows as groups: more than one, or one that has a category. */
export function isGrouped(groups: readonly CategoryGroup<unknown>[]): boolean {
  return groups.length > 1 || (groups.length === 1 && groups[0]?.name !== null);
}

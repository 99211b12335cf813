// spec surrounding-areas §2 "Header, navigation, footer": each item is shown by a setting;
// museums become a dropdown only when there is more than one; a dropdown lists at most its
// page size (menus fetch page size + 1 to know whether more exist) and then a "view all"
// link; a page size of 0 makes the item a plain link. "Event and tour groups by category can
// replace the single menu item": with eventsByCategory (toursByCategory) the events (tours) item
// lists the categories, each leading to the list filtered by it, instead of single events.
import type { NavigationSettings } from "@shop/core/contract";
import type { MessageKey } from "../../i18n/catalogue";

export const NAV_KEYS = [
  "museums",
  "exhibitions",
  "tickets",
  "events",
  "tours",
  "annualTickets",
  "merchandise",
  "vipTickets",
  "onepager",
  "coupons",
] as const;

export type NavKey = (typeof NAV_KEYS)[number];

/** Each item's page: `/<key>`, but for the few whose page lives elsewhere. */
export const NAV_PATHS = Object.fromEntries(
  NAV_KEYS.map((key) => [
    key,
    {
      annualTickets: "/tickets/annual",
      merchandise: "/merchandise/list",
      vipTickets: "/exclusive/code",
    }[key as string] ?? `/${key}`,
  ]),
) as Record<NavKey, string>;

/** Each item's label is the message `nav.<key>` (written out once in the message tables). */
export const NAV_LABELS = Object.fromEntries(NAV_KEYS.map((key) => [key, `nav.${key}`])) as Record<
  NavKey,
  MessageKey
>;

export interface NavEntry {
  id: number;
  title: string;
  to: string;
}

export interface NavItem {
  key: NavKey;
  label: MessageKey;
  to: string;
  /** Present for a dropdown: its entries, and whether a "view all" link follows. */
  dropdown?: { entries: NavEntry[]; more: boolean };
}

/** Entries a dropdown can list, by item (loaded as initial data). */
export type NavSources = Partial<Record<NavKey, NavEntry[]>> & {
  /** The event categories, for eventsByCategory. */
  eventCategories?: NavEntry[];
  /** The tour categories, for toursByCategory. */
  tourCategories?: NavEntry[];
};

/** The items that can list their categories instead: the setting that says so, their source. */
const BY_CATEGORY = {
  events: { setting: "eventsByCategory", source: "eventCategories" },
  tours: { setting: "toursByCategory", source: "tourCategories" },
} as const;

/** The entry of a category: the event (or tour) list filtered by it. */
export function categoryEntry(
  category: { id: number; name: string },
  list: keyof typeof BY_CATEGORY = "events",
): NavEntry {
  return { id: category.id, title: category.name, to: `/${list}?category_id=${category.id}` };
}

/** The shop's feature switches an item depends on: its page works only while they are on. */
export interface NavFeatures {
  /** settings.vip.enabled: the VIP code page. */
  vip: boolean;
}

export function navigationItems(
  settings: NavigationSettings,
  sources: NavSources,
  features: NavFeatures,
): NavItem[] {
  const items: NavItem[] = [];
  for (const key of NAV_KEYS) {
    const setting = settings[key];
    if (!setting.enabled) continue;
    // issue 27 item 11: with vip.enabled false the menu still led to the VIP code page
    if (key === "vipTickets" && !features.vip) continue;
    const item: NavItem = { key, label: NAV_LABELS[key], to: NAV_PATHS[key] };
    const byCategory = key === "events" || key === "tours" ? BY_CATEGORY[key] : undefined;
    if (byCategory && settings[byCategory.setting]) {
      const categories = sources[byCategory.source] ?? [];
      // every category (none cut off), and "view all" to the whole list
      if (categories.length > 0) item.dropdown = { entries: categories, more: true };
      items.push(item);
      continue;
    }
    const entries = sources[key];
    const wantsDropdown =
      setting.pageSize > 0 && entries !== undefined && (key !== "museums" || entries.length > 1);
    if (wantsDropdown && entries.length > 0) {
      item.dropdown = {
        entries: entries.slice(0, setting.pageSize),
        more: entries.length > setting.pageSize,
      };
    }
    items.push(item);
  }
  return items;
}

import { useLocale } from "../../i18n/locale-context";
import { useExhibitions, useMuseums } from "../catalogue/use-catalogue";
import { useNavEvents } from "../events/use-nav-events";
import { useNavMerchandise } from "../merchandise/use-nav-merchandise";
import { useShopSettings } from "../shop/shop-context";
import { useNavTours } from "../tours/use-nav-tours";
import { categoryEntry, type NavItem, navigationItems } from "./nav-items";

/** The main navigation as the settings and the initial data make it. */
export function useNavItems(): NavItem[] {
  const settings = useShopSettings();
  const { locale } = useLocale();
  const museums = useMuseums(locale).data?.data;
  const exhibitions = useExhibitions(locale).data?.data;
  const {
    events: eventSetting,
    eventsByCategory,
    tours: tourSetting,
    toursByCategory,
    merchandise: merchandiseSetting,
  } = settings.navigation;
  // Asked for only when the menu shows them (spec §2: a menu asks for page size + 1).
  const { events, categories } = useNavEvents(locale, {
    events: eventSetting.enabled && !eventsByCategory && eventSetting.pageSize > 0,
    perPage: eventSetting.pageSize + 1,
    categories: eventSetting.enabled && eventsByCategory,
  });
  const tourLists = useNavTours(locale, {
    tours: tourSetting.enabled && !toursByCategory && tourSetting.pageSize > 0,
    perPage: tourSetting.pageSize + 1,
    categories: tourSetting.enabled && toursByCategory,
  });
  const articles = useNavMerchandise(
    locale,
    merchandiseSetting.enabled && merchandiseSetting.pageSize > 0
      ? merchandiseSetting.pageSize + 1
      : null,
  ).data?.data;
  return navigationItems(
    settings.navigation,
    {
      ...(museums && {
        museums: museums.map((m) => ({ id: m.id, title: m.title, to: `/museum/${m.id}` })),
      }),
      ...(exhibitions && {
        exhibitions: exhibitions.map((e) => ({
          id: e.id,
          title: e.title,
          to: `/exhibition/${e.id}`,
        })),
      }),
      ...(events && {
        events: events.map((e) => ({ id: e.id, title: e.title, to: `/event/${e.id}` })),
      }),
      ...(categories && { eventCategories: categories.map((c) => categoryEntry(c)) }),
      ...(tourLists.tours && {
        tours: tourLists.tours.map((t) => ({ id: t.id, title: t.title, to: `/tour/${t.id}` })),
      }),
      ...(articles && {
        merchandise: articles.map((a) => ({
          id: a.id,
          title: a.title,
          to: `/merchandise/detail/${a.id}`,
        })),
      }),
      ...(tourLists.categories && {
        tourCategories: tourLists.categories.map((c) => categoryEntry(c, "tours")),
      }),
    },
    { vip: settings.vip.enabled },
  );
}

import { useLocale } from "../../i18n/locale-context";
import { useExhibitions, useMuseums } from "../catalogue/use-catalogue";
import { useShopSettings } from "../shop/shop-context";
import { type NavItem, navigationItems } from "./nav-items";

/** The main navigation as the settings and the initial data make it. */
export function useNavItems(): NavItem[] {
  const settings = useShopSettings();
  const { locale } = useLocale();
  const museums = useMuseums(locale).data?.data;
  const exhibitions = useExhibitions(locale).data?.data;
  return navigationItems(settings.navigation, {
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
  });
}

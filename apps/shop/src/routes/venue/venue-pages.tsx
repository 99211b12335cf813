// spec surrounding-areas §2 "Museums and exhibitions", "Static pages", "Maintenance and error
// pages": the venue's pages, one lazy chunk with their own texts (messages/venue), so the
// entry of the shop names one chunk for all of them (the issue "speed", bench/first-route:
// /tickets and /start load at most 120 kB). The router names the page by its path.
import { VENUE_TABLES } from "../../features/venue/venue-texts";
import { AreaTexts } from "../../i18n/area-texts";
import { CouponsPage } from "./coupons-page";
import { ExhibitionPage } from "./exhibition-page";
import { ExhibitionsPage } from "./exhibitions-page";
import { ExhibitionErrorPage, ProductErrorPage, TokenNotFoundPage } from "./item-error-pages";
import { MuseumPage } from "./museum-page";
import { MuseumsPage } from "./museums-page";
import { SearchPage } from "./search-page";
import { StaticPage } from "./static-page";

const PAGES = {
  museums: MuseumsPage,
  museum: MuseumPage,
  exhibitions: ExhibitionsPage,
  exhibition: ExhibitionPage,
  page: StaticPage,
  coupons: CouponsPage,
  search: SearchPage,
  "exhibition-error": ExhibitionErrorPage,
  "product-error": ProductErrorPage,
  "token-not-found": TokenNotFoundPage,
} as const;

export type VenuePageName = keyof typeof PAGES;

export function VenueArea({ page }: { page: VenuePageName }) {
  const Page = PAGES[page];
  return (
    <AreaTexts name="venue" tables={VENUE_TABLES}>
      <Page />
    </AreaTexts>
  );
}

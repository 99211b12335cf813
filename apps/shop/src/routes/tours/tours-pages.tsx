// spec surrounding-areas §2 "Tours": the tour list and a tour's page with its calendar, start
// times and booking form: one lazy chunk with its own texts (messages/tours), so no other page
// carries the tour calls or the booking rules (bench/first-route). The router names the page by
// its path.
import { TOUR_TABLES } from "../../features/tours/tour-texts";
import { AreaTexts } from "../../i18n/area-texts";
import { TourPage } from "./tour-page";
import { ToursPage } from "./tours-page";

const PAGES = { list: ToursPage, tour: TourPage } as const;

export type TourPageName = keyof typeof PAGES;

export function ToursArea({ page }: { page: TourPageName }) {
  const Page = PAGES[page];
  return (
    <AreaTexts name="tours" tables={TOUR_TABLES}>
      <Page />
    </AreaTexts>
  );
}

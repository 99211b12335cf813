// spec surrounding-areas §2 "Start page": the start page shows tours — the next 4 with start
// times to come (§9's preview count), as the museum page shows them, and a link to the tour
// list when there are more. A chunk of its own, loaded by the start page only when the venue
// shows tours (its menu item is on); no tours, no section.

import { useNextTours } from "../../features/tours/use-nav-tours";
import { TOUR_PREVIEWS } from "../../features/tours/use-tours";
import { useLocale } from "../../i18n/locale-context";
import { VenueTours } from "../venue/venue-tours";

export function StartTours() {
  const { locale } = useLocale();
  const tours = useNextTours(locale, TOUR_PREVIEWS);
  return (
    <VenueTours
      id="start-tours"
      tours={tours.data?.data ?? []}
      more={
        (tours.data?.meta.total_count ?? 0) > TOUR_PREVIEWS
          ? { to: "/tours", text: "tours.venue.all" }
          : undefined
      }
    />
  );
}

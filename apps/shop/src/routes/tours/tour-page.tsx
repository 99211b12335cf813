// spec surrounding-areas §2 "Tours", §4 "Tour booking": /tour/{id}?date.
// (Being built: the calendar, start times and the booking form.)
import { useTourT } from "../../features/tours/tour-texts";
import { usePageTitle } from "../../lib/use-page-title";

export function TourPage() {
  const t = useTourT();
  usePageTitle(t("nav.tours"), t("app.name"));
  return (
    <div className="grid gap-6">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("nav.tours")}</h1>
    </div>
  );
}

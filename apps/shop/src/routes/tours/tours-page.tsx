// spec surrounding-areas §2 "Tours": /tours?museum_id&exhibition_id&language_id&category_id.
// (Being built: the list, its filters and groups.)
import { useTourT } from "../../features/tours/tour-texts";
import { usePageTitle } from "../../lib/use-page-title";

export function ToursPage() {
  const t = useTourT();
  usePageTitle(t("nav.tours"), t("app.name"));
  return (
    <div className="grid gap-6">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("nav.tours")}</h1>
    </div>
  );
}

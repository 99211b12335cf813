// spec surrounding-areas §2 "Museums and exhibitions": /museums, every museum of the venue
// (the initial data's list, GET /museums per_page 1000) as a card leading to its page.
import { useMuseums } from "../../features/catalogue/use-catalogue";
import { useVenueT } from "../../features/venue/venue-texts";
import { useLocale } from "../../i18n/locale-context";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorPage } from "../errors/error-page";
import { MuseumCards } from "./venue-cards";
import { VenueLoading } from "./venue-loading";

export function MuseumsPage() {
  const t = useVenueT();
  const { locale } = useLocale();
  const museums = useMuseums(locale);
  usePageTitle(t("nav.museums"), t("app.name"));
  if (museums.error) return <ErrorPage error={museums.error} />;
  if (!museums.data) return <VenueLoading />;
  return (
    <div className="grid gap-6">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("nav.museums")}</h1>
      {museums.data.data.length === 0 ? (
        <p className="text-lg text-muted-foreground">{t("venue.museums.empty")}</p>
      ) : (
        <MuseumCards museums={museums.data.data} />
      )}
    </div>
  );
}

// spec surrounding-areas §2 "Maintenance and error pages", §8: where a failed load of an
// exhibition or a product leads, and the page of a link whose token is unknown. Like the
// museum error page (routes/tickets/museum-error-page.tsx): a title, a text, the way back.
import { useVenueT } from "../../features/venue/venue-texts";
import { InfoPage } from "../info/info-page";

export function ExhibitionErrorPage() {
  const t = useVenueT();
  return (
    <InfoPage title={t("venue.exhibitionError.title")}>{t("venue.exhibitionError.text")}</InfoPage>
  );
}

/** A museum id the catalogue does not know (issue 27 item 7: it said "try again later"). */
export function MuseumNotFoundPage() {
  const t = useVenueT();
  return (
    <InfoPage title={t("venue.museumNotFound.title")}>{t("venue.museumNotFound.text")}</InfoPage>
  );
}

export function ProductErrorPage() {
  const t = useVenueT();
  return <InfoPage title={t("venue.productError.title")}>{t("venue.productError.text")}</InfoPage>;
}

export function TokenNotFoundPage() {
  const t = useVenueT();
  return (
    <InfoPage title={t("venue.tokenNotFound.title")}>{t("venue.tokenNotFound.text")}</InfoPage>
  );
}

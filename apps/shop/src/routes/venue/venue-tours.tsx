// spec surrounding-areas §2 "Museums and exhibitions", "Search", §9: the tours a museum, an
// exhibition or a search shows (4) — their previews as the tour list draws them, with a link to
// the rest when there are more, in the tour pages' texts (messages/tours).
import type { Tour } from "@shop/core/contract";
import { TOUR_TABLES, type TourKey, useTourT } from "../../features/tours/tour-texts";
import { useVenueT } from "../../features/venue/venue-texts";
import { TourPreview } from "../tours/tour-preview";
import { MoreLink, VenueAreaSection } from "./venue-area-section";

interface More {
  to: string;
  /** The link's text, of the tours' table. */
  text: TourKey;
}

function MoreTours({ more }: { more: More }) {
  const t = useTourT();
  return <MoreLink to={more.to}>{t(more.text)}</MoreLink>;
}

export function VenueTours(props: {
  /** The heading's id: the section is named by it. */
  id: string;
  tours: readonly Tour[];
  /** Where the rest are; none when every tour shows. */
  more?: More | undefined;
}) {
  const t = useVenueT();
  return (
    <VenueAreaSection
      id={props.id}
      heading={t("nav.tours")}
      area={{ name: "tours", tables: TOUR_TABLES }}
      cards={props.tours.map((tour) => ({
        id: tour.id,
        card: <TourPreview tour={tour} headingLevel="h3" />,
      }))}
      more={props.more && <MoreTours more={props.more} />}
    />
  );
}

// spec surrounding-areas §2 "Museums and exhibitions", "Search", §9: the tours a museum, an
// exhibition or a search shows (4) — their previews as the tour list draws them, with a link to
// the rest when there are more. The previews and the link speak the tour pages' texts
// (messages/tours), asked for with the page's own calls so the section shows whole.
import type { Tour } from "@shop/core/contract";
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import { TOUR_TABLES, type TourKey, useTourT } from "../../features/tours/tour-texts";
import { useVenueT } from "../../features/venue/venue-texts";
import { AreaTexts, useAreaTexts } from "../../i18n/area-texts";
import { TourPreview } from "../tours/tour-preview";

interface More {
  to: string;
  /** The link's text, of the tours' table. */
  text: TourKey;
}

function MoreLink({ more }: { more: More }) {
  const t = useTourT();
  return (
    <p>
      <UiLink asChild variant="standalone">
        <Link to={more.to}>{t(more.text)}</Link>
      </UiLink>
    </p>
  );
}

export function VenueTours(props: {
  /** The heading's id: the section is named by it. */
  id: string;
  tours: readonly Tour[];
  /** Where the rest are; none when every tour shows. */
  more?: More | undefined;
}) {
  const t = useVenueT();
  const texts = useAreaTexts("tours", TOUR_TABLES);
  // No tours, no section: an empty heading would announce nothing.
  if (props.tours.length === 0) return null;
  // Until the texts are there (AreaTexts below says so when they fail).
  if (!texts.data && !texts.error) return null;
  return (
    <section aria-labelledby={props.id} className="grid gap-4">
      <h2 id={props.id} className="font-heading font-semibold text-2xl">
        {t("nav.tours")}
      </h2>
      <AreaTexts name="tours" tables={TOUR_TABLES}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.tours.map((tour) => (
            <li key={tour.id}>
              <TourPreview tour={tour} headingLevel="h3" />
            </li>
          ))}
        </ul>
        {props.more && <MoreLink more={props.more} />}
      </AreaTexts>
    </section>
  );
}

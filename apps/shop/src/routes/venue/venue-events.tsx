// spec surrounding-areas §2 "Museums and exhibitions", "Search": the events a museum, an
// exhibition or a search shows — their previews as the event list draws them (title linking to
// /event/{id}, subtitle, category, next dates), with a link to the rest when there are more.
// The previews speak the event pages' texts (messages/events), asked for with the page's own
// calls so the section shows whole, without a spinner of its own.
import type { Event } from "@shop/core/contract";
import { Link as UiLink } from "@shop/ui/link";
import { Link } from "react-router";
import { EVENT_TABLES } from "../../features/events/event-texts";
import { useVenueT } from "../../features/venue/venue-texts";
import { AreaTexts, useAreaTexts } from "../../i18n/area-texts";
import { EventPreview } from "../events/event-preview";

export function VenueEvents(props: {
  /** The heading's id: the section is named by it. */
  id: string;
  events: readonly Event[];
  /** Where the rest are, and the link's text; none when every event shows. */
  more?: { to: string; text: string } | undefined;
}) {
  const t = useVenueT();
  const texts = useAreaTexts("events", EVENT_TABLES);
  // No events, no section: an empty heading would announce nothing (issue 27, item 5).
  if (props.events.length === 0) return null;
  // Until the texts are there (AreaTexts below says so when they fail).
  if (!texts.data && !texts.error) return null;
  return (
    <section aria-labelledby={props.id} className="grid gap-4">
      <h2 id={props.id} className="font-heading font-semibold text-2xl">
        {t("nav.events")}
      </h2>
      <AreaTexts name="events" tables={EVENT_TABLES}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {props.events.map((event) => (
            <li key={event.id}>
              <EventPreview event={event} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </AreaTexts>
      {props.more && (
        <p>
          <UiLink asChild variant="standalone">
            <Link to={props.more.to}>{props.more.text}</Link>
          </UiLink>
        </p>
      )}
    </section>
  );
}

// spec surrounding-areas §2 "Museums and exhibitions", "Search": the events a museum, an
// exhibition or a search shows — their previews as the event list draws them (title linking to
// /event/{id}, subtitle, category, next dates), with a link to the rest when there are more, in
// the event pages' texts (messages/events).
import type { Event } from "@shop/core/contract";
import { EVENT_TABLES } from "../../features/events/event-texts";
import { useVenueT } from "../../features/venue/venue-texts";
import { EventPreview } from "../events/event-preview";
import { MoreLink, VenueAreaSection } from "./venue-area-section";

export function VenueEvents(props: {
  /** The heading's id: the section is named by it. */
  id: string;
  events: readonly Event[];
  /** Where the rest are, and the link's text; none when every event shows. */
  more?: { to: string; text: string } | undefined;
}) {
  const t = useVenueT();
  return (
    <VenueAreaSection
      id={props.id}
      heading={t("nav.events")}
      area={{ name: "events", tables: EVENT_TABLES }}
      cards={props.events.map((event) => ({
        id: event.id,
        card: <EventPreview event={event} headingLevel="h3" />,
      }))}
      more={props.more && <MoreLink to={props.more.to}>{props.more.text}</MoreLink>}
    />
  );
}

// spec surrounding-areas §2 "Events", "Seat selection (event date)": the event list, an
// event's page with its dates, places and seats, and the date list across events: one lazy
// chunk with its own texts (messages/events), so no other page carries the seat map or the
// event calls (bench/first-route). The router names the page by its path.
import { EVENT_TABLES } from "../../features/events/event-texts";
import { AreaTexts } from "../../i18n/area-texts";
import { DatesPage } from "./dates-page";
import { EventPage } from "./event-page";
import { EventsPage } from "./events-page";

const PAGES = { list: EventsPage, event: EventPage, dates: DatesPage } as const;

export type EventPageName = keyof typeof PAGES;

export function EventsArea({ page }: { page: EventPageName }) {
  const Page = PAGES[page];
  return (
    <AreaTexts name="events" tables={EVENT_TABLES}>
      <Page />
    </AreaTexts>
  );
}

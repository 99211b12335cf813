// spec surrounding-areas §4 "Event detail": the chosen date — its day, time, language and places
// left — and its booking: seat by seat on a seated date (./seat-selection.tsx), places by price
// on a general-admission one (./places-form.tsx). A sold-out date (no place available) says so
// and shows no form, but the date's waiting list where the venue keeps one (issue 34, loaded
// only then). A date that cannot be booked any more (its sales closed, or it has begun) has no
// places either, but no waiting list: nobody could be offered its places.
import { eventDateState } from "@shop/core/booking";
import type { Event, EventDate } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { lazy, Suspense } from "react";
import { useEventT } from "../../features/events/event-texts";
import { useEventFormat } from "../../features/events/use-event-format";
import { useBlockings } from "../../features/events/use-events";
import type { SeatReads } from "../../features/events/use-seat-choice";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import type { ApiRequestError } from "../../lib/api-client";
import { EventsLoading } from "./events-loading";
import { PlacesForm } from "./places-form";
import { SeatSelection } from "./seat-selection";

const WaitingListPanel = lazy(async () => ({
  default: (await import("../../features/waiting-list/waiting-list-panel")).WaitingListPanel,
}));

export function DateDetails({
  event,
  dateId,
  date,
}: {
  event: Event;
  dateId: number;
  date: {
    data?: EventDate | undefined;
    error?: ApiRequestError | undefined;
    mutate: SeatReads["plan"];
  };
}) {
  const t = useEventT();
  const format = useEventFormat();
  const { locale } = useLocale();
  const blockings = useBlockings(locale, event.id, dateId);
  const settings = useShopSettings();
  if (date.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{t("events.date.failed")}</AlertDescription>
      </Alert>
    );
  }
  if (!date.data) return <EventsLoading />;
  const { start_time, language, seats } = date.data;
  const state = eventDateState({ ...date.data, available: seats.available });
  return (
    <section aria-labelledby="event-date" className="grid gap-4">
      <h3 id="event-date" className="font-heading font-semibold text-xl">
        {t("events.dateTime", {
          day: format.weekdayDay(start_time),
          time: format.time(start_time),
        })}
      </h3>
      <ul className="grid gap-1 text-sm">
        {language && <li>{t("events.date.language", { language: language.name })}</li>}
        {state === "open" && <li>{t("events.date.places", { available: seats.available })}</li>}
      </ul>
      {state === "closed" ? (
        <Alert role="status" variant="warning">
          <AlertDescription>{t("events.date.closed")}</AlertDescription>
        </Alert>
      ) : state === "soldOut" ? (
        <>
          <Alert role="status" variant="warning">
            <AlertDescription>{t("events.date.soldOut")}</AlertDescription>
          </Alert>
          {settings.waitingList.enabled && (
            <Suspense fallback={null}>
              <WaitingListPanel
                key={dateId}
                kind="date"
                eventId={event.id}
                dateId={dateId}
                maxPlaces={seats.max_per_registration}
              />
            </Suspense>
          )}
        </>
      ) : date.data.seat_list.length > 0 ? (
        <SeatSelection
          date={date.data}
          blockings={blockings.data?.data}
          reads={{ plan: date.mutate, holds: blockings.mutate }}
        />
      ) : (
        <PlacesForm date={date.data} blockings={blockings.data?.data} />
      )}
    </section>
  );
}

// spec surrounding-areas §2 "Events" (event detail), §4 "Event detail": the dates of an event
// in a date picker or a table — two buttons switch the view — and, on a day with several dates,
// the choice of its time. The chosen day and date are the URL's `date` and `date_id` (history
// replaced), so a link names a date and Back leaves the page. The chosen date loads its places
// and prices (./date-details.tsx). A date that cannot be sold for want of an accounting article
// shows the date error instead of the picker.
import { addDays, berlinDate, dayAvailability, type IsoDate, isIsoDate } from "@shop/core";
import { eventDateState } from "@shop/core/booking";
import type { CalendarDate, Event, EventCalendarDay } from "@shop/core/contract";
import { MAX_CALENDAR_DAYS } from "@shop/core/contract";
import { Button } from "@shop/ui/button";
import { CapacityCalendar } from "@shop/ui/capacity-calendar";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@shop/ui/table";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { isDateWithoutArticle } from "../../features/events/date-error";
import { idParam } from "../../features/events/event-filters";
import { firstChoosableDay } from "../../features/events/event-rules";
import { DATE_STATE_SHORT, useEventT } from "../../features/events/event-texts";
import { useEventFormat } from "../../features/events/use-event-format";
import { useEventDate, useOneEventCalendar } from "../../features/events/use-events";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { DateDetails } from "./date-details";

type View = "calendar" | "table";

export function DateBooking({ event }: { event: Event }) {
  const t = useEventT();
  const format = useEventFormat();
  const { locale } = useLocale();
  const now = useNow();
  const settings = useShopSettings();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>("calendar");
  const today = berlinDate(now());
  const [from, setFrom] = useState<IsoDate>(today);
  const to = addDays(from, MAX_CALENDAR_DAYS - 1);
  const calendar = useOneEventCalendar(locale, event.id, from, to);
  const dayParam = params.get("date");
  const day = dayParam && isIsoDate(dayParam) ? dayParam : undefined;
  const dateId = idParam(params.get("date_id"));
  const chosen = useEventDate(locale, event.id, dateId);
  const days: Record<string, EventCalendarDay> = calendar.data?.data ?? {};
  const availability = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(calendar.data?.data ?? {}).map(([date, entry]) => [
          date,
          dayAvailability(entry.available, { threshold: settings.capacityThreshold }),
        ]),
      ),
    [calendar.data, settings.capacityThreshold],
  );
  const allDates: CalendarDate[] = Object.values(days).flatMap((entry) => entry.dates);
  // The month shown: the visitor's, else the chosen day's, else the first day that can be
  // chosen — not today's, which may hold no date (issue 27: November, the concert in December).
  const [pagedMonth, setPagedMonth] = useState<IsoDate>();
  const month = pagedMonth ?? day ?? firstChoosableDay(availability) ?? today;

  const choose = (nextDay: string | undefined, nextDate: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (nextDay === undefined) next.delete("date");
        else next.set("date", nextDay);
        if (nextDate === undefined) next.delete("date_id");
        else next.set("date_id", String(nextDate));
        return next;
      },
      { replace: true },
    );
  const chooseDay = (picked: string) => {
    const onDay = days[picked]?.dates ?? [];
    // one date that day: it is the choice; several: the time is chosen next
    choose(picked, onDay.length === 1 ? onDay[0]?.id : undefined);
  };
  const timesOfDay = day ? (days[day]?.dates ?? []) : [];

  if (chosen.error && isDateWithoutArticle(chosen.error)) {
    return (
      <section aria-labelledby="event-booking" className="grid gap-4">
        <h2 id="event-booking" className="font-heading font-semibold text-2xl">
          {t("events.detail.book")}
        </h2>
        <p role="alert" className="text-destructive">
          {t("events.date.noArticle")}
        </p>
        <p>
          <Button variant="outline" onClick={() => choose(undefined, undefined)}>
            {t("events.detail.otherDate")}
          </Button>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="event-booking" className="grid gap-6">
      <h2 id="event-booking" className="font-heading font-semibold text-2xl">
        {t("events.detail.book")}
      </h2>
      {calendar.data && allDates.length === 0 && from === today ? (
        <p>{t("events.detail.noDates")}</p>
      ) : (
        <>
          {/* spec §2: the picker and the table are toggled by date buttons */}
          <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
            <legend className="sr-only">{t("events.detail.views")}</legend>
            {(["calendar", "table"] as const).map((option) => (
              <Button
                key={option}
                variant={view === option ? "secondary" : "outline"}
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {t(
                  option === "calendar" ? "events.detail.viewCalendar" : "events.detail.viewTable",
                )}
              </Button>
            ))}
          </fieldset>
          {view === "calendar" ? (
            <div className="grid gap-4">
              <CapacityCalendar
                availability={availability}
                selected={day}
                onSelect={chooseDay}
                today={today}
                numberOfMonths={settings.monthsShown}
                loading={calendar.isLoading}
                month={month}
                onMonthChange={(next) => {
                  setPagedMonth(next);
                  // the calendar reads 93 days at a time; a month past them starts the next read
                  const last = addDays(next, 41);
                  if (next < from || last > to) setFrom([next, today].sort()[1] as IsoDate);
                }}
              />
              {timesOfDay.length > 1 && (
                <fieldset className="grid gap-2">
                  <legend className="font-medium">
                    {t("events.detail.time", {
                      day: format.weekdayDay(timesOfDay[0]?.start_time ?? ""),
                    })}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    {timesOfDay.map((date) => (
                      <Button
                        key={date.id}
                        variant={date.id === dateId ? "secondary" : "outline"}
                        aria-pressed={date.id === dateId}
                        disabled={date.available === 0}
                        onClick={() => choose(day, date.id)}
                      >
                        {format.time(date.start_time)}
                      </Button>
                    ))}
                  </div>
                </fieldset>
              )}
            </div>
          ) : (
            <DateTable
              dates={allDates}
              chosenId={dateId}
              onChoose={(date) => choose(format.isoDay(date.start_time), date.id)}
            />
          )}
        </>
      )}
      {dateId !== undefined && <DateDetails event={event} dateId={dateId} date={chosen} />}
    </section>
  );
}

function DateTable({
  dates,
  chosenId,
  onChoose,
}: {
  dates: CalendarDate[];
  chosenId: number | undefined;
  onChoose: (date: CalendarDate) => void;
}) {
  const t = useEventT();
  const format = useEventFormat();
  return (
    <Table className="text-sm">
      <TableCaption className="sr-only">{t("events.detail.tableCaption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("events.detail.table.day")}</TableHead>
          <TableHead>{t("events.detail.table.time")}</TableHead>
          <TableHead>{t("events.detail.table.places")}</TableHead>
          <TableHead>
            <span className="sr-only">{t("events.detail.table.choose")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {dates.map((date) => {
          const state = eventDateState(date);
          return (
            <TableRow key={date.id}>
              <TableCell>{format.weekdayDay(date.start_time)}</TableCell>
              <TableCell>{format.time(date.start_time)}</TableCell>
              <TableCell>
                {state === "open"
                  ? t("events.detail.placesLeft", { count: date.available })
                  : t(DATE_STATE_SHORT[state])}
              </TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant={date.id === chosenId ? "secondary" : "outline"}
                  aria-pressed={date.id === chosenId}
                  disabled={state !== "open"}
                  onClick={() => onChoose(date)}
                >
                  {t("events.detail.chooseDate", {
                    day: format.day(date.start_time),
                    time: format.time(date.start_time),
                  })}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

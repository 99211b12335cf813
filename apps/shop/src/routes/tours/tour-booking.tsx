// spec surrounding-areas §2 "Tours", §4 "Tour booking", §9: a tour's calendar of days with start
// times, the start times of the chosen day with the participants still bookable, then the
// booking form of the chosen start (./tour-form.tsx). The day is the URL's `date` (history
// replaced). Date search: without a day, or on a day with nothing bookable, the ranges are read
// on (features/tours/use-tour-days.ts) to the first day with a bookable start time, at most 90
// days ahead, and the page jumps there; when there is none, it says so.
import { addDays, berlinDate, berlinDateTime, type IsoDate, isIsoDate } from "@shop/core";
import type { Tour, TourCalendarStartTime } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { CapacityCalendar } from "@shop/ui/capacity-calendar";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useEventFormat } from "../../features/events/use-event-format";
import { useShopSettings } from "../../features/shop/shop-context";
import { isBookableStart, startsByDay, tourDayAvailability } from "../../features/tours/tour-days";
import { useTourT } from "../../features/tours/tour-texts";
import { useTourDays } from "../../features/tours/use-tour-days";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { TourForm } from "./tour-form";

/** The most days a month of the calendar spans, to read the months it shows. */
const MONTH_DAYS = 31;

export function TourBooking({ tour }: { tour: Tour }) {
  const t = useTourT();
  const { locale } = useLocale();
  const now = useNow();
  const settings = useShopSettings();
  const [params, setParams] = useSearchParams();
  const today = berlinDate(now());
  const dayParam = params.get("date");
  // a day before today is no day to book: the search starts today
  const day = dayParam && isIsoDate(dayParam) && dayParam >= today ? dayParam : undefined;
  const [pagedMonth, setPagedMonth] = useState<IsoDate>();
  const month = pagedMonth ?? day ?? today;
  const shownUntil = addDays(month, MONTH_DAYS * Math.max(1, settings.monthsShown));
  const days = useTourDays(locale, tour.id, today, day ?? today, shownUntil);
  const byDay = useMemo(() => startsByDay(days.starts), [days.starts]);
  const availability = useMemo(
    () =>
      Object.fromEntries(
        [...byDay].map(([date, starts]) => [
          date,
          tourDayAvailability(starts, settings.capacityThreshold),
        ]),
      ),
    [byDay, settings.capacityThreshold],
  );

  const chooseDay = (next: IsoDate) =>
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("date", next);
        return params;
      },
      { replace: true },
    );
  // The search's day: the first with a bookable start time on or after the day sought (which
  // is the day itself when it has one). Any other day in the URL gives way to it — once per day
  // sought: a day the search settled on stays when its places change later (the visitor's own
  // booking, another's), so the page never moves away under the visitor.
  const { found } = days;
  const [settled, setSettled] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: chooseDay is remade each render; the jump follows the day found and the URL's day only
  useEffect(() => {
    if (found === undefined || (settled !== undefined && settled === dayParam)) return;
    setSettled(found);
    if (found !== dayParam) chooseDay(found);
  }, [found, dayParam, settled]);
  // The day shown: the URL's once the search settled on it, else none yet.
  const shown = day !== undefined && settled === day ? day : undefined;

  return (
    <section aria-labelledby="tour-booking" className="grid min-w-0 gap-6">
      <h2 id="tour-booking" className="font-heading font-semibold text-2xl">
        {t("tours.detail.book")}
      </h2>
      {days.error ? (
        <Alert variant="destructive">
          <AlertDescription>{t("tours.detail.loadFailed")}</AlertDescription>
        </Alert>
      ) : days.none ? (
        <p role="status">{t("tours.detail.noDates")}</p>
      ) : (
        <>
          <CapacityCalendar
            availability={availability}
            selected={shown}
            onSelect={chooseDay}
            today={today}
            maxDate={days.lastDay}
            numberOfMonths={settings.monthsShown}
            loading={days.loading || shown === undefined}
            loadingLabel={t("tours.detail.searching")}
            month={month}
            onMonthChange={setPagedMonth}
          />
          {shown !== undefined && (
            <StartTimes
              // a new day asks for its start time afresh
              key={shown}
              tour={tour}
              day={shown}
              starts={byDay.get(shown) ?? []}
            />
          )}
        </>
      )}
    </section>
  );
}

function StartTimes({
  tour,
  day,
  starts,
}: {
  tour: Tour;
  day: IsoDate;
  starts: readonly TourCalendarStartTime[];
}) {
  const t = useTourT();
  const format = useEventFormat();
  const bookable = starts.filter(isBookableStart);
  // one bookable start that day: it is the choice; several: the visitor chooses
  const [time, setTime] = useState(bookable.length === 1 ? bookable[0]?.start_time : undefined);
  // the chosen start stays chosen when its places run out meanwhile (the visitor's own booking
  // may take the last ones): its form keeps its notice, and offers no more participants
  const chosen = starts.find((start) => start.start_time === time);
  return (
    <>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium">
          {t("tours.detail.startTimes", {
            day: format.weekdayDay(berlinDateTime(day, starts[0]?.start_time ?? "00:00")),
          })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {starts.map((start) => {
            const open = isBookableStart(start);
            const pressed = start.start_time === chosen?.start_time;
            return (
              <Button
                key={start.start_time}
                variant={pressed ? "secondary" : "outline"}
                aria-pressed={pressed}
                disabled={!open}
                onClick={() => setTime(start.start_time)}
              >
                {open
                  ? t("tours.detail.startTime", {
                      time: start.start_time,
                      count: start.participants.bookable,
                    })
                  : t("tours.detail.startSoldOut", { time: start.start_time })}
              </Button>
            );
          })}
        </div>
      </fieldset>
      {chosen && <TourForm key={chosen.start_time} tour={tour} start={chosen} />}
    </>
  );
}

// spec surrounding-areas §2 "Events" (/events/dates?start&end&event_ids), §4, §5, §9: the dates
// of every event from `start` to `end` — title, day (dd.MM.yyyy), time, description, places
// booked and available, and the lowest price (or "free"). The range obeys dateListRange
// (@shop/core): not before today (tooEarly), at most 60 days (tooLate), 30 by default, an end
// before the start taken as start + 30; a wrong range marks its field and the alert, focused.
// The list pages by the rules of §9 (../../features/events/date-paging.ts); an empty one warns.
// A general-admission date is booked right here (its places by price); a seated one leads to
// its seats on the event's page.

import {
  addDays,
  berlinDate,
  berlinInstant,
  DATE_LIST_DAYS,
  dateListRange,
  type IsoDate,
  isIsoDate,
} from "@shop/core";
import { eventDateState } from "@shop/core/booking";
import type { EventDate } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { Money } from "@shop/ui/money";
import { Spinner } from "@shop/ui/spinner";
import { type RefCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { isSeated } from "../../features/events/event-rules";
import { DATE_STATE_SHORT, useEventT } from "../../features/events/event-texts";
import { useDateList } from "../../features/events/use-date-list";
import { useEventFormat } from "../../features/events/use-event-format";
import { useBlockings } from "../../features/events/use-events";
import { useFocusHandoff } from "../../features/focus/use-focus-handoff";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { usePageTitle } from "../../lib/use-page-title";
import { VenueHtml } from "../venue/venue-html";
import { PlacesForm } from "./places-form";

const dayParam = (value: string | null) => (value && isIsoDate(value) ? value : undefined);

type Values = { start: string; end: string };

function eventIdsOf(params: URLSearchParams): number[] {
  return (params.get("event_ids") ?? "")
    .split(",")
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
}

export function DatesPage() {
  const t = useEventT();
  const { locale } = useLocale();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const today = berlinDate(now());
  const start = dayParam(params.get("start"));
  const end = dayParam(params.get("end"));
  const range = dateListRange({ start, end }, now());
  const eventIds = eventIdsOf(params);
  const list = useDateList(locale, range.ok ? range : null, eventIds);
  const form = useForm<Values>({
    defaultValues: {
      start: start ?? today,
      end: range.ok ? range.end : (end ?? addDays(start ?? today, DATE_LIST_DAYS.default)),
    },
  });
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t("events.dates.title"), t("app.name"));
  // A range of the URL that breaks the rules marks its field, as a submitted one would.
  const urlError = range.ok ? undefined : range.error;
  useEffect(() => {
    if (urlError === "tooEarly") form.setError("start", { type: "range", message: urlError });
    if (urlError === "tooLate") form.setError("end", { type: "range", message: urlError });
  }, [urlError, form]);

  const submit = form.handleSubmit((values) => {
    const checked = dateListRange({ start: values.start, end: values.end || undefined }, now());
    if (!checked.ok) {
      form.setError(checked.error === "tooEarly" ? "start" : "end", {
        type: "range",
        message: checked.error,
      });
      setAttempt((n) => n + 1);
      return;
    }
    form.clearErrors();
    form.setValue("end", checked.end);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("start", checked.start);
        next.set("end", checked.end);
        return next;
      },
      { replace: true },
    );
  });
  const { errors } = form.formState;
  const error = errors.start ? "tooEarly" : errors.end ? "tooLate" : undefined;
  const errorText =
    error && t(error === "tooEarly" ? "events.dates.tooEarly" : "events.dates.tooLate");

  return (
    <div className="grid gap-6">
      <h1 className="font-bold font-heading text-3xl sm:text-4xl">{t("events.dates.title")}</h1>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {errorText && (
          <Alert focusOn={attempt} variant="destructive">
            <AlertDescription>{errorText}</AlertDescription>
          </Alert>
        )}
        <div className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
          <Field label={t("events.dates.start")} error={errors.start ? errorText : undefined}>
            <Input type="date" min={today} {...form.register("start", { required: true })} />
          </Field>
          <Field
            label={t("events.dates.end")}
            hint={t("events.dates.rangeHint")}
            error={errors.end ? errorText : undefined}
          >
            <Input type="date" {...form.register("end")} />
          </Field>
          <Button type="submit">{t("events.dates.show")}</Button>
        </div>
      </form>
      {range.ok && (
        <section aria-labelledby="dates-list" className="grid gap-4">
          <h2 id="dates-list" className="font-heading font-semibold text-2xl">
            {t("events.dates.listTitle", {
              start: format(range.start),
              end: format(range.end),
            })}
          </h2>
          {list.error && (
            <Alert variant="destructive">
              <AlertDescription>{t("events.dates.failed")}</AlertDescription>
            </Alert>
          )}
          {list.empty ? (
            <Alert role="status" variant="warning">
              <AlertDescription>{t("events.dates.empty")}</AlertDescription>
            </Alert>
          ) : (
            <ol className="grid gap-4">
              {list.dates.map((date) => (
                <li key={date.id}>
                  <DateRow date={date} />
                </li>
              ))}
            </ol>
          )}
          <p role="status" className="sr-only">
            {list.loading
              ? t("app.loading")
              : t("events.dates.count", { count: list.dates.length })}
          </p>
          {list.loading && <Spinner label={t("app.loading")} />}
          {list.more && !list.loading && (
            <p>
              <Button variant="outline" onClick={list.showMore}>
                {t("events.dates.more")}
              </Button>
            </p>
          )}
        </section>
      )}
    </div>
  );

  function format(day: IsoDate) {
    // A calendar day read at Berlin noon, so no zone moves it to another day.
    return new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Europe/Berlin",
    }).format(berlinInstant(day, "12:00"));
  }
}

function DateRow({ date }: { date: EventDate }) {
  const t = useEventT();
  const format = useEventFormat();
  const [booking, setBooking] = useState(false);
  // Issue 27: the button goes when the places form opens; the form's heading takes the focus
  // (once its holds have loaded).
  const opened = useFocusHandoff<HTMLHeadingElement>();
  const seated = isSeated(date);
  const state = eventDateState({ ...date, available: date.seats.available });
  const eventHref = `/event/${date.event_id}?date=${format.isoDay(date.start_time)}&date_id=${date.id}`;
  return (
    <article aria-labelledby={`date-${date.id}`} className="grid gap-2 border-border border-b pb-4">
      <h3 id={`date-${date.id}`} className="break-words font-heading font-semibold text-lg">
        <Link to={eventHref} className="hover:underline">
          {date.title}
        </Link>
      </h3>
      <p className="font-medium">
        <time dateTime={date.start_time}>
          {t("events.dateTime", {
            day: format.day(date.start_time),
            time: format.time(date.start_time),
          })}
        </time>
      </p>
      <VenueHtml html={date.description} className="text-sm" />
      <p className="text-sm">
        {t("events.dates.seats", { booked: date.seats.booked, available: date.seats.available })}
        {/* a date announced without prices (not on sale yet) has no price to show, not "free" */}
        {date.prices.length > 0 && " · "}
        {date.prices.length === 0 ? null : date.minPrice === 0 ? (
          t("events.free")
        ) : (
          <>
            {t("events.dates.from")} <Money cents={date.minPrice} />
          </>
        )}
      </p>
      {state !== "open" ? (
        <p className="font-medium">{t(DATE_STATE_SHORT[state])}</p>
      ) : seated ? (
        <p>
          <Link to={eventHref} className={buttonVariants({ variant: "outline" })}>
            {t("events.dates.chooseSeats")}
          </Link>
        </p>
      ) : booking ? (
        <DatePlaces date={date} headingRef={opened.target} />
      ) : (
        <p>
          <Button
            variant="outline"
            aria-label={t("events.dates.bookDate", {
              title: date.title,
              day: format.day(date.start_time),
            })}
            onClick={() => {
              setBooking(true);
              opened.handOff();
            }}
          >
            {t("events.dates.book")}
          </Button>
        </p>
      )}
    </article>
  );
}

/** The places form of a general-admission date in the list, with the visitor's holds on it. */
function DatePlaces({
  date,
  headingRef,
}: {
  date: EventDate;
  headingRef: RefCallback<HTMLHeadingElement>;
}) {
  const { locale } = useLocale();
  const blockings = useBlockings(locale, date.event_id, date.id);
  if (!blockings.data && !blockings.error) return <Spinner />;
  return <PlacesForm date={date} blockings={blockings.data?.data} headingRef={headingRef} />;
}

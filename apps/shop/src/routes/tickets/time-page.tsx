// spec selling-core §2 shop.tickets.time: choose a day in the capacity calendar and, for
// time-slot tickets, a start time per ticket; a sold-out banner when no day of the next 30 has
// places. The flex group lists its tickets without a date instead (flex-tickets.tsx).
import { addDays, soldOutLookAhead } from "@shop/core";
import type { Ticket } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { CapacityCalendar } from "@shop/ui/capacity-calendar";
import { cn } from "@shop/ui/cn";
import { Spinner } from "@shop/ui/spinner";
import {
  lazy,
  memo,
  Suspense,
  startTransition,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import {
  calendarAvailability,
  calendarDays,
  dayAfterPassedTime,
  isStartTimePassed,
  slotTicketsOn,
} from "../../features/tickets/availability";
import { flowHref } from "../../features/tickets/flow-params";
import { isFlexList, stepOfGroup, ticketsOfGroup } from "../../features/tickets/ticket-groups";
import { CALENDAR_DAYS, useTicketCalendar } from "../../features/tickets/use-ticket-data";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { MovedNotice, type MovedState } from "./moved-notice";
import { PageFrame } from "./page-frame";
import { SlotPicker } from "./slot-picker";
import { useTicketsFlow } from "./tickets-context";

// The flex list is a page of its own with the ticket rows and the add-to-cart machinery: loaded
// when a flex group is shown, so the day-and-time step does not carry it (bench/first-route).
const FlexTickets = lazy(async () => ({ default: (await import("./flex-tickets")).FlexTickets }));

export function TimePage() {
  const [params] = useSearchParams();
  const { groups, tickets, flow } = useTicketsFlow();
  const group = groups.find((entry) => entry.name === flow.group);
  if (!group) return <Navigate to={flowHref("groups", params)} replace />;
  const step = stepOfGroup(group);
  if (step !== "time") return <Navigate to={flowHref(step, params, {}, ["group"])} replace />;
  const groupTickets = ticketsOfGroup(group, tickets);
  if (isFlexList(groupTickets)) {
    return (
      <Suspense fallback={<FlexLoading />}>
        <FlexTickets group={group} tickets={groupTickets} />
      </Suspense>
    );
  }
  return <DayAndTime tickets={groupTickets} />;
}

function FlexLoading() {
  const t = useT();
  return <Spinner label={t("tickets.loading")} />;
}

/** The slot tickets of a day: time slots with entry_duration above 0 still taking visitors. */
function DayAndTime({ tickets }: { tickets: readonly Ticket[] }) {
  const t = useT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { flow, today, now, chosenSlot, setChosenSlot } = useTicketsFlow();
  // Keyed by the ids' text: the group's ticket list is a new array on every render.
  const idsKey = tickets.map((ticket) => ticket.id).join(",");
  const ids = useMemo(() => idsKey.split(",").map(Number), [idsKey]);
  // Only the group's tickets: the calendar's places are those of this group.
  const calendar = useTicketCalendar(locale, today, ids);
  const { calendarMode, capacityThreshold } = settings;
  // Worked out again only when the calendar's answer changes: choosing a time keeps the same
  // object, so the calendar below is not rendered again (the issue "speed").
  const availability = useMemo(
    () => calendarAvailability(calendar.data, ids, calendarMode, capacityThreshold),
    [calendar.data, ids, calendarMode, capacityThreshold],
  );
  // spec selling-core §2: the sold-out banner looks ahead 30 days.
  const soldOut = useMemo(
    () =>
      calendar.data !== undefined &&
      soldOutLookAhead(calendarDays(calendar.data, ids, calendarMode), today),
    [calendar.data, ids, calendarMode, today],
  );
  const slotGroup = tickets.some((ticket) => ticket.ticket_type === "time_slot");
  const date = flow.hasDate ? flow.date : undefined;
  const slotTickets = date ? slotTicketsOn(tickets, date, now) : [];

  // The start time chosen on this day lives in the container (tickets-layout.tsx), not here:
  // a language switch remounts the steps while the tickets load in the new language, and the
  // choice must outlast it (journey f). A time in the URL (back from the types step) comes first.
  const fromUrl =
    flow.time && flow.ticketId ? { ticketId: flow.ticketId, time: flow.time } : undefined;
  const kept = chosenSlot && chosenSlot.date === date ? chosenSlot : undefined;
  // Issue 27: a deep link to a start time that has passed is not a choice; the page moves on
  // (below) and says so.
  const passedTime =
    fromUrl && date && isStartTimePassed(tickets, { date, time: fromUrl.time, now })
      ? fromUrl.time
      : undefined;
  const [chosen, setChosenHere] = useState<{ ticketId: number; time: string } | undefined>(
    passedTime ? kept : (fromUrl ?? kept),
  );
  const setChosen = (next: { ticketId: number; time: string } | undefined) => {
    setChosenHere(next);
    setChosenSlot(next && date ? { ...next, date } : undefined);
  };
  const [missingTime, setMissingTime] = useState(0);

  // A transition: the new day's render (its times, the container's state, the route) yields to
  // the browser, so the tap paints at once instead of after the whole page (bench/interactions:
  // the day was the slowest interaction, up to a 272 ms median in CI).
  const chooseDay = (day: string) =>
    startTransition(() => {
      setChosen(undefined);
      setMissingTime(0);
      if (slotGroup) navigate(flowHref("time", params, { date: day }, ["group"]));
      else navigate(flowHref("types", params, { date: day }, ["group"]));
    });
  // One function for the page's life, calling the current chooseDay: the memoised calendar
  // keeps its props equal while a time is chosen.
  const latestChooseDay = useRef(chooseDay);
  latestChooseDay.current = chooseDay;
  const onSelectDay = useCallback((day: string) => latestChooseDay.current(day), []);
  const goOn = () => {
    if (!chosen || !date) {
      setMissingTime((count) => count + 1);
      return;
    }
    navigate(
      flowHref("types", params, { date, time: chosen.time, ticket: chosen.ticketId }, ["group"]),
    );
  };
  const compact = settings.compactTimeVariant;

  if (passedTime && date && calendar.data) {
    // The same day while it has later start times, else the next day with places.
    const to = dayAfterPassedTime({ tickets, date, now, days: availability }) ?? date;
    const state: MovedState = { movedFrom: date, passedTime };
    return (
      <Navigate to={flowHref("time", params, { date: to }, ["group"])} replace state={state} />
    );
  }

  return (
    <PageFrame
      title={t(slotGroup ? "tickets.time.titleSlots" : "tickets.time.title")}
      step={slotGroup && date ? "time" : "date"}
      withTime={slotGroup}
    >
      {date && <MovedNotice to={date} />}
      <div
        data-variant={compact ? "compact" : undefined}
        className={cn("grid gap-8", compact && "lg:grid-cols-[auto_1fr] lg:items-start")}
      >
        <DayCalendar
          availability={availability}
          selected={date}
          onSelect={onSelectDay}
          today={today}
          months={compact ? 1 : settings.monthsShown}
          loading={calendar.isLoading}
          compact={compact}
          soldOut={soldOut}
        />
        {slotGroup && date && (
          <section aria-labelledby="tickets-times" className="grid gap-6">
            <h2 id="tickets-times" className="font-heading font-semibold text-xl">
              {t("tickets.time.times")}
            </h2>
            {slotTickets.length === 0 ? (
              <p>{t("tickets.time.noTimes")}</p>
            ) : (
              slotTickets.map((ticket) => (
                <SlotPicker
                  key={ticket.id}
                  ticket={ticket}
                  date={date}
                  value={chosen?.ticketId === ticket.id ? chosen.time : undefined}
                  onChange={(time) => {
                    setMissingTime(0);
                    setChosen({ ticketId: ticket.id, time });
                  }}
                />
              ))
            )}
            {missingTime > 0 && (
              <Alert focusOn={missingTime} variant="destructive">
                <AlertDescription>{t("tickets.time.chooseTime")}</AlertDescription>
              </Alert>
            )}
            <p>
              <Button size="lg" onClick={goOn}>
                {t("tickets.time.toTickets")}
              </Button>
            </p>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

interface DayCalendarProps {
  availability: ReturnType<typeof calendarAvailability>;
  selected: string | undefined;
  onSelect: (day: string) => void;
  today: string;
  months: number;
  loading: boolean;
  compact: boolean;
  soldOut: boolean;
}

/** The day's section; rendered again only when one of its props changes, not for a time. */
const DayCalendar = memo(function DayCalendar(props: DayCalendarProps) {
  const t = useT();
  return (
    <section aria-labelledby="tickets-day" className="grid gap-3">
      <h2 id="tickets-day" className="font-heading font-semibold text-xl">
        {t("tickets.time.day")}
      </h2>
      <CapacityCalendar
        availability={props.availability}
        selected={props.selected}
        onSelect={props.onSelect}
        today={props.today}
        maxDate={addDays(props.today, CALENDAR_DAYS - 1)}
        numberOfMonths={props.months}
        loading={props.loading}
        legend={!props.compact}
        banner={
          props.soldOut ? (
            <Alert role="status" variant="warning">
              <AlertDescription>{t("tickets.time.soldOutBanner")}</AlertDescription>
            </Alert>
          ) : undefined
        }
      />
    </section>
  );
});

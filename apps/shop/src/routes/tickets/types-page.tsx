// spec selling-core §2 shop.tickets.types: the tickets of the chosen date (and start time) and
// group, with quantities. Without a group → groups; without a valid date → the time step. A
// day past its last entry (the ticket's, else its house's closing time), closed or without
// places moves on to the first of the next 3 days that has places, and says so.
import { isEntryOpen, openStartTimes } from "@shop/core";
import type { Ticket, TicketGroup } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Spinner } from "@shop/ui/spinner";
import { Navigate, useSearchParams } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import {
  calendarAvailability,
  dayAfterPassedTime,
  isStartTimePassed,
  nextOpenDay,
  quotaCapacities,
} from "../../features/tickets/availability";
import { flowHref } from "../../features/tickets/flow-params";
import { ticketsOfGroup } from "../../features/tickets/ticket-groups";
import { useTicketCalendar, useTicketCapacities } from "../../features/tickets/use-ticket-data";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { AddToCart } from "./add-to-cart";
import { MovedNotice, type MovedState } from "./moved-notice";
import { PageFrame } from "./page-frame";
import { TicketRows } from "./ticket-rows";
import { useTicketsFlow } from "./tickets-context";
import { VisitMoment } from "./visit-moment";

export function TypesPage() {
  const [params] = useSearchParams();
  const { groups, flow } = useTicketsFlow();
  const group = groups.find((entry) => entry.name === flow.group);
  if (!group) return <Navigate to={flowHref("groups", params)} replace />;
  if (!flow.hasDate) return <Navigate to={flowHref("time", params, {}, ["group"])} replace />;
  return <TypesOfDay group={group} />;
}

/** The tickets of the group that take visitors on the day (and at the chosen start time). */
function ticketsOfDay(
  tickets: readonly Ticket[],
  input: { date: string; time: string | undefined; ticketId: number | undefined; now: Date },
): Ticket[] {
  const chosen = tickets.find((ticket) => ticket.id === input.ticketId);
  return tickets.filter((ticket) => {
    if (ticket.free_timing) return false;
    if (!isEntryOpen(ticket, input.date, input.now)) return false;
    if (ticket.ticket_type !== "time_slot") return true;
    if (input.time === undefined) return false;
    // The start time was chosen for one ticket: its siblings share a quota with it.
    if (chosen && !ticket.quota_ids.some((id) => chosen.quota_ids.includes(id))) return false;
    return openStartTimes(ticket, input.date, input.now).includes(input.time);
  });
}

function TypesOfDay({ group }: { group: TicketGroup }) {
  const t = useT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const [params] = useSearchParams();
  const { tickets, flow, now } = useTicketsFlow();
  const groupTickets = ticketsOfGroup(group, tickets);
  const slotGroup = groupTickets.some((ticket) => ticket.ticket_type === "time_slot");
  const groupIds = groupTickets.map((ticket) => ticket.id);
  // The calendar is the server's word on what is on sale each day: it knows the houses'
  // opening hours, so a day whose house has closed (or is closed) offers none of its tickets
  // (issue 27: at 23:40 the types step still sold today's day ticket).
  const calendar = useTicketCalendar(locale, flow.date, groupIds);
  const onSale = calendar.data?.data[flow.date]?.tickets;
  const onDay = ticketsOfDay(groupTickets, { ...flow, now }).filter(
    (ticket) => onSale === undefined || String(ticket.id) in onSale,
  );
  // spec selling-core §2 shop.types: a day past its last entry (every house has one: its
  // closing time) or without places moves on to the first of the next 3 days that has places.
  const lookAhead = onDay.length === 0;
  const capacities = useTicketCapacities(
    locale,
    calendar.data ? onDay.map((ticket) => ticket.id) : [],
    flow.date,
  );

  if (slotGroup && flow.time === undefined) {
    return <Navigate to={flowHref("time", params, {}, ["group", "date"])} replace />;
  }
  // Issue 27: a deep link to a start time that has passed says so on the step it lands on.
  const passedTime =
    slotGroup &&
    flow.time !== undefined &&
    isStartTimePassed(groupTickets, { date: flow.date, time: flow.time, now })
      ? flow.time
      : undefined;
  let next: string | undefined;
  if (lookAhead && calendar.data) {
    const days = calendarAvailability(
      calendar.data,
      groupIds,
      settings.calendarMode,
      settings.capacityThreshold,
    );
    const input = { tickets: groupTickets, date: flow.date, now, days };
    next = passedTime ? dayAfterPassedTime(input) : nextOpenDay(input);
  }
  if (next !== undefined) {
    // A time-slot day needs a new start time: back to the time step on the new day.
    const to = slotGroup
      ? flowHref("time", params, { date: next }, ["group"])
      : flowHref("types", params, { date: next }, ["group"]);
    const state: MovedState = { movedFrom: flow.date, passedTime };
    return <Navigate to={to} replace state={state} />;
  }

  const answers = capacities.data ?? [];
  const byTicket = new Map(answers.map((answer) => [answer.ticket_id, answer]));
  const title = t("tickets.types.title");
  const busy = (!calendar.data && !calendar.error) || capacities.isLoading;
  return (
    <PageFrame
      title={title}
      step={slotGroup ? "time" : "date"}
      withTime={slotGroup}
      intro={<VisitMoment date={flow.date} time={slotGroup ? flow.time : undefined} />}
    >
      <MovedNotice to={flow.date} />
      {busy ? (
        <Spinner label={t("tickets.loading")} />
      ) : groupTickets.length === 0 || onDay.length === 0 ? (
        <Alert
          role="status"
          variant="warning"
          data-error={groupTickets.length ? "noneAvailable" : "empty"}
        >
          <AlertDescription>
            {t(groupTickets.length === 0 ? "tickets.error.empty" : "tickets.error.noneAvailable")}
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <TicketRows
            tickets={onDay}
            capacities={quotaCapacities(answers, flow.time)}
            capacityOf={(id) => byTicket.get(id)}
            date={flow.date}
            time={flow.time}
            withContent={group.withContentAttributes}
          />
          <AddToCart tickets={onDay} date={flow.date} time={flow.time} />
        </>
      )}
    </PageFrame>
  );
}

// spec selling-core §2 shop.tickets.combi: the combined tickets in a date picker of several
// calendars (setting calendarsCount), an optional start time, and add to cart. The group
// parameter must match a configured group, or it is reset to the combi group.
import { addDays, isEntryOpen } from "@shop/core";
import type { TicketGroup } from "@shop/core/contract";
import { CapacityCalendar } from "@shop/ui/capacity-calendar";
import { Spinner } from "@shop/ui/spinner";
import { lazy, Suspense, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import {
  calendarAvailability,
  quotaCapacities,
  slotTicketsOn,
} from "../../features/tickets/availability";
import { GROUP, ticketsOfGroup } from "../../features/tickets/ticket-groups";
import {
  CALENDAR_DAYS,
  useTicketCalendar,
  useTicketCapacities,
} from "../../features/tickets/use-ticket-data";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "./page-frame";
import { SlotPicker } from "./slot-picker";
import { TicketRows } from "./ticket-rows";
import { useTicketsFlow } from "./tickets-context";
import { VisitMoment } from "./visit-moment";

// The add-to-cart machinery (holds, the selection's checks and alerts) shows only once a day is
// chosen: loaded then, so the combi step's first load does not carry it (bench/first-route).
const AddToCart = lazy(async () => ({ default: (await import("./add-to-cart")).AddToCart }));

export function CombiPage() {
  const [params] = useSearchParams();
  const { groups, flow } = useTicketsFlow();
  const group = groups.find((entry) => entry.name === flow.group);
  if (!group) {
    const next = new URLSearchParams(params);
    const combi = groups.find((entry) => entry.name === GROUP.combi);
    if (combi) next.set("group", combi.name);
    else next.delete("group");
    // Without any combi group there is nothing to reset to: stop here rather than loop.
    if (combi || params.has("group")) {
      return <Navigate to={`/tickets/combi?${next.toString()}`} replace />;
    }
  }
  return <CombiTickets group={group} />;
}

function CombiTickets({ group }: { group: TicketGroup | undefined }) {
  const t = useT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const [, setParams] = useSearchParams();
  const { tickets, flow, today, now } = useTicketsFlow();
  const combiTickets = group ? ticketsOfGroup(group, tickets) : [];
  const date = flow.hasDate ? flow.date : undefined;
  const onDay = date ? combiTickets.filter((ticket) => isEntryOpen(ticket, date, now)) : [];
  const slotTickets = date ? slotTicketsOn(combiTickets, date, now) : [];
  const [time, setTime] = useState<string | undefined>(flow.time);
  const combiIds = combiTickets.map((ticket) => ticket.id);
  const calendar = useTicketCalendar(locale, today, combiIds);
  const availability = calendarAvailability(
    calendar.data,
    combiIds,
    settings.calendarMode,
    settings.capacityThreshold,
  );
  const capacities = useTicketCapacities(
    locale,
    onDay.map((ticket) => ticket.id),
    date ?? null,
  );
  const answers = capacities.data ?? [];
  const byTicket = new Map(answers.map((answer) => [answer.ticket_id, answer]));
  const chooseDay = (day: string) => {
    setTime(undefined);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("date", day);
        next.delete("time");
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageFrame title={t("tickets.combi.title")} step="date">
      <CapacityCalendar
        availability={availability}
        selected={date}
        onSelect={chooseDay}
        today={today}
        maxDate={addDays(today, CALENDAR_DAYS - 1)}
        numberOfMonths={settings.calendarsCount}
        loading={calendar.isLoading}
      />
      {date && (
        <section aria-labelledby="combi-tickets" className="grid gap-4">
          <h2 id="combi-tickets" className="font-heading font-semibold text-xl">
            {t("tickets.combi.tickets")}
          </h2>
          <VisitMoment date={date} time={time} />
          {slotTickets.map((ticket) => (
            <SlotPicker
              key={ticket.id}
              ticket={ticket}
              date={date}
              value={time}
              onChange={setTime}
            />
          ))}
          {capacities.isLoading ? (
            <Spinner label={t("tickets.loading")} />
          ) : onDay.length === 0 ? (
            <p>{t("tickets.error.noneAvailable")}</p>
          ) : (
            <>
              <TicketRows
                tickets={onDay}
                capacities={quotaCapacities(answers, time)}
                capacityOf={(id) => byTicket.get(id)}
                date={date}
                time={time}
                withContent={group?.withContentAttributes ?? false}
                headingLevel="h3"
              />
              <Suspense fallback={<Spinner size="sm" label={t("tickets.loading")} />}>
                <AddToCart tickets={onDay} date={date} time={time} />
              </Suspense>
            </>
          )}
        </section>
      )}
    </PageFrame>
  );
}

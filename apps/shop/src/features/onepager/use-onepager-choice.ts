// spec selling-core §4 "One-pager", §5: the one-pager's choice of tickets — the day of the visit
// (the first that sells a dated ticket, until the visitor picks one), the sections of tickets
// on sale that day with their places left, and the selection, on which the named (or default)
// ticket starts with one. The page renders what this answers.
import { berlinDate } from "@shop/core";
import { isDated } from "@shop/core/booking";
import { useEffect, useRef, useState } from "react";
import { useMuseums } from "../catalogue/use-catalogue";
import { quotaCapacities } from "../tickets/availability";
import { EMPTY_SELECTION, type Selection, withQuantity } from "../tickets/selection";
import {
  useTicketCalendar,
  useTicketCapacities,
  useTicketGroups,
  useTickets,
} from "../tickets/use-ticket-data";
import { firstOnepagerDay, type OnSale, onepagerSections } from "./onepager-rules";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function useOnepagerChoice(locale: string, now: Date, first: number | undefined) {
  const today = berlinDate(now);
  const tickets = useTickets(locale, { today });
  const groups = useTicketGroups(locale);
  const museums = useMuseums(locale);

  const all = tickets.data?.data ?? [];
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [dayInput, setDayInput] = useState<string | null>(null);
  // The server's calendar of the dated tickets says which are on sale each day (it knows the
  // houses' opening hours): the page opens on the first day that sells one.
  const datedIds = all.filter((ticket) => isDated(ticket)).map((ticket) => ticket.id);
  const calendar = useTicketCalendar(locale, today, datedIds);
  const calendarDays = calendar.data?.data;
  const onSale: OnSale = (ticketId, date) => {
    const entry = calendarDays?.[date];
    return entry === undefined ? undefined : String(ticketId) in entry.tickets;
  };
  const day = chosenDay ?? firstOnepagerDay(all, today, now, onSale);
  const sections = onepagerSections(groups.data?.data ?? [], all, {
    date: day,
    now,
    first,
    onSale,
  });
  const pageTickets = sections.flatMap((section) => section.tickets);
  const dated = pageTickets.filter((ticket) => isDated(ticket));
  const capacities = useTicketCapacities(
    locale,
    dated.map((ticket) => ticket.id),
    dated.length > 0 ? day : null,
  );
  const answers = capacities.data ?? [];
  const byTicket = new Map(answers.map((answer) => [answer.ticket_id, answer]));

  // The named (or default) ticket is chosen once, when the page first shows it.
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const preselected = useRef(false);
  const firstTicket = pageTickets.find((ticket) => ticket.id === first);
  useEffect(() => {
    if (preselected.current || !firstTicket) return;
    preselected.current = true;
    if (firstTicket.min_persons <= 1 && firstTicket.max_persons >= 1 && !firstTicket.booked_out) {
      setSelection((previous) => withQuantity(previous, firstTicket.id, 1, false));
    }
  }, [firstTicket]);

  return {
    today,
    /** Every ticket of the shop; `pageTickets` are those the sections show. */
    all,
    sections,
    pageTickets,
    museums: museums.data?.data ?? [],
    day,
    /** What the day field holds while it is no day to book (typed, not chosen), else null. */
    dayInput,
    /** The day field changed: a day from today on is chosen, anything else is kept as typed. */
    setDay(value: string) {
      if (ISO_DAY.test(value) && value >= today) {
        setDayInput(null);
        setChosenDay(value);
      } else setDayInput(value);
    },
    capacitiesLoading: capacities.isLoading,
    capacities: quotaCapacities(answers, undefined),
    capacityOf: (id: number) => byTicket.get(id),
    selection,
    setSelection,
    // Only the first answers wait behind the spinner: a language switch keeps the page.
    loading:
      (!tickets.data && !tickets.error) ||
      (!groups.data && !groups.error) ||
      (datedIds.length > 0 && !calendar.data && !calendar.error),
    failed: Boolean(tickets.error || groups.error),
  };
}

// spec selling-core §2 shop.tickets.list: the day tickets with their places, a date picker and
// the museum and exhibition filters (query date, museum_id, exhibition_id, vip). In VIP mode
// (vip) only one row may hold a quantity (§4 single selection mode).
import { addDays, isValidCartDate } from "@shop/core";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { Spinner } from "@shop/ui/spinner";
import { useSearchParams } from "react-router";
import { quotaCapacities } from "../../features/tickets/availability";
import { CALENDAR_DAYS, useTicketCapacities } from "../../features/tickets/use-ticket-data";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { AddToCart } from "./add-to-cart";
import { PageFrame } from "./page-frame";
import { TicketFilters } from "./ticket-filters";
import { TicketRows } from "./ticket-rows";
import { useTicketsFlow } from "./tickets-context";

export function ListPage() {
  const t = useT();
  const { locale } = useLocale();
  const [, setParams] = useSearchParams();
  const { tickets, flow, today, now } = useTicketsFlow();
  const dayTickets = tickets.filter((ticket) => ticket.ticket_type === "normal");
  const dated = dayTickets.filter((ticket) => !ticket.free_timing);
  const capacities = useTicketCapacities(
    locale,
    dated.map((ticket) => ticket.id),
    flow.date,
  );
  const answers = capacities.data ?? [];
  const byTicket = new Map(answers.map((answer) => [answer.ticket_id, answer]));
  const setDate = (value: string) => {
    // spec selling-core §5: a date is valid as YYYY-MM-DD, today or later.
    if (!isValidCartDate(value, now)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("date", value);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <PageFrame title={t("tickets.list.title")} step="filter">
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
        <Field label={t("tickets.list.date")}>
          <Input
            type="date"
            value={flow.date}
            min={today}
            max={addDays(today, CALENDAR_DAYS - 1)}
            onChange={(event) => setDate(event.currentTarget.value)}
            className="w-auto"
          />
        </Field>
        <TicketFilters />
      </div>
      {capacities.isLoading ? (
        <Spinner label={t("tickets.loading")} />
      ) : dayTickets.length === 0 ? (
        <p>{t("tickets.error.empty")}</p>
      ) : (
        <>
          <TicketRows
            tickets={dayTickets}
            capacities={quotaCapacities(answers, undefined)}
            capacityOf={(id) => byTicket.get(id)}
            date={flow.date}
            withContent
          />
          <AddToCart tickets={dayTickets} date={flow.date} />
        </>
      )}
    </PageFrame>
  );
}

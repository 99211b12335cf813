// spec selling-core §2 shop.tickets.time: a radio list of start times per time-slot ticket
// (entry_duration above 0), with sold-out slots disabled and saying why (§4, §5).
import type { Ticket } from "@shop/core/contract";
import { TimeSlotPicker } from "@shop/ui/time-slot-picker";
import { useShopSettings } from "../../features/shop/shop-context";
import { useStartTimes } from "../../features/tickets/use-ticket-data";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";

export function SlotPicker(props: {
  ticket: Ticket;
  date: string;
  value: string | undefined;
  onChange: (time: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const startTimes = useStartTimes(locale, props.ticket.id, props.date);
  return (
    <TimeSlotPicker
      name={`slot-${props.ticket.id}`}
      legend={t("tickets.time.slotsOf", { title: props.ticket.title })}
      slots={startTimes.data?.data ?? []}
      loading={startTimes.isLoading}
      value={props.value}
      onChange={props.onChange}
      fewSeatsPercent={settings.fewSeatsPercent}
      emptyText={t("tickets.time.noTimes")}
    />
  );
}

// spec selling-core §2 shop.tickets.time: a radio list of start times per time-slot ticket
// (entry_duration above 0), with sold-out slots disabled and saying why (§4, §5). A day with
// sold-out times shows the waiting list's panel below (issue 34, Deliver 3): the nearest times
// with places, and the sign-up; its chunk loads only then.
import { SLOT_STATE, slotState } from "@shop/core";
import type { Ticket } from "@shop/core/contract";
import { TimeSlotPicker } from "@shop/ui/time-slot-picker";
import { lazy, Suspense } from "react";
import { useShopSettings } from "../../features/shop/shop-context";
import { useStartTimes } from "../../features/tickets/use-ticket-data";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";

const WaitingListPanel = lazy(async () => ({
  default: (await import("../../features/waiting-list/waiting-list-panel")).WaitingListPanel,
}));

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
  const slots = startTimes.data?.data ?? [];
  const soldOut = slots
    .filter((slot) => slotState(slot).kind === SLOT_STATE.soldOut)
    .map((slot) => slot.start_time);
  const picker = (
    <TimeSlotPicker
      name={`slot-${props.ticket.id}`}
      legend={t("tickets.time.slotsOf", { title: props.ticket.title })}
      slots={slots}
      loading={startTimes.isLoading}
      value={props.value}
      onChange={props.onChange}
      fewSeatsPercent={settings.fewSeatsPercent}
      emptyText={t("tickets.time.noTimes")}
    />
  );
  if (!settings.waitingList.enabled || soldOut.length === 0) return picker;
  return (
    <div className="grid gap-4">
      {picker}
      <Suspense fallback={null}>
        <WaitingListPanel
          key={`${props.ticket.id}-${props.date}`}
          ticket={props.ticket}
          date={props.date}
          slots={slots}
          soldOut={soldOut}
          onChoose={props.onChange}
        />
      </Suspense>
    </div>
  );
}

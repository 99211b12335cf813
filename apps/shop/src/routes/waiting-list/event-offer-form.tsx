// The issue 34, Deliver 3: an event date's offer on its link's page (./offer-page.tsx). The
// places held — a seated date's seats by name, a general-admission date's numbered — each get
// their price from the date's scale prices (a seat's at its category's amount), the first one
// chosen; the submit claims the holds into the cart with those prices.
import { formatMoney, type Locale } from "@shop/core";
import type { EventDate, WaitingListOffer } from "@shop/core/contract";
import { Button } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useEventDate } from "../../features/events/use-events";
import { useFieldParts } from "../../features/forms/field-parts";
import { useWaitingListT } from "../../features/waiting-list/waiting-list-texts";
import { useLocale } from "../../i18n/locale-context";

type Values = { prices: string[] };

/** The date's prices for a place: a seat's at its category's amount. */
function choicesFor(date: EventDate, seatId: number | undefined, locale: Locale) {
  const category = date.seat_list.find((seat) => seat.id === seatId)?.category;
  return date.prices.map((price) => {
    const cents =
      category === undefined ? price.price_cents : (price.category_prices[String(category)] ?? 0);
    return { id: price.scale_price_id, label: `${price.title}: ${formatMoney(cents, locale)}` };
  });
}

export function EventOfferForm({
  offer,
  busy,
  onTake,
  actions,
}: {
  offer: WaitingListOffer & { event_id: number; date_id: number };
  busy: boolean;
  /** Takes the places with a price for each, in the offer's order. */
  onTake: (prices: number[]) => Promise<void>;
  /** The decline button, beside the submit. */
  actions: ReactNode;
}) {
  const t = useWaitingListT();
  const { locale } = useLocale();
  const date = useEventDate(locale, offer.event_id, offer.date_id);
  if (!date.data) return <Spinner label={t("waitingList.offer.loading")} />;
  return (
    <PricesForm date={date.data} offer={offer} busy={busy} onTake={onTake} actions={actions} />
  );
}

function PricesForm({
  date,
  offer,
  busy,
  onTake,
  actions,
}: {
  date: EventDate;
  offer: WaitingListOffer;
  busy: boolean;
  onTake: (prices: number[]) => Promise<void>;
  actions: ReactNode;
}) {
  const t = useWaitingListT();
  const { locale } = useLocale();
  const seats = offer.seat_ids ?? [];
  const places = Array.from({ length: offer.places }, (_, i) => seats[i]);
  const first = String(date.prices[0]?.scale_price_id ?? "");
  const [defaults] = useState(() => ({ prices: places.map(() => first) }));
  const form = useForm<Values>({ defaultValues: defaults });
  const parts = useFieldParts(form, {
    label: (name) => {
      const at = Number(name.split(".")[1]);
      const seat = date.seat_list.find((s) => s.id === places[at]);
      return seat
        ? t("waitingList.offer.seatPrice", { seat: seat.title })
        : t("waitingList.offer.placePrice", { n: at + 1 });
    },
    codes: [],
    error: () => "",
  });
  const submit = form.handleSubmit(({ prices }) => onTake(prices.map(Number)));
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium">{t("waitingList.offer.prices")}</legend>
        {places.map((seat, i) => parts.select(`prices.${i}`, choicesFor(date, seat, locale)))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          loading={form.formState.isSubmitting}
          loadingLabel={t("waitingList.offer.taking")}
        >
          {t("waitingList.offer.take")}
        </Button>
        {actions}
      </div>
    </form>
  );
}

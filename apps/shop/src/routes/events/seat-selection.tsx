// spec surrounding-areas §2 "Seat selection (event date)", §4 "Event seats", §6: the seating
// plan with its legend (each category's colour, title and price from–to; blocked and
// selected), operable by keyboard (arrow keys along rows and columns, Enter or Space chooses)
// and named seat by seat for screen readers by the design system's SeatMap. Choosing a seat
// holds it at once and puts it on the date's cart line; choosing it again gives it back
// (../../features/events/use-seat-choice.ts). The table of chosen seats lets each seat's
// scale price be picked among those its category has, shows the amounts, and leads to the cart.
import { formatMoney, type Locale } from "@shop/core";
import type { EventDate, SeatBlocking } from "@shop/core/contract";
import { buttonVariants } from "@shop/ui/button";
import { Money } from "@shop/ui/money";
import { NativeSelect } from "@shop/ui/native-select";
import { type SeatCategory, SeatLegend, SeatMap, type SeatMapSeat } from "@shop/ui/seat-map";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@shop/ui/table";
import { useMemo } from "react";
import { Link } from "react-router";
import { chargedSeatPrice, seatPrices } from "../../features/events/event-rules";
import { useEventT } from "../../features/events/event-texts";
import { type SeatReads, useSeatChoice } from "../../features/events/use-seat-choice";
import { useLocale } from "../../i18n/locale-context";
import { BlockingAlert } from "./blocking-alert";

export function SeatSelection({
  date,
  blockings,
  reads,
}: {
  date: EventDate;
  blockings: readonly SeatBlocking[] | undefined;
  /** The page's reads of the plan and the holds, changed in place by a click. */
  reads: SeatReads;
}) {
  const t = useEventT();
  const { locale } = useLocale();
  const choice = useSeatChoice(date, blockings, reads);
  const categories: SeatCategory[] = useMemo(
    () =>
      date.seatings.map((seating) => ({
        id: seating.id,
        title: seating.title,
        color_code: seating.color_code,
        price_from_cents: seating.price_from_cents,
        price_to_cents: seating.price_to_cents,
      })),
    [date.seatings],
  );
  // The seat's price on the map: what it costs on the line — its chosen scale price's, else the
  // one choosing it puts it at (worked out once per category, not per seat).
  const seats: SeatMapSeat[] = useMemo(() => {
    const byId = new Map(date.prices.map((price) => [price.scale_price_id, price]));
    const chosenPrice = new Map(choice.chosen.map((seat) => [seat.id, seat.price_id]));
    const chargedOf = new Map(
      date.seatings.map((seating) => [
        seating.id,
        chargedSeatPrice(date.prices, seating.id)?.cents ?? seating.price_from_cents,
      ]),
    );
    return date.seat_list.map((seat) => {
      const priceId = chosenPrice.get(seat.id);
      const chosenCents =
        priceId === undefined
          ? undefined
          : byId.get(priceId)?.category_prices[String(seat.category)];
      return {
        id: seat.id,
        row: seat.row,
        number: seat.number,
        category_id: seat.category,
        status: choice.taken.has(seat.id) ? "booked" : seat.status,
        price_cents: chosenCents ?? chargedOf.get(seat.category) ?? 0,
      };
    });
  }, [date, choice.taken, choice.chosen]);
  const selected = useMemo(() => choice.chosen.map((seat) => seat.id), [choice.chosen]);
  const busyTitle = date.seat_list.find((seat) => seat.id === choice.busySeat)?.title;

  return (
    <section aria-labelledby="event-seats" className="grid gap-4">
      <h4 id="event-seats" className="font-heading font-semibold text-lg">
        {t("events.seats.title")}
      </h4>
      <p id="event-seats-help" className="text-muted-foreground text-sm">
        {t("events.seats.help", { max: date.seats.max_per_registration })}
      </p>
      <SeatLegend categories={categories} />
      {choice.problem && (
        <BlockingAlert
          focusOn={choice.problem}
          problem={choice.problem.problem}
          max={date.seats.max_per_registration}
        />
      )}
      <SeatMap
        seats={seats}
        categories={categories}
        selected={selected}
        onToggle={choice.toggle}
        disabled={choice.busySeat !== undefined}
      />
      {/* WCAG 4.1.3: what a choice did, said without moving the focus off the seat */}
      <p role="status" className="sr-only">
        {busyTitle
          ? t("events.seats.busy", { seat: busyTitle })
          : t("events.seats.count", { count: selected.length })}
      </p>
      <ChosenSeats date={date} locale={locale} chosen={choice.chosen} onPrice={choice.setPrice} />
    </section>
  );
}

function ChosenSeats({
  date,
  locale,
  chosen,
  onPrice,
}: {
  date: EventDate;
  locale: Locale;
  chosen: readonly { id: number; price_id: number }[];
  onPrice: (seatId: number, priceId: number) => void;
}) {
  const t = useEventT();
  const rows = chosen.flatMap((choice) => {
    const seat = date.seat_list.find((candidate) => candidate.id === choice.id);
    if (!seat) return [];
    const prices = seatPrices(date.prices, seat.category);
    const price = prices.find((candidate) => candidate.priceId === choice.price_id);
    const category = date.seatings.find((seating) => seating.id === seat.category);
    return [{ seat, prices, price, category }];
  });
  const total = rows.reduce((sum, row) => sum + (row.price?.cents ?? 0), 0);
  return (
    <div className="grid gap-3">
      <h5 className="font-heading font-semibold">{t("events.seats.chosen")}</h5>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{t("events.seats.none")}</p>
      ) : (
        <Table className="text-sm">
          <TableCaption className="sr-only">{t("events.seats.chosen")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("events.seats.seat")}</TableHead>
              <TableHead>{t("events.seats.price")}</TableHead>
              <TableHead className="text-end">{t("events.seats.amount")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ seat, prices, price, category }) => (
              <TableRow key={seat.id}>
                <TableHead scope="row" className="font-normal">
                  {seat.title}
                  {category && (
                    <span className="block text-muted-foreground text-xs">{category.title}</span>
                  )}
                </TableHead>
                <TableCell>
                  <NativeSelect
                    aria-label={t("events.seats.priceFor", { seat: seat.title })}
                    value={String(price?.priceId ?? "")}
                    onChange={(event) => onPrice(seat.id, Number(event.target.value))}
                  >
                    {prices.map((option) => (
                      <option key={option.priceId} value={String(option.priceId)}>
                        {`${option.title} (${formatMoney(option.cents, locale)})`}
                      </option>
                    ))}
                  </NativeSelect>
                </TableCell>
                <TableCell className="text-end tabular-nums">
                  <Money cents={price?.cents ?? 0} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableHead scope="row" colSpan={2}>
                {t("events.seats.total")}
              </TableHead>
              <TableCell className="text-end font-semibold tabular-nums">
                <Money cents={total} />
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
      <p>
        <Link to="/cart" className={buttonVariants({ size: "lg" })}>
          {t("events.seats.toCart")}
        </Link>
      </p>
    </div>
  );
}

import { formatMoney } from "@shop/core";
import { type ComponentProps, useCallback, useMemo, useRef } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner/spinner";
import { seatMapMessages } from "./messages";
import { type CategoryFace, inkOn } from "./seat-face";
import {
  groupRows,
  type SeatCategory,
  type SeatMapSeat,
  seatCategoryMarkers,
  seatColumns,
} from "./seat-layout";
import { SeatRow } from "./seat-row";
import { useSeatGridKeys } from "./use-seat-grid-keys";

export type SeatMapProps = Omit<ComponentProps<"div">, "onToggle"> & {
  seats: readonly SeatMapSeat[];
  categories: readonly SeatCategory[];
  /** Ids of the seats this visitor holds. They stay toggleable even when the server says blocked. */
  selected: readonly number[];
  /** Called with the seat and whether it is now wanted (true) or given back (false). */
  onToggle: (seatId: number, selected: boolean) => void;
  /** E.g. while a blocking request runs: seats stay focusable but do not toggle. */
  disabled?: boolean;
  loading?: boolean;
  /** The grid's name; defaults to "seating plan". */
  label?: string;
};

/**
 * A seating plan as an ARIA grid (spec surrounding-areas §2, §4 "Event seats"): one tab stop,
 * arrow keys move between seats, Home/End to the row's ends (Ctrl for the whole plan),
 * Enter/Space toggle. Unavailable seats stay focusable with aria-disabled, as the APG advises for
 * grids, so a screen-reader user hears that they exist and why they cannot be chosen.
 */
export function SeatMap({
  seats,
  categories,
  selected,
  onToggle,
  disabled = false,
  loading = false,
  label,
  className,
  ...props
}: SeatMapProps) {
  const { t, locale } = useUiText(seatMapMessages);
  const rows = useMemo(() => groupRows(seats), [seats]);
  const chosen = new Set(selected);
  const { tabStop, register, activate, handleKeyDown } = useSeatGridKeys(seats, rows, chosen);
  // per category and per amount once, not per seat: formatting 2,000 prices took a quarter of
  // the first render's script time (bench/seat-map)
  const faces = useMemo(() => {
    const markers = seatCategoryMarkers(categories);
    return new Map<number, CategoryFace>(
      categories.map((category) => [
        category.id,
        {
          title: category.title,
          marker: markers.get(category.id),
          style: { backgroundColor: category.color_code, color: inkOn(category.color_code) },
        },
      ]),
    );
  }, [categories]);
  const priceText = useMemo(() => {
    const texts = new Map<number, string>();
    return (cents: number) => {
      let text = texts.get(cents);
      if (text === undefined) {
        text = formatMoney(cents, locale);
        texts.set(cents, text);
      }
      return text;
    };
  }, [locale]);
  // Stable across renders, so that a key press re-renders only the seats whose look changed
  // (SeatButton is memoised): 2,000 seats stay under 100 ms per key at 4× CPU slowdown
  // (bench/seat-map).
  const latestToggle = useRef(onToggle);
  latestToggle.current = onToggle;
  const toggle = useCallback(
    (seatId: number, wanted: boolean) => latestToggle.current(seatId, wanted),
    [],
  );
  const columns = useMemo(() => seatColumns(seats), [seats]);

  const headerWidth = useMemo(
    () => `${Math.max(...rows.map((row) => String(row.key).length)) + 1}ch`,
    [rows],
  );

  if (seats.length === 0) {
    return loading ? (
      <Spinner label={t("seatMap.loading")} />
    ) : (
      <p data-slot="seat-map-empty" className="text-muted-foreground text-sm">
        {t("seatMap.empty")}
      </p>
    );
  }

  return (
    <div data-slot="seat-map" className={cn("grid gap-2", className)} {...props}>
      {loading && <Spinner size="sm" label={t("seatMap.loading")} />}
      <div className="overflow-x-auto p-2">
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG's grid examples are tables: they bring rows and columns, role grid adds the arrow keys
          role="grid"
          aria-label={label ?? t("seatMap.label")}
          aria-busy={loading || undefined}
          data-disabled={disabled || undefined}
          className="block w-max"
          onKeyDown={handleKeyDown}
        >
          <tbody className="block">
            {rows.map((row) => (
              <SeatRow
                key={row.key}
                row={row}
                columns={columns}
                headerWidth={headerWidth}
                chosenKey={row.seats
                  .filter((seat) => chosen.has(seat.id))
                  .map((seat) => seat.id)
                  .join(" ")}
                tabStopId={row.seats.includes(tabStop as SeatMapSeat) ? tabStop?.id : undefined}
                disabled={disabled}
                faces={faces}
                priceText={priceText}
                register={register}
                activate={activate}
                toggle={toggle}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

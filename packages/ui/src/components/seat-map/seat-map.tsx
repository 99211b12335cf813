import { formatMoney } from "@shop/core";
import { cva } from "class-variance-authority";
import {
  type ComponentProps,
  type KeyboardEvent,
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { CheckIcon, XIcon } from "../../lib/icons";
import { parseColor, relativeLuminance } from "../../tokens/contrast";
import { Spinner } from "../spinner/spinner";
import { seatMapMessages } from "./messages";

/** A seat category of the legend (spec surrounding-areas §3 "Seating category"). */
export type SeatCategory = {
  id: number;
  title: string;
  /** The catalogue's colour, `#rrggbb`. */
  color_code: string;
  /** Shown on its seats and in the legend so that colour is not the only cue; A, B, C … if unset. */
  marker?: string;
  price_from_cents?: number;
  price_to_cents?: number;
};

/** "booked" and "blocked" both mean: not for sale to this visitor. */
export type SeatStatus = "available" | "blocked" | "booked";

export type SeatMapSeat = {
  id: number;
  row: string | number;
  /** The seat number; it also places the seat in its column. */
  number: number;
  category_id: number;
  status: SeatStatus;
  price_cents: number;
};

type SeatState = "available" | "selected" | "blocked";

/** The marker of each category: its own, else a letter by its place in the list. */
export function seatCategoryMarkers(categories: readonly SeatCategory[]): Map<number, string> {
  return new Map(
    categories.map((category, index) => [
      category.id,
      category.marker ?? (index < 26 ? String.fromCharCode(65 + index) : String(index + 1)),
    ]),
  );
}

// Catalogue colours are data, not theme tokens: the marker on them is black or white, whichever
// contrasts more (WCAG's crossover luminance is about 0.18).
function inkOn(color: string): string {
  const parsed = parseColor(color);
  return parsed && relativeLuminance(parsed) < 0.18 ? "#ffffff" : "#000000";
}

export const seatVariants = cva(
  "relative inline-flex size-8 shrink-0 select-none items-center justify-center rounded-t-lg rounded-b-sm border font-semibold text-xs [&_svg]:size-4",
  {
    variants: {
      state: {
        available: "border-foreground/40",
        // hollow, thick-edged and checked: no category's fill (catalogue colours are data and
        // may be the theme's primary), so the choice shows without relying on colour (WCAG
        // 1.4.1); foreground on background keeps 4.5:1 for the marker, 3:1 for the edge
        selected: "border-[3px] border-foreground bg-background text-foreground",
        // hatched and crossed: unavailable without relying on colour (WCAG 1.4.1)
        blocked:
          "border-muted-foreground border-dashed bg-muted bg-[image:repeating-linear-gradient(135deg,transparent_0_4px,var(--border)_4px_6px)] text-muted-foreground",
      },
    },
    defaultVariants: { state: "available" },
  },
);

type SeatFaceProps = { state: SeatState; color?: string; marker?: string };

/** What a seat shows, shared by the map and the legend so that the two always match. */
function SeatFace({ state, marker }: SeatFaceProps) {
  if (state === "blocked") return <XIcon />;
  return (
    <>
      {marker}
      {state === "selected" && (
        <span className="-top-1.5 -end-1.5 absolute inline-flex size-4 items-center justify-center rounded-full border border-background bg-foreground text-background [&_svg]:size-3">
          <CheckIcon />
        </span>
      )}
    </>
  );
}

function seatStyle(state: SeatState, color: string | undefined) {
  return state === "available" && color
    ? { backgroundColor: color, color: inkOn(color) }
    : undefined;
}

export type SeatLegendProps = ComponentProps<"ul"> & { categories: readonly SeatCategory[] };

/** The legend of a seat map: each category with colour, marker, title and price from–to, then the
 * blocked and selected looks (spec surrounding-areas §2 "Seat selection"). */
export function SeatLegend({ categories, className, ...props }: SeatLegendProps) {
  const { t, locale } = useUiText(seatMapMessages);
  const markers = seatCategoryMarkers(categories);
  const money = (cents: number) => formatMoney(cents, locale);
  const entry = (key: string | number, face: SeatFaceProps, label: string, price?: string) => (
    <li key={key} data-slot="seat-legend-item" className="flex items-center gap-2 text-sm">
      <span
        aria-hidden="true"
        className={seatVariants({ state: face.state })}
        style={seatStyle(face.state, face.color)}
      >
        <SeatFace {...face} />
      </span>
      <span>
        {label}
        {price && <span className="text-muted-foreground">, {price}</span>}
      </span>
    </li>
  );
  return (
    <ul
      data-slot="seat-legend"
      aria-label={t("seatMap.legend")}
      className={cn("flex flex-wrap gap-x-6 gap-y-3", className)}
      {...props}
    >
      {categories.map((category) => {
        const from = category.price_from_cents;
        const to = category.price_to_cents ?? from;
        const price =
          from === undefined || to === undefined
            ? undefined
            : from === to
              ? money(from)
              : t("seatMap.priceRange", { from: money(from), to: money(to) });
        return entry(
          category.id,
          { state: "available", color: category.color_code, marker: markers.get(category.id) },
          category.title,
          price,
        );
      })}
      {entry("blocked", { state: "blocked" }, t("seatMap.legendBlocked"))}
      {entry("selected", { state: "selected", marker: "" }, t("seatMap.legendSelected"))}
    </ul>
  );
}

type SeatButtonProps = {
  seatId: number;
  state: SeatState;
  tabbable: boolean;
  disabled: boolean;
  /** The seat's whole name for assistive technology: row, number, category, price, status. */
  label: string;
  /** The look of the seat's category while it is available (colour and ink). */
  categoryStyle: SeatFaceStyle | undefined;
  marker: string | undefined;
  register: (seatId: number, element: HTMLButtonElement | null) => void;
  activate: (seatId: number) => void;
  toggle: (seatId: number, wanted: boolean) => void;
};

type SeatFaceStyle = { backgroundColor: string; color: string };

// The class list of each look a seat can have (3 states, inactive or not, disabled or not): a
// hall renders 2,000 seats, and joining and merging their classes once per seat cost a tenth of
// the first render (bench/seat-map).
const SEAT_CLASSES = new Map<string, string>();

function seatClass(state: SeatState, inactive: boolean, disabled: boolean): string {
  const key = `${state}|${inactive}|${disabled}`;
  let classes = SEAT_CLASSES.get(key);
  if (classes === undefined) {
    classes = cn(
      seatVariants({ state }),
      inactive ? "cursor-not-allowed" : "cursor-pointer",
      disabled && "opacity-60",
      focusRing,
    );
    SEAT_CLASSES.set(key, classes);
  }
  return classes;
}

/** One seat of the map; memoised, as its props change only when its own look does. */
const SeatButton = memo(function SeatButton({
  seatId,
  state,
  tabbable,
  disabled,
  label,
  categoryStyle,
  marker,
  register,
  activate,
  toggle,
}: SeatButtonProps) {
  const inactive = disabled || state === "blocked";
  return (
    <button
      type="button"
      data-slot="seat-map-seat"
      data-state={state}
      ref={(element) => {
        register(seatId, element);
        return () => register(seatId, null);
      }}
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={state === "selected"}
      aria-disabled={inactive || undefined}
      aria-label={label}
      className={seatClass(state, inactive, disabled)}
      style={state === "available" ? categoryStyle : undefined}
      onFocus={() => activate(seatId)}
      onClick={() => {
        if (!inactive) toggle(seatId, state !== "selected");
      }}
    >
      <span aria-hidden="true">
        <SeatFace state={state} marker={marker} />
      </span>
    </button>
  );
});

type SeatRowProps = {
  row: Row;
  columns: readonly number[];
  /** The row headers' one width (the longest row name's), so that the columns line up. */
  headerWidth: string;
  /** The ids of the row's chosen seats, joined: a primitive, so unchanged rows skip rendering. */
  chosenKey: string;
  /** The grid's one tab stop when it is in this row. */
  tabStopId: number | undefined;
  disabled: boolean;
  faces: ReadonlyMap<number, CategoryFace>;
  /** The price as text, formatted once per amount. */
  priceText: (cents: number) => string;
  register: SeatButtonProps["register"];
  activate: SeatButtonProps["activate"];
  toggle: SeatButtonProps["toggle"];
};

/** One row of the map; memoised: a key press or a choice re-renders the rows it touches only. */
const SeatRow = memo(function SeatRow({
  row,
  columns,
  headerWidth,
  chosenKey,
  tabStopId,
  disabled,
  faces,
  priceText,
  register,
  activate,
  toggle,
}: SeatRowProps) {
  const { t } = useUiText(seatMapMessages);
  const statusText: Record<SeatState, string> = {
    available: t("seatMap.available"),
    selected: t("seatMap.selected"),
    blocked: t("seatMap.blocked"),
  };
  const chosen = new Set(chosenKey.split(" ").map(Number));
  const byNumber = new Map(row.seats.map((seat) => [seat.number, seat]));
  return (
    // Table elements for their semantics, laid out as flex rows: a row paints on its own and,
    // off screen, not at all (content-visibility), so a key press repaints the row it touches
    // instead of 2,000 seats (bench/seat-map; table layout cost 7 times as much paint). A row's
    // padding holds its focus rings and check marks, which its paint containment would clip;
    // a negative margin keeps the rows 2.25rem apart.
    <tr className="-mb-2 flex items-center gap-1 py-1.5 [contain-intrinsic-size:auto_none_auto_2.75rem] [content-visibility:auto] [overflow-clip-margin:0.5rem]">
      <th
        scope="row"
        aria-label={t("seatMap.row", { row: row.key })}
        className="block shrink-0 pe-2 text-end font-normal text-muted-foreground text-xs"
        style={{ width: headerWidth }}
      >
        {row.key}
      </th>
      {columns.map((number) => {
        const seat = byNumber.get(number);
        if (!seat) return <td key={number} className="block size-8 shrink-0" />;
        const face = faces.get(seat.category_id);
        const state: SeatState = chosen.has(seat.id)
          ? "selected"
          : seat.status === "available"
            ? "available"
            : "blocked";
        return (
          <td key={number} className="block size-8 shrink-0">
            <SeatButton
              seatId={seat.id}
              state={state}
              tabbable={seat.id === tabStopId}
              disabled={disabled}
              label={t("seatMap.seat", {
                row: row.key,
                number: seat.number,
                category: face?.title ?? "",
                price: priceText(seat.price_cents),
                status: statusText[state],
              })}
              categoryStyle={face?.style}
              marker={face?.marker}
              register={register}
              activate={activate}
              toggle={toggle}
            />
          </td>
        );
      })}
    </tr>
  );
});

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

type Row = { key: string | number; seats: SeatMapSeat[] };

/** What the seats of one category show: its title, marker and, while available, its colours. */
type CategoryFace = { title: string; marker: string | undefined; style: SeatFaceStyle };

function groupRows(seats: readonly SeatMapSeat[]): Row[] {
  const rows = new Map<string | number, SeatMapSeat[]>();
  for (const seat of seats) {
    const row = rows.get(seat.row);
    if (row) row.push(seat);
    else rows.set(seat.row, [seat]);
  }
  return [...rows].map(([key, list]) => ({ key, seats: list.sort((a, b) => a.number - b.number) }));
}

/** The index of the seat nearest to `number` in a row (seat numbers need not line up). */
function nearest(row: Row, number: number): number {
  let best = 0;
  row.seats.forEach((seat, index) => {
    const bestSeat = row.seats[best] as SeatMapSeat;
    if (Math.abs(seat.number - number) < Math.abs(bestSeat.number - number)) best = index;
  });
  return best;
}

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
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const [active, setActive] = useState<number>();
  const rows = useMemo(() => groupRows(seats), [seats]);
  const chosen = new Set(selected);
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
  const register = useCallback((seatId: number, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(seatId, element);
    else buttons.current.delete(seatId);
  }, []);
  // one column per seat number, so that equal numbers line up across rows; gaps stay empty cells
  const columns = useMemo(() => {
    const numbers = seats.map((seat) => seat.number);
    const first = Math.min(...numbers);
    const last = Math.max(...numbers);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  }, [seats]);

  const headerWidth = useMemo(
    () => `${Math.max(...rows.map((row) => String(row.key).length)) + 1}ch`,
    [rows],
  );

  const tabStop =
    seats.find((seat) => seat.id === active) ??
    seats.find((seat) => chosen.has(seat.id)) ??
    seats.find((seat) => seat.status === "available") ??
    seats[0];

  const moveTo = (seat: SeatMapSeat | undefined) => {
    if (!seat) return;
    setActive(seat.id);
    buttons.current.get(seat.id)?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const r = rows.findIndex((row) => row.seats.some((seat) => seat.id === tabStop?.id));
    const row = rows[r];
    if (!row || !tabStop) return;
    const c = row.seats.indexOf(tabStop);
    const across = (offset: number) => {
      const target = rows[r + offset];
      return target?.seats[nearest(target, tabStop.number)];
    };
    let target: SeatMapSeat | undefined;
    switch (event.key) {
      case "ArrowLeft":
        target = row.seats[c - 1];
        break;
      case "ArrowRight":
        target = row.seats[c + 1];
        break;
      case "ArrowUp":
        target = across(-1);
        break;
      case "ArrowDown":
        target = across(1);
        break;
      case "Home":
        target = event.ctrlKey ? rows[0]?.seats[0] : row.seats[0];
        break;
      case "End":
        target = event.ctrlKey ? rows.at(-1)?.seats.at(-1) : row.seats.at(-1);
        break;
      default:
        return;
    }
    // at an edge the key does nothing (no wrapping, as in the APG grid), but never scrolls the page
    event.preventDefault();
    moveTo(target);
  };

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
                activate={setActive}
                toggle={toggle}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

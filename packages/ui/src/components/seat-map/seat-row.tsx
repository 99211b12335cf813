// The rows of a seat map and their seats: memoised, so that a key press or a choice re-renders
// only the rows and seats it touches (2,000 seats, bench/seat-map).
import { memo } from "react";
import { useUiText } from "../../i18n/provider";
import { seatMapMessages } from "./messages";
import {
  type CategoryFace,
  SeatFace,
  type SeatFaceStyle,
  type SeatState,
  seatClass,
} from "./seat-face";
import type { Row } from "./seat-layout";

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
export const SeatRow = memo(function SeatRow({
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
    // a negative margin keeps the rows 2.25rem apart. Each row is a layer of its own
    // (will-change), so a repainted row leaves the others' layers as they are: the layer work
    // per key press fell from about 30 to 11 ms at the simulated phone (bench/seat-map).
    <tr className="-mb-2 flex items-center gap-1 py-1.5 will-change-transform [contain-intrinsic-size:auto_none_auto_2.75rem] [content-visibility:auto] [overflow-clip-margin:0.5rem]">
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

import { type KeyboardEvent, useCallback, useRef, useState } from "react";
import { nearest, type Row, type SeatMapSeat } from "./seat-layout";

/**
 * The keyboard of the seat grid (the WAI-ARIA grid pattern): one tab stop — the seat last
 * focused, else the first chosen, else the first available — and the arrow keys, Home and End
 * (with Ctrl for the whole plan) to move it. `register` gives the hook each seat's button to focus.
 */
export function useSeatGridKeys(
  seats: readonly SeatMapSeat[],
  rows: readonly Row[],
  chosen: ReadonlySet<number>,
) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const [active, setActive] = useState<number>();
  const register = useCallback((seatId: number, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(seatId, element);
    else buttons.current.delete(seatId);
  }, []);

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

  return { tabStop, register, activate: setActive, handleKeyDown };
}

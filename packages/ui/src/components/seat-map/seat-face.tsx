// What a seat looks like, shared by the map and its legend so that the two always match: the
// state's classes, the category's colour and ink, the marker and the check or cross on top.
import { cva } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { focusRingShadow } from "../../lib/focus-ring";
import { CheckIcon, XIcon } from "../../lib/icons";
import { parseColor, relativeLuminance } from "../../tokens/contrast";

export type SeatState = "available" | "selected" | "blocked";

// Catalogue colours are data, not theme tokens: the marker on them is black or white, whichever
// contrasts more (WCAG's crossover luminance is about 0.18).
export function inkOn(color: string): string {
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

export type SeatFaceProps = { state: SeatState; color?: string; marker?: string };

/** What a seat shows, shared by the map and the legend so that the two always match. */
export function SeatFace({ state, marker }: SeatFaceProps) {
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

export function seatStyle(state: SeatState, color: string | undefined) {
  return state === "available" && color
    ? { backgroundColor: color, color: inkOn(color) }
    : undefined;
}

export type SeatFaceStyle = { backgroundColor: string; color: string };

/** What the seats of one category show: its title, marker and, while available, its colours. */
export type CategoryFace = { title: string; marker: string | undefined; style: SeatFaceStyle };

// The class list of each look a seat can have (3 states, inactive or not, disabled or not): a
// hall renders 2,000 seats, and joining and merging their classes once per seat cost a tenth of
// the first render (bench/seat-map).
const SEAT_CLASSES = new Map<string, string>();

export function seatClass(state: SeatState, inactive: boolean, disabled: boolean): string {
  const key = `${state}|${inactive}|${disabled}`;
  let classes = SEAT_CLASSES.get(key);
  if (classes === undefined) {
    classes = cn(
      seatVariants({ state }),
      inactive ? "cursor-not-allowed" : "cursor-pointer",
      disabled && "opacity-60",
      focusRingShadow,
    );
    SEAT_CLASSES.set(key, classes);
  }
  return classes;
}

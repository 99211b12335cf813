import { berlinDate, DAY_AVAILABILITY, type DayAvailability, type IsoDate } from "@shop/core";
import { cva } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import {
  type DayButtonProps,
  DayPicker,
  type DayPickerProps,
  type Modifiers,
} from "react-day-picker";
import type { UiLocale } from "../../i18n/messages";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { Spinner } from "../spinner/spinner";
import { capacityCalendarMessages } from "./messages";

const AVAILABILITIES = Object.values(DAY_AVAILABILITY);

// en-GB, not en-US: the shop keeps day-month order and Monday weeks in every language.
const INTL_LOCALE: Record<UiLocale, string> = {
  de: "de-DE",
  en: "en-GB",
  es: "es-ES",
  fr: "fr-FR",
};

export const calendarDayVariants = cva(
  cn(
    // 36 px on a phone (7 days and their spacing fit 288 px: WCAG 1.4.10 at 320 px), 40 px above
    "relative flex size-9 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md text-sm tabular-nums leading-none sm:size-10",
    "data-today:font-bold data-today:[&>span:first-child]:underline data-today:[&>span:first-child]:underline-offset-2",
    // inverted rather than the brand colour, which a theme may set close to an availability colour
    "data-selected:bg-foreground data-selected:text-background data-selected:ring-2 data-selected:ring-foreground data-selected:ring-offset-2 data-selected:ring-offset-background",
    focusRing,
  ),
  {
    variants: {
      availability: {
        enough: "bg-availability-enough text-availability-enough-foreground",
        few: "bg-availability-few text-availability-few-foreground",
        soldOut:
          "cursor-not-allowed bg-availability-soldout text-availability-soldout-foreground [&>span:first-child]:line-through",
        closed: "cursor-not-allowed bg-availability-none text-availability-none-foreground",
        // a past (disabled) day shows no availability: it cannot be booked whatever is left
        past: "cursor-not-allowed text-muted-foreground opacity-50",
      },
    },
    defaultVariants: { availability: "past" },
  },
);

/** The non-colour cue of a day's availability: a shape drawn in the day's text colour. */
export function AvailabilityMark({
  availability,
  className,
}: {
  availability: DayAvailability;
  className?: string;
}) {
  return (
    <svg
      data-slot="availability-mark"
      data-availability={availability}
      viewBox="0 0 8 8"
      aria-hidden="true"
      focusable="false"
      className={cn("size-2 shrink-0", className)}
      fill="currentColor"
      stroke="currentColor"
    >
      {availability === DAY_AVAILABILITY.enough && <circle cx="4" cy="4" r="3.5" stroke="none" />}
      {availability === DAY_AVAILABILITY.few && <path d="M4 .5 7.5 7.5H.5Z" stroke="none" />}
      {availability === DAY_AVAILABILITY.soldOut && (
        <path d="m1 1 6 6M7 1 1 7" strokeWidth="1.75" fill="none" />
      )}
      {availability === DAY_AVAILABILITY.closed && <path d="M.5 4h7" strokeWidth="1.75" />}
    </svg>
  );
}

// The grid's days are calendar days, not instants: react-day-picker gets each as the browser's
// local midnight of that date and no time zone, so it does plain date arithmetic. With its
// `timeZone` prop every day became a time-zone object and a third of choosing a day went into
// zone maths (the issue "speed"). Berlin matters only for which day is today, which the
// caller passes in as a date.
function localDay(iso: IsoDate): Date {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  return new Date(year, month - 1, day);
}

const two = (value: number) => String(value).padStart(2, "0");

function isoOfLocal(date: Date): IsoDate {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` as IsoDate;
}

function availabilityOf(modifiers: Modifiers): DayAvailability | undefined {
  if (modifiers.disabled) return undefined;
  return AVAILABILITIES.find((kind) => modifiers[kind]);
}

function isBookable(availability: DayAvailability | undefined): boolean {
  return availability === DAY_AVAILABILITY.few || availability === DAY_AVAILABILITY.enough;
}

// Module level, not inline: a new component type per render would remount the buttons and drop
// focus mid-navigation.
function CalendarDayButton({
  day: _day,
  modifiers,
  className,
  children,
  ...props
}: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // react-day-picker moves focus by the `focused` modifier; its own DayButton does the same.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const availability = availabilityOf(modifiers);
  return (
    <button
      ref={ref}
      {...props}
      data-slot="capacity-calendar-day"
      data-availability={availability}
      data-selected={modifiers.selected || undefined}
      data-today={modifiers.today || undefined}
      // Sold-out and closed days stay focusable so arrow keys can reach them and read why.
      aria-disabled={(availability !== undefined && !isBookable(availability)) || undefined}
      className={cn(calendarDayVariants({ availability: availability ?? "past" }), className)}
    >
      <span>{children}</span>
      {availability && <AvailabilityMark availability={availability} />}
    </button>
  );
}

const COMPONENTS: DayPickerProps["components"] = { DayButton: CalendarDayButton };

const CLASS_NAMES: DayPickerProps["classNames"] = {
  root: "relative w-fit",
  months: "flex flex-wrap items-start gap-6",
  month: "grid gap-2",
  month_caption: "flex h-10 items-center pe-24 font-heading font-medium text-base",
  nav: "absolute end-0 top-0 flex gap-1",
  button_previous: cn(
    "inline-flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    focusRing,
  ),
  button_next: cn(
    "inline-flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-accent aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    focusRing,
  ),
  chevron: "size-4 fill-current",
  month_grid: "border-separate border-spacing-1",
  weekday: "size-9 font-medium text-muted-foreground text-xs sm:size-10",
  day: "p-0 text-center",
  day_button: "",
};

/** A day's availability, keyed "YYYY-MM-DD" (Berlin calendar days); a missing day is closed. */
export type AvailabilityByDate = Readonly<Record<IsoDate, DayAvailability | undefined>>;

export type CapacityCalendarProps = Omit<
  ComponentProps<"div">,
  "onSelect" | "defaultValue" | "children"
> & {
  /** Availability per day, from @shop/core `dayAvailability`. */
  availability: AvailabilityByDate;
  /** The chosen day "YYYY-MM-DD". */
  selected?: IsoDate;
  /** Called with the chosen day "YYYY-MM-DD"; never for past, sold-out or closed days. */
  onSelect?: (date: IsoDate) => void;
  /**
   * Today in Berlin, "YYYY-MM-DD": earlier days are disabled and navigation starts here.
   * Defaults to the Berlin date of the clock at render; pass it in to keep renders pure.
   */
  today?: IsoDate;
  /** The last bookable day (spec: the calendar stops at the known days); later days are disabled. */
  maxDate?: IsoDate;
  /** The first month shown, as any day of it (controlled; pair with onMonthChange). */
  month?: IsoDate;
  /** The first month shown at first (uncontrolled); defaults to the selected day, else today. */
  defaultMonth?: IsoDate;
  /** Called with the first day "YYYY-MM-01" of the newly shown first month, to pre-load data. */
  onMonthChange?: (month: IsoDate) => void;
  /** How many months are shown side by side (a shop setting). */
  numberOfMonths?: number;
  /** Busy: marks the calendar aria-busy and shows a spinner. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown above the months, e.g. the sold-out banner (spec selling-core §2). */
  banner?: ReactNode;
  /** The key of colours and shapes under the months; default true. */
  legend?: boolean;
  /** Wording of the availabilities, instead of the library's table. */
  availabilityLabels?: Partial<Record<DayAvailability, string>>;
};

/**
 * A month grid that shows per day how many places are left (colour and shape), on
 * react-day-picker: arrow keys move by day and week, Page Up/Down by month.
 * spec selling-core §2 (time state), §9 (calendar, week starts Monday, pre-loading).
 */
export function CapacityCalendar({
  availability,
  selected,
  onSelect,
  today = berlinDate(new Date()),
  maxDate,
  month,
  defaultMonth,
  onMonthChange,
  numberOfMonths = 1,
  loading = false,
  loadingLabel,
  banner,
  legend = true,
  availabilityLabels,
  className,
  ...props
}: CapacityCalendarProps) {
  const { locale, t } = useUiText(capacityCalendarMessages);
  const [ownMonth, setOwnMonth] = useState(defaultMonth ?? selected ?? today);
  const shownMonth = month ?? ownMonth;

  const labelOf = useMemo(() => {
    const table: Record<DayAvailability, string> = {
      enough: t("calendar.enough"),
      few: t("calendar.few"),
      soldOut: t("calendar.soldOut"),
      closed: t("calendar.closed"),
      ...availabilityLabels,
    };
    return (kind: DayAvailability) => table[kind];
  }, [t, availabilityLabels]);

  // Cached: every matcher asks for each of the ~42 days of a month on every render.
  const isoOf = useMemo(() => {
    const cache = new Map<number, IsoDate>();
    return (date: Date) => {
      const key = date.getTime();
      let iso = cache.get(key);
      if (iso === undefined) {
        iso = isoOfLocal(date);
        cache.set(key, iso);
      }
      return iso;
    };
  }, []);

  const { formatters, labels } = useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) =>
      // the days are local dates (above), so they are formatted in the local zone
      new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
    const caption = format({ month: "long", year: "numeric" });
    const weekdayShort = format({ weekday: "short" });
    const weekdayLong = format({ weekday: "long" });
    const fullDate = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
    return {
      formatters: {
        formatCaption: (date: Date) => caption.format(date),
        formatWeekdayName: (date: Date) => weekdayShort.format(date),
      },
      labels: {
        labelGrid: (date: Date) => caption.format(date),
        labelWeekday: (date: Date) => weekdayLong.format(date),
        labelNav: () => t("calendar.navigation"),
        labelPrevious: () => t("calendar.previousMonth"),
        labelNext: () => t("calendar.nextMonth"),
        labelDayButton: (date: Date, modifiers: Modifiers) => {
          const kind = availabilityOf(modifiers);
          return [
            modifiers.today && t("calendar.today"),
            fullDate.format(date),
            kind && labelOf(kind),
            modifiers.selected && t("calendar.selected"),
          ]
            .filter(Boolean)
            .join(", ");
        },
      },
    };
  }, [locale, t, labelOf]);

  // Stable between renders while the availability is the same, so react-day-picker need not
  // work the month's modifiers out again when something else changed.
  const modifiers = useMemo(() => {
    const kindOf = (date: Date): DayAvailability =>
      availability[isoOf(date)] ?? DAY_AVAILABILITY.closed;
    return Object.fromEntries(
      AVAILABILITIES.map((kind) => [kind, (date: Date) => kindOf(date) === kind]),
    );
  }, [availability, isoOf]);
  const disabled = useMemo(
    () => (date: Date) => {
      const iso = isoOf(date);
      return iso < today || (maxDate !== undefined && iso > maxDate);
    },
    [isoOf, today, maxDate],
  );

  return (
    <div
      data-slot="capacity-calendar"
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      className={cn("grid w-fit gap-3", className)}
      {...props}
    >
      {banner}
      <div className="relative w-fit">
        <DayPicker
          mode="single"
          weekStartsOn={1}
          lang={locale}
          numberOfMonths={numberOfMonths}
          today={localDay(today)}
          month={localDay(shownMonth)}
          startMonth={localDay(today)}
          endMonth={maxDate === undefined ? undefined : localDay(maxDate)}
          onMonthChange={(date) => {
            const first = isoOf(date);
            setOwnMonth(first);
            onMonthChange?.(first);
          }}
          selected={selected === undefined ? undefined : localDay(selected)}
          onSelect={(_, day, dayModifiers) => {
            // `day` is the day pressed: pressing the chosen day again keeps it chosen.
            if (isBookable(availabilityOf(dayModifiers))) onSelect?.(isoOf(day));
          }}
          disabled={disabled}
          // while loading, no day claims to be closed or free: it has no availability yet
          modifiers={loading ? undefined : modifiers}
          formatters={formatters}
          labels={labels}
          components={COMPONENTS}
          classNames={CLASS_NAMES}
          className={cn(loading && "opacity-60")}
        />
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner size="lg" label={loadingLabel ?? t("calendar.loading")} />
          </div>
        )}
      </div>
      {legend && (
        <ul
          data-slot="capacity-calendar-legend"
          aria-label={t("calendar.legend")}
          className="flex flex-wrap gap-x-4 gap-y-2 text-sm"
        >
          {AVAILABILITIES.map((kind) => (
            <li key={kind} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={cn(
                  calendarDayVariants({ availability: kind }),
                  // the day's size at every width, the phone's and the sm one
                  "size-5 cursor-default sm:size-5 [&>span:first-child]:no-underline",
                )}
              >
                <AvailabilityMark availability={kind} />
              </span>
              {labelOf(kind)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import {
  groupSlotsByHour,
  minutesOfTime,
  SLOT_STATE,
  type SlotState,
  type SlotStateKind,
  slotState,
  slotsInWindow,
  TIME_WINDOW,
  type TimeSlot,
  timeWindow,
} from "@shop/core";
import { cva } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import type { UiMessageKeyOf } from "../../i18n/messages";
import { type UiTranslate, useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { Field, Label } from "../field/field";
import { RadioGroup, RadioGroupItem } from "../radio-group/radio-group";
import { Spinner } from "../spinner/spinner";
import { VisuallyHidden } from "../visually-hidden/visually-hidden";
import { timeSlotPickerMessages } from "./messages";

export const timeSlotOptionVariants = cva(
  cn(
    "relative flex min-h-11 items-center gap-2 rounded-md border border-input border-s-4 bg-card px-3 py-2 text-card-foreground",
    // a ring, not the border colour: the start border keeps telling the slot's state
    "has-[[data-state=checked]]:bg-accent has-[[data-state=checked]]:text-accent-foreground has-[[data-state=checked]]:ring-2 has-[[data-state=checked]]:ring-primary",
  ),
  {
    variants: {
      state: {
        available: "border-s-availability-enough",
        few: "border-s-availability-few",
        warning: "border-s-availability-few",
        disabled: "border-s-muted-foreground bg-muted text-muted-foreground",
        soldOut: "border-s-availability-soldout bg-muted text-muted-foreground",
      },
    },
    defaultVariants: { state: "available" },
  },
);

/** The text that tells a slot's state; available slots need none. */
function stateText(
  state: SlotState,
  t: UiTranslate<UiMessageKeyOf<typeof timeSlotPickerMessages>>,
): string | undefined {
  switch (state.kind) {
    case SLOT_STATE.soldOut:
      return t("timeSlot.soldOut");
    case SLOT_STATE.disabled:
      return t("timeSlot.disabled", { count: state.available });
    case SLOT_STATE.few:
      return t("timeSlot.few", { count: state.available });
    case SLOT_STATE.warning:
      return t("timeSlot.warning", { count: state.available });
    case SLOT_STATE.available:
      return undefined;
    default:
      return state satisfies never;
  }
}

function isChoosable(kind: SlotStateKind): boolean {
  return kind !== SLOT_STATE.soldOut && kind !== SLOT_STATE.disabled;
}

function hhmm(time: string): string {
  const minutes = minutesOfTime(time);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export type TimeSlotPickerProps = Omit<
  ComponentProps<"div">,
  "onChange" | "defaultValue" | "children"
> & {
  /** The day's slots; start_time is "HH:MM" (Berlin wall clock). */
  slots: readonly TimeSlot[];
  /** The chosen slot's start_time. */
  value?: string;
  onChange?: (startTime: string) => void;
  /**
   * Minutes after midnight the window is centred on (spec §9: 3 hours around the start).
   * Defaults to the chosen slot, else the first slot that can be chosen, else the first slot.
   */
  startMinutes?: number;
  /** Places the visitor needs; slots with fewer are disabled with the count (spec §5). */
  minCapacity?: number;
  /** Shop setting: a slot shows "few" at or below this percentage of its seats (default 70). */
  fewSeatsPercent?: number;
  /** Names the radio group; defaults to the library's "choose a start time". */
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** Shown when the day has no slots. */
  emptyText?: ReactNode;
  name?: string;
};

/**
 * Start times as one radio group (arrow keys move and choose), listed under their hour, each with
 * its state in words. spec selling-core §2 (time state), §4–§5 (slot states), §9 (time picker).
 */
export function TimeSlotPicker({
  slots,
  value,
  onChange,
  startMinutes,
  minCapacity,
  fewSeatsPercent,
  legend,
  hint,
  error,
  required,
  disabled,
  loading = false,
  emptyText,
  name,
  className,
  ...props
}: TimeSlotPickerProps) {
  const { t } = useUiText(timeSlotPickerMessages);
  const baseId = useId();
  const [extensions, setExtensions] = useState(0);

  const states = new Map(
    slots.map((slot) => [slot, slotState(slot, { minCapacity, fewSeatsPercent })]),
  );
  const stateOf = (slot: TimeSlot): SlotState =>
    states.get(slot) ?? slotState(slot, { minCapacity, fewSeatsPercent });
  // The centre stays put while the visitor chooses, so the list never shifts under the pointer.
  const first = slots.find((slot) => isChoosable(stateOf(slot).kind)) ?? slots[0];
  const centre = startMinutes ?? (first ? minutesOfTime(first.start_time) : 0);
  // A slot chosen earlier (e.g. after "show more", then back to this step) must be on screen.
  const chosen = slots.find((slot) => slot.start_time === value);
  const needed = chosen
    ? Math.ceil(
        (minutesOfTime(chosen.start_time) + 1 - centre - TIME_WINDOW.afterStartMinutes) /
          TIME_WINDOW.extensionMinutes,
      )
    : 0;
  const extended = Math.min(Math.max(extensions, needed), TIME_WINDOW.maxExtensions);
  const range = timeWindow({ startMinutes: centre, extensions: extended });
  const shown = slotsInWindow(slots, range);
  const hasLater = slots.some((slot) => minutesOfTime(slot.start_time) >= range.toMinutes);

  let body: ReactNode;
  if (loading) {
    body = <Spinner label={t("timeSlot.loading")} />;
  } else if (slots.length === 0) {
    body = (
      <p data-slot="time-slot-picker-empty" className="text-muted-foreground text-sm">
        {emptyText ?? t("timeSlot.empty")}
      </p>
    );
  } else {
    body = (
      <>
        <RadioGroup
          name={name}
          value={value ?? ""}
          onValueChange={onChange}
          required={required}
          disabled={disabled}
          className="gap-4"
        >
          {groupSlotsByHour(shown).map((group) => (
            <div key={group.hour} data-slot="time-slot-hour" className="grid gap-2">
              {/* a generic div: a heading or group role inside a radiogroup breaks its children */}
              <div className="font-medium text-muted-foreground text-xs">
                {t("timeSlot.hour", { hour: group.hour })}
              </div>
              <div className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2">
                {group.slots.map((slot) => {
                  const state = stateOf(slot);
                  const id = `${baseId}-${slot.start_time}`;
                  const text = stateText(state, t);
                  return (
                    <div
                      key={slot.start_time}
                      data-slot="time-slot-option"
                      data-state={state.kind}
                      className={timeSlotOptionVariants({ state: state.kind })}
                    >
                      <RadioGroupItem
                        id={id}
                        value={slot.start_time}
                        disabled={!isChoosable(state.kind) || undefined}
                        aria-describedby={text ? `${id}-state` : undefined}
                      />
                      <div className="grid gap-0.5">
                        {/* the label's ::after covers the whole tile, so all of it is a target */}
                        <Label
                          htmlFor={id}
                          className="font-semibold tabular-nums after:absolute after:inset-0 after:content-['']"
                        >
                          {t("timeSlot.time", { time: hhmm(slot.start_time) })}
                        </Label>
                        {text && (
                          <span id={`${id}-state`} className="text-xs leading-snug">
                            {text}
                          </span>
                        )}
                      </div>
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </RadioGroup>
        {range.canExtend && hasLater && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setExtensions(extended + 1)}
          >
            {t("timeSlot.showMore")}
          </Button>
        )}
        {/* focus stays on the button while slots appear above it: tell screen readers */}
        <VisuallyHidden role="status">
          {extensions > 0 ? t("timeSlot.shown", { count: shown.length }) : ""}
        </VisuallyHidden>
      </>
    );
  }

  return (
    <div
      data-slot="time-slot-picker"
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      className={cn("grid gap-3", className)}
      {...props}
    >
      <Field
        group
        label={legend ?? t("timeSlot.legend")}
        hint={hint}
        error={error}
        required={required}
        disabled={disabled}
        className="gap-3"
      >
        {body}
      </Field>
    </div>
  );
}

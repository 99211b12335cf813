import { cva } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { CheckIcon } from "../../lib/icons";
import { inputVariants } from "../input/input";
import { NumberInput } from "../number-input/number-input";
import { RadioGroup, type RadioItemProps, useRadioItem } from "../radio-group/radio-group";
import { Spinner } from "../spinner/spinner";
import { quantitySelectorMessages } from "./messages";

/** spec selling-core §9: the one-pager shows buttons for at most 4 quantities, else a select. */
export const QUANTITY_BUTTONS_MAX = 4;

export type QuantityDisplay = "auto" | "buttons" | "select" | "input";

export const quantityButtonVariants = cva(
  cn(
    "inline-flex min-h-10 min-w-12 cursor-pointer items-center justify-center gap-1 rounded-md border border-input bg-background px-3 font-medium text-foreground text-sm tabular-nums",
    "hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-50",
    // checked is told by the tick and the heavier border too, not by the fill colour alone
    "data-[state=checked]:border-2 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
    // the radio inside is visually hidden: its focus shows on the button
    focusRing.replaceAll("focus-visible:", "has-focus-visible:"),
    "has-disabled:cursor-not-allowed has-disabled:opacity-50",
  ),
);

/** One quantity: a native radio, visually hidden, inside a label that looks like a button. */
function QuantityOption({ option, ...props }: RadioItemProps & { option: number }) {
  const item = useRadioItem(props);
  return (
    <label
      data-slot="quantity-selector-option"
      data-state={item["data-state"]}
      className={quantityButtonVariants()}
    >
      <input className="sr-only" {...item} />
      {item.checked && <CheckIcon className="size-4" aria-hidden="true" />}
      {option}
    </label>
  );
}

export type QuantitySelectorProps = Omit<
  ComponentProps<"div">,
  "onChange" | "defaultValue" | "children"
> & {
  /** The ticket's title: the control is named "Quantity: <title>". */
  label: string;
  /** Offered quantities, ascending (`quantityOptions` of @shop/core, or the cart's `available`). */
  options?: readonly number[];
  /** Bounds of the number input shown when no option list is given (min_persons, max_persons). */
  min?: number;
  max?: number;
  value?: number;
  defaultValue?: number;
  onChange?: (quantity: number) => void;
  /** `auto`: buttons up to `maxButtons` options, a select above, a number input without a list. */
  display?: QuantityDisplay;
  maxButtons?: number;
  /** spec selling-core §4: a booked-out ticket's quantity input is disabled, with the reason shown. */
  bookedOut?: boolean;
  /** The visible reason when booked out or when no quantity is offered; defaults to the library's. */
  reason?: string;
  disabled?: boolean;
  /** A change is being saved (e.g. the reservation): changes are ignored, focus stays. */
  loading?: boolean;
  /** Replaces the accessible name "Quantity: <title>". */
  accessibleName?: string;
  /**
   * A visible label before the control (a mantle ticket's sub ticket): the `<label>` of the
   * select or number input; beside buttons, whose group the accessible name already names, text.
   */
  caption?: string;
};

function pickDisplay(
  display: QuantityDisplay,
  options: readonly number[] | undefined,
  max: number,
) {
  if (display !== "auto") return display;
  if (options === undefined) return "input";
  return options.length <= max ? "buttons" : "select";
}

/**
 * The quantity of one ticket row: a radio group of buttons for a few options (choosing one of
 * several is a radio group, not toggle buttons), a select for more, or a bounded number input.
 */
export function QuantitySelector({
  label,
  options,
  min,
  max,
  value,
  defaultValue = 0,
  onChange,
  display = "auto",
  maxButtons = QUANTITY_BUTTONS_MAX,
  bookedOut = false,
  reason,
  disabled = false,
  loading = false,
  accessibleName,
  caption,
  className,
  ...props
}: QuantitySelectorProps) {
  const { t } = useUiText(quantitySelectorMessages);
  const reasonId = useId();
  const controlId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const kind = pickDisplay(display, options, maxButtons);
  const unavailable = options !== undefined && options.length === 0;
  const off = disabled || bookedOut || unavailable;
  const reasonText =
    bookedOut || unavailable
      ? (reason ?? t(bookedOut ? "quantitySelector.bookedOut" : "quantitySelector.unavailable"))
      : undefined;
  const name = accessibleName ?? t("quantitySelector.label", { title: label });
  const describedBy = reasonText ? reasonId : undefined;

  const change = (next: number) => {
    if (loading || off || next === current) return;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  let control: ReactNode;
  if (kind === "buttons") {
    control = (
      <RadioGroup
        data-slot="quantity-selector-buttons"
        aria-label={name}
        aria-describedby={describedBy}
        className="flex flex-wrap gap-2"
        value={String(current)}
        onValueChange={(next) => change(Number(next))}
        disabled={off}
      >
        {(options ?? []).map((option) => (
          <QuantityOption key={option} option={option} value={String(option)} />
        ))}
      </RadioGroup>
    );
  } else if (kind === "select") {
    // A native select: on a phone it opens the system's own picker, every keyboard and screen
    // reader knows it, and it weighs nothing (Radix Select with its positioning was 24 kB gzip
    // of every ticket step; the issue "speed").
    control = (
      <select
        data-slot="quantity-selector-select"
        id={controlId}
        aria-label={name}
        aria-describedby={describedBy}
        className={cn(inputVariants(), "min-h-10 w-24 cursor-pointer")}
        value={String(current)}
        onChange={(event) => change(Number(event.target.value))}
        disabled={off}
      >
        {(options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <QuantityInput
        id={controlId}
        name={name}
        describedBy={describedBy}
        value={current}
        min={min ?? options?.[0]}
        max={max ?? options?.at(-1)}
        disabled={off}
        onChange={change}
      />
    );
  }

  return (
    <div
      data-slot="quantity-selector"
      data-display={kind}
      data-booked-out={bookedOut || undefined}
      data-disabled={off || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      className={cn("inline-flex flex-wrap items-center gap-x-3 gap-y-1", className)}
      {...props}
    >
      {caption &&
        (kind === "buttons" ? (
          <span data-slot="quantity-selector-caption" className="text-sm">
            {caption}
          </span>
        ) : (
          <label data-slot="quantity-selector-caption" htmlFor={controlId} className="text-sm">
            {caption}
          </label>
        ))}
      {control}
      {loading && <Spinner size="sm" />}
      {reasonText && (
        <span
          id={reasonId}
          data-slot="quantity-selector-reason"
          className="font-medium text-muted-foreground text-sm"
        >
          {reasonText}
        </span>
      )}
    </div>
  );
}

type QuantityInputProps = {
  id: string;
  name: string;
  describedBy?: string;
  value: number;
  min?: number;
  max?: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
};

// spec selling-core §2, §5: a ticket line without a list of quantities gets a number input
// bounded by min_persons and max_persons. The typed draft is kept apart from the quantity so
// the field can be emptied and retyped; only numbers within the bounds are reported.
function QuantityInput({
  id,
  name,
  describedBy,
  value,
  min,
  max,
  disabled,
  onChange,
}: QuantityInputProps) {
  const [draft, setDraft] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const inBounds = (next: number) =>
    Number.isInteger(next) && next >= (min ?? next) && next <= (max ?? next);
  return (
    <NumberInput
      data-slot="quantity-selector-input"
      id={id}
      aria-label={name}
      aria-describedby={describedBy}
      value={draft}
      min={min}
      max={max}
      disabled={disabled}
      onValueChange={(next) => {
        setDraft(next);
        if (next !== null && inBounds(next)) onChange(next);
      }}
      onBlur={() => {
        if (draft === null) setDraft(value);
      }}
    />
  );
}

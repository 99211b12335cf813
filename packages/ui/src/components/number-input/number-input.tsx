import { type ChangeEvent, type ComponentProps, type FocusEvent, useState } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { MinusIcon, PlusIcon } from "../../lib/icons";
import { useFieldControl } from "../field/field-context";
import { inputVariants } from "../input/input";
import { numberInputMessages } from "./messages";

export type NumberInputProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step"
> & {
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the typed number (null when empty), and with the clamped one on blur or step. */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  decreaseLabel?: string;
  increaseLabel?: string;
};

/** Keeps a number within the bounds. */
export function clampNumber(value: number, min?: number, max?: number): number {
  return Math.min(
    max ?? Number.POSITIVE_INFINITY,
    Math.max(min ?? Number.NEGATIVE_INFINITY, value),
  );
}

const stepButton = cn(
  "inline-flex min-h-10 w-10 shrink-0 cursor-pointer items-center justify-center border border-input bg-secondary text-secondary-foreground hover:bg-accent hover:text-accent-foreground",
  "disabled:cursor-not-allowed disabled:opacity-50",
  focusRing,
);

/**
 * A native number field (role spinbutton: arrow keys step it) with − and + buttons for touch.
 * Bounds are enforced on blur and by the buttons, not while the visitor is still typing.
 */
export function NumberInput({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  decreaseLabel,
  increaseLabel,
  className,
  onBlur,
  ...props
}: NumberInputProps) {
  const { t } = useUiText(numberInputMessages);
  const control = useFieldControl(props);
  const [own, setOwn] = useState<number | null>(defaultValue);
  const current = value !== undefined ? value : own;

  const commit = (next: number | null) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.valueAsNumber;
    commit(Number.isNaN(typed) ? null : typed);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (current !== null && clampNumber(current, min, max) !== current) {
      commit(clampNumber(current, min, max));
    }
    onBlur?.(event);
  };
  const stepBy = (direction: 1 | -1) => {
    const start = current ?? min ?? 0;
    commit(clampNumber(start + direction * step, min, max));
  };
  const disabled = control.disabled;

  return (
    <div data-slot="number-input" className={cn("flex w-full max-w-48", className)}>
      <button
        type="button"
        data-slot="number-input-decrease"
        className={cn(stepButton, "rounded-s-md border-e-0")}
        aria-label={decreaseLabel ?? t("numberInput.decrease")}
        aria-controls={control.id}
        disabled={disabled || (min !== undefined && current !== null && current <= min)}
        onClick={() => stepBy(-1)}
      >
        <MinusIcon />
      </button>
      <input
        data-slot="number-input-field"
        type="number"
        inputMode="numeric"
        className={cn(
          inputVariants(),
          "min-h-10 rounded-none text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none",
        )}
        value={current ?? ""}
        min={min}
        max={max}
        step={step}
        onChange={handleChange}
        onBlur={handleBlur}
        {...control}
      />
      <button
        type="button"
        data-slot="number-input-increase"
        className={cn(stepButton, "rounded-e-md border-s-0")}
        aria-label={increaseLabel ?? t("numberInput.increase")}
        aria-controls={control.id}
        disabled={disabled || (max !== undefined && current !== null && current >= max)}
        onClick={() => stepBy(1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}

// Radios on native inputs: the browser gives the group its keyboard (Tab enters at the
// checked radio, the arrow keys move and select, skipping disabled ones), assistive
// technology knows them, and they weigh next to nothing — Radix RadioGroup with its roving
// focus was 6.5 kB gzip, and 3 kB more of shared primitives, on every ticket step and the
// cart (the issue "speed", bench/first-route). The API is the one it had: RadioGroup with
// value / defaultValue / onValueChange, RadioGroupItem with its value; items say
// data-state="checked" | "unchecked" for styles, as Radix's did.
import {
  type ChangeEvent,
  type ComponentProps,
  createContext,
  use,
  useId,
  useMemo,
  useState,
} from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { useFieldControl } from "../field/field-context";

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  disabled: boolean;
  required: boolean;
  select(value: string): void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export type RadioGroupProps = Omit<ComponentProps<"div">, "onChange" | "defaultValue"> & {
  /** The checked item's value (controlled); "" or a value no item has: none checked. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The radios' name (forms); a generated one otherwise. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  orientation?: "horizontal" | "vertical";
};

/** A group of radios: Tab enters it, the arrow keys move and select. */
export function RadioGroup({
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  orientation,
  ...rest
}: RadioGroupProps) {
  const { disabled, required, ...props } = useFieldControl(rest);
  const generated = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value !== undefined ? value : own;
  const group = useMemo<RadioGroupContextValue>(
    () => ({
      name: name ?? generated,
      value: current,
      disabled: disabled ?? false,
      required: required ?? false,
      select(next) {
        if (value === undefined) setOwn(next);
        onValueChange?.(next);
      },
    }),
    [name, generated, current, disabled, required, value, onValueChange],
  );
  return (
    <RadioGroupContext value={group}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-required={required || undefined}
        aria-orientation={orientation}
        data-disabled={disabled ? "" : undefined}
        className={cn("grid gap-3", className)}
        {...props}
      />
    </RadioGroupContext>
  );
}

export type RadioItemProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "checked" | "defaultChecked" | "name" | "onChange"
> & { value: string };

/** The props of a native radio of the group around it (for items with a look of their own). */
export function useRadioItem({ value, disabled, ...props }: RadioItemProps) {
  const group = use(RadioGroupContext);
  if (group === null) throw new Error("A radio item belongs inside a RadioGroup");
  const checked = group.value === value;
  return {
    ...props,
    type: "radio" as const,
    name: group.name,
    value,
    checked,
    disabled: group.disabled || disabled,
    required: group.required || undefined,
    "data-state": checked ? "checked" : "unchecked",
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (event.target.checked) group.select(value);
    },
  };
}

export function RadioGroupItem({ className, ...props }: RadioItemProps) {
  const item = useRadioItem(props);
  return (
    <input
      data-slot="radio-group-item"
      className={cn(
        "peer inline-grid size-5 shrink-0 cursor-pointer appearance-none place-content-center rounded-full border-2 border-input bg-background",
        // the dot: a disc in the primary colour, drawn without an extra element
        "checked:border-primary checked:bg-[radial-gradient(circle,var(--color-primary)_0_0.3125rem,transparent_0.34rem)]",
        "disabled:cursor-not-allowed disabled:opacity-50",
        // forced colours drop backgrounds: the system's own radio shows the choice there
        "forced-colors:appearance-auto",
        focusRing,
        className,
      )}
      {...item}
    />
  );
}

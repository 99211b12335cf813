import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { CheckIcon, MinusIcon } from "../../lib/icons";
import { useFieldControl } from "../field/field-context";

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

/** A tri-state checkbox (role checkbox, Space toggles); name it with a Label or a Field. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  const control = useFieldControl(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-input bg-background text-primary-foreground",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        "aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
        focusRing,
        className,
      )}
      {...control}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center [&_svg]:size-3.5"
      >
        <CheckIcon strokeWidth={3} className="group-data-[state=indeterminate]:hidden" />
        <MinusIcon strokeWidth={3} className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

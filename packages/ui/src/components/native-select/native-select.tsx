import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { useFieldControl } from "../field/field-context";
import { inputVariants } from "../input/input";

export type NativeSelectProps = ComponentProps<"select">;

/**
 * The browser's own select, for forms and filters: keyboard and screen readers know it, it needs
 * no portal, and a phone opens its own picker. Inside a Field it is named by the label and
 * described by hint and error (aria-invalid), like the library's other controls.
 */
export function NativeSelect({ className, ...props }: NativeSelectProps) {
  const control = useFieldControl(props);
  return (
    <select
      data-slot="native-select"
      className={cn(inputVariants(), "min-h-10", className)}
      {...control}
    />
  );
}

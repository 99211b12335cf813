import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { useFieldControl } from "../field/field-context";
import { inputVariants } from "../input/input";

export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const control = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(inputVariants(), "min-h-20 resize-y", className)}
      {...control}
    />
  );
}
